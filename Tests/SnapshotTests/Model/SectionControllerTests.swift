import Foundation
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

    /// A subclass's self-sizing answer is asked through the class (issue 30: the class did not
    /// declare `fittedSize`, so a subclass's answer was silently ignored): cells of an estimated
    /// height take 80 here instead of their estimate of 44.
    @Test func aSubclassFittedSizeIsAsked() throws {
        final class FittedSC: SectionController {
            override var numberOfItems: Int { 2 }
            override func compositionalSection(in context: CollectionContext) -> CompositionalSection? {
                let item = CompositionalItem(LayoutSize(width: .fractionalWidth(1), height: .estimated(44)))
                return CompositionalSection(group: .horizontal(LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [.item(item)]))
            }
            override func fittedSize(at index: Int, proposed: Size, in context: CollectionContext) -> Size? {
                Size(width: proposed.width, height: 80)
            }
        }
        var screen = Screen(name: "Fitted", device: .iPhone8, chrome: .none, layoutStyle: .compositional)
        screen.add(FittedSC())
        let segment = try #require(LayoutEngine.layout(screen).segments.first)
        #expect(segment.items.map(\.frame.height) == [80, 80])
    }

    /// Every requirement of `SubController` is declared `open` by `SectionController`, so that a
    /// subclass's override is the one asked: read from the two source files, so a requirement
    /// added to the protocol and forgotten in the class fails here.
    @Test func everyRequirementIsOverridableThroughTheClass() throws {
        let model = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/LayoutModel")
        let protocolSource = try String(contentsOf: model.appendingPathComponent("SubController.swift"), encoding: .utf8)
        let classSource = try String(contentsOf: model.appendingPathComponent("SectionController.swift"), encoding: .utf8)
        let body = try #require(
            protocolSource.components(separatedBy: "public protocol SubController {").dropFirst().first?.components(separatedBy: "\n}").first)
        let requirements = body.matches(of: /(?:var|func) (\w+)/).map { String($0.1) }
        #expect(requirements.count >= 10, "\(requirements)")
        for requirement in requirements {
            #expect(
                classSource.contains("open var \(requirement)") || classSource.contains("open func \(requirement)("),
                "SectionController does not declare \(requirement): a subclass's override would never be asked")
        }
    }
}
