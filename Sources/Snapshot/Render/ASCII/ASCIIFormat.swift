extension SnapshotFormat {
    /// The ASCII grid with the listing under it (`ASCIIRenderer`), its stamp a plain last line.
    package static let txt = SnapshotFormat(pathExtension: "txt", commandName: "ascii", stampPrefix: "") { ASCIIRenderer().render($0) }
}
