import Testing
@testable import Snapshot

/// Diagnostics found on the finished layout, their sentences and their order, on an iPhone 8 without chrome (W = 375).
@Suite struct LayoutChecksTests {
    @Test func itemWiderThanSectionShowsTheArithmetic() {
        let layout = layOut([Boxes(name: "OptimumGoodsSC", sizes: boxes(1, 400, 50), inset: EdgeInsets(left: 16))], style: .leftAlignedFlow)
        #expect(
            layout.diagnostics == [
                Diagnostic(
                    severity: .error, kind: .itemWiderThanSection, segment: 0, item: 0,
                    message: "segment 0 \"OptimumGoodsSC\" item 0 is 400 wide but the section gives 359: 400 > 359 (375 − inset 16 − 0); "
                        + "UIKit leaves this undefined, so it is drawn alone on its line at x = 16.")
            ])
    }

    @Test func offPixelGridIsOneWarningPerSegmentNamingTheFirstEdge() {
        // iPhone X is 375 wide at 3x. Three 100-wide items justify to x = 0, 137.5, 275 on each of two lines.
        let layout = layOut([Boxes(name: "Row", sizes: boxes(6, 100, 20))], style: .flow, device: .iPhoneX)
        #expect(
            layout.diagnostics == [
                Diagnostic(
                    severity: .warning, kind: .offPixelGrid, segment: 0, item: 1,
                    message: "segment 0 \"Row\" item 1 left edge 137.5 is off the 3x pixel grid (137.5 × 3 = 412.5); "
                        + "1 more frame in the segment is off it too.")
            ])
        // At 2x, 137.5 is a whole pixel (275).
        #expect(layOut([Boxes(name: "Row", sizes: boxes(6, 100, 20))], style: .flow).diagnostics.isEmpty)
    }

    @Test func offPixelGridNamesAHeaderBeforeItems() {
        let section = Boxes(sizes: boxes(1, 375, 20.25), header: Size(width: 375, height: 10.25))
        let layout = layOut([section], style: .leftAlignedFlow)
        // Header bottom 10.25 × 2 = 20.5; the item (10.25–30.5) is off the grid too.
        #expect(
            layout.diagnostics(.offPixelGrid).map(\.message) == [
                "segment 0 \"Boxes\" header bottom edge 10.25 is off the 2x pixel grid (10.25 × 2 = 20.5); "
                    + "1 more frame in the segment is off it too."
            ])
        #expect(layout.diagnostics(.offPixelGrid).first?.item == nil)
    }

    /// Issue 20: a warning only for a number the user gave. `Grid(columns: 3)` inside a 16-pt
    /// inset with 10-pt spacing on the iPhone 8 (375 @2x) splits 375 − 32 − 20 = 323 into three
    /// columns of 107.666…: x = 16, 133.666…, 251.333…, off the 2x grid, but the user chose the
    /// columns, not the widths.
    @Test func anEvenSplitIntoColumnsIsNotWarnedAbout() {
        let grid = Grid(cell: Cell("C"), count: 6, columns: 3, itemHeight: 50, inset: EdgeInsets(left: 16, right: 16), minimumInteritemSpacing: 10)
        let layout = layOut([grid], style: .leftAlignedFlow)
        let second: Double = 16 + 323.0 / 3 + 10
        #expect(layout.segments[0].items[1].frame.minX == second)
        #expect(layout.diagnostics(.offPixelGrid).isEmpty)
        // A height the user gave is still theirs: 50.25 × 2 = 100.5.
        var tall = grid
        tall.itemHeight = 50.25
        #expect(
            layOut([tall], style: .leftAlignedFlow).diagnostics(.offPixelGrid).map(\.message) == [
                "segment 0 \"Grid\" item 0 bottom edge 50.25 is off the 2x pixel grid (50.25 × 2 = 100.5); 5 more frames in the segment are off it too."
            ])
        // So is an inset the user gave: 16.25 × 2 = 32.5.
        var nudged = grid
        nudged.inset.left = 16.25
        #expect(
            layOut([nudged], style: .leftAlignedFlow).diagnostics(.offPixelGrid).map(\.message) == [
                "segment 0 \"Grid\" inset left 16.25 is off the 2x pixel grid (16.25 × 2 = 32.5)."
            ])
    }

    /// A segment is not blamed for an offset a segment above gave it: a 10.25-tall header above
    /// puts the next segment at y = 10.25, which is the first segment's to answer for.
    @Test func anInheritedOffsetIsTheSegmentAboveItsToAnswerFor() {
        let above = Boxes(name: "Above", sizes: boxes(1, 375, 10.25))
        let below = Boxes(name: "Below", sizes: boxes(2, 375, 20))
        let layout = layOut([above, below], style: .leftAlignedFlow)
        #expect(layout.segments[1].frame.minY == 10.25)
        #expect(layout.diagnostics(.offPixelGrid).map(\.segment) == [0])
    }

    /// A compositional section's frames follow from fractions (a third of 375 is 125, of 320
    /// 106.666…); only the points it gave are checked.
    @Test func aCompositionalSectionIsCheckedByThePointsItGave() {
        struct Thirds: SubController {
            var insets: EdgeInsets = .zero
            var numberOfItems: Int { 6 }
            func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }
            func cellForItem(at index: Int) -> Cell { Cell("C") }
            func compositionalSection(in context: CollectionContext) -> CompositionalSection? {
                let item = CompositionalElement.item(CompositionalItem(LayoutSize(width: .fractionalWidth(1.0 / 3), height: .fractionalHeight(1))))
                let group = CompositionalGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3)), subitems: [item])
                return CompositionalSection(group: group, contentInsets: insets)
            }
        }
        let device = testDevice(width: 320)
        let layout = layOut([Thirds()], style: .compositional(CompositionalOptions()), device: device)
        // A third of 320, 106.667, floored at 2x to 213 pixels (iOS 17, issue 38).
        #expect(layout.segments[0].items[1].frame.minX == 106.5)
        #expect(layout.diagnostics(.offPixelGrid).isEmpty)
        let given = layOut([Thirds(insets: EdgeInsets(left: 0.25))], style: .compositional(CompositionalOptions()), device: device)
        #expect(
            given.diagnostics(.offPixelGrid).map(\.message) == [
                "segment 0 \"Thirds\" content inset left 0.25 is off the 2x pixel grid (0.25 × 2 = 0.5)."
            ])
    }

    @Test func listKitLastSectionSharingARowCutsATallerNeighbourOff() {
        // Section 0: one 100×100 item at (0, 0). Section 1 shares the row: 50×20 at (100, 0). IGListKit's
        // content height is the last section's bottom, 20, so section 0's item (bottom 100) is cut off.
        let sections = [Boxes(name: "Tall", sizes: boxes(1, 100, 100)), Boxes(name: "Short", sizes: boxes(1, 50, 20))]
        let layout = layOut(sections, style: .listKit)
        #expect(layout.contentSize.height == 20)
        #expect(
            layout.diagnostics(.beyondContentSize) == [
                Diagnostic(
                    severity: .error, kind: .beyondContentSize, segment: 0, item: 0,
                    message: "segment 0 \"Tall\" item 0 ends at 100, below the content height 20, so it cannot be scrolled "
                        + "into view; IGListKit sizes its content by the last section only.")
            ])
        // The flow layouts put the sections on their own lines: nothing is cut off.
        #expect(layOut(sections, style: .flow).diagnostics(.beyondContentSize).isEmpty)
    }

    @Test func listKitSnappedItemsAreOnTheGrid() {
        let layout = layOut([Boxes(sizes: boxes(3, 100.0 / 3, 10.1))], style: .listKit, device: testDevice(width: 100))
        #expect(layout.diagnostics(.offPixelGrid).isEmpty)
    }

    @Test func emptySegmentIsAWarning() {
        let layout = layOut([Boxes(name: "Goods", inset: EdgeInsets(top: 4, bottom: 6))], style: .flow)
        #expect(
            layout.diagnostics == [
                Diagnostic(
                    severity: .warning, kind: .emptySegment, segment: 0,
                    message: "segment 0 \"Goods\" has no items, no header and no footer; it takes only its insets (top 4 + bottom 6).")
            ])
        #expect(layOut([Boxes(header: Size(width: 0, height: 20))], style: .flow).diagnostics.isEmpty)
    }

    @Test func diagnosticsAreSortedBySegmentThenItemThenKind() {
        let sections: [any SubController] = [
            Boxes(sizes: [Size(width: 400, height: -1), Size(width: 0, height: 10)], inset: EdgeInsets(left: -1)),
            Boxes(),
        ]
        let layout = layOut(sections, style: .flow, contentInset: EdgeInsets(right: -2))
        let order = layout.diagnostics.map {
            "\($0.segment.map(String.init) ?? "-") \($0.item.map(String.init) ?? "-") \($0.kind.rawValue)"
        }
        #expect(
            order == [
                "- - invalid-inset",  // the content inset belongs to no segment
                "0 - invalid-inset",
                "0 0 item-wider-than-section",
                "0 0 invalid-size",
                "0 1 invalid-size",
                "1 - empty-segment",
            ])
    }
}
