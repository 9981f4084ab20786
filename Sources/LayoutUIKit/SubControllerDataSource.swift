// A collection view served from an app's sub-controllers: the same `SubController` values the
// snapshot tests lay out answer UIKit's data source and flow-layout delegate questions.
#if (canImport(UIKit) && !os(watchOS)) || UIKIT_SURFACE
    #if canImport(UIKit)
        import UIKit
    #endif
    import Foundation
    import LayoutModel

    /// Serves a `UICollectionView` from `[any SubController]`, one section each, in order: the
    /// counts, the cells (dequeued by `Cell.type` as the reuse identifier, then handed to
    /// `configureCell`), headers and footers (dequeued by their element kind), and every
    /// `UICollectionViewDelegateFlowLayout` answer: `sizeForItem`, `inset`, `minimumLineSpacing`,
    /// `minimumInteritemSpacing`, `sizeForHeader` and `sizeForFooter` (`.zero` when nil), each asked
    /// in `CollectionContext(collectionView:device:)`, the context the snapshot tests use.
    /// `compositionalLayout(options:)` gives the same sub-controllers' sections to a compositional
    /// layout instead.
    ///
    ///     let source = SubControllerDataSource(subControllers: [BannerSC(), GoodsSC(goods)])
    ///     source.configureCell = { cell, model, _ in (cell as? Configurable)?.show(model) }
    ///     source.attach(to: collectionView)   // its dataSource and delegate
    @MainActor public final class SubControllerDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        /// The sections, top to bottom.
        public var subControllers: [any SubController]
        /// The device the specs are asked on; `nil`: the one the collection view is shown on (`Device.of`).
        public var device: Device?
        /// Fills a dequeued cell with what its sub-controller described.
        public var configureCell: (UICollectionViewCell, Cell, IndexPath) -> Void = { _, _, _ in }
        /// Fills a dequeued header or footer (its kind is `UICollectionView.elementKindSectionHeader` or `…Footer`).
        public var configureSupplementary: (UICollectionReusableView, String, IndexPath) -> Void = { _, _, _ in }
        /// The collection view `attach(to:)` was given: the one compositional sections are asked for.
        public private(set) weak var collectionView: UICollectionView?

        /// A data source for these sub-controllers.
        public init(subControllers: [any SubController], device: Device? = nil) {
            self.subControllers = subControllers
            self.device = device
        }

        /// Makes this the collection view's data source and delegate (UIKit holds both weakly:
        /// keep this object alive as long as the collection view).
        public func attach(to collectionView: UICollectionView) {
            collectionView.dataSource = self
            collectionView.delegate = self
            self.collectionView = collectionView
        }

        /// The context the specs are asked in for `collectionView`.
        public func context(for collectionView: UICollectionView) -> CollectionContext {
            CollectionContext(collectionView: collectionView, device: device)
        }

        private func subController(_ section: Int) -> (any SubController)? {
            subControllers.indices.contains(section) ? subControllers[section] : nil
        }

        // MARK: UICollectionViewDataSource

        public func numberOfSections(in collectionView: UICollectionView) -> Int {
            subControllers.count
        }

        public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            Swift.max(0, subController(section)?.numberOfItems ?? 0)
        }

        public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let model = subController(indexPath.section)?.cellForItem(at: indexPath.item) ?? Cell("UICollectionViewCell")
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: model.type, for: indexPath)
            configureCell(cell, model, indexPath)
            return cell
        }

        public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
            -> UICollectionReusableView
        {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            configureSupplementary(view, kind, indexPath)
            return view
        }

        // MARK: UICollectionViewDelegateFlowLayout

        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            guard let spec = subController(indexPath.section) else { return .zero }
            return Self.cgSize(spec.sizeForItem(at: indexPath.item, in: context(for: collectionView)))
        }

        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
        ) -> UIEdgeInsets {
            let inset = subController(section)?.inset ?? .zero
            return UIEdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
        }

        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat {
            CGFloat(subController(section)?.minimumLineSpacing ?? 0)
        }

        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat {
            CGFloat(subController(section)?.minimumInteritemSpacing ?? 0)
        }

        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
        ) -> CGSize {
            Self.cgSize(subController(section)?.sizeForHeader(in: context(for: collectionView)) ?? .zero)
        }

        public func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
        ) -> CGSize {
            Self.cgSize(subController(section)?.sizeForFooter(in: context(for: collectionView)) ?? .zero)
        }

        static func cgSize(_ size: Size) -> CGSize {
            CGSize(width: size.width, height: size.height)
        }
    }
#endif
