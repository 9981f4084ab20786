extension Device {
    /// Every preset, smallest first. This table is the one source of device sizes.
    ///
    /// Sizes in points and safe areas as iOS reports them; phones hide the status bar in landscape.
    public static let presets: [Device] = [
        phone("iphone-se", "iPhone SE", 320, 568, top: 20, bottom: 0, scale: 2),
        phone("iphone-8", "iPhone 8", 375, 667, top: 20, bottom: 0, scale: 2),
        phone("iphone-8-plus", "iPhone 8 Plus", 414, 736, top: 20, bottom: 0, scale: 3),
        phone("iphone-x", "iPhone X / 11 Pro", 375, 812, top: 44, bottom: 34, scale: 3),
        phone("iphone-14", "iPhone 12–14", 390, 844, top: 47, bottom: 34, scale: 3),
        phone("iphone-15", "iPhone 14 Pro–16", 393, 852, top: 59, bottom: 34, scale: 3),
        phone("iphone-15-plus", "iPhone 14 Pro Max–16 Plus", 430, 932, top: 59, bottom: 34, scale: 3),
        phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, top: 62, bottom: 34, scale: 3),
        phone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, scale: 3),
        pad("ipad", "iPad", 768, 1024, top: 20, bottom: 0),
        pad("ipad-pro-11", "iPad Pro 11\"", 834, 1194, top: 24, bottom: 20),
        pad("ipad-pro-12-9", "iPad Pro 12.9\"", 1024, 1366, top: 20, bottom: 0),
    ]

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
            scale: scale)
    }

    private static func pad(_ id: String, _ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double) -> Device {
        Device(
            id: id, name: name, idiom: .pad,
            portraitSize: Size(width: width, height: height),
            portraitSafeArea: EdgeInsets(top: top, bottom: bottom),
            landscapeSafeArea: EdgeInsets(top: top, bottom: bottom),
            scale: 2)
    }
}
