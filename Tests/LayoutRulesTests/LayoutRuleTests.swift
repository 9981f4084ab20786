import Testing
import Snapshot
@testable import LayoutRules

/// Each rule on layouts built by hand: an iPhone 8 (375 wide) whose scroll area starts under a
/// 20-point status bar, segments stacked from content y = 0.
@Suite struct LayoutRuleTests {
    static func layout(_ segments: [LayoutSegment], contentInset: EdgeInsets = .zero, scrollTop: Double = 20, diagnostics: [Diagnostic] = []) -> Layout {
        Layout(
            screenName: "Test", device: .iPhone8, style: .leftAlignedFlow,
            chrome: [ChromeBand(kind: .statusBar, frame: Rect(x: 0, y: 0, width: 375, height: 20))],
            scrollArea: Rect(x: 0, y: scrollTop, width: 375, height: 667 - scrollTop), contentInset: contentInset,
            contentSize: Size(width: 375, height: segments.last?.frame.maxY ?? 0), segments: segments, diagnostics: diagnostics)
    }

    static func segment(_ index: Int, _ name: String, y: Double, height: Double, items: [Rect], type: String = "Cell", header: Rect? = nil) -> LayoutSegment {
        LayoutSegment(
            index: index, name: name, frame: Rect(x: 0, y: y, width: 375, height: height), inset: .zero, minimumLineSpacing: 0,
            minimumInteritemSpacing: 0, header: header,
            items: items.enumerated().map { LayoutItem(index: $0.offset, cellType: type, frame: $0.element) })
    }

    @Test func overlappingCellsAreNamedInPairsAcrossSegments() {
        // Item 1 (0,40 100×50) overlaps item 0 (0,0 100×50) by 10; segment 1's item (50,80) overlaps
        // item 1 too. Item 2 only touches item 1 (a shared edge at x = 100): not an overlap.
        let layout = Self.layout([
            Self.segment(
                0, "A", y: 0, height: 90,
                items: [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 0, y: 40, width: 100, height: 50), Rect(x: 100, y: 40, width: 50, height: 50)]),
            Self.segment(1, "B", y: 90, height: 50, items: [Rect(x: 50, y: 80, width: 100, height: 60)], type: "Promo"),
        ])
        let found = LayoutRule.cellsDoNotOverlap.violations(of: layout)
        #expect(
            found.map(\.description) == [
                #"cells-overlap: segment 0 "A" item 0 Cell 0,0 100×50 overlaps segment 0 "A" item 1 Cell 0,40 100×50"#,
                #"cells-overlap: segment 0 "A" item 1 Cell 0,40 100×50 overlaps segment 1 "B" item 0 Promo 50,80 100×60"#,
                #"cells-overlap: segment 0 "A" item 2 Cell 100,40 50×50 overlaps segment 1 "B" item 0 Promo 50,80 100×60"#,
            ])
        // Exceptions: a segment or a cell type let off.
        #expect(LayoutRule.cellsDoNotOverlap.allowing(segments: ["B"]).violations(of: layout).count == 1)
        #expect(LayoutRule.cellsDoNotOverlap.allowing(cells: ["Cell"]).violations(of: layout).isEmpty)
    }

    @Test func cellsOffTheScreenAreNamedUnlessTheSectionScrollsSideways() {
        var strip = Self.segment(1, "Strip", y: 50, height: 50, items: [Rect(x: 300, y: 50, width: 150, height: 50)])
        let layout = Self.layout([Self.segment(0, "Row", y: 0, height: 50, items: [Rect(x: -10, y: 0, width: 100, height: 50)]), strip])
        #expect(
            LayoutRule.cellsStayOnScreen.violations(of: layout).map(\.description) == [
                #"off-screen: segment 0 "Row" item 0 Cell -10,0 100×50 reaches -10, outside the screen's 0 to 375"#,
                #"off-screen: segment 1 "Strip" item 0 Cell 300,50 150×50 reaches 450, outside the screen's 0 to 375"#,
            ])
        strip.composition = LayoutComposition(tree: "t", firstGroup: .zero, groupCount: 1, orthogonalScrolling: .continuous)
        let sideways = Self.layout([Self.segment(0, "Row", y: 0, height: 50, items: []), strip])
        #expect(LayoutRule.cellsStayOnScreen.violations(of: sideways).isEmpty)
        // A compositional section that scrolls with the layout is checked like any other.
        strip.composition?.orthogonalScrolling = OrthogonalScrolling.none
        let withTheLayout = Self.layout([Self.segment(0, "Row", y: 0, height: 50, items: []), strip])
        #expect(LayoutRule.cellsStayOnScreen.violations(of: withTheLayout).count == 1)
    }

    @Test func smallTapTargetsZeroSizesAndEmptyHeadersAreNamed() {
        let layout = Self.layout([
            Self.segment(
                0, "Chips", y: 0, height: 30, items: [Rect(x: 0, y: 0, width: 30, height: 30), Rect(x: 30, y: 0, width: 0, height: 30)], type: "Chip"),
            Self.segment(1, "Empty", y: 30, height: 40, items: [], header: Rect(x: 0, y: 30, width: 375, height: 40)),
        ])
        #expect(
            LayoutRule.tapTargets(for: ["Chip"]).violations(of: layout).map(\.message) == [
                "is 30×30, under the 44×44 a tap needs", "is 0×30, under the 44×44 a tap needs",
            ])
        #expect(LayoutRule.tapTargets(for: ["Other"]).violations(of: layout).isEmpty)
        #expect(
            LayoutRule.cellsHaveSize.violations(of: layout).map(\.description) == [
                #"zero-size: segment 0 "Chips" item 1 Chip 30,0 0×30 is 0×30: it shows nothing"#
            ])
        #expect(
            LayoutRule.emptySegmentsShowNothing.violations(of: layout).map(\.description) == [
                #"empty-with-header: segment 1 "Empty" 0,30 375×40 has no items but shows its header"#
            ])
    }

    /// A scroll area from the top of the screen, under the 20-point status bar, puts content
    /// y 0–20 under it at rest; a content inset of 20 moves it clear. A scroll area below the bar
    /// is never covered, however long the content.
    @Test func contentUnderTheChromeIsNamedWhereTheChromeCoversTheScrollArea() {
        let segments = [Self.segment(0, "Top", y: 0, height: 50, items: [Rect(x: 0, y: 0, width: 375, height: 50)])]
        #expect(
            LayoutRule.contentClearOfChrome.violations(of: Self.layout(segments, scrollTop: 0)).map(\.message) == [
                "lies under the status-bar, which covers the scroll area"
            ])
        #expect(LayoutRule.contentClearOfChrome.violations(of: Self.layout(segments)).isEmpty)
        #expect(LayoutRule.contentClearOfChrome.violations(of: Self.layout(segments, contentInset: EdgeInsets(top: 20), scrollTop: 0)).isEmpty)
        let long = [Self.segment(0, "Long", y: 0, height: 5_000, items: [Rect(x: 0, y: 4_950, width: 375, height: 50)])]
        #expect(LayoutRule.contentClearOfChrome.violations(of: Self.layout(long)).isEmpty)
    }

    /// A home indicator over the end of the scroll area covers the last cell when scrolled to
    /// the end, unless the bottom inset keeps it clear.
    @Test func theEndOfTheContentUnderTheHomeIndicatorIsNamed() {
        var layout = Self.layout([Self.segment(0, "Long", y: 0, height: 1_000, items: [Rect(x: 0, y: 950, width: 375, height: 50)])])
        layout.chrome.append(ChromeBand(kind: .homeIndicator, frame: Rect(x: 0, y: 633, width: 375, height: 34)))
        #expect(LayoutRule.contentClearOfChrome.violations(of: layout).map(\.message) == ["lies under the home-indicator, which covers the scroll area"])
        layout.contentInset.bottom = 34
        #expect(LayoutRule.contentClearOfChrome.violations(of: layout).isEmpty)
    }

    /// The layout's own diagnostics join the rules: errors by default, warnings when asked.
    @Test func diagnosticsAreRulesToo() {
        let layout = Self.layout(
            [Self.segment(0, "A", y: 0, height: 50, items: [Rect(x: 0, y: 0, width: 400, height: 50)])],
            diagnostics: [
                Diagnostic(severity: .error, kind: .itemWiderThanSection, segment: 0, item: 0, message: "too wide"),
                Diagnostic(severity: .warning, kind: .offPixelGrid, segment: 0, message: "blurred"),
            ])
        #expect(
            LayoutRule.noLayoutErrors.violations(of: layout).map(\.description) == [
                #"diagnostic: segment 0 "A" item 0 Cell 0,0 400×50 error item-wider-than-section: too wide"#
            ])
        #expect(LayoutRule.diagnostics(atLeast: .warning).violations(of: layout).count == 2)
        #expect(LayoutRule.noLayoutErrors.allowing(segments: ["A"]).violations(of: layout).isEmpty)
    }
}
