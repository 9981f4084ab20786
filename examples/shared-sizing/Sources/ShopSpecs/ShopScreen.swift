import LayoutModel

/// The shop's home screen: a banner above the goods, under a navigation bar and over a tab bar.
public enum ShopScreen {
    /// Its sections, top to bottom: what the app's collection view and the snapshots both ask.
    public static func segments(goods: [String]) -> [any SubController] {
        [BannerSpec(), GoodsSpec(titles: goods)]
    }

    /// The screen the snapshot tests lay out on `device`.
    public static func screen(on device: Device, goods: [String]) -> Screen {
        Screen(
            name: "ShopVC", device: device, chrome: Chrome(navigationBar: NavigationBar(title: "Shop"), tabBar: true),
            layoutStyle: .flow, subControllers: segments(goods: goods))
    }
}
