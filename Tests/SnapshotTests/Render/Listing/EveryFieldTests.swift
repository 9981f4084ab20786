import Testing
@testable import Snapshot

/// The guard of "one text form" (issue 41): a layout that sets every field of every type a
/// `Layout` holds to something other than its default, read back from its listing as itself, and
/// a list of each type's fields that a new field changes. A field added to a layout type fails
/// here until it is in the sample, set, and written and read by the listing; since
/// `LayoutDigest` is a digest of the listing, it then sees the field too.
@Suite struct EveryFieldTests {
    /// Every field set, none to its default: optionals present, collections not empty, flags
    /// true, numbers other than 0 (but positions), enums on a case other than the one a fresh value has.
    static let everything: Layout = {
        let device = Device(
            id: "kiosk", name: "Kiosk", idiom: .pad, portraitSize: Size(width: 600, height: 1000),
            portraitSafeArea: EdgeInsets(top: 24, left: 1, bottom: 20, right: 2),
            landscapeSafeArea: EdgeInsets(top: 3, left: 30, bottom: 21, right: 30), scale: 3, orientation: .landscape, layoutMargin: 24)
        let nested = NestedLayout(
            frame: Rect(x: 1, y: 1, width: 300, height: 80), contentInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), minimumLineSpacing: 6,
            contentWidth: 420,
            items: [NestedItem(index: 0, cellType: "Chip", text: "充值", frame: Rect(x: 2, y: 1, width: 90, height: 40), visibility: .partial)],
            minimumInteritemSpacing: 5, sectionInset: EdgeInsets(top: 4, left: 3, bottom: 2, right: 1))
        let composition = LayoutComposition(
            tree: "horizontal 1w×0.25w [item 0.25w×1h]", firstGroup: Rect(x: 8, y: 40, width: 300, height: 75), groupCount: 2,
            orthogonalScrolling: .groupPaging, background: Rect(x: 4, y: 30, width: 310, height: 170),
            badges: [LayoutBadge(item: 0, kind: "sale", frame: Rect(x: 9, y: 41, width: 20, height: 10))],
            sizedGroups: [Rect(x: 8, y: 40, width: 300, height: 75), Rect(x: 318, y: 40, width: 300, height: 80)], fitted: [1], estimated: [2])
        let segment = LayoutSegment(
            index: 0, name: "GoodsSC", frame: Rect(x: 2, y: 3, width: 1000, height: 200), inset: EdgeInsets(top: 8, left: 16, bottom: 8, right: 12),
            minimumLineSpacing: 10, minimumInteritemSpacing: 7, header: Rect(x: 2, y: 3, width: 1000, height: 30),
            footer: Rect(x: 2, y: 170, width: 1000, height: 30),
            items: [LayoutItem(index: 0, cellType: "GoodsCell", text: "Leeks", frame: Rect(x: 16, y: 38, width: 300, height: 80), nested: nested)],
            composition: composition)
        var layout = Layout(
            screenName: "Everything", device: device,
            style: .compositional(
                CompositionalOptions(interSectionSpacing: 3, scrollOffset: 4, contentInsetsReference: .layoutMargins, list: .grouped, uikit: .iOS14)),
            chrome: [ChromeBand(kind: .navigationBar, title: "Home", frame: Rect(x: 1, y: 2, width: 1000, height: 50))],
            scrollArea: Rect(x: 5, y: 50, width: 1000, height: 550), contentInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
            contentSize: Size(width: 994, height: 200), segments: [segment],
            diagnostics: [Diagnostic(severity: .warning, kind: .offPixelGrid, segment: 0, item: 0, message: "off the grid")],
            direction: .horizontal, sectionInsetReference: .fromSafeArea)
        layout.contentSizeCategory = .accessibilityLarge
        layout.collectionViewIsRootView = true
        layout.collectionViewUnderBars = true
        layout.layoutDirection = .rightToLeft
        return layout
    }()

    /// The paths of what the sample leaves unset: a nil optional, an empty collection, a false flag.
    static func unset(_ value: Any, at path: String) -> [String] {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return [path] }
            return unset(wrapped, at: path)
        case .collection, .set, .dictionary:
            guard let first = mirror.children.first?.value else { return [path] }
            return unset(first, at: path + "[0]")
        case .struct, .class, .enum, .tuple:
            return mirror.children.flatMap { unset($0.value, at: path + "." + ($0.label ?? "?")) }
        default:
            if let flag = value as? Bool, !flag { return [path] }
            // A number left at 0 passes for its default (issue 50): only a position may be 0.
            let position = [".index", ".item", ".segment"].contains { path.hasSuffix($0) }
            if !position, (value as? Double) == 0 || (value as? Int) == 0 { return [path] }
            return []
        }
    }

    /// A sample of every layout style, each option set to something other than its default.
    static let styles: [LayoutStyle] = [
        .flow, .leftAlignedFlow,
        .listKit(ListKitOptions(stickyHeaders: true, stretchToEdge: true, scrollOffset: 5, showHeaderWhenEmpty: true, stickyHeaderYOffset: 6)),
        everything.style,
    ]

    /// Every style's sample reads back from the listing as itself, its options included (issue 50:
    /// only the compositional options were in the sample, so a new IGListKit option passed).
    @Test func everyStyleReadsBackFromTheListing() throws {
        for style in Self.styles {
            var layout = Self.everything
            layout.style = style
            #expect(try LayoutListing.parse(LayoutListing.render(layout)) == layout, "\(style)")
            if case .listKit(let options) = style { #expect(Self.unset(options, at: "listKit") == []) }
        }
    }

    @Test func theSampleSetsEveryField() {
        #expect(Self.unset(Self.everything, at: "layout") == [])
    }

    @Test func everyFieldReadsBackFromTheListing() throws {
        let listing = LayoutListing.render(Self.everything)
        #expect(try LayoutListing.parse(listing) == Self.everything)
    }

    /// Each type's stored fields, as `Mirror` sees them. A new field changes this list: set it in
    /// `everything` (to something other than its default), write and read it in the listing, then
    /// add it here.
    @Test func theFieldsAreTheOnesTheListingKnows() throws {
        func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        let segment = try #require(Self.everything.segments.first)
        let item = try #require(segment.items.first)
        let nested = try #require(item.nested)
        #expect(
            labels(Self.everything) == [
                "screenName", "device", "style", "direction", "sectionInsetReference", "chrome", "scrollArea", "contentInset", "contentSize",
                "segments", "diagnostics", "contentSizeCategory", "collectionViewIsRootView", "collectionViewUnderBars",
                "layoutDirection",
            ])
        #expect(
            labels(Self.everything.device) == [
                "id", "name", "idiom", "portraitSize", "portraitSafeArea", "landscapeSafeArea", "scale", "orientation", "layoutMargin",
            ])
        guard case .compositional(let options) = Self.everything.style else { Issue.record("not compositional"); return }
        #expect(labels(options) == ["interSectionSpacing", "scrollOffset", "contentInsetsReference", "list", "uikit"])
        #expect(labels(ListKitOptions()) == ["stickyHeaders", "stretchToEdge", "scrollOffset", "showHeaderWhenEmpty", "stickyHeaderYOffset"])
        #expect(labels(try #require(Self.everything.chrome.first)) == ["kind", "title", "frame"])
        #expect(
            labels(segment) == [
                "index", "name", "frame", "inset", "minimumLineSpacing", "minimumInteritemSpacing", "header", "footer", "items", "composition",
            ])
        #expect(labels(item) == ["index", "cellType", "text", "frame", "boxedNested"])
        #expect(labels(nested) == ["frame", "contentInset", "minimumLineSpacing", "contentWidth", "items", "minimumInteritemSpacing", "sectionInset"])
        #expect(labels(try #require(nested.items.first)) == ["index", "cellType", "text", "frame", "visibility"])
        #expect(
            labels(try #require(segment.composition)) == [
                "tree", "firstGroup", "groupCount", "orthogonalScrolling", "background", "badges", "sizedGroups", "fitted", "estimated",
            ])
        #expect(labels(try #require(segment.composition?.badges.first)) == ["item", "kind", "frame"])
        #expect(labels(try #require(Self.everything.diagnostics.first)) == ["severity", "kind", "segment", "item", "message"])
    }

    /// The digest sees what the listing holds: the sample and the sample with one field changed differ.
    @Test func theDigestSeesANewFieldsValue() {
        var device = Self.everything
        device.device.layoutMargin = 25
        var uikit = Self.everything
        uikit.style = .compositional(CompositionalOptions(interSectionSpacing: 3, scrollOffset: 4, contentInsetsReference: .layoutMargins, list: .grouped))
        for changed in [device, uikit] {
            #expect(LayoutDigest.of(changed) != LayoutDigest.of(Self.everything))
        }
    }
}
