import Testing
@testable import Snapshot

/// `.listKit` on a 100-pt-wide 2x test device without chrome (W = 100), like IGListKit's own
/// layout tests; several cases are theirs, worked through the rules again here.
@Suite struct ListKitLayoutTests {
    private let device = testDevice(width: 100)

    private func layout(_ sections: [any SubController], _ options: ListKitOptions = ListKitOptions(), device: Device? = nil) -> Layout {
        layOut(sections, style: .listKit(options), device: device ?? self.device)
    }

    @Test func sectionsShareARowWhileTheyFit() {
        let sections = (0..<4).map { _ in Boxes(sizes: boxes(1, 33, 33)) }
        let layout = layout(sections)
        // x = 0, 33, 66; the fourth: 99 + 33 = 132 > 100 − 0 + 1, so it wraps to y = 33.
        #expect(layout.frames(0) == [Rect(x: 0, y: 0, width: 33, height: 33)])
        #expect(layout.frames(1) == [Rect(x: 33, y: 0, width: 33, height: 33)])
        #expect(layout.frames(2) == [Rect(x: 66, y: 0, width: 33, height: 33)])
        #expect(layout.frames(3) == [Rect(x: 0, y: 33, width: 33, height: 33)])
        #expect(layout.contentSize == Size(width: 100, height: 66))
        // Sections on one row have overlapping full-width bands.
        #expect(layout.segments[1].frame == Rect(x: 0, y: 0, width: 100, height: 33))
    }

    @Test func insetsApplyMidRow() {
        let sections = [
            Boxes(sizes: boxes(1, 33, 33)),
            Boxes(sizes: [Size(width: 13, height: 50)], inset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)),
            Boxes(sizes: boxes(1, 33, 33)),
            Boxes(sizes: boxes(1, 33, 33)),
        ]
        let layout = layout(sections)
        // Section 1: x = 33 + 10 = 43, 43 + 13 ≤ 90 + 1: same row, y = 0 + top inset 10.
        // Next-row y = max(33, 60 − 10, 60 + bottom inset 10) = 70.
        // Section 2: x = 56 + right inset 10 = 66, 66 + 33 = 99 ≤ 101: same row at y 0. Section 3: 132 > 101, wraps to 70.
        #expect(layout.frames(1) == [Rect(x: 43, y: 10, width: 13, height: 50)])
        #expect(layout.frames(2) == [Rect(x: 66, y: 0, width: 33, height: 33)])
        #expect(layout.frames(3) == [Rect(x: 0, y: 70, width: 33, height: 33)])
        #expect(layout.contentSize.height == 103)  // 70 + 33
        #expect(layout.segments[1].frame == Rect(x: 0, y: 0, width: 100, height: 70))  // 10 − 10 to 60 + 10
    }

    @Test func newLineAppliesTheSectionInset() {
        let sections = [
            Boxes(sizes: boxes(1, 33, 33)),
            Boxes(sizes: [Size(width: 85, height: 50)], inset: EdgeInsets(top: 10, left: 10, bottom: 5, right: 5)),
        ]
        let layout = layout(sections)
        // x = 33 + 10 = 43; 43 + 85 = 128 > 95 + 1: new line at y = 33, x = 10; frame y = 33 + 10.
        #expect(layout.frames(1) == [Rect(x: 10, y: 43, width: 85, height: 50)])
        #expect(layout.contentSize.height == 98)  // 93 + 5
    }

    @Test func itemOverflowingByLessThanOnePointStaysOnTheRow() {
        let layout = layout([Boxes(sizes: [Size(width: 50, height: 50), Size(width: 50.5, height: 50)])])
        // 50 + 50.5 = 100.5 ≤ 100 + 1.
        #expect(layout.frames(0)[1] == Rect(x: 50, y: 0, width: 50.5, height: 50))
    }

    @Test func itemOverflowingByMoreThanOnePointWraps() {
        let layout = layout([Boxes(sizes: [Size(width: 50, height: 50), Size(width: 51.5, height: 50)])])
        // 50 + 51.5 = 101.5 > 101.
        #expect(layout.frames(0)[1] == Rect(x: 0, y: 50, width: 51.5, height: 50))
    }

    @Test func lineSpacingIsAddedOnlyBetweenLinesOfOneSection() {
        let layout = layout([Boxes(sizes: boxes(3, 60, 20), minimumLineSpacing: 7), Boxes(sizes: boxes(1, 60, 20), minimumLineSpacing: 7)])
        // Each 60-wide item wraps: y = 0, 20 + 7, 47 + 7 = 54. The next section's first item gets no spacing: 74.
        #expect(layout.frames(0).map(\.minY) == [0, 27, 54])
        #expect(layout.frames(1).map(\.minY) == [74])
    }

    @Test func headerForcesANewLineAndIsStretchedToTheInsetWidth() {
        let sections = [
            Boxes(sizes: boxes(1, 33, 33)),
            Boxes(sizes: boxes(1, 33, 33), inset: EdgeInsets(left: 10, right: 5), header: Size(width: 20, height: 10)),
        ]
        let layout = layout(sections)
        // Header 10 moves next-row y to 33 + 10 = 43; the first item under a header starts a new line at x = 10.
        #expect(layout.frames(1) == [Rect(x: 10, y: 43, width: 33, height: 33)])
        // Header: (inset left 10, 43 − 10, 100 − 10 − 5, 10), whatever width it asked for.
        #expect(layout.segments[1].header == Rect(x: 10, y: 33, width: 85, height: 10))
        #expect(layout.contentSize.height == 76)  // 43 + 33
    }

    @Test func headersLineSpacingAndInsetsTogether() {
        let inset = EdgeInsets(top: 10, left: 10, bottom: 5, right: 5)
        let sections = [
            Boxes(
                sizes: [Size(width: 85, height: 10), Size(width: 85, height: 20)], inset: inset, minimumLineSpacing: 10,
                header: Size(width: 100, height: 10)),
            Boxes(sizes: [Size(width: 85, height: 30)], inset: inset, minimumLineSpacing: 10, header: Size(width: 100, height: 10)),
        ]
        let layout = layout(sections)
        // Section 0: item y = 10 (header) + 10 (inset) = 20; next-row y = 30 − 10 = 20; item 1 wraps: 20 + 10 + 10 = 40.
        // Header at 20 − 10 = 10. Bounds 10–60; next-row y = max(50, 60 + 5) = 65.
        #expect(layout.segments[0].header == Rect(x: 10, y: 10, width: 85, height: 10))
        #expect(layout.frames(0) == [Rect(x: 10, y: 20, width: 85, height: 10), Rect(x: 10, y: 40, width: 85, height: 20)])
        // Section 1: 65 + 10 (header) = 75, item at 75 + 10 = 85, header at 75.
        #expect(layout.segments[1].header == Rect(x: 10, y: 75, width: 85, height: 10))
        #expect(layout.frames(1) == [Rect(x: 10, y: 85, width: 85, height: 30)])
        #expect(layout.contentSize.height == 120)  // 115 + 5
        #expect(layout.segments[0].frame == Rect(x: 0, y: 0, width: 100, height: 65))  // 10 − 10 to 60 + 5
    }

    @Test func footerFollowsTheItemsAndCountsInTheBounds() {
        let section = Boxes(
            sizes: [Size(width: 100, height: 20)], inset: EdgeInsets(top: 5, bottom: 10),
            header: Size(width: 0, height: 10), footer: Size(width: 0, height: 15))
        let layout = layout([section])
        // Item y = 10 + 5 = 15; header at 15 − 10 = 5; footer at the items' maxY 35.
        #expect(layout.frames(0) == [Rect(x: 0, y: 15, width: 100, height: 20)])
        #expect(layout.segments[0].header == Rect(x: 0, y: 5, width: 100, height: 10))
        #expect(layout.segments[0].footer == Rect(x: 0, y: 35, width: 100, height: 15))
        #expect(layout.contentSize.height == 60)  // bounds 5–50, + bottom inset 10
        #expect(layout.segments[0].frame == Rect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test func snapsToPixelsAt2x() {
        let third = 100.0 / 3
        let layout = layout([Boxes(sizes: boxes(3, third, 10))])
        // Widths ceil(66.67) / 2 = 33.5; x = 0, floor(66.67) / 2 = 33, floor(133.33) / 2 = 66.5.
        #expect(
            layout.frames(0) == [
                Rect(x: 0, y: 0, width: 33.5, height: 10), Rect(x: 33, y: 0, width: 33.5, height: 10),
                Rect(x: 66.5, y: 0, width: 33.5, height: 10),
            ])
    }

    @Test func snapsToPixelsAt3x() {
        let sizes = [Size(width: 171.5, height: 10.1), Size(width: 100, height: 10)]
        let layout = layout([Boxes(sizes: sizes)], device: testDevice(width: 375, scale: 3))
        // Item 0: width ceil(514.5) / 3 = 515 / 3; height ceil(30.3) / 3 = 31 / 3.
        // Item 1 starts at the unsnapped 171.5: floor(514.5) / 3 = 514 / 3.
        #expect(
            layout.frames(0) == [
                Rect(x: 0, y: 0, width: 515.0 / 3, height: 31.0 / 3),
                Rect(x: 514.0 / 3, y: 0, width: 100, height: 10),
            ])
        // Thirds are whole pixels at 3x: (100 / 3) × 3 = 100, so they stay put.
        let thirds = self.layout([Boxes(sizes: boxes(3, 100.0 / 3, 10))], device: testDevice(width: 100, scale: 3))
        let third: Double = 100.0 / 3
        let twoThirds: Double = 200.0 / 3
        #expect(thirds.frames(0).map(\.minX) == [0, third, twoThirds])
        #expect(thirds.frames(0).map(\.width) == [third, third, third])
    }

    /// IGListKit takes the padded width as `UIEdgeInsetsInsetRect` does, W − (left + right). On a
    /// 320-pt 3x screen with insets of 1/3 that is 320 − 0.666… = 319.33333333333331 (nearest
    /// double), while an item written 320 − 1/3 − 1/3 is 319.66666666666669 − 1/3 =
    /// 319.33333333333337, one ulp more. The item is clamped to padded (min), which is within
    /// FLT_EPSILON so no error; at 3x padded × 3 = 958 exactly (to the double), ceil 958, so the
    /// width is 958 / 3 = 319.333…. Computed as (W − left) − right, padded would equal the item,
    /// × 3 = 958.0000000000001, ceil 959: a whole pixel wider. x = floor(1/3 × 3) / 3 = 1/3.
    /// `showHeaderWhenEmpty`, worked through `_calculateLayoutIfNeeded`: A (one 100×50 item),
    /// B (empty, header 20, footer 10, insets top 5 and bottom 5), C (one 100×30 item), W = 100.
    /// A: item (0, 0, 100, 50); bounds 0–50; next-row y 50; x 100.
    /// B shown: item y 0 + 20, next-row y 50 + 20 = 70; header (0, A's maxY 50, 100, 20) — no top
    /// inset; footer (0, 70, 100, 10); bounds 50–80; next-row y max(70, 80 + 5) = 85.
    /// C: x 100 + 100 > 100 + 1 wraps to next-row y 85: item (0, 85, 100, 30); content height 115.
    /// B hidden (the default): zero-height bounds at 50, next-row y max(50, 50 + 5) = 55, so C
    /// sits at 55 and the content is 85 high.
    @Test func anEmptySectionKeepsItsHeaderAndFooterWhenAsked() {
        let sections: [any SubController] = [
            Boxes(sizes: boxes(1, 100, 50)),
            Boxes(inset: EdgeInsets(top: 5, bottom: 5), header: Size(width: 100, height: 20), footer: Size(width: 100, height: 10)),
            Boxes(sizes: boxes(1, 100, 30)),
        ]
        let shown = layout(sections, ListKitOptions(showHeaderWhenEmpty: true))
        #expect(shown.segments[1].header == Rect(x: 0, y: 50, width: 100, height: 20))
        #expect(shown.segments[1].footer == Rect(x: 0, y: 70, width: 100, height: 10))
        #expect(shown.segments[1].frame == Rect(x: 0, y: 50, width: 100, height: 30))
        #expect(shown.frames(2) == [Rect(x: 0, y: 85, width: 100, height: 30)])
        #expect(shown.contentSize.height == 115)
        let hidden = layout(sections)
        #expect(hidden.segments[1].header == nil)
        #expect(hidden.segments[1].footer == nil)
        #expect(hidden.frames(2) == [Rect(x: 0, y: 55, width: 100, height: 30)])
        #expect(hidden.contentSize.height == 85)
    }

    /// Found by differential testing against IGListKit's source: with `showHeaderWhenEmpty` and
    /// insets 60 + 60 on W = 100, its header and footer are (60, y, 100 − 120 = −20, h): empty
    /// rects, which `IGListCollectionViewLayout.mm` returns no attributes for (`CGRectIsEmpty`).
    /// The engine shows neither and says why; the empty-segment warning says what stays.
    @Test func anEmptyHeaderOrFooterIsNotThereAndNegativeWidthsAreReported() {
        let sections: [any SubController] = [
            Boxes(inset: EdgeInsets(left: 60, right: 60), header: Size(width: 100, height: 20), footer: Size(width: 100, height: 10))
        ]
        let layout = layout(sections, ListKitOptions(showHeaderWhenEmpty: true))
        #expect(layout.segments[0].header == nil && layout.segments[0].footer == nil)
        #expect(
            layout.diagnostics(.invalidInset).map(\.message) == [
                "segment 0 \"Boxes\" insets left 60 + right 60 are wider than the view (100): IGListKit gives its header and footer a "
                    + "negative width (-20), so they are not shown."
            ])
        // Their heights still count, as IGListKit's bounds do: 20 + 10.
        #expect(layout.contentSize.height == 30)
        #expect(
            layout.diagnostics(.emptySegment).map(\.message) == [
                "segment 0 \"Boxes\" has no items; showHeaderWhenEmpty keeps its header and footer, so the section takes only their height (30)."
            ])
    }

    @Test func thePaddedWidthIsComputedInIGListKitsOrder() {
        let third = 1.0 / 3
        let item = Size(width: 320 - 1.0 / 3 - 1.0 / 3, height: 44)
        let layout = layout([Boxes(sizes: [item], inset: EdgeInsets(left: third, right: third))], device: testDevice(width: 320, scale: 3))
        #expect(layout.frames(0) == [Rect(x: third, y: 0, width: 958.0 / 3, height: 44)])
        #expect(layout.diagnostics(.itemWiderThanSection).isEmpty)
    }

    @Test func stretchToEdgeWidensAnItemEndingWithinOnePointOfThePaddedWidth() {
        let options = ListKitOptions(stretchToEdge: true)
        let layout = layout([Boxes(sizes: boxes(3, 33, 33))], options)
        // The third ends at 99, 1 short of 100: widened to 100 − 66 = 34.
        #expect(layout.frames(0)[2] == Rect(x: 66, y: 0, width: 34, height: 33))
        // 33 + 65 = 98 is 2 short: untouched.
        let short = self.layout([Boxes(sizes: [Size(width: 33, height: 33), Size(width: 65, height: 33)])], options)
        #expect(short.frames(0)[1] == Rect(x: 33, y: 0, width: 65, height: 33))
    }

    @Test func stretchToEdgeComparesWithThePaddedWidthNotTheRightInset() {
        let section = Boxes(sizes: [Size(width: 69.5, height: 10)], inset: EdgeInsets(left: 10, right: 10))
        let layout = layout([section], ListKitOptions(stretchToEdge: true))
        // padded = 80; 80 − (10 + 69.5) = 0.5 ≤ 1: widened to 80 − 10 = 70, ending at 80, short of 100 − 10 = 90.
        #expect(layout.frames(0) == [Rect(x: 10, y: 0, width: 70, height: 10)])
    }

    @Test func emptySectionHidesItsHeaderAndSitsAtThePreviousBoundsWithZeroHeight() {
        let sections = [
            Boxes(sizes: boxes(1, 100, 40), inset: EdgeInsets(bottom: 10)),
            Boxes(inset: EdgeInsets(top: 5, bottom: 20), header: Size(width: 100, height: 30)),
            Boxes(sizes: boxes(1, 100, 10)),
        ]
        let layout = layout(sections)
        // Section 0: bounds 0–40, next-row y = 40 + 10 = 50. Section 1: no items, so header and footer hidden;
        // bounds (0, 40, 100, 0); next-row y = max(50, 40 + 20) = 60. Section 2 wraps to 60.
        #expect(layout.segments[1].header == nil)
        #expect(layout.segments[1].frame == Rect(x: 0, y: 40, width: 100, height: 0))
        #expect(layout.frames(2) == [Rect(x: 0, y: 60, width: 100, height: 10)])
        #expect(layout.contentSize.height == 70)
        let empty = layout.diagnostics(.emptySegment)
        #expect(empty.map(\.segment) == [1])
        #expect(empty.first?.message.contains("hides its header and footer") == true)
    }

    @Test func lastEmptySectionEndsTheContentAtThePreviousBounds() {
        let layout = layout([Boxes(sizes: boxes(1, 100, 40), inset: EdgeInsets(bottom: 10)), Boxes()])
        // Content height = last bounds' maxY (40) + its bottom inset (0): section 0's bottom inset is cut off.
        #expect(layout.contentSize == Size(width: 100, height: 40))
    }

    @Test func contentHeightLooksOnlyAtTheLastSection() {
        let layout = layout([Boxes(sizes: boxes(1, 50, 100)), Boxes(sizes: boxes(1, 50, 20))])
        // Both share a row; IGListKit takes the last section's bounds: 20, not 100.
        #expect(layout.contentSize.height == 20)
    }

    @Test func overWideItemIsShrunkToThePaddedWidth() {
        let layout = layout([Boxes(sizes: [Size(width: 120, height: 20)], inset: EdgeInsets(left: 10, right: 5))])
        #expect(layout.frames(0) == [Rect(x: 10, y: 0, width: 85, height: 20)])  // 100 − 10 − 5
        let errors = layout.diagnostics(.itemWiderThanSection)
        #expect(errors.map(\.severity) == [.error])
        #expect(errors.first?.message.contains("120 > 85 (100 − inset 10 − 5)") == true)
    }

    @Test func noSectionsGiveZeroContentSize() {
        #expect(layout([]).contentSize == .zero)
    }
}
