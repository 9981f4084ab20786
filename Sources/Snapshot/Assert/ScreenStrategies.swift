/// The built-in strategies: a screen is laid out by `LayoutEngine`, then rendered as text. Each
/// is declared in its format's file (`.ascii` in `ASCIIFormat.swift`, `.svg`, `.layout`) with
/// `rendered(as:)`.
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
    /// A built-in format's strategy for a screen: laid out, then as `Strategy<Layout, String>.rendered(as:)`.
    static func rendered(as format: SnapshotFormat) -> Strategy<Screen, String> {
        Strategy<Layout, String>.rendered(as: format).pullback(laidOut)
    }

    @Sendable private static func laidOut(_ screen: Screen) -> Layout {
        LayoutEngine.layout(screen)
    }
}

/// The same renderings for a layout that is already computed.
///
///     assertSnapshot(of: LayoutEngine.layout(mall), as: .layout)   // __Snapshots__/ShopTests/MallTests/testMall.1.layout
extension Strategy where Value == Layout, Format == String {
    /// A built-in format's strategy: stores the rendering with its stamp line (`SnapshotStamp`)
    /// and can prove a match from the stamp alone.
    static func rendered(as format: SnapshotFormat) -> Strategy<Layout, String> {
        let renderer = StampedRenderer(format)
        var strategy = Strategy(pathExtension: format.pathExtension, diffing: .text) { layout in
            var text = renderer.stampedRendering(of: layout, digest: LayoutDigest.of(layout))
            return text.takeText()
        }
        strategy.rendering = .init(layout: { $0 }, renderer: renderer, format: { $0 })
        return strategy
    }
}
