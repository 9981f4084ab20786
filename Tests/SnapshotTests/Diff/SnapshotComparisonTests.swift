import Foundation
import Testing
@testable import Snapshot

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct SnapshotComparisonTests {
    typealias F = DiffFixtures

    /// GoodsSC with two 50-pt cells; the new one has top inset 1, so both cells move down 1
    /// and the band grows from 100 to 101.
    private let old = F.layout([F.columnSegment("GoodsSC", cell: "GoodsCell", count: 2, y: 0, height: 50)])
    private var new: Layout {
        var goods = F.segment("GoodsSC", y: 0, height: 101, inset: EdgeInsets(top: 1))
        goods.items = F.column("GoodsCell", count: 2, y: 1, height: 50)
        return F.layout([goods])
    }

    private let expectedSummary = """
        4 changes: 1 inset, 1 segment resized, 2 items moved, content size
        cause: inset top 0 → 1 in "GoodsSC"
        segment 0 "GoodsSC" inset top 0 → 1
        segment 0 "GoodsSC" resized 375×100 → 375×101
        segment 0 "GoodsSC" items 0, 1 (GoodsCell) moved down by 1 pt
        content size 375×100 → 375×101
        """

    /// A 200 MB reference once took 66 s and 1 GB to fail: past 64 MiB a side is only measured
    /// (the time limit guards against the diff; the work is what the summary shows).
    @Test(.timeLimit(.minutes(1))) func aHugeSideIsMeasuredNotDiffed() throws {
        let huge = String(repeating: "item 0 \"C\" 0,0 1×1\n", count: (64 << 20) / 20 + 1)
        let report = try #require(SnapshotComparison.compare(reference: huge, actual: "layout-listing 1\nend\n"))
        #expect(report.summary == "the reference is \(huge.utf8.count) bytes, more than the 67108864 a comparison explains; compare the files themselves")
        #expect(report.textDiff.isEmpty && report.overlaySVG == nil)
    }

    @Test func equalSnapshotsAreNilEvenWithOtherLineEndings() {
        let listing = LayoutListing.render(old)
        #expect(SnapshotComparison.compare(reference: listing, actual: listing) == nil)
        let crlf = listing.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(SnapshotComparison.compare(reference: crlf, actual: listing) == nil)
        #expect(SnapshotComparison.compare(reference: listing, actual: crlf) == nil)
    }

    @Test func aStampOnlyDifferenceIsNoDifference() throws {
        let ascii = try Strategy<Layout, String>.ascii.snapshot(old)
        let drawing = ASCIIRenderer().render(old)
        let otherStamp = drawing + "snapshot-stamp ascii/0 points-per-column=4 maximum-rows=2000 layout=0123456789abcdef file=0123456789abcdef\n"
        #expect(SnapshotComparison.compare(reference: drawing, actual: ascii) == nil)
        #expect(SnapshotComparison.compare(reference: otherStamp, actual: ascii) == nil)
        #expect(SnapshotComparison.compare(reference: ascii.replacingOccurrences(of: "\n", with: "\r\n"), actual: drawing) == nil)
        let svg = try Strategy<Layout, String>.svg.snapshot(old)
        #expect(SnapshotComparison.compare(reference: SVGRenderer().render(old), actual: svg) == nil)
        let listing = try Strategy<Layout, String>.layout.snapshot(old)
        #expect(SnapshotComparison.compare(reference: LayoutListing.render(old), actual: listing) == nil)
    }

    @Test func aDiffOfStampedSnapshotsShowsNoStamp() throws {
        for strategy in [Strategy<Layout, String>.ascii, .svg, .layout] {
            let report = try #require(
                SnapshotComparison.compare(
                    reference: try strategy.snapshot(old), actual: try strategy.snapshot(new)))
            #expect(report.summary == expectedSummary, "\(strategy.pathExtension)")
            #expect(!report.textDiff.contains(SnapshotStamp.keyword), "\(strategy.pathExtension)")
            #expect(report.textDiff.contains("+  item 1 \"GoodsCell\" 0,51 375×50"), "\(strategy.pathExtension)")
        }
    }

    /// The assertions hand over the layout they rendered: the report is the one a parse of the
    /// new listing gives, and the new listing is not read (here it could not be).
    @Test func theActualLayoutAtHandIsUsedInsteadOfItsListing() throws {
        for renderer in [{ (layout: Layout) in ASCIIRenderer().render(layout) }, { SVGRenderer().render($0) }, LayoutListing.render] {
            let reference = renderer(old)
            let actual = renderer(new)
            let parsed = try #require(SnapshotComparison.compare(reference: reference, actual: actual))
            #expect(SnapshotComparison.compare(reference: reference, actual: actual, actualLayout: new) == parsed)
            #expect(parsed.summary == expectedSummary)
        }
        let unreadable = LayoutListing.render(new).replacingOccurrences(of: "layout-listing 1", with: "layout-listing 9")
        #expect(
            SnapshotComparison.compare(reference: LayoutListing.render(old), actual: unreadable)?.summary
                .hasPrefix("layouts could not be read: actual:") == true)
        #expect(
            SnapshotComparison.compare(reference: LayoutListing.render(old), actual: unreadable, actualLayout: new)?.summary
                == expectedSummary)
    }

    @Test func aLoneCarriageReturnIsADifference() {
        let listing = LayoutListing.render(old)
        let report = SnapshotComparison.compare(reference: listing, actual: listing + "\r")
        #expect(report != nil)
    }

    @Test func unicodeEquivalentTextsAreNotEqualSnapshots() {
        #expect(SnapshotComparison.compare(reference: "caf\u{E9}\n", actual: "cafe\u{301}\n") != nil)
    }

    @Test func listingsDiffSemanticallyTextuallyAndAsAnOverlay() throws {
        let report = try #require(
            SnapshotComparison.compare(reference: LayoutListing.render(old), actual: LayoutListing.render(new)))
        #expect(report.summary == expectedSummary)
        #expect(report.textDiff.hasPrefix("--- reference\n+++ actual\n@@ "))
        #expect(report.textDiff.contains("\n+content-size 375×101\n"))
        let overlay = try #require(report.overlaySVG)
        #expect(XMLParser(data: Data(overlay.utf8)).parse())
    }

    @Test func asciiSnapshotsReadTheirListing() throws {
        let report = try #require(
            SnapshotComparison.compare(
                reference: ASCIIRenderer().render(old), actual: ASCIIRenderer().render(new)))
        #expect(report.summary == expectedSummary)
        #expect(report.overlaySVG != nil)
    }

    @Test func svgSnapshotsDiffTheirListingsNotTheirMarkup() throws {
        let report = try #require(
            SnapshotComparison.compare(
                reference: SVGRenderer().render(old), actual: SVGRenderer().render(new)))
        #expect(report.summary == expectedSummary)
        #expect(
            report.textDiff.hasPrefix(
                "--- reference (layout listing in the SVG)\n+++ actual (layout listing in the SVG)\n"))
        #expect(!report.textDiff.contains("<rect"))
        #expect(report.textDiff.contains("\n+content-size 375×101\n"))
    }

    @Test func formatsMixTheLayoutIsWhatCounts() throws {
        // An ASCII reference against a bare listing of the same layout: the texts differ, the
        // layouts do not.
        let report = try #require(
            SnapshotComparison.compare(
                reference: ASCIIRenderer().render(old), actual: LayoutListing.render(old)))
        #expect(report.summary == SnapshotComparison.onlyTheTextDiffers)
        #expect(report.overlaySVG == nil)
        #expect(!report.textDiff.isEmpty)
    }

    @Test func snapshotsWithoutAListingSayWhy() throws {
        let report = try #require(SnapshotComparison.compare(reference: "hello\n", actual: LayoutListing.render(old)))
        #expect(
            report.summary == """
                layouts could not be read: reference: no layout listing found (is it a snapshot written by this toolkit?)
                """)
        #expect(report.overlaySVG == nil)
        #expect(report.textDiff.contains("\n-hello\n"))
    }

    @Test func aBrokenListingNamesItsLine() throws {
        var lines = LayoutListing.render(new).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let sizeLine = try #require(lines.firstIndex { $0.hasPrefix("content-size") })
        lines[sizeLine] = "content-size tall"
        let broken = lines.joined(separator: "\n")
        let report = try #require(SnapshotComparison.compare(reference: LayoutListing.render(old), actual: broken))
        #expect(report.summary.hasPrefix("layouts could not be read: actual: listing line \(sizeLine + 1): "))
        #expect(report.overlaySVG == nil)
    }

    @Test func crlfReferencesAreDiffedAsLFAndSaySo() throws {
        let crlf = LayoutListing.render(old).replacingOccurrences(of: "\n", with: "\r\n")
        let report = try #require(SnapshotComparison.compare(reference: crlf, actual: LayoutListing.render(new)))
        #expect(report.summary == expectedSummary)
        #expect(report.textDiff.hasPrefix("(CRLF line endings were read as LF)\n--- reference\n"))
        #expect(!report.textDiff.contains("␍"))
    }

    @Test func comparisonsRunInParallel() async {
        let pairs = (0..<8).map { _ in (LayoutListing.render(old), LayoutListing.render(new)) }
        let summaries = await withTaskGroup(of: String?.self) { group in
            for (reference, actual) in pairs {
                group.addTask { SnapshotComparison.compare(reference: reference, actual: actual)?.summary }
            }
            var results: [String?] = []
            for await summary in group { results.append(summary) }
            return results
        }
        #expect(summaries.count == 8)
        #expect(summaries.allSatisfy { $0 == expectedSummary })
    }
}
