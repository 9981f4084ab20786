import Foundation
import Testing
@testable import Snapshot

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct DiffOverlayTests {
    typealias F = DiffFixtures

    /// Old: a banner (180) and two 50-pt cells; new: the banner is gone, a hostile-named segment
    /// is added, the first cell moved right by 4 and the second changed type.
    private func sample(hostile: String = "Evil<&\"'>\u{1}SC") -> LayoutDiff {
        let old = F.layout([
            F.columnSegment("BannerSC", cell: "BannerCell", count: 1, y: 0, height: 180),
            F.columnSegment("GoodsSC", cell: "GoodsCell", count: 2, y: 180, height: 50),
        ])
        var goods = F.columnSegment("GoodsSC", cell: "GoodsCell", count: 2, y: 0, height: 50)
        goods.items[0].frame = goods.items[0].frame.offsetBy(dx: 4, dy: 0)
        goods.items[1].cellType = "AdCell"
        let new = F.layout([goods, F.columnSegment(hostile, cell: "Cell<1>", count: 1, y: 100, height: 40)])
        return LayoutDiff(old: old, new: new)
    }

    /// The overlay of `diff`, drawn from two texts that stand for its layouts.
    private func render(_ diff: LayoutDiff, reference: String = "old", pending: String = "new") -> String {
        DiffOverlay.render(diff, compared: .init(reference: reference, pending: pending))
    }

    private final class ParseCheck: NSObject, XMLParserDelegate {
        var elements: [String: Int] = [:]
        var texts: [String] = []
        private var current = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            elements[name, default: 0] += 1
            current = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            current += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text" || name == "title" { texts.append(current) }
            current = ""
        }
    }

    private func parse(_ svg: String) -> (ok: Bool, check: ParseCheck) {
        let parser = XMLParser(data: Data(svg.utf8))
        let check = ParseCheck()
        parser.delegate = check
        return (parser.parse(), check)
    }

    @Test func theOverlayIsWellFormedXMLEvenWithHostileNames() {
        let (ok, check) = parse(render(sample()))
        #expect(ok)
        // The hostile name comes back as written, its control character escaped as the renderers do.
        #expect(check.texts.contains { $0.contains("Evil<&\"'>\\u{1}SC") })
    }

    @Test func eachKindOfChangeIsDrawnWithItsStyle() {
        let svg = render(sample())
        // Item 0 of GoodsSC moved on its own: old dashed, a link, new green.
        #expect(svg.contains(#"<rect class="old" x="16" y="256" width="375" height="50"/>"#))
        #expect(svg.contains(#"<line class="link" x1="203.5" y1="281" x2="207.5" y2="101"/>"#))
        // Content is drawn at (16, 76): the moved cell at x 4 + 16 = 20, y 0 + 76.
        #expect(svg.contains(#"<rect class="new" x="20" y="76" width="375" height="50"><title>segment 0 GoodsSC item 0 GoodsCell</title></rect>"#))
        // Item 1 changed type in place (y 50 + 76 = 126); the banner cell was removed at y 76.
        #expect(svg.contains(#"<rect class="changed" x="16" y="126" width="375" height="50"><title>segment 0 GoodsSC item 1 AdCell</title></rect>"#))
        #expect(svg.contains(#"<rect class="removed" x="16" y="76" width="375" height="180"><title>segment 0 BannerSC item 0 BannerCell</title></rect>"#))
        #expect(svg.contains(#"class="added" x="16" y="176" width="375" height="40">"#))
        #expect(svg.contains("− 0 BannerSC (removed)"))
    }

    @Test func theChangeListIsWrittenUnderTheDrawing() {
        let diff = sample(hostile: "NewSC")
        let svg = render(diff)
        let (_, check) = parse(svg)
        let summaryLines = diff.summary().split(separator: "\n").map(String.init)
        #expect(summaryLines.allSatisfy { check.texts.contains($0) })
    }

    @Test func theSameInputGivesTheSameBytes() {
        #expect(render(sample()) == render(sample()))
    }

    @Test func nonFiniteFramesAreLeftOut() {
        var new = F.layout([F.columnSegment("GoodsSC", cell: "GoodsCell", count: 1, y: 0, height: 50)])
        let old = new
        new.segments[0].items[0].frame.size.width = .nan
        let svg = render(LayoutDiff(old: old, new: new))
        #expect(parse(svg).ok)
        #expect(!svg.contains("nan\""))
    }

    /// The canvas holds its title and legend on the narrowest phone: the title of a long screen
    /// name on an iPhone SE (320 pt) is ~85 characters of 14 px bold.
    @Test func theCanvasHoldsItsTitleAndLegendOnANarrowDevice() throws {
        var old = F.layout([F.columnSegment("GoodsSC", cell: "GoodsCell", count: 1, y: 0, height: 50)], name: "SecondCategoryViewController")
        old.device = .iPhoneSE
        var new = old
        new.segments[0].items[0].frame = new.segments[0].items[0].frame.offsetBy(dx: 4, dy: 0)
        let diff = LayoutDiff(old: old, new: new)
        let svg = render(diff)
        let width = try #require(svg.firstMatch(of: /<svg [^>]* width="([0-9.]+)"/).flatMap { Double($0.1) })
        let title = OverlaySVG.titleText(diff)
        // 16 margin + 8.4 px a character + 16 margin.
        #expect(width >= 16 + Double(title.count) * 8.4 + 16, "\(width) for \(title.count) characters")
        // The legend runs to 16 + Σ(20 + 6.2 × label + 14) = 16 + 204 + 6.2 × 56 = 567.2.
        #expect(width >= 567.2 + 16)
    }

    /// The change list is in the SVG's `<desc>` too, escaped, one change a line, for tools.
    @Test func theChangeListIsTheDescription() {
        let diff = sample()
        let svg = render(diff)
        let summary = diff.summary()
        #expect(
            svg.contains(
                "<desc>"
                    + summary.split(separator: "\n", omittingEmptySubsequences: false).map { XMLEscaping.escaped(String($0)) }
                    .joined(separator: "\n") + "</desc>"))
        #expect(parse(svg).check.elements["desc"] == 1)
        // Read back, it is the change list itself, line breaks and all.
        #expect(DiffOverlay.changeList(in: svg) == summary)
    }

    /// The region to zoom to spans what changed: the removed banner (0,0 375×180), item 0's old
    /// place (0,180 375×50) and new one (4,0 375×50), the goods band's old place (0,180 375×100);
    /// so x 0…379, y 0…280, drawn at the margin 16 and below the 76-pt header.
    @Test func theChangedRegionSpansEveryChangeInOverlayCoordinates() throws {
        let region = try #require(DiffOverlay.changedRegion(sample()))
        #expect(region == Rect(x: 16, y: 76, width: 379, height: 280))
        // Nothing changed but a cell's text in place: the region is that cell.
        var old = F.layout([F.columnSegment("GoodsSC", cell: "GoodsCell", count: 3, y: 0, height: 50)])
        old.segments[0].items[2].text = "before"
        var new = old
        new.segments[0].items[2].text = "after"
        #expect(DiffOverlay.changedRegion(LayoutDiff(old: old, new: new)) == Rect(x: 16, y: 76 + 100, width: 375, height: 50))
    }
}
