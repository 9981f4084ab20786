import Testing
import Snapshot
@testable import ScreenFixtures

@Suite struct MallFixtureTests {
    @Test func isABaseControllerWithATabBarAndTheFourSubControllersInOrder() {
        let screen = MallVC.screen(on: .iPhone8)
        #expect(screen.name == "MallVC")
        #expect(screen.chrome == Chrome(tabBar: true))
        #expect(screen.layoutStyle == .leftAlignedFlow)
        #expect(screen.subControllers.map(\.name) == ["BannerItemsSC", "MallMenusSC", "SectionTitleSC", "RecommendGoodsSC"])
        #expect(screen.subControllers.map(\.numberOfItems) == [1, 1, 1, 6])
        #expect(cells(screen.subControllers[2]) == [Cell("SectionTitleCell", text: "向你推荐")])
        #expect(cells(screen.subControllers[1]) == [Cell("MallMenusCell", text: "3 buttons")])
    }

    @Test(arguments: [
        // (device, SCREEN_WIDTH, (SCREEN_WIDTH − 30) / 2)
        (Device.iPhoneSE, 320.0, 145.0),  // (320 − 30) / 2
        (Device.iPhone8, 375.0, 172.5),  // (375 − 30) / 2
        (Device.iPhone15Plus, 430.0, 200.0),  // (430 − 30) / 2
        (Device.iPad, 768.0, 369.0),  // (768 − 30) / 2
    ])
    func sizesAreFullWidthRowsThenTwoGoodsColumns(device: Device, screenWidth: Double, goodsWidth: Double) {
        let segments = MallVC.screen(on: device).subControllers
        #expect(itemSizes(segments[0], on: device) == [Size(width: screenWidth, height: 180)])
        #expect(itemSizes(segments[1], on: device) == [Size(width: screenWidth, height: 95)])
        #expect(itemSizes(segments[2], on: device) == [Size(width: screenWidth, height: 40)])
        #expect(itemSizes(segments[3], on: device) == Array(repeating: Size(width: goodsWidth, height: 250), count: 6))
        // Two columns fill the line exactly: inset 10 + goods + spacing 10 + goods + inset 10.
        #expect(10 + goodsWidth + 10 + goodsWidth + 10 == screenWidth)
    }

    @Test func recommendedGoodsAreInsetAndSpacedTenAndCountable() {
        let goods = MallVC.screen(on: .iPhone8, recommendedGoods: 9).subControllers[3]
        #expect(goods.inset == EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(goods.minimumLineSpacing == 10)
        #expect(goods.minimumInteritemSpacing == 10)
        #expect(goods.numberOfItems == 9)
    }
}
