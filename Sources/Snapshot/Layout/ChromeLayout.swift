/// The fixed bars of a screen and the scroll area left between them, in screen coordinates.
///
/// Rules (every band spans the full device width; heights come from `ChromeMetrics` and the
/// device's safe area in its orientation):
/// - Top, from y = 0 down: the status bar (when `chrome.statusBar` and the safe-area top is
///   above 0; height = safe-area top), the navigation bar (`navigationBarHeight`, with its
///   title), the large title (when asked for and `largeTitleHeight` is above 0, with the title).
/// - Bottom, from the device's bottom edge up: the home indicator (height = safe-area bottom,
///   when that is above 0 and there is a tab bar or `chrome.bottomSafeArea`), the tab bar
///   (`tabBarHeight`), the toolbar (`toolbarHeight`). The array still lists them top to
///   bottom: toolbar, tab bar, home indicator.
/// - The scroll area is the rectangle between the last top band and the first bottom band
///   (never a negative height).
///
/// On an iPhone X (375×812, safe area 44/34) with a titled navigation bar and a tab bar:
/// status bar 0–44, navigation bar 44–88, tab bar 729–778, home indicator 778–812, scroll
/// area y 88, height 641.
struct ChromeLayout {
    /// Top to bottom.
    var bands: [ChromeBand]
    var scrollArea: Rect

    init(device: Device, chrome: Chrome) {
        let width = device.size.width
        let height = device.size.height
        let safeArea = device.safeArea
        var top: [ChromeBand] = []
        var topEdge = 0.0

        func addTop(_ kind: ChromeBand.Kind, height: Double, title: String? = nil) {
            top.append(ChromeBand(kind: kind, title: title, frame: Rect(x: 0, y: topEdge, width: width, height: height)))
            topEdge += height
        }
        if chrome.statusBar, safeArea.top > 0 {
            addTop(.statusBar, height: safeArea.top)
        }
        if let navigationBar = chrome.navigationBar {
            addTop(.navigationBar, height: ChromeMetrics.navigationBarHeight(for: device), title: navigationBar.title)
            let largeTitle = ChromeMetrics.largeTitleHeight(for: device)
            if navigationBar.largeTitle, largeTitle > 0 {
                addTop(.largeTitle, height: largeTitle, title: navigationBar.title)
            }
        }

        var bottom: [ChromeBand] = []  // bottom-most first while building
        var bottomEdge = height

        func addBottom(_ kind: ChromeBand.Kind, height: Double) {
            bottomEdge -= height
            bottom.append(ChromeBand(kind: kind, frame: Rect(x: 0, y: bottomEdge, width: width, height: height)))
        }
        if safeArea.bottom > 0, chrome.tabBar || chrome.bottomSafeArea {
            addBottom(.homeIndicator, height: safeArea.bottom)
        }
        if chrome.tabBar {
            addBottom(.tabBar, height: ChromeMetrics.tabBarHeight(for: device))
        }
        if chrome.toolbar {
            addBottom(.toolbar, height: ChromeMetrics.toolbarHeight(for: device))
        }

        bands = top + bottom.reversed()
        scrollArea = Rect(x: 0, y: topEdge, width: width, height: Swift.max(0, bottomEdge - topEdge))
    }
}
