// The app's views by the names its specs use: what `SubControllerDataSource` registers.
#if (canImport(UIKit) && !os(watchOS)) || UIKIT_SURFACE
    #if canImport(UIKit)
        import UIKit
    #endif
    import Foundation
    import LayoutModel

    /// The views an app shows for what its sub-controllers describe: a class or a nib for each cell
    /// type (`Cell.type`, `EmbeddedItem.type`), for the header and the footer, for each badge kind
    /// (`ItemSupplementary.kind`) and for a compositional section's background.
    ///
    ///     ReusableViews(
    ///         cells: ["BannerCell": .viewClass(BannerCell.self), "GoodsCell": .nib(UINib(nibName: "GoodsCell", bundle: nil))],
    ///         header: .viewClass(TitleHeader.self), background: .viewClass(CardBackground.self))
    @MainActor public struct ReusableViews {
        /// A view class (made with `init(frame:)`) or a nib holding one view.
        @MainActor public enum View {
            case viewClass(UICollectionReusableView.Type)
            case nib(UINib)

            func register(on collectionView: UICollectionView, cell identifier: String) {
                switch self {
                case .viewClass(let type): collectionView.register(type, forCellWithReuseIdentifier: identifier)
                case .nib(let nib): collectionView.register(nib, forCellWithReuseIdentifier: identifier)
                }
            }

            func register(on collectionView: UICollectionView, kind: String) {
                switch self {
                case .viewClass(let type): collectionView.register(type, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
                case .nib(let nib): collectionView.register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
                }
            }

            func register(on layout: UICollectionViewLayout, decoration kind: String) {
                switch self {
                case .viewClass(let type): layout.register(type, forDecorationViewOfKind: kind)
                case .nib(let nib): layout.register(nib, forDecorationViewOfKind: kind)
                }
            }
        }

        /// By cell type name, the reuse identifier they are registered under.
        public var cells: [String: View]
        /// The section header (`UICollectionView.elementKindSectionHeader`, also its reuse identifier).
        public var header: View?
        /// The section footer (`UICollectionView.elementKindSectionFooter`).
        public var footer: View?
        /// Badges, by their kind (also their reuse identifier).
        public var badges: [String: View]
        /// A compositional section's background (`CompositionalBridge.backgroundKind`), registered on the layout.
        public var background: View?

        /// The app's views; none unless given.
        public init(
            cells: [String: View] = [:], header: View? = nil, footer: View? = nil, badges: [String: View] = [:], background: View? = nil
        ) {
            self.cells = cells
            self.header = header
            self.footer = footer
            self.badges = badges
            self.background = background
        }

        /// Every supplementary view by its kind: the badges, the header and the footer.
        var supplementaryViews: [String: View] {
            var all = badges
            if let header { all[UICollectionView.elementKindSectionHeader] = header }
            if let footer { all[UICollectionView.elementKindSectionFooter] = footer }
            return all
        }

        /// Each cell under its type name, in name order (the same registrations every run).
        func registerCells(on collectionView: UICollectionView) {
            for type in cells.keys.sorted() { cells[type]?.register(on: collectionView, cell: type) }
        }
    }
#endif
