// A collection view served from an app's sub-controllers: the same `SubController` values the
// snapshot tests lay out answer UIKit's data source and flow-layout delegate questions.
#if (canImport(UIKit) && !os(watchOS)) || UIKIT_SURFACE
    #if canImport(UIKit)
        import UIKit
    #endif
    import Foundation
    import LayoutModel

    /// Serves a `UICollectionView` from `[any SubController]`, one section each, in order, as
    /// IGListKit's `ListAdapter` serves section controllers: it registers every view the specs
    /// name, answers the counts, cells, headers and footers and every
    /// `UICollectionViewDelegateFlowLayout` question (`sizeForItem`, `inset`, the spacings,
    /// `sizeForHeader` and `sizeForFooter`, `.zero` when nil) in `CollectionContext(collectionView:device:)`,
    /// the context the snapshot tests use, serves embedded collections from the same model, and
    /// applies a new list of sub-controllers as one batch of section updates (`SectionChanges`).
    ///
    /// - Registration (`attach(to:)`): each cell class or nib of `views.cells` under its cell type
    ///   name (`Cell.type`) as the reuse identifier; the header and footer under their element
    ///   kind; badges (`ItemSupplementary.kind`) under their kind; the section background on a
    ///   compositional layout (`makeLayout(for:)`). A cell type, header, footer or badge kind the
    ///   app gave nothing for is dequeued as a plain view registered for it, never as an
    ///   identifier UIKit does not know (which raises `NSInternalInconsistencyException`), and is
    ///   reported once (`reportProblem`: printed in a debug build).
    /// - Embedded collections (`Cell.embedded`): a cell whose class adopts `EmbeddedCollectionCell`
    ///   gets its inner collection view served by `EmbeddedCollectionSource`, its flow layout set
    ///   from the model (horizontal, the spacings and section inset), its content inset the
    ///   model's. The cell places the inner view by `EmbeddedCollection.margins` itself.
    ///
    ///     let source = SubControllerDataSource(
    ///         subControllers: [BannerSC(), GoodsSC(goods)],
    ///         views: ReusableViews(cells: ["BannerCell": .viewClass(BannerCell.self), "GoodsCell": .viewClass(GoodsCell.self)]))
    ///     source.configureCell = { cell, model, _ in (cell as? Configurable)?.show(model) }
    ///     source.attach(to: collectionView)   // registers; becomes its dataSource and delegate
    ///     source.apply([BannerSC(), PromoSC(), GoodsSC(goods)])   // one batch: insert 1
    @MainActor public final class SubControllerDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        /// The sections, top to bottom. Set it through `apply(_:completion:)` once attached, so
        /// that the collection view hears of the change.
        public private(set) var subControllers: [any SubController]
        /// The device the specs are asked on; `nil`: the one the collection view is shown on (`Device.of`).
        public var device: Device?
        /// The app's views, by the names the specs use.
        public let views: ReusableViews
        /// Fills a dequeued cell with what its sub-controller described.
        public var configureCell: (UICollectionViewCell, Cell, IndexPath) -> Void = { _, _, _ in }
        /// Fills a dequeued cell of an embedded collection (its item, its index path in the inner view).
        public var configureEmbeddedCell: (UICollectionViewCell, EmbeddedItem, IndexPath) -> Void = { _, _, _ in }
        /// Fills a dequeued header, footer or badge (its kind: `UICollectionView.elementKindSectionHeader`, `…Footer`, a badge's).
        public var configureSupplementary: (UICollectionReusableView, String, IndexPath) -> Void = { _, _, _ in }
        /// Told, once each, of what cannot be served as the app asked: a cell type, header, footer
        /// or badge kind without a registered view, an embedded collection in a cell that does not
        /// hold one. Prints in a debug build and does nothing in a release build by default.
        public var reportProblem: (String) -> Void = SubControllerDataSource.printInDebugBuilds
        /// The collection view `attach(to:)` was given: the one compositional sections are asked for.
        public private(set) weak var collectionView: UICollectionView?
        /// The inner collection views of embedded rows, by the index path of the cell that holds
        /// one, as last served: what `framesFile(device:)` records.
        public private(set) var embeddedCollectionViews: [IndexPath: UICollectionView] = [:]

        /// The reuse identifier of the plain views dequeued for what the app registered nothing for.
        public static let unservedIdentifier = "LayoutUIKit.unserved"

        private var reported: Set<String> = []
        private var embeddedSources: [ObjectIdentifier: EmbeddedCollectionSource] = [:]

        /// A data source for these sub-controllers and the app's views.
        public init(subControllers: [any SubController], views: ReusableViews = ReusableViews(), device: Device? = nil) {
            self.subControllers = subControllers
            self.views = views
            self.device = device
        }

        /// Registers the app's views (and the plain views that stand in for what it did not
        /// give) on `collectionView` and makes this its data source and delegate (UIKit holds both
        /// weakly: keep this object alive as long as the collection view).
        public func attach(to collectionView: UICollectionView) {
            views.registerCells(on: collectionView)
            for (kind, view) in views.supplementaryViews { view.register(on: collectionView, kind: kind) }
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.unservedIdentifier)
            }
            collectionView.dataSource = self
            collectionView.delegate = self
            self.collectionView = collectionView
            collectionView.reloadData()
        }

        /// Makes `subControllers` the sections, telling the attached collection view in one
        /// `performBatchUpdates` the sections deleted, inserted, moved and reloaded (`SectionChanges`).
        /// Before `attach(to:)`, only the list changes.
        public func apply(_ subControllers: [any SubController], completion: ((Bool) -> Void)? = nil) {
            guard let collectionView else {
                self.subControllers = subControllers
                completion?(true)
                return
            }
            let changes = SectionChanges(from: self.subControllers, to: subControllers)
            embeddedCollectionViews = [:]
            collectionView.performBatchUpdates(
                {
                    self.subControllers = subControllers
                    if !changes.deleted.isEmpty { collectionView.deleteSections(IndexSet(changes.deleted)) }
                    if !changes.inserted.isEmpty { collectionView.insertSections(IndexSet(changes.inserted)) }
                    for move in changes.moved { collectionView.moveSection(move.from, toSection: move.to) }
                    if !changes.reloaded.isEmpty { collectionView.reloadSections(IndexSet(changes.reloaded)) }
                }, completion: completion)
        }

        /// The context the specs are asked in for `collectionView`.
        public func context(for collectionView: UICollectionView) -> CollectionContext {
            CollectionContext(collectionView: collectionView, device: device)
        }

        /// The frames file of the attached collection view (`FramesFileWriter`), with the frames
        /// of the embedded collections it served; `nil` before `attach(to:)`.
        public func framesFile(device: Device? = nil) throws(FramesFileWriter.Refusal) -> String? {
            guard let collectionView else { return nil }
            return try FramesFileWriter.framesFile(of: collectionView, device: device ?? self.device, nested: embeddedCollectionViews)
        }

        func report(_ problem: String) {
            guard reported.insert(problem).inserted else { return }
            reportProblem(problem)
        }

        /// `print` in a debug build of this library; nothing in a release build.
        nonisolated public static func printInDebugBuilds(_ problem: String) {
            #if DEBUG
                print("LayoutUIKit: \(problem)")
            #endif
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
            guard let spec = subController(indexPath.section) else {
                report("UIKit asked for a cell of section \(indexPath.section), which no sub-controller serves; a plain cell stands in")
                return dequeueUnserved(in: collectionView, at: indexPath)
            }
            let model = spec.cellForItem(at: indexPath.item)
            guard views.cells[model.type] != nil else {
                report(
                    "section \(indexPath.section) \"\(spec.name)\" names the cell type \"\(model.type)\", which the app registered no view for; a plain cell stands in"
                )
                return dequeueUnserved(in: collectionView, at: indexPath)
            }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: model.type, for: indexPath)
            if let embedded = model.embedded { serve(embedded, in: cell, at: indexPath, name: spec.name) }
            configureCell(cell, model, indexPath)
            return cell
        }

        public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
            -> UICollectionReusableView
        {
            guard views.supplementaryViews[kind] != nil else {
                report("the layout asked for a supplementary view of kind \"\(kind)\", which the app registered no view for; a plain view stands in")
                collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.unservedIdentifier)
                return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.unservedIdentifier, for: indexPath)
            }
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            configureSupplementary(view, kind, indexPath)
            return view
        }

        private func dequeueUnserved(in collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.unservedIdentifier)
            return collectionView.dequeueReusableCell(withReuseIdentifier: Self.unservedIdentifier, for: indexPath)
        }

        /// The inner collection view of an embedded row, served from `embedded`.
        private func serve(_ embedded: EmbeddedCollection, in cell: UICollectionViewCell, at indexPath: IndexPath, name: String) {
            guard let host = cell as? any EmbeddedCollectionCell else {
                report(
                    "section \(indexPath.section) \"\(name)\" item \(indexPath.item) holds an embedded collection, but its cell class does not adopt EmbeddedCollectionCell; it is not served"
                )
                return
            }
            let inner = host.embeddedCollectionView
            let source = embeddedSources[ObjectIdentifier(inner)] ?? EmbeddedCollectionSource(owner: self)
            embeddedSources[ObjectIdentifier(inner)] = source
            source.serve(embedded, in: inner, label: "section \(indexPath.section) \"\(name)\" item \(indexPath.item)")
            embeddedCollectionViews[indexPath] = inner
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
            Self.uiInsets(subController(section)?.inset ?? .zero)
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

        static func uiInsets(_ insets: EdgeInsets) -> UIEdgeInsets {
            UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }
    }
#endif
