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
/// | bytes of cell text, all cells together | 64 MiB |
/// | places in one compositional section's group tree, nested groups included | 10,000 |
package enum ScreenLimits {
    package static let segments = 100_000
    package static let cells = 1_000_000
    package static let nestedCells = 1_000_000
    package static let textBytes = 64 << 20
    /// So a tiny fraction or a deep tree cannot make millions of places.
    package static let placesPerGroupTree = 10_000
}

/// What a screen holds so far, counted against `ScreenLimits` as it is read or laid out.
package struct ScreenTally: Sendable {
    package var segments = 0
    package var cells = 0
    package var nestedCells = 0
    package var textBytes = 0
    /// Whether a cell past a limit has been reported (once per screen is enough).
    package var reportedOverflow = false

    package init() {}

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
            return ("bytes of cell text", textOverflow ? Int.max : textBytes + textProduct, ScreenLimits.textBytes)
        }
        cells += count
        nestedCells += nestedProduct
        textBytes += textProduct
        return nil
    }
}
