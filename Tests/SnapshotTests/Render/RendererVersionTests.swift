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
/// The first corpus is built by hand, so a change in the engine never moves it; the later ones
/// (`corpus03`, `decorated`, `rightToLeft`) are laid out by the engine on grid-aligned numbers,
/// so only an engine change that moves those frames moves their digests (none has: the pixel
/// grid of issue 38 left them as they were). It can only see what the corpora reach: a renderer
/// change that touches none of them still needs its bump (and a corpus layout that shows it).
@Suite struct RendererVersionTests {
    /// `version → digest of the output over the corpus`, one row per version ever released.
    static let asciiDigests: [Int: String] = [1: "c64d3e8ec5444a92", 2: "e8f443b157045404", 3: "e8f443b157045404", 4: "e8f443b157045404"]
    static let svgDigests: [Int: String] = [
        1: "ec06daa7b900916d", 2: "8b178bba9ebc4d49", 3: "44e7d57885c15ac7", 4: "44e7d57885c15ac7", 5: "44e7d57885c15ac7", 6: "44e7d57885c15ac7",
    ]
    static let listingDigests: [Int: String] = [1: "eeed27fd9de2accd", 2: "624509c3938de18c", 3: "624509c3938de18c"]

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

    /// Layouts the first corpus cannot reach, added in 0.3: a horizontal one (fold column, page
    /// grown to the right) and a compositional one (group outlines, an orthogonal strip clipped
    /// with its count, the `section` line). Their digests are kept per version in tables of
    /// their own, so the first corpus's digests never move.
    static var corpus03: [Layout] {
        let strip = CompositionalSection(
            group: .horizontal(
                LayoutSize(width: .absolute(150), height: .absolute(100)),
                subitems: [.item(CompositionalItem(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))]),
            contentInsets: EdgeInsets(left: 16, right: 16), interGroupSpacing: 10, orthogonalScrolling: .continuous)
        let grid = CompositionalSection(
            group: .horizontal(
                LayoutSize(width: .fractionalWidth(1), height: .absolute(60)),
                subitems: [
                    .item(
                        CompositionalItem(
                            LayoutSize(width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
                            contentInsets: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)))
                ]))
        let compositional = LayoutEngine.layout(
            Screen(
                name: "Shop", device: .iPhone8, chrome: Chrome(tabBar: true), layoutStyle: .compositional,
                subControllers: [
                    CompositionalLayoutTests.Described(count: 4, section: strip), CompositionalLayoutTests.Described(count: 5, section: grid),
                ]))
        return [HorizontalRenderingTests.layout, compositional]
    }
    static let asciiDigests03: [Int: String] = [1: "fece93a752d29dd1", 2: "fece93a752d29dd1", 3: "fece93a752d29dd1", 4: "fece93a752d29dd1"]
    static let svgDigests03: [Int: String] = [
        2: "9d6893e149343184", 3: "9d6893e149343184", 4: "9d6893e149343184", 5: "9d6893e149343184", 6: "9d6893e149343184",
    ]
    static let listingDigests03: [Int: String] = [1: "7132384084e5e786", 2: "7132384084e5e786", 3: "7132384084e5e786"]

    /// Added with section backgrounds and badges (ascii/3, svg/4, listing/3): a compositional
    /// grid on a card with a corner badge on each cell reaches the new drawing and lines.
    static var decorated: [Layout] {
        [
            CompositionalDecorationTests().layout(
                CompositionalDecorationTests.Grid(
                    badges: [
                        ItemSupplementary(
                            kind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
                            anchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.3, y: -0.3)))
                    ],
                    insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
                    background: SectionBackground(contentInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))))
        ]
    }
    /// Added with right-to-left pages as wide as left-to-right ones and strips counted at the
    /// left edge (ascii/4, svg/6; issue 38): the compositional screen of `corpus03` read right to left.
    static var rightToLeft: [Layout] {
        var layout = corpus03[1]
        layout.layoutDirection = .rightToLeft
        var segments = layout.segments
        var diagnostics: [Diagnostic] = []
        RightToLeft.mirror(&segments, style: layout.style, contentWidth: layout.contentSize.width, diagnostics: &diagnostics)
        layout.segments = segments
        return [layout]
    }
    static let asciiDigestsRightToLeft: [Int: String] = [4: "e347795b62177635"]
    static let svgDigestsRightToLeft: [Int: String] = [6: "a016243c4a5134eb"]

    static let asciiDigestsDecorated: [Int: String] = [3: "7362027f4fd37bcf", 4: "7362027f4fd37bcf"]
    static let svgDigestsDecorated: [Int: String] = [4: "99a5b5683560f530", 5: "99a5b5683560f530", 6: "99a5b5683560f530"]
    static let listingDigestsDecorated: [Int: String] = [3: "5291f0c540445d27"]

    /// The digest of every output, each after a line with its byte count, in corpus order.
    static func digest(_ render: (Layout) -> String, of layouts: [Layout] = corpus) -> String {
        var digest = StableDigest()
        for layout in layouts {
            let text = render(layout)
            digest.add(bytes: "\(text.utf8.count)\n")
            digest.add(bytes: text)
        }
        return StableDigest.hex(digest.finish())
    }

    func expect(_ name: String, version: Int, table: [Int: String], digest: String) {
        #expect(
            table[version] == digest,
            "\(name) output changed: \(name).version is \(version) and its output over the corpus now has digest \(digest); bump \(name).version and add this digest to RendererVersionTests"
        )
    }

    static func ascii(_ layout: Layout) -> String {
        ASCIIRenderer().render(layout)
            + ASCIIRenderer(pointsPerColumn: 2.5, maximumRows: 7).render(layout)
            + ASCIIRenderer(pointsPerColumn: 16, maximumRows: 1).render(layout)
    }

    static func svg(_ layout: Layout) -> String {
        SVGRenderer().render(layout) + SVGRenderer(showsPointGrid: true).render(layout)
    }

    /// The formats whose renderers this suite holds to their versions, by command name.
    static let heldFormats: Set<String> = ["ascii", "svg", "layout"]

    /// A format registered in `SnapshotFormat.builtIn` stamps its references, so it needs its
    /// renderer held here like the others.
    @Test func everyRegisteredFormatIsHeldToItsVersion() {
        for format in SnapshotFormat.builtIn {
            let name = format.commandName ?? format.pathExtension
            #expect(
                Self.heldFormats.contains(name),
                "the format '\(name)' is registered in SnapshotFormat.builtIn, and its stamps are trusted, but RendererVersionTests holds no digests for its renderer: add a table and a test like asciiOutputMatchesItsVersion"
            )
        }
    }

    @Test func asciiOutputMatchesItsVersion() {
        expect("ASCIIRenderer", version: ASCIIRenderer.version, table: Self.asciiDigests, digest: Self.digest(Self.ascii))
        expect("ASCIIRenderer", version: ASCIIRenderer.version, table: Self.asciiDigests03, digest: Self.digest(Self.ascii, of: Self.corpus03))
        expect("ASCIIRenderer", version: ASCIIRenderer.version, table: Self.asciiDigestsDecorated, digest: Self.digest(Self.ascii, of: Self.decorated))
        expect("ASCIIRenderer", version: ASCIIRenderer.version, table: Self.asciiDigestsRightToLeft, digest: Self.digest(Self.ascii, of: Self.rightToLeft))
    }

    @Test func svgOutputMatchesItsVersion() {
        expect("SVGRenderer", version: SVGRenderer.version, table: Self.svgDigests, digest: Self.digest(Self.svg))
        expect("SVGRenderer", version: SVGRenderer.version, table: Self.svgDigests03, digest: Self.digest(Self.svg, of: Self.corpus03))
        expect("SVGRenderer", version: SVGRenderer.version, table: Self.svgDigestsDecorated, digest: Self.digest(Self.svg, of: Self.decorated))
        expect("SVGRenderer", version: SVGRenderer.version, table: Self.svgDigestsRightToLeft, digest: Self.digest(Self.svg, of: Self.rightToLeft))
    }

    @Test func listingOutputMatchesItsVersion() {
        expect("ListingWriter", version: ListingWriter.version, table: Self.listingDigests, digest: Self.digest(ListingWriter.render))
        expect(
            "ListingWriter", version: ListingWriter.version, table: Self.listingDigests03,
            digest: Self.digest(ListingWriter.render, of: Self.corpus03))
        expect(
            "ListingWriter", version: ListingWriter.version, table: Self.listingDigestsDecorated,
            digest: Self.digest(ListingWriter.render, of: Self.decorated))
    }
}
