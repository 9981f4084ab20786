import Foundation
import Testing
@testable import Snapshot

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Counts elements and collects the first error while an `XMLParser` reads a document.
private final class XMLCheck: NSObject, XMLParserDelegate {
    var elements: [String: Int] = [:]
    var error: String?
    var text = ""

    static func parse(_ svg: String) -> XMLCheck {
        let check = XMLCheck()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = check
        if !parser.parse(), check.error == nil {
            check.error = parser.parserError.map { "\($0)" } ?? "parse failed"
        }
        return check
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        elements[name, default: 0] += 1
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        error = error ?? "\(parseError) at line \(parser.lineNumber)"
    }
}

@Suite struct SVGRendererTests {
    // Samples by name: a `Layout` argument would print in full in the test log.
    @Test(arguments: ["tiny", "documented", "unusual"])
    func isWellFormedXML(sample: String) throws {
        let samples = ["tiny": RenderSamples.tiny, "documented": RenderSamples.documented, "unusual": RenderSamples.unusual()]
        let layout = try #require(samples[sample])
        let check = XMLCheck.parse(SVGRenderer(showsPointGrid: true).render(layout))
        #expect(check.error == nil)
        #expect(check.elements["svg"] == 1)
        #expect(check.elements["metadata"] == 1)
        #expect(check.elements["rect", default: 0] > 3)
    }

    /// A million cells drew about 290 MB, more than a reference can hold: past the drawing budget
    /// cells are counted in a badge instead, and the listing still holds every frame.
    @Test func cellsPastTheDrawingBudgetAreCountedNotDrawn() throws {
        let layout = RenderSamples.goodsGrid(count: 400)
        var renderer = SVGRenderer()
        renderer.maximumDrawingBytes = SVGRenderer().render(layout).utf8.count / 2
        let svg = renderer.render(layout)
        let drawnCells = svg.components(separatedBy: "<rect class=\"cell\"").count - 1
        #expect(drawnCells > 0 && drawnCells < 400)
        let total = layout.segments.reduce(0) { $0 + $1.items.count }
        #expect(svg.contains("… \(total - drawnCells) cells not drawn (the listing holds them)</text>"), "\(drawnCells)")
        let listing = try #require(LayoutListing.extract(from: svg))
        #expect(try LayoutListing.parse(listing) == layout)
        #expect(SVGRenderer().render(layout).components(separatedBy: "<rect class=\"cell\"").count - 1 == total)
    }

    @Test func viewBoxCoversGutterDevicePageAndDiagnostics() {
        // Width: gutter 170 + device 375 + right margin 90 = 635 (the summary lines need less).
        // Height: summary 44 + page 667 (status 20 + navigation 44 + scroll area 603, which
        // holds the 430 pt of content) + 24 + one diagnostic line 14 + 4 = 753.
        let svg = SVGRenderer().render(RenderSamples.documented)
        #expect(svg.contains(#"<svg xmlns="http://www.w3.org/2000/svg" width="635" height="753" viewBox="0 0 635 753">"#))
    }

    @Test func viewBoxStretchesToTheWholeContent() {
        // 12 goods cells in 6 lines of 275 pt: 1650 pt of content under 64 pt of chrome, no
        // bottom chrome: page 1714; summary 44; diagnostic 24 + 14 + 4: height 1800.
        let svg = SVGRenderer().render(RenderSamples.goodsGrid(count: 12))
        #expect(svg.contains(#"width="635" height="1800" viewBox="0 0 635 1800""#))
    }

    @Test func drawsCellsAtTheirFramesInPoints() {
        // Content (0, 0) shows at screen (0, 64); the page starts 44 below the top and 170 right.
        let svg = SVGRenderer().render(RenderSamples.documented)
        #expect(
            svg.contains(
                "<rect class=\"cell\" x=\"190\" y=\"108\" width=\"355\" height=\"50\"><title>OneLabelCell · item 0 · &quot;All categories&quot; · 20,0 355×50</title></rect>\n"
            ))
        #expect(svg.contains(#"<text class="label" x="193" y="119">OneLabelCell 355×50</text>"#))
        // The goods cell is flagged by its diagnostic: c 190 → y 44 + 64 + 190 = 298.
        #expect(svg.contains(#"<rect class="flagged" x="186" y="298" width="171.5" height="240"/>"#))
    }

    @Test func hatchesTheInsetMargins() {
        // Segment 0: band 170,108 375×50; its inset (left 20) leaves 190,108 355×50.
        let svg = SVGRenderer().render(RenderSamples.documented)
        #expect(svg.contains(#"<pattern id="inset-hatch""#))
        #expect(svg.contains(#"<path class="inset" fill-rule="evenodd" d="M 170 108 H 545 V 158 H 170 Z M 190 108 H 545 V 158 H 190 Z"/>"#))
    }

    @Test func clipsNestedCollectionsWithIdsFromPositions() {
        // The embed cell at c 80 → y 44 + 64 + 80 = 188; the collection fills it.
        let svg = SVGRenderer().render(RenderSamples.documented)
        #expect(
            svg.contains(
                "<clipPath id=\"clip-s1-i0\">\n<rect x=\"170\" y=\"188\" width=\"375\" height=\"110\"/>\n</clipPath>\n<g clip-path=\"url(#clip-s1-i0)\">\n"))
        #expect(svg.contains(">▸ +2</text>"))
        #expect(svg.contains("<title>CategoryCell · nested item 0 · full · &quot;充值&quot; · 16,0 114×110 in the collection</title>"))
    }

    @Test func marksTheFold() {
        // Visible height 603 → y 44 + 64 + 603 = 711.
        let svg = SVGRenderer().render(RenderSamples.documented)
        #expect(svg.contains(#"<line class="fold" x1="164" y1="711" x2="551" y2="711"/>"#))
        #expect(svg.contains(">fold (y 603)</text>"))
    }

    @Test func listsDiagnosticsUnderTheDrawing() {
        let svg = SVGRenderer().render(RenderSamples.documented)
        #expect(
            svg.contains(
                #"<text class="diagnostic-warning" x="8" y="745">warning off-pixel-grid · segment 2 item 0 · item 0 ends at x 187.5, between pixels</text>"#))
    }

    @Test func drawsThePointGridOnlyWhenAsked() {
        #expect(!SVGRenderer().render(RenderSamples.tiny).contains("point-grid\""))
        let svg = SVGRenderer(showsPointGrid: true).render(RenderSamples.tiny)
        // The grid starts at the content's origin: x 170 + 0, y 44 + 16.
        #expect(svg.contains(#"<pattern id="point-grid" x="170" y="60" width="8" height="8" patternUnits="userSpaceOnUse">"#))
        #expect(svg.contains(#"<rect class="point-grid" x="170" y="44" width="40" height="128"/>"#))
    }

    @Test func escapesHostileNamesEverywhere() {
        var layout = RenderSamples.documented
        layout.screenName = "<script>alert(1)</script>"
        layout.segments[0].name = "a\"b'c&d<e>"
        layout.segments[0].items[0].cellType = "<script>alert(1)</script>"
        layout.segments[0].items[0].text = "\u{1B}[31m\u{0}\u{FFFE}"
        let svg = SVGRenderer().render(layout)
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(svg.contains("a&quot;b&apos;c&amp;d&lt;e&gt;"))
        #expect(svg.contains("\\u{1B}[31m\\u{0}\\u{FFFE}"))
        #expect(!svg.unicodeScalars.contains { $0 != "\n" && StringEscaping.needsEscape($0) })
        #expect(XMLCheck.parse(svg).error == nil)
    }

    @Test func metadataParsesBackToTheSameLayout() throws {
        let layout = RenderSamples.unusual()
        let svg = SVGRenderer().render(layout)
        let listing = try #require(LayoutListing.extract(from: svg))
        #expect(listing == LayoutListing.render(layout))
        #expect(try LayoutListing.parse(listing) == layout)
    }

    @Test func outputIsCleanText() {
        for layout in [RenderSamples.tiny, RenderSamples.documented, RenderSamples.unusual()] {
            let svg = SVGRenderer().render(layout)
            #expect(!svg.contains(" \n"))
            #expect(!svg.contains("\r"))
            #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
            #expect(svg.hasSuffix("</svg>\n"))
        }
    }

    @Test func skipsFramesItCannotDraw() {
        var layout = RenderSamples.tiny
        layout.segments[1].items[2].frame = Rect(x: .nan, y: 0, width: 10, height: 10)
        layout.segments[1].items[1].frame = Rect(x: 0, y: 0, width: -10, height: 10)
        let svg = SVGRenderer().render(layout)
        #expect(!svg.contains("LongCellName ·"))
        #expect(!svg.contains("\"nan\""))
        #expect(!svg.contains("=\"-10\""))
        #expect(XMLCheck.parse(svg).error == nil)
    }

    @Test func rendersTheSameBytesTwice() {
        let layout = RenderSamples.unusual()
        #expect(SVGRenderer(showsPointGrid: true).render(layout) == SVGRenderer(showsPointGrid: true).render(layout))
    }
}
