import Testing
import Snapshot
@testable import LayoutRules

/// `check` has the bounds `render` has: work that grows with the cells, not their pairs, and a
/// violation list that stops growing (issue 27's screens: one row of cells, stacked cells,
/// 2,000 segments of broken cells). Work is counted, never timed.
@Suite struct RuleBoundsTests {
    /// A random box on a 40 × 40 grid of whole and half points (shared edges, containment and
    /// zero sizes all happen), from a fixed generator.
    struct Boxes {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func rect() -> Rect {
            Rect(x: Double(next(80)) / 2, y: Double(next(80)) / 2, width: Double(next(30)) / 2, height: Double(next(30)) / 2)
        }
    }

    /// The sweep finds exactly the pairs a comparison of every pair finds (by `overlap`), over
    /// 300 random sets of up to 60 boxes.
    @Test func theSweepFindsExactlyThePairsEveryComparisonFinds() {
        var boxes = Boxes(state: 27)
        for _ in 0..<300 {
            let rects = (0..<(1 + boxes.next(60))).map { _ in boxes.rect() }
            var everyPair: Set<[Int]> = []
            for a in rects.indices {
                for b in rects.indices where a < b && overlap(rects[a], rects[b]) { everyPair.insert([a, b]) }
            }
            var swept: [[Int]] = []
            OverlapSweep.pairs(of: rects) { earlier, later in
                swept.append([earlier, later].sorted())
                return true
            }
            #expect(Set(swept) == everyPair)
            #expect(swept.count == everyPair.count, "a pair was reported twice")
        }
    }

    /// 100,000 cells in one row, none overlapping: each is compared with none (the old
    /// comparison of every pair made about 5 × 10⁹).
    @Test func oneRowOfCellsCostsNoComparisons() {
        let row = (0..<100_000).map { Rect(x: Double($0) * 10, y: 0, width: 10, height: 500) }
        var compared = 0
        var found = 0
        _ = OverlapSweep.pairs(of: row, compared: &compared) { _, _ in
            found += 1
            return true
        }
        #expect(found == 0)
        #expect(compared == 0)
        // Right to left, the same.
        compared = 0
        _ = OverlapSweep.pairs(of: row.reversed(), compared: &compared) { _, _ in true }
        #expect(compared == 0)
    }

    /// 10,000 stacked cells are 49,995,000 overlapping pairs: the rule lists 100, compares 100,
    /// and says it stopped.
    @Test func stackedCellsStopAfterTheListedViolations() {
        let items = (0..<10_000).map { LayoutItem(index: $0, cellType: "C", frame: Rect(x: 0, y: Double($0) / 1000, width: 375, height: 50)) }
        let layout = LayoutRuleTests.layout([
            LayoutSegment(
                index: 0, name: "S", frame: Rect(x: 0, y: 0, width: 375, height: 60), inset: .zero, minimumLineSpacing: 0,
                minimumInteritemSpacing: 0, items: items)
        ])
        let found = LayoutRule.cellsDoNotOverlap.found(in: layout, limit: LayoutRule.listedViolations)
        #expect(found.listed.count == 100)
        #expect(found.stoppedEarly)
        // Cell 1 is the second met going down; it overlaps cell 0, so the first pair is (0, 1).
        #expect(found.listed.first?.places.map(\.item) == [0, 1])
        var compared = 0
        var reported = 0
        _ = OverlapSweep.pairs(of: items.map(\.frame), compared: &compared) { _, _ in
            reported += 1
            return reported < 100
        }
        #expect(compared == 100)
    }

    /// A linear rule lists 100 and counts the rest exactly; the report says how many.
    @Test func linearRulesCountWhatTheyDoNotList() {
        let items = (0..<5_000).map { LayoutItem(index: $0, cellType: "C", frame: Rect(x: 0, y: Double($0) * 10, width: 0, height: 10)) }
        let layout = LayoutRuleTests.layout([
            LayoutSegment(
                index: 0, name: "S", frame: Rect(x: 0, y: 0, width: 375, height: 50_000), inset: .zero, minimumLineSpacing: 0,
                minimumInteritemSpacing: 0, items: items)
        ])
        let found = LayoutRule.cellsHaveSize.found(in: layout, limit: LayoutRule.listedViolations)
        #expect(found.listed.count == 100)
        #expect(found.unlisted == 4_900)
        #expect(!found.stoppedEarly)
        #expect(LayoutRule.cellsHaveSize.allowing(cells: ["C"]).found(in: layout, limit: 100).unlisted == 0)
    }

    /// 1,000 segments × 20 zero-size cells (20,000 cells): shrinking lays out at most ten times
    /// the failing layout's cells (the old shrinker made a layout per segment, most of them
    /// nearly whole, about 10⁷ cells) and still finds the smallest case, one segment of one cell.
    @Test func shrinkingIsBoundedByTheCellsOfTheFailingLayout() {
        var screen = Screen(name: "Many", device: .iPhone8)
        for index in 0..<1_000 { screen.add(Grid(name: "S\(index)", cell: Cell("C"), count: 20, columns: 5, itemHeight: 0)) }
        let report = RuleCheck.run({ _ in screen }, on: [.iPhone8], rules: [.cellsHaveSize])
        let failure = report.failures.first
        #expect(failure?.unlisted == 19_900)
        #expect(failure?.smallest.segments == [0])
        #expect(failure?.smallest.items == [0: 1])
        #expect((failure?.smallest.cellsLaidOut ?? .max) <= 10 * 20_000)
        #expect(report.description.contains("  … and 19995 more\n"))
    }
}
