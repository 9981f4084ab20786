/// The built-in strategies: a screen is laid out by `LayoutEngine`, then rendered as text.
///
/// Each one diffs with `SnapshotComparison.compare`, which explains a change in segments and
/// items and draws an overlay of old and new frames.
///
///     assertSnapshot(of: mall, as: .ascii)    // __Snapshots__/MallTests/testMall.1.txt
///     assertSnapshot(of: mall, as: .svg)      // __Snapshots__/MallTests/testMall.2.svg
///     assertSnapshot(of: mall, as: .layout)   // __Snapshots__/MallTests/testMall.3.layout
extension Strategy where Value == Screen, Format == String {
    /// A character grid a person can read in a CI log, with the exact listing under it.
    public static var ascii: Strategy<Screen, String> { Strategy<Layout, String>.ascii.pullback(laidOut) }
    /// An SVG drawing in points, with the exact listing in its metadata.
    public static var svg: Strategy<Screen, String> { Strategy<Layout, String>.svg.pullback(laidOut) }
    /// The exact listing alone: every number of the layout.
    public static var layout: Strategy<Screen, String> { Strategy<Layout, String>.layout.pullback(laidOut) }

    @Sendable private static func laidOut(_ screen: Screen) -> Layout {
        LayoutEngine.layout(screen)
    }
}

/// The same renderings for a layout that is already computed.
///
///     assertSnapshot(of: LayoutEngine.layout(mall), as: .layout)   // __Snapshots__/MallTests/testMall.1.layout
extension Strategy where Value == Layout, Format == String {
    /// `ASCIIRenderer` output, stored as `.txt`.
    public static var ascii: Strategy<Layout, String> {
        rendered(pathExtension: "txt") { ASCIIRenderer().renderText($0) }
    }

    /// `SVGRenderer` output, stored as `.svg`.
    public static var svg: Strategy<Layout, String> {
        rendered(pathExtension: "svg") { SVGRenderer().renderText($0) }
    }

    /// `LayoutListing` output, stored as `.layout`.
    public static var layout: Strategy<Layout, String> {
        rendered(pathExtension: "layout") { ListingWriter.renderText($0) }
    }

    /// A text strategy whose bytes can be compared before they become a `String`.
    private static func rendered(
        pathExtension: String, _ render: @escaping @Sendable (Layout) -> TextBuffer
    ) -> Strategy<Layout, String> {
        var strategy = Strategy(pathExtension: pathExtension, diffing: .text) { layout in
            var text = render(layout)
            return text.takeText()
        }
        strategy.rendering = .init(bytes: render, format: { $0 })
        return strategy
    }
}
