/// The checks run on a finished layout, and the order every diagnostic is listed in.
///
/// Rules:
/// - Off the pixel grid (a warning: legal, but drawn blurred): a number the user gave that puts
///   an edge where `edge × scale` is not a whole number within 1e-6. Headers, items and footers
///   are checked in that order in content coordinates; one diagnostic per segment names the
///   first offending frame and edge and counts the other frames that are off the grid too. An
///   edge counts only when it is off the grid measured from the segment's origin too (a segment
///   is not blamed for an offset a segment above it gave it). An
///   item that splits its row evenly into columns (`Grid(columns: 3)`) is checked only along the
///   scroll axis. The points a segment gave (its inset and spacings) are checked first, and a
///   compositional section only by them (content insets, inter-group spacing), since its frames
///   follow from fractions.
/// - Empty segment (a warning): no items, no header and no footer. With `.listKit` any segment
///   without items counts, because IGListKit hides the header and footer of an empty section.
/// - Beyond the content size (an error: the part below cannot be scrolled into view): a header,
///   item or footer ending below the content height (right of the content width when the
///   screen scrolls horizontally). IGListKit's `collectionViewContentSize`
///   looks only at the last section, so a short last section sharing a row with a taller one
///   cuts the taller one off. One diagnostic per segment names the first such frame.
/// - Order: by segment (screen-wide ones first), then item (segment-wide ones first), then
///   kind (in `Diagnostic.Kind` order), then message — the same on every run.
enum LayoutChecks {
    /// The pixel-grid diagnostic of one segment, if a number its sub-controller gave puts a
    /// frame off the grid.
    static func pixelGrid(
        of segment: PlacedSegment, measured: MeasuredSegment, grid: PixelGrid, direction: ScrollDirection, snapsFrames: Bool
    ) -> Diagnostic? {
        let index = measured.index
        func diagnostic(_ what: String, _ value: Double, item: Int?, others: Int) -> Diagnostic {
            let scale = NumberFormat.exact(grid.scale)
            let pixels = NumberFormat.exact(value * grid.scale)
            let more =
                switch others {
                case 0: ""
                case 1: "; 1 more frame in the segment is off it too"
                default: "; \(others) more frames in the segment are off it too"
                }
            return Diagnostic(
                severity: .warning, kind: .offPixelGrid, segment: index, item: item,
                message: "\(DiagnosticText.segment(index, measured.name)) \(what) \(NumberFormat.exact(value)) "
                    + "is off the \(scale)x pixel grid (\(NumberFormat.exact(value)) × \(scale) = \(pixels))\(more).")
        }
        // The points the segment gave first (IGListKit snaps every frame, so there they never show).
        let inset = measured.inset
        // Asked by case: `!= nil` copied the whole section.
        let compositional = if case .some = measured.section { true } else { false }
        let given =
            snapsFrames
            ? []
            : [
                ("inset top", inset.top), ("inset left", inset.left), ("inset bottom", inset.bottom), ("inset right", inset.right),
                (compositional ? "inter-group spacing" : "minimum line spacing", measured.lineSpacing),
                ("minimum interitem spacing", measured.interitemSpacing),
            ]
        if let off = given.first(where: { !grid.isOnGrid($0.1) }) {
            return diagnostic((compositional ? "content " : "") + off.0, off.1, item: nil, others: 0)
        }
        // UIKit works out a compositional section's frames from fractions the user gave.
        if compositional { return nil }
        var first: (what: String, item: Int?, edge: FrameEdge, rect: Rect)?
        var others = 0
        // An edge counts when it is off the grid both on the screen and measured from the segment's
        // own origin: an offset inherited from a segment above is that segment's to answer for.
        let origin = segment.frame.origin
        // Made once, not for each of a segment's items.
        let allEdges: [FrameEdge] = [.left, .top, .right, .bottom]
        let edgesAlong: [FrameEdge] = direction == .vertical ? [.top, .bottom] : [.left, .right]
        func check(_ rect: Rect, what: @autoclosure () -> String, item: Int?, along: @autoclosure () -> Bool = false) {
            // Nearly every frame sits on the grid: four looks, and nothing else is worked out.
            if grid.isOnGrid(rect.minX), grid.isOnGrid(rect.minY), grid.isOnGrid(rect.maxX), grid.isOnGrid(rect.maxY) { return }
            let own = Rect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
            let edges = along() ? edgesAlong : allEdges
            // With `along`, only the edges along the scroll axis: the others split the row evenly.
            let edge = edges.first { !grid.isOnGrid($0.value(in: rect)) && !grid.isOnGrid($0.value(in: own)) }
            guard let edge else { return }
            if first == nil { first = (what(), item, edge, rect) } else { others += 1 }
        }
        if let header = segment.header { check(header, what: "header", item: nil) }
        let split = evenSplit(segment: segment, measured: measured, direction: direction)
        for (item, frame) in segment.items.enumerated() {
            check(frame, what: "item \(item)", item: item, along: split(frame))
        }
        if let footer = segment.footer { check(footer, what: "footer", item: nil) }
        guard let first else { return nil }
        return diagnostic(
            "\(first.what) \(first.edge.rawValue) edge", first.edge.value(in: first.rect), item: first.item, others: others)
    }

    /// Whether an item's length across the scroll axis splits its row evenly into columns
    /// (`k × length + (k − 1) × interitem spacing` = the width inside the inset, for some k up to
    /// 64), as `Grid(columns:)` and a `sizeForItem` that divides the width do: the user chose the
    /// columns, not the fractional length, and the edges across are not theirs to fix. Whether
    /// UIKit then snaps such frames to pixels is not settled by public measured output (blocked
    /// on evidence); such frames are not warned about.
    private static func evenSplit(
        segment: PlacedSegment, measured: MeasuredSegment, direction: ScrollDirection
    ) -> (Rect) -> Bool {
        let vertical = direction == .vertical
        let free =
            vertical
            ? segment.frame.width - measured.inset.left - measured.inset.right
            : segment.frame.height - measured.inset.top - measured.inset.bottom
        let spacing = measured.interitemSpacing
        return { rect in
            let length = vertical ? rect.width : rect.height
            guard length > 0, free > 0, length.isFinite, free.isFinite else { return false }
            let columns = ((free + spacing) / (length + spacing)).rounded()
            guard columns >= 1, columns <= 64 else { return false }
            return abs(columns * length + (columns - 1) * spacing - free) <= 1e-6
        }
    }

    /// The beyond-content-size error of one segment, if a frame of it ends below the content
    /// height (right of the content width when scrolling horizontally).
    static func beyondContent(
        of segment: PlacedSegment, index: Int, name: String, contentSize: Size, direction: ScrollDirection
    ) -> Diagnostic? {
        let vertical = direction == .vertical
        let limit = (vertical ? contentSize.height : contentSize.width) + 1e-9
        func end(_ rect: Rect) -> Double { vertical ? rect.maxY : rect.maxX }
        var frames: [(what: String, item: Int?, rect: Rect)] = []
        if let header = segment.header { frames.append(("header", nil, header)) }
        if let index = segment.items.firstIndex(where: { end($0) > limit }) {
            frames.append(("item \(index)", index, segment.items[index]))
        }
        if let footer = segment.footer { frames.append(("footer", nil, footer)) }
        guard let first = frames.first(where: { end($0.rect) > limit }) else { return nil }
        let extent = vertical ? "below the content height" : "right of the content width"
        return Diagnostic(
            severity: .error, kind: .beyondContentSize, segment: index, item: first.item,
            message: "\(DiagnosticText.segment(index, name)) \(first.what) ends at \(NumberFormat.exact(end(first.rect))), "
                + "\(extent) \(NumberFormat.exact(vertical ? contentSize.height : contentSize.width)), so it cannot be scrolled "
                + "into view; IGListKit sizes its content by the last section only.")
    }

    /// The empty-segment warning for `segment`, if it is empty in `style`.
    static func emptySegment(_ segment: MeasuredSegment, style: LayoutStyle, direction: ScrollDirection) -> Diagnostic? {
        guard segment.itemCount == 0, segment.section?.header == nil, segment.section?.footer == nil else { return nil }
        let label = DiagnosticText.segment(segment.index, segment.name)
        let inset = segment.inset
        if case .listKit(let options) = style {
            if options.showHeaderWhenEmpty, segment.hasHeader || segment.hasFooter {
                let length = NumberFormat.exact(segment.headerHeight + segment.footerHeight)
                return Diagnostic(
                    severity: .warning, kind: .emptySegment, segment: segment.index,
                    message: "\(label) has no items; showHeaderWhenEmpty keeps its header and footer, so the section takes only their "
                        + "\(direction == .vertical ? "height" : "width") (\(length)).")
            }
            let hidden = segment.hasHeader || segment.hasFooter ? ", so IGListKit hides its header and footer" : ""
            return Diagnostic(
                severity: .warning, kind: .emptySegment, segment: segment.index,
                message: "\(label) has no items\(hidden) and the section takes no \(direction == .vertical ? "height" : "width").")
        }
        guard !segment.hasHeader, !segment.hasFooter else { return nil }
        // Measured on iOS 17 (`CompositionalLayout`): such a section that scrolls sideways takes
        // no height; iOS 14 kept a band.
        if let section = segment.section, section.orthogonalScrolling != .none, section.header == nil, section.footer == nil {
            return Diagnostic(
                severity: .warning, kind: .emptySegment, segment: segment.index,
                message: "\(label) has no items and scrolls sideways: it takes no height, not even its insets (iOS 17, measured; "
                    + "iOS 14 kept a band as tall as a group and its insets).")
        }
        return Diagnostic(
            severity: .warning, kind: .emptySegment, segment: segment.index,
            message: "\(label) has no items, no header and no footer; it takes only its insets "
                + (direction == .vertical
                    ? "(top \(NumberFormat.exact(inset.top)) + bottom \(NumberFormat.exact(inset.bottom)))."
                    : "(left \(NumberFormat.exact(inset.left)) + right \(NumberFormat.exact(inset.right)))."))
    }

    /// `diagnostics` in their listing order, at most `ScreenLimits.diagnostics` of them and one that
    /// counts the rest (`dropped` of them left out already while they were gathered, `DiagnosticBudget`).
    static func sorted(_ diagnostics: [Diagnostic], dropped: Int = 0) -> [Diagnostic] {
        let sorted = diagnostics.sorted(by: DiagnosticBudget.listsBefore)
        let total = sorted.count + dropped
        guard total > ScreenLimits.diagnostics else { return sorted }
        return sorted.prefix(ScreenLimits.diagnostics) + [
            Diagnostic(
                severity: .error, kind: .screenTooLarge,
                message: "\(total - ScreenLimits.diagnostics) more diagnostics are left out: a layout keeps "
                    + "\(ScreenLimits.diagnostics) (ScreenLimits); fix the first ones and look again.")
        ]
    }
}

/// Keeps a screen's diagnostics to what its layout will list (`ScreenLimits.diagnostics`, the first
/// in listing order) while they are gathered, and counts the rest: a screen of a million zero-size
/// cells once built a million warnings and sorted them to keep a thousand (issue 52: 2,000
/// segments of 500 such cells, 17 s and 490 MB in a debug build). Whatever is cut is cut from the
/// end of the listing order, so the thousand kept are the thousand `LayoutChecks.sorted` lists of
/// them all, and the count it gives of the rest is exact. Once the list is full, a diagnostic that
/// would come after every one kept is only counted (`isPast`), its message never built.
struct DiagnosticBudget {
    /// How many were cut.
    private(set) var dropped = 0
    /// The place of the last diagnostic kept, once a cut has filled the list.
    private var cutoff: (Int, Int, Int)?

    /// A diagnostic's place in the listing: segment, item, kind (screen-wide ones first).
    static func place(segment: Int?, item: Int?, kind: Diagnostic.Kind) -> (Int, Int, Int) {
        (segment ?? -1, item ?? -1, kindOrder[kind] ?? kindOrder.count)
    }

    private static let kindOrder: [Diagnostic.Kind: Int] = Dictionary(
        uniqueKeysWithValues: Diagnostic.Kind.allCases.enumerated().map { ($1, $0) })

    /// The listing order: by place, then message.
    static func listsBefore(_ left: Diagnostic, _ right: Diagnostic) -> Bool {
        let a = place(segment: left.segment, item: left.item, kind: left.kind)
        let b = place(segment: right.segment, item: right.item, kind: right.kind)
        return a != b ? a < b : left.message < right.message
    }

    /// Whether a diagnostic at this place would be cut: it comes after every one kept in a full list.
    func isPast(segment: Int?, item: Int?, kind: Diagnostic.Kind) -> Bool {
        guard let cutoff else { return false }
        return Self.place(segment: segment, item: item, kind: kind) > cutoff
    }

    /// Counts one diagnostic cut without being built.
    mutating func drop() {
        dropped += 1
    }

    /// Cuts `diagnostics` to the first `ScreenLimits.diagnostics` in listing order once they are
    /// twice as many, counting the rest.
    mutating func compact(_ diagnostics: inout [Diagnostic]) {
        guard diagnostics.count >= 2 * ScreenLimits.diagnostics else { return }
        diagnostics.sort(by: Self.listsBefore)
        dropped += diagnostics.count - ScreenLimits.diagnostics
        diagnostics.removeSubrange(ScreenLimits.diagnostics...)
        if let last = diagnostics.last { cutoff = Self.place(segment: last.segment, item: last.item, kind: last.kind) }
    }
}

/// Pieces of diagnostic sentences shared by every layout.
enum DiagnosticText {
    /// `segment 2 "OptimumGoodsSC"`; a name longer than 64 characters is cut short (`…`), since
    /// every diagnostic of the segment repeats it. At most 65 characters of the name are read,
    /// so a diagnostic of each of 100,000 items costs the same whatever the name's length.
    static func segment(_ index: Int, _ name: String) -> String {
        let shown = name.utf8.count <= 64 || name.prefix(65).count <= 64 ? name : name.prefix(64) + "…"
        return "segment \(index) \"\(shown)\""
    }

    /// `359 (375 − inset 16 − 0)`: the width a section gives its items, with its arithmetic.
    static func availableWidth(width: Double, inset: EdgeInsets, available: Double) -> String {
        "\(NumberFormat.exact(available)) (\(NumberFormat.exact(width)) − inset \(NumberFormat.exact(inset.left)) − "
            + "\(NumberFormat.exact(inset.right)))"
    }
}
