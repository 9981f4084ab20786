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
        // An index loop over the buffer: `enumerated()` costs a generic call a byte in a debug
        // build, which is how `swift run snapshot-cli review` runs.
        bytes.withUnsafeBufferPointer { buffer in
            for index in 0..<buffer.count where buffer[index] == 0x0A {
                ranges.append(start..<index)
                start = index + 1
            }
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
    ///
    /// An open-addressing table over the `StableDigest` of each line's bytes: hashing
    /// `ArraySlice<UInt8>` through `Hasher` cost most of a 20 000-line diff.
    static func symbols(_ old: TextLines, _ new: TextLines) -> (old: [Int], new: [Int], count: Int) {
        var capacity = 16
        while capacity < 2 * (old.count + new.count) { capacity <<= 1 }
        var table = SymbolTable(capacity: capacity)
        return old.bytes.withUnsafeBufferPointer { oldBytes in
            new.bytes.withUnsafeBufferPointer { newBytes in
                func symbols(of text: TextLines, side: Int, bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
                    (0..<text.count).map { line in
                        let range = text.ranges[line]
                        return table.symbol(
                            for: LineRef(side: side, range: range, lacksNewline: text.lacksNewline(line)),
                            old: oldBytes, new: newBytes, bytes: UnsafeBufferPointer(rebasing: bytes[range]))
                    }
                }
                let oldSymbols = symbols(of: old, side: 0, bytes: oldBytes)
                let newSymbols = symbols(of: new, side: 1, bytes: newBytes)
                return (oldSymbols, newSymbols, table.count)
            }
        }
    }
}

/// Where a line's bytes are: which text, which range.
private struct LineRef {
    var side: Int
    var range: Range<Int>
    var lacksNewline: Bool
}

/// Line → symbol, by hash then bytes.
private struct SymbolTable {
    private var slots: [Int32]
    private var firsts: [LineRef] = []
    private var hashes: [UInt64] = []
    private let mask: Int

    init(capacity: Int) {
        slots = [Int32](repeating: -1, count: capacity)
        mask = capacity - 1
    }

    var count: Int { firsts.count }

    mutating func symbol(
        for line: LineRef, old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>,
        bytes: UnsafeBufferPointer<UInt8>
    ) -> Int {
        var hash = StableDigest.of(UnsafeRawBufferPointer(bytes))
        if line.lacksNewline { hash ^= 0x9E37_79B9_7F4A_7C15 }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let symbol = Int(slots[slot])
            let first = firsts[symbol]
            if hashes[symbol] == hash, first.lacksNewline == line.lacksNewline, first.range.count == bytes.count,
                UnsafeBufferPointer(rebasing: (first.side == 0 ? old : new)[first.range]).elementsEqual(bytes)
            {
                return symbol
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(truncatingIfNeeded: firsts.count)
        firsts.append(line)
        hashes.append(hash)
        return firsts.count - 1
    }
}
