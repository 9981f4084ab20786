import Foundation
import Snapshot
@_spi(Surface) import UIKitSurface

/// A device as UIKit would show it: a window on a screen of the device's size and scale, and a
/// collection view placed in its controller's view under translucent bars, with the app's own
/// content inset. Its `safeAreaInsets` are what Apple's documentation of the property says UIKit
/// gives: for the root view, the bars; for another view, "only the portion of the view that is
/// covered" by them.
@MainActor enum Simulator {
    /// Where the collection view is in its controller's view.
    enum Placement: CaseIterable {
        /// The controller's view itself (`UICollectionViewController`, `view = collectionView`).
        case rootView
        /// A subview pinned to the view's four edges: under the bars, as the root view is.
        case subviewFillingView
        /// A subview pinned to the safe area: between the bars, none of it covered.
        case subviewBelowBars
    }

    static func collectionView(
        on device: Device, bars: (top: Double, bottom: Double), contentInset: EdgeInsets = .zero, category: ContentSizeCategory = .large,
        layout: UICollectionViewLayout = UICollectionViewLayout(), placement: Placement = .rootView
    ) -> UICollectionView {
        let screen = UIScreen(surfaceBounds: CGRect(x: 0, y: 0, width: device.size.width, height: device.size.height), scale: device.scale)
        let window = UIWindow(surfaceScreen: screen)
        window.surfaceSafeAreaInsets = UIEdgeInsets(
            top: device.safeArea.top, left: device.safeArea.left, bottom: device.safeArea.bottom, right: device.safeArea.right)
        let traits = UITraitCollection(
            surfaceScale: device.scale, idiom: device.idiom == .pad ? .pad : .phone, category: category.uiContentSizeCategory)
        // Its frame in the controller's view, which fills the window, and the part the bars cover.
        let top = placement == .subviewBelowBars ? bars.top : 0
        let height = placement == .subviewBelowBars ? device.size.height - bars.top - bars.bottom : device.size.height
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: device.size.width, height: height), collectionViewLayout: layout)
        view.surfaceWindow = window
        view.surfaceTraits = traits
        let coveredTop = Swift.max(0, bars.top - top), coveredBottom = Swift.max(0, top + height - (device.size.height - bars.bottom))
        view.surfaceSafeAreaInsets = UIEdgeInsets(top: coveredTop, left: device.safeArea.left, bottom: coveredBottom, right: device.safeArea.right)
        view.surfaceOwnedByControllerInNavigationController = true
        view.contentInset = UIEdgeInsets(top: contentInset.top, left: contentInset.left, bottom: contentInset.bottom, right: contentInset.right)
        return view
    }

    /// The bars a model screen's chrome puts above and below its scroll area.
    static func bars(of screen: Screen) -> (top: Double, bottom: Double) {
        let scrollArea = LayoutEngine.layout(screen).scrollArea
        return (scrollArea.minY, screen.device.size.height - scrollArea.maxY)
    }
}

/// A layout that reports the frames it is given, as a custom `UICollectionViewLayout` subclass would.
@MainActor final class ReportingLayout: UICollectionViewLayout {
    var attributes: [UICollectionViewLayoutAttributes] = []
    var contentSize = CGSize.zero
    override var collectionViewContentSize: CGSize { contentSize }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { attributes }
}

/// A layout environment of a given container size.
@MainActor final class Environment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    var container: any NSCollectionLayoutContainer { self }
    var traitCollection: UITraitCollection { UITraitCollection(surfaceScale: 3, idiom: .phone, category: .large) }
    init(width: Double, height: Double) { contentSize = CGSize(width: width, height: height) }
}
