import Testing
@testable import Snapshot

/// `.flow` on an iPhone 8 without chrome: the layout width W is 375.
@Suite struct FlowLayoutTests {
    @Test func gridWithInsetsJustifiesFullLinesAndKeepsTheLastLineInTheirColumns() {
        let grid = Grid(
            cell: Cell("GoodsCell"), count: 5, columns: 2, itemHeight: 100,
            inset: EdgeInsets(top: 10, left: 16, bottom: 20, right: 16), minimumLineSpacing: 8, minimumInteritemSpacing: 11)
        let layout = layOut([grid], style: .flow)
        // width = (375 − 16 − 16 − 11) / 2 = 166; available = 375 − 32 = 343; 166 + 11 + 166 = 343 fits, a third does not.
        // Full lines: gap = 343 − 332 = 11, x = 16 and 16 + 166 + 11 = 193.
        // Last line, uniform items: two of width 166 would fit (166 + 11 + 166 = 343), so the lone
        // item takes the first column of such a line: x = 16. Lines at y = 10, 118, 226.
        #expect(
            layout.frames(0) == [
                Rect(x: 16, y: 10, width: 166, height: 100), Rect(x: 193, y: 10, width: 166, height: 100),
                Rect(x: 16, y: 118, width: 166, height: 100), Rect(x: 193, y: 118, width: 166, height: 100),
                Rect(x: 16, y: 226, width: 166, height: 100),
            ])
        // 226 + 100 + bottom inset 20 = 346.
        #expect(layout.segments[0].frame == Rect(x: 0, y: 0, width: 375, height: 346))
        #expect(layout.contentSize == Size(width: 375, height: 346))
        #expect(layout.segments[0].inset == EdgeInsets(top: 10, left: 16, bottom: 20, right: 16))
        #expect(layout.segments[0].minimumLineSpacing == 8)
        #expect(layout.segments[0].minimumInteritemSpacing == 11)
    }

    @Test func wrapsWhenNextItemDoesNotFit() {
        let layout = layOut([Boxes(sizes: boxes(4, 120, 50), minimumInteritemSpacing: 10)], style: .flow)
        // 120 + 10 + 120 = 250 fits in 375; 250 + 10 + 120 = 380 does not. Gap = 375 − 240 = 135: x = 0, 255.
        #expect(
            layout.frames(0) == [
                Rect(x: 0, y: 0, width: 120, height: 50), Rect(x: 255, y: 0, width: 120, height: 50),
                Rect(x: 0, y: 50, width: 120, height: 50), Rect(x: 255, y: 50, width: 120, height: 50),
            ])
    }

    @Test func itemsThatExactlyFillTheLineStayOnIt() {
        let layout = layOut([Boxes(sizes: boxes(3, 115, 50), minimumInteritemSpacing: 15)], style: .flow)
        // 3 × 115 + 2 × 15 = 375 ≤ 375: one line, gap (375 − 345) / 2 = 15.
        #expect(layout.frames(0).map(\.minX) == [0, 130, 260])
        #expect(layout.frames(0).map(\.minY) == [0, 0, 0])
    }

    @Test func toleratesFloatingPointErrorWhenColumnsFillTheLine() {
        // 430 / 7 = 61.428…; adding seven of them gives 430.00000000000006, within the 1e-9 tolerance.
        let grid = Grid(cell: Cell("C"), count: 7, columns: 7, itemHeight: 40)
        let layout = layOut([grid], style: .flow, device: .iPhone15Plus)
        #expect(layout.frames(0).allSatisfy { $0.minY == 0 })
        #expect(layout.contentSize.height == 40)
    }

    @Test func justifiesSpareWidthEquallyBetweenItems() {
        let layout = layOut([Boxes(sizes: boxes(3, 100, 50))], style: .flow)
        // Spare 375 − 300 = 75, split into 2 gaps of 37.5: x = 0, 137.5, 275; the last ends at 375.
        #expect(layout.frames(0).map(\.minX) == [0, 137.5, 275])
        #expect(layout.frames(0)[2].maxX == 375)
    }

    @Test func loneItemIsCentredInTheAvailableWidth() {
        let layout = layOut([Boxes(sizes: [Size(width: 200, height: 50)], inset: EdgeInsets(left: 10, right: 30))], style: .flow)
        // available = 375 − 10 − 30 = 335; x = 10 + (335 − 200) / 2 = 77.5.
        #expect(layout.frames(0) == [Rect(x: 77.5, y: 0, width: 200, height: 50)])
    }

    @Test func mixedHeightsAreCentredVerticallyInTheirLine() {
        let sizes = [Size(width: 100, height: 40), Size(width: 100, height: 80), Size(width: 100, height: 60)]
        let layout = layOut([Boxes(sizes: sizes)], style: .flow)
        // Line height 80: y = (80 − 40) / 2 = 20, 0, (80 − 60) / 2 = 10.
        #expect(layout.frames(0).map(\.minY) == [20, 0, 10])
        #expect(layout.segments[0].frame.height == 80)
    }

    @Test func headerAndFooterSpanTheFullWidthOutsideTheInsets() {
        let section = Boxes(
            sizes: [Size(width: 375, height: 50)], inset: EdgeInsets(top: 10, bottom: 5),
            header: Size(width: 100, height: 30), footer: Size(width: 0, height: 20))
        let layout = layOut([section, SingleRow(cell: Cell("Row"), height: 44)], style: .flow)
        let segment = layout.segments[0]
        #expect(segment.header == Rect(x: 0, y: 0, width: 375, height: 30))  // asked 100 wide, spans 375
        #expect(segment.items[0].frame == Rect(x: 0, y: 40, width: 375, height: 50))  // 30 + top inset 10
        #expect(segment.footer == Rect(x: 0, y: 95, width: 375, height: 20))  // 40 + 50 + bottom inset 5
        #expect(segment.frame == Rect(x: 0, y: 0, width: 375, height: 115))  // 95 + 20
        #expect(layout.frames(1) == [Rect(x: 0, y: 115, width: 375, height: 44)])  // next section starts a new line
        #expect(layout.contentSize == Size(width: 375, height: 159))  // 115 + 44
    }

    @Test func zeroHeightHeaderIsNoHeader() {
        let layout = layOut([Boxes(sizes: boxes(1, 375, 50), header: Size(width: 375, height: 0))], style: .flow)
        #expect(layout.segments[0].header == nil)
        #expect(layout.frames(0)[0].minY == 0)
    }

    @Test func emptySectionStillTakesItsInsetsAndHeader() {
        let empty = Boxes(inset: EdgeInsets(top: 10, bottom: 20), header: Size(width: 375, height: 30))
        let layout = layOut([empty, SingleRow(cell: Cell("Row"), height: 44)], style: .flow)
        #expect(layout.segments[0].header == Rect(x: 0, y: 0, width: 375, height: 30))
        #expect(layout.segments[0].frame == Rect(x: 0, y: 0, width: 375, height: 60))  // 30 + 10 + 20
        #expect(layout.frames(1) == [Rect(x: 0, y: 60, width: 375, height: 44)])
    }

    @Test func overWideItemGoesAloneOnItsLineAtTheLeftInsetWithAnError() {
        let sizes = [Size(width: 100, height: 50), Size(width: 400, height: 50), Size(width: 100, height: 50)]
        let layout = layOut([Boxes(sizes: sizes, inset: EdgeInsets(left: 16))], style: .flow)
        // available = 375 − 16 = 359. Item 0 is alone on a line that is not the last (the next is
        // over-wide): centred, 16 + (359 − 100) / 2 = 145.5. Item 2 is the last line of a section whose
        // sizes differ: left-aligned at the inset, 16.
        #expect(
            layout.frames(0) == [
                Rect(x: 145.5, y: 0, width: 100, height: 50),
                Rect(x: 16, y: 50, width: 400, height: 50),
                Rect(x: 16, y: 100, width: 100, height: 50),
            ])
        let errors = layout.diagnostics(.itemWiderThanSection)
        #expect(errors.count == 1)
        #expect(errors.first?.severity == .error)
        #expect(errors.first?.item == 1)
        #expect(errors.first?.message.contains("400 > 359 (375 − inset 16 − 0)") == true)
    }

    @Test func sectionsStartNewLinesOneBelowTheOther() {
        let layout = layOut([Boxes(sizes: boxes(1, 100, 30)), Boxes(sizes: boxes(1, 100, 20))], style: .flow)
        // Both would fit on one line, but each flow section starts its own: y = 0, then 30. Each lone
        // item is its section's last line, where three of its width would fit: the first column, x = 0.
        #expect(layout.frames(0) == [Rect(x: 0, y: 0, width: 100, height: 30)])
        #expect(layout.frames(1) == [Rect(x: 0, y: 30, width: 100, height: 20)])
        #expect(layout.segments[1].frame == Rect(x: 0, y: 30, width: 375, height: 20))
    }

    @Test func contentInsetNarrowsTheLayoutWidth() {
        let layout = layOut([Boxes(sizes: boxes(2, 100, 30))], style: .flow, contentInset: EdgeInsets(top: 8, left: 10, right: 15))
        // W = 375 − 10 − 15 = 350. The only line is the last: three 100-wide items would fit, so the two
        // take the columns of three: gap = (350 − 300) / 2 = 25, x = 0 and 125.
        #expect(layout.frames(0).map(\.minX) == [0, 125])
        #expect(layout.contentSize == Size(width: 350, height: 30))
    }

    /// The case: five 100 × 100 items, spacing 10, on an iPhone 8. Three fit on a line
    /// (100 + 10 + 100 + 10 + 100 = 320 ≤ 375; a fourth would need 430). Full line: gap =
    /// (375 − 300) / 2 = 37.5, x = 0, 137.5, 275. Last line, uniform: filled with virtual items of
    /// 100 it would hold three again, so the two stay in the first two columns: x = 0, 137.5
    /// (PSTGridLayoutRow.m's "as if placed on a full row"), not spread to 0 and 275.
    @Test func anIncompleteLastLineOfUniformItemsKeepsTheColumns() {
        let layout = layOut([Boxes(sizes: boxes(5, 100, 100), minimumInteritemSpacing: 10)], style: .flow)
        #expect(
            layout.frames(0) == [
                Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 137.5, y: 0, width: 100, height: 100),
                Rect(x: 275, y: 0, width: 100, height: 100),
                Rect(x: 0, y: 100, width: 100, height: 100), Rect(x: 137.5, y: 100, width: 100, height: 100),
            ])
    }

    /// One item 60 high makes the sizes non-uniform: the last line is left-aligned with the
    /// interitem spacing (rdar://20825965), x = 0 and 100 + 10 = 110, centred in its 100-high line.
    @Test func anIncompleteLastLineOfMixedSizesIsLeftAligned() {
        let sizes = boxes(4, 100, 100) + [Size(width: 100, height: 60)]
        let layout = layOut([Boxes(sizes: sizes, minimumInteritemSpacing: 10)], style: .flow)
        #expect(layout.frames(0).map(\.minX) == [0, 137.5, 275, 0, 110])
        #expect(layout.frames(0)[4] == Rect(x: 110, y: 120, width: 100, height: 60))  // 100 + (100 − 60) / 2
    }

    /// A tag cloud: widths 300, 200, 50 with spacing 10 in 375. 300 + 10 + 200 > 375, so 300 is
    /// alone on a line that is not the last: centred at (375 − 300) / 2 = 37.5. The last line
    /// (200 + 10 + 50 = 260 fits) of these mixed sizes is left-aligned: x = 0, 210.
    @Test func aLoneItemAboveTheLastLineIsCentred() {
        let sizes = [Size(width: 300, height: 30), Size(width: 200, height: 30), Size(width: 50, height: 30)]
        let layout = layOut([Boxes(sizes: sizes, minimumInteritemSpacing: 10)], style: .flow)
        #expect(layout.frames(0).map(\.minX) == [37.5, 0, 210])
    }

    /// A section of one item: three of 100 would fit, so it takes the first column (x = 0); one
    /// of 200 leaves no room for another (200 + 200 > 375), so a full line holds it alone and it
    /// is centred: (375 − 200) / 2 = 87.5.
    @Test func aSectionsOnlyItemIsCentredOnlyWhenALineHoldsNoOther() {
        let layout = layOut([Boxes(sizes: boxes(1, 100, 40)), Boxes(sizes: boxes(1, 200, 40))], style: .flow)
        #expect(layout.frames(0).map(\.minX) == [0])
        #expect(layout.frames(1).map(\.minX) == [87.5])
    }

    /// A last line that is full (six items of 100, three to a line) is justified like the others.
    @Test func aFullLastLineIsJustified() {
        let layout = layOut([Boxes(sizes: boxes(6, 100, 50), minimumInteritemSpacing: 10)], style: .flow)
        #expect(layout.frames(0).map(\.minX) == [0, 137.5, 275, 0, 137.5, 275])
    }

    /// `.leftAlignedFlow` is unaffected: every line, the last included, packs from the left.
    @Test func leftAlignedFlowKeepsItsOwnLastLine() {
        let layout = layOut([Boxes(sizes: boxes(5, 100, 100), minimumInteritemSpacing: 10)], style: .leftAlignedFlow)
        #expect(layout.frames(0).map(\.minX) == [0, 110, 220, 0, 110])
    }

    @Test func noSectionsGiveZeroContentSize() {
        #expect(layOut([], style: .flow).contentSize == .zero)
    }
}
