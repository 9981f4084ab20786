import Foundation
import Snapshot
import Testing
@_spi(Surface) import UIKitSurface

/// `SubControllerDataSource` as an app runs it: it registers what the specs name, never dequeues
/// an identifier it did not register, applies a new list of sub-controllers as one batch, and
/// makes the layout the screen is laid out with.
@MainActor @Suite struct AdapterTests {
    struct RowsSC: SubController {
        var name: String
        var count: Int
        var cell = "RowCell"
        var numberOfItems: Int { count }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { Size(width: context.screenWidth, height: 44) }
        func cellForItem(at index: Int) -> Cell { Cell(cell) }
    }

    /// A sub-controller known by its id, whatever its name.
    struct Tagged: SubController, Identifiable {
        var id: String
        var count = 1
        var numberOfItems: Int { count }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }
        func cellForItem(at index: Int) -> Cell { Cell("RowCell") }
    }

    static let views = ReusableViews(
        cells: ["RowCell": .viewClass(UICollectionViewCell.self), "PromoCell": .nib(UINib(nibName: "PromoCell", bundle: nil))],
        header: .viewClass(UICollectionReusableView.self), badges: ["sale": .viewClass(UICollectionReusableView.self)],
        background: .viewClass(UICollectionReusableView.self))

    /// Attaching registers every cell type (class or nib), the header and each badge kind under
    /// their names, and the stand-ins for what the app gave nothing for.
    @Test func attachingRegistersWhatTheSpecsName() {
        let source = SubControllerDataSource(subControllers: [RowsSC(name: "A", count: 2)], views: Self.views)
        let view = Simulator.collectionView(on: .iPhone15, bars: (0, 0))
        source.attach(to: view)
        #expect(
            view.surfaceRegistered == [
                "cell RowCell", "cell PromoCell", "UICollectionElementKindSectionHeader UICollectionElementKindSectionHeader", "sale sale",
                "UICollectionElementKindSectionHeader LayoutUIKit.unserved", "UICollectionElementKindSectionFooter LayoutUIKit.unserved",
            ])
        #expect(view.surfaceUpdates == ["reloadData"])
    }

    /// A cell type, a footer and a badge kind the app registered nothing for, and a section UIKit
    /// should not ask for: each is reported once (not a crash in a debug build) and served by a
    /// plain view registered for it, so UIKit never meets an identifier it does not know.
    @Test func whatCannotBeServedIsReportedAndNothingUnregisteredIsDequeued() {
        let source = SubControllerDataSource(subControllers: [RowsSC(name: "A", count: 2, cell: "GhostCell")], views: Self.views)
        var problems: [String] = []
        source.reportProblem = { problems.append($0) }
        let view = Simulator.collectionView(on: .iPhone15, bars: (0, 0))
        source.attach(to: view)
        _ = source.collectionView(view, cellForItemAt: IndexPath(item: 0, section: 0))
        _ = source.collectionView(view, cellForItemAt: IndexPath(item: 1, section: 0))
        _ = source.collectionView(view, cellForItemAt: IndexPath(item: 0, section: 4))
        _ = source.collectionView(view, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        _ = source.collectionView(view, viewForSupplementaryElementOfKind: "new-badge", at: IndexPath(item: 0, section: 0))
        #expect(view.surfaceUnregisteredDequeues == [])
        #expect(view.surfaceDequeued.filter { $0.contains("LayoutUIKit.unserved") }.count == 5)
        #expect(
            problems == [
                "section 0 \"A\" names the cell type \"GhostCell\", which the app registered no view for; a plain cell stands in",
                "UIKit asked for a cell of section 4, which no sub-controller serves; a plain cell stands in",
                "the layout asked for a supplementary view of kind \"UICollectionElementKindSectionFooter\", which the app registered no view for; a plain view stands in",
                "the layout asked for a supplementary view of kind \"new-badge\", which the app registered no view for; a plain view stands in",
            ])
    }

    /// MCCS's edits as one batch: [A, B, C, D] → [B, A, E, D] is C deleted (old 2), E inserted
    /// (new 2), B moved (old 1 → new 0: of the runs kept in order, A D and B D, the one keeping
    /// the earlier section, A, stays); D kept in place, its count changed from 1 to 3, reloaded. The collection view sees the data source's new count inside the batch, and
    /// the counts add up (4 − 1 + 1 = 4).
    @Test func applyingANewListIsOneBatchOfSectionUpdates() {
        let old: [any SubController] = [
            RowsSC(name: "A", count: 1), RowsSC(name: "B", count: 1), RowsSC(name: "C", count: 1), RowsSC(name: "D", count: 1),
        ]
        let new: [any SubController] = [
            RowsSC(name: "B", count: 1), RowsSC(name: "A", count: 1), RowsSC(name: "E", count: 2), RowsSC(name: "D", count: 3),
        ]
        let source = SubControllerDataSource(subControllers: old, views: Self.views)
        let view = Simulator.collectionView(on: .iPhone15, bars: (0, 0))
        source.attach(to: view)
        var finished = false
        source.apply(new) { finished = $0 }
        #expect(view.surfaceUpdates == ["reloadData", "batch {", "delete 2", "insert 2", "move 1 → 0", "reload 3", "}"])
        #expect(finished)
        #expect(source.subControllers.map(\.name) == ["B", "A", "E", "D"])
        // Back again, and to nothing: every section deleted.
        source.apply(old)
        source.apply([])
        #expect(view.surfaceUpdates.suffix(6) == ["batch {", "delete 0", "delete 1", "delete 2", "delete 3", "}"])
        #expect(!view.surfaceUpdates.contains { $0.hasPrefix("inconsistent") })
    }

    /// Identity: two instances of one type are told apart by their place among those of their
    /// name (inserting a second `A` above inserts the second, not the first); an `Identifiable`
    /// one by its id whatever its place; a moved section whose count changed is deleted and
    /// inserted (UIKit refuses to move and reload one section).
    @Test func sectionsAreKnownByIdOrByNameAndPlace() {
        let twice = SectionChanges(from: [RowsSC(name: "A", count: 1)], to: [RowsSC(name: "A", count: 1), RowsSC(name: "A", count: 1)])
        #expect(twice == SectionChanges.expected(inserted: [1]))
        // Swapped: x (old 0) stays, y (old 1) moves to the top.
        let tagged = SectionChanges(from: [Tagged(id: "x"), Tagged(id: "y")], to: [Tagged(id: "y"), Tagged(id: "x")])
        #expect(tagged == SectionChanges.expected(moved: [.init(from: 1, to: 0)]))
        // The one that stays grew: reloaded; the one that moves grew: deleted and inserted.
        let stayingGrew = SectionChanges(from: [Tagged(id: "x"), Tagged(id: "y")], to: [Tagged(id: "y"), Tagged(id: "x", count: 2)])
        #expect(stayingGrew == SectionChanges.expected(moved: [.init(from: 1, to: 0)], reloaded: [0]))
        let movingGrew = SectionChanges(from: [Tagged(id: "x"), Tagged(id: "y")], to: [Tagged(id: "y", count: 2), Tagged(id: "x")])
        #expect(movingGrew == SectionChanges.expected(deleted: [1], inserted: [0]))
        #expect(SectionChanges(from: [Tagged(id: "x")], to: [Tagged(id: "x")]).isEmpty)
        // An id that happens to read like a name is still an id.
        let mixed = SectionChanges(from: [RowsSC(name: "x", count: 1)], to: [Tagged(id: "x")])
        #expect(mixed == SectionChanges.expected(deleted: [0], inserted: [0]))
    }

    /// The layout the screen is laid out with: a flow layout scrolling as the screen does; a
    /// compositional layout with the app's background registered for the bridge's kind; none for
    /// IGListKit's and the left-aligned pod's, which the app installs, said.
    @Test func theLayoutIsTheScreens() throws {
        let source = SubControllerDataSource(subControllers: [], views: Self.views)
        var problems: [String] = []
        source.reportProblem = { problems.append($0) }
        let flow = try #require(source.makeLayout(for: Screen(name: "S", layoutStyle: .flow, scrollDirection: .horizontal)) as? UICollectionViewFlowLayout)
        #expect(flow.scrollDirection == .horizontal)
        let compositional = try #require(source.makeLayout(for: Screen(name: "S", layoutStyle: .compositional)))
        #expect(compositional is UICollectionViewCompositionalLayout)
        #expect(compositional.surfaceDecorations == [CompositionalBridge.backgroundKind])
        #expect(source.makeLayout(for: Screen(name: "S", layoutStyle: .leftAlignedFlow)) == nil)
        #expect(source.makeLayout(for: Screen(name: "S", layoutStyle: .listKit)) == nil)
        #expect(
            problems == [
                "the screen \"S\" is laid out with UICollectionViewLeftAlignedLayout, which the app installs itself",
                "the screen \"S\" is laid out with ListCollectionViewLayout, which the app installs itself",
            ])
        for style in [LayoutStyle.flow, .compositional] {
            let made = try #require(source.makeLayout(for: Screen(name: "S", layoutStyle: style)))
            #expect(String(describing: type(of: made)) == style.layoutClassName)
        }
    }
}

extension SectionChanges {
    static func expected(deleted: [Int] = [], inserted: [Int] = [], moved: [Move] = [], reloaded: [Int] = []) -> SectionChanges {
        var changes = SectionChanges(from: [], to: [])
        (changes.deleted, changes.inserted, changes.moved, changes.reloaded) = (deleted, inserted, moved, reloaded)
        return changes
    }
}
