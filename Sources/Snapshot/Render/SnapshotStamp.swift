/// The last line the built-in strategies add to every snapshot they store: which renderer
/// drew it, a digest of the layout it drew, and a digest of every byte above the line.
///
///     snapshot-stamp ascii/1 points-per-column=4 maximum-rows=2000 layout=0123456789abcdef file=fedcba9876543210
///     <!-- snapshot-stamp svg/1 point-grid=false layout=0123456789abcdef file=fedcba9876543210 -->
///     # snapshot-stamp layout/1 layout=0123456789abcdef file=fedcba9876543210
///
/// The renderer part is its name, `/`, its `version`, then every option that changes its
/// output; `layout=` is `LayoutDigest.of(layout)`, `file=` the `StableDigest` of every byte
/// before it (the rendering, then the line up to its layout digest, so it seals the line's own
/// claims), both as 16 lowercase hex digits. The line ends with LF and nothing
/// follows it. In an SVG it is an XML comment after `</svg>` (still well-formed XML); in a
/// listing a `#` line after `end`, which `LayoutListing.parse` skips; `LayoutListing.extract`
/// and `SnapshotComparison.compare` leave it out. The renderers themselves never write it:
/// `snapshot-cli render` prints what they draw, nothing more.
///
/// With it a matching snapshot is proven without rendering (see `StampedRenderer`).
struct SnapshotStamp: Equatable {
    static let keyword = "snapshot-stamp"

    /// The format whose file it ends, which says how the line is wrapped (`SnapshotFormat.stampPrefix`).
    var format: SnapshotFormat
    /// `ascii/1 points-per-column=4 maximum-rows=2000`.
    var renderer: String
    /// `LayoutDigest` of the layout drawn.
    var layout: UInt64
    /// `StableDigest` of every byte before ` file=`: the rendering and the line's claims.
    var file: UInt64

    /// The line, with its final LF.
    var line: String {
        "\(format.stampPrefix)\(Self.keyword) \(renderer) layout=\(StableDigest.hex(layout)) file=\(StableDigest.hex(file))\(format.stampSuffix)\n"
    }

    /// The longest stamp line read back: the rest of the file is never scanned for one.
    static let maximumLineLength = 1024

    /// The stamp on the last line of `bytes` (which must end with LF, or CR LF), and the
    /// offset where that line starts; `nil` when the last line is not a stamp.
    static func last(in bytes: UnsafeRawBufferPointer) -> (stamp: SnapshotStamp, lineStart: Int)? {
        let count = bytes.count
        guard count > 0, bytes[count - 1] == UInt8(ascii: "\n") else { return nil }
        var end = count - 1
        if end > 0, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        var start = end
        let limit = Swift.max(0, end - maximumLineLength)
        while start > limit, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n"),
            let stamp = parse(line: UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
        else { return nil }
        return (stamp, start)
    }

    /// A stamp line without its line ending, or `nil` when it is not exactly one.
    static func parse<Line: Collection>(line: Line) -> SnapshotStamp? where Line.Element == UInt8 {
        let bytes = Array(line)
        for format in SnapshotFormat.builtIn {
            let head = Array((format.stampPrefix + keyword + " ").utf8)
            let tail = Array(format.stampSuffix.utf8)
            // renderer, " layout=", 16 digits, " file=", 16 digits
            guard bytes.count > head.count + tail.count + 46, bytes.starts(with: head),
                bytes[(bytes.count - tail.count)...].elementsEqual(tail)
            else { continue }
            let body = bytes[head.count..<(bytes.count - tail.count)]
            let fileStart = body.endIndex - 16
            let layoutStart = fileStart - 6 - 16
            let rendererEnd = layoutStart - 8
            guard body[(fileStart - 6)..<fileStart].elementsEqual(" file=".utf8),
                body[rendererEnd..<layoutStart].elementsEqual(" layout=".utf8),
                let layout = StableDigest.parseHex(body[layoutStart..<(fileStart - 6)]),
                let file = StableDigest.parseHex(body[fileStart...]),
                body[body.startIndex..<rendererEnd].allSatisfy({ $0 > 0x20 && $0 < 0x7F || $0 == 0x20 }),
                body[body.startIndex] != 0x20
            else { return nil }
            let renderer = String(decoding: body[body.startIndex..<rendererEnd], as: UTF8.self)
            return SnapshotStamp(format: format, renderer: renderer, layout: layout, file: file)
        }
        return nil
    }

    /// `text` without a stamp on its last line (all of it when there is none): what a
    /// comparison or a diff looks at, so a stamp-only difference is no difference.
    static func stripped(_ text: String) -> String {
        var text = text
        let start: Int? = text.withUTF8 { last(in: UnsafeRawBufferPointer($0))?.lineStart }
        guard let start else { return text }
        return String(decoding: text.utf8.prefix(start), as: UTF8.self)
    }
}
