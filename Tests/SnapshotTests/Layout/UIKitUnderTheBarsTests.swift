import Testing
@testable import Snapshot

/// UIKit to the pixel, round three (issue 51's measurements, simulator renderings at 3x read
/// pixel by pixel): a collection view under the bars, orthogonal groups beside a landscape safe
/// area, the pixel grid by release, list headers and footers that size themselves. Each
/// expectation is worked out here from the rule, with the arithmetic beside it.
@Suite struct UIKitUnderTheBarsTests {
    typealias Described = CompositionalLayoutTests.Described

    static func screen(
        _ sections: [any SubController], device: Device, chrome: Chrome, underBars: Bool, uikit: UIKitVersion = .iOS17,
        scrollOffset: Double = 0
    ) -> Screen {
        var screen = Screen(
            name: "Bars", device: device, chrome: chrome,
            layoutStyle: .compositional(CompositionalOptions(scrollOffset: scrollOffset, uikit: uikit)), subControllers: sections)
        screen.collectionViewUnderBars = underBars
        return screen
    }

    /// One item per group filling its place less `inset` on each side, groups `height` tall.
    static func rows(_ height: LayoutDimension, itemInset: Double = 0, sectionInsets: EdgeInsets = .zero, footer: BoundaryItem? = nil)
        -> CompositionalSection
    {
        let item = CompositionalElement.item(
            CompositionalItem(
                LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
                contentInsets: EdgeInsets(top: itemInset, left: itemInset, bottom: itemInset, right: itemInset)))
        return CompositionalSection(
            group: .horizontal(LayoutSize(width: .fractionalWidth(1), height: height), subitems: [item]), contentInsets: sectionInsets,
            footer: footer)
    }

    // MARK: - 1. Under the bars

    /// 390 × 844, the root view under a navigation bar: `fractionalHeight(0.4)` of the whole view,
    /// item insets 5, so the item is 0.4 × 844 − 10 = 327.6 high, 982.8 → 983 pixels (327.667) on
    /// the iOS 14 grid the measurement shows (iOS 17's would floor the group to 337.333 and the
    /// item to 327.333). Between the bars (47 + 44 on top, 34 below) it is 0.4 × 719 − 10 = 277.6.
    /// The measured screen had a prompt under its title (125 points on top); the top bars move
    /// the cells, not their height: the first starts 5 below them.
    @Test func aRootViewUnderANavigationBarTakesAFractionOfTheWholeView() {
        let chrome = Chrome(navigationBar: NavigationBar(title: "Feed"))
        let sections = [Described(count: 2, section: Self.rows(.fractionalHeight(0.4), itemInset: 5))]
        let under = LayoutEngine.layout(Self.screen(sections, device: .iPhone14, chrome: chrome, underBars: true, uikit: .iOS14))
        #expect(under.frames(0).map { $0.height * 3 } == [983, 983])
        #expect(under.scrollArea.minY == 91)
        #expect(under.frames(0)[0].minY == 5)
        #expect(under.diagnostics.isEmpty)
        let between = LayoutEngine.layout(Self.screen(sections, device: .iPhone14, chrome: chrome, underBars: false, uikit: .iOS14))
        #expect(between.frames(0)[0].height * 3 == (277.6 * 3).rounded())
    }

    /// 393 × 852, a subview pinned to its view's edges under a large-title navigation bar,
    /// section insets top 8 and bottom 24, `fractionalHeight(0.25)`: groups 0.25 × 852 = 213
    /// apart, rows at 8, 221, 434. Between the bars (59 + 44 + 52 on top, 34 below: 663 high) they
    /// would be 0.25 × 663 = 165.75, floored to 165.667.
    @Test func aPinnedSubviewUnderALargeTitleTakesAFractionOfTheWholeView() {
        let chrome = Chrome(navigationBar: NavigationBar(title: "Shop", largeTitle: true))
        let section = Self.rows(.fractionalHeight(0.25), sectionInsets: EdgeInsets(top: 8, left: 0, bottom: 24, right: 0))
        let under = LayoutEngine.layout(Self.screen([Described(count: 3, section: section)], device: .iPhone15, chrome: chrome, underBars: true))
        #expect(under.frames(0).map(\.minY) == [8, 221, 434])
        #expect(under.frames(0).allSatisfy { $0.height == 213 })
        let between = LayoutEngine.layout(
            Self.screen([Described(count: 3, section: section)], device: .iPhone15, chrome: chrome, underBars: false))
        #expect(between.frames(0).allSatisfy { $0.height == 497.0 / 3 })
    }

    /// A pinned footer stays in the visible area between the bars: 393 × 852 under a large title
    /// (155 on top) with the home indicator (34), 663 visible; a 50-point footer pinned below 20
    /// rows of 100 sits at 663 − 50 = 613 in the content (852 − 34 − 50 = 768 on the screen).
    /// Given the bars as the device's safe area alone (no chrome, the old workaround), it fell to
    /// 852 − 50 = 802, under the home indicator.
    @Test func aPinnedFooterUnderTheBarsStaysInTheVisibleArea() {
        let footer = BoundaryItem(LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), pinToVisibleBounds: true)
        let section = Self.rows(.absolute(100), footer: footer)
        let chrome = Chrome(navigationBar: NavigationBar(title: "Shop", largeTitle: true))
        let under = LayoutEngine.layout(Self.screen([Described(count: 20, section: section)], device: .iPhone15, chrome: chrome, underBars: true))
        #expect(under.segments[0].footer?.minY == 613)
        #expect(under.scrollArea.minY + 613 == 852 - 34 - 50)
        let workaround = LayoutEngine.layout(Self.screen([Described(count: 20, section: section)], device: .iPhone15, chrome: .none, underBars: true))
        #expect(workaround.segments[0].footer?.minY == 802)
    }

    /// The listing and both renderings say it; the listing reads it back; a change of it is a cause.
    @Test func theListingAndRenderingsSayItIsUnderTheBars() throws {
        let chrome = Chrome(navigationBar: NavigationBar(title: "Feed"))
        let sections = [Described(count: 2, section: Self.rows(.fractionalHeight(0.4)))]
        let under = LayoutEngine.layout(Self.screen(sections, device: .iPhone14, chrome: chrome, underBars: true))
        let listing = LayoutListing.render(under)
        #expect(listing.contains("content-inset 0,0,0,0 under-bars\n"))
        #expect(try LayoutListing.parse(listing) == under)
        #expect(ASCIIRenderer().render(under).contains("collection view under the bars"))
        #expect(SVGRenderer().render(under).contains("collection view under the bars"))
        let between = LayoutEngine.layout(Self.screen(sections, device: .iPhone14, chrome: chrome, underBars: false))
        #expect(!LayoutListing.render(between).contains("under-bars"))
        let causes = CauseFinder.causes(of: LayoutDiff(old: between, new: under)).map(\.line)
        #expect(causes.first == "collection view is not under the bars → is")
    }

    // MARK: - 2. Orthogonal groups beside a safe area

    /// 812 × 375 landscape, safe area 44 on each side, a `.groupPaging` section whose group is
    /// `fractionalWidth(0.475)` × `fractionalWidth(1/3)` of 812 − 88 = 724 with content insets 5:
    /// 343.9 × 241.333. On iOS 14's grid the cells are 343.9 − 10 = 333.9 → 1,002 pixels (334)
    /// wide, at x 44 + 5 = 49, 44 + 343.9 + 5 = 392.9 → 393 and 736.8 → 2,210 pixels (736.667);
    /// the next section starts 241.333 below the group's top (the screen: at 334.333,
    /// its header and the bars above coming to 93 points). Of the full 812 they were 375.667 wide.
    @Test func anOrthogonalGroupBesideASafeAreaIsAFractionOfTheWidthInsideIt() {
        let item = CompositionalElement.item(CompositionalItem(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))
        let group = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(0.475), height: .fractionalWidth(1.0 / 3)), subitems: .list([item]),
            contentInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        let paging = CompositionalSection(group: group, orthogonalScrolling: .groupPaging)
        let next = Self.rows(.absolute(44))
        let layout = LayoutEngine.layout(
            Self.screen(
                [Described(count: 3, section: paging), Described(count: 1, section: next)], device: .iPhoneX.landscape, chrome: .none,
                underBars: false, uikit: .iOS14))
        #expect(layout.frames(0).map { $0.minX * 3 } == [147, 1179, 2210])
        #expect(layout.frames(0).allSatisfy { $0.width == 334 })
        #expect(layout.frames(0)[0].minY == 5)
        #expect(abs(layout.segments[1].frame.minY - 724.0 / 3) < 1e-9)
    }

    // MARK: - 3. The pixel grid, per release

    /// iOS 13 lays out as iOS 14 (issue 51, a 375 × 812 @3x screen): 183.5 wide → 550.5 pixels →
    /// 551 (183.667); rows 187.5 apart from 7.5 reach 757.5, 945, 1,132.5 → 757.667, 945,
    /// 1,132.667. iOS 17's grid floors each row to 562 pixels and lands the fifth at 756.833.
    @Test func iOS13LaysOutAsIOS14() {
        let item = CompositionalElement.item(CompositionalItem(LayoutSize(width: .absolute(183.5), height: .fractionalHeight(1))))
        let section = CompositionalSection(
            group: .horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(187.5)), subitems: [item]),
            contentInsets: EdgeInsets(top: 7.5, left: 0, bottom: 0, right: 0))
        let iOS14 = LayoutEngine.layout(
            Self.screen([Described(count: 14, section: section)], device: .iPhoneX, chrome: .none, underBars: false, uikit: .iOS14))
        // Two 183.5-point items to a 375-point row.
        let rows = stride(from: 8, through: 12, by: 2).map { iOS14.frames(0)[$0].minY * 3 }
        #expect(rows == [2273, 2835, 3398])
        #expect(iOS14.frames(0).allSatisfy { $0.width * 3 == 551 })
        let iOS17 = LayoutEngine.layout(
            Self.screen([Described(count: 14, section: section)], device: .iPhoneX, chrome: .none, underBars: false))
        #expect(abs(iOS17.frames(0)[8].minY * 3 - 2270.5) < 1e-6)
    }

    // MARK: - 4. List headers and footers that size themselves

    /// Two 44-point rows under a header estimated at 44 that fits to 61 and over a footer
    /// estimated at 30 that fits to 52; each is asked with its estimate.
    struct SelfSizingSC: SubController {
        var numberOfItems: Int { 2 }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { Size(width: context.screenWidth, height: 44) }
        func cellForItem(at index: Int) -> Cell { Cell("Row") }
        func sizeForHeader(in context: CollectionContext) -> Size? { Size(width: context.screenWidth, height: 44) }
        func sizeForFooter(in context: CollectionContext) -> Size? { Size(width: context.screenWidth, height: 30) }
        func fittedSize(of element: SupplementaryElement, proposed: Size, in context: CollectionContext) -> Size? {
            #expect(proposed.height == (element == .header ? 44 : 30))
            return Size(width: 0, height: element == .header ? 61 : 52)
        }
    }

    /// An inset-grouped list on 390 × 844: the header at 0 (a section with a header has no space
    /// above it), 61 high and 350 wide at x 20; the rows at 61 and 105; the footer under them at
    /// 149, 52 high; 17.667 after the section. Only the height of the fitted size is used.
    @Test func aListSectionsHeaderAndFooterSizeThemselves() {
        let screen = Screen(
            name: "List", device: .iPhone14, chrome: .none, layoutStyle: .compositional(CompositionalOptions(list: .insetGrouped)),
            subControllers: [SelfSizingSC()])
        let layout = LayoutEngine.layout(screen)
        #expect(layout.segments[0].header == Rect(x: 20, y: 0, width: 350, height: 61))
        #expect(layout.frames(0).map(\.minY) == [61, 105])
        #expect(layout.segments[0].footer == Rect(x: 20, y: 149, width: 350, height: 52))
        #expect(abs(layout.contentSize.height - (201 + 53.0 / 3)) < 1e-9)
    }

    /// Elsewhere a fitted size is not modelled: the header stays at its estimate, and it is said.
    @Test func aFittedHeaderOutsideAListSectionIsSaid() {
        let layout = LayoutEngine.layout(Screen(name: "Flow", device: .iPhone14, chrome: .none, layoutStyle: .flow, subControllers: [SelfSizingSC()]))
        #expect(layout.segments[0].header?.height == 44)
        #expect(
            layout.diagnostics.contains {
                $0.message == "segment 0 \"SelfSizingSC\" header sizes itself (fitted height 61), which is modelled in list sections "
                    + "of a vertical compositional layout; it is laid out at its estimate."
            })
    }
}
