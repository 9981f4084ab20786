/// A text cut into lines at `\n` (bytes, so `\r\n` keeps its `\r` and no two different
/// lines ever compare equal), with every line numbered as a symbol for `LineMatching`.
struct TextLines {
    let bytes: [UInt8]
    /// Byte ranges of the lines, without their `\n`.
    let ranges: [Range<Int>]
    /// False when the last line has no `\n` after it.
    let endsWithNewline: Bool

    init(_ text: String) {
        bytes = Array(text.utf8)
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            ranges.append(start..<index)
            start = index + 1
        }
        endsWithNewline = start == bytes.count
        if !endsWithNewline { ranges.append(start..<bytes.count) }
        self.ranges = ranges
    }

    var count: Int { ranges.count }

    subscript(line: Int) -> ArraySlice<UInt8> { bytes[ranges[line]] }

    /// Whether `line` is the last one and has no `\n` after it.
    func lacksNewline(_ line: Int) -> Bool {
        !endsWithNewline && line == ranges.count - 1
    }

    /// Both texts as symbols: equal bytes, equal symbol. A last line without `\n` is only equal
    /// to another last line without `\n`, as in `diff`.
    static func symbols(_ old: TextLines, _ new: TextLines) -> (old: [Int], new: [Int], count: Int) {
        struct Key: Hashable {
            var bytes: ArraySlice<UInt8>
            var lacksNewline: Bool
        }
        var table: [Key: Int] = [:]
        table.reserveCapacity(old.count + new.count)
        func symbols(of text: TextLines) -> [Int] {
            (0..<text.count).map { line in
                let key = Key(bytes: text[line], lacksNewline: text.lacksNewline(line))
                if let symbol = table[key] { return symbol }
                let symbol = table.count
                table[key] = symbol
                return symbol
            }
        }
        let oldSymbols = symbols(of: old)
        let newSymbols = symbols(of: new)
        return (oldSymbols, newSymbols, table.count)
    }
}
