import ShopSpecs
import SnapshotAssertions
import Testing

/// The app's own specs, laid out as UIKit's flow layout would, on Linux or a Mac: the references
/// are in __Snapshots__ beside this package's Package.swift.
@Suite struct ShopScreenTests {
    static let goods = ["Potatoes", "Carrots", "Onions", "Leeks"]

    @Test func shopOnTwoPhones() {
        assertSnapshot(of: ShopScreen.screen(on: .iPhoneSE, goods: Self.goods), as: .ascii, on: [.iPhoneSE, .iPhone15])
    }

    /// The spec's arithmetic, by hand: on the iPhone SE the goods are (320 − 16 − 16 − 10) / 2 =
    /// 139 wide and 139 + 75 = 214 high, the banner 320 × 180 (320 × 9 / 16).
    @Test func theSpecAnswersWhatTheAppAsks() {
        let layout = LayoutEngine.layout(ShopScreen.screen(on: .iPhoneSE, goods: Self.goods))
        #expect(layout.segments[0].items[0].frame == Rect(x: 0, y: 0, width: 320, height: 180))
        #expect(layout.segments[1].items[0].frame.size == Size(width: 139, height: 214))
        #expect(layout.segments[1].items[1].frame.minX == 16 + 139 + 10)
    }

    /// The contract the app relies on, on the model's side: on every preset, upright and turned,
    /// at every text size, the goods fill the width the engine gives the collection view, two
    /// columns and one gap inside the inset. (LayoutUIKit's own tests check that the app's
    /// `CollectionContext(collectionView:)` equals `LayoutEngine.context(of:)` on each of them.)
    @Test func theSpecFitsEveryDevice() {
        for device in Device.presets.flatMap({ [$0, $0.landscape] }) {
            for category in ContentSizeCategory.allCases {
                var screen = ShopScreen.screen(on: device, goods: Self.goods)
                screen.contentSizeCategory = category
                let context = LayoutEngine.context(of: screen)
                let size = GoodsSpec(titles: Self.goods).sizeForItem(at: 0, in: context)
                #expect(2 * size.width + 10 + 32 == context.insetContainerSize.width, "\(device.id) \(device.orientation) \(category)")
            }
        }
    }
}

/// The stories row, the promotion update and the compositional twin, as the app shows them.
@Suite struct ShopUpdateTests {
    static let goods = ["Potatoes", "Carrots"]
    static let stories = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"]

    /// The stories row on the iPhone SE: one 320 × 96 cell whose inner collection starts its
    /// thumbnails at 16 and steps 72 + 8 = 80: 16, 96, 176, 256 (the fourth cut by the edge at
    /// 320), 336 and 416 past it; content 16 + 6 × 72 + 5 × 8 + 16 = 504 wide.
    @Test func theStoriesRowIsLaidOutFromTheSameModel() throws {
        let layout = LayoutEngine.layout(ShopScreen.screen(on: .iPhoneSE, goods: Self.goods, stories: Self.stories))
        let row = try #require(layout.segments[1].items.first?.nested)
        #expect(layout.segments[1].items[0].frame == Rect(x: 0, y: 180, width: 320, height: 96))
        #expect(row.items.map(\.frame.minX) == [16, 96, 176, 256, 336, 416])
        #expect(row.contentWidth == 504)
    }

    /// A promotion inserted above the goods moves them down by its 60 points, in the flow layout
    /// and in the compositional twin (list sections, one full-width row per item).
    @Test func aPromotionPushesTheGoodsDownInBothLayouts() {
        for style in [LayoutStyle.flow, .compositional] {
            let before = LayoutEngine.layout(ShopScreen.screen(on: .iPhoneSE, goods: Self.goods, layoutStyle: style))
            let after = LayoutEngine.layout(ShopScreen.screen(on: .iPhoneSE, goods: Self.goods, promotion: "spring", layoutStyle: style))
            #expect(after.segments.map(\.name) == ["BannerSC", "PromoSC", "GoodsSC"], "\(style.id)")
            let moved = (after.segments[2].items.first?.frame.minY ?? 0) - (before.segments[1].items.first?.frame.minY ?? 0)
            #expect(moved == 60, "\(style.id)")
        }
    }
}
