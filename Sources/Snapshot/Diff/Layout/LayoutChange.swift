/// One difference between two layouts, as `LayoutDiff` finds it (before grouping).
///
/// Segments are named by `SegmentRef`: their index in the new layout, or in the old one when
/// removed. Item and header frames are content coordinates; an item that moved only because
/// its whole segment moved is not a change of its own.
enum LayoutChange: Sendable {
    case screenName(old: String, new: String)
    case device(old: Device, new: Device)
    case style(old: LayoutStyle, new: LayoutStyle)
    case direction(old: ScrollDirection, new: ScrollDirection)
    case sectionInsetReference(old: SectionInsetReference, new: SectionInsetReference)
    /// The Dynamic Type text size the screen was laid out at.
    case contentSizeCategory(old: ContentSizeCategory, new: ContentSizeCategory)
    /// Whether the collection view is its controller's root view (its layout margins).
    case rootView(old: Bool, new: Bool)
    case underBars(old: Bool, new: Bool)
    /// Which way the screen's language reads.
    case layoutDirection(old: LayoutDirection, new: LayoutDirection)
    case chromeAdded(ChromeBand)
    case chromeRemoved(ChromeBand)
    case chromeChanged(old: ChromeBand, new: ChromeBand)
    case scrollArea(old: Rect, new: Rect)
    case contentInset(old: EdgeInsets, new: EdgeInsets)
    case contentSize(old: Size, new: Size)

    case segmentAdded(SegmentRef, frame: Rect, itemCount: Int)
    case segmentRemoved(SegmentRef, frame: Rect, itemCount: Int)
    /// A segment kept but out of order with the others; `oldIndex` is where it was.
    case segmentReordered(SegmentRef, oldIndex: Int)
    case segmentFrame(SegmentRef, old: Rect, new: Rect)
    case segmentInset(SegmentRef, old: EdgeInsets, new: EdgeInsets)
    case lineSpacing(SegmentRef, old: Double, new: Double)
    case interitemSpacing(SegmentRef, old: Double, new: Double)
    /// A compositional section's group tree or orthogonal scrolling, as `LayoutComposition` words them.
    case groupTree(SegmentRef, old: String, new: String)
    case header(SegmentRef, old: Rect?, new: Rect?)
    case footer(SegmentRef, old: Rect?, new: Rect?)
    /// A compositional section's background that came, went, or moved within its section (its
    /// insets from the segment's edges); `frame` is where it is now (or was, when removed).
    case background(SegmentRef, old: EdgeInsets?, new: EdgeInsets?, frame: Rect)
    /// A supplementary item of a cell (a badge) that came, went, or moved on its cell.
    case badge(SegmentRef, ItemRef, kind: String, old: Rect?, new: Rect?)

    case itemAdded(SegmentRef, ItemRef, frame: Rect)
    case itemRemoved(SegmentRef, ItemRef, frame: Rect)
    case itemCellType(SegmentRef, index: Int, old: String, new: String)
    case itemText(SegmentRef, ItemRef, old: String?, new: String?)
    case itemFrame(SegmentRef, ItemRef, old: Rect, new: Rect)
    /// Something inside the horizontal collection of an item (`ItemRef` names the new item).
    case nested(SegmentRef, ItemRef, NestedChange)

    case diagnosticNew(Diagnostic, at: SegmentRef?)
    case diagnosticResolved(Diagnostic, at: SegmentRef?)
    /// The same diagnostic (severity, kind, segment, item) whose message, its numbers, changed.
    case diagnosticChanged(old: Diagnostic, new: Diagnostic, at: SegmentRef?)
}

/// A segment as a change line names it.
struct SegmentRef: Sendable, Hashable {
    /// In the new layout; in the old one for a removed segment.
    var index: Int
    var name: String
    /// Where its lines go in the summary: `2 × new index`, or for a removed segment
    /// `2 × (new index of the kept segment above it) + 1`, so it reads where it used to be.
    var position: Int
    /// How far a kept segment moved; what moved inside it is told relative to this when grouped.
    var shift = Point.zero
}

/// An item as a change line names it.
struct ItemRef: Sendable, Hashable {
    var index: Int
    var cellType: String
}

/// A difference inside an item's horizontal (nested) collection.
enum NestedChange: Sendable {
    case added(itemCount: Int)
    case removed(itemCount: Int)
    case frame(old: Rect, new: Rect)
    case contentInset(old: EdgeInsets, new: EdgeInsets)
    /// The space between columns (`minimumLineSpacing`).
    case lineSpacing(old: Double, new: Double)
    case interitemSpacing(old: Double, new: Double)
    case sectionInset(old: EdgeInsets, new: EdgeInsets)
    /// Only reported when nothing else explains it.
    case contentWidth(old: Double, new: Double)
    case itemAdded(ItemRef, frame: Rect)
    case itemRemoved(ItemRef, frame: Rect)
    case itemCellType(index: Int, old: String, new: String)
    case itemText(ItemRef, old: String?, new: String?)
    case itemFrame(ItemRef, old: Rect, new: Rect)
    case itemVisibility(ItemRef, old: NestedItem.Visibility, new: NestedItem.Visibility)
}
