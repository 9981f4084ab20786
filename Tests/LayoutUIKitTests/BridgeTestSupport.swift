import Foundation
import Snapshot
@_spi(Surface) import UIKitSurface

/// A device as UIKit would show it: a window on a screen of the device's size and scale, and a
/// collection view filling it under translucent bars (their heights in the safe area, so in the
/// adjusted content inset: it is the root view of a controller in a navigation controller, whose
/// top and bottom `.automatic` adjusts), with the app's own content inset.
@MainActor enum Simulator {
    static func collectionView(
        on device: Device, bars: (top: Double, bottom: Double), contentInset: EdgeInsets = .zero, category: ContentSizeCategory = .large,
        layout: UICollectionViewLayout = UICollectionViewLayout()
    ) -> UICollectionView {
        let screen = UIScreen(surfaceBounds: CGRect(x: 0, y: 0, width: device.size.width, height: device.size.height), scale: device.scale)
        let window = UIWindow(surfaceScreen: screen)
        window.surfaceSafeAreaInsets = UIEdgeInsets(
            top: device.safeArea.top, left: device.safeArea.left, bottom: device.safeArea.bottom, right: device.safeArea.right)
        let traits = UITraitCollection(
            surfaceScale: device.scale, idiom: device.idiom == .pad ? .pad : .phone, category: category.uiContentSizeCategory)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: device.size.width, height: device.size.height), collectionViewLayout: layout)
        view.surfaceWindow = window
        view.surfaceTraits = traits
        view.surfaceSafeAreaInsets = UIEdgeInsets(top: bars.top, left: 0, bottom: bars.bottom, right: 0)
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
