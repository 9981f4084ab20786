import Testing
@testable import Snapshot

/// Badges (`NSCollectionLayoutSupplementaryItem` anchored to a cell), section backgrounds
/// (`NSCollectionLayoutDecorationItem.background`) and `supplementariesFollowContentInsets`, on a
/// 375 × 800 @2x test device without chrome. Frames are worked out by hand from the rules in
/// `CompositionalLayout` and `CompositionalResolver.anchored` (Apple's documentation of
/// `NSCollectionLayoutAnchor`; UIKit's anchor point; Apple's section-background sample).
@Suite struct CompositionalDecorationTests {
    struct Grid: SubController {
        var count = 7
        var badges: [ItemSupplementary] = []
        var insets: EdgeInsets = .zero
        var background: SectionBackground?
        var header: BoundaryItem?
        var footer: BoundaryItem?
        var follows = true
        var numberOfItems: Int { count }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }
        func cellForItem(at index: Int) -> Cell { Cell("PosterCell") }
        func compositionalSection(in context: CollectionContext) -> CompositionalSection? {
            let item = CompositionalItem(LayoutSize(width: .fractionalWidth(0.2), height: .fractionalHeight(1)), supplementaries: badges)
            let group = CompositionalGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)), subitems: [.item(item)])
            return CompositionalSection(
                group: group, contentInsets: insets, header: header, footer: footer, background: background,
                supplementariesFollowContentInsets: follows)
        }
    }

    static let device = Device(id: "test", name: "Test", portraitSize: Size(width: 375, height: 800), scale: 2)

    func layout(_ grid: Grid) -> Layout {
        layOut([grid], style: .compositional, device: Self.device)
    }

    func badge(
        _ edges: LayoutAnchor.Edges, _ offset: LayoutAnchor.Offset = .absolute(x: 0, y: 0), width: LayoutDimension = .absolute(20),
        height: LayoutDimension = .absolute(20)
    ) -> ItemSupplementary {
        ItemSupplementary(kind: "badge", size: LayoutSize(width: width, height: height), anchor: LayoutAnchor(edges: edges, offset: offset))
    }

    /// Apple's badge: 20 × 20 at the top-trailing corner, fractional offset (0.3, −0.3). Cells are
    /// 75 × 75 (a fifth of 375); the badge's x = cell x + (75 − 20) × 1 + 0.3 × 20, y = cell y − 0.3 × 20.
    @Test func aCornerBadgeOverhangsByItsFractionalOffset() throws {
        let layout = layout(Grid(badges: [badge([.top, .trailing], .fractional(x: 0.3, y: -0.3))]))
        let badges = try #require(layout.segments[0].composition?.badges)
        #expect(badges.count == 7)
        #expect(badges[0] == LayoutBadge(item: 0, kind: "badge", frame: Rect(x: 61, y: -6, width: 20, height: 20)))
        // Item 6 is the second place of the second group: cell (75, 75).
        #expect(layout.segments[0].items[6].frame == Rect(x: 75, y: 75, width: 75, height: 75))
        #expect(badges[6] == LayoutBadge(item: 6, kind: "badge", frame: Rect(x: 136, y: 69, width: 20, height: 20)))
        // Badges take no room: the cells are where they are without them.
        #expect(layout.segments[0].items == self.layout(Grid()).segments[0].items)
    }

    /// One edge: centred along it. Neither or both of an axis's edges: centred on that axis.
    @Test func anEdgeBadgeIsCentredAlongItsEdge() throws {
        let bottom = badge([.bottom], .absolute(x: 0, y: 4), width: .absolute(30), height: .absolute(10))
        let sides = badge([.leading, .trailing], width: .absolute(30), height: .absolute(10))
        let half = badge([.top, .leading], width: .fractionalWidth(0.5), height: .fractionalHeight(0.2))
        let badges = try #require(layout(Grid(count: 1, badges: [bottom, sides, half])).segments[0].composition?.badges)
        #expect(
            badges.map(\.frame) == [
                Rect(x: 22.5, y: 69, width: 30, height: 10),  // (75 − 30) × 0.5; 75 − 10 + 4
                Rect(x: 22.5, y: 32.5, width: 30, height: 10),  // both sides: centred; no top or bottom: (75 − 10) × 0.5
                Rect(x: 0, y: 0, width: 37.5, height: 15),  // fractions of the cell: 0.5 × 75, 0.2 × 75
            ])
    }

    /// Section insets 10, background insets 5: the groups are 0.2 × 355 = 71 high, two of them
    /// for 7 items; the section is 10 + 142 + 10 = 162 high and the card (5, 5) 365 × 152.
    @Test func aBackgroundIsTheSectionLessItsInsets() throws {
        let plain = layout(
            Grid(
                insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
                background: SectionBackground(contentInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))))
        #expect(plain.segments[0].frame == Rect(x: 0, y: 0, width: 375, height: 162))
        #expect(plain.segments[0].composition?.background == Rect(x: 5, y: 5, width: 365, height: 152))
        // A 40-point header extends the section, so the card covers it too: 202 high section.
        var grid = Grid(
            insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
            background: SectionBackground(contentInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)))
        grid.header = BoundaryItem(LayoutSize(width: .fractionalWidth(1), height: .absolute(40)))
        let headed = layout(grid)
        #expect(headed.segments[0].header == Rect(x: 10, y: 0, width: 355, height: 40))
        #expect(headed.segments[0].composition?.background == Rect(x: 5, y: 5, width: 365, height: 192))
        #expect(headed.diagnostics.isEmpty)
    }

    @Test func supplementariesThatDoNotFollowTheInsetsSpanTheSection() {
        var grid = Grid(insets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        grid.header = BoundaryItem(LayoutSize(width: .fractionalWidth(1), height: .absolute(40)))
        grid.follows = false
        #expect(layout(grid).segments[0].header == Rect(x: 0, y: 0, width: 375, height: 40))
    }

    /// `extendsBoundary` false: the header lies over the section's top and the footer over its
    /// bottom; the two groups of 75 are the section's whole height (150). An offset moves the
    /// boundary item only.
    @Test func boundaryItemsThatDoNotExtendTheSectionLieOverIt() {
        var grid = Grid()
        grid.header = BoundaryItem(LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), extendsBoundary: false)
        let over = layout(grid)
        #expect(over.segments[0].header == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(over.segments[0].items[0].frame.minY == 0)
        #expect(over.segments[0].frame.height == 150)
        grid.footer = BoundaryItem(LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), extendsBoundary: false)
        #expect(layout(grid).segments[0].footer == Rect(x: 0, y: 120, width: 375, height: 30))
        grid.footer = nil
        grid.header = BoundaryItem(LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), offset: Point(x: 0, y: -24))
        let moved = layout(grid)
        #expect(moved.segments[0].header == Rect(x: 0, y: -24, width: 375, height: 40))
        #expect(moved.segments[0].items[0].frame.minY == 40)
        #expect(moved.segments[0].frame.height == 190)
    }

    @Test func impossibleDecorationsAreErrorsNotCrashes() throws {
        let wide = layout(Grid(count: 1, background: SectionBackground(contentInsets: EdgeInsets(left: 300, right: 300))))
        #expect(wide.segments[0].composition?.background == Rect(x: 300, y: 0, width: 0, height: 75))
        #expect(
            wide.diagnostics.map(\.message) == [
                "segment 0 \"Grid\" background content insets leave it -225 × 75 in a 375×75 section; it is laid out 0 wide."
            ])
        let many = layout(Grid(count: 1, badges: Array(repeating: badge([.top]), count: 9)))
        #expect(many.segments[0].composition?.badges.count == 8)
        #expect(many.diagnostics.first?.kind == .screenTooLarge)
        let nan = layout(Grid(count: 1, badges: [badge([.top], .absolute(x: .nan, y: 1))]))
        #expect(nan.segments[0].composition?.badges.first?.frame == Rect(x: 27.5, y: 0, width: 20, height: 20))
        #expect(nan.diagnostics.map(\.severity) == [.error])
    }

    /// The listing keeps them, and reads them back to the same layout.
    @Test func theListingCarriesThem() throws {
        let layout = layout(
            Grid(count: 2, badges: [badge([.top, .trailing])], background: SectionBackground(contentInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))))
        let listing = LayoutListing.render(layout)
        #expect(listing.contains("\n  background 5,5 365×65\n"))
        #expect(listing.contains("\n  badge 0 \"badge\" 55,0 20×20\n  badge 1 \"badge\" 130,0 20×20\n"))
        #expect(try LayoutListing.parse(listing) == layout)
    }

    @Test func misplacedListingLinesAreRefused() throws {
        let layout = layout(Grid(count: 2, badges: [badge([.top])], background: SectionBackground()))
        let listing = LayoutListing.render(layout)
        // A badge of an item the section does not have.
        #expect(throws: LayoutListingError.self) { try LayoutListing.parse(listing.replacingOccurrences(of: "  badge 1", with: "  badge 7")) }
        // A background anywhere but right after its section line.
        let moved = listing.replacingOccurrences(of: "  background 0,0 375×75\n", with: "")
            .replacingOccurrences(of: "  badge 0", with: "  background 0,0 1×1\n  badge 0")
        #expect(throws: LayoutListingError.self) { try LayoutListing.parse(moved) }
        // A badge before an item of its section.
        let early = listing.replacingOccurrences(of: "  badge 1 \"badge\" 102.5,0 20×20\n", with: "")
            .replacingOccurrences(of: "  item 1", with: "  badge 1 \"badge\" 102.5,0 20×20\n  item 1")
        #expect(throws: LayoutListingError.self) { try LayoutListing.parse(early) }
        // An item without a badge is fine.
        let fewer = listing.replacingOccurrences(of: "  badge 0 \"badge\" 27.5,0 20×20\n", with: "")
        #expect(try LayoutListing.parse(fewer).segments[0].composition?.badges.count == 1)
    }

    /// The diff names a background that came or whose insets changed, and a badge that came or
    /// moved on its cell; causes say so in every device's words.
    @Test func theDiffNamesThem() {
        let before = layout(Grid(count: 2, badges: [badge([.top, .trailing])]))
        let after = layout(
            Grid(count: 2, badges: [badge([.top, .leading])], background: SectionBackground(contentInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))))
        #expect(
            LayoutDiff(old: before, new: after).summary() == """
                2 changes: 1 background, 2 badges
                cause: background added in "Grid"
                cause: "PosterCell" badge "badge" moved on its cell in "Grid"
                segment 0 "Grid" background added at 5,5 365×65 (inset 5,5,5,5)
                segment 0 "Grid" items 0, 1 (PosterCell) badge "badge" moved left by 55 pt
                """)
        // A badge that moves with its cell is the cell's change, not its own.
        let inset = layout(Grid(count: 2, badges: [badge([.top, .trailing])], insets: EdgeInsets(top: 4)))
        #expect(!LayoutDiff(old: before, new: inset).summary().contains("badge"))
    }
}
