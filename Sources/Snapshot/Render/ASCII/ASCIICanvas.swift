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

    /// Puts `scalar` at a cell inside `clip` only where nothing is drawn but space or inset
    /// shading (`·`): how lines (the fold, group outlines) pass behind cells and labels.
    mutating func putBehind(_ scalar: Unicode.Scalar, row: Int, column: Int, clip: GridRect) {
        let shown = self.scalar(row: row, column: column)
        if shown == " " || shown == "·" { put(scalar, row: row, column: column, clip: clip) }
    }

    /// Fills every cell of `rect` inside `clip` with `scalar`.
    ///
    /// Only a row's two end cells can hold half of a wide character whose other half lies
    /// outside the area (inner pairs are overwritten whole), so only they are released.
    mutating func fill(_ rect: GridRect, with scalar: Unicode.Scalar, clip: GridRect) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let count = area.right - area.left
        for row in area.top..<area.bottom {
            let start = row * width + area.left
            release(start, column: area.left)
            release(start + count - 1, column: area.right - 1)
            cells.withUnsafeMutableBufferPointer { cells in
                guard let base = cells.baseAddress else { return }
                (base + start).update(repeating: scalar.value, count: count)
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
        if let written = writeNarrow(text, row: row, column: column, left: Swift.max(clip.left, 0), right: right) {
            return written
        }
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

    /// `write` for text whose every byte is printable ASCII (most labels): one cell per
    /// byte, no characters to find. `nil` for any other text.
    private mutating func writeNarrow(_ text: String, row: Int, column: Int, left: Int, right: Int) -> Int? {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        var current = column
        for byte in utf8 {
            if current >= left, current + 1 <= right {
                let index = row * width + current
                release(index, column: current)
                cells[index] = UInt32(byte)
            }
            current += 1
        }
        return current
    }

    /// Appends every row followed by `suffix(row)`, without trailing spaces, each ending in LF.
    func encode(into out: inout TextBuffer, suffix: (Int) -> String?) {
        cells.withUnsafeBufferPointer { cells in
            for row in 0..<height {
                let start = row * width
                var end = start + width
                while end > start, cells[end - 1] == Self.space { end -= 1 }
                encodeRow(cells[start..<end], into: &out)
                if let suffix = suffix(row) {
                    out.append(suffix)
                }
                out.trimTrailingSpaces()
                out.append(byte: UInt8(ascii: "\n"))
                out.flushIfLarge()
            }
        }
    }

    /// One row's cells as UTF-8, written straight into the buffer (at most 4 bytes a cell)
    /// unless the row holds a multi-scalar character.
    private func encodeRow(_ row: Slice<UnsafeBufferPointer<UInt32>>, into out: inout TextBuffer) {
        // Multi-scalar characters are rare: only a canvas that holds one looks for them.
        guard clusters.isEmpty || !row.contains(where: { $0 != Self.continuation && $0 & Self.clusterFlag != 0 }) else {
            for code in row where code != Self.continuation {
                if code & Self.clusterFlag != 0 {
                    out.append(clusters[Int(code & ~Self.clusterFlag)])
                } else if let scalar = Unicode.Scalar(code) {
                    out.append(scalar: scalar)
                }
            }
            return
        }
        out.append(upTo: row.count * 4) { bytes in
            var count = 0
            for code in row {
                switch code {
                case 0..<0x80:
                    bytes[count] = UInt8(code)
                    count += 1
                case 0x80..<0x800:
                    bytes[count] = UInt8(0xC0 | (code >> 6))
                    bytes[count + 1] = UInt8(0x80 | (code & 0x3F))
                    count += 2
                case 0x800..<0x10000:
                    guard code < 0xD800 || code > 0xDFFF else { continue }  // not a scalar
                    bytes[count] = UInt8(0xE0 | (code >> 12))
                    bytes[count + 1] = UInt8(0x80 | ((code >> 6) & 0x3F))
                    bytes[count + 2] = UInt8(0x80 | (code & 0x3F))
                    count += 3
                case 0x10000..<0x110000:
                    bytes[count] = UInt8(0xF0 | (code >> 18))
                    bytes[count + 1] = UInt8(0x80 | ((code >> 12) & 0x3F))
                    bytes[count + 2] = UInt8(0x80 | ((code >> 6) & 0x3F))
                    bytes[count + 3] = UInt8(0x80 | (code & 0x3F))
                    count += 4
                default:
                    continue  // the continuation of a wide character, or not a scalar
                }
            }
            return count
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
