import LayoutModel

/// The mall of the MCCS introduction (`mccs-introduction.zh.txt`) as a screen written since
/// iOS 13 would build it: one `UICollectionViewCompositionalLayout`, each sub-controller
/// returning its `NSCollectionLayoutSection`. A banner carousel that pages, a grid of eight
/// categories a quarter of the width each on a card (a section background), a "向你推荐" goods
/// strip that scrolls sideways under a header with a "sale" badge on each goods, a list of
/// goods from a sub-controller with no section of its own, and reviews whose cells size
/// themselves (estimated heights, each review as tall as its text).
///
///     ShopHomeVC.screen(on: .iPhone8).subControllers.map(\.name)
///     // ["BannerCarouselSC", "CategoryGridSC", "GoodsStripSC", "GoodsListSC", "ReviewsSC"]
public enum ShopHomeVC {
    static let categories = ["Vegetables", "Fruits", "Meat", "Seafood", "Dairy", "Bakery", "Drinks", "Snacks"]

    /// The compositional mall on `device`.
    public static func screen(on device: Device) -> Screen {
        Screen(
            name: "ShopHomeVC",
            device: device,
            chrome: Chrome(navigationBar: NavigationBar(title: "Mall"), tabBar: true),
            layoutStyle: .compositional(CompositionalOptions(interSectionSpacing: 12)),
            subControllers: [BannerCarouselSC(), CategoryGridSC(), GoodsStripSC(), GoodsListSC(), ReviewsSC()])
    }

    /// The same mall in Arabic or Hebrew: the compositional layout mirrors every frame across
    /// the content width (`RightToLeft`), so the carousel and the goods strip run from the right.
    public static func rightToLeftScreen(on device: Device) -> Screen {
        var screen = screen(on: device)
        screen.layoutDirection = .rightToLeft
        return screen
    }
}

private func cell(_ width: LayoutDimension, _ height: LayoutDimension, insets: EdgeInsets = .zero) -> CompositionalElement {
    .item(CompositionalItem(LayoutSize(width: width, height: height), contentInsets: insets))
}

/// Three banners, each a page the width of the screen and 150 high (`.groupPaging`).
struct BannerCarouselSC: SubController {
    var numberOfItems: Int { 3 }
    func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }
    func cellForItem(at index: Int) -> Cell { Cell("BannerCell", text: "Banner \(index + 1)") }

    func compositionalSection(in context: CollectionContext) -> CompositionalSection? {
        let page = CompositionalGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(150)), subitems: [cell(.fractionalWidth(1), .fractionalHeight(1))])
        return CompositionalSection(group: page, orthogonalScrolling: .groupPaging)
    }
}

/// Eight categories in rows of four: a quarter of the width, as high as wide, inset 4 all round,
/// on a card 4 points inside the section's sides.
struct CategoryGridSC: SubController {
    var numberOfItems: Int { ShopHomeVC.categories.count }
    func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }
    func cellForItem(at index: Int) -> Cell { Cell("CategoryCell", text: ShopHomeVC.categories[index]) }

    func compositionalSection(in context: CollectionContext) -> CompositionalSection? {
        let row = CompositionalGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.25)),
            subitems: [cell(.fractionalWidth(0.25), .fractionalHeight(1), insets: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))])
        return CompositionalSection(
            group: row, contentInsets: EdgeInsets(left: 8, right: 8), background: SectionBackground(contentInsets: EdgeInsets(left: 4, right: 4)))
    }
}

/// Six recommended goods, 140 × 200 each, 10 apart, scrolling sideways under a 40-high header;
/// a 36 × 16 "sale" badge sits 4 points inside each goods' top-leading corner.
struct GoodsStripSC: SubController {
    var numberOfItems: Int { 6 }
    func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }
    func cellForItem(at index: Int) -> Cell { Cell("RecommendGoodsCell", text: "Goods \(index + 1)") }

    func compositionalSection(in context: CollectionContext) -> CompositionalSection? {
        let sale = ItemSupplementary(
            kind: "sale", size: LayoutSize(width: .absolute(36), height: .absolute(16)),
            anchor: LayoutAnchor(edges: [.top, .leading], offset: .absolute(x: 4, y: 4)))
        let item = CompositionalItem(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)), supplementaries: [sale])
        let goods = CompositionalGroup.horizontal(LayoutSize(width: .absolute(140), height: .absolute(200)), subitems: [.item(item)])
        return CompositionalSection(
            group: goods, contentInsets: EdgeInsets(left: 16, right: 16), interGroupSpacing: 10, orthogonalScrolling: .continuous,
            header: BoundaryItem(LayoutSize(width: .fractionalWidth(1), height: .absolute(40))))
    }
}

/// Five goods rows 100 high, 1 apart, from a sub-controller with no section: a list section.
struct GoodsListSC: SubController {
    var numberOfItems: Int { 5 }
    var minimumLineSpacing: Double { 1 }
    func sizeForItem(at index: Int, in context: CollectionContext) -> Size { Size(width: context.insetContainerSize.width, height: 100) }
    func cellForItem(at index: Int) -> Cell { Cell("GoodsRowCell", text: "Goods \(index + 7)") }
}

/// Three reviews in two columns whose cells size themselves: height estimated at 80, the cell
/// answering 40 + 20 per line of its text (a line is 20 characters of the column).
struct ReviewsSC: SubController {
    static let reviews = ["Fresh and fast.", "The vegetables came the same morning, still cold.", "Good."]
    var numberOfItems: Int { Self.reviews.count }
    func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }
    func cellForItem(at index: Int) -> Cell { Cell("ReviewCell", text: Self.reviews[index]) }

    func compositionalSection(in context: CollectionContext) -> CompositionalSection? {
        let review = CompositionalItem(
            LayoutSize(width: .fractionalWidth(0.5), height: .estimated(80)), contentInsets: EdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        let row = CompositionalGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .estimated(80)), subitems: [.item(review)])
        return CompositionalSection(group: row, contentInsets: EdgeInsets(left: 8, right: 8), interGroupSpacing: 8)
    }

    func fittedSize(at index: Int, proposed: Size, in context: CollectionContext) -> Size? {
        let lines = (Self.reviews[index].count + 19) / 20
        return Size(width: proposed.width, height: Double(40 + 20 * lines))
    }
}
