/// A point in points (not pixels), origin at the top left.
public struct Point: Sendable, Hashable {
    /// Points from the left.
    public var x: Double
    /// Points from the top.
    public var y: Double

    /// A point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}

/// A width and height in points.
public struct Size: Sendable, Hashable {
    /// Points across.
    public var width: Double
    /// Points down.
    public var height: Double

    /// A size of `width` × `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size.
    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle in points: origin at its top-left corner, then its size.
public struct Rect: Sendable, Hashable {
    /// Its top-left corner.
    public var origin: Point
    /// Its width and height.
    public var size: Size

    /// A rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle at `x`, `y` of `width` × `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// An empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Its left edge.
    public var minX: Double { origin.x }
    /// Its top edge.
    public var minY: Double { origin.y }
    /// Its right edge.
    public var maxX: Double { origin.x + size.width }
    /// Its bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// Its width.
    public var width: Double { size.width }
    /// Its height.
    public var height: Double { size.height }

    /// The smallest rectangle that contains both.
    public func union(_ other: Rect) -> Rect {
        let x = Swift.min(minX, other.minX)
        let y = Swift.min(minY, other.minY)
        return Rect(x: x, y: y, width: Swift.max(maxX, other.maxX) - x, height: Swift.max(maxY, other.maxY) - y)
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}

/// Distances inside a rectangle's edges, as UIKit's `UIEdgeInsets`: top, left, bottom, right.
public struct EdgeInsets: Sendable, Hashable {
    /// Points inside the top edge.
    public var top: Double
    /// Points inside the left edge.
    public var left: Double
    /// Points inside the bottom edge.
    public var bottom: Double
    /// Points inside the right edge.
    public var right: Double

    /// Insets of the sides given; the others 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// `left + right`.
    public var horizontal: Double { left + right }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }
}
