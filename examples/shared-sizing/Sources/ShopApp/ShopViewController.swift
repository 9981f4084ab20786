// The app's side: built only where UIKit exists (an iOS app target links the ShopApp product).
#if canImport(UIKit)
    import LayoutModel
    import LayoutUIKit
    import ShopSpecs
    import UIKit

    /// The shop's screen: its collection view asks the same specs the snapshot tests lay out, on
    /// whatever device it runs, through LayoutUIKit's data source and flow delegate. Nothing here
    /// computes a size.
    public final class ShopViewController: UIViewController {
        private let source: SubControllerDataSource

        public init(goods: [String]) {
            source = SubControllerDataSource(subControllers: ShopScreen.segments(goods: goods))
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override public func loadView() {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "BannerCell")
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "GoodsCell")
            source.attach(to: collectionView)
            view = collectionView
        }
    }
#endif
