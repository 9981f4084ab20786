/// A grid of characters drawn into once and encoded to UTF-8 once.
///
/// Each cell holds a Unicode scalar value, the second half of a wide character, or a
/// reference to a multi-scalar character (`👨‍👩‍👧`, `e` + accent). Writing over half of a wide
/// character blanks the other half, so rows never lose their alignment.
struct ASCIICanvas {
    let width: Int
    let height: Int
    private var cells: [UInt32]
    private var clusters: [String] = []

    private static let space = UInt32(0x20)
    private static let continuation = UInt32.max
    private static let clusterFlag = UInt32(0x8000_0000)

    init(width: Int, height: Int) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        cells = Array(repeating: Self.space, count: self.width * self.height)
    }

    var bounds: GridRect { GridRect(top: 0, left: 0, bottom: height, right: width) }

    /// Whether the cell shows a space (or lies outside the canvas).
    func isBlank(row: Int, column: Int) -> Bool {
        guard row >= 0, row < height, column >= 0, column < width else { return true }
        return cells[row * width + column] == Self.space
    }

    func scalar(row: Int, column: Int) -> Unicode.Scalar? {
        guard row >= 0, row < height, column >= 0, column < width else { return nil }
        return Unicode.Scalar(cells[row * width + column])
    }

    /// Puts a one-column scalar at a cell inside `clip`.
    mutating func put(_ scalar: Unicode.Scalar, row: Int, column: Int, clip: GridRect) {
        guard row >= clip.top, row < clip.bottom, column >= clip.left, column < clip.right,
            row >= 0, row < height, column >= 0, column < width
        else { return }
        let index = row * width + column
        release(index, column: column)
        cells[index] = scalar.value
    }

    /// Fills every cell of `rect` inside `clip` with `scalar`.
    mutating func fill(_ rect: GridRect, with scalar: Unicode.Scalar, clip: GridRect) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.top..<area.bottom {
            for column in area.left..<area.right {
                let index = row * width + column
                release(index, column: column)
                cells[index] = scalar.value
            }
        }
    }

    /// Writes `text` (already printable) from `column` on `row`; a character that would
    /// cross `clip`'s right edge is left out. Returns the column after the text.
    @discardableResult
    mutating func write(_ text: String, row: Int, column: Int, clip: GridRect) -> Int {
        var current = column
        guard row >= clip.top, row < clip.bottom, row >= 0, row < height else {
            return current + TextWidth.columns(of: text)
        }
        let right = Swift.min(clip.right, width)
        for character in text {
            let columns = TextWidth.columns(of: character)
            defer { current += columns }
            guard current >= Swift.max(clip.left, 0), current + columns <= right else { continue }
            let code: UInt32
            let scalars = character.unicodeScalars
            if scalars.count == 1, let only = scalars.first {
                code = only.value
            } else {
                code = Self.clusterFlag | UInt32(clusters.count)
                clusters.append(String(character))
            }
            let index = row * width + current
            release(index, column: current)
            if columns == 2 {
                release(index + 1, column: current + 1)
                cells[index + 1] = Self.continuation
            }
            cells[index] = code
        }
        return current
    }

    /// Appends every row followed by `suffix(row)`, without trailing spaces, each ending in LF.
    func encode(into out: inout TextBuffer, suffix: (Int) -> String?) {
        for row in 0..<height {
            let start = row * width
            var end = start + width
            while end > start, cells[end - 1] == Self.space { end -= 1 }
            for index in start..<end {
                let code = cells[index]
                if code == Self.continuation { continue }
                if code & Self.clusterFlag != 0 {
                    out.append(clusters[Int(code & ~Self.clusterFlag)])
                } else if let scalar = Unicode.Scalar(code) {
                    out.append(scalar: scalar)
                }
            }
            if let suffix = suffix(row) {
                out.append(suffix)
            }
            out.trimTrailingSpaces()
            out.append(byte: UInt8(ascii: "\n"))
        }
    }

    /// Before a cell is overwritten: blank the other half of a wide character it belongs to.
    private mutating func release(_ index: Int, column: Int) {
        if cells[index] == Self.continuation {
            if column > 0 { cells[index - 1] = Self.space }
        } else if column + 1 < width, cells[index + 1] == Self.continuation {
            cells[index + 1] = Self.space
        }
    }
}
