import Testing
@testable import Snapshot

@Suite struct SegmentDiffTests {
    typealias F = DiffFixtures

    @Test func aOnePointInsetThatMoves400ItemsReadsAsAFewLines() {
        // GoodsSC: 400 cells of 50 → 20 000 tall; top inset 1 pushes every cell down 1 and the band
        // grows to 20 001. FooterSC (50 tall) follows at 20 000, then at 20 001.
        let old = F.layout([
            F.columnSegment("GoodsSC", cell: "GoodsCell", count: 400, y: 0, height: 50),
            F.segment("FooterSC", y: 20_000, height: 50),
        ])
        var goods = F.segment("GoodsSC", y: 0, height: 20_001, inset: EdgeInsets(top: 1))
        goods.items = F.column("GoodsCell", count: 400, y: 1, height: 50)
        let new = F.layout([goods, F.segment("FooterSC", y: 20_001, height: 50)])
        #expect(
            LayoutDiff(old: old, new: new).summary() == """
                5 changes: 1 inset, 1 segment resized, 1 segment moved, 400 items moved, content size
                cause: inset top 0 → 1 in "GoodsSC"
                segment 0 "GoodsSC" inset top 0 → 1
                segment 0 "GoodsSC" resized 375×20000 → 375×20001
                segment 0 "GoodsSC" items 0–399 (GoodsCell) moved down by 1 pt
                segment 1 "FooterSC" moved 0,20000 → 0,20001
                content size 375×20050 → 375×20051
                """)
    }

    @Test func segmentsCarriedDownTogetherGroupIntoOneLine() {
        // The banner grows 180 → 181; the three segments below move down 1 with their cells. The
        // banner has no items here, so nothing in its answers explains it: unexplained, one cause.
        let old = F.layout([
            F.segment("BannerSC", y: 0, height: 180),
            F.columnSegment("MenuSC", cell: "MenuCell", count: 1, y: 180, height: 95),
            F.segment("TitleSC", y: 275, height: 50),
            F.columnSegment("GoodsSC", cell: "GoodsCell", count: 2, y: 325, height: 265),
        ])
        let new = F.layout([
            F.segment("BannerSC", y: 0, height: 181),
            F.columnSegment("MenuSC", cell: "MenuCell", count: 1, y: 181, height: 95),
            F.segment("TitleSC", y: 276, height: 50),
            F.columnSegment("GoodsSC", cell: "GoodsCell", count: 2, y: 326, height: 265),
        ])
        #expect(
            LayoutDiff(old: old, new: new).summary() == """
                3 changes: 1 segment resized, 3 segments moved, content size
                cause: unexplained: segment 0 "BannerSC" resized 375×180 → 375×181; segment 1 "MenuSC" moved 0,180 → 0,181; \
                segment 2 "TitleSC" moved 0,275 → 0,276; segment 3 "GoodsSC" moved 0,325 → 0,326; content size 375×855 → 375×856
                segment 0 "BannerSC" resized 375×180 → 375×181
                segments 1–3 ("MenuSC", "TitleSC", "GoodsSC") moved down by 1 pt
                content size 375×855 → 375×856
                """)
    }

    @Test func aLoneItemChangeNamesOldAndNewPositionAndSize() {
        // OptimumGoodsSC at y 160 with left inset 16 → 17: its cell (375 − 32) / 2 = 171.5 wide
        // becomes (375 − 33) / 2 = 171 and starts at x 17.
        let segments = ["BannerSC", "MenuSC", "TitleSC"].enumerated().map { index, name in
            F.segment(name, y: Double(index) * 50, height: 50)
        }
        var oldGoods = F.segment("OptimumGoodsSC", y: 150, height: 275, inset: EdgeInsets(top: 10, left: 16))
        oldGoods.items = [F.item(0, "OptimumGoodsCell", 16, 160, 171.5, 265)]
        var newGoods = F.segment("OptimumGoodsSC", y: 150, height: 275, inset: EdgeInsets(top: 10, left: 17))
        newGoods.items = [F.item(0, "OptimumGoodsCell", 17, 160, 171, 265)]
        let summary = LayoutDiff(old: F.layout(segments + [oldGoods]), new: F.layout(segments + [newGoods])).summary()
        #expect(
            summary == """
                2 changes: 1 inset, 1 item resized
                cause: inset left 16 → 17 in "OptimumGoodsSC"
                segment 3 "OptimumGoodsSC" inset left 16 → 17
                segment 3 "OptimumGoodsSC" item 0 OptimumGoodsCell moved 16,160 → 17,160; resized 171.5×265 → 171×265
                """)
    }

    @Test func aTwoColumnGridGroupsItsColumnsSeparately() {
        // 100 cells in rows of two, 265 tall: item i at x 16 (even) or 16 + 171.5 = 187.5 (odd),
        // y = 265 × (i / 2). Left inset 16 → 17 makes cells 171 wide: even ones start at 17
        // (+1), odd ones at 17 + 171 = 188 (+0.5).
        func grid(left: Double, width: Double) -> LayoutSegment {
            var segment = F.segment("GridSC", y: 0, height: 13_250, inset: EdgeInsets(left: left))
            segment.items = (0..<100).map { index in
                let x: Double = left + Double(index % 2) * width
                let y: Double = Double(index / 2) * 265
                return F.item(index, "GoodsCell", x, y, width, 265)
            }
            return segment
        }
        let summary = LayoutDiff(old: F.layout([grid(left: 16, width: 171.5)]), new: F.layout([grid(left: 17, width: 171)])).summary()
        #expect(
            summary == """
                3 changes: 1 inset, 100 items resized
                cause: inset left 16 → 17 in "GridSC"
                segment 0 "GridSC" inset left 16 → 17
                segment 0 "GridSC" items 0, 2, …, 98 (GoodsCell) moved right by 1 pt; resized 171.5×265 → 171×265
                segment 0 "GridSC" items 1, 3, …, 99 (GoodsCell) moved right by 0.5 pt; resized 171.5×265 → 171×265
                """)
    }

    @Test func aChangedCellTypeIsAChangeNotARemovalAndAnAddition() {
        let old = F.layout([F.columnSegment("GoodsSC", cell: "GoodsCell", count: 2, y: 0, height: 50)])
        var new = old
        new.segments[0].items[1].cellType = "AdCell"
        new.segments[0].items[1].text = "Sale"
        #expect(
            LayoutDiff(old: old, new: new).summary() == """
                2 changes: 1 cell type, 1 text
                cause: "GoodsSC" cell type "GoodsCell" → "AdCell"
                cause: "GoodsSC" texts changed
                segment 0 "GoodsSC" item 1 cell type GoodsCell → AdCell
                segment 0 "GoodsSC" item 1 AdCell text none → "Sale"
                """)
    }

    @Test func itemsBeyondTheOldCountAreAddedAndBeyondTheNewCountRemoved() {
        let two = F.layout([F.columnSegment("GoodsSC", cell: "GoodsCell", count: 2, y: 0, height: 50)])
        let five = F.layout([F.columnSegment("GoodsSC", cell: "GoodsCell", count: 5, y: 0, height: 50)])
        // 2 → 5 cells: items 2, 3, 4 are new; the band grows from 100 to 250.
        #expect(
            LayoutDiff(old: two, new: five).summary() == """
                3 changes: 1 segment resized, 3 items added, content size
                cause: "GoodsSC" items 2 → 5
                segment 0 "GoodsSC" resized 375×100 → 375×250
                segment 0 "GoodsSC" items 2–4 (GoodsCell) added
                content size 375×100 → 375×250
                """)
        #expect(
            LayoutDiff(old: five, new: two).summary() == """
                3 changes: 1 segment resized, 3 items removed, content size
                cause: "GoodsSC" items 5 → 2
                segment 0 "GoodsSC" resized 375×250 → 375×100
                segment 0 "GoodsSC" items 2–4 (GoodsCell) removed
                content size 375×250 → 375×100
                """)
    }

    @Test func spacingsHeadersAndFootersAreNamed() {
        var old = F.segment("GoodsSC", y: 0, height: 200)
        old.header = Rect(x: 0, y: 0, width: 375, height: 40)
        var new = old
        new.minimumLineSpacing = 10
        new.minimumInteritemSpacing = 8
        new.header = Rect(x: 0, y: 0, width: 375, height: 44)
        new.footer = Rect(x: 0, y: 170, width: 375, height: 30)
        #expect(
            LayoutDiff(old: F.layout([old]), new: F.layout([new])).summary() == """
                4 changes: 1 line spacing, 1 interitem spacing, 1 header, 1 footer
                cause: line spacing 0 → 10 in "GoodsSC"
                cause: interitem spacing 0 → 8 in "GoodsSC"
                cause: header height 40 → 44 in "GoodsSC"
                cause: footer added (height 30) in "GoodsSC"
                segment 0 "GoodsSC" line spacing 0 → 10
                segment 0 "GoodsSC" interitem spacing 0 → 8
                segment 0 "GoodsSC" header resized 375×40 → 375×44
                segment 0 "GoodsSC" footer added at 0,170 375×30
                """)
    }

    @Test func headersThatGoAndFootersThatMoveAreNamed() {
        var old = F.segment("S", y: 0, height: 100)
        old.header = Rect(x: 0, y: 0, width: 375, height: 30)
        old.footer = Rect(x: 0, y: 80, width: 375, height: 20)
        var new = old
        new.header = nil
        new.footer = Rect(x: 0, y: 85, width: 375, height: 15)
        #expect(
            LayoutDiff(old: F.layout([old]), new: F.layout([new])).summary() == """
                2 changes: 1 header, 1 footer
                cause: header removed in "S"
                cause: footer height 20 → 15 in "S"
                segment 0 "S" header removed (was at 0,0 375×30)
                segment 0 "S" footer moved 0,80 → 0,85; resized 375×20 → 375×15
                """)
    }

    @Test func whatMovesWithItsSegmentIsNotAChangeOfItsOwn() {
        // A 60-pt banner above pushes GoodsSC (header, two cells, footer) down by 60.
        var goods = F.columnSegment("GoodsSC", cell: "GoodsCell", count: 2, y: 40, height: 50)
        goods.frame = Rect(x: 0, y: 0, width: 375, height: 160)
        goods.header = Rect(x: 0, y: 0, width: 375, height: 40)
        goods.footer = Rect(x: 0, y: 140, width: 375, height: 20)
        var moved = goods
        moved.frame = moved.frame.offsetBy(dx: 0, dy: 60)
        moved.header = moved.header?.offsetBy(dx: 0, dy: 60)
        moved.footer = moved.footer?.offsetBy(dx: 0, dy: 60)
        moved.items = moved.items.map { item in
            var copy = item
            copy.frame = copy.frame.offsetBy(dx: 0, dy: 60)
            return copy
        }
        let old = F.layout([goods])
        let new = F.layout([F.segment("BannerSC", y: 0, height: 60), moved])
        #expect(
            LayoutDiff(old: old, new: new).summary() == """
                3 changes: 1 segment added, 1 segment moved, content size
                cause: segment "BannerSC" added
                segment 0 "BannerSC" added at 0,0 375×60 with 0 items
                segment 1 "GoodsSC" moved 0,0 → 0,60
                content size 375×160 → 375×220
                """)
    }
}
