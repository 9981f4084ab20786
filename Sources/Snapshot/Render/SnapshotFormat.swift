/// A format the built-in strategies store, and everything that differs between formats: its
/// file extension, its name in `snapshot-cli render --format`, how its stamp line is wrapped so
/// the file stays valid in its own format, how it is rendered, and how the review page shows
/// it. Adding a format is adding a case here.
///
///     SnapshotFormat.svg.pathExtension            // "svg"
///     SnapshotFormat(commandName: "ascii")        // .txt
///     SnapshotFormat.layout.stampLine("layout/3 layout=… file=…")   // "# snapshot-stamp layout/3 …"
package enum SnapshotFormat: String, CaseIterable, Sendable, Comparable {
    /// The ASCII grid with the listing under it (`ASCIIRenderer`).
    case txt
    /// The SVG drawing with the listing in its metadata (`SVGRenderer`).
    case svg
    /// The exact listing alone (`LayoutListing`).
    case layout

    /// The reference's extension (`testMall.1.svg`).
    package var pathExtension: String { rawValue }

    /// Its name to `snapshot-cli render --format` and in stamps: `ascii`, `svg`, `layout`.
    package var commandName: String {
        switch self {
        case .txt: "ascii"
        case .svg: "svg"
        case .layout: "layout"
        }
    }

    /// The format `render --format NAME` names.
    package init?(commandName: String) {
        guard let format = Self.allCases.first(where: { $0.commandName == commandName }) else { return nil }
        self = format
    }

    /// What goes before `snapshot-stamp` on the stamp line: nothing in ASCII text, an XML comment
    /// after `</svg>`, a `#` comment line after a listing's `end`.
    package var stampPrefix: String {
        switch self {
        case .txt: ""
        case .svg: "<!-- "
        case .layout: "# "
        }
    }

    /// What closes the stamp line (` -->` in an SVG).
    package var stampSuffix: String { self == .svg ? " -->" : "" }

    /// Whether the review page draws it as a picture (an SVG) rather than showing its text.
    package var isDrawing: Bool { self == .svg }

    /// The renderer with its default options, as `render --format` prints it (without a stamp).
    package func render(_ layout: Layout) -> String {
        switch self {
        case .txt: ASCIIRenderer().render(layout)
        case .svg: SVGRenderer().render(layout)
        case .layout: LayoutListing.render(layout)
        }
    }

    package static func < (a: SnapshotFormat, b: SnapshotFormat) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
}
