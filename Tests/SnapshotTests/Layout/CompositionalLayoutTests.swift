import Testing
@testable import Snapshot

/// `.compositional` on a 375 × 800 test device without chrome (W = 375, H = 800), frames worked
/// out by hand from the rules in `CompositionalLayout` (Apple's documentation of
/// `NSCollectionLayoutDimension`, `NSCollectionLayoutGroup`, `NSCollectionLayoutSpacing`,
/// `NSCollectionLayoutSection` and the layout configuration).
@Suite struct CompositionalLayoutTests {
    /// A sub-controller that describes its section; it is never asked for item sizes.
    struct Described: SubController {
        var count: Int
        var section: CompositionalSection
        var numberOfItems: Int { count }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
            Issue.record("sizeForItem asked of a sub-controller with a compositional section")
            return .zero
        }
        func cellForItem(at index: Int) -> Cell { Cell("Cell", text: "\(index)") }
        func compositionalSection(in context: CollectionContext) -> CompositionalSection? { section }
    }

    private func layout(_ sections: [any SubController], interSectionSpacing: Double = 0) -> Layout {
        layOut(
            sections, style: .compositional(CompositionalOptions(interSectionSpacing: interSectionSpacing)),
            device: Device(id: "test", name: "Test", portraitSize: Size(width: 375, height: 800), scale: 2))
    }

    private func item(_ width: LayoutDimension, _ height: LayoutDimension, insets: EdgeInsets = .zero) -> CompositionalElement {
        .item(CompositionalItem(LayoutSize(width: width, height: height), contentInsets: insets))
    }

    private func rects(_ values: [(Double, Double, Double, Double)]) -> [Rect] {
        values.map { Rect(x: $0.0, y: $0.1, width: $0.2, height: $0.3) }
    }

    @Test func fractionalGridRepeatsTheSubitemWhileItFits() {
        let group = CompositionalGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
            subitems: [item(.fractionalWidth(0.2), .fractionalHeight(1))])
        let layout = layout([Described(count: 7, section: CompositionalSection(group: group))])
        // The group is 375 wide and 0.2 × 375 = 75 high; its subitem 75 × 75 fits five times.
        #expect(
            layout.frames(0)
                == rects([
                    (0, 0, 75, 75), (75, 0, 75, 75), (150, 0, 75, 75), (225, 0, 75, 75), (300, 0, 75, 75),
                    (0, 75, 75, 75), (75, 75, 75, 75),
                ]))
        #expect(layout.contentSize == Size(width: 375, height: 150))
        #expect(layout.segments[0].frame == Rect(x: 0, y: 0, width: 375, height: 150))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func equallySizedCountGroupsShareTheLength() {
        var group = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            subitems: .equallySized(item(.absolute(999), .fractionalHeight(1)), count: 4))
        group.interItemSpacing = .fixed(5)
        let layout = layout([Described(count: 4, section: CompositionalSection(group: group))])
        // (375 − 3 × 5) / 4 = 90 each, whatever the item's own width: x = 0, 95, 190, 285.
        #expect(layout.frames(0) == rects([(0, 0, 90, 100), (95, 0, 90, 100), (190, 0, 90, 100), (285, 0, 90, 100)]))
    }

    @Test func repeatingCountGroupsThatDoNotFitAreReported() {
        var group = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            subitems: .repeating(item(.absolute(100), .absolute(100)), count: 4))
        group.interItemSpacing = .fixed(10)
        let layout = layout([Described(count: 4, section: CompositionalSection(group: group))])
        #expect(layout.frames(0).map(\.minX) == [0, 110, 220, 330])
        #expect(
            layout.diagnostics.map(\.message) == [
                "segment 0 \"Described\" group repeats group › item 0 4 times: 4 × 100 + 3 × 10 = 430 > 375, the group's length; they overflow it."
            ])
    }

    @Test func flexibleSpacingSharesWhatIsLeft() {
        var group = CompositionalGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [item(.absolute(100), .absolute(50))])
        group.interItemSpacing = .flexible(10)
        let layout = layout([Described(count: 3, section: CompositionalSection(group: group))])
        // 100 + 10 + 100 + 10 + 100 = 320 ≤ 375, a fourth would need 430. The 55 left go to the two
        // gaps: 10 + 27.5 = 37.5, so x = 0, 137.5, 275.
        #expect(layout.frames(0).map(\.minX) == [0, 137.5, 275])
    }

    @Test func nestedGroupsAreSizedInsideTheirParent() {
        let column = CompositionalGroup.vertical(
            LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)), subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let group = CompositionalGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(200)),
            subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1)), .group(column)])
        let layout = layout([Described(count: 4, section: CompositionalSection(group: group))])
        // A 187.5 × 200 cell, then the column (187.5 × 200) of two 187.5 × 100 cells; the next big
        // cell would end at 562.5 > 375, so a group holds three. The fourth item starts the next group.
        #expect(
            layout.frames(0)
                == rects([
                    (0, 0, 187.5, 200), (187.5, 0, 187.5, 100), (187.5, 100, 187.5, 100), (0, 200, 187.5, 200),
                ]))
        #expect(layout.contentSize.height == 400)
    }

    @Test func insetsHeaderFooterAndSpacingsBetweenGroupsAndSections() {
        let group = CompositionalGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(1), insets: EdgeInsets(top: 2, left: 4, bottom: 2, right: 4))])
        let section = CompositionalSection(
            group: group, contentInsets: EdgeInsets(top: 10, left: 16, bottom: 20, right: 16), interGroupSpacing: 8,
            header: BoundaryItem(LayoutSize(width: .fractionalWidth(1), height: .absolute(30))),
            footer: BoundaryItem(LayoutSize(width: .fractionalWidth(1), height: .absolute(12))))
        let list = Boxes(
            sizes: [Size(width: 1, height: 44), Size(width: 1, height: 60)], inset: EdgeInsets(left: 10),
            minimumLineSpacing: 5, header: Size(width: 0, height: 20))
        let layout = layout([Described(count: 2, section: section), list], interSectionSpacing: 24)
        // Content width 375 − 32 = 343. Header (16, 0, 343, 30); groups from 30 + 10 = 40, 50 high,
        // 8 apart; cells inset (2, 4): (20, 42, 335, 46) and (20, 100, 335, 46). Then 148 + 20 = 168,
        // the footer (16, 168, 343, 12), the section ends at 180.
        #expect(layout.segments[0].header == Rect(x: 16, y: 0, width: 343, height: 30))
        #expect(layout.frames(0) == rects([(20, 42, 335, 46), (20, 100, 335, 46)]))
        #expect(layout.segments[0].footer == Rect(x: 16, y: 168, width: 343, height: 12))
        #expect(layout.segments[0].frame == Rect(x: 0, y: 0, width: 375, height: 180))
        // The list section starts 24 below: header (10, 204, 365, 20), rows 44 and 60, 5 apart.
        #expect(layout.segments[1].header == Rect(x: 10, y: 204, width: 365, height: 20))
        #expect(layout.frames(1) == rects([(10, 224, 365, 44), (10, 273, 365, 60)]))
        #expect(layout.contentSize == Size(width: 375, height: 333))
        #expect(layout.segments[0].inset == EdgeInsets(top: 10, left: 16, bottom: 20, right: 16))
        #expect(layout.segments[0].minimumLineSpacing == 8)
    }

    @Test func orthogonalSectionsRunSidewaysAndGroupPagingCentredCentresTheFirst() {
        let group = CompositionalGroup.horizontal(
            LayoutSize(width: .fractionalWidth(0.5), height: .absolute(100)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = CompositionalSection(
            group: group, contentInsets: EdgeInsets(left: 16, right: 16), interGroupSpacing: 10, orthogonalScrolling: .continuous)
        let strip = layout([Described(count: 3, section: section)])
        // An orthogonal section's group is a fraction of the collection view's width, not of the
        // content width (iOS 13 reference renderings, IBPCollectionViewCompositionalLayout #78):
        // groups 0.5 × 375 = 187.5 wide from x = 16, 10 apart: 16, 213.5, 411 (past the right edge).
        #expect(strip.frames(0) == rects([(16, 0, 187.5, 100), (213.5, 0, 187.5, 100), (411, 0, 187.5, 100)]))
        #expect(strip.contentSize == Size(width: 375, height: 100))
        for behaviour in [OrthogonalScrolling.continuousGroupLeadingBoundary, .paging, .groupPaging] {
            section.orthogonalScrolling = behaviour
            #expect(layout([Described(count: 3, section: section)]).frames(0) == strip.frames(0), "\(behaviour)")
        }
        section.orthogonalScrolling = .groupPagingCentered
        // The first group centred in the content area: 16 + (343 − 187.5) / 2 = 93.75, then 197.5 apart.
        #expect(layout([Described(count: 3, section: section)]).frames(0).map(\.minX) == [93.75, 291.25, 488.75])
    }

    /// The two rules issue 19 left as diagnostics, now measured (`CompositionalMeasuredTests` reads
    /// UIKit's images): a count group's subitem is a fraction of the group less its gaps, and an
    /// empty section that scrolls sideways takes no height (iOS 17).
    @Test func rulesOnceBlockedOnEvidenceFollowTheMeasurement() {
        var count = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            subitems: .equallySized(item(.fractionalWidth(1), .fractionalWidth(0.2)), count: 3))
        count.interItemSpacing = .fixed(10)
        let counted = layout([Described(count: 3, section: CompositionalSection(group: count))])
        // 0.2 × (375 − 2 × 10) = 71 high (not 0.2 × 375 = 75); places (375 − 20) / 3 wide.
        #expect(counted.frames(0).map(\.height) == [71, 71, 71])
        #expect(counted.diagnostics(.unsupportedOption).isEmpty)
        let empty = layout([
            Described(
                count: 0,
                section: CompositionalSection(
                    group: count, contentInsets: EdgeInsets(top: 8, bottom: 8), orthogonalScrolling: .continuous))
        ])
        #expect(empty.segments[0].frame.height == 0)
        #expect(
            empty.diagnostics(.emptySegment).first?.message.hasSuffix(
                "has no items and scrolls sideways: it takes no height, not even its insets (iOS 17, measured; "
                    + "iOS 14 kept a band as tall as a group and its insets).") == true)
    }

    @Test func badNumbersAreReportedWithTheirPlaceInTheTree() {
        let group = CompositionalGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: [item(.fractionalWidth(-0.5), .fractionalHeight(1)), item(.fractionalWidth(1.5), .fractionalHeight(1))])
        let layout = layout([Described(count: 2, section: CompositionalSection(group: group, interGroupSpacing: -3))])
        let messages = layout.diagnostics.map(\.message)
        #expect(messages.contains("segment 0 \"Described\" inter-group spacing is -3; it is laid out as 0."))
        #expect(messages.contains("segment 0 \"Described\" group › item 0 width fractionalWidth(-0.5) is outside (0, 1]; it is laid out as 0."))
        #expect(
            messages.contains(
                "segment 0 \"Described\" group › item 1 width fractionalWidth(1.5) is more than its container (562.5 points)."))
        #expect(layout.diagnostics.allSatisfy { $0.segment == 0 })
        let zero = CompositionalGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [item(.fractionalWidth(0), .fractionalHeight(1))])
        #expect(
            self.layout([Described(count: 1, section: CompositionalSection(group: zero))]).diagnostics.map(\.message) == [
                "segment 0 \"Described\" group › item 0 width fractionalWidth(0) is outside (0, 1]: it takes no room."
            ])
        // A group holds the 0-wide cell; the 562.5-wide one would end past 375, so it never fits
        // after it: each repetition holds one place, and the second item starts the next group.
        #expect(layout.frames(0) == rects([(0, 0, 0, 50), (0, 50, 0, 50)]))
    }

    @Test func insetsLargerThanTheirPlaceAreReported() {
        let group = CompositionalGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: [item(.fractionalWidth(0.1), .fractionalHeight(1), insets: EdgeInsets(left: 20, right: 20))])
        let layout = layout([Described(count: 12, section: CompositionalSection(group: group))])
        // Places 37.5 wide, insets 40: one error for the group, every cell 0 wide at x + 20.
        #expect(
            layout.diagnostics(.invalidSize).map(\.message) == [
                "segment 0 \"Described\" group › item 0 content insets 20 + 20 = 40 are more than its place is wide (37.5); its cell is laid out 0 wide."
            ])
        #expect(layout.frames(0).prefix(2) == rects([(20, 0, 0, 50), (57.5, 0, 0, 50)])[...])
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone8, .iPhone15Plus, .iPad])
    func fractionalWidthsFollowTheDevice(device: Device) {
        let group = CompositionalGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.25)), subitems: [item(.fractionalWidth(0.25), .fractionalHeight(1))])
        let screen = Screen(
            name: "Grid", device: device, chrome: .none, layoutStyle: .compositional,
            subControllers: [Described(count: 5, section: CompositionalSection(group: group, contentInsets: EdgeInsets(left: 8, right: 8)))])
        let layout = LayoutEngine.layout(screen)
        // Content W − 16; places a quarter of it, square, floored to the pixel grid (iOS 17, issue
        // 38); the fifth starts the second row.
        let place = ((device.size.width - 16) * 0.25 * device.scale).rounded(.down) / device.scale
        #expect(layout.frames(0).map(\.minX) == [8, 8 + place, 8 + 2 * place, 8 + 3 * place, 8])
        #expect(layout.frames(0).map(\.minY) == [0, 0, 0, 0, place])
        #expect(layout.frames(0).allSatisfy { $0.size == Size(width: place, height: place) })
    }

    /// Apple: an item's `contentInsets` are "ignored for any axis that uses an estimated value
    /// for its dimension" (`NSCollectionLayoutItem.contentInsets`).
    @Test func contentInsetsAreIgnoredAlongAnEstimatedAxis() {
        let group = CompositionalGroup.vertical(
            LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
            subitems: [item(.fractionalWidth(1), .estimated(44), insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))])
        let layout = layout([Described(count: 2, section: CompositionalSection(group: group))])
        // Width is fractional: 8 in on each side, 375 − 16 = 359 wide. Height is estimated: the
        // top and bottom insets are ignored, so each cell is its place's 44 high, at y 0 and 44.
        #expect(layout.frames(0) == rects([(8, 0, 359, 44), (8, 44, 359, 44)]))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func edgeSpacingMovesItemsAndFlexibleSidesCentre() {
        // Apple's diagram: 20 × 20 items with 2 points of trailing edge spacing, each next one 2
        // further: x = 0, 22, 44, 66 in a 100-wide group (a fifth would need 88 + 22 = 110).
        let trailing = CompositionalItem(
            LayoutSize(width: .absolute(20), height: .absolute(20)), edgeSpacing: EdgeSpacing(trailing: .fixed(2)))
        let row = CompositionalGroup.horizontal(LayoutSize(width: .absolute(100), height: .absolute(20)), subitems: [.item(trailing)])
        #expect(layout([Described(count: 4, section: CompositionalSection(group: row))]).frames(0).map(\.minX) == [0, 22, 44, 66])
        // Flexible on every side centres a lone 100 × 30 item in a 375 × 50 group: x = 137.5, y = 10.
        let centred = CompositionalItem(
            LayoutSize(width: .absolute(100), height: .absolute(30)),
            edgeSpacing: EdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0)))
        let one = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: .repeating(.item(centred), count: 1))
        let layout = layout([Described(count: 1, section: CompositionalSection(group: one))])
        #expect(layout.frames(0) == rects([(137.5, 10, 100, 30)]))
        #expect(
            layout.segments[0].composition?.tree
                == "horizontal 1w×50 [1 × item 100×30 edge leading ≥0 top ≥0 trailing ≥0 bottom ≥0]")
    }

    @Test func aGroupThatHoldsNothingStopsItsSection() {
        let group = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: .equallySized(item(.absolute(10), .absolute(10)), count: 0))
        let layout = layout([Described(count: 3, section: CompositionalSection(group: group))])
        #expect(layout.frames(0).isEmpty)
        #expect(
            layout.diagnostics.map(\.message) == [
                "segment 0 \"Described\" group count is 0; it holds nothing.",
                "segment 0 \"Described\" group holds no cells, so the section's 3 items are not laid out.",
            ])
        #expect(layout.diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func aGroupTreeCannotHoldMoreThanItsLimit() {
        // 200 columns of 200 rows of 0.005 × 0.005 cells would be 40,000 places in one group.
        let column = CompositionalGroup.vertical(
            LayoutSize(width: .fractionalWidth(0.005), height: .fractionalHeight(1)), subitems: [item(.fractionalWidth(1), .fractionalHeight(0.005))])
        let group = CompositionalGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(400)), subitems: [.group(column)])
        let layout = layout([Described(count: 20_000, section: CompositionalSection(group: group))])
        #expect(layout.frames(0).count == 20_000)
        #expect(
            layout.diagnostics(.invalidSize).map(\.message) == [
                "segment 0 \"Described\" group holds more than 10000 cells; the rest of it is left out."
            ])
        // So one repetition holds 10,000 and the second starts 400 lower.
        #expect(layout.frames(0)[10_000].minY == 400)
    }

    @Test func theCompositionRecordsTheTreeAndTheRepetitions() throws {
        var group = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
            subitems: .equallySized(item(.fractionalWidth(0.5), .fractionalHeight(1), insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), count: 3))
        group.interItemSpacing = .flexible(6)
        let section = CompositionalSection(group: group, contentInsets: EdgeInsets(top: 10, left: 8), interGroupSpacing: 5)
        let layout = layout([Described(count: 7, section: section)])
        // Seven items in groups of three: three repetitions, the first at (8, 10), 44 high, 5 apart.
        let composition = try #require(layout.segments[0].composition)
        #expect(composition.tree == "horizontal 1w×~44 flexible 6 [3 equal × item 0.5w×1h inset 1,2,3,4]")
        #expect(composition.firstGroup == Rect(x: 8, y: 10, width: 367, height: 44))
        #expect(composition.groupCount == 3)
        #expect(composition.groups(spacing: 5).map(\.minY) == [10, 59, 108])
        let listing = LayoutListing.render(layout)
        #expect(
            listing.contains(
                "\n  section groups 3 first 8,10 367×44 orthogonal none tree \"horizontal 1w×~44 flexible 6 [3 equal × item 0.5w×1h inset 1,2,3,4]\"\n"))
        #expect(try LayoutListing.parse(listing) == layout)
        var changed = layout
        changed.segments[0].composition?.tree = "horizontal 1w×~44 flexible 6 [4 equal × item 0.5w×1h inset 1,2,3,4]"
        #expect(LayoutDigest.of(changed) != LayoutDigest.of(layout))
        // The diff names the tree that changed.
        #expect(
            LayoutDiff(old: layout, new: changed).summary() == """
                1 change: 1 group tree
                cause: group horizontal 1w×~44 flexible 6 [3 equal × item 0.5w×1h inset 1,2,3,4] → horizontal 1w×~44 flexible 6 [4 equal × item 0.5w×1h inset 1,2,3,4] in "Described"
                segment 0 "Described" group horizontal 1w×~44 flexible 6 [3 equal × item 0.5w×1h inset 1,2,3,4] → \
                horizontal 1w×~44 flexible 6 [4 equal × item 0.5w×1h inset 1,2,3,4]
                """)
        // A section line anywhere but right after its segment line is refused.
        let misplaced = listing.replacingOccurrences(of: "  section groups", with: "  item 9 \"X\" 0,0 1×1\n  section groups")
        #expect(throws: LayoutListingError.self) { try LayoutListing.parse(misplaced) }
    }

    @Test func anOrthogonalSectionIsClippedAtTheEdgeWithACount() {
        let group = CompositionalGroup.horizontal(
            LayoutSize(width: .absolute(150), height: .absolute(100)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let layout = layout([Described(count: 4, section: CompositionalSection(group: group, interGroupSpacing: 10, orthogonalScrolling: .continuous))])
        // x = 0, 160, 320, 480: the second ends at 310, the third at 470 > 375: two past the edge.
        let svg = SVGRenderer().render(layout)
        #expect(svg.contains(#"<clipPath id="clip-s0">"#))
        #expect(svg.contains(#"<g clip-path="url(#clip-s0)">"#))
        #expect(svg.contains(">▸ +2</text>"))
        #expect(svg.components(separatedBy: #"stroke-dasharray="3 2""#).count - 1 == 4)
        #expect(ASCIIRenderer().render(layout).contains("▸ +2 past the right edge (scrolls sideways)"))
    }

    @Test func asciiOutlinesGroupsThroughTheEmptyCells() {
        // One 200 × 100 group holding one 100 × 100 cell at its left: the right half of the
        // group is empty, so its outline shows there (x 200 is column 50 at 4 pt a column).
        let group = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .absolute(200), height: .absolute(100)),
            subitems: .repeating(item(.absolute(100), .absolute(100)), count: 1))
        let section = CompositionalSection(group: group)
        let text = ASCIIRenderer().render(layout([Described(count: 1, section: section)]))
        let grid = text.components(separatedBy: LayoutListing.asciiMarker)[0].split(separator: "\n").map { Array($0) }
        let left = grid[3].firstIndex(of: "┌").map { $0 + 1 } ?? 0
        // Row 4 is the first content row: the group's top edge, ┈ right of the cell up to column 49.
        #expect(grid[4][left + 30] == "┈")
        #expect(grid[6][left + 49] == "┊")
    }

    @Test func pinnedHeadersAndFootersStayInViewWithinTheirSection() {
        let rows = CompositionalGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = CompositionalSection(
            group: rows,
            header: BoundaryItem(LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), pinToVisibleBounds: true),
            footer: BoundaryItem(LayoutSize(width: .fractionalWidth(1), height: .absolute(20)), pinToVisibleBounds: true))
        func pinned(_ items: Int, scrolledBy offset: Double) -> (header: Double?, footer: Double?) {
            let layout = layOut(
                [Described(count: items, section: section)], style: .compositional(CompositionalOptions(scrollOffset: offset)),
                device: Device(id: "test", name: "Test", portraitSize: Size(width: 375, height: 800), scale: 2))
            return (layout.segments[0].header?.minY, layout.segments[0].footer?.minY)
        }
        // Three rows: header 0–30, rows to 330, footer 330–350. Scrolled by 50: the header
        // follows to y = 50; by 320 it stops at the section's bottom 350 − 30 = 320 … and by 400
        // too. The footer is already in view (330 + 20 ≤ offset + 800).
        #expect(pinned(3, scrolledBy: 0) == (0, 330))
        #expect(pinned(3, scrolledBy: 50) == (50, 330))
        #expect(pinned(3, scrolledBy: 400) == (320, 330))
        // Twenty rows: the footer (at 2030) is pinned to the bottom of the view, 0 + 800 − 20.
        #expect(pinned(20, scrolledBy: 0).footer == 780)
        #expect(pinned(20, scrolledBy: 1500).footer == 2030)
    }

    @Test func contentInsetsAreMeasuredFromTheReference() throws {
        // An iPhone X on its side: 812 wide, safe area 44 left and right. Two items a half of a
        // full-width group, section inset left 10.
        let group = CompositionalGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        func xs(_ section: ContentInsetsReference, configuration: ContentInsetsReference = .automatic, device: Device = Device.iPhoneX.landscape) -> [Double] {
            let screen = Screen(
                name: "Wide", device: device, chrome: .none,
                layoutStyle: .compositional(CompositionalOptions(contentInsetsReference: configuration)),
                subControllers: [
                    Described(
                        count: 2,
                        section: CompositionalSection(
                            group: group, contentInsets: EdgeInsets(left: 10), contentInsetsReference: section))
                ])
            return LayoutEngine.layout(screen).frames(0).map(\.minX)
        }
        // automatic → the configuration's → the safe area: 812 − 54 − 44 = 714, halves of 357 from 54.
        #expect(xs(.automatic) == [54, 411])
        #expect(xs(.safeArea) == [54, 411])
        // none: 812 − 10 = 802, halves of 401 from 10; also when the configuration says so.
        #expect(xs(.none) == [10, 411])
        #expect(xs(.automatic, configuration: .none) == [10, 411])
        // layoutMargins: 8 more each side: 812 − 62 − 52 = 698, halves of 349 from 62.
        #expect(xs(.layoutMargins) == [62, 411])
        // Upright there are no safe-area sides: halves of 365, 182.5, floored at 3x to 547 pixels (iOS 17, issue 38).
        #expect(xs(.automatic, device: .iPhoneX) == [10, 10 + 547.0 / 3])
        // readableContent: as layoutMargins, with a warning naming the segment.
        let screen = Screen(
            name: "Wide", device: Device.iPhoneX.landscape, chrome: .none, layoutStyle: .compositional,
            subControllers: [Described(count: 2, section: CompositionalSection(group: group, contentInsetsReference: .readableContent))])
        let layout = LayoutEngine.layout(screen)
        #expect(layout.frames(0).map(\.minX) == [52, 406])
        #expect(layout.diagnostics(.unsupportedOption).map(\.segment) == [0])
        // The configuration's reference is in the listing when it is not automatic.
        var configured = layout
        configured.style = .compositional(CompositionalOptions(contentInsetsReference: .none))
        let listing = LayoutListing.render(configured)
        #expect(listing.contains("style compositional inter-section-spacing 0 scroll-offset 0 content-insets-reference none\n"))
        #expect(try LayoutListing.parse(listing) == configured)
    }

    @Test func theStyleIsListedAndReadBack() throws {
        let group = CompositionalGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let layout = layout([Described(count: 3, section: CompositionalSection(group: group))], interSectionSpacing: 12)
        let listing = LayoutListing.render(layout)
        #expect(listing.contains("\nstyle compositional inter-section-spacing 12 scroll-offset 0\n"))
        #expect(try LayoutListing.parse(listing) == layout)
        var other = layout
        other.style = .compositional(CompositionalOptions(interSectionSpacing: 13))
        #expect(LayoutDigest.of(layout) != LayoutDigest.of(other))
    }
}
