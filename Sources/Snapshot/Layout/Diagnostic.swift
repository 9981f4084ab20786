/// Something suspicious in a layout, named precisely instead of crashing.
///
/// Diagnostics are part of the `Layout`, so they are part of every snapshot: a new one
/// fails the test like a moved cell does.
public struct Diagnostic: Sendable, Hashable {
    /// How bad a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        /// The real layout would assert, misplace or drop something.
        case error
        /// Legal but probably not meant.
        case warning
    }

    /// What a diagnostic is about, as listings and screen files name it (`off-pixel-grid`).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An item wider than the width its section gives it (container less insets).
        case itemWiderThanSection = "item-wider-than-section"
        /// A zero, negative, NaN or infinite item, header or footer size.
        case invalidSize = "invalid-size"
        /// A negative, NaN or infinite inset or content inset.
        case invalidInset = "invalid-inset"
        /// A negative, NaN or infinite line or interitem spacing.
        case invalidSpacing = "invalid-spacing"
        /// A negative item count.
        case invalidCount = "invalid-count"
        /// A frame edge that does not fall on the device's pixel grid.
        case offPixelGrid = "off-pixel-grid"
        /// A segment with no items, no header and no footer.
        case emptySegment = "empty-segment"
        /// A nested collection item that is empty or larger than its collection view.
        case nestedItem = "nested-item"
        /// A frame below the content height, so it cannot be scrolled into view (IGListKit sizes
        /// its content by the last section only).
        case beyondContentSize = "beyond-content-size"
        /// More segments, cells, nested cells or cell text than `ScreenLimits` allows: the
        /// rest was left out of the layout.
        case screenTooLarge = "screen-too-large"
        /// A setting the real layout ignores or does not support in the screen's scroll direction.
        case unsupportedOption = "unsupported-option"
    }

    /// An error (the picture no longer shows what the device would) or a warning.
    public var severity: Severity
    /// What it is about.
    public var kind: Kind
    /// The segment index, when the problem belongs to one.
    public var segment: Int?
    /// The item index inside the segment, when the problem belongs to one.
    public var item: Int?
    /// One sentence with the values involved: `item 0 is 400 wide but the section gives 359 (375 − inset 16 − 0)`.
    public var message: String

    /// A diagnostic of the segment and item given (none: the screen).
    public init(severity: Severity, kind: Kind, segment: Int? = nil, item: Int? = nil, message: String) {
        self.severity = severity
        self.kind = kind
        self.segment = segment
        self.item = item
        self.message = message
    }
}

extension Diagnostic {
    /// An item wider than its section gives (`item-wider-than-section`), with the arithmetic and
    /// what the layout then does (`then`), for every layout style that meets one.
    static func itemWiderThanSection(_ segment: MeasuredSegment, item: Int, width: Double, available: Double, then: String) -> Diagnostic {
        let itemWidth = NumberFormat.exact(segment.sizes[item].width)
        let arithmetic = DiagnosticText.availableWidth(width: width, inset: segment.inset, available: available)
        return Diagnostic(
            severity: .error, kind: .itemWiderThanSection, segment: segment.index, item: item,
            message: "\(DiagnosticText.segment(segment.index, segment.name)) item \(item) is \(itemWidth) \(segment.direction.across) but the section "
                + "gives \(NumberFormat.exact(available)): \(itemWidth) > \(arithmetic); \(then).")
    }
}
