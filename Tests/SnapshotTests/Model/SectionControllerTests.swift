import Testing
import Snapshot

/// Sub-controllers written as a class hierarchy, as MCCS and IGListKit code is.
@Suite struct SectionControllerTests {
    /// The goods grid of the tutorial: (SCREEN_WIDTH − 32) / 2 × 265, six cells.
    class GoodsBaseSC: SectionController {
        override var numberOfItems: Int { 6 }
        override func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
            Size(width: (context.screenWidth - 32) / 2, height: 265)
        }
        override func cellForItem(at index: Int) -> Cell { Cell("GoodsCell") }
    }

    /// Only the inset changes, in a subclass.
    final class OptimumGoodsSC: GoodsBaseSC {
        override var inset: EdgeInsets { EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
    }

    @Test func aSubclassOverrideOfInsetIsWhatTheLayoutUses() throws {
        var screen = Screen(name: "SecondCategoryVC", device: .iPhone8)
        screen.add(OptimumGoodsSC())
        let segment = try #require(LayoutEngine.layout(screen).segments.first)
        #expect(segment.name == "OptimumGoodsSC")
        #expect(segment.inset == EdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        // Left-aligned flow on a 375-pt screen: items (375 − 32) / 2 = 171.5 wide, the first at
        // the left inset 16, the second right after it at 16 + 171.5 = 187.5 (spacing 0).
        let items = segment.items.map(\.frame)
        #expect(items.first == Rect(x: 16, y: items[0].minY, width: 171.5, height: 265))
        #expect(items[1].minX == 187.5)
    }

    @Test func withoutOverridesItIsAnEmptySegmentNamedAfterTheClass() throws {
        var screen = Screen(name: "Empty", device: .iPhone8)
        screen.add(SectionController())
        let segment = try #require(LayoutEngine.layout(screen).segments.first)
        #expect(segment.name == "SectionController")
        #expect(segment.items.isEmpty)
    }
}
