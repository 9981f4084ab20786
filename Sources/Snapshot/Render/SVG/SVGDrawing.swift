/// Draws one layout as SVG: summary, device, chrome, segment bands, cells, fold, diagnostics.
struct SVGDrawing {
    let layout: Layout
    let frame: SVGFrame
    let showsPointGrid: Bool
    /// `SVGRenderer.maximumDrawingBytes`.
    let maximumDrawingBytes: Int
    var svg: SVGWriter
    /// Baseline of the last gutter label, so labels of thin segments do not overlap.
    var lastGutterBaseline = -Double.infinity
    let flaggedItems: Set<ItemKey>
    let flaggedSegments: Set<Int>
    var labelCache = SVGLabels()

    struct ItemKey: Hashable {
        var segment: Int
        var item: Int
    }

    init(layout: Layout, showsPointGrid: Bool, maximumDrawingBytes: Int, sink: TextSink?) {
        self.layout = layout
        self.showsPointGrid = showsPointGrid
        self.maximumDrawingBytes = maximumDrawingBytes
        frame = SVGFrame(layout: layout, page: PageGeometry(layout: layout))
        var drawn = 0
        for segment in layout.segments {
            drawn += 480 * segment.items.count
            for item in segment.items {
                if let nested = item.nested { drawn += 400 + 360 * nested.items.count }
            }
        }
        svg = SVGWriter(capacity: 8192 + 400 * layout.segments.count + drawn + ListingWriter.estimatedSize(layout), sink: sink)
        var flaggedItems: Set<ItemKey> = []
        var flaggedSegments: Set<Int> = []
        for diagnostic in layout.diagnostics {
            guard let segment = diagnostic.segment else { continue }
            if let item = diagnostic.item {
                flaggedItems.insert(ItemKey(segment: segment, item: item))
            } else {
                flaggedSegments.insert(segment)
            }
        }
        self.flaggedItems = flaggedItems
        self.flaggedSegments = flaggedSegments
    }

    mutating func draw() {
        svg.line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        svg.start("svg")
        svg.attribute("xmlns", "http://www.w3.org/2000/svg")
        svg.attribute("width", frame.width)
        svg.attribute("height", frame.height)
        svg.out.append(" viewBox=\"0 0 ")
        svg.out.append(number: frame.width)
        svg.out.append(" ")
        svg.out.append(number: frame.height)
        svg.out.append("\"")
        svg.open()
        svg.start("title")
        svg.content(LayoutSummary.title(layout), closing: "title")
        writeMetadata()
        let gridOrigin = Point(x: SVGFrame.gutter + frame.page.contentOrigin.x, y: SVGFrame.headerHeight + frame.page.contentOrigin.y)
        SVGStyle.writeDefinitions(into: &svg, pointGridOrigin: showsPointGrid ? gridOrigin : nil)
        svg.rect(Rect(x: 0, y: 0, width: frame.width, height: frame.height), class: "page")
        for (offset, line) in LayoutSummary.lines(layout).enumerated() {
            svg.text(line, x: 8, y: 16 + Double(offset) * 16, class: offset == 0 ? "heading" : "summary")
        }
        svg.rect(frame.deviceRect, class: "device")
        // Top to bottom, so gutter labels are placed in page order.
        for band in layout.chrome where PageGeometry.isTop(band, in: layout) {
            drawChrome(band)
        }
        for (position, segment) in layout.segments.enumerated() {
            drawBand(segment, position: position)
        }
        if showsPointGrid {
            svg.rect(frame.deviceRect, class: "point-grid")
        }
        for (position, segment) in layout.segments.enumerated() {
            drawSegment(segment, position: position)
            svg.out.flushIfLarge()
        }
        for band in layout.chrome where !PageGeometry.isTop(band, in: layout) {
            drawChrome(band)
        }
        drawFold()
        drawDiagnostics()
        svg.close("svg")
    }

    /// The listing, so the layout can be read back from the SVG alone. In element text only
    /// `&`, `<` and `>` need escaping; quotes stay as they are, so the listing stays readable.
    private mutating func writeMetadata() {
        svg.line("<metadata>")
        // Written plainly and escaped as it leaves the buffer, a megabyte at a time: a million
        // items' listing is not held as bytes and as text at once.
        svg.out.beginElementText()
        ListingWriter.write(layout, into: &svg.out, flushing: true)
        svg.out.endElementText()
        svg.line("</metadata>")
    }

    // MARK: Chrome, fold, diagnostics

    private mutating func drawChrome(_ band: ChromeBand) {
        let rect = frame.place(frame.page.chrome(band, in: layout))
        guard Self.isDrawable(rect) else { return }
        svg.rect(rect, class: "chrome")
        gutterLabel(LayoutSummary.chromeName(band.kind), top: rect.minY, bottom: rect.maxY)
        if let title = band.title, rect.height >= 10 {
            let text = TextWidth.fitted(TextWidth.printable(title), columns: SVGStyle.columns(in: rect.width))
            svg.text(text, x: rect.minX + rect.width / 2, y: rect.minY + rect.height / 2 + 3.5, class: "chrome-title", anchor: "middle")
        }
    }

    /// The fold: a horizontal line where the bottom chrome starts on the device, or, when the
    /// screen scrolls horizontally, a vertical line through the scroll area at the device's
    /// right edge, named below the page.
    private mutating func drawFold() {
        let device = frame.deviceRect
        let fold: Double
        let label: (text: String, x: Double, y: Double)
        let ends: (x1: Double, y1: Double, x2: Double, y2: Double)
        if frame.page.direction == .horizontal {
            fold = SVGFrame.gutter + frame.page.fold
            ends = (fold, SVGFrame.headerHeight + frame.page.scrollTop - 6, fold, SVGFrame.headerHeight + frame.page.contentEnd + 6)
            label = ("fold (x \(NumberFormat.exact(layout.visibleWidth)))", fold + 4, device.maxY + 14)
        } else {
            fold = SVGFrame.headerHeight + frame.page.fold
            ends = (device.minX - 6, fold, device.maxX + 6, fold)
            label = ("fold (y \(NumberFormat.exact(layout.visibleHeight)))", device.maxX + 8, fold + 3.5)
        }
        svg.start("line")
        svg.attribute("class", "fold")
        svg.attribute("x1", ends.x1)
        svg.attribute("y1", ends.y1)
        svg.attribute("x2", ends.x2)
        svg.attribute("y2", ends.y2)
        svg.end()
        svg.text(label.text, x: label.x, y: label.y, class: "fold-label")
    }

    private mutating func drawDiagnostics() {
        guard !layout.diagnostics.isEmpty else { return }
        let columns = SVGStyle.columns(in: frame.width - 10)
        for (offset, diagnostic) in layout.diagnostics.enumerated() {
            let text = TextWidth.fitted(LayoutSummary.diagnostic(diagnostic), columns: columns)
            let y = frame.diagnosticsTop + Double(offset) * SVGFrame.diagnosticLineHeight + 10
            svg.text(text, x: 8, y: y, class: "diagnostic-\(diagnostic.severity.rawValue)")
        }
    }

    // MARK: Gutter

    /// A label left of the device at the top of `top…bottom`, below the previous label.
    mutating func gutterLabel(_ text: String, top: Double, bottom: Double) {
        let baseline = Swift.max(top + 11, lastGutterBaseline + SVGStyle.lineHeight)
        guard baseline <= Swift.max(bottom, top + SVGStyle.lineHeight) + 1 else { return }
        lastGutterBaseline = baseline
        let fitted = TextWidth.fitted(text, columns: SVGStyle.columns(in: SVGFrame.gutter - 18))
        svg.text(fitted, x: 6, y: baseline, class: "gutter")
    }

    /// Whether a rectangle can be drawn: finite, not negative.
    static func isDrawable(_ rect: Rect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
            && rect.width >= 0 && rect.height >= 0
    }
}
