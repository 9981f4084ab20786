/// A block of grid cells: rows `top..<bottom`, columns `left..<right`.
struct GridRect: Equatable {
    var top: Int
    var left: Int
    var bottom: Int
    var right: Int

    var rows: Int { bottom - top }
    var columns: Int { right - left }
    var isEmpty: Bool { rows <= 0 || columns <= 0 }

    func intersection(_ other: GridRect) -> GridRect {
        GridRect(
            top: Swift.max(top, other.top), left: Swift.max(left, other.left),
            bottom: Swift.min(bottom, other.bottom), right: Swift.min(right, other.right))
    }

    func offsetBy(rows: Int, columns: Int) -> GridRect {
        GridRect(top: top + rows, left: left + columns, bottom: bottom + rows, right: right + columns)
    }
}

/// The one rounding rule from points to the ASCII grid.
///
/// An edge at x points falls on column `floor(x / columnPoints + 0.5)`, an edge at y points
/// on row `floor(y / rowPoints + 0.5)`; a row is twice as tall as a column is wide (about
/// the shape of a terminal cell). A rectangle covers the columns from its left edge's
/// column up to (not including) its right edge's, and likewise for rows, so neighbours that
/// share an edge never share a cell. At 4 pt per column, a cell from x 20 to 375 covers
/// columns 5 to 93 and a cell from y 50 to 160 rows 6 to 19.
struct GridScale {
    let columnPoints: Double
    var rowPoints: Double { columnPoints * 2 }

    /// Far enough to clip anything, small enough for `Int` arithmetic.
    private static let limit = 100_000_000.0

    /// The column of an edge at `x` points; `nil` for NaN.
    func column(_ x: Double) -> Int? {
        Self.cell(x / columnPoints)
    }

    /// The row of an edge at `y` points; `nil` for NaN.
    func row(_ y: Double) -> Int? {
        Self.cell(y / rowPoints)
    }

    /// The cells a rectangle (in points) covers; `nil` when an edge is NaN.
    func cells(_ rect: Rect) -> GridRect? {
        guard let top = row(rect.minY), let left = column(rect.minX),
            let bottom = row(rect.maxY), let right = column(rect.maxX)
        else { return nil }
        return GridRect(top: top, left: left, bottom: Swift.max(top, bottom), right: Swift.max(left, right))
    }

    private static func cell(_ position: Double) -> Int? {
        let edge = (position + 0.5).rounded(.down)
        guard !edge.isNaN else { return nil }
        return Int(Swift.min(Swift.max(edge, -limit), limit))
    }
}
