import Foundation
import Testing
@testable import ScreenFiles
@testable import Snapshot

/// Totals over the whole screen: no product of counts can grow past `ScreenLimits`, in a
/// screen file (refused while it is read, with the path and the total) or in Swift (laid out
/// up to the limit, with a `screen-too-large` error).
@Suite struct ScreenLimitsTests {
    private func decode(_ json: String) throws(JSONFileError) -> Screen {
        try ScreenFile.decode(Data(json.utf8), file: "big.json")
    }

    /// 170 bytes that once grew past 10 GB: a million cells each embedding ten thousand items.
    static let millionTimesTenThousand = """
        {"segments":[{"items":[{"cell":"C","height":1,"repeat":1000000,\
        "embedded":{"items":[{"cell":"E","width":1,"height":1,"repeat":10000}]}}]}]}
        """

    @Test func nestedCellsAreCountedAcrossRepeatsBeforeAnyIsMade() {
        #expect(Self.millionTimesTenThousand.utf8.count < 200)
        #expect(
            throws: JSONFileError(
                file: "big.json", path: "segments[0].items[0].embedded.items[0].repeat",
                expected: "at most 1000000 nested cells in the whole screen (ScreenLimits)",
                found: "10000 items in each of 1000000 cells, 10000000000 in all")
        ) {
            try decode(Self.millionTimesTenThousand)
        }
    }

    /// A thousand segments of a million cells each: the second one passes the limit.
    @Test func cellsAreCountedAcrossSegments() {
        let segment = #"{"items":[{"cell":"C","height":1,"repeat":1000000}]}"#
        let json = #"{"segments":["# + Array(repeating: segment, count: 1000).joined(separator: ",") + "]}"
        #expect(
            throws: JSONFileError(
                file: "big.json", path: "segments[1].items[0].repeat",
                expected: "at most 1000000 cells in the whole screen (ScreenLimits)",
                found: "1000000 repeats that would make 2000000")
        ) {
            try decode(json)
        }
        // Exactly at the limit is fine: 1,000,000 cells in two segments.
        let half = #"{"items":[{"cell":"C","height":1,"repeat":500000}]}"#
        #expect(throws: Never.self) { try decode(#"{"segments":[\#(half),\#(half)]}"#) }
    }

    @Test func textIsCountedWithItsRepeats() {
        let text = String(repeating: "x", count: 100)
        let json = #"{"segments":[{"items":[{"cell":"C","text":"\#(text)","height":1,"repeat":1000000}]}]}"#
        #expect(
            throws: JSONFileError(
                file: "big.json", path: "segments[0].items[0].repeat",
                expected: "at most 67108864 bytes of cell text as rendered in the whole screen (ScreenLimits)",
                found: "1000000 repeats that would make 101000000")
        ) {  // the text and the one-byte cell type
            try decode(json)
        }
    }

    /// Text counts as it is rendered: 14 MB of `&` is 70 MB in an SVG's drawing and 70 MB more
    /// in its listing (`&amp;` each), so it is refused though its raw bytes fit.
    @Test func textIsCountedAsItIsRendered() {
        let text = String(repeating: "&", count: 1000)
        #expect(
            throws: JSONFileError(
                file: "big.json", path: "segments[0].items[0].repeat",
                expected: "at most 67108864 bytes of cell text as rendered in the whole screen (ScreenLimits)",
                found: "14000 repeats that would make 70014000")
        ) {  // (5 × 1,000 + 1) bytes × 14,000
            try decode(#"{"segments":[{"items":[{"cell":"C","text":"\#(text)","height":1,"repeat":14000}]}]}"#)
        }
        #expect(throws: Never.self) {  // the same count of plain letters: 14,014,000
            try decode(#"{"segments":[{"items":[{"cell":"C","text":"\#(String(repeating: "x", count: 1000))","height":1,"repeat":14000}]}]}"#)
        }
    }

    /// A type the same as the last one's is counted from memory, a different one anew, for cells
    /// and embedded items apart: each total is the sum of its strings' `renderedBytes` (`&` 5,
    /// `<` 4, `"` 7, a letter 1).
    @Test func aCellsTextBytesAreItsStringsAsRenderedWhateverTypeCameBefore() {
        func cell(_ type: String, _ text: String?, items: [String] = []) -> Cell {
            let embedded = items.isEmpty ? nil : EmbeddedCollection(items: items.map { EmbeddedItem($0, text: "i", size: Size(width: 1, height: 1)) })
            return Cell(type, text: text, embedded: embedded)
        }
        var tally = ScreenTally()
        #expect(tally.textBytes(of: cell("A&", "x")) == 6 + 1)
        #expect(tally.textBytes(of: cell("A&", "<<")) == 6 + 8)
        #expect(tally.textBytes(of: cell("B", nil)) == 1)
        #expect(tally.textBytes(of: cell("A&", nil, items: ["E\"", "F", "E\""])) == 6 + (8 + 1) + (1 + 1) + (8 + 1))
        #expect(tally.textBytes(of: cell("F", nil, items: ["A&"])) == 1 + (6 + 1))
        // A fresh tally counts each the same.
        var fresh = ScreenTally()
        #expect(fresh.textBytes(of: cell("F", nil, items: ["A&"])) == 1 + (6 + 1))
    }

    /// `renderedBytes` is at least what the listing (`StringEscaping.quoted`, less its quotes)
    /// and the SVG (`XMLEscaping` of that) write for each scalar of the first plane.
    @Test func renderedBytesBoundEveryEscape() {
        var tooSmall: [String] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            let text = String(Character(scalar))
            let listing = String(StringEscaping.quoted(text).dropFirst().dropLast())
            let written = max(listing.utf8.count, XMLEscaping.escaped(listing).utf8.count, XMLEscaping.escaped(StringEscaping.display(text)).utf8.count)
            if written > ScreenLimits.renderedBytes(text) { tooSmall.append(String(value, radix: 16)) }
        }
        #expect(tooSmall.isEmpty, "renderedBytes is below what is written for U+\(tooSmall.prefix(10))")
    }

    /// A screen's SVG grows by at most twice its text's rendered bytes: the drawing's label and
    /// the listing each write it once (and the text's own line and label, a few bytes, once).
    @Test func anSVGGrowsByAtMostTwiceTheRenderedText() throws {
        func svgBytes(_ text: String) throws -> Int {
            let item: [String: Any] = ["cell": "C", "width": 100, "height": 50, "text": text]
            let json = try JSONSerialization.data(withJSONObject: ["segments": [["name": "S", "items": [item]]]])
            return SVGRenderer().render(LayoutEngine.layout(try ScreenFile.decode(json, file: "t.json"))).utf8.count
        }
        let empty = try svgBytes("")
        for piece in ["\"", "'", "&", "<", ">", "\\", "\u{1}", "\u{85}", "\u{202E}", "\u{FEFF}", "…", "充", "x"] {
            let text = String(repeating: piece, count: 1000)
            let grown = try svgBytes(text) - empty
            #expect(grown <= 2 * ScreenLimits.renderedBytes(text) + 100, "\(piece.unicodeScalars.map { String($0.value, radix: 16) }): \(grown)")
        }
    }

    /// Every string a cell repeats counts, not only its text: an 8 KB cell type a million times
    /// once aborted allocating 9 GB, and so did 8 KB of embedded item text.
    @Test func cellTypesAndEmbeddedTextsAreCountedWithTheirRepeats() {
        let type = String(repeating: "T", count: 8192)
        #expect(
            throws: JSONFileError(
                file: "big.json", path: "segments[0].items[0].repeat",
                expected: "at most 67108864 bytes of cell text as rendered in the whole screen (ScreenLimits)",
                found: "1000000 repeats that would make 8192000000")
        ) {
            try decode(#"{"segments":[{"items":[{"cell":"\#(type)","height":1,"repeat":1000000}]}]}"#)
        }
        let embedded = #"{"cell":"E","text":"\#(type)","width":1,"height":1}"#
        #expect(
            throws: JSONFileError(
                file: "big.json", path: "segments[0].items[0].repeat",
                expected: "at most 67108864 bytes of cell text as rendered in the whole screen (ScreenLimits)",
                found: "100000 repeats that would make 819400000")
        ) {  // (1 + 8192 + 1) bytes × 100,000
            try decode(#"{"segments":[{"items":[{"cell":"C","height":1,"repeat":100000,"embedded":{"items":[\#(embedded)]}}]}]}"#)
        }
    }

    /// The Swift API counts cell types too: past the text budget, cells lose their text and
    /// embedded collections and keep 16 characters of their type.
    @Test func longCellTypesPastTheBudgetAreCutInTheSwiftAPI() {
        struct LongTypes: SubController {
            var numberOfItems: Int { 10_000 }
            func sizeForItem(at index: Int, in context: CollectionContext) -> Size { Size(width: 10, height: 1) }
            func cellForItem(at index: Int) -> Cell { Cell(String(repeating: "T", count: 8192), text: "x") }
        }
        var screen = Screen(name: "Long", device: .iPhone8, layoutStyle: .flow)
        screen.add(LongTypes())
        let items = LayoutEngine.layout(screen).segments[0].items
        // 8,193 bytes a cell: 8,191 cells fit in 64 MiB (8191 × 8193 = 67,108,863).
        #expect(items.prefix(8191).allSatisfy { $0.cellType.count == 8192 && $0.text == "x" })
        #expect(items[8191].cellType == String(repeating: "T", count: 16) + "…" && items[8191].text == nil)
        #expect(items.count == 10_000)
    }

    /// Nested groups of `count` 10,000 over an empty group make no frame at all, so a cap on
    /// frames never trips while the work multiplies per level: a 318-byte file took 118 s,
    /// deeper ones never ended, and a negative leaf inset grew past 5 GB of diagnostics.
    /// The time limit (minutes) is a guard against the unbounded tree (10,000^depth steps:
    /// forever), not a speed test.
    @Test(.timeLimit(.minutes(2)), arguments: [3, 4, 12])
    func groupTreesAreBoundedByTheirWorkNotTheirFrames(depth: Int) throws {
        func group(_ level: Int) -> String {
            guard level > 0 else {
                return #"{"axis":"horizontal","width":{"fractionalWidth":1},"height":10,"subitems":[],"contentInsets":{"left":-1}}"#
            }
            return #"{"axis":"horizontal","width":{"fractionalWidth":1},"height":10,"subitem":{"group":\#(group(level - 1))},"count":10000}"#
        }
        let json =
            #"{"layout":{"compositional":{}},"segments":[{"name":"S","section":{"group":\#(group(depth))},"items":[{"cell":"C"}]},"#
            + #"{"name":"T","section":{"group":\#(group(depth))},"items":[{"cell":"C"}]}]}"#
        let layout = LayoutEngine.layout(try decode(json))
        let tooLarge = layout.diagnostics.filter { $0.kind == .screenTooLarge }
        // Once per section: the budget is the screen's, so the second section has none left.
        #expect(tooLarge.map(\.segment) == [0, 1])
        #expect(tooLarge.first?.message.contains("the screen's group trees take more than 1000000 steps to lay out") == true)
        // Each message once, however many repetitions repeat it: the first section's leaf inset,
        // budget and empty group; the second's budget (spent before its leaf) and empty group.
        #expect(layout.diagnostics.map(\.segment) == [0, 0, 0, 1, 1], "\(layout.diagnostics.map(\.message))")
    }

    /// A 10 KB segment name copied into 100,000 diagnostics once made a 1 GB listing: a layout
    /// keeps 1,000 diagnostics and one that counts the rest, each naming the segment in 64 characters.
    @Test func diagnosticsAreCappedAndNamesInThemCutShort() throws {
        let name = String(repeating: "N", count: 10_240)
        let layout = LayoutEngine.layout(try decode(#"{"segments":[{"name":"\#(name)","items":[{"cell":"C","height":-1,"repeat":100000}]}]}"#))
        #expect(layout.diagnostics.count == ScreenLimits.diagnostics + 1)
        #expect(
            layout.diagnostics.last?.message == "99000 more diagnostics are left out: a layout keeps 1000 (ScreenLimits); fix the first ones and look again.")
        #expect(layout.diagnostics.first?.message.hasPrefix("segment 0 \"" + String(repeating: "N", count: 64) + "…\" item 0") == true)
        #expect(LayoutListing.render(layout).utf8.count < 8_000_000)
    }

    /// Cut while they are gathered (`DiagnosticBudget`, issue 52), the diagnostics a layout keeps
    /// are still the first thousand in listing order and the count of the rest exact: 2,500
    /// zero-size cells in segment 0 and 700 of negative height in segment 1 keep segment 0's items
    /// 0 to 999 and count 2,500 − 1,000 + 700 = 2,200 more, as sorting all 3,200 would.
    @Test func diagnosticsCutWhileGatheredAreTheFirstInListingOrder() throws {
        let layout = LayoutEngine.layout(
            try decode(
                #"{"segments":[{"items":[{"cell":"C","height":0,"repeat":2500}]},{"items":[{"cell":"C","height":-1,"repeat":700}]}]}"#))
        #expect(layout.diagnostics.count == ScreenLimits.diagnostics + 1)
        #expect(layout.diagnostics.prefix(ScreenLimits.diagnostics).map(\.item) == Array(0..<1000))
        #expect(layout.diagnostics.prefix(ScreenLimits.diagnostics).allSatisfy { $0.segment == 0 && $0.kind == .invalidSize })
        #expect(
            layout.diagnostics.last?.message == "2200 more diagnostics are left out: a layout keeps 1000 (ScreenLimits); fix the first ones and look again.")
    }

    @Test func segmentsAreCountedBeforeTheyAreRead() {
        let json = #"{"segments":["# + Array(repeating: "{}", count: 100_001).joined(separator: ",") + "]}"
        #expect(
            throws: JSONFileError(
                file: "big.json", path: "segments", expected: "at most 100000 segments (ScreenLimits)", found: "100001 segments")
        ) {
            try decode(json)
        }
    }

    /// A sub-controller that says it has five million items.
    struct Endless: SubController {
        var numberOfItems: Int { 5_000_000 }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { Size(width: 1, height: 1) }
        func cellForItem(at index: Int) -> Cell { Cell("C") }
    }

    /// Two hundred cells each embedding ten thousand items: 2,000,000 nested cells.
    struct Strips: SubController {
        var numberOfItems: Int { 200 }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { Size(width: 100, height: 10) }
        func cellForItem(at index: Int) -> Cell {
            Cell("StripCell", embedded: EmbeddedCollection(items: Array(repeating: EmbeddedItem("E", size: Size(width: 1, height: 1)), count: 10_000)))
        }
    }

    @Test func theSwiftAPILaysOutUpToTheLimitAndSaysSo() {
        var screen = Screen(name: "Big", device: .iPhone8, layoutStyle: .flow)
        screen.add(Endless())
        let layout = LayoutEngine.layout(screen)
        #expect(layout.segments[0].items.count == ScreenLimits.cells)
        let diagnostic = layout.diagnostics.first { $0.kind == .screenTooLarge }
        #expect(
            diagnostic?.message == """
                segment 0 "Endless" says it has 5000000 items, 5000000 cells on the screen in all; a screen holds at most 1000000 \
                (ScreenLimits), so its first 1000000 are laid out.
                """)
        #expect(diagnostic?.severity == .error)
    }

    @Test func nestedCellsPastTheLimitLoseTheirEmbeddedCollection() {
        var screen = Screen(name: "Strips", device: .iPhone8, layoutStyle: .flow)
        screen.add(Strips())
        let layout = LayoutEngine.layout(screen)
        let items = layout.segments[0].items
        // 100 cells × 10,000 = the limit; the 101st would pass it.
        #expect(items.prefix(100).allSatisfy { $0.nested != nil })
        #expect(items.dropFirst(100).allSatisfy { $0.nested == nil })
        #expect(layout.diagnostics.filter { $0.kind == .screenTooLarge }.map(\.item) == [100])
    }
}
