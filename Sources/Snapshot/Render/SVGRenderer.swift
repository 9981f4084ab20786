/// Renders a layout as an SVG drawing in points, with the exact listing in its `<metadata>`.
public struct SVGRenderer: Sendable {
    /// Draw a light grid every 8 points.
    public var showsPointGrid: Bool

    public init(showsPointGrid: Bool = false) {
        self.showsPointGrid = showsPointGrid
    }

    public func render(_ layout: Layout) -> String {
        // Placeholder until the renderer lands.
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><metadata>\(LayoutListing.render(layout))</metadata></svg>\n"
    }
}
