import Testing
@testable import Snapshot

/// Right to left (`Screen.layoutDirection`), each layout style as its code answers it
/// (`RightToLeft`: Apple's `UICollectionViewLayout.h`, the left-aligned pod's source, IGListKit's
/// source). Frames worked out by hand on a 375-wide chrome-less screen (W = 375).
@Suite struct RightToLeftTests {
    private static let device = Device(id: "test", name: "Test", portraitSize: Size(width: 375, height: 800), scale: 2)

    private func layout(
        _ subControllers: [any SubController], style: LayoutStyle, direction: LayoutDirection = .rightToLeft,
        scroll: ScrollDirection = .vertical
    ) -> Layout {
        var screen = Screen(
            name: "Test", device: Self.device, chrome: .none, layoutStyle: style, scrollDirection: scroll, subControllers: subControllers)
        screen.layoutDirection = direction
        return LayoutEngine.layout(screen)
    }

    /// Four 100 × 50 items, section inset left 20 and right 10, with a full-width header.
    private let pair = Boxes(sizes: boxes(4, 100, 50), inset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 10), header: Size(width: 375, height: 30))

    @Test func theFlowLayoutMirrorsItsItemsAcrossTheSection() {
        let ltr = layout([pair], style: .flow, direction: .leftToRight)
        // Left to right: three fit in 375 − 30 = 345, justified with (345 − 300) / 2 = 22.5 between
        // them (x = 20, 142.5, 265); the last line keeps the full line's first column (x = 20).
        #expect(ltr.frames(0).map(\.minX) == [20, 142.5, 265, 20])
        let rtl = layout([pair], style: .flow)
        // Each reflected across the section's 0…375: 375 − x − 100 = 255, 132.5, 10, 255.
        #expect(
            rtl.frames(0) == [
                Rect(x: 255, y: 30, width: 100, height: 50), Rect(x: 132.5, y: 30, width: 100, height: 50),
                Rect(x: 10, y: 30, width: 100, height: 50), Rect(x: 255, y: 80, width: 100, height: 50),
            ])
        // The insets go with the items: the 20 points now show on the right.
        #expect(rtl.segments[0].inset == EdgeInsets(top: 0, left: 10, bottom: 0, right: 20))
        #expect(rtl.segments[0].header == Rect(x: 0, y: 0, width: 375, height: 30))
        #expect(rtl.layoutDirection == .rightToLeft && ltr.layoutDirection == .leftToRight)
        // Delegate-sized items are mirrored as every attribute is (issue 38): nothing to say.
        #expect(rtl.diagnostics.isEmpty)
        #expect(ltr.diagnostics.isEmpty)
    }

    @Test func theLeftAlignedLayoutRewritesItemsFromTheLeftInset() {
        // UICollectionViewLeftAlignedLayout sets each line's first x to sectionInset.left and the
        // next to the previous maxX + spacing, whatever the flow layout mirrored: x = 20, 120, 220
        // on the first line, 20 on the second.
        let rtl = layout([pair], style: .leftAlignedFlow)
        let ltr = layout([pair], style: .leftAlignedFlow, direction: .leftToRight)
        #expect(rtl.frames(0).map(\.minX) == [20, 120, 220, 20])
        #expect(rtl.frames(0) == ltr.frames(0))
        #expect(rtl.segments[0].inset == pair.inset)
        #expect(rtl.diagnostics.isEmpty)
    }

    @Test func iglistKitHasNoRightToLeftCode() {
        var rtl = layout([pair, pair], style: .listKit)
        let ltr = layout([pair, pair], style: .listKit, direction: .leftToRight)
        #expect(rtl.layoutDirection == .rightToLeft)
        rtl.layoutDirection = .leftToRight
        #expect(rtl == ltr)
    }

    @Test func aHorizontalFlowMirrorsWithinEachSectionsColumn() {
        // Scrolling sideways, 800 tall: a 60- and a 100-wide item in one column 100 wide, after a
        // 30-point left inset. Section 0 spans 0…130, section 1 130…260; each item reflects within its own.
        let column = Boxes(sizes: [Size(width: 60, height: 50), Size(width: 100, height: 50)], inset: EdgeInsets(top: 0, left: 30, bottom: 0, right: 0))
        let rtl = layout([column, column], style: .flow, scroll: .horizontal)
        let ltr = layout([column, column], style: .flow, direction: .leftToRight, scroll: .horizontal)
        for segment in 0..<2 {
            let frame = ltr.segments[segment].frame
            #expect(rtl.segments[segment].frame == frame)
            for (mirrored, laid) in zip(rtl.frames(segment), ltr.frames(segment)) {
                #expect(mirrored.minX == frame.minX + frame.maxX - laid.maxX)
                #expect(mirrored.minY == laid.minY && mirrored.size == laid.size)
            }
        }
        // Left to right the column starts at 30 and centres the 60-wide item in it (x = 50, 30;
        // 160, 180 in section 1); right to left 130 − 50 − 60 = 20, 130 − 30 − 100 = 0; 150, 130.
        #expect(ltr.frames(0).map(\.minX) == [50, 30] && ltr.frames(1).map(\.minX) == [180, 160])
        #expect(rtl.frames(0).map(\.minX) == [20, 0] && rtl.frames(1).map(\.minX) == [150, 130])
    }

    @Test func theCompositionalLayoutMirrorsEverythingAcrossTheContentWidth() {
        // Half-width items after a 16-point leading inset: (375 − 16) × 0.5 = 179.5 wide, at
        // x = 16 and 195.5 left to right; mirrored at 375 − 16 − 179.5 = 179.5 and 0.
        let half = CompositionalGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: [.item(CompositionalItem(LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))))])
        let section = CompositionalSection(
            group: half, contentInsets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 0),
            background: SectionBackground(contentInsets: EdgeInsets(top: 0, left: 4, bottom: 0, right: 0)))
        let sections = [CompositionalLayoutTests.Described(count: 2, section: section)]
        let ltr = layout(sections, style: .compositional)
        #expect(ltr.layoutDirection == .rightToLeft)
        let left = layout(sections, style: .compositional, direction: .leftToRight)
        #expect(left.frames(0).map(\.minX) == [16, 195.5])
        #expect(ltr.frames(0) == [Rect(x: 179.5, y: 0, width: 179.5, height: 50), Rect(x: 0, y: 0, width: 179.5, height: 50)])
        // The leading inset shows on the right; the background's 4-point leading inset too:
        // left to right 4…375, right to left 0…371.
        #expect(ltr.segments[0].inset == EdgeInsets(top: 0, left: 0, bottom: 0, right: 16))
        #expect(left.segments[0].composition?.background == Rect(x: 4, y: 0, width: 371, height: 50))
        #expect(ltr.segments[0].composition?.background == Rect(x: 0, y: 0, width: 371, height: 50))
        #expect(ltr.segments[0].composition?.firstGroup == Rect(x: 0, y: 0, width: 359, height: 50))
        #expect(ltr.diagnostics.isEmpty)
    }

    @Test func anOrthogonalSectionRunsFromTheRightEdgeLeftwards() {
        // Groups 140 wide, 10 apart, after a 16-point leading inset: left to right at 16, 166, 316;
        // right to left at 375 − 16 − 140 = 219, 69 and −81, each repetition recorded.
        let card = CompositionalGroup.horizontal(
            LayoutSize(width: .absolute(140), height: .absolute(200)),
            subitems: [.item(CompositionalItem(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))])
        var section = CompositionalSection(
            group: card, contentInsets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), orthogonalScrolling: .continuous)
        section.interGroupSpacing = 10
        let rtl = layout([CompositionalLayoutTests.Described(count: 3, section: section)], style: .compositional)
        #expect(rtl.frames(0).map(\.minX) == [219, 69, -81])
        let composition = rtl.segments[0].composition
        #expect(composition?.groups(spacing: rtl.segments[0].minimumLineSpacing).map(\.minX) == [219, 69, -81])
        // Content off the left edge of a sideways section is not "off the screen": it scrolls.
        #expect(rtl.diagnostics.isEmpty)
    }

    @Test func aNestedCollectionIsLeftAsLaidOutAndSaidSo() {
        let strip = EmbeddedCollection(items: [EmbeddedItem("Chip", size: Size(width: 80, height: 30))], minimumLineSpacing: 8)
        let row = FixedList(items: [(Cell("StripCell", embedded: strip), Size(width: 375, height: 30))])
        let rtl = layout([row], style: .listKit)
        let ltr = layout([row], style: .listKit, direction: .leftToRight)
        #expect(rtl.segments[0].items[0].nested == ltr.segments[0].items[0].nested)
        let said = rtl.diagnostics(.unsupportedOption)
        #expect(said.map(\.item) == [0])
        #expect(said.first?.message.contains("nested collection") == true)
    }

    @Test func theListingSaysRightToLeftAndReadsItBack() throws {
        let rtl = layout([pair], style: .flow)
        let listing = LayoutListing.render(rtl)
        #expect(listing.split(separator: "\n")[1] == #"screen "Test" right-to-left"#)
        #expect(try LayoutListing.parse(listing) == rtl)
        // Left to right, the default, the line is what it always was.
        #expect(LayoutListing.render(layout([pair], style: .flow, direction: .leftToRight)).split(separator: "\n")[1] == #"screen "Test""#)
        // The renderings say it on the counts line, so the page is as wide as left to right's.
        #expect(LayoutSummary.title(rtl).hasSuffix("style flow"))
        #expect(LayoutSummary.counts(rtl).hasSuffix(" · read right to left"))
        #expect(LayoutDigest.of(rtl) != LayoutDigest.of(layout([pair], style: .flow, direction: .leftToRight)))
    }

    @Test func turningTheScreenIsOneCause() {
        let old = layout([pair, pair], style: .flow, direction: .leftToRight)
        let new = layout([pair, pair], style: .flow)
        let causes = CauseFinder.causes(of: LayoutDiff(old: old, new: new))
        #expect(causes.map(\.line) == ["layout direction left-to-right → right-to-left"])
    }
}
