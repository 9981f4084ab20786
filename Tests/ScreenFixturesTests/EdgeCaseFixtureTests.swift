import Testing
import Snapshot
@testable import ScreenFixtures

@Suite struct EdgeCaseFixtureTests {
    @Test func emptyHasChromeAndNoSegments() {
        let screen = EmptyVC.screen(on: .iPhone8)
        #expect(screen.subControllers.isEmpty)
        #expect(screen.chrome.navigationBar?.title == "Empty")
    }

    @Test(arguments: fixtureTestDevices)
    func overWideBannerIsThirtyTwoPointsWiderThanItsSection(device: Device) {
        let banner = OverWideVC.screen(on: device).subControllers[1]
        #expect(banner.name == "InsetBannerSC")
        let room = device.size.width - banner.inset.left - banner.inset.right
        // SCREEN_WIDTH against SCREEN_WIDTH − 16 − 16.
        #expect(itemSizes(banner, on: device) == [Size(width: device.size.width, height: 150)])
        #expect(device.size.width - room == 32)
    }

    @Test func hugeListHasOneHundredThousandCellsInOneHundredSegmentsOfFourKinds() {
        let screen = HugeListVC.screen(on: .iPhone8)
        #expect(screen.subControllers.count == 100)
        #expect(screen.subControllers.reduce(0) { $0 + $1.numberOfItems } == 100_000)
        #expect(Array(screen.subControllers.prefix(5).map(\.name)) == ["LabelRowsSC", "OptimumGoodsSC", "TileGridSC", "TagCloudSC", "LabelRowsSC"])
    }

    @Test func hugeListSegmentsAskForTheSizesTheirKindsPromise() {
        let segments = HugeListVC.screen(on: .iPhone8, segments: 4, cellsPerSegment: 13).subControllers
        let context = fullWidthContext(.iPhone8)
        #expect(segments[0].sizeForItem(at: 12, in: context) == Size(width: 375, height: 44))
        #expect(segments[0].cellForItem(at: 12) == Cell("LabelCell", text: "13"))
        #expect(segments[1].sizeForItem(at: 0, in: context) == Size(width: 171.5, height: 265))
        // (375 − 8 − 8 − 2 × 8) / 3 columns.
        #expect(segments[2].sizeForItem(at: 0, in: context) == Size(width: 343.0 / 3, height: 100))
        // 40 + 7 × (index mod 12): 40, 47, …, 117, then 40 again.
        #expect(segments[3].sizeForItem(at: 11, in: context) == Size(width: 117, height: 30))
        #expect(segments[3].sizeForItem(at: 12, in: context) == Size(width: 40, height: 30))
    }

    @Test func listKitScreenHasSmallSectionsAHeaderSectionAndAnEmptyOne() {
        let screen = ListKitSharedRowsVC.screen(on: .iPhone8)
        #expect(screen.layoutStyle == .listKit(ListKitOptions()))
        #expect(screen.subControllers.map(\.numberOfItems) == [1, 1, 1, 1, 1, 3, 0, 1, 1, 1])
        #expect(screen.subControllers[5].name == "HeaderSectionController")
        #expect(screen.subControllers[6].name == "EmptySectionController")
        let context = fullWidthContext(.iPhone8)
        // 375 less the header section's 8 + 8 inset.
        #expect(screen.subControllers[5].sizeForHeader(in: context) == Size(width: 359, height: 30))
        #expect(screen.subControllers[0].sizeForHeader(in: context) == nil)
        // 8 + 80, 8 + 100, 8 + 120 = 324 fit in 375 together; the fourth (8 + 90) would not.
        #expect(screen.subControllers.prefix(5).map { $0.sizeForItem(at: 0, in: context).width } == [80, 100, 120, 90, 110])
        #expect(screen.subControllers[0].inset == EdgeInsets(top: 8, left: 8))
    }
}
