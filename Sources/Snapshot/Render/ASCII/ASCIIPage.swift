/// Where each part of a layout goes on the ASCII grid: the `PageGeometry` in rows and columns.
///
/// Row 0 is the ruler and the last row the bottom border; between them the page, top chrome,
/// stretched scroll area and bottom chrome. Content past `maximumRows` rows is cut and
/// replaced by one marker row, and the bottom chrome moves up under it; the listing under
/// the grid still holds every cell; so are columns past `maximumColumns`, which only a
/// horizontal layout reaches, with a note on the first content row. Columns: the gutter (a bracket column, a space, the
/// label column, a space), the device's left border, the device, its right border.
struct ASCIIPage {
    let scale: GridScale
    let geometry: PageGeometry
    /// Width of the gutter's label column.
    let labelWidth: Int
    /// First column of the device.
    let deviceLeft: Int
    /// The column of the device's right border.
    let deviceRight: Int
    /// Canvas rows and columns of the top chrome, the content and the bottom chrome.
    let topClip: GridRect
    let contentClip: GridRect
    let bottomClip: GridRect
    /// The canvas row of the cut marker, when content was cut.
    let cutRow: Int?
    /// How many content rows were cut.
    let cutRows: Int
    /// How many columns right of `maximumColumns` were cut (a horizontal layout's far content).
    let cutColumns: Int
    static let maximumColumns = 2000
    let height: Int
    /// Rows the bottom chrome moves by (up when content was cut).
    private let bottomRowShift: Int

    init(layout: Layout, scale: GridScale, maximumRows: Int, labelWidth: Int) {
        self.scale = scale
        let geometry = PageGeometry(layout: layout)
        self.geometry = geometry
        self.labelWidth = labelWidth
        deviceLeft = labelWidth + 4
        let columns = Swift.max(scale.column(geometry.deviceWidth) ?? 0, 1)
        deviceRight = deviceLeft + Swift.min(columns, Self.maximumColumns)
        cutColumns = Swift.max(0, columns - Self.maximumColumns)

        let rows = Swift.max(maximumRows, 1)
        let scrollTopRow = Swift.min(Swift.max(scale.row(geometry.scrollTop) ?? 0, 0), rows) + 1
        let contentEndRow = Swift.max((scale.row(geometry.contentEnd) ?? 0) + 1, scrollTopRow)
        let capRow = scrollTopRow + rows
        let visibleEnd = Swift.min(contentEndRow, capRow)
        cutRow = contentEndRow > capRow ? capRow : nil
        cutRows = contentEndRow - visibleEnd
        let bottomStart = visibleEnd + (cutRow == nil ? 0 : 1)
        bottomRowShift = bottomStart - contentEndRow
        let bottomEndRow = (scale.row(geometry.pageEnd) ?? 0) + 1 + bottomRowShift
        height = Swift.max(bottomEndRow, bottomStart) + 1

        topClip = GridRect(top: 1, left: deviceLeft, bottom: scrollTopRow, right: deviceRight)
        contentClip = GridRect(top: scrollTopRow, left: deviceLeft, bottom: visibleEnd, right: deviceRight)
        bottomClip = GridRect(top: bottomStart, left: deviceLeft, bottom: height - 1, right: deviceRight)
    }

    var width: Int { deviceRight + 1 }

    /// Canvas cells of a rectangle in content coordinates.
    func contentCells(_ rect: Rect) -> GridRect? {
        scale.cells(geometry.content(rect))?.offsetBy(rows: 1, columns: deviceLeft)
    }

    /// The canvas column of an edge at content x.
    func contentColumn(_ x: Double) -> Int? {
        scale.column(geometry.contentOrigin.x + x).map { $0 + deviceLeft }
    }

    /// The canvas row of an edge at content y.
    func contentRow(_ y: Double) -> Int? {
        scale.row(geometry.contentOrigin.y + y).map { $0 + 1 }
    }

    /// Canvas cells of a chrome band, and the clip of its part of the page.
    func chromeCells(_ band: ChromeBand, in layout: Layout) -> (cells: GridRect, clip: GridRect)? {
        let top = PageGeometry.isTop(band, in: layout)
        let rows = top ? 1 : 1 + bottomRowShift
        return scale.cells(geometry.chrome(band, in: layout)).map { ($0.offsetBy(rows: rows, columns: deviceLeft), top ? topClip : bottomClip) }
    }
}
