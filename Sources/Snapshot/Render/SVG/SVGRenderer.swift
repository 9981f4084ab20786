/// Renders a layout as an SVG drawing in points, with the exact listing in its `<metadata>`.
///
/// The drawing is the full page, top chrome, whole content, bottom chrome, at 1 unit per
/// point, with a gutter of segment and chrome labels on the left, segment bands in
/// alternating tints, inset margins hatched (`inset-hatch`), nested collections clipped at
/// their edge (`clip-s1-i0`, from positions) with a `▸ +N` badge, the fold as a red dashed
/// line, and the diagnostics listed under it (their cells outlined in red). Each cell has a
/// `<title>` tooltip with its type, text and exact frame. `<metadata>` holds the listing, so
/// `LayoutListing.extract(from:)` reads the layout back. Names are XML-escaped and invisible
/// characters shown as `\u{…}`; attribute order is fixed, numbers exact, lines end in LF:
/// two renderings of one layout are the same bytes on any machine.
///
///     SVGRenderer().render(layout)
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <svg xmlns="http://www.w3.org/2000/svg" width="635" height="753" viewBox="0 0 635 753">
///     …
public struct SVGRenderer: Sendable {
    /// Draw a light grid every 8 points.
    public var showsPointGrid: Bool

    /// The version of the bytes this renderer writes, named in snapshot stamps (`svg/1`).
    ///
    /// Bump it with any change that alters its output for some layout (what it shares with
    /// the other renderers included: the listing in `<metadata>`,
    /// number formats, XML escaping): a stamped reference is
    /// accepted without rendering only while its stamp names the current version, so a change
    /// left unbumped would let stale references pass. `RendererVersionTests` keeps the digest
    /// of each version's output over a fixed corpus and fails, asking for the bump, when it moves.
    static let version = 6

    /// Bytes of drawing after which cells are no longer drawn (a badge counts them; the listing
    /// in `<metadata>` still holds every frame): 64 MiB, about 230,000 plain cells, already more
    /// than a browser shows at ease. A million cells draw about 290 MB otherwise; at 128 MiB
    /// (version 4) `render` of them took 2.1 s and 270 MB, past its 2 s and 300 MB goals with
    /// text in the cells.
    var maximumDrawingBytes = 64 << 20

    /// A renderer, with a grid of 8-point squares behind the content when `showsPointGrid`.
    public init(showsPointGrid: Bool = false) {
        self.showsPointGrid = showsPointGrid
    }

    /// The SVG of `layout`, with its listing in `<metadata>`.
    public func render(_ layout: Layout) -> String {
        var out = renderText(layout)
        return out.takeText()
    }

    /// The rendering as bytes, before they become a `String` (a match needs only the bytes), or
    /// streamed to `sink` (then the buffer holds what `TextBuffer.finish()` still has to hand over).
    func renderText(_ layout: Layout, to sink: TextSink? = nil) -> TextBuffer {
        var drawing = SVGDrawing(layout: layout, showsPointGrid: showsPointGrid, maximumDrawingBytes: maximumDrawingBytes, sink: sink)
        drawing.draw()
        return drawing.svg.out
    }
}

/// Where the parts of the SVG go, in SVG units (points).
struct SVGFrame {
    /// Width of the label gutter left of the device.
    static let gutter = 170.0
    /// Room right of the device for the fold label.
    static let rightMargin = 90.0
    /// Height of the summary lines above the page.
    static let headerHeight = 44.0
    static let diagnosticLineHeight = 14.0

    let page: PageGeometry
    let width: Double
    let height: Double
    /// Top of the diagnostics list.
    let diagnosticsTop: Double

    init(layout: Layout, page: PageGeometry) {
        self.page = page
        diagnosticsTop = Self.headerHeight + page.pageEnd + 24
        let count = Double(layout.diagnostics.count)
        height = count > 0 ? diagnosticsTop + count * Self.diagnosticLineHeight + 4 : Self.headerHeight + page.pageEnd + 16
        // Wide enough for the summary lines and (up to 1200) the longest diagnostic.
        var textWidth = 16 + 7.3 * Double(TextWidth.columns(of: LayoutSummary.title(layout)))
        textWidth = Swift.max(textWidth, 16 + SVGStyle.characterWidth * Double(TextWidth.columns(of: LayoutSummary.counts(layout))))
        for diagnostic in layout.diagnostics {
            let columns = Double(TextWidth.columns(of: LayoutSummary.diagnostic(diagnostic)))
            textWidth = Swift.max(textWidth, Swift.min(1200, 16 + SVGStyle.characterWidth * columns))
        }
        width = Swift.max(Self.gutter + page.deviceWidth + Self.rightMargin, textWidth.rounded(.up))
    }

    /// A page rectangle in SVG units.
    func place(_ rect: Rect) -> Rect {
        rect.offsetBy(dx: Self.gutter, dy: Self.headerHeight)
    }

    /// A content rectangle in SVG units.
    func placeContent(_ rect: Rect) -> Rect {
        place(page.content(rect))
    }

    var deviceRect: Rect {
        Rect(x: Self.gutter, y: Self.headerHeight, width: page.deviceWidth, height: page.pageEnd)
    }
}
