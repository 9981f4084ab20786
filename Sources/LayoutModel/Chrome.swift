/// The fixed parts of a screen the controller owns: bars above and below the scrolling area.
///
/// The sub-controllers never draw here. Heights come from `ChromeMetrics`, so only the
/// choice of bars is the user's:
///
///     Chrome(navigationBar: NavigationBar(title: "Vegetables"), tabBar: true)
public struct Chrome: Sendable, Hashable {
    /// Reserve the status bar (the device's top safe area).
    public var statusBar: Bool
    /// A navigation bar under the status bar, or `nil` for none.
    public var navigationBar: NavigationBar?
    /// A toolbar above the tab bar (or the bottom of the screen).
    public var toolbar: Bool
    /// A tab bar at the bottom; it always extends over the bottom safe area.
    public var tabBar: Bool
    /// Keep the scrolling area out of the bottom safe area (the home indicator) when there is no tab bar.
    public var bottomSafeArea: Bool

    /// The bars a controller shows; none but the status bar unless given.
    public init(
        statusBar: Bool = true,
        navigationBar: NavigationBar? = nil,
        toolbar: Bool = false,
        tabBar: Bool = false,
        bottomSafeArea: Bool = true
    ) {
        self.statusBar = statusBar
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.tabBar = tabBar
        self.bottomSafeArea = bottomSafeArea
    }

    /// Nothing fixed: the scrolling area fills the whole device.
    public static let none = Chrome(statusBar: false, bottomSafeArea: false)
}

/// A navigation bar with its title; `largeTitle` adds the large-title band below it.
public struct NavigationBar: Sendable, Hashable {
    /// Its title.
    public var title: String
    /// Whether it shows a large title under it.
    public var largeTitle: Bool

    /// A navigation bar titled `title`.
    public init(title: String, largeTitle: Bool = false) {
        self.title = title
        self.largeTitle = largeTitle
    }
}

/// Bar heights in points, by idiom and orientation: the one source of chrome sizes.
public enum ChromeMetrics {
    /// 44 pt; 32 pt on a phone in landscape.
    public static func navigationBarHeight(for device: Device) -> Double {
        isCompactPhone(device) ? 32 : 44
    }

    /// 52 pt below the navigation bar; phones in landscape show no large title.
    public static func largeTitleHeight(for device: Device) -> Double {
        isCompactPhone(device) ? 0 : 52
    }

    /// 49 pt; 32 pt on a phone in landscape. The bottom safe area comes on top of this.
    public static func tabBarHeight(for device: Device) -> Double {
        isCompactPhone(device) ? 32 : 49
    }

    /// 44 pt; 32 pt on a phone in landscape.
    public static func toolbarHeight(for device: Device) -> Double {
        isCompactPhone(device) ? 32 : 44
    }

    private static func isCompactPhone(_ device: Device) -> Bool {
        device.idiom == .phone && device.orientation == .landscape
    }
}
