import Testing
@testable import Snapshot

@Suite struct ListingExtractionTests {
    private let listing = LayoutListing.render(RenderSamples.documented)

    @Test func returnsAListingAsItIs() {
        #expect(LayoutListing.extract(from: listing) == listing)
    }

    @Test func findsTheListingUnderTheASCIIMarker() {
        let snapshot = "Screen header\n│grid│\n── exact layout ──\n" + listing
        #expect(LayoutListing.extract(from: snapshot) == listing)
    }

    @Test func findsTheListingUnderTheMarkerWithCRLF() throws {
        let snapshot = ("grid\n── exact layout ──\n" + listing).replacingOccurrences(of: "\n", with: "\r\n")
        let extracted = try #require(LayoutListing.extract(from: snapshot))
        #expect(try LayoutListing.parse(extracted) == RenderSamples.documented)
    }

    @Test func unescapesTheSVGMetadata() throws {
        let hostile = RenderSamples.unusual()
        let text = LayoutListing.render(hostile)
        var escaped = TextBuffer()
        XMLEscaping.appendEntities(text, to: &escaped)
        #expect(!escaped.text.contains("<script>"))
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<metadata>\n\(escaped.text)</metadata>\n<rect/>\n</svg>\n"
        let extracted = try #require(LayoutListing.extract(from: svg))
        #expect(extracted == text)
        #expect(try LayoutListing.parse(extracted) == hostile)
    }

    @Test func resolvesNumericCharacterReferences() {
        let svg = "<metadata>layout-listing 1&#10;screen &#x22;A&#x22;</metadata>"
        #expect(LayoutListing.extract(from: svg) == "layout-listing 1\nscreen \"A\"")
    }

    @Test(arguments: [
        "", "hello", "layout-listing", "── exact layout ──", "── exact layout ──\nnot a listing\n",
        "<svg><metadata>something else</metadata></svg>", "<svg><metadata>layout-listing 1", " layout-listing 1\n",
    ])
    func findsNothingInOtherText(text: String) {
        #expect(LayoutListing.extract(from: text) == nil)
    }
}
