// The app's side: built only where UIKit exists (an iOS app target links the ShopApp product).
#if canImport(UIKit)
    import LayoutModel
    import LayoutUIKit
    import ShopSpecs
    import UIKit

    /// A row holding the stories' inner collection view, served by LayoutUIKit from `StoriesSpec`.
    final class StoriesCell: UICollectionViewCell, EmbeddedCollectionCell {
        let embeddedCollectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

        override init(frame: CGRect) {
            super.init(frame: frame)
            embeddedCollectionView.frame = contentView.bounds  // StoriesSpec's collection has no margins
            embeddedCollectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(embeddedCollectionView)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }
    }

    /// The shop's screen: its collection view asks the same specs the snapshot tests lay out, on
    /// whatever device it runs, through LayoutUIKit's data source; its layout is the one the
    /// screen's tests lay out (`makeLayout(for:)`: flow, or compositional). Nothing here computes a size.
    public final class ShopViewController: UIViewController {
        private let goods: [String]
        private let stories: [String]
        private let layoutStyle: LayoutStyle
        private let source: SubControllerDataSource

        public init(goods: [String], stories: [String], layoutStyle: LayoutStyle = .flow) {
            (self.goods, self.stories, self.layoutStyle) = (goods, stories, layoutStyle)
            let cell = ReusableViews.View.viewClass(UICollectionViewCell.self)
            source = SubControllerDataSource(
                subControllers: ShopScreen.segments(goods: goods, stories: stories),
                views: ReusableViews(
                    cells: ["BannerCell": cell, "GoodsCell": cell, "PromoCell": cell, "StoryCell": cell, "StoriesCell": .viewClass(StoriesCell.self)]))
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override public func loadView() {
            let screen = ShopScreen.screen(on: .iPhone15, goods: goods, stories: stories, layoutStyle: layoutStyle)
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            if let layout = source.makeLayout(for: screen) { collectionView.collectionViewLayout = layout }
            source.attach(to: collectionView)
            view = collectionView
        }

        /// Shows a promotion above the goods (or removes it with `nil`): one batch update.
        public func showPromotion(_ promotion: String?) {
            source.apply(ShopScreen.segments(goods: goods, stories: stories, promotion: promotion))
        }

        /// What the device laid out, for `snapshot-cli compare` (docs/frames-format.md).
        public func framesFile() throws -> String? {
            try source.framesFile()
        }
    }
#endif
