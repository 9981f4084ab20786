// For IGListKit users: a section controller that forwards every layout question to a
// `SubController`, so an IGListKit screen and its snapshot tests run one sizing code.
//
// IGListKit is not a dependency of this package, so this file is an example to copy into an app
// that links IGListKit and LayoutUIKit; nothing here builds it. The IGListKit members it uses are
// those of IGListSectionController.h (`NS_SWIFT_NAME(ListSectionController)`: `numberOfItems`,
// `sizeForItemAtIndex:`, `cellForItemAtIndex:`, `inset`, `minimumLineSpacing`,
// `minimumInteritemSpacing`, `collectionContext`) and IGListCollectionContext.h
// (`dequeueReusableCellOfClass:forSectionController:atIndex:`, Swift
// `dequeueReusableCell(of:for:at:)`).
#if canImport(UIKit) && canImport(IGListKit)
    import IGListKit
    import LayoutModel
    import LayoutUIKit
    import UIKit

    /// One IGListKit section, answered by `spec` in the context the snapshot tests use
    /// (`CollectionContext(collectionView:)`).
    final class SubControllerSectionController: ListSectionController {
        private let spec: any SubController
        private weak var collectionView: UICollectionView?
        /// The cell class for a `Cell.type` the spec names.
        private let cellClass: (Cell) -> AnyClass
        /// Fills a dequeued cell with what the spec described.
        private let configure: (UICollectionViewCell, Cell) -> Void

        init(
            spec: any SubController, collectionView: UICollectionView, cellClass: @escaping (Cell) -> AnyClass,
            configure: @escaping (UICollectionViewCell, Cell) -> Void
        ) {
            self.spec = spec
            self.collectionView = collectionView
            self.cellClass = cellClass
            self.configure = configure
            super.init()
            let inset = spec.inset
            self.inset = UIEdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
            minimumLineSpacing = spec.minimumLineSpacing
            minimumInteritemSpacing = spec.minimumInteritemSpacing
        }

        override func numberOfItems() -> Int {
            max(0, spec.numberOfItems)
        }

        override func sizeForItem(at index: Int) -> CGSize {
            guard let collectionView else { return .zero }
            let size = spec.sizeForItem(at: index, in: CollectionContext(collectionView: collectionView))
            return CGSize(width: size.width, height: size.height)
        }

        override func cellForItem(at index: Int) -> UICollectionViewCell {
            let model = spec.cellForItem(at: index)
            guard let cell = collectionContext?.dequeueReusableCell(of: cellClass(model), for: self, at: index) else {
                preconditionFailure("\(spec.name): no collection context to dequeue \(model.type) from")
            }
            configure(cell, model)
            return cell
        }
    }
#endif
