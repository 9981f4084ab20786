extension Device {
    /// Every preset, smallest first. This table is the one source of device sizes.
    ///
    /// Sizes in points and safe areas as iOS reports them (upright: top / bottom); phones hide the
    /// status bar in landscape. The source of each row, strongest first:
    ///
    /// | id | size, safe area | source |
    /// |---|---|---|
    /// | iphone-se, iphone-8, iphone-8-plus | 320×568, 375×667, 414×736; 20 / 0 | Apple's device specifications; simulator |
    /// | iphone-x | 375×812; 44 / 34 | measured: UIKit snapshot images at 1125 × 2436 pixels (CompositionalLayoutDSL, BSWInterfaceKit) |
    /// | iphone-14, iphone-16e | 390×844; 47 / 34 | simulator (swift-snapshot-testing's iPhone 13 preset); iPhone 16e: preset (PR #1046 and a fork with it, "as iPhone 14") |
    /// | iphone-15, iphone-15-plus | 393×852, 430×932; 59 / 34 | simulator (useyourloaf's iPhone 15 sizes); iPhone 16 and 16 Plus the same (presets) |
    /// | iphone-16-pro | 402×874; 62 / 34 | measured: simulator, iOS 18.2 |
    /// | iphone-16-pro-max | 440×956; 62 / 34 | preset (swift-snapshot-testing PR #1010, from useyourloaf) |
    /// | iphone-17, iphone-17-pro | 402×874; 62 / 34 | presets (PRs #1046 and #1082, from useyourloaf's iPhone 17 sizes; they agree) |
    /// | iphone-17-pro-max | 440×956; 62 / 34 | preset (PR #1046) |
    /// | iphone-air | 420×912; 68 / 34 | measured: a device log; PR #1046 agrees |
    /// | ipad, ipad-pro-11, ipad-pro-12-9 | 768×1024, 834×1194, 1024×1366 | Apple's specifications; swift-snapshot-testing's presets |
    ///
    /// Landscape safe areas come from one rule (the notch's inset on both sides, a 21-point home
    /// indicator): the presets for the 17 family say 20 / 62 / 20 / 62 and those for the 16 family
    /// 0 / 62 / 21 / 62, so landscape for those phones is not settled (no measurement).
    public static let presets: [Device] = [
        phone("iphone-se", "iPhone SE", 320, 568, top: 20, bottom: 0, scale: 2),
        phone("iphone-8", "iPhone 8", 375, 667, top: 20, bottom: 0, scale: 2),
        phone("iphone-8-plus", "iPhone 8 Plus", 414, 736, top: 20, bottom: 0, scale: 3),
        phone("iphone-x", "iPhone X / 11 Pro", 375, 812, top: 44, bottom: 34, scale: 3),
        phone("iphone-14", "iPhone 12–14", 390, 844, top: 47, bottom: 34, scale: 3),
        phone("iphone-16e", "iPhone 16e", 390, 844, top: 47, bottom: 34, scale: 3),
        phone("iphone-15", "iPhone 14 Pro–16", 393, 852, top: 59, bottom: 34, scale: 3),
        phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, top: 62, bottom: 34, scale: 3),
        phone("iphone-17", "iPhone 17", 402, 874, top: 62, bottom: 34, scale: 3),
        phone("iphone-17-pro", "iPhone 17 Pro", 402, 874, top: 62, bottom: 34, scale: 3),
        phone("iphone-air", "iPhone Air", 420, 912, top: 68, bottom: 34, scale: 3),
        phone("iphone-15-plus", "iPhone 14 Pro Max–16 Plus", 430, 932, top: 59, bottom: 34, scale: 3),
        phone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, scale: 3),
        phone("iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956, top: 62, bottom: 34, scale: 3),
        pad("ipad", "iPad", 768, 1024, top: 20, bottom: 0),
        pad("ipad-pro-11", "iPad Pro 11\"", 834, 1194, top: 24, bottom: 20),
        pad("ipad-pro-12-9", "iPad Pro 12.9\"", 1024, 1366, top: 20, bottom: 0),
    ]

    /// The side layout margin of a view controller's root view (`systemMinimumLayoutMargins`),
    /// by device id, where it is known:
    ///
    /// - measured: 20 on a 375 × 812 and a 390 × 844 Face ID iPhone, 16 on a 375 × 667
    ///   home-button iPhone (BSWInterfaceKit's `ContentViewTests` reference images, iOS 15.5 to
    ///   18: an `.insetGrouped` list of a collection view that is the root view; it follows the
    ///   device, not the view's width: 375 points wide gives 20 on one and 16 on the other);
    /// - the other Face ID iPhones of the table: 20, as that family (presets, not measured);
    /// - the iPhone SE, the iPhone 8 Plus and the iPads: not measured (`nil`), said in a
    ///   diagnostic where it is needed.
    private static let layoutMargins: [String: Double] = [
        "iphone-8": 16, "iphone-x": 20, "iphone-14": 20, "iphone-16e": 20, "iphone-15": 20, "iphone-16-pro": 20, "iphone-17": 20,
        "iphone-17-pro": 20, "iphone-air": 20, "iphone-15-plus": 20, "iphone-16-pro-max": 20, "iphone-17-pro-max": 20,
    ]

    /// The side layout margin a preset with this id has (`layoutMargins`): what a listing that
    /// does not say one means.
    package static func presetLayoutMargin(of id: String) -> Double? { layoutMargins[id] }

    /// iPhone SE: 320 × 568 points @2x.
    public static var iPhoneSE: Device { preset("iphone-se") }
    /// iPhone 8: 375 × 667 points @2x.
    public static var iPhone8: Device { preset("iphone-8") }
    /// iPhone 8 Plus: 414 × 736 points @3x.
    public static var iPhone8Plus: Device { preset("iphone-8-plus") }
    /// iPhone X / 11 Pro: 375 × 812 points @3x.
    public static var iPhoneX: Device { preset("iphone-x") }
    /// iPhone 12–14: 390 × 844 points @3x.
    public static var iPhone14: Device { preset("iphone-14") }
    /// iPhone 14 Pro to 16: 393 × 852 points @3x.
    public static var iPhone15: Device { preset("iphone-15") }
    /// iPhone 14 Pro Max–16 Plus: 430 × 932 points @3x.
    public static var iPhone15Plus: Device { preset("iphone-15-plus") }
    /// iPhone 16 Pro: 402 × 874 points @3x.
    public static var iPhone16Pro: Device { preset("iphone-16-pro") }
    /// iPhone 16 Pro Max: 440 × 956 points @3x.
    public static var iPhone16ProMax: Device { preset("iphone-16-pro-max") }
    /// iPhone 16e: 390 × 844 points @3x (a preset).
    public static var iPhone16e: Device { preset("iphone-16e") }
    /// iPhone 17: 402 × 874 points @3x (a preset).
    public static var iPhone17: Device { preset("iphone-17") }
    /// iPhone 17 Pro: 402 × 874 points @3x (a preset).
    public static var iPhone17Pro: Device { preset("iphone-17-pro") }
    /// iPhone 17 Pro Max: 440 × 956 points @3x (a preset).
    public static var iPhone17ProMax: Device { preset("iphone-17-pro-max") }
    /// iPhone Air: 420 × 912 points @3x (measured: a device log).
    public static var iPhoneAir: Device { preset("iphone-air") }
    /// iPad: 768 × 1024 points @2x.
    public static var iPad: Device { preset("ipad") }
    /// iPad Pro 11": 834 × 1194 points @2x.
    public static var iPadPro11: Device { preset("ipad-pro-11") }
    /// iPad Pro 12.9": 1024 × 1366 points @2x.
    public static var iPadPro12_9: Device { preset("ipad-pro-12-9") }

    /// The preset with this id (`iphone-8`), case-insensitive, or `nil`.
    public static func named(_ id: String) -> Device? {
        let wanted = id.lowercased()
        return presets.first { $0.id == wanted }
    }

    private static func preset(_ id: String) -> Device {
        // The ids above are literals of this file; a typo here is caught by DeviceTests.
        named(id) ?? presets[0]
    }

    private static func phone(
        _ id: String, _ name: String, _ width: Double, _ height: Double,
        top: Double, bottom: Double, scale: Double
    ) -> Device {
        // Notched phones keep the notch's inset on both sides in landscape and a 21-pt home indicator.
        let notched = bottom > 0
        let landscape =
            notched
            ? EdgeInsets(top: 0, left: top, bottom: 21, right: top)
            : EdgeInsets.zero
        return Device(
            id: id, name: name, idiom: .phone,
            portraitSize: Size(width: width, height: height),
            portraitSafeArea: EdgeInsets(top: top, bottom: bottom),
            landscapeSafeArea: landscape,
            scale: scale, layoutMargin: layoutMargins[id])
    }

    private static func pad(_ id: String, _ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double) -> Device {
        Device(
            id: id, name: name, idiom: .pad,
            portraitSize: Size(width: width, height: height),
            portraitSafeArea: EdgeInsets(top: top, bottom: bottom),
            landscapeSafeArea: EdgeInsets(top: top, bottom: bottom),
            scale: 2, layoutMargin: layoutMargins[id])
    }
}
