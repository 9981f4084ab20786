/// A format snapshots are stored in, as a value: its file extension, its name to `snapshot-cli
/// render --format`, how its stamp line is wrapped so the file stays valid in its own format,
/// its renderer and the renderer's identity, and how the review page shows it.
///
/// A built-in format is one file and one line (the DocC article "Custom formats" walks through
/// one): the file declares the value beside its renderer (`.txt` in `ASCII/ASCIIFormat.swift`,
/// `.svg` in `SVG/`, `.layout` in `Listing/`) with the two assertion strategies that store it,
/// and the line lists it in `builtIn`, which the command line's help, `render --format`, its
/// folder scan and the stamp reader read. A custom strategy's extension is
/// `SnapshotFormat(custom:)`: decided and reviewed as text, never stamped, never rendered by the
/// command line.
///
///     SnapshotFormat.svg.pathExtension            // "svg"
///     SnapshotFormat.commandNames                 // ["ascii", "svg", "layout"]
///     SnapshotFormat(custom: "json")?.isStamped   // false
///
/// An extension is 1 to 16 ASCII letters and digits, and not `new` (see `problem(withExtension:)`):
/// a dot would let one snapshot's files pass for another's (`diff.svg` is every overlay's ending,
/// `new.txt` every pending ASCII grid's).
package struct SnapshotFormat: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The reference's extension (`testMall.1.svg`): what identifies the format.
    package let pathExtension: String
    /// Its name to `snapshot-cli render --format` and in stamps (`ascii`); `nil` for a custom strategy's.
    package let commandName: String?
    /// What goes before `snapshot-stamp` on the stamp line (an XML comment's `<!-- ` in an SVG).
    package let stampPrefix: String
    /// What closes the stamp line (` -->` in an SVG).
    package let stampSuffix: String
    /// Whether the review page draws it as a picture (an SVG) rather than showing its text.
    package let isDrawing: Bool
    /// The renderer's name, version and every option that changes its bytes, as stamps name it
    /// (`layout/3`); `nil` for a custom strategy's.
    let rendererIdentity: String?
    /// The renderer with its default options: the rendering's bytes, or with a sink, the bytes
    /// it has not yet streamed to it.
    private let renderer: (@Sendable (Layout, TextSink?) -> TextBuffer)?

    /// A built-in format: `identity` names its renderer in stamps (bump the renderer's version
    /// whenever its bytes change, see `StampedRenderer`); `render` writes into a `TextBuffer`
    /// made with the sink it is given, streaming when there is one.
    init(
        pathExtension: String, commandName: String, stampPrefix: String, stampSuffix: String = "", isDrawing: Bool = false,
        identity: String, render: @escaping @Sendable (Layout, TextSink?) -> TextBuffer
    ) {
        self.pathExtension = pathExtension
        self.commandName = commandName
        self.stampPrefix = stampPrefix
        self.stampSuffix = stampSuffix
        self.isDrawing = isDrawing
        rendererIdentity = identity
        renderer = render
    }

    /// A custom strategy's format (`Strategy(pathExtension: "json")`), or the built-in one of that
    /// extension; `nil` when the extension is one no format may take.
    package init?(custom pathExtension: String) {
        if let builtIn = SnapshotFormat(builtInExtension: pathExtension) {
            self = builtIn
            return
        }
        guard Self.problem(withExtension: pathExtension) == nil else { return nil }
        self.pathExtension = pathExtension
        commandName = nil
        stampPrefix = ""
        stampSuffix = ""
        isDrawing = false
        rendererIdentity = nil
        renderer = nil
    }

    /// Whether its files end with a stamp line (the built-in formats' do).
    package var isStamped: Bool { renderer != nil }

    /// The formats the built-in strategies store, in the order they are listed: a format's
    /// registration is its line here.
    package static let builtIn: [SnapshotFormat] = [.txt, .svg, .layout]

    /// The built-in formats' names to `render --format`: `ascii`, `svg`, `layout`.
    package static var commandNames: [String] { builtIn.compactMap(\.commandName) }

    /// The built-in format `render --format NAME` names.
    package init?(commandName: String) {
        guard let format = Self.builtIn.first(where: { $0.commandName == commandName }) else { return nil }
        self = format
    }

    /// The rendering of `layout` as bytes (without a stamp), or `nil` for a custom strategy's format.
    func rendering(of layout: Layout) -> TextBuffer? {
        renderer?(layout, nil)
    }

    /// Renders `layout` (without a stamp) into `sink`, a megabyte at a time, as `render
    /// --format` does: a million cells are written without the rendering ever being held whole.
    /// A custom strategy's format writes nothing.
    package func write(_ layout: Layout, to sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        guard var out = renderer?(layout, sink) else { return }
        out.finish()
    }

    /// The built-in format of an extension.
    package init?(builtInExtension pathExtension: String) {
        guard let format = Self.builtIn.first(where: { $0.pathExtension == pathExtension }) else { return nil }
        self = format
    }

    /// Why no format may take `pathExtension`, or `nil` when one may: what a snapshot's files are
    /// is read from their names, so an extension must not let one pass for another's.
    package static func problem(withExtension pathExtension: String) -> String? {
        // By byte: every assertion asks, and a `Character` look-up of each letter's properties
        // cost more than the rest of naming the files.
        let bytes = pathExtension.utf8
        let letterOrDigit: (UInt8) -> Bool = { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        if bytes.isEmpty || bytes.count > 16 || !bytes.allSatisfy(letterOrDigit) {
            return "an extension is 1 to 16 ASCII letters and digits (no dot: \"diff.svg\" ends every overlay, \"new.txt\" every pending ASCII grid)"
        }
        if pathExtension.lowercased() == "new" {
            return "\"new\" marks pending files (<name>.new.<extension>); choose another extension"
        }
        return nil
    }

    package var description: String { pathExtension }

    package static func == (a: SnapshotFormat, b: SnapshotFormat) -> Bool { a.pathExtension == b.pathExtension }

    package func hash(into hasher: inout Hasher) { hasher.combine(pathExtension) }

    /// The built-in formats in their order, then custom ones by extension.
    package static func < (a: SnapshotFormat, b: SnapshotFormat) -> Bool {
        let count = builtIn.count
        let rankA = builtIn.firstIndex(of: a) ?? count
        let rankB = builtIn.firstIndex(of: b) ?? count
        return rankA != rankB ? rankA < rankB : a.pathExtension < b.pathExtension
    }
}
