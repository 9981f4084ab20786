/// The built-in strategies: a screen is laid out by `LayoutEngine`, then rendered as text.
///
/// Each one stores the rendering with one last line, its stamp (`snapshot-stamp ascii/1 …
/// layout=… file=…`): when the stamp, the digest of the new layout and the digest of the
/// reference's bytes agree, the snapshot matches without being rendered; otherwise it is
/// rendered and compared as before. Each one diffs with `SnapshotComparison.compare`, which
/// explains a change in segments and items and draws an overlay of old and new frames.
///
///     assertSnapshot(of: mall, as: .ascii)    // __Snapshots__/ShopTests/MallTests/testMall.1.txt
///     assertSnapshot(of: mall, as: .svg)      // __Snapshots__/ShopTests/MallTests/testMall.2.svg
///     assertSnapshot(of: mall, as: .layout)   // __Snapshots__/ShopTests/MallTests/testMall.3.layout
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
///     assertSnapshot(of: LayoutEngine.layout(mall), as: .layout)   // __Snapshots__/ShopTests/MallTests/testMall.1.layout
extension Strategy where Value == Layout, Format == String {
    /// `ASCIIRenderer` output, stored as `.txt`.
    public static var ascii: Strategy<Layout, String> {
        rendered(.ascii(ASCIIRenderer()))
    }

    /// `SVGRenderer` output, stored as `.svg`.
    public static var svg: Strategy<Layout, String> {
        rendered(.svg(SVGRenderer()))
    }

    /// `LayoutListing` output, stored as `.layout`.
    public static var layout: Strategy<Layout, String> {
        rendered(.listing)
    }

    /// A text strategy that stores the rendering with its stamp line (`SnapshotStamp`) and
    /// can prove a match from the stamp alone.
    private static func rendered(_ renderer: StampedRenderer) -> Strategy<Layout, String> {
        var strategy = Strategy(pathExtension: renderer.format.pathExtension, diffing: .text) { layout in
            var text = renderer.stampedRendering(of: layout, digest: LayoutDigest.of(layout))
            return text.takeText()
        }
        strategy.rendering = .init(layout: { $0 }, renderer: renderer, format: { $0 })
        return strategy
    }
}
