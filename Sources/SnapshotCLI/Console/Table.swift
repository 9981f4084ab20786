/// Columns of text padded to line up, for the listing commands.
enum Table {
    /// Every row padded to the widest cell of its column, two spaces apart, no trailing spaces.
    static func render(header: [String], rows: [[String]]) -> String {
        let all = [header] + rows
        var widths = Array(repeating: 0, count: header.count)
        for row in all {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = Swift.max(widths[column], cell.count)
            }
        }
        var text = ""
        for row in all {
            var cells: [String] = []
            for (column, cell) in row.enumerated() {
                let last = column == row.count - 1
                cells.append(last ? cell : pad(cell, to: widths[column]))
            }
            text += cells.joined(separator: "  ") + "\n"
        }
        return text
    }

    /// `text` followed by spaces up to `width` characters.
    static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: Swift.max(0, width - text.count))
    }
}
