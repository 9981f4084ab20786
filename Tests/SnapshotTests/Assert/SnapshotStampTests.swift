import Foundation
import Testing
@testable import Snapshot
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The stamp line the built-in strategies store: its exact form, and that every reader skips it.
@Suite struct SnapshotStampTests {
    static let layout = RenderSamples.documented

    private func hex(_ value: UInt64) -> String { StableDigest.hex(value) }

    private func fileDigest(_ text: String) -> String {
        var text = text
        return hex(text.withUTF8 { StableDigest.of(UnsafeRawBufferPointer($0)) })
    }

    @Test func asciiEndsWithAPlainStampLine() throws {
        let drawing = ASCIIRenderer().render(Self.layout)
        let stored = try Strategy<Layout, String>.ascii.snapshot(Self.layout)
        // `file=` seals every byte before it: the drawing and the line's own claims.
        let claims = "snapshot-stamp ascii/\(ASCIIRenderer.version) points-per-column=4 maximum-rows=2000 layout=\(hex(LayoutDigest.of(Self.layout)))"
        #expect(stored == drawing + claims + " file=\(fileDigest(drawing + claims))\n")
    }

    @Test func svgEndsWithAStampCommentAfterTheRootElement() throws {
        let drawing = SVGRenderer().render(Self.layout)
        let stored = try Strategy<Layout, String>.svg.snapshot(Self.layout)
        #expect(drawing.hasSuffix("</svg>\n"))
        let claims = "<!-- snapshot-stamp svg/\(SVGRenderer.version) point-grid=false layout=\(hex(LayoutDigest.of(Self.layout)))"
        #expect(stored == drawing + claims + " file=\(fileDigest(drawing + claims)) -->\n")
    }

    @Test func listingEndsWithAStampCommentAfterEnd() throws {
        let listing = LayoutListing.render(Self.layout)
        let stored = try Strategy<Layout, String>.layout.snapshot(Self.layout)
        let claims = "# snapshot-stamp layout/\(ListingWriter.version) layout=\(hex(LayoutDigest.of(Self.layout)))"
        #expect(stored == listing + claims + " file=\(fileDigest(listing + claims))\n")
    }

    @Test func aScreenIsStampedWithTheDigestOfItsLayout() throws {
        let screen = Screen(name: "MallVC", device: .iPhone8)
        let stored = try Strategy<Screen, String>.ascii.snapshot(screen)
        #expect(stored.contains(" layout=\(hex(LayoutDigest.of(LayoutEngine.layout(screen)))) "))
    }

    @Test func renderersStayPure() {
        // `snapshot-cli render` prints the renderers' output: no stamp in it.
        #expect(!ASCIIRenderer().render(Self.layout).contains(SnapshotStamp.keyword))
        #expect(!SVGRenderer().render(Self.layout).contains(SnapshotStamp.keyword))
        #expect(!LayoutListing.render(Self.layout).contains(SnapshotStamp.keyword))
    }

    @Test func aStampedSVGIsStillWellFormedXML() throws {
        let stored = try Strategy<Layout, String>.svg.snapshot(RenderSamples.unusual())
        let parser = XMLParser(data: Data(stored.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }

    @Test func everyStampedFormatGivesItsListingBackAndParses() throws {
        let hostile = RenderSamples.unusual()
        let listing = LayoutListing.render(hostile)
        for strategy in [Strategy<Layout, String>.ascii, .svg, .layout] {
            let stored = try strategy.snapshot(hostile)
            let extracted = try #require(LayoutListing.extract(from: stored))
            #expect(extracted == listing, "\(strategy.pathExtension)")
            #expect(try LayoutListing.parse(extracted) == hostile)
        }
        // A stored listing parses as it is, stamp and all, and with CRLF line endings.
        let stored = try Strategy<Layout, String>.layout.snapshot(hostile)
        #expect(try LayoutListing.parse(stored) == hostile)
        #expect(try LayoutListing.parse(stored.replacingOccurrences(of: "\n", with: "\r\n")) == hostile)
    }

    @Test func theListingParserAcceptsOnlyAStampAfterEnd() {
        let listing = LayoutListing.render(RenderSamples.tiny)
        let plain = "snapshot-stamp layout/1 layout=0123456789abcdef file=0123456789abcdef\n"
        #expect(throws: LayoutListingError.self) { try LayoutListing.parse(listing + plain) }
        #expect(throws: LayoutListingError.self) { try LayoutListing.parse(listing + "# a comment\n") }
        #expect(throws: LayoutListingError.self) { try LayoutListing.parse(listing + "# snapshot-stamp layout/1 layout=0123 file=0123\n") }
    }

    @Test func readsTheStampOnTheLastLine() throws {
        let text = "grid\nsnapshot-stamp ascii/1 points-per-column=4 maximum-rows=2000 layout=0123456789abcdef file=fedcba9876543210\n"
        let found = try #require(Array(text.utf8).withUnsafeBytes { SnapshotStamp.last(in: $0) })
        #expect(found.lineStart == 5)
        #expect(
            found.stamp
                == SnapshotStamp(
                    format: .txt, renderer: "ascii/1 points-per-column=4 maximum-rows=2000",
                    layout: 0x0123_4567_89AB_CDEF, file: 0xFEDC_BA98_7654_3210))
        #expect(found.stamp.line == String(text.dropFirst(5)))
    }

    @Test(arguments: [
        "grid\n",
        "snapshot-stamp ascii/1 layout=0123456789abcdef file=fedcba9876543210",  // no final LF
        "snapshot-stamp ascii/1 layout=0123456789abcdef file=fedcba9876543210\n\n",  // not the last line
        "snapshot-stamp ascii/1 layout=0123456789ABCDEF file=fedcba9876543210\n",
        "snapshot-stamp ascii/1 layout=0123456789abcdef file=fedcba987654321\n",
        "snapshot-stamp ascii/1 layout=0123456789abcdef  file=fedcba9876543210\n",
        "snapshot-stamp ascii/1 layout=0123456789abcdef file=fedcba9876543210 \n",
        "snapshot-stamp  layout=0123456789abcdef file=fedcba9876543210\n",
        "snapshot-stamp layout=0123456789abcdef file=fedcba9876543210\n",
        "<!-- snapshot-stamp svg/1 layout=0123456789abcdef file=fedcba9876543210\n",
        "# snapshot-stamp layout/1 layout=0123456789abcdef file=fedcba9876543210 -->\n",
        "x snapshot-stamp ascii/1 layout=0123456789abcdef file=fedcba9876543210\n",
    ])
    func readsNothingThatIsNotExactlyAStamp(text: String) {
        #expect(Array(text.utf8).withUnsafeBytes { SnapshotStamp.last(in: $0) } == nil)
        #expect(SnapshotStamp.stripped(text) == text)
    }

    @Test func strippingRemovesOnlyTheLastLineStamp() {
        let stamp = "<!-- snapshot-stamp svg/1 point-grid=false layout=0123456789abcdef file=fedcba9876543210 -->\n"
        #expect(SnapshotStamp.stripped("<svg/>\n" + stamp) == "<svg/>\n")
        #expect(SnapshotStamp.stripped(stamp) == "")
        #expect(SnapshotStamp.stripped("<svg/>\n" + stamp.replacingOccurrences(of: "\n", with: "\r\n")) == "<svg/>\n")
        #expect(SnapshotStamp.stripped(stamp + "<svg/>\n") == stamp + "<svg/>\n")
    }
}
