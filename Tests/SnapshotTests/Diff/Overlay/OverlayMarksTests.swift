import Testing
@testable import Snapshot

@Suite struct OverlayMarksTests {
    typealias F = DiffFixtures

    @Test func cellsCarriedByTheirSegmentAreUnchanged() {
        // A 60-pt banner pushes GoodsSC down; its cells move with it.
        let old = F.layout([F.columnSegment("GoodsSC", cell: "GoodsCell", count: 2, y: 0, height: 50)])
        let new = F.layout([
            F.segment("BannerSC", y: 0, height: 60),
            F.columnSegment("GoodsSC", cell: "GoodsCell", count: 2, y: 60, height: 50),
        ])
        let marks = OverlayMarks(LayoutDiff(old: old, new: new))
        #expect(marks.marks.map(\.kind) == [.unchanged, .unchanged])
        #expect(marks.bands.map(\.label) == ["+ 0 BannerSC (added)", "1 GoodsSC"])
        #expect(marks.bands[1].oldFrame == Rect(x: 0, y: 0, width: 375, height: 100))
    }

    @Test func eachItemGetsTheKindOfItsChange() {
        let old = F.layout([F.columnSegment("GoodsSC", cell: "GoodsCell", count: 4, y: 0, height: 50)])
        var segment = F.columnSegment("GoodsSC", cell: "GoodsCell", count: 3, y: 0, height: 50)
        segment.items[0].frame.size.height = 40
        segment.items[1].text = "Sale"
        segment.items[2].frame.origin.x = 8
        segment.items[2].cellType = "AdCell"
        let marks = OverlayMarks(LayoutDiff(old: old, new: F.layout([segment])))
        #expect(marks.marks.map(\.kind) == [.moved, .changed, .moved, .removed])
        #expect(marks.marks.map(\.alsoChanged) == [false, false, true, false])
        #expect(marks.marks[3].frame == Rect(x: 0, y: 150, width: 375, height: 50))
    }
}
