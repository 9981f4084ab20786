/// The label lines of a cell in the SVG, worked out once per cell type and size.
///
/// A label is the type and `W×H` on one line when they fit the cell's width (6 pt per
/// column, 3 pt margins), else the type and the size on two lines, each cut with `…`. A grid
/// of goods repeats one type and size thousands of times, so the lines are kept, already
/// XML-escaped, by type and size.
struct SVGLabels {
    struct Lines {
        /// How many columns fit the cell's width.
        var columns: Int
        /// XML-escaped lines with their class (`label` or `size`).
        var lines: [(text: String, style: String)]
    }

    private struct Key: Hashable {
        var type: String
        var width: Double
        var height: Double
    }

    private var known: [Key: Lines] = [:]
    /// The last lines handed out: neighbouring cells mostly share type and size, and this
    /// check is cheaper than hashing the type.
    private var last: (key: Key, lines: Lines)?

    mutating func lines(type: String, size: Size, width: Double) -> Lines {
        let key = Key(type: type, width: width, height: size.height)
        if size.width == width, let last, last.key == key { return last.lines }
        if size.width == width, let lines = known[key] {
            last = (key, lines)
            return lines
        }
        let columns = SVGStyle.columns(in: width)
        let printable = TextWidth.printable(type)
        let sizeText = NumberFormat.label(size)
        let oneLine = "\(printable) \(sizeText)"
        var lines: [(String, String)]
        if TextWidth.columns(of: oneLine) <= columns {
            lines = [(XMLEscaping.escaped(oneLine), "label")]
        } else {
            lines = [
                (XMLEscaping.escaped(TextWidth.fitted(printable, columns: columns)), "label"),
                (XMLEscaping.escaped(TextWidth.fitted(sizeText, columns: columns)), "size"),
            ]
        }
        let result = Lines(columns: columns, lines: lines)
        if size.width == width, known.count < 4096 {
            known[key] = result
            last = (key, result)
        }
        return result
    }
}
