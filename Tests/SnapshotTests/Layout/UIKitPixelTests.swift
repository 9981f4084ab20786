import Testing
@testable import Snapshot

/// UIKit to the pixel: what a top-level group's `fractionalHeight` is a fraction of, the pixel
/// grid UIKit draws compositional frames on, and list sections as measured. The numbers are
/// issue 38's measurements (simulator renderings at 3x, read pixel by pixel); each expectation is
/// worked out here from the rule, with the arithmetic beside it.
@Suite struct UIKitPixelTests {
    typealias Described = CompositionalLayoutTests.Described

    /// Items filling their place (`fractionalWidth(1)` × `fractionalHeight(1)`, content insets
    /// `inset`) in a full-width horizontal group `height` tall, `count` items per group.
    static func grid(count: Int, height: LayoutDimension, inset: Double = 0, sectionInsets: EdgeInsets = .zero, sideways: Bool = false)
        -> CompositionalSection
    {
        let item = CompositionalElement.item(
            CompositionalItem(
                LayoutSize(width: .fractionalWidth(1.0 / Double(count)), height: .fractionalHeight(1)),
                contentInsets: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)))
        let group = CompositionalGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: height), subitems: [item])
        return CompositionalSection(group: group, contentInsets: sectionInsets, orthogonalScrolling: sideways ? .continuous : .none)
    }

    static func layout(
        _ section: CompositionalSection, items: Int, device: Device, contentInset: EdgeInsets = .zero, uikit: UIKitVersion = .iOS17
    ) -> Layout {
        LayoutEngine.layout(
            Screen(
                name: "Pixels", device: device, chrome: .none, layoutStyle: .compositional(CompositionalOptions(uikit: uikit)),
                contentInset: contentInset, subControllers: [Described(count: items, section: section)]))
    }

    // MARK: - 1. What a fraction of the height is

    /// A 393 × 852 collection view under a large-title bar (the bars' 155 points and the home
    /// indicator's 34 as its content inset), section insets top 8 and bottom 24, a group
    /// `fractionalHeight(0.25)`: the group is 0.25 × 852 = 213 high, neither inset removed, so
    /// rows start at 8, 221, 434. Scrolling sideways, the same group is 0.25 × (852 − 8 − 24) = 205.
    @Test func aScrollingSectionsGroupIsAFractionOfTheFullBoundsHeight() {
        let insets = EdgeInsets(top: 8, left: 0, bottom: 24, right: 0)
        let bars = EdgeInsets(top: 155, left: 0, bottom: 34, right: 0)
        let down = Self.layout(Self.grid(count: 1, height: .fractionalHeight(0.25), sectionInsets: insets), items: 3, device: .iPhone15, contentInset: bars)
        #expect(down.frames(0).map(\.minY) == [8, 221, 434])
        #expect(down.frames(0).allSatisfy { $0.height == 213 })
        let sideways = Self.layout(
            Self.grid(count: 1, height: .fractionalHeight(0.25), sectionInsets: insets, sideways: true), items: 3, device: .iPhone15,
            contentInset: bars)
        #expect(sideways.frames(0).allSatisfy { $0.height == 205 && $0.minY == 8 })
        #expect(sideways.segments[0].frame.height == 8 + 205 + 24)
    }

    /// A 690-point-tall collection view, section insets 5, `fractionalHeight(0.4)`: 0.4 × 690 =
    /// 276 (not 0.4 × 680 = 272), rows at 5 and 281.
    @Test func aShorterCollectionViewTakesItsOwnHeight() {
        let device = Device(id: "tall-690", name: "390 × 690 @3x", portraitSize: Size(width: 390, height: 690), scale: 3)
        let insets = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        let layout = Self.layout(Self.grid(count: 1, height: .fractionalHeight(0.4), sectionInsets: insets), items: 2, device: device)
        #expect(layout.frames(0).map(\.minY) == [5, 281])
        #expect(layout.frames(0).map(\.height) == [276, 276])
    }

    /// 390 × 844, section insets 5, `fractionalHeight(0.4)`: 0.4 × 844 = 337.6 exactly (the
    /// measured pitch). On iOS 17 the group floors to 1,012 pixels (337.333); on iOS 14 each row is
    /// 337.6 apart before rounding: 5, 342.6 → 1,028 pixels, 680.2 → 2,041 pixels, 337.6 → 1,013.
    @Test func aFractionOfTheHeightLandsOnThePixelGridByVersion() {
        let section = Self.grid(count: 1, height: .fractionalHeight(0.4), sectionInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        let iOS17 = Self.layout(section, items: 3, device: .iPhone14)
        let pitch: Double = 1012.0 / 3
        let rows: [Double] = [5, 5 + pitch, 5 + 2 * pitch]
        #expect(iOS17.frames(0).map(\.minY) == rows)
        let iOS14 = Self.layout(section, items: 3, device: .iPhone14, uikit: .iOS14)
        #expect(iOS14.frames(0).map { $0.minY * 3 } == [15, 1028, 2041])
        #expect(iOS14.frames(0).allSatisfy { $0.height * 3 == 1013 })
    }

    // MARK: - 2. The pixel grid

    /// 393 wide, four items `fractionalWidth(0.25)` with content insets 5 in a group
    /// `fractionalWidth(0.25)` tall: places of 98.25 floor to 294 pixels (98), so cells at
    /// x 5, 103, 201, 299, 88 wide, rows 98 apart; the sixth row at 5 + 5 × 98 = 495 (exact
    /// arithmetic: 496.25, past a pixel).
    @Test func fourColumnsFloorTheirPlacesAndAccumulate() {
        let layout = Self.layout(Self.grid(count: 4, height: .fractionalWidth(0.25), inset: 5), items: 24, device: .iPhone15)
        let frames = layout.frames(0)
        #expect(frames.prefix(4).map(\.minX) == [5, 103, 201, 299])
        #expect(frames.allSatisfy { $0.width == 88 && $0.height == 88 })
        #expect(frames[4].minY - frames[0].minY == 98)
        #expect(frames[20].minY == 495)
        // The listing shows what UIKit draws.
        #expect(LayoutListing.render(layout).contains("  item 21 \"Cell\" 103,495 88×88 text \"21\"\n"))
    }

    /// A 5-column grid on 393: places 78.6 floor to 235 pixels (78.333); row 8 at 8 × 78.333 + 5
    /// = 631.667, against 633.8 exact.
    @Test func fiveColumnsDriftAsMeasured() {
        let layout = Self.layout(Self.grid(count: 5, height: .fractionalWidth(0.2), inset: 5), items: 45, device: .iPhone15)
        let frames = layout.frames(0)
        #expect(frames[5].minY - frames[0].minY == 235.0 / 3)
        #expect(abs(frames[40].minY - (8 * 235.0 / 3 + 5)) < 1e-9)
        #expect(abs(frames[40].minY - 631.667) < 0.001)
    }

    /// The version is part of the layout: written in the listing when not the default, read back,
    /// and given in a screen file as `"uikit": "ios14"`.
    @Test func theVersionIsListed() throws {
        let layout = Self.layout(Self.grid(count: 4, height: .absolute(50)), items: 4, device: .iPhone15, uikit: .iOS14)
        let listing = LayoutListing.render(layout)
        #expect(listing.contains("style compositional inter-section-spacing 0 scroll-offset 0 uikit ios14\n"))
        #expect(try LayoutListing.parse(listing) == layout)
        let newest = LayoutListing.render(Self.layout(Self.grid(count: 4, height: .absolute(50)), items: 4, device: .iPhone15))
        #expect(!newest.contains("uikit"))
    }

    // MARK: - 3. Lists

    /// Six 44-point rows, no header; optionally a header `header` tall.
    struct RowsSC: SubController {
        var header: Double?
        var numberOfItems: Int { 6 }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { Size(width: context.screenWidth, height: 44) }
        func cellForItem(at index: Int) -> Cell { Cell("Row") }
        func sizeForHeader(in context: CollectionContext) -> Size? { header.map { Size(width: context.screenWidth, height: $0) } }
    }

    static func list(_ appearance: ListAppearance, sections: [RowsSC], device: Device = .iPhone14, rootView: Bool = false) -> Layout {
        var screen = Screen(
            name: "List", device: device, chrome: .none, layoutStyle: .compositional(CompositionalOptions(list: appearance)),
            subControllers: sections)
        screen.collectionViewIsRootView = rootView
        return LayoutEngine.layout(screen)
    }

    /// 390 × 844, three inset-grouped sections of six 44-point rows without headers: 17.5 rounded
    /// up at 3x (52.5 → 53 pixels, 17.667) above and below each, so rows start at 17.667,
    /// 17.667 + 264 + 2 × 17.667 = 317 and 317 + 264 + 35.333 = 616.333; inset 20 on each side,
    /// whether the collection view is the root view or a subview filling its view.
    @Test func insetGroupedSectionsWithoutHeadersAreSpacedAsMeasured() {
        for rootView in [true, false] {
            let layout = Self.list(.insetGrouped, sections: [RowsSC(), RowsSC(), RowsSC()], rootView: rootView)
            let starts = (0..<3).map { layout.frames($0).first?.minY ?? -1 }
            #expect(starts.map { ($0 * 3).rounded() } == [53, 951, 1849])
            #expect(layout.frames(2).allSatisfy { $0.minX == 20 && $0.width == 350 })
            #expect(abs(layout.contentSize.height - (3 * 264 + 6 * 53.0 / 3)) < 1e-9)
            #expect(!layout.diagnostics.contains { $0.kind == .unsupportedOption })
        }
    }

    /// On a 393-point Face ID iPhone, as a subview: inset 20 (the engine used UIView's 8).
    @Test func aSubviewListTakesTheDevicesMargin() {
        let layout = Self.list(.insetGrouped, sections: [RowsSC()], device: .iPhone15)
        #expect(layout.frames(0).allSatisfy { $0.minX == 20 && $0.maxX == 373 })
    }

    /// `.grouped` with headers 30 tall: full-width rows, the first header at 0, rows directly
    /// under it, 17.667 after the section: the second header at 30 + 264 + 17.667 = 311.667.
    @Test func groupedSectionsWithHeaders() {
        let layout = Self.list(.grouped, sections: [RowsSC(header: 30), RowsSC(header: 30)])
        #expect(layout.segments[0].header == Rect(x: 0, y: 0, width: 390, height: 30))
        #expect(layout.frames(0).first == Rect(x: 0, y: 30, width: 390, height: 44))
        #expect(layout.segments[1].header?.minY == 30 + 264 + 53.0 / 3)
        #expect(!layout.diagnostics.contains { $0.kind == .unsupportedOption })
    }

    /// What is not measured is laid out plainly and said: the plain and sidebar appearances, the
    /// space above a grouped section without a header.
    @Test func unmeasuredAppearancesAreSaid() {
        for appearance in [ListAppearance.plain, .sidebar, .sidebarPlain] {
            let layout = Self.list(appearance, sections: [RowsSC(), RowsSC()])
            #expect(layout.frames(1).first?.minY == 264)
            #expect(
                layout.diagnostics.map(\.message) == [
                    "the \(appearance.rawValue) list appearance is not measured; its 2 sections are laid out as full-width rows "
                        + "with nothing between them (blocked on evidence)."
                ])
        }
        let grouped = Self.list(.grouped, sections: [RowsSC()])
        #expect(grouped.diagnostics.contains { $0.message.contains("the space above a grouped list section without a header is not measured") })
    }

    /// A custom device says its own layout margin, in Swift and in the listing.
    @Test func aCustomDeviceSaysItsMargin() throws {
        let kiosk = Device(id: "kiosk", name: "Kiosk", portraitSize: Size(width: 600, height: 1000), scale: 2, layoutMargin: 24)
        let layout = Self.list(.insetGrouped, sections: [RowsSC()], device: kiosk)
        #expect(layout.frames(0).first?.minX == 24)
        let listing = LayoutListing.render(layout)
        #expect(listing.contains("orientation portrait layout-margin 24\n"))
        #expect(try LayoutListing.parse(listing) == layout)
        // Without one, it is not measured: 8, said.
        let plain = Self.list(
            .insetGrouped, sections: [RowsSC()], device: Device(id: "kiosk", name: "Kiosk", portraitSize: Size(width: 600, height: 1000), scale: 2))
        #expect(plain.frames(0).first?.minX == 8)
        #expect(plain.diagnostics.contains { $0.message.hasPrefix("the layout margins of kiosk portrait are not measured") })
    }
}
