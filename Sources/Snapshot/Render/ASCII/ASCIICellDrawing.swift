/// The lines a box is drawn with.
struct BoxStyle {
    let topLeft: Unicode.Scalar
    let horizontal: Unicode.Scalar
    let topRight: Unicode.Scalar
    let vertical: Unicode.Scalar
    let bottomLeft: Unicode.Scalar
    let bottomRight: Unicode.Scalar

    /// Cells.
    static let single = BoxStyle(topLeft: "┌", horizontal: "─", topRight: "┐", vertical: "│", bottomLeft: "└", bottomRight: "┘")
    /// Headers and footers.
    static let double = BoxStyle(topLeft: "╔", horizontal: "═", topRight: "╗", vertical: "║", bottomLeft: "╚", bottomRight: "╝")
}

/// Cells, headers, footers and nested collections on the grid.
///
/// A cell is a box labelled inside with its type and `W×H` (then its text in quotes) as far
/// as they fit, cut with `…`; a box two rows high carries its label in its top border. A cell
/// less than two rows high or two columns wide is a `▪` followed by its type where there is
/// room. A nested collection's items are drawn inside their cell, clipped at the collection
/// view's edge, with `▸ +N` at that edge when N items are not fully shown.
extension ASCIIDrawing {
    mutating func drawItem(_ item: LayoutItem, segment: Int) {
        let clip = page.contentClip
        guard let cells = page.contentCells(item.frame), cells.bottom >= clip.top, cells.top < clip.bottom else { return }
        let (type, size) = labelParts.parts(type: item.cellType, size: item.frame.size)
        guard cells.rows >= 2, cells.columns >= 2 else {
            drawMark(cells, label: type, clip: clip)
            return
        }
        drawBox(cells, style: .single, clip: clip)
        if let nested = item.nested {
            writeInTopBorder(cells, label: "\(type) \(size)", clip: clip)
            drawNested(nested, in: item.frame, cells: cells, clip: clip)
        } else {
            writeLabels(cells, type: type, size: size, text: item.text, clip: clip)
        }
    }

    mutating func drawSupplementary(_ name: String, frame: Rect) {
        let clip = page.contentClip
        guard let cells = page.contentCells(frame), cells.bottom >= clip.top, cells.top < clip.bottom else { return }
        guard cells.rows >= 2, cells.columns >= 2 else {
            drawMark(cells, label: name, clip: clip)
            return
        }
        drawBox(cells, style: .double, clip: clip)
        writeLabels(cells, type: name, size: NumberFormat.label(frame.size), text: nil, clip: clip)
    }

    // MARK: Pieces

    private mutating func drawBox(_ box: GridRect, style: BoxStyle, clip: GridRect) {
        let area = box.intersection(clip)
        guard !area.isEmpty else { return }
        let lastRow = box.bottom - 1
        let lastColumn = box.right - 1
        // The two borders: a run of horizontals (written as one fill), then the corners.
        for (row, left, right) in [(box.top, style.topLeft, style.topRight), (lastRow, style.bottomLeft, style.bottomRight)] {
            canvas.fill(GridRect(top: row, left: box.left + 1, bottom: row + 1, right: lastColumn), with: style.horizontal, clip: clip)
            canvas.put(left, row: row, column: box.left, clip: clip)
            canvas.put(right, row: row, column: lastColumn, clip: clip)
        }
        let sides = GridRect(top: box.top + 1, left: box.left, bottom: lastRow, right: box.right).intersection(clip)
        guard sides.rows > 0 else { return }
        for row in sides.top..<sides.bottom {
            canvas.put(style.vertical, row: row, column: box.left, clip: clip)
            canvas.put(style.vertical, row: row, column: lastColumn, clip: clip)
        }
    }

    /// A cell too small for a box: `▪` at its top-left cell, then its label where it has room.
    private mutating func drawMark(_ cells: GridRect, label: String, clip: GridRect) {
        canvas.put("▪", row: cells.top, column: cells.left, clip: clip)
        guard cells.columns > 2 else { return }
        let room = GridRect(top: cells.top, left: cells.left + 1, bottom: cells.top + 1, right: cells.right).intersection(clip)
        canvas.write(TextWidth.fitted(label, columns: cells.columns - 1), row: cells.top, column: cells.left + 1, clip: room)
    }

    private mutating func writeInTopBorder(_ box: GridRect, label: String, clip: GridRect) {
        let room = GridRect(top: box.top, left: box.left + 1, bottom: box.top + 1, right: box.right - 1)
        canvas.write(TextWidth.fitted(label, columns: room.columns), row: box.top, column: room.left, clip: room.intersection(clip))
    }

    /// Type and size on one line when they fit, else on two; then the text in quotes.
    private mutating func writeLabels(_ box: GridRect, type: String, size: String, text: String?, clip: GridRect) {
        let inside = GridRect(top: box.top + 1, left: box.left + 1, bottom: box.bottom - 1, right: box.right - 1)
        guard inside.rows > 0 else {
            writeInTopBorder(box, label: "\(type) \(size)", clip: clip)
            return
        }
        let area = inside.intersection(clip)
        let label = labelParts.lines(type: type, size: size, columns: inside.columns)
        var row = inside.top
        for line in label where row < inside.bottom {
            canvas.write(line, row: row, column: inside.left, clip: area)
            row += 1
        }
        guard let text, row < inside.bottom else { return }
        if let count = TextWidth.printableASCIICount(text), count + 2 <= inside.columns {
            // Fits as it is: the quotes and the text, with no string made for them.
            var column = canvas.write("\"", row: row, column: inside.left, clip: area)
            column = canvas.write(text, row: row, column: column, clip: area)
            canvas.write("\"", row: row, column: column, clip: area)
        } else {
            canvas.write(TextWidth.fitted("\"\(TextWidth.printable(text))\"", columns: inside.columns), row: row, column: inside.left, clip: area)
        }
    }

    /// The nested items inside the cell's box, clipped at the collection view's frame.
    private mutating func drawNested(_ nested: NestedLayout, in cellFrame: Rect, cells: GridRect, clip: GridRect) {
        let collection = nested.frame.offsetBy(dx: cellFrame.minX, dy: cellFrame.minY)
        guard let collectionCells = page.contentCells(collection) else { return }
        let inside = GridRect(top: cells.top + 1, left: cells.left + 1, bottom: cells.bottom - 1, right: cells.right - 1)
        let area = collectionCells.intersection(inside).intersection(clip)
        guard !area.isEmpty else { return }
        for item in nested.items {
            let frame = item.frame.offsetBy(dx: collection.minX, dy: collection.minY)
            guard let itemCells = page.contentCells(frame), !itemCells.intersection(area).isEmpty else { continue }
            let (type, size) = labelParts.parts(type: item.cellType, size: item.frame.size)
            if itemCells.rows >= 2, itemCells.columns >= 2 {
                drawBox(itemCells, style: .single, clip: area)
                writeLabels(itemCells, type: type, size: size, text: item.text, clip: area)
            } else {
                drawMark(itemCells, label: type, clip: area)
            }
        }
        guard nested.overflows else { return }
        let hidden = nested.items.reduce(0) { $0 + ($1.visibility == .full ? 0 : 1) }
        let mark = hidden > 0 ? " ▸ +\(hidden)" : " ▸"
        let width = TextWidth.columns(of: mark)
        canvas.write(mark, row: area.top + (area.rows - 1) / 2, column: Swift.max(area.left, area.right - width), clip: area)
    }
}
