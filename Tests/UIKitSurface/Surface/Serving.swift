// What an app's collection view is served with: registration, batch updates, the flow layout and
// nibs (see Geometry.swift for where the spellings and availabilities come from). Read from the
// iOS 14.5 headers (MacOSX11.3.sdk/System/iOSSupport/…/UIKit.framework/Headers): UICollectionView.h
// (the `registerClass:`/`registerNib:` methods, `reloadData`, `insertSections:`, `deleteSections:`,
// `reloadSections:`, `moveSection:toSection:`, `performBatchUpdates:completion:`, none with an
// availability of its own, so iOS 6.0 with their class), UICollectionViewLayout.h
// (`registerClass:forDecorationViewOfKind:`, `registerNib:forDecorationViewOfKind:`),
// UICollectionViewFlowLayout.h (`UIKIT_EXTERN API_AVAILABLE(ios(6.0)) @interface
// UICollectionViewFlowLayout : UICollectionViewLayout`, `minimumLineSpacing`,
// `minimumInteritemSpacing`, `itemSize`, `scrollDirection` "default is
// UICollectionViewScrollDirectionVertical", `sectionInset`) and UINib.h (`NS_CLASS_AVAILABLE_IOS(4_0)
// @interface UINib : NSObject`, `+ (UINib *)nibWithNibName:(NSString *)name bundle:(nullable
// NSBundle *)bundleOrNil;`, Swift `UINib(nibName:bundle:)`). `UICollectionView.ScrollDirection`
// (`.vertical`, `.horizontal`) is Apple's documentation of the Swift interface.
//
// UIKit raises NSInternalInconsistencyException when asked to dequeue an identifier nothing was
// registered for; the surface records such a dequeue instead (`surfaceUnregisteredDequeues`), so
// a test can hold the bridge to never making one.
#if (!canImport(UIKit) || UIKIT_STAND_IN) && !os(watchOS)
    import Foundation

    /// UINib.h: a nib by name (`UINib(nibName:bundle:)`).
    @available(iOS 4.0, *)
    @MainActor open class UINib: NSObject {
        /// surface: the name it was made with.
        @_spi(Surface) public let surfaceName: String

        public init(nibName name: String, bundle bundleOrNil: Bundle?) {
            surfaceName = name
        }
    }

    extension UICollectionView {
        /// UICollectionView.h: `typedef NS_ENUM(NSInteger, UICollectionViewScrollDirection) { Vertical, Horizontal }`.
        public enum ScrollDirection: Int, Sendable {
            case vertical, horizontal
        }
    }

    /// UICollectionViewFlowLayout.h, the properties the bridge sets.
    @available(iOS 6.0, *)
    @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
        // The header gives no default but the scroll direction's; the bridge sets every one it uses.
        open var minimumLineSpacing: CGFloat = 0
        open var minimumInteritemSpacing: CGFloat = 0
        open var itemSize = CGSize.zero
        open var scrollDirection = UICollectionView.ScrollDirection.vertical
        open var sectionInset = UIEdgeInsets.zero
    }
#endif
