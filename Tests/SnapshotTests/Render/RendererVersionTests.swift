import Testing
@testable import Snapshot

/// Each renderer's output over a fixed corpus, held against the version it claims.
///
/// A stamped reference is accepted without rendering when its stamp names the renderer's
/// current version (`StampedRenderer`), so the fast path is sound only if every change to a
/// renderer's output comes with a new version. This suite is what enforces it: it renders
/// a corpus that reaches every part of each renderer and compares the digest of the output
/// with the one recorded for the current version. When a change moves the output, it fails
/// and says which version to bump and which digest to add; a version's digest is never edited.
///
/// The corpus is built by hand (not by the layout engine), so a change in the engine never
/// asks for a renderer bump. It can only see what the corpus reaches: a renderer change that
/// touches none of it still needs its bump (and a corpus layout that shows it).
@Suite struct RendererVersionTests {
    /// `version → digest of the output over the corpus`, one row per version ever released.
    static let asciiDigests: [Int: String] = [1: "c64d3e8ec5444a92"]
    static let svgDigests: [Int: String] = [1: "ec06daa7b900916d", 2: "8b178bba9ebc4d49"]
    static let listingDigests: [Int: String] = [1: "eeed27fd9de2accd"]

    /// Every kind of line and mark: listKit chrome and a nested collection with every
    /// visibility and CJK text, a diagnostic; hostile strings and extreme numbers in every
    /// field; a small hand-drawn screen; a long goods grid (cut by `maximumRows` below);
    /// an empty layout on a landscape pad.
    static var corpus: [Layout] {
        var empty = RenderSamples.unusual(strings: ["x"])
        empty.segments = []
        empty.diagnostics = []
        var nestedOnly = RenderSamples.documented
        nestedOnly.style = .leftAlignedFlow
        nestedOnly.contentInset = EdgeInsets(top: 10, left: 0, bottom: 34, right: 0)
        return [
            RenderSamples.documented, RenderSamples.unusual(), RenderSamples.tiny,
            RenderSamples.goodsGrid(count: 41), empty, nestedOnly,
        ]
    }

    /// The digest of every output, each after a line with its byte count, in corpus order.
    static func digest(_ render: (Layout) -> String) -> String {
        var digest = StableDigest()
        for layout in corpus {
            let text = render(layout)
            digest.add(bytes: "\(text.utf8.count)\n")
            digest.add(bytes: text)
        }
        return StableDigest.hex(digest.finish())
    }

    func expect(_ name: String, version: Int, table: [Int: String], digest: String) {
        #expect(
            table[version] == digest,
            "\(name) output changed: \(name).version is \(version) and its output over the corpus now has digest \(digest); bump \(name).version and add this digest to RendererVersionTests")
    }

    @Test func asciiOutputMatchesItsVersion() {
        let digest = Self.digest { layout in
            ASCIIRenderer().render(layout)
                + ASCIIRenderer(pointsPerColumn: 2.5, maximumRows: 7).render(layout)
                + ASCIIRenderer(pointsPerColumn: 16, maximumRows: 1).render(layout)
        }
        expect("ASCIIRenderer", version: ASCIIRenderer.version, table: Self.asciiDigests, digest: digest)
    }

    @Test func svgOutputMatchesItsVersion() {
        let digest = Self.digest { SVGRenderer().render($0) + SVGRenderer(showsPointGrid: true).render($0) }
        expect("SVGRenderer", version: SVGRenderer.version, table: Self.svgDigests, digest: digest)
    }

    @Test func listingOutputMatchesItsVersion() {
        let digest = Self.digest { ListingWriter.render($0) }
        expect("ListingWriter", version: ListingWriter.version, table: Self.listingDigests, digest: digest)
    }
}
