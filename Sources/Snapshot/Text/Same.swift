/// Exact comparisons for the diff, where NaN equals NaN.
///
/// A layout with a NaN frame (a sub-controller that divided by zero) must diff as unchanged
/// against itself; `==` on `Double` would call every such frame changed.
enum Same {
    static func number(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }

    static func point(_ a: Point, _ b: Point) -> Bool {
        number(a.x, b.x) && number(a.y, b.y)
    }

    static func size(_ a: Size, _ b: Size) -> Bool {
        number(a.width, b.width) && number(a.height, b.height)
    }

    static func rect(_ a: Rect, _ b: Rect) -> Bool {
        point(a.origin, b.origin) && size(a.size, b.size)
    }

    static func rect(_ a: Rect?, _ b: Rect?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): rect(a, b)
        default: false
        }
    }

    static func insets(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        number(a.top, b.top) && number(a.left, b.left) && number(a.bottom, b.bottom) && number(a.right, b.right)
    }

    /// The distance from `old` to `new`, rounded to a billionth of a point so that
    /// `17.333333333333332 − 16.333333333333332` reads `1`, not `1.0000000000000000`-ish noise.
    /// A real change smaller than that is kept as it is.
    static func delta(_ old: Double, _ new: Double) -> Double {
        let raw = new - old
        guard raw.isFinite else { return raw }
        let rounded = (raw * 1e9).rounded() / 1e9
        return rounded == 0 && raw != 0 ? raw : rounded + 0  // `+ 0` turns −0 into 0
    }
}
