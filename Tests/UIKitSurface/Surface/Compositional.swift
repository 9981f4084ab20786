// The subset of UIKit's compositional layout the bridge uses: UICollectionViewCompositionalLayout.h
// and UICollectionLayoutList.h (iOS 14.5 headers, see Geometry.swift), their Swift names from
// UIKit.apinotes (`fractionalWidth(_:)`, `horizontal(layoutSize:subitems:)`, `init(group:)`,
// `fixed(_:)`, `isFlexible`, `init(leading:top:trailing:bottom:)`, `background(elementKind:)`),
// the factory initialisers as Swift imports them (`+itemWithLayoutSize:` → `init(layoutSize:)`),
// and for what is newer than those headers Apple's documentation of the Swift interface:
// `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16), `uniformAcrossSiblings(estimate:)`
// (iOS 17), `NSCollectionLayoutSection.list(using:layoutEnvironment:)` and the
// `UICollectionLayoutListConfiguration` struct of the Swift overlay (iOS 14).
//
// Availability: UICollectionViewCompositionalLayout.h declares every class and enum of it
// `API_AVAILABLE(ios(13.0), tvos(13.0), watchos(6.0))` except `UIContentInsetsReference` and the
// `contentInsetsReference` properties, `API_AVAILABLE(ios(14.0), tvos(14.0), watchos(7.0))`;
// UICollectionLayoutList.h (iOS 18 SDK) declares the list configuration and
// `sectionWithListConfiguration:layoutEnvironment:` iOS 14.0 / tvOS 14.0, and its appearances
// `InsetGrouped`, `Sidebar` and `SidebarPlain` `API_UNAVAILABLE(tvos)`. (watchOS: see Geometry.swift.)
//
// "surface:" members record what the bridge built, for the tests to read; UIKit has no such
// members, and they are `@_spi(Surface)` so that the bridge cannot use them.
#if (!canImport(UIKit) || UIKIT_STAND_IN) && !os(watchOS)
    import Foundation

    /// `typedef NS_ENUM(NSInteger, UIContentInsetsReference) { Automatic, None, SafeArea, LayoutMargins, ReadableContent }` (iOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    public enum UIContentInsetsReference: Int, Sendable {
        case automatic, none, safeArea, layoutMargins, readableContent
    }

    /// `typedef NS_ENUM(NSInteger, UICollectionLayoutSectionOrthogonalScrollingBehavior) { None,
    /// Continuous, ContinuousGroupLeadingBoundary, Paging, GroupPaging, GroupPagingCentered }`.
    @available(iOS 13.0, tvOS 13.0, *)
    public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
        case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
    }

    /// `NSCollectionLayoutDimension`: `+fractionalWidthDimension:`, `+fractionalHeightDimension:`,
    /// `+absoluteDimension:`, `+estimatedDimension:`, `uniformAcrossSiblings(estimate:)` (iOS 17);
    /// `isFractionalWidth`, `isFractionalHeight`, `isAbsolute`, `isEstimated`, `dimension`.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor open class NSCollectionLayoutDimension: NSObject {
        /// surface: `uniformAcrossSiblings` when made so.
        @_spi(Surface) public let surfaceUniform: Bool
        public let isFractionalWidth: Bool
        public let isFractionalHeight: Bool
        public let isAbsolute: Bool
        public let isEstimated: Bool
        public let dimension: CGFloat

        @_spi(Surface) public required init(surface kind: Int, dimension: CGFloat) {
            (isFractionalWidth, isFractionalHeight, isAbsolute, isEstimated, surfaceUniform) = (kind == 0, kind == 1, kind == 2, kind == 3, kind == 4)
            self.dimension = dimension
        }
        open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(surface: 0, dimension: fractionalWidth) }
        open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(surface: 1, dimension: fractionalHeight) }
        open class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(surface: 2, dimension: absoluteDimension) }
        open class func estimated(_ estimatedDimension: CGFloat) -> Self { Self(surface: 3, dimension: estimatedDimension) }
        @available(iOS 17.0, tvOS 17.0, *)
        open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self { Self(surface: 4, dimension: estimatedDimension) }
    }

    /// `NSCollectionLayoutSize`: `+sizeWithWidthDimension:heightDimension:`, `widthDimension`, `heightDimension`.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor open class NSCollectionLayoutSize: NSObject {
        public let widthDimension: NSCollectionLayoutDimension
        public let heightDimension: NSCollectionLayoutDimension
        public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
            (widthDimension, heightDimension) = (width, height)
        }
    }

    /// `NSCollectionLayoutSpacing`: `+flexibleSpacing:`, `+fixedSpacing:`, `spacing`, `isFlexible`, `isFixed`.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor open class NSCollectionLayoutSpacing: NSObject {
        public let spacing: CGFloat
        public let isFlexible: Bool
        public var isFixed: Bool { !isFlexible }
        @_spi(Surface) public required init(surface spacing: CGFloat, flexible: Bool) {
            (self.spacing, isFlexible) = (spacing, flexible)
        }
        open class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(surface: flexibleSpacing, flexible: true) }
        open class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(surface: fixedSpacing, flexible: false) }
    }

    /// `NSCollectionLayoutEdgeSpacing`: `+spacingForLeading:top:trailing:bottom:` (each nullable) and its four properties.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor open class NSCollectionLayoutEdgeSpacing: NSObject {
        public let leading: NSCollectionLayoutSpacing?
        public let top: NSCollectionLayoutSpacing?
        public let trailing: NSCollectionLayoutSpacing?
        public let bottom: NSCollectionLayoutSpacing?
        public init(
            leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
        ) {
            (self.leading, self.top, self.trailing, self.bottom) = (leading, top, trailing, bottom)
        }
    }

    /// `NSCollectionLayoutAnchor`: `+layoutAnchorWithEdges:`, `…absoluteOffset:`, `…fractionalOffset:`;
    /// `edges`, `offset`, `isAbsoluteOffset`, `isFractionalOffset`.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor open class NSCollectionLayoutAnchor: NSObject {
        public let edges: NSDirectionalRectEdge
        public let offset: CGPoint
        public let isFractionalOffset: Bool
        public var isAbsoluteOffset: Bool { !isFractionalOffset }
        public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, absoluteOffset: .zero) }
        public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { (self.edges, offset, isFractionalOffset) = (edges, absoluteOffset, false) }
        public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) { (self.edges, offset, isFractionalOffset) = (edges, fractionalOffset, true) }
    }

    /// `NSCollectionLayoutItem`: `+itemWithLayoutSize:`, `+itemWithLayoutSize:supplementaryItems:`,
    /// `contentInsets` (NSDirectionalEdgeInsets), `edgeSpacing` (nullable), `layoutSize`, `supplementaryItems`.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor open class NSCollectionLayoutItem: NSObject {
        open var contentInsets = NSDirectionalEdgeInsets.zero
        open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
        public let layoutSize: NSCollectionLayoutSize
        open private(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]
        public convenience init(layoutSize: NSCollectionLayoutSize) { self.init(layoutSize: layoutSize, supplementaryItems: []) }
        public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
            (self.layoutSize, self.supplementaryItems) = (layoutSize, supplementaryItems)
        }
    }

    /// `NSCollectionLayoutSupplementaryItem : NSCollectionLayoutItem`:
    /// `+supplementaryItemWithLayoutSize:elementKind:containerAnchor:`, `elementKind`,
    /// `@property(nonatomic,readonly) NSCollectionLayoutAnchor *containerAnchor;` (not nullable).
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
        public let elementKind: String
        public let containerAnchor: NSCollectionLayoutAnchor
        public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
            (self.elementKind, self.containerAnchor) = (elementKind, containerAnchor)
            super.init(layoutSize: layoutSize, supplementaryItems: [])
        }
        init(surfaceBoundary layoutSize: NSCollectionLayoutSize, elementKind: String) {
            // A boundary item is placed by its alignment; its container anchor is not transcribed.
            (self.elementKind, containerAnchor) = (elementKind, NSCollectionLayoutAnchor(edges: []))
            super.init(layoutSize: layoutSize, supplementaryItems: [])
        }
    }

    /// `NSCollectionLayoutBoundarySupplementaryItem : NSCollectionLayoutSupplementaryItem`:
    /// `+boundarySupplementaryItemWithLayoutSize:elementKind:alignment:absoluteOffset:`,
    /// `extendsBoundary` (default YES), `pinToVisibleBounds` (default NO), `alignment`, `offset`.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
        open var extendsBoundary = true
        open var pinToVisibleBounds = false
        public let alignment: NSRectAlignment
        public let offset: CGPoint
        public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
            (self.alignment, offset) = (alignment, absoluteOffset)
            super.init(surfaceBoundary: layoutSize, elementKind: elementKind)
        }
    }

    /// `NSCollectionLayoutDecorationItem : NSCollectionLayoutItem`: `+backgroundDecorationItemWithElementKind:`
    /// (Swift `background(elementKind:)`), `elementKind`; `contentInsets` from the item.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
        public let elementKind: String
        @_spi(Surface) public required init(surfaceKind elementKind: String) {
            self.elementKind = elementKind
            super.init(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), supplementaryItems: [])
        }
        open class func background(elementKind: String) -> Self { Self(surfaceKind: elementKind) }
    }

    /// `NSCollectionLayoutGroup : NSCollectionLayoutItem`: `horizontal(layoutSize:subitems:)`,
    /// `horizontal(layoutSize:subitem:count:)`, the vertical twins, `horizontal(layoutSize:repeatingSubitem:count:)`
    /// and `vertical(layoutSize:repeatingSubitem:count:)` (iOS 16); `interItemSpacing` (nullable), `subitems`.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
        open var interItemSpacing: NSCollectionLayoutSpacing?
        public let subitems: [NSCollectionLayoutItem]
        /// surface: `horizontal subitems`, `vertical subitem count 4`, `horizontal repeatingSubitem count 3`.
        @_spi(Surface) public let surfaceArrangement: String

        @_spi(Surface) public required init(surface layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], arrangement: String) {
            (self.subitems, surfaceArrangement) = (subitems, arrangement)
            super.init(layoutSize: layoutSize, supplementaryItems: [])
        }
        open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
            Self(surface: layoutSize, subitems: subitems, arrangement: "horizontal subitems")
        }
        open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
            Self(surface: layoutSize, subitems: subitems, arrangement: "vertical subitems")
        }
        open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
            Self(surface: layoutSize, subitems: [subitem], arrangement: "horizontal subitem count \(count)")
        }
        open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
            Self(surface: layoutSize, subitems: [subitem], arrangement: "vertical subitem count \(count)")
        }
        @available(iOS 16.0, tvOS 16.0, *)
        open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
            Self(surface: layoutSize, subitems: [subitem], arrangement: "horizontal repeatingSubitem count \(count)")
        }
        @available(iOS 16.0, tvOS 16.0, *)
        open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
            Self(surface: layoutSize, subitems: [subitem], arrangement: "vertical repeatingSubitem count \(count)")
        }
    }

    /// `NSCollectionLayoutContainer`: `contentSize`, `effectiveContentSize`, `contentInsets`, `effectiveContentInsets`.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor public protocol NSCollectionLayoutContainer: NSObjectProtocol {
        var contentSize: CGSize { get }
        var effectiveContentSize: CGSize { get }
        var contentInsets: NSDirectionalEdgeInsets { get }
        var effectiveContentInsets: NSDirectionalEdgeInsets { get }
    }

    /// `NSCollectionLayoutEnvironment`: `container`, `traitCollection`.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
        var container: any NSCollectionLayoutContainer { get }
        var traitCollection: UITraitCollection { get }
    }

    /// `UICollectionLayoutListConfiguration` (the Swift overlay's struct, iOS 14):
    /// `init(appearance:)`, `appearance`, `headerMode`, `footerMode`, and its `Appearance`
    /// (`plain`, `grouped`, `insetGrouped`, `sidebar`, `sidebarPlain`), `HeaderMode` (`none`,
    /// `supplementary`, `firstItemInSection`) and `FooterMode` (`none`, `supplementary`), as
    /// UICollectionLayoutList.h's `UICollectionLayoutListAppearance`, `…HeaderMode`, `…FooterMode`.
    /// The overlay's nested enums are Swift enums without raw values.
    @available(iOS 14.0, tvOS 14.0, *)
    public struct UICollectionLayoutListConfiguration: Sendable {
        public enum Appearance: Sendable {
            case plain, grouped
            @available(tvOS, unavailable) case insetGrouped
            @available(tvOS, unavailable) case sidebar
            @available(tvOS, unavailable) case sidebarPlain
        }
        public enum HeaderMode: Sendable { case none, supplementary, firstItemInSection }
        public enum FooterMode: Sendable { case none, supplementary }
        public let appearance: Appearance
        public var headerMode = HeaderMode.none
        public var footerMode = FooterMode.none
        public init(appearance: Appearance) { self.appearance = appearance }
    }

    /// `NSCollectionLayoutSection`: `+sectionWithGroup:` (Swift `init(group:)`), `contentInsets`,
    /// `interGroupSpacing`, `contentInsetsReference` (iOS 14), `orthogonalScrollingBehavior`,
    /// `boundarySupplementaryItems`, `supplementariesFollowContentInsets`, `decorationItems`; and
    /// `list(using:layoutEnvironment:)` (iOS 14).
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor open class NSCollectionLayoutSection: NSObject {
        open var contentInsets = NSDirectionalEdgeInsets.zero
        open var interGroupSpacing: CGFloat = 0
        @available(iOS 14.0, tvOS 14.0, *)
        open var contentInsetsReference: UIContentInsetsReference {
            get { UIContentInsetsReference(rawValue: surfaceReference) ?? .automatic }
            set { surfaceReference = newValue.rawValue }
        }
        open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
        open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
        open var supplementariesFollowContentInsets = true
        open var decorationItems: [NSCollectionLayoutDecorationItem] = []
        /// surface: the group it was made of (UIKit keeps it but has no property for it).
        @_spi(Surface) public let surfaceGroup: NSCollectionLayoutGroup?
        /// The reference's raw value (a stored property cannot have an availability newer than its class).
        private var surfaceReference = 0
        private var surfaceListStorage: Any?

        /// surface: the list configuration a list section was made of.
        @available(iOS 14.0, tvOS 14.0, *)
        @_spi(Surface) public var surfaceList: UICollectionLayoutListConfiguration? { surfaceListStorage as? UICollectionLayoutListConfiguration }

        public init(group: NSCollectionLayoutGroup) { surfaceGroup = group }
        private init(surfaceListStorage: Any) { (surfaceGroup, self.surfaceListStorage) = (nil, surfaceListStorage) }

        @available(iOS 14.0, tvOS 14.0, *)
        public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment)
            -> NSCollectionLayoutSection
        {
            NSCollectionLayoutSection(surfaceListStorage: configuration)
        }
    }

    /// `UICollectionViewCompositionalLayoutConfiguration`: `interSectionSpacing` (default 0),
    /// `contentInsetsReference` (iOS 14, default `.safeArea`).
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
        open var interSectionSpacing: CGFloat = 0
        @available(iOS 14.0, tvOS 14.0, *)
        open var contentInsetsReference: UIContentInsetsReference {
            get { UIContentInsetsReference(rawValue: surfaceReference) ?? .safeArea }
            set { surfaceReference = newValue.rawValue }
        }
        private var surfaceReference = 2  // UIContentInsetsReferenceSafeArea, the header's default
        override public init() {}
    }

    /// `typedef NSCollectionLayoutSection * _Nullable (^UICollectionViewCompositionalLayoutSectionProvider)(NSInteger section, id<NSCollectionLayoutEnvironment>);`
    @available(iOS 13.0, tvOS 13.0, *)
    public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    /// `UICollectionViewCompositionalLayout : UICollectionViewLayout`:
    /// `-initWithSectionProvider:configuration:`, `configuration`.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
        open var configuration: UICollectionViewCompositionalLayoutConfiguration
        /// surface: the provider, as UIKit keeps it.
        @_spi(Surface) public let surfaceProvider: UICollectionViewCompositionalLayoutSectionProvider
        public init(
            sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration
        ) {
            (surfaceProvider, self.configuration) = (sectionProvider, configuration)
        }
    }
#endif
