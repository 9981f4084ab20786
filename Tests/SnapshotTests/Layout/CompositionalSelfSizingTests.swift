import Testing
@testable import Snapshot

/// Cells that size themselves (`estimated` and `uniformAcrossSiblings` dimensions answered by
/// `SubController.fittedSize`), on a 375 × 800 @2x test device without chrome. Frames are worked
/// out by hand from the rules in `CompositionalResolver.places(of:size:at:fitter:)`: Apple's
/// documentation of `NSCollectionLayoutDimension.estimated` and `uniformAcrossSiblings(estimate:)`,
/// and the forum measurement of fractional items in an estimated group.
@Suite struct CompositionalSelfSizingTests {
    /// Two columns (half the width each) of cells whose height is `itemHeight`, in groups whose
    /// height is `groupHeight`; `heights[i]` is item i's fitted height (`nil`: no answer).
    struct Cards: SubController {
        var heights: [Double?]
        var itemHeight: LayoutDimension = .estimated(44)
        var groupHeight: LayoutDimension = .estimated(44)
        var spacing = 0.0
        var orthogonal = OrthogonalScrolling.none
        var groupWidth: LayoutDimension = .fractionalWidth(1)
        var numberOfItems: Int { heights.count }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }
        func cellForItem(at index: Int) -> Cell { Cell("CardCell") }
        func compositionalSection(in context: CollectionContext) -> CompositionalSection? {
            let item = CompositionalItem(LayoutSize(width: .fractionalWidth(0.5), height: itemHeight))
            let group = CompositionalGroup.horizontal(LayoutSize(width: groupWidth, height: groupHeight), subitems: [.item(item)])
            return CompositionalSection(group: group, interGroupSpacing: spacing, orthogonalScrolling: orthogonal)
        }
        func fittedSize(at index: Int, proposed: Size, in context: CollectionContext) -> Size? {
            heights[index].map { Size(width: 999, height: $0) }  // the width is not self-sizing: never used
        }
    }

    static let device = Device(id: "test", name: "Test", portraitSize: Size(width: 375, height: 800), scale: 2)

    func layout(_ cards: Cards) -> Layout {
        layOut([cards], style: .compositional, device: Self.device)
    }

    func frames(_ layout: Layout) -> [Rect] { layout.segments[0].items.map(\.frame) }

    /// Estimated heights: each cell its own fitted height, each row as tall as its tallest, rows
    /// one under another. Item 3 gives no answer: it stays at its estimate, 44.
    @Test func estimatedCellsTakeTheirFittedHeightAndTheGroupGrows() throws {
        let layout = layout(Cards(heights: [60, 80, 50, nil]))
        #expect(
            frames(layout) == [
                Rect(x: 0, y: 0, width: 187.5, height: 60), Rect(x: 187.5, y: 0, width: 187.5, height: 80),
                Rect(x: 0, y: 80, width: 187.5, height: 50), Rect(x: 187.5, y: 80, width: 187.5, height: 44),
            ])
        #expect(layout.segments[0].frame.height == 130)
        let composition = try #require(layout.segments[0].composition)
        #expect(composition.sizedGroups == [Rect(x: 0, y: 0, width: 375, height: 80), Rect(x: 0, y: 80, width: 375, height: 50)])
        #expect(composition.fitted == [0, 1, 2])
        #expect(composition.estimated == [3])
        // The listing says which were fitted and which stayed at their estimate, and reads back.
        let listing = LayoutListing.render(layout)
        #expect(listing.contains("\n  group 0,0 375×80\n  group 0,80 375×50\n  fitted 0-2\n  estimated 3\n"))
        #expect(try LayoutListing.parse(listing) == layout)
    }

    /// `uniformAcrossSiblings`: the same answers, each row's cells grown to its tallest (80, then
    /// 50: item 3, at its estimate of 44, grows too).
    @Test func uniformCellsGrowToTheirTallestSibling() {
        let layout = layout(Cards(heights: [60, 80, 50, nil], itemHeight: .uniformAcrossSiblings(estimate: 44)))
        #expect(
            frames(layout) == [
                Rect(x: 0, y: 0, width: 187.5, height: 80), Rect(x: 187.5, y: 0, width: 187.5, height: 80),
                Rect(x: 0, y: 80, width: 187.5, height: 50), Rect(x: 187.5, y: 80, width: 187.5, height: 50),
            ])
        #expect(layout.segments[0].composition?.tree == "horizontal 1w×~44 [item 0.5w×≈44]")
    }

    /// A group of absolute height keeps it: rows are 60 apart whatever their cells.
    @Test func aGroupOfAbsoluteHeightDoesNotGrow() {
        let layout = layout(Cards(heights: [30, 90, 40, 40], groupHeight: .absolute(60), spacing: 10))
        #expect(frames(layout).map(\.minY) == [0, 0, 70, 70])
        #expect(frames(layout).map(\.height) == [30, 90, 40, 40])
        #expect(layout.segments[0].frame.height == 130)
        // Item 1 (90) overflows its 60-point group: said, not guessed.
        #expect(layout.diagnostics.map(\.kind) == [.unsupportedOption])
    }

    /// Fractional cells in an estimated group are a fraction of the estimate and ask nothing.
    @Test func fractionalCellsInAnEstimatedGroupStayAtTheEstimate() {
        let layout = layout(Cards(heights: [90, 90], itemHeight: .fractionalHeight(1)))
        #expect(frames(layout).map(\.height) == [44, 44])
        #expect(layout.segments[0].composition?.fitted == [])
    }

    /// Sideways: the repetitions go right at their own widths, the section as tall as the tallest.
    @Test func aSidewaysSectionIsAsTallAsItsTallestGroup() {
        let layout = layout(Cards(heights: [60, 80, 50, 30], spacing: 10, orthogonal: .continuous, groupWidth: .absolute(200)))
        #expect(
            frames(layout) == [
                Rect(x: 0, y: 0, width: 100, height: 60), Rect(x: 100, y: 0, width: 100, height: 80),
                Rect(x: 210, y: 0, width: 100, height: 50), Rect(x: 310, y: 0, width: 100, height: 30),
            ])
        #expect(layout.segments[0].frame.height == 80)
    }

    /// A bad answer is an error naming the item, and the cell keeps its estimate.
    @Test func aBadFittedSizeIsAnError() {
        let layout = layout(Cards(heights: [.nan, -1, 50]))
        #expect(frames(layout).map(\.height) == [44, 44, 50])
        #expect(
            layout.diagnostics.map(\.message) == [
                "segment 0 \"Cards\" item 0 answered a fitted size that is negative, NaN or infinite (and 1 more items); laid out at the estimate."
            ])
    }

    @Test func fittedSizeIsAskedOncePerItemInOrderWithItsPlace() {
        final class Log: @unchecked Sendable { var asked: [(Int, Size)] = [] }
        struct Logged: SubController {
            let log: Log
            var numberOfItems: Int { 3 }
            func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }
            func cellForItem(at index: Int) -> Cell { Cell("C") }
            func compositionalSection(in context: CollectionContext) -> CompositionalSection? {
                let item = CompositionalItem(
                    LayoutSize(width: .fractionalWidth(0.5), height: .estimated(44)), contentInsets: EdgeInsets(top: 3, left: 4, bottom: 3, right: 4))
                return CompositionalSection(group: .horizontal(LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [.item(item)]))
            }
            func fittedSize(at index: Int, proposed: Size, in context: CollectionContext) -> Size? {
                log.asked.append((index, proposed))
                return nil
            }
        }
        let log = Log()
        _ = layOut([Logged(log: log)], style: .compositional, device: Self.device)
        // The width inset stays (4 + 4 off 187.5); the estimated height ignores its insets.
        #expect(log.asked.map(\.0) == [0, 1, 2])
        #expect(log.asked.allSatisfy { $0.1 == Size(width: 179.5, height: 44) })
    }
}
