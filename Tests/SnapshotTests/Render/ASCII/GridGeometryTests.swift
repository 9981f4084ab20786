import Testing
@testable import Snapshot

@Suite struct GridScaleTests {
    @Test func edgesRoundHalfUpToTheNearestLine() {
        let scale = GridScale(columnPoints: 4)
        #expect(scale.column(0) == 0)
        #expect(scale.column(1.9) == 0)  // 0.475 + 0.5 → 0
        #expect(scale.column(2) == 1)  // 0.5 + 0.5 → 1
        #expect(scale.column(187.5) == 47)  // 46.875 + 0.5 → 47
        #expect(scale.row(50) == 6)  // 6.25 + 0.5 → 6
        #expect(scale.row(-4) == 0)  // -0.5 + 0.5 → 0
        #expect(scale.row(-4.1) == -1)
    }

    @Test func rectanglesSharingAnEdgeNeverShareACell() {
        let scale = GridScale(columnPoints: 4)
        let left = scale.cells(Rect(x: 16, y: 0, width: 171.5, height: 265))
        let right = scale.cells(Rect(x: 187.5, y: 0, width: 171.5, height: 265))
        #expect(left?.right == right?.left)
        #expect(left == GridRect(top: 0, left: 4, bottom: 33, right: 47))
    }

    @Test func nanHasNoCellAndInfinityIsClamped() {
        let scale = GridScale(columnPoints: 4)
        #expect(scale.column(.nan) == nil)
        #expect(scale.cells(Rect(x: 0, y: .nan, width: 1, height: 1)) == nil)
        #expect(scale.row(.infinity) == 100_000_000)
        #expect(scale.row(-.infinity) == -100_000_000)
    }
}
