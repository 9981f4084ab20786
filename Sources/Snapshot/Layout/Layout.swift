/// The exact result of laying out a screen: plain data, the input of every renderer and diff.
///
/// Chrome bands and the scroll area are in screen coordinates. Segment, header, footer and
/// item frames are in content coordinates: (0, 0) is the top-left corner of the collection
/// view's content, which shows at `scrollArea.origin` moved by `contentInset`.
public struct Layout: Sendable, Hashable {
    /// The screen's name.
    public var screenName: String
    /// The device it was laid out on.
    public var device: Device
    /// The collection-view layout it was laid out with.
    public var style: LayoutStyle
    /// Which way the collection view scrolls.
    public var direction: ScrollDirection
    /// What a flow layout's section insets were measured from.
    public var sectionInsetReference: SectionInsetReference
    /// Fixed bars, top to bottom.
    public var chrome: [ChromeBand]
    /// The collection view's frame on the device, between the chrome bands.
    public var scrollArea: Rect
    /// The collection view's `contentInset`.
    public var contentInset: EdgeInsets
    /// The collection view's `contentSize`.
    public var contentSize: Size
    /// One per sub-controller, in order.
    public var segments: [LayoutSegment]
    /// Everything suspicious the engine found, in segment and item order.
    public var diagnostics: [Diagnostic]
    /// The text size it was laid out at (`Screen.contentSizeCategory`).
    public var contentSizeCategory: ContentSizeCategory = .large
    /// Whether the collection view was its controller's root view (`Screen.collectionViewIsRootView`).
    public var collectionViewIsRootView = false
    /// Whether the collection view extended under the bars (`Screen.collectionViewUnderBars`).
    public var collectionViewUnderBars = false
    /// Which way the screen's language read (`Screen.layoutDirection`). Right to left, frames and
    /// segment insets are as they show on the screen: a mirrored segment's `inset.left` is the
    /// inset its code calls right (or trailing).
    public var layoutDirection: LayoutDirection = .leftToRight

    /// A layout of every part; `LayoutEngine.layout(_:)` makes them from screens.
    public init(
        screenName: String,
        device: Device,
        style: LayoutStyle,
        chrome: [ChromeBand],
        scrollArea: Rect,
        contentInset: EdgeInsets,
        contentSize: Size,
        segments: [LayoutSegment],
        diagnostics: [Diagnostic],
        direction: ScrollDirection = .vertical,
        sectionInsetReference: SectionInsetReference = .fromContentInset
    ) {
        self.sectionInsetReference = sectionInsetReference
        self.screenName = screenName
        self.device = device
        self.style = style
        self.direction = direction
        self.chrome = chrome
        self.scrollArea = scrollArea
        self.contentInset = contentInset
        self.contentSize = contentSize
        self.segments = segments
        self.diagnostics = diagnostics
    }

    /// The fold of a vertical layout: how much of the content (from its top, content
    /// coordinates) shows without scrolling.
    public var visibleHeight: Double {
        Swift.max(0, scrollArea.height - contentInset.top)
    }

    /// The fold of a horizontal layout: how much of the content (from its left edge) shows
    /// without scrolling.
    public var visibleWidth: Double {
        Swift.max(0, scrollArea.width - contentInset.left)
    }
}

/// A fixed bar the controller owns.
public struct ChromeBand: Sendable, Hashable {
    /// What a band of chrome is, as the listing names it.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The status bar.
        case statusBar = "status-bar"
        /// The navigation bar.
        case navigationBar = "navigation-bar"
        /// A navigation bar's large title.
        case largeTitle = "large-title"
        /// A toolbar.
        case toolbar
        /// The tab bar.
        case tabBar = "tab-bar"
        /// The home indicator's area at the bottom.
        case homeIndicator = "home-indicator"
    }

    /// What the band is.
    public var kind: Kind
    /// The navigation bar's (or large title's) title.
    public var title: String?
    /// Screen coordinates.
    public var frame: Rect

    /// A band of `kind` at `frame`, with its title if it has one.
    public init(kind: Kind, title: String? = nil, frame: Rect) {
        self.kind = kind
        self.title = title
        self.frame = frame
    }
}

/// The full-width band of the scrolling area one sub-controller owns, and what is in it.
public struct LayoutSegment: Sendable, Hashable {
    /// Position among the screen's sub-controllers, from 0.
    public var index: Int
    /// Its sub-controller's name.
    public var name: String
    /// The band: full content width, from the top of its header (or top inset) to the
    /// bottom of its footer (or bottom inset); in a horizontal layout full content height,
    /// from its header's left edge to its footer's right edge. Content coordinates.
    public var frame: Rect
    /// The section inset it was laid out with.
    public var inset: EdgeInsets
    /// The space between lines (rows when scrolling down).
    public var minimumLineSpacing: Double
    /// The space between items of a line.
    public var minimumInteritemSpacing: Double
    /// Its header's frame, if it has one.
    public var header: Rect?
    /// Its footer's frame, if it has one.
    public var footer: Rect?
    /// Its cells, in index order.
    public var items: [LayoutItem]
    /// How a compositional section was laid out (nil for every other segment).
    public var composition: LayoutComposition?

    /// A segment of every part.
    public init(
        index: Int,
        name: String,
        frame: Rect,
        inset: EdgeInsets,
        minimumLineSpacing: Double,
        minimumInteritemSpacing: Double,
        header: Rect? = nil,
        footer: Rect? = nil,
        items: [LayoutItem],
        composition: LayoutComposition? = nil
    ) {
        self.composition = composition
        self.index = index
        self.name = name
        self.frame = frame
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.header = header
        self.footer = footer
        self.items = items
    }
}

/// How a compositional section was laid out: its group tree, and where each repetition of its
/// group went. The renderers draw the groups, and the diff names a changed tree.
public struct LayoutComposition: Sendable, Hashable {
    /// The section's group tree in one line (`CompositionalGroup.tree`): `horizontal 1w×0.25w
    /// [item 0.25w×1h inset 4,4,4,4]`; `0.25w` is `fractionalWidth(0.25)`, `~44` an estimate.
    public var tree: String
    /// The first repetition of the group, in content coordinates.
    public var firstGroup: Rect
    /// How many repetitions hold items; each next one is the group's length plus the segment's
    /// `minimumLineSpacing` (`interGroupSpacing`) further down, or to the right when orthogonal.
    public var groupCount: Int
    /// `orthogonalScrollingBehavior`.
    public var orthogonalScrolling: OrthogonalScrolling
    /// The section's background decoration, drawn behind its cells; content coordinates.
    public var background: Rect?
    /// The supplementary items attached to its cells (badges), by item, in item order.
    public var badges: [LayoutBadge]
    /// When its cells sized themselves: each repetition of the group as laid out (they differ),
    /// the items laid out at their fitted size, and those left at their estimate.
    public var sizedGroups: [Rect]
    /// The items laid out at their fitted size (`SubController.fittedSize`).
    public var fitted: [Int]
    /// The items that size themselves but were laid out at their estimate (no fitted size).
    public var estimated: [Int]

    /// A composition of every part; the rest empty unless given.
    public init(
        tree: String, firstGroup: Rect, groupCount: Int, orthogonalScrolling: OrthogonalScrolling, background: Rect? = nil,
        badges: [LayoutBadge] = [], sizedGroups: [Rect] = [], fitted: [Int] = [], estimated: [Int] = []
    ) {
        self.sizedGroups = sizedGroups
        self.fitted = fitted
        self.estimated = estimated
        self.tree = tree
        self.firstGroup = firstGroup
        self.groupCount = groupCount
        self.orthogonalScrolling = orthogonalScrolling
        self.background = background
        self.badges = badges
    }

    /// The tree, and the scrolling when it is orthogonal: what a diff compares.
    var wording: String {
        orthogonalScrolling == .none ? tree : "\(tree), scrolling \(orthogonalScrolling.rawValue)"
    }

    /// Each repetition's frame, given the spacing between them (as laid out when self-sized).
    func groups(spacing: Double) -> [Rect] {
        if !sizedGroups.isEmpty { return sizedGroups }
        let sideways = orthogonalScrolling != .none
        let step = (sideways ? firstGroup.width : firstGroup.height) + spacing
        return (0..<Swift.max(0, Swift.min(groupCount, ScreenLimits.cells))).map { index in
            firstGroup.offsetBy(dx: sideways ? Double(index) * step : 0, dy: sideways ? 0 : Double(index) * step)
        }
    }
}

/// A supplementary item attached to a cell (a badge), where the layout put it.
public struct LayoutBadge: Sendable, Hashable {
    /// The index of the item (in its segment) it is attached to.
    public var item: Int
    /// Its `elementKind`.
    public var kind: String
    /// Content coordinates.
    public var frame: Rect

    /// A badge of item `item`.
    public init(item: Int, kind: String, frame: Rect) {
        self.item = item
        self.kind = kind
        self.frame = frame
    }
}

/// One cell, where the layout put it.
public struct LayoutItem: Sendable, Hashable {
    /// Index inside its segment, from 0.
    public var index: Int
    /// The cell class name.
    public var cellType: String
    /// The text its renderings show, if any.
    public var text: String?
    /// Content coordinates.
    public var frame: Rect
    /// The horizontal collection inside the cell, if any.
    public var nested: NestedLayout? {
        get { if case .some(let layout)? = boxedNested { layout } else { nil } }
        set { boxedNested = newValue.map(Boxed.some) }
    }
    /// `nested` behind a pointer: a `NestedLayout` is about 140 bytes, which every item of a
    /// million (nearly all without one) would otherwise carry inline.
    private var boxedNested: Boxed?

    fileprivate enum Boxed: Sendable, Hashable {
        indirect case some(NestedLayout)
    }
}

extension LayoutItem {
    /// A cell at `frame`.
    ///
    /// Made whole by the memberwise initialiser, not field by field and `nested`'s setter: an item
    /// so made stayed on the stack and was copied into its segment's items (every string retained)
    /// and released.
    public init(index: Int, cellType: String, text: String? = nil, frame: Rect, nested: NestedLayout? = nil) {
        self.init(index: index, cellType: cellType, text: text, frame: frame, boxedNested: nested.map(Boxed.some))
    }
}

/// A horizontal collection inside a cell, laid out in columns (a flow layout that scrolls
/// sideways: `NestedCollectionLayout`).
public struct NestedLayout: Sendable, Hashable {
    /// The collection view's frame in its cell's coordinates.
    public var frame: Rect
    /// The embedded collection view's content inset.
    public var contentInset: EdgeInsets
    /// Space between columns: the embedded collection's `minimumLineSpacing`.
    public var minimumLineSpacing: Double
    /// Width of all columns with spacing, the section inset's and the content inset's left and right.
    public var contentWidth: Double
    /// Its items, in index order.
    public var items: [NestedItem]
    /// Space between the items of one column: the embedded collection's `minimumInteritemSpacing`.
    public var minimumInteritemSpacing: Double
    /// The flow layout's `sectionInset`.
    public var sectionInset: EdgeInsets

    /// An embedded collection of every part.
    public init(
        frame: Rect, contentInset: EdgeInsets, minimumLineSpacing: Double, contentWidth: Double, items: [NestedItem],
        minimumInteritemSpacing: Double = 0, sectionInset: EdgeInsets = .zero
    ) {
        self.frame = frame
        self.contentInset = contentInset
        self.minimumLineSpacing = minimumLineSpacing
        self.contentWidth = contentWidth
        self.items = items
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
    }

    /// Whether content runs past the collection view's right edge (it scrolls).
    public var overflows: Bool { contentWidth > frame.width }
}

/// One cell of a nested collection.
public struct NestedItem: Sendable, Hashable {
    /// How much of the item shows inside the collection view before any scrolling.
    public enum Visibility: String, Sendable, Hashable {
        /// Entirely inside the cell's visible width.
        case full
        /// Cut by the visible width's edge.
        case partial
        /// Past the visible width: shown only when scrolled.
        case hidden
    }

    /// Its index in the embedded collection.
    public var index: Int
    /// Its cell class name.
    public var cellType: String
    /// The text its renderings show, if any.
    public var text: String?
    /// In the nested collection's content coordinates.
    public var frame: Rect
    /// How much of it shows before the collection is scrolled.
    public var visibility: Visibility

    /// An embedded item at `frame`.
    public init(index: Int, cellType: String, text: String? = nil, frame: Rect, visibility: Visibility) {
        self.index = index
        self.cellType = cellType
        self.text = text
        self.frame = frame
        self.visibility = visibility
    }
}
