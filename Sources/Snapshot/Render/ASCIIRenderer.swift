/// Renders a layout as a plain-text grid a person can read in a CI log, followed by the exact listing.
///
/// The grid is a full-page screenshot: the top chrome, the whole content (however far it
/// scrolls), then the bottom chrome, with the fold marked where the bottom chrome starts
/// on the device. A gutter names each segment and chrome band; cells are boxes labelled with
/// their type and size; inset margins are shaded with `·`. Under the grid, after the line
/// `── exact layout ──`, comes `LayoutListing.render(layout)`, so a half-point change shows
/// even where the grid cannot. Output is UTF-8 with LF line endings, no trailing spaces, and
/// ends with one newline.
///
///     ASCIIRenderer().render(layout)
///
///     SecondCategoryVC · iPhone 8 (iphone-8) · portrait 375×667 @2x · style listkit
///     content 375×430 · 3 segments · 2 cells · 1 warning
///     …
///       status bar        │░░░░░░░░░░░░░░░ status bar ░░░░░░░░░░░░░░░│
///     ┌ 0 OneLabelSC      │·····┌──────────────────────────────────┐│
///
/// See `GridScale` for how points round to rows and columns.
public struct ASCIIRenderer: Sendable {
    /// Points per column; a row is twice as tall as a column is wide.
    public var pointsPerColumn: Double
    /// Content rows drawn before the grid is cut (the listing still holds everything).
    public var maximumRows: Int

    public init(pointsPerColumn: Double = 4, maximumRows: Int = 2000) {
        self.pointsPerColumn = pointsPerColumn
        self.maximumRows = maximumRows
    }

    public func render(_ layout: Layout) -> String {
        let points = pointsPerColumn.isFinite && pointsPerColumn >= 0.25 ? pointsPerColumn : 4
        let scale = GridScale(columnPoints: points)
        var drawing = ASCIIDrawing(layout: layout, scale: scale, maximumRows: Swift.max(1, Swift.min(maximumRows, 1_000_000)))
        drawing.draw()
        var out = TextBuffer(capacity: drawing.page.width * drawing.page.height * 2 + 96 * layout.segments.count + 4096)
        ASCIIHeader.write(layout, scale: scale, into: &out)
        let notes = drawing.notes
        drawing.canvas.encode(into: &out) { row in
            notes[row].isEmpty ? nil : " " + notes[row].joined(separator: "; ")
        }
        out.append(LayoutListing.asciiMarker)
        out.append(byte: UInt8(ascii: "\n"))
        ListingWriter.write(layout, into: &out)
        return out.text
    }
}
