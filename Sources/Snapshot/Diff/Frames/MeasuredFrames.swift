/// The frames UIKit reported for a screen (`layoutAttributesForElements(in:)` over the whole
/// content): what the model is checked against on a device (`FrameComparison`). Frames are in
/// the collection view's content coordinates, as a `Layout`'s segments are; sections are
/// segments, one sub-controller each. The file form is docs/frames-format.md (`FramesFile`).
public struct MeasuredFrames: Sendable, Hashable {
    /// `UICollectionView.ElementCategory`.
    public enum Category: String, Sendable, Hashable, CaseIterable {
        /// A cell.
        case cell
        /// A header, a footer or a supplementary item (a badge).
        case supplementaryView
        /// A decoration view (a section background).
        case decorationView
    }

    /// One element's attributes.
    public struct Element: Sendable, Hashable {
        /// What it is.
        public var category: Category
        /// `representedElementKind` (nil for a cell): `UICollectionElementKindSectionHeader`…
        public var kind: String?
        /// `indexPath.section`.
        public var section: Int
        /// `indexPath.item`.
        public var item: Int
        /// `frame`, content coordinates.
        public var frame: Rect
        /// A cell's embedded collection: the frames of its inner collection view's cells, by item,
        /// in that view's content coordinates; `nil` when not recorded.
        public var nested: [Int: Rect]?

        /// An element's attributes.
        public init(category: Category, kind: String? = nil, section: Int, item: Int, frame: Rect, nested: [Int: Rect]? = nil) {
            self.category = category
            self.kind = kind
            self.section = section
            self.item = item
            self.frame = frame
            self.nested = nested
        }
    }

    /// `UICollectionView.elementKindSectionHeader`.
    public static let headerKind = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`.
    public static let footerKind = "UICollectionElementKindSectionFooter"

    /// The device (and orientation) they were printed on.
    public var device: Device
    /// `collectionViewContentSize`, when printed.
    public var contentSize: Size?
    /// Every element, in any order.
    public var elements: [Element]
    /// The class of the layout the app installed (`String(describing:)` of its type), when recorded.
    public var layoutClass: String?
    /// The height of the collection view that shows between the bars, when recorded.
    public var visibleHeight: Double?
    /// Whether the collection view extended under the bars, when recorded.
    public var underBars: Bool?

    /// Frames printed on `device`.
    public init(device: Device, contentSize: Size? = nil, elements: [Element]) {
        self.device = device
        self.contentSize = contentSize
        self.elements = elements
    }
}
