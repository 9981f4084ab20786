import Foundation
import Testing
@testable import ScreenFiles
@testable import Snapshot

/// Totals over the whole screen: no product of counts can grow past `ScreenLimits`, in a
/// screen file (refused while it is read, with the path and the total) or in Swift (laid out
/// up to the limit, with a `screen-too-large` error).
@Suite struct ScreenLimitsTests {
    private func decode(_ json: String) throws(ScreenSpecError) -> Screen {
        try ScreenFile.decode(Data(json.utf8), file: "big.json")
    }

    /// 170 bytes that once grew past 10 GB: a million cells each embedding ten thousand items.
    static let millionTimesTenThousand = """
        {"segments":[{"items":[{"cell":"C","height":1,"repeat":1000000,\
        "embedded":{"items":[{"cell":"E","width":1,"height":1,"repeat":10000}]}}]}]}
        """

    @Test func nestedCellsAreCountedAcrossRepeatsBeforeAnyIsMade() {
        #expect(Self.millionTimesTenThousand.utf8.count < 200)
        #expect(throws: ScreenSpecError(
            file: "big.json", path: "segments[0].items[0].embedded.items[0].repeat",
            expected: "at most 1000000 nested cells in the whole screen (ScreenLimits)",
            found: "10000 items in each of 1000000 cells, 10000000000 in all")) {
            try decode(Self.millionTimesTenThousand)
        }
    }

    /// A thousand segments of a million cells each: the second one passes the limit.
    @Test func cellsAreCountedAcrossSegments() {
        let segment = #"{"items":[{"cell":"C","height":1,"repeat":1000000}]}"#
        let json = #"{"segments":["# + Array(repeating: segment, count: 1000).joined(separator: ",") + "]}"
        #expect(throws: ScreenSpecError(
            file: "big.json", path: "segments[1].items[0].repeat",
            expected: "at most 1000000 cells in the whole screen (ScreenLimits)",
            found: "1000000 repeats that would make 2000000")) {
            try decode(json)
        }
        // Exactly at the limit is fine: 1,000,000 cells in two segments.
        let half = #"{"items":[{"cell":"C","height":1,"repeat":500000}]}"#
        #expect(throws: Never.self) { try decode(#"{"segments":[\#(half),\#(half)]}"#) }
    }

    @Test func textIsCountedWithItsRepeats() {
        let text = String(repeating: "x", count: 100)
        let json = #"{"segments":[{"items":[{"cell":"C","text":"\#(text)","height":1,"repeat":1000000}]}]}"#
        #expect(throws: ScreenSpecError(
            file: "big.json", path: "segments[0].items[0].repeat",
            expected: "at most 67108864 bytes of cell text in the whole screen (ScreenLimits)",
            found: "1000000 repeats that would make 100000000")) {
            try decode(json)
        }
    }

    @Test func segmentsAreCountedBeforeTheyAreRead() {
        let json = #"{"segments":["# + Array(repeating: "{}", count: 100_001).joined(separator: ",") + "]}"
        #expect(throws: ScreenSpecError(
            file: "big.json", path: "segments", expected: "at most 100000 segments (ScreenLimits)", found: "100001 segments")) {
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
        #expect(diagnostic?.message == """
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
