import Testing
import Snapshot
@testable import ScreenFixtures

@Suite struct SecondCategoryFixtureTests {
    @Test func isANavBarVCWithFourSegmentsInTheTutorialsOrder() {
        let screen = SecondCategoryVC.screen(on: .iPhone8)
        #expect(screen.name == "SecondCategoryVC")
        #expect(screen.chrome == Chrome(navigationBar: NavigationBar(title: "Vegetables")))
        #expect(screen.layoutStyle == .leftAlignedFlow)
        #expect(screen.subControllers.map(\.name) == ["OneLabelSC", "SecondCategorySC", "OneLabelSC", "OptimumGoodsSC"])
        #expect(screen.subControllers.map(\.numberOfItems) == [1, 1, 1, 6])
        #expect(cells(screen.subControllers[0]) == [Cell("OneLabelCell", text: "Vegetables")])
        #expect(cells(screen.subControllers[2]) == [Cell("OneLabelCell", text: "All merchandise")])
    }

    @Test(arguments: [
        // (device, SCREEN_WIDTH, (SCREEN_WIDTH − 32) / 2)
        (Device.iPhoneSE, 320.0, 144.0),  // (320 − 32) / 2
        (Device.iPhone8, 375.0, 171.5),  // (375 − 32) / 2
        (Device.iPhone15Plus, 430.0, 199.0),  // (430 − 32) / 2
        (Device.iPad, 768.0, 368.0),  // (768 − 32) / 2
    ])
    func sizesFollowTheTutorialsNumbers(device: Device, screenWidth: Double, goodsWidth: Double) {
        let segments = SecondCategoryVC.screen(on: device).subControllers
        #expect(itemSizes(segments[0], on: device) == [Size(width: screenWidth, height: 50)])
        #expect(itemSizes(segments[1], on: device) == [Size(width: screenWidth, height: 110)])
        #expect(itemSizes(segments[2], on: device) == [Size(width: screenWidth, height: 50)])
        #expect(itemSizes(segments[3], on: device) == Array(repeating: Size(width: goodsWidth, height: 265), count: 6))
    }

    @Test func goodsSectionIsInsetSixteenOnTheLeftOnlyWithNoSpacing() {
        let goods = SecondCategoryVC.screen(on: .iPhone8).subControllers[3]
        #expect(goods.inset == EdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(goods.minimumLineSpacing == 0)
        #expect(goods.minimumInteritemSpacing == 0)
        #expect(cells(goods).allSatisfy { $0 == Cell("OptimumGoodsCell", text: "Colorful potatoes") })
    }

    @Test func subCategoriesAreA114By110RowInsideAnEmbedCollectionViewCell() throws {
        let cell = SecondCategoryVC.screen(on: .iPhone8).subControllers[1].cellForItem(at: 0)
        #expect(cell.type == "EmbedCollectionViewCell")
        let embedded = try #require(cell.embedded)
        #expect(embedded.items.map(\.text) == ["Rhizome", "Leafy", "Melon", "Legume", "Mushroom"])
        #expect(embedded.items.allSatisfy { $0.type == "SecondCategoryCell" && $0.size == Size(width: 114, height: 110) })
        #expect(embedded.margins == EdgeInsets(left: 16, right: 16))
        #expect(embedded.minimumLineSpacing == 10)
        #expect(embedded.contentInset == .zero)
    }

    @Test func goodsCountIsPagesTimesPageSizeAndZeroBeforeTheFirstLoad() {
        #expect(SecondCategoryVC.screen(on: .iPhone8, goodsPages: 0).subControllers[3].numberOfItems == 0)
        #expect(SecondCategoryVC.screen(on: .iPhone8, goodsPages: 3).subControllers[3].numberOfItems == 18)
        #expect(SecondCategoryVC.screen(on: .iPhone8, goodsPages: 2, pageSize: 10).subControllers[3].numberOfItems == 20)
    }

    @Test func parentCategoryTitlesTheBarAndTheFirstLabel() throws {
        let screen = SecondCategoryVC.screen(on: .iPhone8, parentCategory: "Meat", subCategories: ["Pork", "Beef"])
        #expect(screen.chrome.navigationBar?.title == "Meat")
        #expect(cells(screen.subControllers[0]) == [Cell("OneLabelCell", text: "Meat")])
        #expect(try #require(screen.subControllers[1].cellForItem(at: 0).embedded).items.map(\.text) == ["Pork", "Beef"])
    }
}
