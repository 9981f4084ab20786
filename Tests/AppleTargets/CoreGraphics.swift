// CoreGraphics as the UIKit bridge sees it on an Apple platform, for `scripts/check-apple-targets.py`
// only (never built by SwiftPM): the geometry the bridge and the transcribed UIKit surface use,
// nothing more. On Linux these types are Foundation's own; on a Mac or a device they are Apple's.
// Each declaration cites where its Swift spelling comes from: CoreGraphics' public headers
// (CGBase.h, CGGeometry.h; the names of CGGeometry's functions as Swift imports them from
// CoreGraphics.apinotes) and Apple's documentation of the Swift overlay's `CGFloat`
// (developer.apple.com/documentation/corefoundation/cgfloat), which declares its availability as
// iOS 2.0+, tvOS 9.0+, watchOS 2.0+, visionOS 1.0+, macOS 10.0+: before every minimum this
// package declares, so none of it carries an `@available`.

/// CGBase.h: `typedef CGFLOAT_TYPE CGFloat;` (a `double` on 64-bit platforms); the Swift
/// overlay's `struct CGFloat` wraps it as `native` with `init(_: Double)`, `init(_: Int)`, the
/// literals, `Comparable`, `Hashable` and the floating-point arithmetic the bridge uses (`+`, `-`,
/// `*`, `/`, `isFinite`, `rounded()`), and `Double.init(_: CGFloat)`.
public struct CGFloat: Comparable, Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var native: Double
    public init(_ value: Double) { native = value }
    public init(_ value: Int) { native = Double(value) }
    public init(_ value: CGFloat) { native = value.native }
    public init(floatLiteral value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }
    public var isFinite: Bool { native.isFinite }
    public func rounded() -> CGFloat { CGFloat(native.rounded()) }
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
    public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
    public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
    public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
    public static prefix func - (value: CGFloat) -> CGFloat { CGFloat(-value.native) }
}

extension Double {
    /// The overlay's `Double.init(_: CGFloat)`.
    public init(_ value: CGFloat) { self = value.native }
}

/// CGGeometry.h: `struct CGPoint { CGFloat x; CGFloat y; }` (Swift: `CGPoint(x:y:)` for `CGFloat`,
/// `Double` and `Int`, `.zero`).
public struct CGPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { (x, y) = (0, 0) }
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
    public init(x: Double, y: Double) { (self.x, self.y) = (CGFloat(x), CGFloat(y)) }
    public init(x: Int, y: Int) { (self.x, self.y) = (CGFloat(x), CGFloat(y)) }
    public static var zero: CGPoint { CGPoint() }
}

/// CGGeometry.h: `struct CGSize { CGFloat width; CGFloat height; }` (Swift: `CGSize(width:height:)`
/// for `CGFloat`, `Double` and `Int`, `.zero`).
public struct CGSize: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public init() { (width, height) = (0, 0) }
    public init(width: CGFloat, height: CGFloat) { (self.width, self.height) = (width, height) }
    public init(width: Double, height: Double) { (self.width, self.height) = (CGFloat(width), CGFloat(height)) }
    public init(width: Int, height: Int) { (self.width, self.height) = (CGFloat(width), CGFloat(height)) }
    public static var zero: CGSize { CGSize() }
}

/// CGGeometry.h: `struct CGRect { CGPoint origin; CGSize size; }` and `CGRectGetMinX`,
/// `CGRectGetMinY`, `CGRectGetWidth`, `CGRectGetHeight` (Swift, CoreGraphics.apinotes: `minX`,
/// `minY`, `width`, `height`); `CGRect(origin:size:)`, `CGRect(x:y:width:height:)`, `.zero`. The
/// origin is taken as the minimum corner: the bridge never makes a rectangle of negative size.
public struct CGRect: Hashable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    public init() { (origin, size) = (.zero, .zero) }
    public init(origin: CGPoint, size: CGSize) { (self.origin, self.size) = (origin, size) }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
    public var minX: CGFloat { origin.x }
    public var minY: CGFloat { origin.y }
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public static var zero: CGRect { CGRect() }
}
