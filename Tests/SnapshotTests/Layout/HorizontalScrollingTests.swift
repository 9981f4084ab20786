import Testing
@testable import Snapshot

/// `scrollDirection = .horizontal`, worked by hand from IGListKit's `_calculateLayoutIfNeeded`
/// (its scroll-direction coordinate is x, its fixed-direction coordinate y) and from the flow
/// layout's documented meaning of the two spacings in a horizontal grid.
@Suite struct HorizontalScrollingTests {
    /// 200 × 300 points, 2x, no chrome: the scroll area is the device, the cross length 300.
    private let device = Device(id: "test", name: "Test", portraitSize: Size(width: 200, height: 300), scale: 2)

    private func layout(_ sections: [any SubController], _ style: LayoutStyle) -> Layout {
        LayoutEngine.layout(
            Screen(
                name: "Test", device: device, chrome: .none, layoutStyle: style, scrollDirection: .horizontal,
                subControllers: sections))
    }

    @Test func listKitSectionsShareAColumnWhileTheyFit() {
        let sections = [
            Boxes(sizes: boxes(2, 100, 100), minimumInteritemSpacing: 10),
            Boxes(sizes: boxes(2, 100, 100), minimumInteritemSpacing: 10),
        ]
        let layout = layout(sections, .listKit)
        // Section 0: y = 0, then 0 + 100 + 10 = 110; 110 + 100 ≤ 300 + 1. Section 1 starts at
        // y = 220: 220 + 100 = 320 > 301, a new column at the next-row x = 100.
        #expect(layout.frames(0) == [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 0, y: 110, width: 100, height: 100)])
        #expect(layout.frames(1) == [Rect(x: 100, y: 0, width: 100, height: 100), Rect(x: 100, y: 110, width: 100, height: 100)])
        #expect(layout.contentSize == Size(width: 200, height: 300))
        #expect(layout.segments[1].frame == Rect(x: 100, y: 0, width: 100, height: 300))
        #expect(layout.direction == .horizontal)

        // Three 90-high sections fit one column (270 ≤ 301); the fourth wraps to x = 100.
        let short = self.layout((0..<4).map { _ in Boxes(sizes: boxes(1, 100, 90)) }, .listKit)
        #expect(short.frames(2) == [Rect(x: 0, y: 180, width: 100, height: 90)])
        #expect(short.frames(3) == [Rect(x: 100, y: 0, width: 100, height: 90)])
    }

    @Test func listKitHeaderLeftFooterRightAfterTheTrailingInset() {
        let section = Boxes(
            sizes: boxes(3, 50, 100), inset: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20),
            minimumLineSpacing: 7, minimumInteritemSpacing: 4,
            header: Size(width: 30, height: 999), footer: Size(width: 40, height: 1))
        let layout = layout([section], .listKit)
        // x starts at the header width 30; y at inset top 5. The padded height is
        // 300 − (5 + 15) = 280, the largest y an item may reach 300 − 15 = 285 (+ 1).
        // Item 0 (under a header): (30 + inset left 10, 5). Next-row x = 90 − 10 = 80.
        // Item 1: y = 5 + 100 + 4 = 109, 209 ≤ 286. Item 2: y = 213, 313 > 286: a new column
        // at 80 + line spacing 7 = 87, x = 87 + 10 = 97, y = 5.
        #expect(
            layout.frames(0) == [
                Rect(x: 40, y: 5, width: 50, height: 100),
                Rect(x: 40, y: 109, width: 50, height: 100),
                Rect(x: 97, y: 5, width: 50, height: 100),
            ])
        // Header: (bounds minX 40 − 30, inset top, 30, padded); its height 999 is not used.
        #expect(layout.segments[0].header == Rect(x: 10, y: 5, width: 30, height: 280))
        // Footer: bounds maxX 147 + inset right 20 (IGListKit's horizontal branch adds it).
        #expect(layout.segments[0].footer == Rect(x: 167, y: 5, width: 40, height: 280))
        // Content width: the bounds' maxX 207 + inset right 20.
        #expect(layout.contentSize == Size(width: 227, height: 300))
        #expect(layout.segments[0].frame == Rect(x: 0, y: 0, width: 227, height: 300))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func flowColumnsAreJustifiedAndSpacedByTheLineSpacing() {
        let section = Boxes(
            sizes: boxes(5, 100, 100), minimumLineSpacing: 20, minimumInteritemSpacing: 10,
            header: Size(width: 30, height: 5), footer: Size(width: 10, height: 5))
        let layout = layout([section], .flow)
        // Two 100-high items fit a 300-high column (100 + 10 + 100 ≤ 300, a third does not):
        // justified, y = 0 and 300 − 100 = 200. Columns 20 apart after the 30-wide header:
        // x = 30, 150, 270. The last column holds one item in the first column place: y = 0.
        #expect(
            layout.frames(0) == [
                Rect(x: 30, y: 0, width: 100, height: 100), Rect(x: 30, y: 200, width: 100, height: 100),
                Rect(x: 150, y: 0, width: 100, height: 100), Rect(x: 150, y: 200, width: 100, height: 100),
                Rect(x: 270, y: 0, width: 100, height: 100),
            ])
        // Flow headers and footers span the collection view's height.
        #expect(layout.segments[0].header == Rect(x: 0, y: 0, width: 30, height: 300))
        #expect(layout.segments[0].footer == Rect(x: 370, y: 0, width: 10, height: 300))
        #expect(layout.contentSize == Size(width: 380, height: 300))
    }

    @Test func flowCentresNarrowerItemsInTheirColumn() {
        let layout = layout([Boxes(sizes: [Size(width: 100, height: 100), Size(width: 60, height: 100)])], .flow)
        // One column of two (the last, mixed sizes: top-aligned from y = 0, 0 spacing):
        // the column is 100 wide, so the 60-wide item sits at x = (100 − 60) / 2 = 20.
        #expect(layout.frames(0) == [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 20, y: 100, width: 60, height: 100)])
    }

    @Test func leftAlignedIsRefusedAndLaidOutAsFlow() {
        let sections = [Boxes(sizes: boxes(5, 100, 100), minimumLineSpacing: 20, minimumInteritemSpacing: 10)]
        let refused = layout(sections, .leftAlignedFlow)
        #expect(refused.frames(0) == layout(sections, .flow).frames(0))
        let errors = refused.diagnostics(.unsupportedOption)
        #expect(errors.count == 1)
        #expect(errors.first?.severity == .error)
        #expect(errors.first?.message.contains("supports vertical scrolling only") == true)
    }

    @Test func aHeaderWithoutAWidthIsReportedNotDropped() {
        let layout = layout([Boxes(sizes: boxes(1, 50, 50), header: Size(width: 0, height: 40))], .listKit)
        #expect(layout.segments[0].header == nil)
        let warning = layout.diagnostics(.unsupportedOption)
        #expect(warning.map(\.segment) == [0])
        #expect(
            warning.first?.message
                == "segment 0 \"Boxes\" header is 40 high but 0 wide; a horizontal layout uses only a header's width, so it shows no header. Give it a width.")
    }

    @Test func anItemTallerThanTheSectionIsNamedAsTall() {
        let layout = layout([Boxes(sizes: [Size(width: 50, height: 400)], inset: EdgeInsets(top: 10, bottom: 20))], .listKit)
        let error = layout.diagnostics(.itemWiderThanSection).first
        // 300 − (10 + 20) = 270; IGListKit shrinks the item to it.
        #expect(error?.message.hasPrefix("segment 0 \"Boxes\" item 0 is 400 high but the section gives 270: 400 > 270 (300 − inset 10 − 20)") == true)
        #expect(layout.frames(0) == [Rect(x: 0, y: 10, width: 50, height: 270)])
    }

    @Test func aShortLastSectionInTheSameColumnCutsTheContentWidth() {
        let layout = layout([Boxes(sizes: boxes(1, 100, 100)), Boxes(sizes: boxes(1, 50, 100))], .listKit)
        // Section 1 shares the column (100 + 100 ≤ 301) at (0, 100); content width = its maxX 50.
        #expect(layout.frames(1) == [Rect(x: 0, y: 100, width: 50, height: 100)])
        #expect(layout.contentSize == Size(width: 50, height: 300))
        let cut = layout.diagnostics(.beyondContentSize)
        #expect(cut.map(\.segment) == [0])
        #expect(cut.first?.message.contains("item 0 ends at 100, right of the content width 50") == true)
    }

    @Test func verticalScreensAreUnchanged() {
        // The same sections scrolled vertically: no direction anywhere in the listing.
        let vertical = LayoutEngine.layout(
            Screen(
                name: "Test", device: device, chrome: .none, layoutStyle: .listKit, subControllers: [Boxes(sizes: boxes(2, 100, 100))]))
        #expect(vertical.direction == .vertical)
        #expect(vertical.frames(0) == [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 0, width: 100, height: 100)])
        #expect(!LayoutListing.render(vertical).contains("direction"))
    }
}
