// The context a sub-controller is asked in, built from a live collection view by the rules the
// layout engine uses (`LayoutEngine.context(of:)`), so a spec answers the app and the snapshot
// tests with the same numbers on every device. Built only where UIKit exists; on Linux these
// files compile against the transcribed surface of Tests/UIKitSurface (UIKIT_SURFACE).
#if (canImport(UIKit) && !os(watchOS)) || UIKIT_SURFACE
    #if canImport(UIKit)
        import UIKit
    #endif
    import Foundation
    import LayoutModel

    extension ContentSizeCategory {
        /// The text size UIKit reports (`UITraitCollection.preferredContentSizeCategory`), or `nil`
        /// for `.unspecified` and a category this version does not know.
        public init?(_ category: UIContentSizeCategory) {
            guard let found = Self.allCases.first(where: { $0.uiContentSizeCategory == category }) else { return nil }
            self = found
        }

        /// The same text size as UIKit names it.
        public var uiContentSizeCategory: UIContentSizeCategory {
            switch self {
            case .extraSmall: .extraSmall
            case .small: .small
            case .medium: .medium
            case .large: .large
            case .extraLarge: .extraLarge
            case .extraExtraLarge: .extraExtraLarge
            case .extraExtraExtraLarge: .extraExtraExtraLarge
            case .accessibilityMedium: .accessibilityMedium
            case .accessibilityLarge: .accessibilityLarge
            case .accessibilityExtraLarge: .accessibilityExtraLarge
            case .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge
            case .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge
            }
        }
    }

    extension Device {
        /// The device of a screen UIKit reports: the first preset (`Device.presets`) of the same
        /// idiom, scale and size held upright (to half a point), turned as the screen is; else a
        /// custom device of exactly these values (`custom-393x852@3x`), its safe area for the
        /// orientation it was seen in. Presets of one size lay out alike (`iphone-14` and
        /// `iphone-16e` are both 390 × 844 @3x), so the first one names them.
        ///
        ///     Device.matching(screenSize: CGSize(width: 852, height: 393), scale: 3, idiom: .phone, safeArea: …)
        ///     // .iPhone15.landscape
        public static func matching(screenSize: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom, safeArea: UIEdgeInsets) -> Device {
            let width = Double(screenSize.width), height = Double(screenSize.height)
            let upright = Size(width: Swift.min(width, height), height: Swift.max(width, height))
            let landscape = width > height
            let kind: Idiom = idiom == .pad ? .pad : .phone
            let preset = presets.first { preset in
                preset.idiom == kind && preset.scale == Double(scale) && abs(preset.portraitSize.width - upright.width) <= 0.5
                    && abs(preset.portraitSize.height - upright.height) <= 0.5
            }
            if let preset { return landscape ? preset.landscape : preset }
            let seen = EdgeInsets(top: Double(safeArea.top), left: Double(safeArea.left), bottom: Double(safeArea.bottom), right: Double(safeArea.right))
            let size = "\(Self.points(upright.width))x\(Self.points(upright.height))"
            return Device(
                id: "custom-\(size)@\(Self.points(Double(scale)))x", name: "\(size) @\(Self.points(Double(scale)))x", idiom: kind,
                portraitSize: upright, portraitSafeArea: landscape ? .zero : seen, landscapeSafeArea: landscape ? seen : .zero,
                scale: Double(scale), orientation: landscape ? .landscape : .portrait)
        }

        /// The device `view` is shown on: its window's screen (size and scale), its traits' idiom
        /// and its window's safe area; a view not in a window yet is taken as a screen of its own
        /// bounds at its traits' scale. On visionOS, where `UIScreen` and `UIWindow.screen` are
        /// unavailable (Apple's documentation of `UIScreen` lists no visionOS), the window's bounds
        /// at its traits' display scale.
        @MainActor public static func of(_ view: UIView) -> Device {
            let traits = view.traitCollection
            guard let window = view.window else {
                return matching(screenSize: view.bounds.size, scale: traits.displayScale, idiom: traits.userInterfaceIdiom, safeArea: view.safeAreaInsets)
            }
            #if os(visionOS)
                return matching(
                    screenSize: window.bounds.size, scale: window.traitCollection.displayScale, idiom: traits.userInterfaceIdiom,
                    safeArea: window.safeAreaInsets)
            #else
                return matching(
                    screenSize: window.screen.bounds.size, scale: window.screen.scale, idiom: traits.userInterfaceIdiom, safeArea: window.safeAreaInsets)
            #endif
        }

        /// 393, 2.5: a number of points or a scale as an id shows it.
        private static func points(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
    }

    extension CollectionContext {
        /// The context `collectionView` asks its specs in, by the engine's rules
        /// (`LayoutEngine.context(of:)`): the container is the collection view's bounds less the
        /// part of it the bars cover, top and bottom (the scroll area between the bars, as a
        /// screen's `Chrome` leaves it); the inset container is that less the app's own content
        /// inset. What the bars cover is the view's `safeAreaInsets`, which UIKit works out from
        /// its view controller's (the status bar, the visible bars, `additionalSafeAreaInsets`)
        /// and the view's place: Apple's documentation of `safeAreaInsets`, "For the view
        /// controller’s root view, the insets account for the status bar, other visible bars, and
        /// any additional insets … For other views in the view hierarchy, the insets reflect only
        /// the portion of the view that is covered". So a root view under the bars, a subview
        /// pinned to its view's edges and a subview placed below the bars all get the model's
        /// numbers, whether the content scrolls or not. An iPhone 15 under a navigation bar and a
        /// tab bar: bounds 393 × 852, safe area 103 top and 83 bottom → container 393 × 666. The
        /// sides of the safe area (landscape) are the layouts' business (`contentInsetsReference`),
        /// not the container's, as in the engine. The text size is the traits' (`.large` when UIKit
        /// says `.unspecified`), the device `device` or the one the view is shown on (`Device.of`).
        @MainActor public init(collectionView: UICollectionView, device: Device? = nil) {
            let bounds = collectionView.bounds.size
            let own = collectionView.contentInset
            func size(_ width: CGFloat, _ height: CGFloat) -> Size { Size(width: Swift.max(0, Double(width)), height: Swift.max(0, Double(height))) }
            let height = collectionView.heightBetweenBars
            self.init(
                containerSize: size(bounds.width, height),
                insetContainerSize: size(bounds.width - own.left - own.right, height - own.top - own.bottom),
                device: device ?? Device.of(collectionView),
                contentSizeCategory: ContentSizeCategory(collectionView.traitCollection.preferredContentSizeCategory) ?? .large)
        }
    }

    extension UICollectionView {
        /// Whether it extends under bars (`Screen.collectionViewUnderBars`): the bars cover part of
        /// it, top or bottom (`safeAreaInsets`), so its bounds are taller than what shows between them.
        public var extendsUnderBars: Bool {
            safeAreaInsets.top > 0 || safeAreaInsets.bottom > 0
        }

        /// Its bounds' height less what the bars cover of it, top and bottom: the scroll area.
        var heightBetweenBars: CGFloat {
            bounds.height - Swift.max(0, safeAreaInsets.top) - Swift.max(0, safeAreaInsets.bottom)
        }
    }
#endif
