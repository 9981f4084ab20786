/// Which collection-view layout the screen's controller installs; each is reproduced exactly.
public enum LayoutStyle: Sendable, Hashable {
    /// `UICollectionViewFlowLayout`: sections start new lines, lines are justified, a lone item
    /// is centred, items are centred vertically in their line; a section's last line keeps the
    /// columns of a full line (items of one size) or is left-aligned (mixed sizes).
    case flow
    /// `UICollectionViewLeftAlignedLayout` (what MCCS installs): the flow layout with each
    /// line starting at the section's left inset and items following at the interitem spacing.
    case leftAlignedFlow
    /// IGListKit's `ListCollectionViewLayout`: sections share rows while they fit,
    /// top-aligned items, frames snapped to device pixels.
    case listKit(ListKitOptions)
    /// `UICollectionViewCompositionalLayout`: each sub-controller's `compositionalSection`
    /// (or a list section), sections stacked `interSectionSpacing` apart (`CompositionalLayout`).
    case compositional(CompositionalOptions)

    /// `listKit` with default options.
    public static var listKit: LayoutStyle { .listKit(ListKitOptions()) }
    /// `compositional` with default options.
    public static var compositional: LayoutStyle { .compositional(CompositionalOptions()) }

    /// Whether the layout snaps every frame to device pixels itself (IGListKit's `IGListRectIntegralScaled`).
    package var snapsFrames: Bool {
        if case .listKit = self { return true }
        return false
    }

    /// The Swift name of the `UICollectionViewLayout` class the style reproduces, as a frames
    /// file records the class an app installed (`String(describing:)` of its type): IGListKit's
    /// `IGListCollectionViewLayout` is `ListCollectionViewLayout` in Swift (its `NS_SWIFT_NAME`),
    /// the MCCS pod's is `UICollectionViewLeftAlignedLayout`.
    public var layoutClassName: String {
        switch self {
        case .flow: "UICollectionViewFlowLayout"
        case .leftAlignedFlow: "UICollectionViewLeftAlignedLayout"
        case .listKit: "ListCollectionViewLayout"
        case .compositional: "UICollectionViewCompositionalLayout"
        }
    }

    /// The short name used in renderings and on the command line: `flow`, `left-aligned`, `listkit`, `compositional`.
    public var id: String {
        switch self {
        case .flow: "flow"
        case .leftAlignedFlow: "left-aligned"
        case .listKit: "listkit"
        case .compositional: "compositional"
        }
    }
}

/// The layout's `scrollDirection`: which way the screen's collection view scrolls.
///
/// `.vertical` (the default everywhere): lines run across and stack downwards. `.horizontal`:
/// the same layout with the axes exchanged, as `HorizontalScrolling` describes; lines become
/// columns that stack to the right.
public enum ScrollDirection: String, Sendable, Hashable, CaseIterable {
    /// Down: sections stack top to bottom.
    case vertical
    /// Across: sections stack left to right.
    case horizontal
}

/// `UICollectionViewFlowLayout.sectionInsetReference`: what a flow layout's section insets are
/// measured from (`FlowLayout`).
public enum SectionInsetReference: String, Sendable, Hashable, CaseIterable {
    /// From the collection view's content inset (UIKit's default).
    case fromContentInset
    /// From the safe area: the device's left and right safe-area insets are added.
    case fromSafeArea
    /// From the layout margins: 8 points inside the safe area on the left and right.
    case fromLayoutMargins
}

/// The switches of IGListKit's `ListCollectionViewLayout`.
public struct ListKitOptions: Sendable, Hashable {
    /// Headers stick to the top of the scrolling area while their section is visible.
    public var stickyHeaders: Bool
    /// An item that ends within 1 pt of the right inset is widened to touch it.
    public var stretchToEdge: Bool
    /// How far the content is scrolled; it moves sticky headers (and nothing else).
    public var scrollOffset: Double
    /// `showHeaderWhenEmpty`: a section without items keeps its header and footer.
    public var showHeaderWhenEmpty: Bool
    /// `stickyHeaderYOffset`: sticky headers stop this far below the top of the scrolling area
    /// (negative: above it), as under a translucent bar that the content scrolls beneath.
    public var stickyHeaderYOffset: Double

    /// IGListKit's layout options; its defaults unless given.
    public init(
        stickyHeaders: Bool = false, stretchToEdge: Bool = false, scrollOffset: Double = 0,
        showHeaderWhenEmpty: Bool = false, stickyHeaderYOffset: Double = 0
    ) {
        self.stickyHeaders = stickyHeaders
        self.stretchToEdge = stretchToEdge
        self.scrollOffset = scrollOffset
        self.showHeaderWhenEmpty = showHeaderWhenEmpty
        self.stickyHeaderYOffset = stickyHeaderYOffset
    }
}

/// `UIView.semanticContentAttribute`'s outcome for the collection view: which way its language
/// reads. Each layout style answers it as its code does (`RightToLeft`): the flow layout mirrors
/// its items, the compositional layout mirrors everything, IGListKit and the left-aligned
/// layout keep their items where they are.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// English, Chinese: the default.
    case leftToRight
    /// Arabic, Hebrew.
    case rightToLeft

    /// The listing's and the command line's word: `left-to-right`, `right-to-left`.
    public var word: String {
        switch self {
        case .leftToRight: "left-to-right"
        case .rightToLeft: "right-to-left"
        }
    }

    /// The short name snapshot file names carry (`home.iphone-se.rtl.svg`): `ltr`, `rtl`.
    public var shortName: String {
        switch self {
        case .leftToRight: "ltr"
        case .rightToLeft: "rtl"
        }
    }

    /// The direction a user typed: its short name (`rtl`), its word (`right-to-left`) or its
    /// case name (`rightToLeft`), case ignored; `nil` for anything else.
    public init?(typed name: String) {
        let wanted = name.lowercased()
        guard let found = Self.allCases.first(where: { [$0.shortName, $0.word, $0.rawValue.lowercased()].contains(wanted) }) else { return nil }
        self = found
    }
}
