// The app's side: built only where UIKit exists (an iOS app target links ShopSpecs and this).
#if canImport(UIKit)
    import LayoutModel
    import ShopSpecs
    import UIKit

    /// Answers the collection view with the spec's numbers, so the app and the snapshot tests
    /// cannot drift: one sizing code, two callers.
    final class ShopLayoutDelegate: NSObject, UICollectionViewDelegateFlowLayout {
        var specs: [any SubController]

        init(specs: [any SubController]) {
            self.specs = specs
        }

        private func context(_ collectionView: UICollectionView) -> CollectionContext {
            let size = Size(width: Double(collectionView.bounds.width), height: Double(collectionView.bounds.height))
            let inset = collectionView.adjustedContentInset
            let inside = Size(
                width: size.width - Double(inset.left + inset.right), height: size.height - Double(inset.top + inset.bottom))
            return CollectionContext(containerSize: size, insetContainerSize: inside, device: .iPhone15)
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            let size = specs[indexPath.section].sizeForItem(at: indexPath.item, in: context(collectionView))
            return CGSize(width: size.width, height: size.height)
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
        ) -> UIEdgeInsets {
            let inset = specs[section].inset
            return UIEdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat {
            specs[section].minimumLineSpacing
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat {
            specs[section].minimumInteritemSpacing
        }
    }
#endif
