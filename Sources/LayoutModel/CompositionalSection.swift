/// A section of `UICollectionViewCompositionalLayout` as a sub-controller describes it: the
/// values of `NSCollectionLayoutSection`, its group tree and its boundary header and footer.
///
///     let banner = CompositionalItem(.init(width: .fractionalWidth(1), height: .fractionalHeight(1)))
///     let page = CompositionalGroup.horizontal(.init(width: .fractionalWidth(1), height: .absolute(160)), subitems: [.item(banner)])
///     var section = CompositionalSection(group: page)
///     section.orthogonalScrolling = .groupPaging
///
/// `CompositionalLayout` says how it is laid out.
public struct CompositionalSection: Sendable, Hashable {
    /// The group repeated over the section's items.
    public var group: CompositionalGroup
    /// `contentInsets`: around the groups; the header and footer follow the leading and trailing ones.
    public var contentInsets: EdgeInsets
    /// `interGroupSpacing`.
    public var interGroupSpacing: Double
    /// `orthogonalScrollingBehavior`.
    public var orthogonalScrolling: OrthogonalScrolling
    /// A boundary supplementary header (`.top`), when the section has one.
    public var header: BoundaryItem?
    /// A boundary supplementary footer (`.bottom`).
    public var footer: BoundaryItem?
    /// `contentInsetsReference` (iOS 14): what `contentInsets` are measured from.
    public var contentInsetsReference: ContentInsetsReference
    /// `decorationItems` holding `NSCollectionLayoutDecorationItem.background(elementKind:)`: a
    /// view behind the section (a card), `nil` for none.
    public var background: SectionBackground?
    /// `supplementariesFollowContentInsets` (true by default): whether the header and footer
    /// start at the leading content inset and take the content width, or span the section.
    public var supplementariesFollowContentInsets: Bool

    /// A section repeating `group` over its items; every other setting has UIKit's default.
    public init(
        group: CompositionalGroup, contentInsets: EdgeInsets = .zero, interGroupSpacing: Double = 0,
        orthogonalScrolling: OrthogonalScrolling = .none, header: BoundaryItem? = nil, footer: BoundaryItem? = nil,
        contentInsetsReference: ContentInsetsReference = .automatic, background: SectionBackground? = nil,
        supplementariesFollowContentInsets: Bool = true
    ) {
        self.background = background
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.contentInsetsReference = contentInsetsReference
        self.group = group
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.orthogonalScrolling = orthogonalScrolling
        self.header = header
        self.footer = footer
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: a section's header or footer.
public struct BoundaryItem: Sendable, Hashable {
    /// Its size; fractions are of the section's content area.
    public var size: LayoutSize
    /// `pinToVisibleBounds`: the header stays at the top of the visible area (the footer at its
    /// bottom) while its section is in view, at `CompositionalOptions.scrollOffset`.
    public var pinToVisibleBounds: Bool
    /// `extendsBoundary` (true by default): whether it adds its height to the section; when
    /// false it lies over the section's top (a footer: its bottom) instead.
    public var extendsBoundary: Bool
    /// `absoluteOffset`: how far it is moved from where its alignment puts it; it moves nothing else.
    public var offset: Point

    /// A header or footer of `size`, with UIKit's defaults for the rest.
    public init(_ size: LayoutSize, pinToVisibleBounds: Bool = false, extendsBoundary: Bool = true, offset: Point = .zero) {
        self.size = size
        self.pinToVisibleBounds = pinToVisibleBounds
        self.extendsBoundary = extendsBoundary
        self.offset = offset
    }
}

/// `UIContentInsetsReference`: what a section's content insets are measured from, along the
/// sides across the scroll axis (`CompositionalLayout`).
public enum ContentInsetsReference: String, Sendable, Hashable, CaseIterable {
    /// A section's: the configuration's. The configuration's: the safe area.
    case automatic
    /// The collection view's edges.
    case none
    /// The safe area's sides.
    case safeArea
    /// 8 points inside the safe area (UIView's default margins for a subview).
    case layoutMargins
    /// The readable content guide; its width is not documented, so it is laid out as `layoutMargins` with a warning.
    case readableContent
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrolling: String, Sendable, Hashable, CaseIterable {
    /// The section scrolls with the layout (no sideways scrolling).
    case none
    /// The section scrolls sideways freely.
    case continuous
    /// Sideways, coming to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Sideways, a page (the collection view's width) at a time.
    case paging
    /// Sideways, a group at a time.
    case groupPaging
    /// Sideways, a group at a time, the group centred.
    case groupPagingCentered
}

/// `NSCollectionLayoutDimension`.
public enum LayoutDimension: Sendable, Hashable {
    /// Points.
    case absolute(Double)
    /// A fraction of the container's width.
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
    /// Points the cell may change when it is rendered: laid out at the sub-controller's
    /// `fittedSize` when it gives one, else at this value.
    case estimated(Double)
    /// `uniformAcrossSiblings(estimate:)` (iOS 17): self-sized like `estimated`, then grown to the
    /// largest such sibling in its group repetition.
    case uniformAcrossSiblings(estimate: Double)
}

extension LayoutDimension {
    /// The estimate of a dimension the cell sizes itself along, `nil` for any other.
    package var estimate: Double? {
        switch self {
        case .estimated(let value), .uniformAcrossSiblings(let value): value
        case .absolute, .fractionalWidth, .fractionalHeight: nil
        }
    }

    package var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }
}

/// `NSCollectionLayoutSize`.
public struct LayoutSize: Sendable, Hashable {
    /// The width dimension.
    public var width: LayoutDimension
    /// The height dimension.
    public var height: LayoutDimension

    /// A size of two dimensions.
    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }
}

/// `NSCollectionLayoutSpacing`.
public enum LayoutSpacing: Sendable, Hashable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points; the space a group has left is shared equally between its gaps.
    case flexible(Double)
}

/// `NSCollectionLayoutEdgeSpacing`: space added outside an item or group, between it and its
/// neighbours and container; `nil` sides add none.
public struct EdgeSpacing: Sendable, Hashable {
    /// Space before the item along its group's axis (a horizontal group's left).
    public var leading: LayoutSpacing?
    /// Space above the item.
    public var top: LayoutSpacing?
    /// Space after the item along its group's axis (a horizontal group's right).
    public var trailing: LayoutSpacing?
    /// Space below the item.
    public var bottom: LayoutSpacing?

    /// Edge spacing on the sides given; the others add none.
    public init(leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil, bottom: LayoutSpacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// No edge spacing on any side.
    public static let none = EdgeSpacing()
}

/// `NSCollectionLayoutItem`: one cell.
public struct CompositionalItem: Sendable, Hashable {
    /// The item's place in its group.
    public var size: LayoutSize
    /// `contentInsets`: the cell is the item's place less these.
    public var contentInsets: EdgeInsets
    /// `edgeSpacing`: moves the item's place within its group; applied before `contentInsets`.
    public var edgeSpacing: EdgeSpacing
    /// `supplementaryItems`: badges and the like, anchored to the cell; they take no room. At
    /// most 8 are laid out (`ScreenLimits`).
    public var supplementaries: [ItemSupplementary]

    /// An item of `size`, with no insets, spacing or badges unless given.
    public init(
        _ size: LayoutSize, contentInsets: EdgeInsets = .zero, edgeSpacing: EdgeSpacing = .none, supplementaries: [ItemSupplementary] = []
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaries = supplementaries
    }
}

/// `NSCollectionLayoutDecorationItem.background(elementKind:)`: a view behind the whole section,
/// header and footer included, less its `contentInsets`.
public struct SectionBackground: Sendable, Hashable {
    /// `contentInsets`: how far inside the section's edges the background is drawn.
    public var contentInsets: EdgeInsets

    /// A background `contentInsets` inside the section's edges.
    public init(contentInsets: EdgeInsets = .zero) {
        self.contentInsets = contentInsets
    }
}

/// `NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:)`: a view (a
/// badge) attached to an item's cell by an anchor; it takes no room in the group.
///
///     // A 20 × 20 badge over the top-trailing corner, 30 % of its size outside the cell:
///     ItemSupplementary(kind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
///                       anchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.3, y: -0.3)))
public struct ItemSupplementary: Sendable, Hashable {
    /// `elementKind`: what the listing and the drawings call it (its first 64 characters).
    public var kind: String
    /// `layoutSize`; fractions are of the cell it is attached to.
    public var size: LayoutSize
    /// `containerAnchor`.
    public var anchor: LayoutAnchor

    /// A supplementary item of `kind` and `size` at `anchor` on its cell.
    public init(kind: String, size: LayoutSize, anchor: LayoutAnchor) {
        self.kind = kind
        self.size = size
        self.anchor = anchor
    }
}

/// `NSCollectionLayoutAnchor`: which edges of the cell a supplementary item sits within (one
/// edge, or two adjacent ones for a corner), and how far it is moved from there.
public struct LayoutAnchor: Sendable, Hashable {
    /// `NSDirectionalRectEdge` (left to right: leading is left).
    public struct Edges: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The cell's top edge.
        public static let top = Edges(rawValue: 1)
        /// The cell's leading edge (left, left to right).
        public static let leading = Edges(rawValue: 2)
        /// The cell's bottom edge.
        public static let bottom = Edges(rawValue: 4)
        /// The cell's trailing edge (right, left to right).
        public static let trailing = Edges(rawValue: 8)
    }

    /// `absoluteOffset` (points) or `fractionalOffset` (fractions of the supplementary item's size).
    public enum Offset: Sendable, Hashable {
        /// Points.
        case absolute(x: Double, y: Double)
        /// Fractions of the supplementary item's width and height.
        case fractional(x: Double, y: Double)
    }

    /// The edges it sits within; none or both of a pair centre it on that axis.
    public var edges: Edges
    /// How far it is moved from there.
    public var offset: Offset

    /// An anchor at `edges`, moved by `offset` (none by default).
    public init(edges: Edges, offset: Offset = .absolute(x: 0, y: 0)) {
        self.edges = edges
        self.offset = offset
    }
}

/// A group's subitem: a cell, or a group of its own.
public indirect enum CompositionalElement: Sendable, Hashable {
    /// A cell.
    case item(CompositionalItem)
    /// A group of its own subitems.
    case group(CompositionalGroup)
}

/// `NSCollectionLayoutGroup`: subitems side by side (`horizontal`) or stacked (`vertical`).
public struct CompositionalGroup: Sendable, Hashable {
    /// Which way a group lays its subitems out.
    public enum Axis: String, Sendable, Hashable {
        /// Side by side, left to right.
        case horizontal
        /// Stacked, top to bottom.
        case vertical
    }

    /// How the group fills itself.
    public enum Subitems: Sendable, Hashable {
        /// `horizontal(layoutSize:subitems:)`: the subitems in order, over again, while the next fits.
        case list([CompositionalElement])
        /// `horizontal(layoutSize:subitem:count:)`: `count` places of equal length filling the group;
        /// the subitem's own length along the axis is not used.
        case equallySized(CompositionalElement, count: Int)
        /// `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16): the subitem `count` times at its own size.
        case repeating(CompositionalElement, count: Int)
    }

    /// Which way its subitems go.
    public var axis: Axis
    /// Its size; fractions are of its container.
    public var size: LayoutSize
    /// What it holds and how it fills itself.
    public var subitems: Subitems
    /// `interItemSpacing`.
    public var interItemSpacing: LayoutSpacing
    /// `contentInsets`: the subitems are laid out inside these.
    public var contentInsets: EdgeInsets
    /// `edgeSpacing`, when the group is a subitem of another.
    public var edgeSpacing: EdgeSpacing

    /// A group of `subitems` along `axis`, with no spacing or insets unless given.
    public init(
        axis: Axis, size: LayoutSize, subitems: Subitems, interItemSpacing: LayoutSpacing = .fixed(0),
        contentInsets: EdgeInsets = .zero, edgeSpacing: EdgeSpacing = .none
    ) {
        self.edgeSpacing = edgeSpacing
        self.axis = axis
        self.size = size
        self.subitems = subitems
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
    }

    /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)`.
    public static func horizontal(_ size: LayoutSize, subitems: [CompositionalElement]) -> CompositionalGroup {
        CompositionalGroup(axis: .horizontal, size: size, subitems: .list(subitems))
    }

    /// `NSCollectionLayoutGroup.vertical(layoutSize:subitems:)`.
    public static func vertical(_ size: LayoutSize, subitems: [CompositionalElement]) -> CompositionalGroup {
        CompositionalGroup(axis: .vertical, size: size, subitems: .list(subitems))
    }
}

/// The switches of `UICollectionViewCompositionalLayoutConfiguration`.
public struct CompositionalOptions: Sendable, Hashable {
    /// `interSectionSpacing`: the space between two sections.
    public var interSectionSpacing: Double
    /// How far the content is scrolled; it moves pinned headers and footers (and nothing else).
    public var scrollOffset: Double
    /// `contentInsetsReference`: what sections whose own is `.automatic` measure their insets from.
    public var contentInsetsReference: ContentInsetsReference
    /// `UICollectionViewCompositionalLayout.list(using:)`: the appearance of the sections of the
    /// sub-controllers without a section of their own (`nil`: plain rows inside their `inset`).
    public var list: ListAppearance?
    /// The UIKit release the screen is laid out for: how its frames land on the pixel grid.
    public var uikit: UIKitVersion

    /// Options with UIKit's defaults unless given.
    public init(
        interSectionSpacing: Double = 0, scrollOffset: Double = 0, contentInsetsReference: ContentInsetsReference = .automatic,
        list: ListAppearance? = nil, uikit: UIKitVersion = .iOS17
    ) {
        self.interSectionSpacing = interSectionSpacing
        self.scrollOffset = scrollOffset
        self.contentInsetsReference = contentInsetsReference
        self.list = list
        self.uikit = uikit
    }
}

/// The UIKit release a compositional screen is laid out for, by how it puts frames on the pixel
/// grid (measured on simulator renderings at 3x; issues 38 and 51 and faberNovel/CompositionalLayoutDSL's
/// reference images). Each mode covers the releases measured to lay out alike; iOS 15 is not
/// measured.
/// - `.iOS17` (iOS 16 to 26, the default): each item's and group's size is floored to whole
///   pixels and the positions add up the floored sizes. 393 points wide, four items
///   `fractionalWidth(0.25)` with content insets 5: places 98.25 → 98 wide, cells at x 5, 103,
///   201, 299, 88 wide. iOS 18 and 26 renderings lay out the same (issue 51).
/// - `.iOS14` (iOS 13 and 14): the frames are worked out exactly, then the origin and the size
///   are each rounded to the nearest pixel (a half up), nothing accumulated: cells at x 278.25 × 3
///   = 834.75 → 835 pixels; on iOS 13, 183.5 → 183.667, 346.25 → 346.333 and rows at 757.5, 945,
///   1,132.5 → 757.667, 945, 1,132.667 (issue 51, 375 × 812). Rounding the two edges instead
///   (the size being what lies between them) is refused by the pixels: faberNovel's iOS 14
///   `testSupplementaryItem.1` (iPhone X, 2021) draws a cell at 278.25 that is 230.25 wide as
///   230 pixels from 278, where rounded edges give 278 to 509, 231. Issue 51 measured one
///   item 171.333 high where this rule gives 171.667 beside a neighbour measured 171.667: no
///   rule that rounds a size alike for alike items gives both, so that case waits for its exact
///   frames (blocked on evidence). Rounded edges would predict it when its exact height is 171.5
///   and its top lies on a half pixel (514.5 pixels from 0.5 → 514), and otherwise 171.667.
public enum UIKitVersion: String, Sendable, Hashable, CaseIterable {
    /// iOS 13 and 14: exact frames, the origin and the size each rounded to the nearest pixel.
    case iOS14 = "ios14"
    /// iOS 16 to 26: sizes floored to the pixel grid, positions accumulated.
    case iOS17 = "ios17"
}

/// `UICollectionLayoutListConfiguration.Appearance`: the sections of sub-controllers without a
/// section of their own, as UIKit lays out `UICollectionViewCompositionalLayout.list(using:)`.
///
/// Measured (simulator renderings at 3x; issue 38, and BSWInterfaceKit's `ContentViewTests`
/// reference images, iOS 15.5 to 18):
/// - `.insetGrouped`: inset on each side by the device's layout margin (20 points on Face ID
///   iPhones, 16 on a 375 × 667 one), whether the collection view is its controller's root view
///   or a subview filling its view; rows one after another, full width inside that inset. A
///   section without a header has 17.5 points above it (rounded up to the pixel: 17.667 at 3x);
///   a supplementary header starts where the section does, with no gap below it. 17.5 follow
///   every section. 390 × 844, three sections of six 44-point rows: rows at 17.667, 317, 616.333.
/// - `.grouped`: the same spacing, rows full width (no side inset): the first header at y 0, rows
///   directly under their header, 17.5 after each section.
/// - `.plain`, `.sidebar`, `.sidebarPlain`: not measured; laid out as full-width rows with nothing
///   between sections, and a diagnostic says so (blocked on evidence).
public enum ListAppearance: String, Sendable, Hashable, CaseIterable {
    /// `.plain`: not measured (full-width rows, a diagnostic says so).
    case plain
    /// `.grouped`.
    case grouped
    /// `.insetGrouped`.
    case insetGrouped = "inset-grouped"
    /// `.sidebar`: not measured (full-width rows, a diagnostic says so).
    case sidebar
    /// `.sidebarPlain`: not measured (full-width rows, a diagnostic says so).
    case sidebarPlain = "sidebar-plain"
}
