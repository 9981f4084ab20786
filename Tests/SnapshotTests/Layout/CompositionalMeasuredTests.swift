import Testing
@testable import Snapshot

/// The compositional rules UIKit's own pixels settle: faberNovel/CompositionalLayoutDSL's snapshot
/// tests render a `UICollectionViewController` with the plain `NSCollectionLayout*` layout on a
/// 375 × 812 screen at 3x, on iOS 17 (commit fe2f7a6, iPhone 15 simulator) and iOS 14 (its
/// parent, iPhone 12). Cells are RGB 128 grey; the frames below were read from the images as the
/// bounding boxes of those regions, divided by 3, less where the content starts (54 points down
/// on iOS 17, 47 on iOS 14), and are worked out here from the rules with the arithmetic beside
/// them. A pixel edge is the point edge × 3 rounded (iOS 17 rounds 556.5 down, iOS 14 up).
@Suite struct CompositionalMeasuredTests {
    /// The images' screen: 375 wide, no safe-area sides (portrait).
    static let device = Device(id: "iphone-x-3x", name: "375 × 812 @3x", portraitSize: Size(width: 375, height: 812), scale: 3)

    /// `SupplementaryItemDSLTests.testSupplementaryItem`: a group of 4 equal items (`subitem:count:`),
    /// 80 tall, 16 between items, a 20-point trailing inset; items `fractionalWidth(0.25)` tall;
    /// 16 between groups and a 16-point bottom inset.
    struct CountSC: SubController {
        var count: Int
        var numberOfItems: Int { count }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }
        func cellForItem(at index: Int) -> Cell { Cell("TestingCellView") }
        func compositionalSection(in context: CollectionContext) -> CompositionalSection? {
            let item = CompositionalElement.item(CompositionalItem(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.25))))
            var group = CompositionalGroup(
                axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(80)), subitems: .equallySized(item, count: 4),
                interItemSpacing: .fixed(16))
            group.contentInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 20)
            return CompositionalSection(group: group, contentInsets: EdgeInsets(top: 0, left: 0, bottom: 16, right: 0), interGroupSpacing: 16)
        }
    }

    /// Rule 1: the group is 375 − 20 = 355 wide inside its inset; its 4 places share 355 − 3 × 16
    /// = 307, so each is 307 / 4 = 76.75 wide; an item `fractionalWidth(0.25)` tall is 0.25 × 307
    /// = 76.75 tall (0.25 × 355 = 88.75 against the whole group). Measured
    /// (`testSupplementaryItem.1`, 5 items): cells 230 × 230 pixels (76.75 × 3 = 230.25) at
    /// x = 0, 278, 556, 834 on iOS 17 (0, 278, 557, 835 on iOS 14) and 162 pixels down; the fifth
    /// at 450 pixels down, 288 = 3 × (80 + 16) below the first.
    ///
    /// Rule 2, the pixel grid (issue 38): on iOS 17 each place is floored, 230.25 → 230 pixels
    /// (76.667), and the positions add up: 0, 76.667 + 16 = 92.667 (278 pixels), 185.333 (556),
    /// 278 (834). On iOS 14 the exact x 92.75, 185.5, 278.25 are rounded each to the nearest
    /// pixel: 278.25 → 278, 556.5 → 557, 834.75 → 835 pixels; the widths 230.25 → 230.
    @Test func aCountGroupSizesItsSubitemAgainstTheGroupLessItsGaps() {
        let layout = layOut([CountSC(count: 5)], style: .compositional, device: Self.device)
        let side = 230.0 / 3
        #expect(
            layout.frames(0) == [
                Rect(x: 0, y: 0, width: side, height: side), Rect(x: 278.0 / 3, y: 0, width: side, height: side),
                Rect(x: 556.0 / 3, y: 0, width: side, height: side), Rect(x: 834.0 / 3, y: 0, width: side, height: side),
                Rect(x: 0, y: 96, width: side, height: side),
            ])
        let iOS14 = layOut([CountSC(count: 5)], style: .compositional(CompositionalOptions(uikit: .iOS14)), device: Self.device)
        #expect(iOS14.frames(0).map { $0.minX * 3 } == [0, 278, 557, 835, 0])
        #expect(iOS14.frames(0).allSatisfy { $0.width * 3 == 230 && $0.height * 3 == 230 })
        // Two groups of 80, 16 between them, the 16-point bottom inset: 80 + 16 + 80 + 16 = 192.
        #expect(layout.segments[0].frame.height == 192)
        // The rule is settled: nothing is said about it any more.
        #expect(!layout.diagnostics.contains { $0.kind == .unsupportedOption })
    }

    /// `DecorationItemDSLTests.testDecorationItem`: sections that scroll sideways, 16 points of
    /// content inset on every side, a background, groups of 4 equal items 40 tall, 8 apart.
    struct ShelfSC: SubController {
        var count: Int
        var numberOfItems: Int { count }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }
        func cellForItem(at index: Int) -> Cell { Cell("TestingCellView") }
        func compositionalSection(in context: CollectionContext) -> CompositionalSection? {
            let item = CompositionalElement.item(CompositionalItem(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))
            let group = CompositionalGroup(
                axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), subitems: .equallySized(item, count: 4),
                interItemSpacing: .fixed(8))
            return CompositionalSection(
                group: group, contentInsets: EdgeInsets(top: 16, left: 16, bottom: 16, right: 16), interGroupSpacing: 8,
                orthogonalScrolling: .continuous, background: SectionBackground())
        }
    }

    /// Rule 2: an empty section that scrolls sideways takes no height on iOS 17, not even its
    /// insets. Measured (`testDecorationItem.3`, whose section 0 is empty): section 1's first cell
    /// is 16 points below where the content starts (210 − 162 = 48 pixels), so section 0 took
    /// nothing; iOS 14's image of the same test has it 16 + 72 points down (a band as tall as a
    /// group and its insets, with its background). Section 1: the group is the collection view's
    /// 375 wide (it scrolls sideways), its places (375 − 3 × 8) / 4 = 87.75 wide, floored to 263
    /// pixels (87.667) at x = 16, 111.667, 207.333, 303 (measured: 263 pixels wide at 48, 335,
    /// 622, 909); the section is 16 + 40 + 16 = 72.
    @Test func anEmptySectionThatScrollsSidewaysTakesNoHeight() {
        let layout = layOut([ShelfSC(count: 0), ShelfSC(count: 6)], style: .compositional, device: Self.device)
        #expect(layout.segments[0].frame == Rect(x: 0, y: 0, width: 375, height: 0))
        #expect(layout.segments[0].composition?.background == nil)
        #expect(layout.segments[1].frame == Rect(x: 0, y: 0, width: 375, height: 72))
        #expect(
            Array(layout.frames(1).prefix(4)) == [
                Rect(x: 16, y: 16, width: 263.0 / 3, height: 40), Rect(x: 335.0 / 3, y: 16, width: 263.0 / 3, height: 40),
                Rect(x: 622.0 / 3, y: 16, width: 263.0 / 3, height: 40), Rect(x: 303, y: 16, width: 263.0 / 3, height: 40),
            ])
        let empty = layout.diagnostics.first { $0.kind == .emptySegment }
        #expect(empty?.message.contains("it takes no height, not even its insets (iOS 17, measured") == true)
    }
}
