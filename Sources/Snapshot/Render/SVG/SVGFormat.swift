extension SnapshotFormat {
    /// The SVG drawing with the listing in its metadata (`SVGRenderer`), its stamp an XML comment after `</svg>`.
    package static let svg = SnapshotFormat(
        pathExtension: "svg", commandName: "svg", stampPrefix: "<!-- ", stampSuffix: " -->", isDrawing: true,
        identity: "svg/\(SVGRenderer.version) point-grid=\(SVGRenderer().showsPointGrid)"
    ) { SVGRenderer().renderText($0, to: $1) }
}

extension Strategy where Value == Layout, Format == String {
    /// `SVGRenderer` output, stored as `.svg`.
    public static var svg: Strategy<Layout, String> { rendered(as: .svg) }
}

extension Strategy where Value == Screen, Format == String {
    /// An SVG drawing in points, with the exact listing in its metadata.
    public static var svg: Strategy<Screen, String> { rendered(as: .svg) }
}
