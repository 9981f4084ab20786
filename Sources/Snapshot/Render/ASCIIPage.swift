/// Where each part of a layout goes on the ASCII grid: the full-page screenshot's geometry.
///
/// Row 0 is the ruler and the last row the bottom border. Between them, top to bottom: the
/// top chrome bands at their screen position, the scroll area stretched to hold the whole
/// content (`contentInset.top + content + contentInset.bottom`, at least the scroll area's
/// height), then the bottom chrome bands. The fold is where the bottom chrome starts on the
/// device: content y `visibleHeight`. Content past `maximumRows` rows is cut and replaced by
/// one marker row; the listing under the grid still holds every cell.
///
/// Columns: the gutter (segment and chrome labels), the device's left border, the device's
/// width, its right border.
struct ASCIIPage {
    let scale: GridScale
    /// Width of the gutter's label column.
    let labelWidth: Int
    /// First column of the device.
    let deviceLeft: Int
    /// The column of the device's right border.
    let deviceRight: Int
    /// Canvas rows of the top chrome, the content and the bottom chrome.
    let topClip: GridRect
    let contentClip: GridRect
    let bottomClip: GridRect
    /// The canvas row of the cut marker, when content was cut.
    let cutRow: Int?
    /// How many content rows were cut.
    let cutRows: Int
    let height: Int

    /// Screen-to-page offsets in points.
    private let contentOrigin: Point
    private let bottomChromeShift: Double
    private let bottomRowShift: Int

    init(layout: Layout, scale: GridScale, maximumRows: Int, labelWidth: Int) {
        self.scale = scale
        self.labelWidth = labelWidth
        deviceLeft = labelWidth + 4  // bracket, space, label, space, border
        let deviceColumns = Swift.min(Swift.max(scale.column(Self.finite(layout.device.size.width)) ?? 0, 1), 2000)
        deviceRight = deviceLeft + deviceColumns

        let scrollArea = layout.scrollArea
        let scrollTop = Self.finite(scrollArea.minY)
        contentOrigin = Point(
            x: Self.finite(scrollArea.minX) + Self.finite(layout.contentInset.left),
            y: scrollTop + Self.finite(layout.contentInset.top))
        let contentHeight = Self.finite(layout.contentInset.top) + Self.contentExtent(layout) + Self.finite(layout.contentInset.bottom)
        let pageHeight = Swift.max(Self.finite(scrollArea.height), contentHeight)
        let contentEndY = scrollTop + pageHeight
        bottomChromeShift = contentEndY - Self.finite(scrollArea.maxY)

        let rows = Swift.max(maximumRows, 1)
        let scrollTopRow = Swift.min(Swift.max(scale.row(scrollTop) ?? 0, 0), rows) + 1
        let contentEndRow = Swift.max((scale.row(contentEndY) ?? 0) + 1, scrollTopRow)
        let capRow = scrollTopRow + rows
        let visibleEnd = Swift.min(contentEndRow, capRow)
        cutRow = contentEndRow > capRow ? capRow : nil
        cutRows = contentEndRow - visibleEnd
        bottomRowShift = visibleEnd - contentEndRow + (cutRow == nil ? 0 : 1)

        var bottomExtent = Self.finite(layout.device.size.height) - Self.finite(scrollArea.maxY)
        for band in layout.chrome where !Self.isTop(band, in: layout) {
            bottomExtent = Swift.max(bottomExtent, Self.finite(band.frame.maxY) - Self.finite(scrollArea.maxY))
        }
        let bottomEndRow = (scale.row(contentEndY + Swift.min(Swift.max(bottomExtent, 0), 10_000)) ?? 0) + 1 + bottomRowShift
        let bottomStart = visibleEnd + (cutRow == nil ? 0 : 1)
        height = Swift.max(bottomEndRow, bottomStart) + 1

        let columns = (left: deviceLeft, right: deviceRight)
        topClip = GridRect(top: 1, left: columns.left, bottom: scrollTopRow, right: columns.right)
        contentClip = GridRect(top: scrollTopRow, left: columns.left, bottom: visibleEnd, right: columns.right)
        bottomClip = GridRect(top: bottomStart, left: columns.left, bottom: height - 1, right: columns.right)
    }

    var width: Int { deviceRight + 1 }

    /// Canvas cells of a rectangle in content coordinates.
    func contentCells(_ rect: Rect) -> GridRect? {
        scale.cells(rect.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y))?.offsetBy(rows: 1, columns: deviceLeft)
    }

    /// The canvas row of an edge at content y.
    func contentRow(_ y: Double) -> Int? {
        scale.row(contentOrigin.y + y).map { $0 + 1 }
    }

    /// Canvas cells of a chrome band, and the clip of its part of the page.
    func chromeCells(_ band: ChromeBand, in layout: Layout) -> (cells: GridRect, clip: GridRect)? {
        if Self.isTop(band, in: layout) {
            return scale.cells(band.frame).map { ($0.offsetBy(rows: 1, columns: deviceLeft), topClip) }
        }
        let moved = band.frame.offsetBy(dx: 0, dy: bottomChromeShift)
        return scale.cells(moved).map { ($0.offsetBy(rows: 1 + bottomRowShift, columns: deviceLeft), bottomClip) }
    }

    /// A band above the scroll area's top belongs to the top chrome; every other to the bottom.
    static func isTop(_ band: ChromeBand, in layout: Layout) -> Bool {
        band.frame.minY < layout.scrollArea.minY
    }

    /// How far the content reaches: its content size, or further when a segment or item does.
    private static func contentExtent(_ layout: Layout) -> Double {
        var extent = finite(layout.contentSize.height)
        for segment in layout.segments {
            extent = Swift.max(extent, finite(segment.frame.maxY))
            for item in segment.items {
                extent = Swift.max(extent, finite(item.frame.maxY))
            }
        }
        return extent
    }

    /// NaN and infinities count as 0 for the page's extent (the listing shows them as they are).
    static func finite(_ value: Double) -> Double {
        value.isFinite ? Swift.min(Swift.max(value, -1e9), 1e9) : 0
    }
}
