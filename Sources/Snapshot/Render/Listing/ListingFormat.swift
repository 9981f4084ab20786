extension SnapshotFormat {
    /// The exact listing alone (`LayoutListing`), its stamp a `#` comment line after `end`.
    package static let layout = SnapshotFormat(pathExtension: "layout", commandName: "layout", stampPrefix: "# ") { LayoutListing.render($0) }
}
