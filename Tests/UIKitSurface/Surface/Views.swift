// The subset of UIKit's views, traits and collection-view classes the bridge uses (see
// Geometry.swift for where the spellings come from). UIKit's classes are `@MainActor`
// (NS_SWIFT_UI_ACTOR in the iOS 15+ headers), so they are here too, and the bridge's code is
// checked against the same isolation.
//
// Members marked "surface:" are not UIKit's: they let a test give a view what UIKit would have
// given it on a device (its window, safe area and traits), and no bridge file may use them
// (`UIKitSurfaceTests.theBridgeUsesNoSurfaceHook` reads the bridge's files to make sure).
#if !canImport(UIKit)
    import Foundation

    /// UITraitCollection.h: `@property (nonatomic, readonly) CGFloat displayScale;`,
    /// `@property (nonatomic, readonly) UIUserInterfaceIdiom userInterfaceIdiom;`,
    /// `@property (nonatomic, copy, readonly) UIContentSizeCategory preferredContentSizeCategory` (iOS 10).
    @MainActor open class UITraitCollection: NSObject {
        open private(set) var displayScale: CGFloat
        open private(set) var userInterfaceIdiom: UIUserInterfaceIdiom
        open private(set) var preferredContentSizeCategory: UIContentSizeCategory

        /// surface: the traits a device would give.
        public init(surfaceScale: CGFloat, idiom: UIUserInterfaceIdiom, category: UIContentSizeCategory) {
            (displayScale, userInterfaceIdiom, preferredContentSizeCategory) = (surfaceScale, idiom, category)
        }
    }

    /// UIScreen.h: `@property(nonatomic,readonly) CGRect bounds;`, `@property(nonatomic,readonly) CGFloat scale;`.
    @MainActor open class UIScreen: NSObject {
        open private(set) var bounds: CGRect
        open private(set) var scale: CGFloat

        /// surface: a screen of these bounds and scale.
        public init(surfaceBounds: CGRect, scale: CGFloat) {
            (bounds, self.scale) = (surfaceBounds, scale)
        }
    }

    /// UIView.h: `- (instancetype)initWithFrame:(CGRect)frame;`, `@property(nonatomic) CGRect bounds;`,
    /// `@property(nullable, nonatomic,readonly) UIWindow *window;`,
    /// `@property (nonatomic,readonly) UIEdgeInsets safeAreaInsets` (iOS 11); UITraitCollection.h's
    /// `UITraitEnvironment`: `@property (nonatomic, readonly) UITraitCollection *traitCollection;`.
    @MainActor open class UIView: NSObject {
        open var bounds: CGRect
        open var window: UIWindow? { surfaceWindow }
        open var safeAreaInsets: UIEdgeInsets { surfaceSafeAreaInsets }
        open var traitCollection: UITraitCollection {
            surfaceTraits ?? UITraitCollection(surfaceScale: 1, idiom: .unspecified, category: .unspecified)
        }

        /// surface: what UIKit would report.
        public var surfaceWindow: UIWindow?
        /// surface: what UIKit would report.
        public var surfaceSafeAreaInsets = UIEdgeInsets.zero
        /// surface: what UIKit would report.
        public var surfaceTraits: UITraitCollection?

        public init(frame: CGRect) {
            bounds = CGRect(origin: .zero, size: frame.size)
        }
    }

    /// UIWindow.h: `@property(nonatomic,strong) UIScreen *screen;`.
    @MainActor open class UIWindow: UIView {
        open var screen: UIScreen

        /// surface: a window on `screen`, as large as it.
        public init(surfaceScreen: UIScreen) {
            screen = surfaceScreen
            super.init(frame: surfaceScreen.bounds)
        }
    }

    /// UIScrollView.h: `@property(nonatomic) UIEdgeInsets contentInset;`,
    /// `@property(nonatomic, readonly) UIEdgeInsets adjustedContentInset` (iOS 11: "When
    /// contentInsetAdjustmentBehavior allows, UIScrollView may incorporate its safeAreaInsets into
    /// the adjustedContentInset"; here it always does, as `.always` would).
    @MainActor open class UIScrollView: UIView {
        open var contentInset = UIEdgeInsets.zero
        open var adjustedContentInset: UIEdgeInsets {
            let safe = safeAreaInsets
            return UIEdgeInsets(
                top: contentInset.top + safe.top, left: contentInset.left + safe.left, bottom: contentInset.bottom + safe.bottom,
                right: contentInset.right + safe.right)
        }
    }

    /// UICollectionViewCell.h: `@interface UICollectionReusableView : UIView`,
    /// `@property (nonatomic, readonly, copy, nullable) NSString *reuseIdentifier;`.
    @MainActor open class UICollectionReusableView: UIView {
        open internal(set) var reuseIdentifier: String?
    }

    /// UICollectionViewCell.h: `@interface UICollectionViewCell : UICollectionReusableView`.
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
    @MainActor open class UICollectionViewLayout: NSObject {
        override public init() {}
        open var collectionViewContentSize: CGSize { .zero }
        open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
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
        public private(set) var surfaceDequeued: [String] = []

        open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
            surfaceDequeued.append("\(identifier) @ \(indexPath.section).\(indexPath.item)")
            let cell = UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }

        open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath)
            -> UICollectionReusableView
        {
            surfaceDequeued.append("\(elementKind) \(identifier) @ \(indexPath.section).\(indexPath.item)")
            let view = UICollectionReusableView(frame: .zero)
            view.reuseIdentifier = identifier
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
    @MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
        func numberOfSections(in collectionView: UICollectionView) -> Int
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
            -> UICollectionReusableView
    }

    /// UICollectionView.h: `@protocol UICollectionViewDelegate <UIScrollViewDelegate>` (every method optional).
    @MainActor public protocol UICollectionViewDelegate: NSObjectProtocol {}

    /// UICollectionViewFlowLayout.h: `@protocol UICollectionViewDelegateFlowLayout <UICollectionViewDelegate>`,
    /// optional `sizeForItemAtIndexPath:` (CGSize), `insetForSectionAtIndex:` (UIEdgeInsets),
    /// `minimumLineSpacingForSectionAtIndex:`, `minimumInteritemSpacingForSectionAtIndex:` (CGFloat),
    /// `referenceSizeForHeaderInSection:`, `referenceSizeForFooterInSection:` (CGSize), each after
    /// `collectionView:layout:` (Swift: `collectionView(_:layout:sizeForItemAt:)` …). Requirements
    /// here for the reason above.
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
