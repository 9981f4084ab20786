/// Renders a layout as a plain-text grid a person can read in a CI log, followed by the exact listing.
///
/// The grid is a full-page screenshot: the top chrome, the whole content (however far it
/// scrolls), then the bottom chrome, with the fold marked where the bottom chrome starts on
/// the device. A gutter brackets and names each segment and chrome band; cells are boxes
/// labelled with type and size (`▪` when too small for a box); headers and footers have
/// double lines; inset margins are shaded with `·`; nested collections are clipped at their
/// edge with `▸ +N` for the items past it. Under the grid, after the line `── exact layout ──`,
/// comes `LayoutListing.render(layout)`, so a half-point change shows even where the grid
/// cannot. UTF-8, LF line endings, no trailing spaces, one final newline. `GridScale` has
/// the rounding rule; content past `maximumRows` rows is cut with a marker row.
///
/// A 40×96 pt screen (status bar, two segments, tab bar) at the default 4 pt per column:
///
///     Tiny · Tiny 40 (tiny) · portrait 40×96 @2x · style flow
///     content 40×96 · 2 segments · 4 cells · no diagnostics
///     grid: 1 column = 4 pt, 1 row = 8 pt · ┌─┐ cell · ╔═╗ header/footer · ▪ too small to draw · …
///                      ┌0─────────┐
///     ┌ status bar     │░░░░░░░░░░│
///     └                │░░░░░░░░░░│
///     ┌ 0 A            │··········│
///     │                │··┌────┐··│
///     │                │··│Cell│··│
///     │                │··│24×…│··│
///     │                │··│    │··│
///     └                │··└────┘··│
///     ┌ 1 B            │▪Row      │
///     │                │▪ ┌──────┐│
///     │                ├┄┄│LongC…│┤ ◂ fold (content y 64)
///     │                │  │32×40 ││
///     │                │  │      ││
///     └                │  └──────┘│
///     ┌ tab bar        │░░░░░░░░░░│
///     └                │░░░░░░░░░░│
///                      └──────────┘
///     ── exact layout ──
///     layout-listing 1
///     …
public struct ASCIIRenderer: Sendable {
    /// Points per column; a row is twice as tall as a column is wide.
    public var pointsPerColumn: Double
    /// Content rows drawn before the grid is cut (the listing still holds everything).
    public var maximumRows: Int

    /// The version of the bytes this renderer writes, named in snapshot stamps (`ascii/3`).
    ///
    /// Bump it with any change that alters its output for some layout (what it shares with
    /// the other renderers included: the listing under the grid, number
    /// formats, text widths): a stamped reference is
    /// accepted without rendering only while its stamp names the current version, so a change
    /// left unbumped would let stale references pass. `RendererVersionTests` keeps the digest
    /// of each version's output over a fixed corpus and fails, asking for the bump, when it moves.
    static let version = 4

    /// A renderer at `pointsPerColumn` points a column (rows are twice that) and at most `maximumRows` rows.
    public init(pointsPerColumn: Double = 4, maximumRows: Int = 2000) {
        self.pointsPerColumn = pointsPerColumn
        self.maximumRows = maximumRows
    }

    /// The grid of `layout`, with its listing under it.
    public func render(_ layout: Layout) -> String {
        var out = renderText(layout, flushing: true)
        return out.takeText()
    }

    /// The rendering as bytes, before they become a `String` (a match needs only the bytes);
    /// `flushing` and `sink` as `ListingWriter.renderText` has them.
    func renderText(_ layout: Layout, flushing: Bool = false, to sink: TextSink? = nil) -> TextBuffer {
        let points = pointsPerColumn.isFinite && pointsPerColumn >= 0.25 ? pointsPerColumn : 4
        let scale = GridScale(columnPoints: points)
        var drawing = ASCIIDrawing(layout: layout, scale: scale, maximumRows: Swift.max(1, Swift.min(maximumRows, 1_000_000)))
        drawing.draw()
        var out = TextBuffer(
            capacity: drawing.page.width * drawing.page.height * 2 + 4096 + ListingWriter.estimatedSize(layout), streamingTo: sink)
        ASCIIHeader.write(layout, scale: scale, into: &out)
        let notes = drawing.notes
        drawing.canvas.encode(into: &out) { row in
            notes[row].isEmpty ? nil : " " + notes[row].joined(separator: "; ")
        }
        out.append(LayoutListing.asciiMarker)
        out.append(byte: UInt8(ascii: "\n"))
        ListingWriter.write(layout, into: &out, flushing: flushing)
        return out
    }
}
