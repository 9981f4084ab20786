import Testing
@testable import Snapshot

/// Every diagnostic kind, its severity and its sentence, on an iPhone 8 without chrome (W = 375).
@Suite struct LayoutChecksTests {
    @Test func itemWiderThanSectionShowsTheArithmetic() {
        let layout = layOut([Boxes(name: "OptimumGoodsSC", sizes: boxes(1, 400, 50), inset: EdgeInsets(left: 16))], style: .leftAlignedFlow)
        #expect(layout.diagnostics == [Diagnostic(
            severity: .error, kind: .itemWiderThanSection, segment: 0, item: 0,
            message: "segment 0 \"OptimumGoodsSC\" item 0 is 400 wide but the section gives 359: 400 > 359 (375 − inset 16 − 0); "
                + "UIKit leaves this undefined, so it is drawn alone on its line at x = 16.")])
    }

    @Test func badItemSizeIsAnErrorAndLaidOutAsZero() {
        let sizes = [Size(width: .nan, height: 50), Size(width: 100, height: -.infinity), Size(width: 100, height: 50)]
        let layout = layOut([Boxes(sizes: sizes)], style: .leftAlignedFlow)
        // Item 0 is 0×50, item 1 is 100×0: x = 0, 0, 100 on one line of height 50.
        #expect(layout.frames(0) == [
            Rect(x: 0, y: 0, width: 0, height: 50), Rect(x: 0, y: 25, width: 100, height: 0), Rect(x: 100, y: 0, width: 100, height: 50),
        ])
        let errors = layout.diagnostics(.invalidSize)
        #expect(errors.map(\.item) == [0, 1])
        #expect(errors.map(\.severity) == [.error, .error])
        #expect(errors.first?.message == "segment 0 \"Boxes\" item 0 has size nan×50, but sizes must be finite and not negative; "
            + "it is laid out as 0×50.")
    }

    @Test func zeroSizeIsOnlyAWarning() {
        let layout = layOut([Boxes(sizes: [Size(width: 0, height: 20)])], style: .flow)
        #expect(layout.diagnostics == [Diagnostic(
            severity: .warning, kind: .invalidSize, segment: 0, item: 0,
            message: "segment 0 \"Boxes\" item 0 has size 0×20, so its cell shows nothing.")])
    }

    @Test func badHeaderHeightMeansNoHeader() {
        let layout = layOut([Boxes(sizes: boxes(1, 375, 20), header: Size(width: 375, height: -10))], style: .flow)
        #expect(layout.segments[0].header == nil)
        #expect(layout.diagnostics.map(\.message) == ["segment 0 \"Boxes\" header has height -10; it is laid out as no header."])
    }

    @Test func badInsetSideIsAnErrorAndLaidOutAsZero() {
        let layout = layOut([Boxes(sizes: boxes(1, 100, 20), inset: EdgeInsets(top: 4, left: -8))], style: .leftAlignedFlow)
        #expect(layout.frames(0) == [Rect(x: 0, y: 4, width: 100, height: 20)])
        #expect(layout.segments[0].inset == EdgeInsets(top: 4))
        #expect(layout.diagnostics == [Diagnostic(
            severity: .error, kind: .invalidInset, segment: 0, message: "segment 0 \"Boxes\" inset left is -8; it is laid out as 0.")])
    }

    @Test func badContentInsetBelongsToNoSegment() {
        let layout = layOut([], style: .flow, contentInset: EdgeInsets(top: .nan))
        #expect(layout.contentInset == .zero)
        #expect(layout.diagnostics == [Diagnostic(
            severity: .error, kind: .invalidInset, message: "The content inset top is nan; it is laid out as 0.")])
    }

    @Test func badSpacingIsAnErrorAndLaidOutAsZero() {
        let layout = layOut([Boxes(sizes: boxes(2, 100, 20), minimumLineSpacing: -3, minimumInteritemSpacing: .infinity)], style: .leftAlignedFlow)
        #expect(layout.frames(0).map(\.minX) == [0, 100])
        #expect(layout.diagnostics.map(\.kind) == [.invalidSpacing, .invalidSpacing])
        #expect(layout.diagnostics.map(\.message) == [
            "segment 0 \"Boxes\" minimum interitem spacing is inf; it is laid out as 0.",
            "segment 0 \"Boxes\" minimum line spacing is -3; it is laid out as 0.",
        ])
    }

    @Test func negativeCountIsLaidOutAsNoItems() {
        let layout = layOut([Boxes(count: -3), SingleRow(cell: Cell("Row"), height: 10)], style: .flow)
        #expect(layout.segments[0].items.isEmpty)
        #expect(layout.frames(1) == [Rect(x: 0, y: 0, width: 375, height: 10)])
        #expect(layout.diagnostics(.invalidCount) == [Diagnostic(
            severity: .error, kind: .invalidCount, segment: 0, message: "segment 0 \"Boxes\" says it has -3 items; it is laid out with none.")])
    }

    @Test func offPixelGridIsOneWarningPerSegmentNamingTheFirstEdge() {
        // iPhone X is 375 wide at 3x. Three 100-wide items justify to x = 0, 137.5, 275 on each of two lines.
        let layout = layOut([Boxes(name: "Row", sizes: boxes(6, 100, 20))], style: .flow, device: .iPhoneX)
        #expect(layout.diagnostics == [Diagnostic(
            severity: .warning, kind: .offPixelGrid, segment: 0, item: 1,
            message: "segment 0 \"Row\" item 1 left edge 137.5 is off the 3x pixel grid (137.5 × 3 = 412.5); "
                + "1 more frame in the segment is off it too.")])
        // At 2x, 137.5 is a whole pixel (275).
        #expect(layOut([Boxes(name: "Row", sizes: boxes(6, 100, 20))], style: .flow).diagnostics.isEmpty)
    }

    @Test func offPixelGridNamesAHeaderBeforeItems() {
        let section = Boxes(sizes: boxes(1, 375, 20.25), header: Size(width: 375, height: 10.25))
        let layout = layOut([section], style: .leftAlignedFlow)
        // Header bottom 10.25 × 2 = 20.5; the item (10.25–30.5) is off the grid too.
        #expect(layout.diagnostics(.offPixelGrid).map(\.message) == [
            "segment 0 \"Boxes\" header bottom edge 10.25 is off the 2x pixel grid (10.25 × 2 = 20.5); "
                + "1 more frame in the segment is off it too.",
        ])
        #expect(layout.diagnostics(.offPixelGrid).first?.item == nil)
    }

    @Test func listKitSnappedItemsAreOnTheGrid() {
        let layout = layOut([Boxes(sizes: boxes(3, 100.0 / 3, 10.1))], style: .listKit, device: testDevice(width: 100))
        #expect(layout.diagnostics(.offPixelGrid).isEmpty)
    }

    @Test func emptySegmentIsAWarning() {
        let layout = layOut([Boxes(name: "Goods", inset: EdgeInsets(top: 4, bottom: 6))], style: .flow)
        #expect(layout.diagnostics == [Diagnostic(
            severity: .warning, kind: .emptySegment, segment: 0,
            message: "segment 0 \"Goods\" has no items, no header and no footer; it takes only its insets (top 4 + bottom 6).")])
        #expect(layOut([Boxes(header: Size(width: 0, height: 20))], style: .flow).diagnostics.isEmpty)
    }

    @Test func diagnosticsAreSortedBySegmentThenItemThenKind() {
        let sections: [any SubController] = [
            Boxes(sizes: [Size(width: 400, height: -1), Size(width: 0, height: 10)], inset: EdgeInsets(left: -1)),
            Boxes(),
        ]
        let layout = layOut(sections, style: .flow, contentInset: EdgeInsets(right: -2))
        let order = layout.diagnostics.map { "\($0.segment.map(String.init) ?? "-") \($0.item.map(String.init) ?? "-") \($0.kind.rawValue)" }
        #expect(order == [
            "- - invalid-inset",  // the content inset belongs to no segment
            "0 - invalid-inset",
            "0 0 item-wider-than-section",
            "0 0 invalid-size",
            "0 1 invalid-size",
            "1 - empty-segment",
        ])
    }
}
