import Testing
@testable import Snapshot

@Suite struct FlowLinesTests {
    @Test func breaksWhenTheNextItemWithItsSpacingDoesNotFit() {
        // 100 + 10 + 100 = 210 ≤ 300; 210 + 10 + 100 = 320 > 300.
        let lines = FlowLines.lines(for: boxes(3, 100, 20), available: 300, spacing: 10)
        #expect(
            lines == [
                FlowLine(items: 0..<2, height: 20, isOverWide: false),
                FlowLine(items: 2..<3, height: 20, isOverWide: false),
            ])
    }

    @Test func lineIsAsTallAsItsTallestItem() {
        let sizes = [Size(width: 50, height: 10), Size(width: 50, height: 30), Size(width: 50, height: 20)]
        #expect(FlowLines.lines(for: sizes, available: 150, spacing: 0) == [FlowLine(items: 0..<3, height: 30, isOverWide: false)])
    }

    @Test func overWideItemGetsALineOfItsOwn() {
        let sizes = [Size(width: 50, height: 10), Size(width: 301, height: 40), Size(width: 50, height: 10)]
        #expect(
            FlowLines.lines(for: sizes, available: 300, spacing: 0) == [
                FlowLine(items: 0..<1, height: 10, isOverWide: false),
                FlowLine(items: 1..<2, height: 40, isOverWide: true),
                FlowLine(items: 2..<3, height: 10, isOverWide: false),
            ])
    }

    @Test func noItemsGiveNoLines() {
        #expect(FlowLines.lines(for: [], available: 300, spacing: 10).isEmpty)
    }

    @Test func negativeAvailableWidthPutsEveryItemOnAnOverWideLine() {
        // Insets wider than the layout: even a 0-wide item is wider than −20.
        let lines = FlowLines.lines(for: boxes(2, 0, 10), available: -20, spacing: 0)
        #expect(lines.map(\.isOverWide) == [true, true])
    }
}
