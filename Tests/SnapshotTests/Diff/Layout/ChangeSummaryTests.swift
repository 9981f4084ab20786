import Testing
@testable import Snapshot

@Suite struct ChangeSummaryTests {
    typealias F = DiffFixtures

    /// One segment whose cell i moved down by i + 1 points: every move is different.
    private func scattered(count: Int) -> (Layout, Layout) {
        let cells = F.column("Cell", count: count, y: 0, height: 10)
        var segment = F.segment("ListSC", y: 0, height: 1000, items: cells)
        let old = F.layout([segment])
        segment.items = cells.map { cell in
            var copy = cell
            copy.frame = copy.frame.offsetBy(dx: 0, dy: Double(cell.index + 1))
            return copy
        }
        return (old, F.layout([segment]))
    }

    @Test func itemLinesOfOneSegmentFoldPastTheLimit() {
        let (old, new) = scattered(count: 10)
        // Limit 4: three lines shown, the other seven moves fold into the fourth. Nothing in the
        // segment's answers changed, so the moves are unexplained: one cause naming the first five.
        let summary = LayoutDiff(old: old, new: new).summary(limits: .init(maxGroupsPerSegment: 4))
        #expect(
            summary == """
                10 changes: 10 items moved
                cause: unexplained: segment 0 "ListSC" item 0 Cell moved 0,0 → 0,1; segment 0 "ListSC" item 1 Cell moved 0,10 → 0,12; \
                segment 0 "ListSC" item 2 Cell moved 0,20 → 0,23; segment 0 "ListSC" item 3 Cell moved 0,30 → 0,34; \
                segment 0 "ListSC" item 4 Cell moved 0,40 → 0,45; … 5 more
                segment 0 "ListSC" item 0 Cell moved 0,0 → 0,1
                segment 0 "ListSC" item 1 Cell moved 0,10 → 0,12
                segment 0 "ListSC" item 2 Cell moved 0,20 → 0,23
                segment 0 "ListSC" … and 7 more changes: 7 items moved
                """)
    }

    @Test func theWholeListIsCutAtMaxLines() {
        // 20 segments, each 10 pt taller than before: each moves differently and grows the same.
        let old = F.layout((0..<20).map { F.segment("S\($0)", y: Double($0) * 10, height: 10) })
        let new = F.layout((0..<20).map { F.segment("S\($0)", y: Double($0) * 20, height: 20) })
        let summary = LayoutDiff(old: old, new: new).summary(limits: .init(maxLines: 3))
        // Segment 0 only grows; segment k also moves down by 10 k, so every line differs. No
        // answer changed (these segments have no items): one unexplained cause, never cut.
        #expect(
            summary == """
                21 changes: 20 segments resized, content size
                cause: unexplained: segment 0 "S0" resized 375×10 → 375×20; segment 1 "S1" moved 0,10 → 0,20; resized 375×10 → 375×20; \
                segment 2 "S2" moved 0,20 → 0,40; resized 375×10 → 375×20; segment 3 "S3" moved 0,30 → 0,60; resized 375×10 → 375×20; \
                segment 4 "S4" moved 0,40 → 0,80; resized 375×10 → 375×20; … 16 more
                segment 0 "S0" resized 375×10 → 375×20
                segment 1 "S1" moved 0,10 → 0,20; resized 375×10 → 375×20
                … and 19 more changes
                """)
    }

    @Test func equalChangesInDifferentSegmentsGroup() {
        let names = ["A", "B", "C", "D", "E"]
        let old = F.layout(names.enumerated().map { F.segment($1, y: Double($0) * 10, height: 10) })
        var new = old
        for index in new.segments.indices { new.segments[index].minimumLineSpacing = 8 }
        #expect(
            LayoutDiff(old: old, new: new).summary() == """
                1 change: 5 line spacings
                cause: line spacing 0 → 8 in "A", "B", "C", "D", "E"
                segments 0–4 ("A", "B", "C", …) line spacing 0 → 8
                """)
    }
}
