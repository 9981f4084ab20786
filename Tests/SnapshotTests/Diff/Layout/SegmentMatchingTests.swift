import Testing
@testable import Snapshot

@Suite struct SegmentMatchingTests {
    typealias F = DiffFixtures

    private func segments(_ names: [String]) -> [LayoutSegment] {
        names.enumerated().map { index, name in F.segment(name, y: Double(index) * 50, height: 50) }
    }

    @Test func repeatedNamesMatchByOccurrence() {
        // The second OneLabelSC goes away: the first keeps its partner, the second is removed.
        let matching = SegmentMatching(
            old: segments(["OneLabelSC", "SecondCategorySC", "OneLabelSC", "OptimumGoodsSC"]),
            new: segments(["OneLabelSC", "SecondCategorySC", "OptimumGoodsSC"]))
        #expect(matching.newIndexForOld == [0, 1, nil, 2])
        #expect(matching.oldIndexForNew == [0, 1, 3])
        #expect(matching.isReordered == [false, false, false])
    }

    @Test func aSwapIsOneReorderNotARemovalAndAnAddition() {
        // Old order A, B, C is new order 1, 0, 2; the longest kept run is B, C, so A moved.
        let matching = SegmentMatching(old: segments(["A", "B", "C"]), new: segments(["B", "A", "C"]))
        #expect(matching.oldIndexForNew == [1, 0, 2])
        #expect(matching.isReordered == [false, true, false])
    }

    @Test func movingOneSegmentToTheEndReordersOnlyThatOne() {
        let matching = SegmentMatching(old: segments(["A", "B", "C", "D"]), new: segments(["B", "C", "D", "A"]))
        #expect(matching.isReordered == [false, false, false, true])
    }

    @Test func aRenamedSegmentIsRemovedAndAdded() {
        let matching = SegmentMatching(old: segments(["A", "B"]), new: segments(["A", "X"]))
        #expect(matching.newIndexForOld == [0, nil])
        #expect(matching.oldIndexForNew == [0, nil])
    }

    @Test func removedSegmentsSortJustAfterTheKeptSegmentAboveThem() {
        // Old R0 A R1 B R2, new A B: R0 precedes every kept segment (−1), A is at 2 × 0,
        // R1 follows A (2 × 0 + 1), B is at 2 × 1, R2 follows B (2 × 1 + 1).
        let matching = SegmentMatching(old: segments(["R0", "A", "R1", "B", "R2"]), new: segments(["A", "B"]))
        #expect(matching.oldPositions() == [-1, 0, 1, 2, 3])
    }

    @Test func thousandsOfReversedSegmentsReorderAllButOne() {
        let names = (0..<5000).map { "S\($0)" }
        let matching = SegmentMatching(old: segments(names), new: segments(names.reversed()))
        #expect(matching.isReordered.filter { $0 }.count == 4999)
    }

    @Test func reorderedSegmentsReadAsReorderedInTheSummary() {
        let old = F.layout(segments(["A", "B", "C"]))
        let new = F.layout(segments(["B", "A", "C"]))
        // B moves up 50 (0,50 → 0,0), A down 50; C stays. Only A is out of order.
        #expect(
            LayoutDiff(old: old, new: new).summary() == """
                3 changes: 1 segment reordered, 2 segments moved
                cause: segment "A" reordered
                segment 0 "B" moved 0,50 → 0,0
                segment 1 "A" reordered (was segment 0)
                segment 1 "A" moved 0,0 → 0,50
                """)
    }

    @Test func insertingASecondSegmentOfOneNameAddsTheLaterOccurrence() {
        // Old T(0–50) G(50–100); new T G T: the new third segment is the 2nd "T", so it is added,
        // and the cause names which "T" it is.
        let old = F.layout(segments(["T", "G"]))
        let new = F.layout(segments(["T", "G", "T"]))
        #expect(
            LayoutDiff(old: old, new: new).summary() == """
                2 changes: 1 segment added, content size
                cause: segment "T" #2 added
                segment 2 "T" added at 0,100 375×50 with 0 items
                content size 375×100 → 375×150
                """)
    }

    @Test func removedSegmentsReadWhereTheyWere() {
        let old = F.layout(segments(["BannerSC", "MenuSC", "TitleSC"]))
        let new = F.layout([F.segment("BannerSC", y: 0, height: 50), F.segment("TitleSC", y: 50, height: 50)])
        #expect(
            LayoutDiff(old: old, new: new).summary() == """
                3 changes: 1 segment removed, 1 segment moved, content size
                cause: segment "MenuSC" removed
                segment 1 "MenuSC" removed (was at 0,50 375×50 with 0 items)
                segment 1 "TitleSC" moved 0,100 → 0,50
                content size 375×150 → 375×100
                """)
    }
}
