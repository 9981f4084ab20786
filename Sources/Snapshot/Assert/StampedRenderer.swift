import Foundation

/// A built-in renderer as a snapshot stamp names it, and the proof a stamp gives.
///
/// A reference is accepted without rendering when its last line is a stamp whose renderer
/// part (name, version, options) is this renderer's, whose `layout=` is the digest of the
/// layout being checked, and whose `file=` is the digest of every byte before it: the bytes
/// above the line and the line's own claims (renderer and `layout=`). Why that is
/// sound: the stamp was written over `render(L)` for a layout `L` with that digest, by a
/// renderer of that version with those options. Equal digests mean equal layouts (barring a
/// 2⁻⁶⁴ accident); a renderer is deterministic (same layout and options, same bytes, on any
/// machine) and its `version` is bumped whenever its output changes for any layout
/// (`RendererVersionTests` fails otherwise, for every change its corpus reaches); and the file
/// digest shows the bytes above the stamp, and the claims it makes of them, are still the ones
/// written. So rendering now would give those very bytes, and the stamp
/// line after them is the one it would write too: the full comparison would find the files
/// equal. Anything else (no stamp, another version or option, another layout, a reference
/// edited by hand, a CRLF checkout) goes the full way: render, compare bytes, diff.
///
/// A stamp whose `layout=` is replaced by another layout's digest (a merge that kept one side
/// of the line, a hand edit) proves nothing, since `file=` covers that claim: the reference
/// goes the full way and fails against a rendering it does not hold. The digests detect
/// accidents and edits, not deliberate forgery: recomputing `file=` after the edit passes, as
/// would a renderer changed without its version.
struct StampedRenderer: Sendable {
    let format: SnapshotFormat
    /// `ascii/1 points-per-column=4 maximum-rows=2000`: name, version, every option that
    /// changes the output.
    var identity: String {
        didSet { head = Self.head(format, identity) }
    }
    var render: @Sendable (Layout) -> TextBuffer
    /// The stamp line up to its layout digest (`snapshot-stamp ascii/1 … layout=`), as bytes.
    private var head: [UInt8]
    /// What follows the file digest: the style's suffix and LF.
    private let suffix: [UInt8]
    private static let fileLabel = Array(" file=".utf8)

    /// The renderer of a built-in format, named as its stamps name it (`SnapshotFormat.rendererIdentity`).
    init(_ format: SnapshotFormat) {
        self.format = format
        identity = format.rendererIdentity ?? format.pathExtension
        render = { format.rendering(of: $0) ?? TextBuffer() }
        head = Self.head(format, identity)
        suffix = Array((format.stampSuffix + "\n").utf8)
    }

    private static func head(_ format: SnapshotFormat, _ identity: String) -> [UInt8] {
        Array("\(format.stampPrefix)\(SnapshotStamp.keyword) \(identity) layout=".utf8)
    }

    /// The rendering of `layout` with its stamp as the last line (`digest` is `LayoutDigest.of(layout)`).
    func stampedRendering(of layout: Layout, digest: UInt64) -> TextBuffer {
        var text = render(layout)
        if !text.ends(with: UInt8(ascii: "\n")) { text.append(byte: UInt8(ascii: "\n")) }
        var above = StableDigest()
        text.addBytes(to: &above)
        text.append(stamp(layout: digest, above: above).line)
        return text
    }

    /// The stamp for a layout of digest `layout` over bytes whose digest so far is `above`: its
    /// `file=` goes on over the line's own claims, up to the end of its layout digest.
    func stamp(layout: UInt64, above: StableDigest) -> SnapshotStamp {
        var file = above
        head.withUnsafeBytes { file.add(bytes: $0) }
        file.add(bytes: StableDigest.hex(layout))
        return SnapshotStamp(format: format, renderer: identity, layout: layout, file: file.finish())
    }

    /// Whether `reference` ends with this renderer's stamp for a layout of digest `layoutDigest`
    /// over the very bytes above it: then it is what rendering that layout would store.
    ///
    /// Every assertion of an unchanged snapshot asks, so the last line is matched in place
    /// against the line this renderer would write (`SnapshotStamp.line`), byte for byte.
    func stampProvesMatch(_ reference: Data, layoutDigest: UInt64) -> Bool {
        let tail = Self.fileLabel
        return reference.withUnsafeBytes { bytes -> Bool in
            let length = head.count + 16 + tail.count + 16 + suffix.count
            let count = bytes.count
            guard count >= length else { return false }
            let start = count - length
            guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n"),
                bytes[start..<(start + head.count)].elementsEqual(head),
                StableDigest.parseHex(bytes[(start + head.count)..<(start + head.count + 16)]) == layoutDigest,
                bytes[(start + head.count + 16)..<(start + head.count + 16 + tail.count)].elementsEqual(tail),
                let file = StableDigest.parseHex(bytes[(count - suffix.count - 16)..<(count - suffix.count)]),
                bytes[(count - suffix.count)...].elementsEqual(suffix)
            else { return false }
            return StableDigest.of(UnsafeRawBufferPointer(rebasing: bytes[..<(start + head.count + 16)])) == file
        }
    }
}
