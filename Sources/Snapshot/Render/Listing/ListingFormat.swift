extension SnapshotFormat {
    /// The exact listing alone (`LayoutListing`), its stamp a `#` comment line after `end`.
    package static let layout = SnapshotFormat(
        pathExtension: "layout", commandName: "layout", stampPrefix: "# ", identity: "layout/\(ListingWriter.version)"
    ) { ListingWriter.renderText($0, to: $1) }
}

extension Strategy where Value == Layout, Format == String {
    /// `LayoutListing` output, stored as `.layout`.
    public static var layout: Strategy<Layout, String> { rendered(as: .layout) }
}

extension Strategy where Value == Screen, Format == String {
    /// The exact listing alone: every number of the layout.
    public static var layout: Strategy<Screen, String> { rendered(as: .layout) }
}
