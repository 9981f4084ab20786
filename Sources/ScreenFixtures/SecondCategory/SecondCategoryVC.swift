import LayoutModel

/// The second-level category screen of the MCCS framework tutorial (`mccs-framework-tutorial.txt`).
///
/// A `NavBarVC` titled with the parent category, MCCS's left-aligned flow layout, and four
/// segments: `OneLabelSC` (the parent category), `SecondCategorySC` (the sub-categories),
/// `OneLabelSC` ("All merchandise"), `OptimumGoodsSC` (`goodsPages × pageSize` goods).
///
///     let screen = SecondCategoryVC.screen(on: .iPhone8, goodsPages: 2)
///     screen.subControllers.map(\.name)
///     // ["OneLabelSC", "SecondCategorySC", "OneLabelSC", "OptimumGoodsSC"]; 12 goods
public enum SecondCategoryVC {
    /// Sub-categories of "Vegetables"; the tutorial's mock data names the first.
    public static let vegetables = ["Rhizome", "Leafy", "Melon", "Legume", "Mushroom"]

    /// Sub-categories of "Meat", the tutorial's example of a second-level list ("pork, beef…").
    public static let meat = ["Pork", "Beef", "Mutton", "Chicken", "Duck", "Offal", "Sausage", "Bacon", "Ham"]

    /// The same screen with the sub-categories as a two-row strip (`TwoRowCategorySC`).
    public static func twoRowScreen(on device: Device, parentCategory: String = "Meat", subCategories: [String] = meat) -> Screen {
        screen(on: device, parentCategory: parentCategory, categories: TwoRowCategorySC(subCategories: subCategories))
    }

    /// The screen on `device`. `goodsPages: 0` is the state before the first page loads.
    public static func screen(
        on device: Device,
        parentCategory: String = "Vegetables",
        subCategories: [String] = vegetables,
        goodsPages: Int = 1,
        pageSize: Int = 6
    ) -> Screen {
        screen(
            on: device, parentCategory: parentCategory, categories: SecondCategorySC(subCategories: subCategories), goodsPages: goodsPages, pageSize: pageSize)
    }

    private static func screen(
        on device: Device, parentCategory: String, categories: any SubController, goodsPages: Int = 1, pageSize: Int = 6
    ) -> Screen {
        Screen(
            name: "SecondCategoryVC",
            device: device,
            chrome: Chrome(navigationBar: NavigationBar(title: parentCategory)),
            layoutStyle: .leftAlignedFlow,
            subControllers: [
                OneLabelSC(title: parentCategory),
                categories,
                OneLabelSC(title: "All merchandise"),
                OptimumGoodsSC(goodsCount: goodsPages * pageSize),
            ])
    }
}
