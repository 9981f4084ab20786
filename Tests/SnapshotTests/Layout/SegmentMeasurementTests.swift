import Testing
@testable import Snapshot

@Suite struct SegmentMeasurementTests {
    private static let styles: [LayoutStyle] = [
        .flow, .leftAlignedFlow, .listKit, .listKit(ListKitOptions(stickyHeaders: true, stretchToEdge: true)),
    ]

    @Test(arguments: styles)
    func asksEachQuestionOncePerItem(style: LayoutStyle) {
        let log = QuestionLog()
        _ = layOut([Recorder(log: log, count: 1_000)], style: style)
        #expect(log.numberOfItems == 1)
        #expect(log.headers == 1)
        #expect(log.sizes.count == 1_000)
        #expect(log.sizes.values.allSatisfy { $0 == 1 })
        #expect(log.cells.count == 1_000)
        #expect(log.cells.values.allSatisfy { $0 == 1 })
    }

    @Test func negativeCountIsLaidOutAsNoItems() {
        let layout = layOut([Boxes(count: -3), SingleRow(cell: Cell("Row"), height: 10)], style: .flow)
        #expect(layout.segments[0].items.isEmpty)
        #expect(layout.frames(1) == [Rect(x: 0, y: 0, width: 375, height: 10)])
        #expect(
            layout.diagnostics(.invalidCount) == [
                Diagnostic(
                    severity: .error, kind: .invalidCount, segment: 0,
                    message: "segment 0 \"Boxes\" says it has -3 items; it is laid out with none.")
            ])
    }
}
