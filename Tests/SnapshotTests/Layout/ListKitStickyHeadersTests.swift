import Testing
@testable import Snapshot

/// Sticky headers of `.listKit` on a 100-pt-wide 2x test device without chrome (W = 100).
@Suite struct ListKitStickyHeadersTests {
    private func layout(_ sections: [any SubController], _ options: ListKitOptions) -> Layout {
        layOut(sections, style: .listKit(options), device: testDevice(width: 100))
    }

    @Test func stickyHeadersFollowTheScrollOffsetWithinTheirSection() {
        let sections = [
            Boxes(sizes: boxes(2, 100, 20), header: Size(width: 100, height: 10)),
            Boxes(sizes: boxes(3, 100, 30), header: Size(width: 100, height: 10)),
        ]
        // Resting: section 0 bounds 0–50 (header 0, items 10, 30), section 1 bounds 50–150 (header 50).
        let resting = layout(sections, ListKitOptions(stickyHeaders: true))
        #expect(resting.segments.map(\.header?.minY) == [0, 50])
        // IGListKit's test scrolls contentOffset 5 with topContentInset 10: scrollOffset 15 here.
        // Header 0: max(0, 15) = 15, not below 50 − 10 = 40. Header 1: max(50, 15) = 50.
        let halfway = layout(sections, ListKitOptions(stickyHeaders: true, scrollOffset: 15))
        #expect(halfway.segments[0].header == Rect(x: 0, y: 15, width: 100, height: 10))
        #expect(halfway.segments[1].header == Rect(x: 0, y: 50, width: 100, height: 10))
        // scrollOffset 55: header 0 stops at 40; header 1 (last, unbounded) at 55.
        let further = layout(sections, ListKitOptions(stickyHeaders: true, scrollOffset: 55))
        #expect(further.segments.map(\.header?.minY) == [40, 55])
        #expect(further.frames(1) == resting.frames(1))  // items never move
    }

    /// `stickyHeaderYOffset` is added to the offset (IGListKit: contentOffset.y + topContentInset
    /// + stickyHeaderYOffset). Sections of one 100×40 item under a 10-pt header: section 0 bounds
    /// 0–50 (header 0, item 10), section 1 bounds 50–100 (header 50, item 60).
    @Test func theStickyHeaderOffsetIsAddedToTheScrollOffset() {
        let sections = [
            Boxes(sizes: boxes(1, 100, 40), header: Size(width: 100, height: 10)),
            Boxes(sizes: boxes(1, 100, 40), header: Size(width: 100, height: 10)),
        ]
        // 15 + 20 = 35: header 0 at max(0, 35) = 35, within 50 − 10 = 40; header 1 at max(50, 35) = 50.
        let under = layout(sections, ListKitOptions(stickyHeaders: true, scrollOffset: 15, stickyHeaderYOffset: 20))
        #expect(under.segments.map(\.header?.minY) == [35, 50])
        // 15 + 30 = 45: header 0 stops at 40.
        let further = layout(sections, ListKitOptions(stickyHeaders: true, scrollOffset: 15, stickyHeaderYOffset: 30))
        #expect(further.segments.map(\.header?.minY) == [40, 50])
        // A negative offset lifts the headers' resting stop: 15 − 10 = 5, and max(0, 5) = 5.
        let above = layout(sections, ListKitOptions(stickyHeaders: true, scrollOffset: 15, stickyHeaderYOffset: -10))
        #expect(above.segments.map(\.header?.minY) == [5, 50])
        // Without sticky headers the offset moves nothing.
        #expect(layout(sections, ListKitOptions(stickyHeaderYOffset: 30)).segments.map(\.header?.minY) == [0, 50])
    }

    @Test func scrollOffsetMovesNothingWithoutStickyHeaders() {
        let sections = [Boxes(sizes: boxes(2, 100, 20), header: Size(width: 100, height: 10))]
        let layout = layout(sections, ListKitOptions(scrollOffset: 30))
        #expect(layout.segments[0].header?.minY == 0)
    }

    @Test func headerIsHeldAboveTheNextSectionsTopEvenWhenItSharesNoRow() {
        let sections = [
            Boxes(sizes: boxes(1, 100, 20), header: Size(width: 100, height: 10)),
            Boxes(sizes: boxes(1, 100, 20), inset: EdgeInsets(top: 6)),
        ]
        // Section 0: header 0–10, item 10–30. Section 1 (no header): item at 30 + 6 = 36, bounds.minY 36.
        // Scrolled 100: header 0 stops at 36 − 10 = 26.
        let layout = layout(sections, ListKitOptions(stickyHeaders: true, scrollOffset: 100))
        #expect(layout.segments[0].header == Rect(x: 0, y: 26, width: 100, height: 10))
    }

    @Test func unusableScrollOffsetIsTakenAsRest() {
        let sections = [Boxes(sizes: boxes(1, 100, 20)), Boxes(sizes: boxes(1, 100, 20), header: Size(width: 100, height: 10))]
        // Section 1: header at 20, item at 30. A NaN offset is 0, so the header stays at max(20, 0) = 20.
        let layout = layout(sections, ListKitOptions(stickyHeaders: true, scrollOffset: .nan))
        #expect(layout.segments[1].header == Rect(x: 0, y: 20, width: 100, height: 10))
    }
}
