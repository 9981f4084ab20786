// The inner collection view of an embedded row (MCCS `EmbedCollectionViewCell`), served from the
// model's `EmbeddedCollection` as `NestedCollectionLayout` lays it out.
#if (canImport(UIKit) && !os(watchOS)) || UIKIT_SURFACE
    #if canImport(UIKit)
        import UIKit
    #endif
    import Foundation
    import LayoutModel

    /// A cell that holds a horizontally scrolling collection view: adopt it, and
    /// `SubControllerDataSource` serves the inner view of every cell whose model is `Cell.embedded`.
    /// The cell places the inner view by `EmbeddedCollection.margins` (its frame is the cell's
    /// bounds less them, as the model lays it out); give it a `UICollectionViewFlowLayout`.
    @MainActor public protocol EmbeddedCollectionCell: UICollectionViewCell {
        /// The inner collection view.
        var embeddedCollectionView: UICollectionView { get }
    }

    /// Serves one inner collection view: one section of `EmbeddedCollection.items`, each dequeued
    /// by its `type` as registered in the owner's `ReusableViews.cells`, each `size` as its item
    /// size; its flow layout horizontal, its `minimumLineSpacing` (between columns),
    /// `minimumInteritemSpacing` and `sectionInset`, and the collection view's `contentInset`,
    /// all the model's. What `NestedCollectionLayout` lays out is what the inner view is told.
    @MainActor public final class EmbeddedCollectionSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        /// What it serves.
        public private(set) var collection = EmbeddedCollection(items: [])
        private weak var owner: SubControllerDataSource?
        private var label = ""

        init(owner: SubControllerDataSource) {
            self.owner = owner
        }

        /// Serves `collection` in `collectionView` (registering the owner's cells the first time).
        func serve(_ collection: EmbeddedCollection, in collectionView: UICollectionView, label: String) {
            self.collection = collection
            self.label = label
            if collectionView.dataSource !== self {
                owner?.views.registerCells(on: collectionView)
                collectionView.dataSource = self
                collectionView.delegate = self
            }
            if let flow = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
                flow.scrollDirection = .horizontal
                flow.minimumLineSpacing = CGFloat(collection.minimumLineSpacing)
                flow.minimumInteritemSpacing = CGFloat(collection.minimumInteritemSpacing)
                flow.sectionInset = SubControllerDataSource.uiInsets(collection.sectionInset)
            } else {
                owner?.report(
                    "\(label): the embedded collection view's layout is not a UICollectionViewFlowLayout, which the model lays out; its spacings are not set")
            }
            collectionView.contentInset = SubControllerDataSource.uiInsets(collection.contentInset)
            collectionView.reloadData()
        }

        public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

        public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            section == 0 ? collection.items.count : 0
        }

        public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            guard indexPath.section == 0, collection.items.indices.contains(indexPath.item) else { return unserved(collectionView, at: indexPath, "") }
            let item = collection.items[indexPath.item]
            guard owner?.views.cells[item.type] != nil else {
                return unserved(
                    collectionView, at: indexPath,
                    "\(label) embeds the cell type \"\(item.type)\", which the app registered no view for; a plain cell stands in")
            }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: item.type, for: indexPath)
            owner?.configureEmbeddedCell(cell, item, indexPath)
            return cell
        }

        /// An embedded collection has no headers or footers; a layout that asks gets a plain view.
        public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
            -> UICollectionReusableView
        {
            owner?.report("\(label): the embedded collection's layout asked for a supplementary view of kind \"\(kind)\"; a plain view stands in")
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: SubControllerDataSource.unservedIdentifier)
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: SubControllerDataSource.unservedIdentifier, for: indexPath)
        }

        private func unserved(_ collectionView: UICollectionView, at indexPath: IndexPath, _ problem: String) -> UICollectionViewCell {
            if !problem.isEmpty { owner?.report(problem) }
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: SubControllerDataSource.unservedIdentifier)
            return collectionView.dequeueReusableCell(withReuseIdentifier: SubControllerDataSource.unservedIdentifier, for: indexPath)
        }

        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            guard collection.items.indices.contains(indexPath.item) else { return .zero }
            return SubControllerDataSource.cgSize(collection.items[indexPath.item].size)
        }

        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
        ) -> UIEdgeInsets {
            SubControllerDataSource.uiInsets(collection.sectionInset)
        }

        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat {
            CGFloat(collection.minimumLineSpacing)
        }

        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat {
            CGFloat(collection.minimumInteritemSpacing)
        }

        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
        ) -> CGSize { .zero }

        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
        ) -> CGSize { .zero }
    }
#endif
