// The subset of UIKit's value types the bridge (`Sources/LayoutUIKit`) uses, transcribed so that
// its files compile here, where there is no UIKit, exactly as they will against the iOS SDK.
// Each declaration cites where its Swift spelling comes from: the iOS SDK's public headers as
// Apple ships them for Mac Catalyst (MacOSX11.3.sdk/System/iOSSupport/…/UIKit.framework/Headers,
// iOS 14.5), their Swift names from `UIKit.apinotes` in the same folder, or Apple's documentation
// of the Swift interface (developer.apple.com/documentation/uikit/…). Nothing here is guessed:
// a member the bridge does not use is not declared. CoreGraphics' CGFloat, CGPoint, CGSize and
// CGRect, and Foundation's IndexPath and NSObject, are Foundation's own on Linux (and the stand-ins
// of Tests/AppleTargets in `scripts/check-apple-targets.py`).
//
// Availability: each declaration carries the `@available` of the newest header it cites (iOS 18
// SDK where it was read: UIDevice.h, UICollectionLayoutList.h; else the iOS 14.5 headers above),
// per platform, so that `scripts/check-apple-targets.py`, which compiles these files as the module
// `UIKit` for each declared Apple platform (UIKIT_STAND_IN), refuses what the bridge may not use
// at the package's minimum. A C struct of UIGeometry.h that declares none (`UIEdgeInsets`) and
// the NSIndexPath additions (iOS 2.0, `item` iOS 6.0) carry none: they predate every minimum the
// package declares. visionOS takes iOS's availability, as Swift infers it there. On Linux
// `@available(iOS …)` is ignored. watchOS's UIKit has no collection views (Apple's documentation
// of `UICollectionView`: iOS 6.0+, iPadOS, Mac Catalyst 13.1+, tvOS, visionOS 1.0+; no watchOS),
// so the surface declares nothing there and the bridge is empty there.
//
// Test hooks (what UIKit would have given a view on a device: its window, safe area, traits) are
// `@_spi(Surface)`: the tests import them with `@_spi(Surface) import UIKitSurface`, and the bridge,
// type-checked against this surface as `UIKit` for each Apple platform, cannot see them.
#if (!canImport(UIKit) || UIKIT_STAND_IN) && !os(watchOS)
    import Foundation

    /// UIGeometry.h: `typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;`
    /// (Swift: `UIEdgeInsets(top:left:bottom:right:)`, `.zero`).
    public struct UIEdgeInsets: Equatable, Sendable {
        public var top: CGFloat
        public var left: CGFloat
        public var bottom: CGFloat
        public var right: CGFloat
        public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
        }
        public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// UIGeometry.h (iOS 11): `typedef struct NSDirectionalEdgeInsets { CGFloat top, leading,
    /// bottom, trailing; }` (Swift: `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`).
    @available(iOS 11.0, tvOS 11.0, *)
    public struct NSDirectionalEdgeInsets: Equatable, Sendable {
        public var top: CGFloat
        public var leading: CGFloat
        public var bottom: CGFloat
        public var trailing: CGFloat
        public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
            (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
        }
        public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// UIGeometry.h (iOS 13): `typedef NS_OPTIONS(NSUInteger, NSDirectionalRectEdge) { None = 0,
    /// Top = 1 << 0, Leading = 1 << 1, Bottom = 1 << 2, Trailing = 1 << 3 }`.
    @available(iOS 13.0, tvOS 13.0, *)
    public struct NSDirectionalRectEdge: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
        public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
        public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
        public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    }

    /// UIGeometry.h (iOS 13): `typedef NS_ENUM(NSInteger, NSRectAlignment) { None = 0, Top,
    /// TopLeading, Leading, BottomLeading, Bottom, BottomTrailing, Trailing, TopTrailing }`.
    @available(iOS 13.0, tvOS 13.0, *)
    public enum NSRectAlignment: Int, Sendable {
        case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
    }

    /// NSIndexPath+UIKitAdditions.h: `+ (instancetype)indexPathForItem:(NSInteger)item inSection:(NSInteger)section;`,
    /// `@property (nonatomic, readonly) NSInteger section;`, `@property (nonatomic, readonly) NSInteger item;`
    /// (Swift, on `IndexPath`: `init(item:section:)`, `section`, `item`).
    extension IndexPath {
        public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
        public var section: Int { self[0] }
        public var item: Int { self[1] }
    }

    /// UIDevice.h (iOS 18 SDK): `typedef NS_ENUM(NSInteger, UIUserInterfaceIdiom) { Unspecified =
    /// -1, Phone, Pad, TV (iOS 9.0), CarPlay (iOS 9.0), Mac = 5 (iOS 14.0), Vision = 6 (iOS 17.0) }
    /// API_UNAVAILABLE(watchos)`.
    public enum UIUserInterfaceIdiom: Int, Sendable {
        case unspecified = -1, phone, pad, tv, carPlay
        @available(iOS 14.0, *) case mac = 5
        @available(iOS 17.0, *) case vision = 6
    }

    /// UIApplication.h: `typedef NSString * UIContentSizeCategory NS_TYPED_ENUM;` and its
    /// constants `UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryUnspecified`,
    /// `…ExtraSmall` … `…ExtraExtraExtraLarge`, `…AccessibilityMedium` …
    /// `…AccessibilityExtraExtraExtraLarge` (Swift: a struct of `rawValue: String` with those
    /// static members, `.extraSmall` …). The header does not give the constants' string values,
    /// so the raw values here are this surface's own: the bridge compares members, never strings.
    public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let unspecified = UIContentSizeCategory(rawValue: "unspecified")
        public static let extraSmall = UIContentSizeCategory(rawValue: "extraSmall")
        public static let small = UIContentSizeCategory(rawValue: "small")
        public static let medium = UIContentSizeCategory(rawValue: "medium")
        public static let large = UIContentSizeCategory(rawValue: "large")
        public static let extraLarge = UIContentSizeCategory(rawValue: "extraLarge")
        public static let extraExtraLarge = UIContentSizeCategory(rawValue: "extraExtraLarge")
        public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "extraExtraExtraLarge")
        public static let accessibilityMedium = UIContentSizeCategory(rawValue: "accessibilityMedium")
        public static let accessibilityLarge = UIContentSizeCategory(rawValue: "accessibilityLarge")
        public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "accessibilityExtraLarge")
        public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "accessibilityExtraExtraLarge")
        public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "accessibilityExtraExtraExtraLarge")
    }
#endif
