import LayoutModel

/// The mall screen of the MCCS introduction (`mccs-introduction.zh.txt`).
///
/// A `BaseController` with a tab bar, MCCS's left-aligned flow layout, and four segments added
/// in the seed's order: `BannerItemsSC`, `MallMenusSC`, `SectionTitleSC` ("向你推荐"), `RecommendGoodsSC`.
///
///     MallVC.screen(on: .iPhone8).subControllers.map(\.name)
///     // ["BannerItemsSC", "MallMenusSC", "SectionTitleSC", "RecommendGoodsSC"]
public enum MallVC {
    /// The mall on `device`, with `recommendedGoods` goods under its title.
    public static func screen(on device: Device, recommendedGoods: Int = 6) -> Screen {
        Screen(
            name: "MallVC",
            device: device,
            chrome: Chrome(tabBar: true),
            layoutStyle: .leftAlignedFlow,
            subControllers: [
                BannerItemsSC(),
                MallMenusSC(),
                SectionTitleSC(),
                RecommendGoodsSC(goodsCount: recommendedGoods),
            ])
    }
}
