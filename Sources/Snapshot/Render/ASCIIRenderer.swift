/// Renders a layout as a plain-text grid a person can read in a CI log, followed by the exact listing.
public struct ASCIIRenderer: Sendable {
    /// Points per column; a row is twice as tall as a column is wide.
    public var pointsPerColumn: Double

    public init(pointsPerColumn: Double = 4) {
        self.pointsPerColumn = pointsPerColumn
    }

    public func render(_ layout: Layout) -> String {
        // Placeholder until the renderer lands.
        LayoutListing.render(layout)
    }
}
