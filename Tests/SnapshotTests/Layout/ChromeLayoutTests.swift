import Testing
@testable import Snapshot

@Suite struct ChromeLayoutTests {
    private func band(_ kind: ChromeBand.Kind, _ y: Double, _ height: Double, width: Double, title: String? = nil) -> ChromeBand {
        ChromeBand(kind: kind, title: title, frame: Rect(x: 0, y: y, width: width, height: height))
    }

    @Test func notchedPhoneStacksStatusAndNavigationBarsAboveTabBarAndHomeIndicator() {
        // iPhone X: 375×812, safe area top 44, bottom 34.
        let chrome = ChromeLayout(device: .iPhoneX, chrome: Chrome(navigationBar: NavigationBar(title: "Mall"), tabBar: true))
        #expect(
            chrome.bands == [
                band(.statusBar, 0, 44, width: 375),  // 0–44
                band(.navigationBar, 44, 44, width: 375, title: "Mall"),  // 44–88
                band(.tabBar, 729, 49, width: 375),  // 812 − 34 − 49 = 729
                band(.homeIndicator, 778, 34, width: 375),  // 812 − 34 = 778
            ])
        #expect(chrome.scrollArea == Rect(x: 0, y: 88, width: 375, height: 641))  // 729 − 88
    }

    @Test func largeTitleAddsItsBandBelowTheNavigationBar() {
        let chrome = ChromeLayout(device: .iPhoneX, chrome: Chrome(navigationBar: NavigationBar(title: "Mall", largeTitle: true)))
        #expect(chrome.bands[2] == band(.largeTitle, 88, 52, width: 375, title: "Mall"))  // 44 + 44 = 88
        // No tab bar, but bottomSafeArea keeps the home indicator: 812 − 34 = 778.
        #expect(chrome.bands[3] == band(.homeIndicator, 778, 34, width: 375))
        #expect(chrome.scrollArea == Rect(x: 0, y: 140, width: 375, height: 638))  // 88 + 52 = 140; 778 − 140
    }

    @Test func homeButtonPhoneHasNoHomeIndicatorAndStacksToolbarAboveTabBar() {
        // iPhone 8: 375×667, safe area top 20, bottom 0.
        let bars = Chrome(navigationBar: NavigationBar(title: "Cart"), toolbar: true, tabBar: true)
        let chrome = ChromeLayout(device: .iPhone8, chrome: bars)
        #expect(
            chrome.bands == [
                band(.statusBar, 0, 20, width: 375),
                band(.navigationBar, 20, 44, width: 375, title: "Cart"),  // 20–64
                band(.toolbar, 574, 44, width: 375),  // 618 − 44
                band(.tabBar, 618, 49, width: 375),  // 667 − 49
            ])
        #expect(chrome.scrollArea == Rect(x: 0, y: 64, width: 375, height: 510))  // 574 − 64
    }

    @Test func landscapePhoneUsesCompactBarsAndNoStatusBarOrLargeTitle() {
        // iPhone 12–14 turned: 844×390, safe area (top 0, left 47, bottom 21, right 47).
        let chrome = ChromeLayout(
            device: Device.iPhone14.landscape,
            chrome: Chrome(navigationBar: NavigationBar(title: "Goods", largeTitle: true), tabBar: true))
        #expect(
            chrome.bands == [
                band(.navigationBar, 0, 32, width: 844, title: "Goods"),  // top safe area 0: no status bar
                band(.tabBar, 337, 32, width: 844),  // 390 − 21 − 32
                band(.homeIndicator, 369, 21, width: 844),  // 390 − 21
            ])
        #expect(chrome.scrollArea == Rect(x: 0, y: 32, width: 844, height: 305))  // 337 − 32
    }

    @Test func iPadKeepsFullBarsInLandscape() {
        // iPad Pro 11" turned: 1194×834, safe area top 24, bottom 20.
        let chrome = ChromeLayout(
            device: Device.iPadPro11.landscape, chrome: Chrome(navigationBar: NavigationBar(title: "Shop", largeTitle: true)))
        #expect(
            chrome.bands == [
                band(.statusBar, 0, 24, width: 1194),
                band(.navigationBar, 24, 44, width: 1194, title: "Shop"),  // 24–68
                band(.largeTitle, 68, 52, width: 1194, title: "Shop"),  // 68–120
                band(.homeIndicator, 814, 20, width: 1194),  // 834 − 20
            ])
        #expect(chrome.scrollArea == Rect(x: 0, y: 120, width: 1194, height: 694))  // 814 − 120
    }

    @Test func iPadPortraitWithTabBar() {
        // iPad: 768×1024, safe area top 20, bottom 0.
        let chrome = ChromeLayout(device: .iPad, chrome: Chrome(navigationBar: NavigationBar(title: "Home"), tabBar: true))
        #expect(chrome.bands.map(\.kind) == [.statusBar, .navigationBar, .tabBar])
        #expect(chrome.bands[2].frame == Rect(x: 0, y: 975, width: 768, height: 49))  // 1024 − 49
        #expect(chrome.scrollArea == Rect(x: 0, y: 64, width: 768, height: 911))  // 975 − 64
    }

    @Test func noChromeLeavesTheWholeDeviceToTheScrollArea() {
        let chrome = ChromeLayout(device: .iPhoneX, chrome: .none)
        #expect(chrome.bands.isEmpty)
        #expect(chrome.scrollArea == Rect(x: 0, y: 0, width: 375, height: 812))
    }

    @Test func hiddenStatusBarPutsTheNavigationBarAtTheTop() {
        let chrome = ChromeLayout(
            device: .iPhoneX, chrome: Chrome(statusBar: false, navigationBar: NavigationBar(title: "Full"), bottomSafeArea: false))
        #expect(chrome.bands == [band(.navigationBar, 0, 44, width: 375, title: "Full")])
        #expect(chrome.scrollArea == Rect(x: 0, y: 44, width: 375, height: 768))  // 812 − 44, no home indicator
    }

    @Test func engineUsesTheChromeBandsAndScrollArea() {
        let screen = Screen(name: "Mall", device: .iPhoneX, chrome: Chrome(navigationBar: NavigationBar(title: "Mall"), tabBar: true))
        let layout = LayoutEngine.layout(screen)
        #expect(layout.chrome.map(\.kind) == [.statusBar, .navigationBar, .tabBar, .homeIndicator])
        #expect(layout.scrollArea == Rect(x: 0, y: 88, width: 375, height: 641))
    }
}
