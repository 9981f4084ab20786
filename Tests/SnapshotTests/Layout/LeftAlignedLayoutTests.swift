import Testing
@testable import Snapshot

/// `.leftAlignedFlow` on an iPhone 8 without chrome (W = 375), with the inputs of `FlowLayoutTests`:
/// the same lines and y, x rewritten from the left inset.
@Suite struct LeftAlignedLayoutTests {
    @Test func gridLinesStartAtTheLeftInsetAndTheLoneItemStaysLeft() {
        let grid = Grid(
            cell: Cell("GoodsCell"), count: 5, columns: 2, itemHeight: 100,
            inset: EdgeInsets(top: 10, left: 16, bottom: 20, right: 16), minimumLineSpacing: 8, minimumInteritemSpacing: 11)
        let layout = layOut([grid], style: .leftAlignedFlow)
        // width 166 (as in flow); x = 16, 16 + 166 + 11 = 193; the lone item at 16, not 104.5.
        #expect(
            layout.frames(0) == [
                Rect(x: 16, y: 10, width: 166, height: 100), Rect(x: 193, y: 10, width: 166, height: 100),
                Rect(x: 16, y: 118, width: 166, height: 100), Rect(x: 193, y: 118, width: 166, height: 100),
                Rect(x: 16, y: 226, width: 166, height: 100),
            ])
        #expect(layout.contentSize == Size(width: 375, height: 346))
    }

    @Test func itemsFollowAtTheInteritemSpacingInsteadOfBeingJustified() {
        let layout = layOut([Boxes(sizes: boxes(3, 100, 50), minimumInteritemSpacing: 10)], style: .leftAlignedFlow)
        // x = 0, 0 + 100 + 10 = 110, 110 + 110 = 220 (flow: 0, 137.5, 275).
        #expect(layout.frames(0).map(\.minX) == [0, 110, 220])
    }

    @Test func wrapsLikeTheFlowLayout() {
        let layout = layOut([Boxes(sizes: boxes(4, 120, 50), minimumInteritemSpacing: 10)], style: .leftAlignedFlow)
        // Same lines as flow ([0, 1], [2, 3]); x = 0, 130 instead of 0, 255.
        #expect(
            layout.frames(0) == [
                Rect(x: 0, y: 0, width: 120, height: 50), Rect(x: 130, y: 0, width: 120, height: 50),
                Rect(x: 0, y: 50, width: 120, height: 50), Rect(x: 130, y: 50, width: 120, height: 50),
            ])
    }

    @Test func loneItemSitsAtTheLeftInset() {
        let layout = layOut(
            [Boxes(sizes: [Size(width: 200, height: 50)], inset: EdgeInsets(left: 10, right: 30))], style: .leftAlignedFlow)
        #expect(layout.frames(0) == [Rect(x: 10, y: 0, width: 200, height: 50)])  // flow: 77.5
    }

    @Test func verticalCentringIsUnchanged() {
        let sizes = [Size(width: 100, height: 40), Size(width: 100, height: 80), Size(width: 100, height: 60)]
        let layout = layOut([Boxes(sizes: sizes)], style: .leftAlignedFlow)
        #expect(layout.frames(0).map(\.minY) == [20, 0, 10])  // line height 80
        #expect(layout.frames(0).map(\.minX) == [0, 100, 200])
    }

    @Test func headersAndFootersAreTheFlowLayouts() {
        let section = Boxes(
            sizes: [Size(width: 100, height: 50)], inset: EdgeInsets(top: 10, left: 20, bottom: 5),
            header: Size(width: 100, height: 30), footer: Size(width: 0, height: 20))
        let segment = layOut([section], style: .leftAlignedFlow).segments[0]
        #expect(segment.header == Rect(x: 0, y: 0, width: 375, height: 30))
        #expect(segment.items[0].frame == Rect(x: 20, y: 40, width: 100, height: 50))  // flow would centre it at 20 + 127.5
        #expect(segment.footer == Rect(x: 0, y: 95, width: 375, height: 20))
    }

    @Test func overWideItemSitsAloneAtTheLeftInset() {
        let sizes = [Size(width: 100, height: 50), Size(width: 400, height: 50), Size(width: 100, height: 50)]
        let layout = layOut([Boxes(sizes: sizes, inset: EdgeInsets(left: 16))], style: .leftAlignedFlow)
        #expect(layout.frames(0).map(\.minX) == [16, 16, 16])
        #expect(layout.frames(0).map(\.minY) == [0, 50, 100])
        #expect(layout.diagnostics(.itemWiderThanSection).map(\.item) == [1])
    }
}
