import Foundation
import Testing
import SnapshotAssertions

/// The README's quick start, compiled and run, so the first code a newcomer copies works.
@Suite struct ReadmeExampleTests {
    struct MallMenusSC: SubController {
        var numberOfItems: Int { 1 }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
            Size(width: context.screenWidth, height: 95)
        }
        func cellForItem(at index: Int) -> Cell { Cell("MallMenusCell") }
    }

    struct ShopViewModel {
        var screen: Screen
    }

    static func mallScreen() -> Screen {
        var screen = Screen(name: "MallVC", chrome: Chrome(tabBar: true))
        screen.add(SingleRow(name: "BannerItemsSC", cell: Cell("BannerCell"), height: 180))
        screen.add(MallMenusSC())
        screen.add(
            Grid(
                name: "RecommendGoodsSC", cell: Cell("GoodsCell"), count: 6, columns: 2, itemHeight: 250,
                inset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), minimumInteritemSpacing: 10))
        return screen
    }

    @Test func quickStartRecordsThenMatchesOnEachDevice() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-example-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = verifySnapshot(
            of: Self.mallScreen(), as: .svg, on: [.iPhoneSE, .iPhone15], record: .missing, snapshotDirectory: folder.path)
        #expect(first?.contains("was recorded") == true)
        #expect(
            verifySnapshot(
                of: Self.mallScreen(), as: .svg, on: [.iPhoneSE, .iPhone15], record: .never, snapshotDirectory: folder.path) == nil)
        // Grid: (320 − 10 − 10 − 10) / 2 = 145 wide on the iPhone SE.
        let svg = try String(
            contentsOf: folder.appendingPathComponent("SnapshotAssertionsTests/ReadmeExampleTests/quickStartRecordsThenMatchesOnEachDevice.iphone-se.svg"),
            encoding: .utf8)
        #expect(svg.contains("GoodsCell\" 10,285 145×250"))
    }

    @Test func pullbackSnapshotsAViewModel() throws {
        let strategy = Strategy<Screen, String>.layout.pullback { (model: ShopViewModel) in model.screen }
        let listing = try strategy.snapshot(ShopViewModel(screen: Self.mallScreen()))
        // Banner 180 + menus 95 = 275 before the goods segment.
        #expect(listing.contains(#"segment 2 "RecommendGoodsSC" 0,275 375×"#))
    }
}
