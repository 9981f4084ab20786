import LayoutModel

/// The shop's home screen: a banner, the stories row when there are stories, a promotion while
/// one runs, then the goods, under a navigation bar and over a tab bar.
public enum ShopScreen {
    /// Its sections, top to bottom: what the app's collection view and the snapshots both ask.
    public static func segments(goods: [String], stories: [String] = [], promotion: String? = nil) -> [any SubController] {
        var segments: [any SubController] = [BannerSpec()]
        if !stories.isEmpty { segments.append(StoriesSpec(names: stories)) }
        if let promotion { segments.append(PromoSpec(id: promotion)) }
        segments.append(GoodsSpec(titles: goods))
        return segments
    }

    /// The screen the snapshot tests lay out on `device`: the flow layout the app installs, or
    /// its compositional twin (the same sections as list sections).
    public static func screen(
        on device: Device, goods: [String], stories: [String] = [], promotion: String? = nil, layoutStyle: LayoutStyle = .flow
    ) -> Screen {
        Screen(
            name: "ShopVC", device: device, chrome: Chrome(navigationBar: NavigationBar(title: "Shop"), tabBar: true),
            layoutStyle: layoutStyle, subControllers: segments(goods: goods, stories: stories, promotion: promotion))
    }
}
