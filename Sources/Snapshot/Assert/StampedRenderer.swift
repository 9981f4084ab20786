import Foundation

/// A built-in renderer as a snapshot stamp names it, and the proof a stamp gives.
///
/// A reference is accepted without rendering when its last line is a stamp whose renderer
/// part (name, version, options) is this renderer's, whose `layout=` is the digest of the
/// layout being checked, and whose `file=` is the digest of the bytes above it. Why that is
/// sound: the stamp was written over `render(L)` for a layout `L` with that digest, by a
/// renderer of that version with those options. Equal digests mean equal layouts (barring a
/// 2⁻⁶⁴ accident); a renderer is deterministic (same layout and options, same bytes, on any
/// machine) and its `version` is bumped whenever its output changes for any layout
/// (`RendererVersionTests` fails otherwise); and the file digest shows the bytes above the stamp
/// are still the ones written. So rendering now would give those very bytes, and the stamp
/// line after them is the one it would write too: the full comparison would find the files
/// equal. Anything else (no stamp, another version or option, another layout, a reference
/// edited by hand, a CRLF checkout) goes the full way: render, compare bytes, diff.
///
/// The digests detect accidents, not forgery: a stamp written by hand to match other bytes
/// passes, as would a renderer changed without its version.
struct StampedRenderer: Sendable {
    var style: SnapshotStamp.Style
    /// `ascii/1 points-per-column=4 maximum-rows=2000`: name, version, every option that
    /// changes the output.
    var identity: String
    var render: @Sendable (Layout) -> TextBuffer

    static func ascii(_ renderer: ASCIIRenderer) -> StampedRenderer {
        StampedRenderer(
            style: .plain,
            identity: "ascii/\(ASCIIRenderer.version) points-per-column=\(NumberFormat.exact(renderer.pointsPerColumn)) maximum-rows=\(renderer.maximumRows)",
            render: { renderer.renderText($0) })
    }

    static func svg(_ renderer: SVGRenderer) -> StampedRenderer {
        StampedRenderer(
            style: .xmlComment,
            identity: "svg/\(SVGRenderer.version) point-grid=\(renderer.showsPointGrid)",
            render: { renderer.renderText($0) })
    }

    static let listing = StampedRenderer(
        style: .listingComment,
        identity: "layout/\(ListingWriter.version)",
        render: { ListingWriter.renderText($0) })

    /// The rendering of `layout` with its stamp as the last line (`digest` is `LayoutDigest.of(layout)`).
    func stampedRendering(of layout: Layout, digest: UInt64) -> TextBuffer {
        var text = render(layout)
        if !text.ends(with: UInt8(ascii: "\n")) { text.append(byte: UInt8(ascii: "\n")) }
        var file = StableDigest()
        text.addBytes(to: &file)
        text.append(stamp(layout: digest, file: file.finish()).line)
        return text
    }

    func stamp(layout: UInt64, file: UInt64) -> SnapshotStamp {
        SnapshotStamp(style: style, renderer: identity, layout: layout, file: file)
    }

    /// Whether `reference` ends with this renderer's stamp for a layout of digest `layoutDigest`
    /// over the very bytes above it: then it is what rendering that layout would store.
    func stampProvesMatch(_ reference: Data, layoutDigest: UInt64) -> Bool {
        reference.withUnsafeBytes { bytes in
            guard let (stamp, lineStart) = SnapshotStamp.last(in: bytes),
                stamp.style == style, stamp.renderer == identity, stamp.layout == layoutDigest,
                // The line is the one this renderer writes, byte for byte (no CR, no other spelling).
                lineStart + stamp.line.utf8.count == bytes.count
            else { return false }
            return StableDigest.of(UnsafeRawBufferPointer(rebasing: bytes[..<lineStart])) == stamp.file
        }
    }
}
