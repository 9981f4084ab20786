/// A device the screen is laid out on: logical size, safe areas, pixel scale and orientation.
///
/// Presets live in one table (`Device.presets`); a custom device is a value like any other:
///
///     let kiosk = Device(id: "kiosk", name: "Kiosk", portraitSize: Size(width: 600, height: 1000), scale: 2)
///     Device.iPhone8.landscape.size   // 667×375
public struct Device: Sendable, Hashable {
    /// Whether the device is a phone or a tablet; it decides bar heights in landscape.
    public enum Idiom: String, Sendable, Hashable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
    }

    /// The short name used on the command line and in snapshot file names (`iphone-8`).
    public var id: String
    /// The marketing name shown in renderings (`iPhone 8`).
    public var name: String
    /// Phone or pad.
    public var idiom: Idiom
    /// Logical size in points, held upright.
    public var portraitSize: Size
    /// Safe-area insets when upright.
    public var portraitSafeArea: EdgeInsets
    /// Safe-area insets when turned (home button or notch on the left).
    public var landscapeSafeArea: EdgeInsets
    /// Pixels per point (2 or 3).
    public var scale: Double
    /// Upright or on its side.
    public var orientation: Orientation
    /// The side layout margin of a view that fills a view controller's view on this device
    /// (`systemMinimumLayoutMargins`, upright): what `.layoutMargins` insets and `.insetGrouped`
    /// lists use. `nil` where nothing measures it: the engine then uses UIView's 8 points and says so.
    public var layoutMargin: Double?

    /// A device of your own: its size upright, its safe areas both ways, its scale, and its side
    /// layout margin if you have measured it (without one, the margin of the preset with this id, if any).
    public init(
        id: String,
        name: String,
        idiom: Idiom = .phone,
        portraitSize: Size,
        portraitSafeArea: EdgeInsets = .zero,
        landscapeSafeArea: EdgeInsets = .zero,
        scale: Double,
        orientation: Orientation = .portrait,
        layoutMargin: Double? = nil
    ) {
        self.id = id
        self.name = name
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.scale = scale
        self.orientation = orientation
        self.layoutMargin = layoutMargin ?? Self.presetLayoutMargin(of: id)
    }

    /// The logical size in the current orientation.
    public var size: Size {
        switch orientation {
        case .portrait: portraitSize
        case .landscape: Size(width: portraitSize.height, height: portraitSize.width)
        }
    }

    /// The safe-area insets in the current orientation.
    public var safeArea: EdgeInsets {
        switch orientation {
        case .portrait: portraitSafeArea
        case .landscape: landscapeSafeArea
        }
    }

    /// The same device turned upright.
    public var portrait: Device { with(orientation: .portrait) }
    /// The same device turned on its side.
    public var landscape: Device { with(orientation: .landscape) }

    private func with(orientation: Orientation) -> Device {
        var copy = self
        copy.orientation = orientation
        return copy
    }
}

/// How the device is held.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    /// Upright.
    case portrait
    /// On its side.
    case landscape
}
