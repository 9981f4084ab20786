/// The label pieces of grid cells, worked out once for a run of cells that share them.
///
/// A cell's label is its printable type and its `W×H`, on one line when they fit the box's
/// inside (else on two), each cut to the width with `…`. A grid of goods repeats one type and
/// size thousands of times, so the last pieces and lines are kept and reused while they
/// apply, and other line sets are kept by type, size and width.
struct ASCIILabels {
    private var lastType: (raw: String, printable: String)?
    private var lastSize: (size: Size, text: String)?
    private var lastLines: (key: LinesKey, lines: [String])?
    private var known: [LinesKey: [String]] = [:]

    private struct LinesKey: Hashable {
        var type: String
        var size: String
        var columns: Int
    }

    /// `TextWidth.printable(type)` and `NumberFormat.label(size)`.
    mutating func parts(type: String, size: Size) -> (type: String, size: String) {
        let printable: String
        if let lastType, lastType.raw == type {
            printable = lastType.printable
        } else {
            printable = TextWidth.printable(type)
            lastType = (type, printable)
        }
        let sizeText: String
        if let lastSize, lastSize.size == size {
            sizeText = lastSize.text
        } else {
            sizeText = NumberFormat.label(size)
            lastSize = (size, sizeText)
        }
        return (printable, sizeText)
    }

    /// `type size` when it fits `columns`, else `type` and `size` on lines of their own, each
    /// fitted to `columns`.
    mutating func lines(type: String, size: String, columns: Int) -> [String] {
        let key = LinesKey(type: type, size: size, columns: columns)
        if let lastLines, lastLines.key == key { return lastLines.lines }
        let lines: [String]
        if let cached = known[key] {
            lines = cached
        } else {
            let oneLine = "\(type) \(size)"
            if TextWidth.columns(of: oneLine) <= columns {
                lines = [TextWidth.fitted(oneLine, columns: columns)]
            } else {
                lines = [TextWidth.fitted(type, columns: columns), TextWidth.fitted(size, columns: columns)]
            }
            if known.count < 4096 { known[key] = lines }
        }
        lastLines = (key, lines)
        return lines
    }
}
