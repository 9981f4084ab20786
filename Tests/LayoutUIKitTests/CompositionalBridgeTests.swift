import Foundation
import ScreenFixtures
import Snapshot
import Testing
@_spi(Surface) import UIKitSurface

/// `CompositionalBridge`: the `NSCollectionLayoutSection` tree a model section becomes, read back
/// member by member.
@MainActor @Suite struct CompositionalBridgeTests {
    /// One section that says everything the model can.
    static let everything: CompositionalSection = {
        let badge = ItemSupplementary(
            kind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
            anchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.3, y: -0.3)))
        let cell = CompositionalItem(
            LayoutSize(width: .fractionalWidth(0.5), height: .uniformAcrossSiblings(estimate: 44)),
            contentInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
            edgeSpacing: EdgeSpacing(leading: .flexible(0), top: .fixed(6)), supplementaries: [badge])
        var inner = CompositionalGroup(
            axis: .vertical, size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(100)), subitems: .repeating(.item(cell), count: 2),
            interItemSpacing: .fixed(8))
        inner.contentInsets = EdgeInsets(left: 5, right: 7)
        let outer = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.25)),
            subitems: .list([.group(inner), .item(CompositionalItem(LayoutSize(width: .absolute(60), height: .fractionalHeight(1))))]),
            interItemSpacing: .flexible(4))
        var section = CompositionalSection(
            group: outer, contentInsets: EdgeInsets(top: 8, left: 16, bottom: 24, right: 12), interGroupSpacing: 10,
            orthogonalScrolling: .groupPagingCentered,
            header: BoundaryItem(LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), pinToVisibleBounds: true, offset: Point(x: 0, y: -10)),
            footer: BoundaryItem(LayoutSize(width: .fractionalWidth(1), height: .estimated(30)), extendsBoundary: false),
            contentInsetsReference: .layoutMargins, background: SectionBackground(contentInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)))
        section.supplementariesFollowContentInsets = false
        section.group.subitems = .list([
            .group(inner),
            .group(
                CompositionalGroup(
                    axis: .horizontal, size: LayoutSize(width: .absolute(60), height: .fractionalHeight(1)), subitems: .equallySized(.item(cell), count: 3))),
        ])
        return section
    }()

    static func describe(_ dimension: NSCollectionLayoutDimension) -> String {
        let kind =
            dimension.surfaceUniform
            ? "uniform" : dimension.isFractionalWidth ? "w" : dimension.isFractionalHeight ? "h" : dimension.isAbsolute ? "pt" : "estimated"
        return "\(dimension.dimension)\(kind)"
    }

    static func describe(_ size: NSCollectionLayoutSize) -> String {
        "\(describe(size.widthDimension)) × \(describe(size.heightDimension))"
    }

    @Test func everyPartOfASectionReachesUIKit() throws {
        var refused: [String] = []
        let section = CompositionalBridge.layoutSection(Self.everything, name: "section 0 \"Everything\"", onRefusal: { refused.append($0) })
        #expect(refused.isEmpty)
        #expect(section.contentInsets == NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 24, trailing: 12))
        #expect(section.interGroupSpacing == 10)
        #expect(section.orthogonalScrollingBehavior == .groupPagingCentered)
        #expect(section.contentInsetsReference == .layoutMargins)
        #expect(section.supplementariesFollowContentInsets == false)
        let outer = try #require(section.surfaceGroup)
        #expect(outer.surfaceArrangement == "horizontal subitems")
        #expect(Self.describe(outer.layoutSize) == "1.0w × 0.25h")
        #expect(outer.interItemSpacing?.isFlexible == true && outer.interItemSpacing?.spacing == 4)
        let inner = try #require(outer.subitems.first as? NSCollectionLayoutGroup)
        #expect(inner.surfaceArrangement == "vertical repeatingSubitem count 2")
        #expect(Self.describe(inner.layoutSize) == "0.5w × 100.0estimated")
        #expect(inner.interItemSpacing?.isFixed == true && inner.interItemSpacing?.spacing == 8)
        #expect(inner.contentInsets == NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 7))
        let cell = try #require(inner.subitems.first)
        #expect(!(cell is NSCollectionLayoutGroup))
        #expect(Self.describe(cell.layoutSize) == "0.5w × 44.0uniform")
        #expect(cell.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(cell.edgeSpacing?.leading?.isFlexible == true && cell.edgeSpacing?.top?.spacing == 6 && cell.edgeSpacing?.trailing == nil)
        let badge = try #require(cell.supplementaryItems.first)
        #expect(badge.elementKind == "badge" && Self.describe(badge.layoutSize) == "20.0pt × 20.0pt")
        #expect(badge.containerAnchor.edges == [.top, .trailing] && badge.containerAnchor.isFractionalOffset == true)
        #expect(badge.containerAnchor.offset == CGPoint(x: 0.3, y: -0.3))
        let count = try #require(outer.subitems.last as? NSCollectionLayoutGroup)
        #expect(count.surfaceArrangement == "horizontal subitem count 3")
        let boundary = section.boundarySupplementaryItems
        #expect(boundary.map(\.elementKind) == [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter])
        #expect(boundary.map(\.alignment) == [.top, .bottom])
        #expect(boundary[0].pinToVisibleBounds && boundary[0].extendsBoundary && boundary[0].offset == CGPoint(x: 0, y: -10))
        #expect(!boundary[1].pinToVisibleBounds && !boundary[1].extendsBoundary && Self.describe(boundary[1].layoutSize) == "1.0w × 30.0estimated")
        #expect(section.decorationItems.map(\.elementKind) == [CompositionalBridge.backgroundKind])
        #expect(section.decorationItems.first?.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
    }

    /// A data source's compositional layout: the configuration, each fixture section through the
    /// bridge, a sub-controller without a section as its rows (ShopHome's goods list: five rows of
    /// 100, 1 apart, in one vertical group 5 × 100 + 4 = 504 tall), or as a list section.
    @Test func aScreensSectionsBecomeItsLayout() throws {
        let screen = try #require(Fixtures.named("shop-home")).make(.iPhone15)
        let source = SubControllerDataSource(subControllers: screen.subControllers)
        let view = Simulator.collectionView(on: .iPhone15, bars: Simulator.bars(of: screen))
        source.attach(to: view)
        let layout = source.compositionalLayout(options: CompositionalOptions(interSectionSpacing: 12))
        #expect(layout.configuration.interSectionSpacing == 12 && layout.configuration.contentInsetsReference == .safeArea)
        let environment = Environment(width: 393, height: 666)
        let grid = try #require(layout.surfaceProvider(1, environment))
        #expect(Self.describe(try #require(grid.surfaceGroup).layoutSize) == "1.0w × 0.25w")
        #expect(grid.decorationItems.first?.contentInsets == NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
        let strip = try #require(layout.surfaceProvider(2, environment))
        #expect(strip.orthogonalScrollingBehavior == .continuous && strip.interGroupSpacing == 10)
        #expect(strip.surfaceGroup?.subitems.first?.supplementaryItems.first?.elementKind == "sale")
        let rows = try #require(layout.surfaceProvider(3, environment)?.surfaceGroup)
        #expect(rows.surfaceArrangement == "vertical subitems")
        #expect(Self.describe(rows.layoutSize) == "1.0w × 504.0pt")
        #expect(rows.subitems.map { Self.describe($0.layoutSize) } == Array(repeating: "1.0w × 100.0pt", count: 5))
        #expect(rows.interItemSpacing?.spacing == 1)
        #expect(layout.surfaceProvider(9, environment) == nil)

        let list = source.compositionalLayout(options: CompositionalOptions(list: .insetGrouped))
        let section = try #require(list.surfaceProvider(3, environment))
        #expect(section.surfaceList?.appearance == .insetGrouped && section.surfaceList?.headerMode == UICollectionLayoutListConfiguration.HeaderMode.none)
    }

    /// What UIKit cannot take is refused by name and laid out the nearest way: a group without
    /// subitems (UIKit raises for one) gets one item of no size; a sub-controller without items
    /// still gets a rows group with one such item.
    @Test func whatUIKitCannotTakeIsRefusedByName() throws {
        var refused: [String] = []
        let empty = CompositionalSection(group: CompositionalGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: []))
        let section = CompositionalBridge.layoutSection(empty, name: "section 3 \"EmptySC\"", onRefusal: { refused.append($0) })
        #expect(
            refused == [
                "section 3 \"EmptySC\": a group without subitems (UIKit raises an exception for one); laid out with one item of no size."
            ])
        #expect(section.surfaceGroup?.subitems.count == 1)
        struct NoItems: SubController {
            var numberOfItems: Int { 0 }
            func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }
            func cellForItem(at index: Int) -> Cell { Cell("C") }
        }
        let rows = CompositionalBridge.rowsSection(
            of: NoItems(), in: LayoutEngine.context(of: Screen(name: "S")), list: nil, environment: Environment(width: 375, height: 600))
        #expect(rows.surfaceGroup?.subitems.map { CompositionalBridgeTests.describe($0.layoutSize) } == ["0.0pt × 0.0pt"])
    }

    /// Every section of every shipped fixture reaches UIKit with nothing refused.
    @Test func nothingOfTheShippedScreensIsRefused() throws {
        for fixture in Fixtures.all {
            let screen = fixture.make(.iPhone15)
            let context = LayoutEngine.context(of: screen)
            for spec in screen.subControllers {
                guard let section = spec.compositionalSection(in: context) else { continue }
                var refused: [String] = []
                _ = CompositionalBridge.layoutSection(section, name: spec.name, onRefusal: { refused.append($0) })
                #expect(refused.isEmpty, "\(fixture.name): \(refused)")
            }
        }
    }
}
