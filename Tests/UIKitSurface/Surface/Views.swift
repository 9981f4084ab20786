// The subset of UIKit's views, traits and collection-view classes the bridge uses (see
// Geometry.swift for where the spellings and availabilities come from). UIKit's view classes are
// `@MainActor` (NS_SWIFT_UI_ACTOR in the iOS 15+ headers), so they are here too, and the bridge's
// code is checked against the same isolation; `UITraitCollection` is not (Apple's documentation of
// it: `class UITraitCollection`, conforming to `Sendable`). Availability as the headers give it
// (UIView, UIWindow, UIScrollView iOS 2.0; UITraitCollection iOS 8.0; the collection view's
// classes and protocols iOS 6.0; their tvOS availability unversioned, tvOS's first release);
// members newer than their class carry their own.
//
// Members marked "surface:" are not UIKit's: they let a test give a view what UIKit would have
// given it on a device (its window, safe area and traits). They are `@_spi(Surface)`, so a bridge
// file that uses one fails `scripts/check-apple-targets.py`.
#if (!canImport(UIKit) || UIKIT_STAND_IN) && !os(watchOS)
    import Foundation

    /// UITraitCollection.h: `@property (nonatomic, readonly) CGFloat displayScale;`,
    /// `@property (nonatomic, readonly) UIUserInterfaceIdiom userInterfaceIdiom;`,
    /// `@property (nonatomic, copy, readonly) UIContentSizeCategory preferredContentSizeCategory` (iOS 10).
    /// Apple's documentation: iOS 8.0+, tvOS, visionOS 1.0+, `Sendable`, not main-actor isolated.
    @available(iOS 8.0, *)
    open class UITraitCollection: NSObject, @unchecked Sendable {
        public let displayScale: CGFloat
        public let userInterfaceIdiom: UIUserInterfaceIdiom
        public let preferredContentSizeCategory: UIContentSizeCategory

        /// surface: the traits a device would give.
        @_spi(Surface) public init(surfaceScale: CGFloat, idiom: UIUserInterfaceIdiom, category: UIContentSizeCategory) {
            (displayScale, userInterfaceIdiom, preferredContentSizeCategory) = (surfaceScale, idiom, category)
        }
    }

    /// UIScreen.h: `@property(nonatomic,readonly) CGRect bounds;`, `@property(nonatomic,readonly) CGFloat scale;`.
    /// Apple's documentation of `UIScreen`: iOS 2.0+, Mac Catalyst 13.1+, tvOS; no visionOS.
    @available(visionOS, unavailable)
    @MainActor open class UIScreen: NSObject {
        open private(set) var bounds: CGRect
        open private(set) var scale: CGFloat

        /// surface: a screen of these bounds and scale.
        @_spi(Surface) public init(surfaceBounds: CGRect, scale: CGFloat) {
            (bounds, self.scale) = (surfaceBounds, scale)
        }
    }

    /// UIView.h: `- (instancetype)initWithFrame:(CGRect)frame;`, `@property(nonatomic) CGRect bounds;`,
    /// `@property(nullable, nonatomic,readonly) UIWindow *window;`,
    /// `@property (nonatomic,readonly) UIEdgeInsets safeAreaInsets API_AVAILABLE(ios(11.0),tvos(11.0));`;
    /// UITraitCollection.h's `UITraitEnvironment`: `@property (nonatomic, readonly) UITraitCollection *traitCollection;`.
    @available(iOS 2.0, *)
    @MainActor open class UIView: NSObject {
        open var bounds: CGRect
        open var window: UIWindow? { surfaceWindow }
        @available(iOS 11.0, tvOS 11.0, *)
        open var safeAreaInsets: UIEdgeInsets { surfaceSafeAreaInsets }
        open var traitCollection: UITraitCollection {
            surfaceTraits ?? UITraitCollection(surfaceScale: 1, idiom: .unspecified, category: .unspecified)
        }

        /// surface: what UIKit would report.
        @_spi(Surface) public var surfaceWindow: UIWindow?
        /// surface: what UIKit would report.
        @_spi(Surface) public var surfaceSafeAreaInsets = UIEdgeInsets.zero
        /// surface: what UIKit would report.
        @_spi(Surface) public var surfaceTraits: UITraitCollection?

        public init(frame: CGRect) {
            bounds = CGRect(origin: .zero, size: frame.size)
        }
    }

    /// UIWindow.h: `@interface UIWindow : UIView`; `@property(nonatomic,strong) UIScreen *screen
    /// API_UNAVAILABLE(visionos);` (Apple's documentation of `UIWindow.screen`: no visionOS, as its `UIScreen`).
    @available(iOS 2.0, *)
    @MainActor open class UIWindow: UIView {
        private var surfaceScreen: AnyObject?

        @available(visionOS, unavailable)
        open var screen: UIScreen {
            get { surfaceScreen as? UIScreen ?? UIScreen(surfaceBounds: bounds, scale: 1) }
            set { surfaceScreen = newValue }
        }

        /// surface: a window on `screen`, as large as it.
        @available(visionOS, unavailable)
        @_spi(Surface) public init(surfaceScreen screen: UIScreen) {
            surfaceScreen = screen
            super.init(frame: screen.bounds)
        }

        /// surface: a window of this size (visionOS, where windows have no screen).
        @_spi(Surface) public init(surfaceFrame frame: CGRect) {
            super.init(frame: frame)
        }
    }

    /// UIScrollView.h: `@property(nonatomic) CGSize contentSize;`, `@property(nonatomic) UIEdgeInsets
    /// contentInset;`, `@property(nonatomic) BOOL alwaysBounceVertical;`, `… alwaysBounceHorizontal;`,
    /// `@property(nonatomic,readonly) UIEdgeInsets adjustedContentInset API_AVAILABLE(ios(11.0),tvos(11.0));`,
    /// `@property(nonatomic) UIScrollViewContentInsetAdjustmentBehavior contentInsetAdjustmentBehavior
    /// API_AVAILABLE(ios(11.0),tvos(11.0));` (default `.automatic`; Swift:
    /// `UIScrollView.ContentInsetAdjustmentBehavior`). What `adjustedContentInset` adds to
    /// `contentInset` follows the header's words for each behaviour (see `adjustsVertically`).
    @available(iOS 2.0, *)
    @MainActor open class UIScrollView: UIView {
        /// UIScrollView.h: `typedef NS_ENUM(NSInteger, UIScrollViewContentInsetAdjustmentBehavior)
        /// { Automatic, ScrollableAxes, Never, Always } API_AVAILABLE(ios(11.0),tvos(11.0));`.
        @available(iOS 11.0, tvOS 11.0, *)
        public enum ContentInsetAdjustmentBehavior: Int, Sendable {
            case automatic, scrollableAxes, never, always
        }

        open var contentSize = CGSize.zero
        open var contentInset = UIEdgeInsets.zero
        open var alwaysBounceVertical = false
        open var alwaysBounceHorizontal = false
        @available(iOS 11.0, tvOS 11.0, *)
        open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

        /// surface: whether a view controller with `automaticallyAdjustsScrollViewInsets` inside a
        /// navigation controller owns this scroll view (what `.automatic` adds the top and bottom for).
        @_spi(Surface) public var surfaceOwnedByControllerInNavigationController = false

        @available(iOS 11.0, tvOS 11.0, *)
        open var adjustedContentInset: UIEdgeInsets {
            let safe = safeAreaInsets
            let vertical = adjustsVertically, horizontal = adjustsHorizontally
            return UIEdgeInsets(
                top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
                bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0))
        }

        /// The header's words: `.always` "contentInset is always adjusted by the scroll view's
        /// safeAreaInsets"; `.never` "contentInset is not adjusted"; `.scrollableAxes` "Edges for
        /// scrollable axes are adjusted (i.e., contentSize.width/height > frame.size.width/height or
        /// alwaysBounceHorizontal/Vertical = YES)"; `.automatic` "Similar to .scrollableAxes, but
        /// for backward compatibility will also adjust the top & bottom contentInset when the scroll
        /// view is owned by a view controller with automaticallyAdjustsScrollViewInsets = YES inside
        /// a navigation controller, regardless of whether the scroll view is scrollable".
        private var adjustsVertically: Bool {
            let scrollable = contentSize.height > bounds.height || alwaysBounceVertical
            switch contentInsetAdjustmentBehavior {
            case .always: return true
            case .never: return false
            case .scrollableAxes: return scrollable
            case .automatic: return scrollable || surfaceOwnedByControllerInNavigationController
            }
        }

        private var adjustsHorizontally: Bool {
            switch contentInsetAdjustmentBehavior {
            case .always: return true
            case .never: return false
            case .scrollableAxes, .automatic: return contentSize.width > bounds.width || alwaysBounceHorizontal
            }
        }
    }

    /// UICollectionViewCell.h: `@interface UICollectionReusableView : UIView`,
    /// `@property (nonatomic, readonly, copy, nullable) NSString *reuseIdentifier;`.
    @available(iOS 6.0, *)
    @MainActor open class UICollectionReusableView: UIView {
        open var reuseIdentifier: String? { surfaceReuseIdentifier }
        /// surface: the identifier it was dequeued with.
        @_spi(Surface) public var surfaceReuseIdentifier: String?
    }

    /// UICollectionViewCell.h: `@interface UICollectionViewCell : UICollectionReusableView`.
    @available(iOS 6.0, *)
    @MainActor open class UICollectionViewCell: UICollectionReusableView {}

    /// UICollectionViewLayout.h: `@property (nonatomic, strong) NSIndexPath *indexPath;`,
    /// `@property (nonatomic) CGRect frame;`, `@property (nonatomic, readonly)
    /// UICollectionElementCategory representedElementCategory;`, `@property (nonatomic, readonly,
    /// nullable) NSString *representedElementKind; // nil when representedElementCategory is
    /// UICollectionElementCategoryCell`, and the factories `+layoutAttributesForCellWithIndexPath:`,
    /// `+layoutAttributesForSupplementaryViewOfKind:withIndexPath:`,
    /// `+layoutAttributesForDecorationViewOfKind:withIndexPath:` (Swift: `init(forCellWith:)`,
    /// `init(forSupplementaryViewOfKind:with:)`, `init(forDecorationViewOfKind:with:)`, Apple's
    /// documentation of `UICollectionViewLayoutAttributes`).
    @available(iOS 6.0, *)
    @MainActor open class UICollectionViewLayoutAttributes: NSObject {
        open var frame = CGRect.zero
        open var indexPath: IndexPath
        open private(set) var representedElementCategory: UICollectionView.ElementCategory
        open private(set) var representedElementKind: String?

        public init(forCellWith indexPath: IndexPath) {
            (self.indexPath, representedElementCategory, representedElementKind) = (indexPath, .cell, nil)
        }
        public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
            (self.indexPath, representedElementCategory, representedElementKind) = (indexPath, .supplementaryView, elementKind)
        }
        public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
            (self.indexPath, representedElementCategory, representedElementKind) = (indexPath, .decorationView, decorationViewKind)
        }
    }

    /// UICollectionViewLayout.h: an abstract class "provided … for subclassing"; `@property(nonatomic,
    /// readonly) CGSize collectionViewContentSize;`, `- (nullable NSArray<__kindof
    /// UICollectionViewLayoutAttributes *> *)layoutAttributesForElementsInRect:(CGRect)rect;`
    /// (Swift: `layoutAttributesForElements(in:)`). A test subclasses it, as an app's custom layout would.
    @available(iOS 6.0, *)
    @MainActor open class UICollectionViewLayout: NSObject {
        override public init() {}
        open var collectionViewContentSize: CGSize { .zero }
        open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

        /// surface: the decoration kinds registered, in order.
        @_spi(Surface) public private(set) var surfaceDecorations: [String] = []
        open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) { surfaceDecorations.append(elementKind) }
        open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) { surfaceDecorations.append(elementKind) }
    }

    /// UICollectionView.h: `- (instancetype)initWithFrame:(CGRect)frame collectionViewLayout:(UICollectionViewLayout *)layout`,
    /// `@property (nonatomic, strong) UICollectionViewLayout *collectionViewLayout;`,
    /// `- (__kindof UICollectionViewCell *)dequeueReusableCellWithReuseIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath;`,
    /// `- (__kindof UICollectionReusableView *)dequeueReusableSupplementaryViewOfKind:(NSString *)elementKind withReuseIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath;`
    /// `@property (nonatomic, weak, nullable) id <UICollectionViewDataSource> dataSource;`, its `delegate`
    /// (Swift: `dequeueReusableCell(withReuseIdentifier:for:)`,
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`); UICollectionViewLayout.h's
    /// `UICollectionElementKindSectionHeader`/`Footer` and `UICollectionElementCategory` (Swift:
    /// `UICollectionView.elementKindSectionHeader`, `.elementKindSectionFooter`,
    /// `UICollectionView.ElementCategory`, Apple's documentation of `UICollectionView`).
    @available(iOS 6.0, *)
    @MainActor open class UICollectionView: UIScrollView {
        public enum ElementCategory: UInt, Sendable {
            case cell, supplementaryView, decorationView
        }
        nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
        nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

        open var collectionViewLayout: UICollectionViewLayout
        /// `@property (nonatomic, weak, nullable) id <UICollectionViewDataSource> dataSource;`
        open weak var dataSource: (any UICollectionViewDataSource)?
        /// `@property (nonatomic, weak, nullable) id <UICollectionViewDelegate> delegate;`
        open weak var delegate: (any UICollectionViewDelegate)?

        public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
            collectionViewLayout = layout
            super.init(frame: frame)
        }

        /// surface: each dequeue, as `reuse identifier @ section.item` (kind first for supplementary views).
        @_spi(Surface) public private(set) var surfaceDequeued: [String] = []
        /// surface: what was registered: `cell ID` or `KIND ID`, by class or nib.
        @_spi(Surface) public private(set) var surfaceRegistered: Set<String> = []
        /// surface: what a dequeue of these cell identifiers makes (UIKit makes the registered
        /// class); a plain `UICollectionViewCell` otherwise.
        @_spi(Surface) public var surfaceCellFactories: [String: () -> UICollectionViewCell] = [:]
        /// surface: the dequeues of an identifier nothing was registered for (UIKit raises for each).
        @_spi(Surface) public private(set) var surfaceUnregisteredDequeues: [String] = []
        /// surface: each update, in order: `delete 1`, `insert 0`, `move 2 → 0`, `reload 1`, `batch {`, `}`, `reloadData`.
        @_spi(Surface) public private(set) var surfaceUpdates: [String] = []
        /// surface: the sections the data source reports after the last update (what UIKit checks
        /// against the sections before it, less the deletes, plus the inserts).
        @_spi(Surface) public private(set) var surfaceSectionCount = 0

        open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { surfaceRegistered.insert("cell \(identifier)") }
        open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) { surfaceRegistered.insert("cell \(identifier)") }
        open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
            surfaceRegistered.insert("\(elementKind) \(identifier)")
        }
        open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
            surfaceRegistered.insert("\(kind) \(identifier)")
        }

        open func reloadData() {
            surfaceUpdates.append("reloadData")
            surfaceSectionCount = dataSource?.numberOfSections(in: self) ?? 0
        }
        open func insertSections(_ sections: IndexSet) { surfaceUpdates += sections.map { "insert \($0)" } }
        open func deleteSections(_ sections: IndexSet) { surfaceUpdates += sections.map { "delete \($0)" } }
        open func reloadSections(_ sections: IndexSet) { surfaceUpdates += sections.map { "reload \($0)" } }
        open func moveSection(_ section: Int, toSection newSection: Int) { surfaceUpdates.append("move \(section) → \(newSection)") }

        /// Runs `updates`, then checks that the data source's sections are those before the batch
        /// less the deleted plus the inserted (UIKit raises when they are not), recording a mismatch.
        open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            let before = surfaceSectionCount
            surfaceUpdates.append("batch {")
            let start = surfaceUpdates.count
            updates?()
            let made = surfaceUpdates[start...]
            let inserted = made.filter { $0.hasPrefix("insert ") }.count, deleted = made.filter { $0.hasPrefix("delete ") }.count
            surfaceSectionCount = dataSource?.numberOfSections(in: self) ?? 0
            if surfaceSectionCount != before + inserted - deleted {
                surfaceUpdates.append("inconsistent: \(before) + \(inserted) − \(deleted) ≠ \(surfaceSectionCount)")
            }
            surfaceUpdates.append("}")
            completion?(true)
        }

        open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
            if !surfaceRegistered.contains("cell \(identifier)") { surfaceUnregisteredDequeues.append("cell \(identifier)") }
            surfaceDequeued.append("\(identifier) @ \(indexPath.section).\(indexPath.item)")
            let cell = surfaceCellFactories[identifier]?() ?? UICollectionViewCell(frame: .zero)
            cell.surfaceReuseIdentifier = identifier
            return cell
        }

        open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath)
            -> UICollectionReusableView
        {
            if !surfaceRegistered.contains("\(elementKind) \(identifier)") { surfaceUnregisteredDequeues.append("\(elementKind) \(identifier)") }
            surfaceDequeued.append("\(elementKind) \(identifier) @ \(indexPath.section).\(indexPath.item)")
            let view = UICollectionReusableView(frame: .zero)
            view.surfaceReuseIdentifier = identifier
            return view
        }
    }

    /// UICollectionView.h: `@protocol UICollectionViewDataSource <NSObject>`, required
    /// `- (NSInteger)collectionView:numberOfItemsInSection:` and `- (__kindof UICollectionViewCell
    /// *)collectionView:cellForItemAtIndexPath:`, optional `- (NSInteger)numberOfSectionsInCollectionView:`
    /// and `- (UICollectionReusableView *)collectionView:viewForSupplementaryElementOfKind:atIndexPath:`
    /// (Swift: `collectionView(_:numberOfItemsInSection:)`, `collectionView(_:cellForItemAt:)`,
    /// `numberOfSections(in:)`, `collectionView(_:viewForSupplementaryElementOfKind:at:)`). The
    /// optional ones are requirements here, so a misspelt one in the bridge (which UIKit would
    /// never call) fails to compile.
    @available(iOS 6.0, *)
    @MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
        func numberOfSections(in collectionView: UICollectionView) -> Int
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
            -> UICollectionReusableView
    }

    /// UICollectionView.h: `@protocol UICollectionViewDelegate <UIScrollViewDelegate>` (every method optional).
    @available(iOS 6.0, *)
    @MainActor public protocol UICollectionViewDelegate: NSObjectProtocol {}

    /// UICollectionViewFlowLayout.h: `@protocol UICollectionViewDelegateFlowLayout <UICollectionViewDelegate>`,
    /// optional `sizeForItemAtIndexPath:` (CGSize), `insetForSectionAtIndex:` (UIEdgeInsets),
    /// `minimumLineSpacingForSectionAtIndex:`, `minimumInteritemSpacingForSectionAtIndex:` (CGFloat),
    /// `referenceSizeForHeaderInSection:`, `referenceSizeForFooterInSection:` (CGSize), each after
    /// `collectionView:layout:` (Swift: `collectionView(_:layout:sizeForItemAt:)` …). Requirements
    /// here for the reason above.
    @available(iOS 6.0, *)
    @MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath)
            -> CGSize
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int)
            -> UIEdgeInsets
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
        ) -> CGSize
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
        ) -> CGSize
    }
#endif
