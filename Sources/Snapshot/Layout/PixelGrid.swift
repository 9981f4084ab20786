/// The device's pixel grid: snapping frames onto it and telling when an edge is off it.
///
/// Rules:
/// - Snapping is IGListKit's `IGListRectIntegralScaled`: the origin is floored and the size is
///   ceiled, each at the device scale, in double precision (`floor(x × scale) / scale`).
///   171.5 at 3x → floor(514.5) / 3 = 171.333…; a width of 100/3 at 3x → ceil(100) / 3 = 33.333….
///   (Older IGListKit releases used the single-precision `floorf`/`ceilf`; they differ only past
///   ~16.7 million pixels, where a float can no longer hold every whole pixel.)
/// - An edge is on the grid when `edge × scale` is a whole number within 1e-6 of a pixel.
/// - A scale that is not a finite number above 0 is taken as 1, so a custom device can never
///   make the engine divide by zero.
struct PixelGrid {
    /// Pixels per point, always finite and above 0.
    let scale: Double

    init(scale: Double) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// `rect` with its origin floored and its size ceiled to whole pixels.
    func snapped(_ rect: Rect) -> Rect {
        Rect(
            x: (rect.minX * scale).rounded(.down) / scale,
            y: (rect.minY * scale).rounded(.down) / scale,
            width: (rect.width * scale).rounded(.up) / scale,
            height: (rect.height * scale).rounded(.up) / scale)
    }

    /// `value` floored to a whole pixel; a value within 1e-9 pixels of one is taken as that one,
    /// so 0.25 × 852 = 213 stays 213 whatever the last bit of the product.
    func floored(_ value: Double) -> Double {
        let pixels = value * scale
        let nearest = pixels.rounded()
        return (abs(pixels - nearest) <= 1e-9 * Swift.max(1, abs(pixels)) ? nearest : pixels.rounded(.down)) / scale
    }

    /// `value` rounded to the nearest pixel, a half away from zero (UIKit on iOS 14: 556.5 pixels → 557).
    func rounded(_ value: Double) -> Double {
        (value * scale).rounded() / scale
    }

    /// `value` rounded up to a whole pixel (17.5 at 3x → 17.667); within 1e-9 pixels of one, that one.
    func ceiled(_ value: Double) -> Double {
        let pixels = value * scale
        let nearest = pixels.rounded()
        return (abs(pixels - nearest) <= 1e-9 * Swift.max(1, abs(pixels)) ? nearest : pixels.rounded(.up)) / scale
    }

    /// `rect` with each of its values rounded to the nearest pixel.
    func rounded(_ rect: Rect) -> Rect {
        Rect(x: rounded(rect.minX), y: rounded(rect.minY), width: rounded(rect.width), height: rounded(rect.height))
    }

    /// Whether a coordinate falls on a whole pixel: `|pixels − pixels.rounded()| ≤ 1e-6`.
    ///
    /// Asked four times for every frame of every layout, so within ±2⁶² pixels the whole part is
    /// a conversion to `Int64` (`rounded()` is a call into the C library on x86-64): the part
    /// after it, `f`, is exact, and so is `1 − f` when `f ≥ ½`, so the nearer whole pixel is as
    /// far as `rounded()` says (`PixelGridTests`).
    func isOnGrid(_ value: Double) -> Bool {
        let pixels = value * scale
        guard abs(pixels) < 0x1p62 else { return abs(pixels - pixels.rounded()) <= 1e-6 }  // also NaN
        let fraction = abs(pixels - Double(Int64(pixels)))
        return fraction <= 1e-6 || 1 - fraction <= 1e-6
    }
}

/// One edge of a frame, named as a diagnostic says it.
enum FrameEdge: String {
    case left, top, right, bottom

    /// The edge's coordinate in `rect`.
    func value(in rect: Rect) -> Double {
        switch self {
        case .left: rect.minX
        case .top: rect.minY
        case .right: rect.maxX
        case .bottom: rect.maxY
        }
    }
}
