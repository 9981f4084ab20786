import LayoutModel

/// The shop's home screen: a banner above the goods, under a navigation bar and over a tab bar.
public enum ShopScreen {
    public static func screen(on device: Device, goods: [String]) -> Screen {
        Screen(
            name: "ShopVC", device: device, chrome: Chrome(navigationBar: NavigationBar(title: "Shop"), tabBar: true),
            layoutStyle: .flow, subControllers: [BannerSpec(), GoodsSpec(titles: goods)])
    }
}
