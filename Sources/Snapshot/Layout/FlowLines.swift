/// How a flow layout breaks one section's items into lines.
///
/// Rules (UICollectionViewFlowLayout, vertical, shared by `.flow` and `.leftAlignedFlow`):
/// - available = layout width − inset left − inset right.
/// - Items go on the current line greedily while Σwidths + (n − 1) × minimumInteritemSpacing
///   ≤ available, with a tolerance of 1e-9 × max(1, |available|) for floating-point error;
///   the next item that does not fit starts a new line.
/// - An item wider than `available` goes alone on its own line (UIKit calls this undefined);
///   the line is marked over-wide so the caller places it at the left inset and reports it.
/// - A line is as tall as its tallest item.
///
/// Widths 100, 100, 100 with spacing 10 in 300: 100 + 10 + 100 = 210 fits, 210 + 10 + 100 =
/// 320 does not, so the lines are [0, 1] and [2].
struct FlowLine: Equatable {
    var items: Range<Int>
    var height: Double
    /// A single item wider than the available width.
    var isOverWide: Bool
}

enum FlowLines {
    /// The lines of items with `sizes`, in order; empty when there are no items.
    static func lines(for sizes: [Size], available: Double, spacing: Double) -> [FlowLine] {
        lines(count: sizes.count, along: { sizes[$0].width }, across: { sizes[$0].height }, available: available, spacing: spacing)
    }

    /// `lines(for:)` with an item's extent along the line and across it given by index: a
    /// horizontal flow layout's columns are lines with width and height swapped.
    @inline(__always)
    static func lines(
        count: Int, along: (Int) -> Double, across: (Int) -> Double, available: Double, spacing: Double
    ) -> [FlowLine] {
        let tolerance = 1e-9 * Swift.max(1, abs(available))
        var lines: [FlowLine] = []
        var start = 0
        var used = 0.0  // Σwidths + spacings of the open line
        var height = 0.0

        func close(at end: Int) {
            if end > start {
                lines.append(FlowLine(items: start..<end, height: height, isOverWide: false))
            }
            start = end
            used = 0
            height = 0
        }

        for index in 0..<count {
            let width = along(index)
            if width > available + tolerance {
                close(at: index)
                lines.append(FlowLine(items: index..<(index + 1), height: across(index), isOverWide: true))
                start = index + 1
                continue
            }
            if index > start, used + spacing + width > available + tolerance {
                close(at: index)
            }
            used += (index > start ? spacing : 0) + width
            height = Swift.max(height, across(index))
        }
        close(at: count)
        return lines
    }
}
