/// Draws one layout onto an `ASCIICanvas`: borders, chrome, segments, cells, fold and notes.
struct ASCIIDrawing {
    let layout: Layout
    let page: ASCIIPage
    var canvas: ASCIICanvas
    /// Notes right of the device's border, per canvas row (fold, diagnostics).
    private(set) var notes: [[String]]
    private var gutterLabelTaken: [Bool]
    private let itemDiagnostics: [ItemKey: [String]]
    private let segmentDiagnostics: [Int: [String]]
    /// Label pieces shared by neighbouring cells.
    var labelParts = ASCIILabels()

    struct ItemKey: Hashable {
        var segment: Int
        var item: Int
    }

    init(layout: Layout, scale: GridScale, maximumRows: Int) {
        self.layout = layout
        page = ASCIIPage(layout: layout, scale: scale, maximumRows: maximumRows, labelWidth: Self.labelWidth(layout))
        canvas = ASCIICanvas(width: page.width, height: page.height)
        notes = Array(repeating: [], count: page.height)
        gutterLabelTaken = Array(repeating: false, count: page.height)
        var items: [ItemKey: [String]] = [:]
        var segments: [Int: [String]] = [:]
        for diagnostic in layout.diagnostics {
            guard let segment = diagnostic.segment else { continue }
            let note = "! \(diagnostic.severity.rawValue) \(diagnostic.kind.rawValue)"
            if let item = diagnostic.item {
                items[ItemKey(segment: segment, item: item), default: []].append(note)
            } else {
                segments[segment, default: []].append(note)
            }
        }
        itemDiagnostics = items
        segmentDiagnostics = segments
    }

    mutating func draw() {
        drawFrame()
        for band in layout.chrome {
            drawChrome(band)
        }
        for segment in layout.segments {
            shadeInsets(of: segment)
        }
        for segment in layout.segments {
            drawSegment(segment)
        }
        drawFold()
        drawCut()
    }

    // MARK: Gutter and frame

    /// The gutter's label column: as wide as the widest label, from 14 to 24 columns.
    private static func labelWidth(_ layout: Layout) -> Int {
        var widest = 14
        for segment in layout.segments where widest < 24 {
            widest = Swift.max(widest, String(segment.index).count + 1 + TextWidth.columns(of: TextWidth.printable(segment.name)))
        }
        return Swift.min(widest, 24)
    }

    /// The ruler on top (x in points every 10 columns), the device's side borders, the bottom border.
    private mutating func drawFrame() {
        let all = canvas.bounds
        let left = page.deviceLeft - 1
        let right = page.deviceRight
        let bottom = page.height - 1
        canvas.fill(GridRect(top: 0, left: left, bottom: 1, right: right + 1), with: "─", clip: all)
        canvas.fill(GridRect(top: bottom, left: left, bottom: bottom + 1, right: right + 1), with: "─", clip: all)
        canvas.fill(GridRect(top: 1, left: left, bottom: bottom, right: left + 1), with: "│", clip: all)
        canvas.fill(GridRect(top: 1, left: right, bottom: bottom, right: right + 1), with: "│", clip: all)
        canvas.put("┌", row: 0, column: left, clip: all)
        canvas.put("┐", row: 0, column: right, clip: all)
        canvas.put("└", row: bottom, column: left, clip: all)
        canvas.put("┘", row: bottom, column: right, clip: all)
        var column = page.deviceLeft
        var freeFrom = column
        let ruler = GridRect(top: 0, left: page.deviceLeft, bottom: 1, right: page.deviceRight)
        while column < page.deviceRight {
            let label = NumberFormat.exact(Double(column - page.deviceLeft) * page.scale.columnPoints)
            if column >= freeFrom, column + label.count < page.deviceRight {
                freeFrom = canvas.write(label, row: 0, column: column, clip: ruler) + 1
            }
            column += 10
        }
    }

    /// Writes `label` in the gutter at the first row from `row` on (before `end`) without one.
    private mutating func gutterLabel(_ label: String, row: Int, end: Int, clip: GridRect) {
        var row = Swift.max(row, clip.top)
        let last = Swift.min(Swift.max(end, row + 1), clip.bottom)
        while row < last, gutterLabelTaken[row] { row += 1 }
        guard row < last else { return }
        gutterLabelTaken[row] = true
        let text = TextWidth.fitted(label, columns: page.labelWidth)
        canvas.write(text, row: row, column: 2, clip: GridRect(top: row, left: 2, bottom: row + 1, right: 2 + page.labelWidth))
    }

    /// `┌`, `│` … `└` in the gutter's first column along `rows`.
    private mutating func gutterBracket(top: Int, bottom: Int, clip: GridRect) {
        let gutter = GridRect(top: clip.top, left: 0, bottom: clip.bottom, right: 1)
        guard bottom - top > 1 else {
            canvas.put("╶", row: top, column: 0, clip: gutter)
            return
        }
        canvas.fill(GridRect(top: top + 1, left: 0, bottom: bottom - 1, right: 1), with: "│", clip: gutter)
        canvas.put("┌", row: top, column: 0, clip: gutter)
        canvas.put("└", row: bottom - 1, column: 0, clip: gutter)
    }

    mutating func note(_ text: String, row: Int) {
        guard row >= 0, row < notes.count, notes[row].count < 4 else { return }
        notes[row].append(notes[row].count == 3 ? "…" : text)
    }

    // MARK: Chrome

    private mutating func drawChrome(_ band: ChromeBand) {
        guard let (cells, clip) = page.chromeCells(band, in: layout) else { return }
        canvas.fill(cells, with: "░", clip: clip)
        let name = LayoutSummary.chromeName(band.kind)
        gutterBracket(top: cells.top, bottom: cells.bottom, clip: clip)
        gutterLabel(name, row: cells.top, end: cells.bottom, clip: clip)
        // The gutter names the band; inside goes its title, if it has one.
        guard let title = band.title.map(TextWidth.printable) else { return }
        let area = cells.intersection(clip)
        guard !area.isEmpty, area.columns > 4 else { return }
        let text = " " + TextWidth.fitted(title, columns: area.columns - 4) + " "
        let column = area.left + (area.columns - TextWidth.columns(of: text)) / 2
        canvas.write(text, row: area.top + (area.rows - 1) / 2, column: column, clip: area)
    }

    // MARK: Segments

    /// Shades the segment's band with `·` outside its inset: the margins its inset keeps free.
    private mutating func shadeInsets(of segment: LayoutSegment) {
        let clip = page.contentClip
        guard let band = page.contentCells(segment.frame), band.bottom > clip.top, band.top < clip.bottom else { return }
        canvas.fill(band, with: "·", clip: clip)
        let area = segment.itemArea(in: layout)
        guard area.height > 0, area.width > 0 else { return }
        if let inner = page.contentCells(area) {
            canvas.fill(inner, with: " ", clip: clip)
        }
        for supplementary in [segment.header, segment.footer] {
            if let frame = supplementary, let cells = page.contentCells(frame) {
                canvas.fill(cells, with: " ", clip: clip)
            }
        }
    }

    private mutating func drawSegment(_ segment: LayoutSegment) {
        let clip = page.contentClip
        if let band = page.contentCells(segment.frame), band.bottom >= clip.top, band.top < clip.bottom {
            gutterBracket(top: band.top, bottom: band.bottom, clip: clip)
            gutterLabel("\(segment.index) \(TextWidth.printable(segment.name))", row: band.top, end: band.bottom, clip: clip)
            for text in segmentDiagnostics[segment.index] ?? [] {
                note(text, row: Swift.max(band.top, clip.top))
            }
            if let past = segment.cellsPastTheEdge, past.count > 0 {
                let edge = past.leftwards ? "◂ +\(past.count) past the left edge" : "▸ +\(past.count) past the right edge"
                note("\(edge) (scrolls sideways)", row: Swift.max(band.top, clip.top))
            }
        }
        if let header = segment.header {
            drawSupplementary("header", frame: header)
        }
        for item in segment.items {
            drawItem(item, segment: segment.index)
            if !itemDiagnostics.isEmpty, let texts = itemDiagnostics[ItemKey(segment: segment.index, item: item.index)],
                let row = page.contentRow(item.frame.minY), row >= clip.top, row < clip.bottom
            {
                for text in texts { note(text, row: row) }
            }
        }
        if let composition = segment.composition {
            drawGroups(composition, spacing: segment.minimumLineSpacing)
        }
        if let footer = segment.footer {
            drawSupplementary("footer", frame: footer)
        }
        if let composition = segment.composition {
            drawDecorations(composition, segment: segment)
        }
    }

    /// The edges of `cells`, drawn through the empty cells only (`putBehind`).
    private mutating func outline(_ cells: GridRect, across: Unicode.Scalar, down: Unicode.Scalar, clip: GridRect) {
        for column in cells.left..<cells.right {
            canvas.putBehind(across, row: cells.top, column: column, clip: clip)
            canvas.putBehind(across, row: cells.bottom - 1, column: column, clip: clip)
        }
        for row in cells.top..<cells.bottom {
            canvas.putBehind(down, row: row, column: cells.left, clip: clip)
            canvas.putBehind(down, row: row, column: cells.right - 1, clip: clip)
        }
    }

    /// A section background, outlined `░` through the empty cells of its edges; each badge as
    /// `●` at its centre where that is blank, a line or a border (never over a cell's words), and
    /// counted by kind in the section's note (`● 6 "sale"`).
    private mutating func drawDecorations(_ composition: LayoutComposition, segment: LayoutSegment) {
        let clip = page.contentClip
        if let background = composition.background, let cells = page.contentCells(background), !cells.isEmpty,
            cells.bottom > clip.top, cells.top < clip.bottom
        {
            outline(cells, across: "░", down: "░", clip: clip)
        }
        var kinds: [String: Int] = [:]
        for badge in composition.badges {
            kinds[badge.kind, default: 0] += 1
            let centre = Point(x: badge.frame.minX + badge.frame.width / 2, y: badge.frame.minY + badge.frame.height / 2)
            guard let row = page.contentRow(centre.y), let column = page.contentColumn(centre.x),
                let shown = canvas.scalar(row: row, column: column), shown == " " || shown == "·" || (0x2500...0x257F).contains(shown.value)
            else { continue }
            canvas.put("●", row: row, column: column, clip: clip)
        }
        if !kinds.isEmpty, let band = page.contentCells(segment.frame), band.bottom > clip.top, band.top < clip.bottom {
            let counts = kinds.sorted { $0.key < $1.key }.map { "\($0.value) \(TextWidth.printable(StringEscaping.quoted($0.key)))" }
            note("● " + counts.joined(separator: ", "), row: Swift.max(band.top, clip.top))
        }
    }

    /// A compositional section's group repetitions, outlined `┈` and `┊` through the empty cells
    /// around and between their cells (where cells fill a group, its outline does not show).
    private mutating func drawGroups(_ composition: LayoutComposition, spacing: Double) {
        let clip = page.contentClip
        for group in composition.groups(spacing: spacing) {
            guard let cells = page.contentCells(group), !cells.isEmpty, cells.bottom > clip.top, cells.top < clip.bottom else { continue }
            outline(cells, across: "┈", down: "┊", clip: clip)
        }
    }

    // MARK: Fold and cut

    /// A dashed line through the empty cells of the row where the bottom chrome starts on the
    /// device; when nothing is below the scroll area that is the bottom border, and only the
    /// note shows. A horizontal layout's fold is a column (`drawFoldColumn`).
    private mutating func drawFold() {
        if layout.direction == .horizontal { return drawFoldColumn() }
        guard let row = page.contentRow(layout.visibleHeight), row >= page.contentClip.top, row < page.height else { return }
        guard row < page.contentClip.bottom || page.cutRow == nil else { return }
        notes[row].insert("◂ fold (content y \(NumberFormat.exact(layout.visibleHeight)))", at: 0)
        guard row < page.height - 1 else { return }
        for column in page.deviceLeft..<page.deviceRight {
            canvas.putBehind("┄", row: row, column: column, clip: canvas.bounds)
        }
        canvas.put("├", row: row, column: page.deviceLeft - 1, clip: canvas.bounds)
        canvas.put("┤", row: row, column: page.deviceRight, clip: canvas.bounds)
    }

    /// The fold of a horizontal layout: a dashed column through the empty content cells where
    /// the device's right edge is (content x `visibleWidth`), marked on the page's borders and
    /// named in the note of the first content row; when it falls on the device's right
    /// border, only the note shows.
    private mutating func drawFoldColumn() {
        let clip = page.contentClip
        guard clip.top < clip.bottom, let column = page.contentColumn(layout.visibleWidth),
            column >= page.deviceLeft, column <= page.deviceRight
        else { return }
        notes[clip.top].insert("┆ fold (content x \(NumberFormat.exact(layout.visibleWidth)))", at: 0)
        guard column < page.deviceRight else { return }
        for row in clip.top..<clip.bottom {
            canvas.putBehind("┆", row: row, column: column, clip: canvas.bounds)
        }
        for (row, mark): (Int, Unicode.Scalar) in [(0, "┬"), (page.height - 1, "┴")] where canvas.scalar(row: row, column: column) == "─" {
            canvas.put(mark, row: row, column: column, clip: canvas.bounds)
        }
    }

    /// The marker row where content past the row limit was left out.
    private mutating func drawCut() {
        if page.cutColumns > 0, page.contentClip.top < page.contentClip.bottom {
            note("✂ \(page.cutColumns) more columns: every cell is in the listing below", row: page.contentClip.top)
        }
        guard let row = page.cutRow else { return }
        let line = GridRect(top: row, left: page.deviceLeft, bottom: row + 1, right: page.deviceRight)
        canvas.fill(line, with: "┄", clip: canvas.bounds)
        canvas.put("⋮", row: row, column: 0, clip: canvas.bounds)
        let text = " ✂ \(page.cutRows) more rows: every cell is in the listing below "
        let fitted = TextWidth.fitted(text, columns: line.columns)
        canvas.write(fitted, row: row, column: line.left + Swift.max(0, (line.columns - TextWidth.columns(of: fitted)) / 2), clip: line)
    }
}
