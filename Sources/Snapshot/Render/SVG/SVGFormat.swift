extension SnapshotFormat {
    /// The SVG drawing with the listing in its metadata (`SVGRenderer`), its stamp an XML comment after `</svg>`.
    package static let svg = SnapshotFormat(pathExtension: "svg", commandName: "svg", stampPrefix: "<!-- ", stampSuffix: " -->", isDrawing: true) {
        SVGRenderer().render($0)
    }
}
