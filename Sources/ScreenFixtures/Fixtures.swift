import LayoutModel

/// The sample screens, by the short names the command line uses.
public enum Fixtures {
    /// Every fixture, in the order `snapshot-cli fixtures` lists them: the seed screens first,
    /// then the edge cases.
    public static let all: [Fixture] = [
        Fixture(
            name: "second-category",
            summary: "SecondCategoryVC of mccs-framework-tutorial.txt: two OneLabelSC titles, sub-categories, goods grid",
            make: { SecondCategoryVC.screen(on: $0) }),
        Fixture(
            name: "category-strip",
            summary: "SecondCategoryVC of mccs-framework-tutorial.txt with its meat sub-categories in a two-row strip",
            make: { SecondCategoryVC.twoRowScreen(on: $0) }),
        Fixture(
            name: "goods-shelf",
            summary: "The goods of mccs-framework-tutorial.txt on an IGListKit shelf that scrolls horizontally",
            make: { GoodsShelfVC.screen(on: $0) }),
        Fixture(
            name: "mall",
            summary: "MallVC of mccs-introduction.zh.txt: banner, 3-button menu, 向你推荐 title, goods, tab bar",
            make: { MallVC.screen(on: $0) }),
        Fixture(
            name: "shop-home",
            summary: "MallVC of mccs-introduction.zh.txt on a compositional layout: paging banners, category grid, goods strip, list",
            make: { ShopHomeVC.screen(on: $0) }),
        Fixture(
            name: "shop-home-rtl",
            summary: "MallVC of mccs-introduction.zh.txt compositional and right to left: every frame mirrored",
            make: { ShopHomeVC.rightToLeftScreen(on: $0) }),
        Fixture(
            name: "filter-chips",
            summary: "mccs-framework-tutorial.txt goods under filter chips sized by Dynamic Type (a defect at accessibility sizes)",
            make: { FilterChipsVC.screen(on: $0) }),
        Fixture(
            name: "dcframe-list",
            summary: "The simple list of dcframe-readme.txt: 99 LabelCell rows of 50 pt under a navigation bar",
            make: { MyListViewController.screen(on: $0) }),
        Fixture(
            name: "dcframe-posts",
            summary: "The post list of dcframe-readme.txt: 4 PostItemCMs with photo, comments and 10-pt separators",
            make: { PostListCM.screen(on: $0) }),
        Fixture(
            name: "charge",
            summary: "The 充值 screen of mcc-pattern.zh.txt: ChargeMoneyInputController and ChargeMethodController",
            make: { ChargeVC.screen(on: $0) }),
        Fixture(
            name: "empty",
            summary: "A controller before its first addSC (mccs-introduction.zh.txt): chrome, no segments",
            make: { EmptyVC.screen(on: $0) }),
        Fixture(
            name: "over-wide",
            summary: "A SCREEN_WIDTH cell (mccs-introduction.zh.txt) in a section inset 16 on both sides",
            make: { OverWideVC.screen(on: $0) }),
        Fixture(
            name: "huge-list",
            summary: "100,000 cells in 100 MCCS sub-controllers of four kinds (mccs-framework-tutorial.txt)",
            make: { HugeListVC.screen(on: $0) }),
        Fixture(
            name: "listkit-shared-rows",
            summary: "IGListKit layout (seeds/README.md): small sections sharing rows, a header, an empty section",
            make: { ListKitSharedRowsVC.screen(on: $0) }),
    ]

    /// The fixture with this short name, or `nil`.
    public static func named(_ name: String) -> Fixture? {
        all.first { $0.name == name }
    }
}

/// A sample screen recognisable from the seed documents, buildable on any device.
public struct Fixture: Sendable {
    /// The short name (`second-category`).
    public var name: String
    /// One line on where it comes from.
    public var summary: String
    /// Builds the screen on a device.
    public var make: @Sendable (Device) -> Screen

    /// A fixture named `name`, described by `summary`, built for a device by `make`.
    public init(name: String, summary: String, make: @escaping @Sendable (Device) -> Screen) {
        self.name = name
        self.summary = summary
        self.make = make
    }
}
