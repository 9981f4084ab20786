/// How large one screen may be, whether it is built in Swift or read from a screen file.
///
/// Each limit is on a total for the whole screen, so no product of counts (a million cells
/// that each embed ten thousand items) can grow past what a test machine lays out and renders
/// in seconds. A screen file beyond a limit is refused while it is read, before its cells
/// exist, with the JSON path and the total; a `Screen` built in Swift is laid out up to the
/// limit and the layout carries a `screen-too-large` error saying what was left out.
///
/// | what | at most |
/// |---|---|
/// | segments | 100,000 |
/// | cells, all segments together | 1,000,000 |
/// | nested (embedded collection) cells, all cells together | 1,000,000 |
/// | bytes of cell text as rendered, all cells together (types and texts, embedded items' too) | 64 MiB |
/// | places in one compositional section's group tree, nested groups included | 10,000 |
/// | steps to resolve every group tree of a screen (places visited, groups resolved) | 1,000,000 |
/// | diagnostics of one layout, each repeated message counted | 1,000 |
/// | supplementary items (badges) of one compositional item, characters of an element kind | 8, 64 |
package enum ScreenLimits {
    package static let segments = 100_000
    package static let cells = 1_000_000
    package static let nestedCells = 1_000_000
    /// Counted as `renderedBytes`, so that no rendering of a screen within the limits passes
    /// the 256 MiB a reference may be read back at (an SVG writes its text twice, escaped).
    package static let textBytes = 64 << 20

    /// The bytes `text` takes where a rendering writes it longest: in an SVG, whose drawing and
    /// embedded listing each escape it. `"` is `\"` in the listing and `\&quot;` in the SVG (7),
    /// `'` is `&apos;` (6), `&` `&amp;` (5), `<` and `>` `&lt;` `&gt;` (4), `\` is `\\` (2), a
    /// control character `\u{1F}` (6). Scalars the listing escapes beyond ASCII (C1 controls,
    /// bidirectional marks, U+FEFF, U+FFFE/F, up to `\u{FFFF}`: 8) are counted by their first
    /// byte: 6 for C2, which starts a two-byte scalar, and 6 for E2 and EF, which start three-byte
    /// ones, so `…` counts 8 where it is written in 3. The escapes are `StringEscaping`'s and
    /// `XMLEscaping`'s; `ScreenLimitsTests` checks every scalar of the first plane against them.
    ///
    /// Asked for every cell of every layout (`ScreenTally.textBytes(of:)`), so it reads the UTF-8 in place
    /// and looks each byte's cost up in a table made once from `renderedBytes(of:)`.
    package static func renderedBytes(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            byteCosts.withUnsafeBufferPointer { costs in
                var total = 0
                for byte in bytes { total &+= Int(costs[Int(byte)]) }
                return total
            }
        }
    }

    /// What one UTF-8 byte costs where a rendering writes it longest (see `renderedBytes(_:)`).
    static func renderedBytes(of byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "\""): 7
        case UInt8(ascii: "'"), 0xC2, 0xE2, 0xEF, 0x00..<0x20, 0x7F: 6
        case UInt8(ascii: "&"): 5
        case UInt8(ascii: "<"), UInt8(ascii: ">"): 4
        case UInt8(ascii: "\\"): 2
        default: 1
        }
    }

    private static let byteCosts: [UInt8] = (0...255).map { renderedBytes(of: UInt8($0)) }
    /// So a tiny fraction or a deep tree cannot make millions of places.
    package static let placesPerGroupTree = 10_000
    /// The work of laying out group trees, counted rather than their frames: nested groups of
    /// `count` 10,000 over an empty group make no frame at all, but visit 10,000² places.
    package static let groupTreeSteps = 1_000_000
    /// So a screen whose every cell is wrong (or a long segment name copied into each message)
    /// cannot make a listing of gigabytes; the rest are counted in one last diagnostic.
    package static let diagnostics = 1_000
    /// Badges are drawn and listed once per cell: a few per item, with short kinds, keep a
    /// million cells' listing bounded.
    package static let supplementariesPerItem = 8
    package static let elementKindCharacters = 64
    /// The longest layout class name a frames file holds (a Swift type's name, generics and all, is far shorter).
    package static let layoutClassCharacters = 256
}

/// What a screen holds so far, counted against `ScreenLimits` as it is read or laid out.
package struct ScreenTally: Sendable {
    package var segments = 0
    package var cells = 0
    package var nestedCells = 0
    package var textBytes = 0
    /// Whether a cell past a limit has been reported (once per screen is enough).
    package var reportedOverflow = false
    /// The last cell type and embedded item type counted, with their bytes (`textBytes(of:)`).
    private var lastCellType = KnownBytes()
    private var lastItemType = KnownBytes()

    package init() {}

    /// The bytes of text every rendering repeats for `cell`, as rendered
    /// (`ScreenLimits.renderedBytes`): its type, its text, and its embedded items' types and
    /// texts. `ScreenLimits.textBytes` counts them all, since a cell repeated a million times
    /// repeats each of them in the listing and the SVG. A type the same as the last one's is
    /// counted from memory: a segment's cells, and an embedded collection's items, mostly share
    /// one, and scanning their types was a tenth of laying out a 1,000-cell screen.
    package mutating func textBytes(of cell: Cell) -> Int {
        var total = lastCellType.renderedBytes(cell.type) + (cell.text.map(ScreenLimits.renderedBytes) ?? 0)
        guard let items = cell.embedded?.items else { return total }
        for index in items.indices {  // read in place: a `for in` copies each item
            total += lastItemType.renderedBytes(items[index].type) + (items[index].text.map(ScreenLimits.renderedBytes) ?? 0)
        }
        return total
    }

    /// One text and its `ScreenLimits.renderedBytes`.
    private struct KnownBytes: Sendable {
        var text = ""
        var bytes = 0

        mutating func renderedBytes(_ other: String) -> Int {
            if other != text {
                text = other
                bytes = ScreenLimits.renderedBytes(other)
            }
            return bytes
        }
    }

    /// Cells still allowed.
    package var cellsLeft: Int { Swift.max(0, ScreenLimits.cells - cells) }

    /// Adds `count` times a cell with `nested` embedded items and `textBytes` of text; the name
    /// and numbers of the first limit the screen would pass, or `nil` (then the cells count).
    package mutating func add(cells count: Int, nested: Int, textBytes text: Int) -> (what: String, total: Int, limit: Int)? {
        let (nestedProduct, nestedOverflow) = count.multipliedReportingOverflow(by: nested)
        let (textProduct, textOverflow) = count.multipliedReportingOverflow(by: text)
        if cells + count > ScreenLimits.cells {
            return ("cells", cells + count, ScreenLimits.cells)
        }
        if nestedOverflow || nestedCells + nestedProduct > ScreenLimits.nestedCells {
            return ("nested cells", nestedOverflow ? Int.max : nestedCells + nestedProduct, ScreenLimits.nestedCells)
        }
        if textOverflow || textBytes + textProduct > ScreenLimits.textBytes {
            return ("bytes of cell text as rendered", textOverflow ? Int.max : textBytes + textProduct, ScreenLimits.textBytes)
        }
        cells += count
        nestedCells += nestedProduct
        textBytes += textProduct
        return nil
    }
}

extension Cell {
    /// The cell with the next thing that passes a limit left out (`what` is the limit's name):
    /// its embedded collection for nested cells; for text, its text, then its embedded items,
    /// then all but the first 16 characters of its type; `nil` when nothing is left to cut.
    package func cut(for what: String) -> Cell? {
        var cell = self
        if what == "nested cells" || (text == nil && embedded != nil) {
            guard embedded != nil else { return nil }
            cell.embedded = nil
        } else if text != nil {
            cell.text = nil
        } else if type.count > 17 {  // 16 and the ellipsis: cut once
            cell.type = String(type.prefix(16)) + "…"
        } else {
            return nil
        }
        return cell
    }
}

extension EmbeddedItem {
    /// Its type's and text's bytes (`ScreenTally.textBytes(of:)`).
    package var textBytes: Int { ScreenLimits.renderedBytes(type) + (text.map(ScreenLimits.renderedBytes) ?? 0) }
}
