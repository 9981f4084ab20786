extension SnapshotFormat {
    /// The ASCII grid with the listing under it (`ASCIIRenderer`), its stamp a plain last line.
    package static let txt = SnapshotFormat(
        pathExtension: "txt", commandName: "ascii", stampPrefix: "", identity: identity(ASCIIRenderer())
    ) { ASCIIRenderer().renderText($0, to: $1) }

    /// `ascii/4 points-per-column=4 maximum-rows=2000`: the version and both options.
    private static func identity(_ renderer: ASCIIRenderer) -> String {
        "ascii/\(ASCIIRenderer.version) points-per-column=\(NumberFormat.exact(renderer.pointsPerColumn)) maximum-rows=\(renderer.maximumRows)"
    }
}

extension Strategy where Value == Layout, Format == String {
    /// `ASCIIRenderer` output, stored as `.txt`.
    public static var ascii: Strategy<Layout, String> { rendered(as: .txt) }
}

extension Strategy where Value == Screen, Format == String {
    /// A character grid a person can read in a CI log, with the exact listing under it.
    public static var ascii: Strategy<Screen, String> { rendered(as: .txt) }
}
