import Testing
@testable import Snapshot

@Suite struct PixelGridTests {
    @Test func snappingFloorsTheOriginAndCeilsTheSize() {
        let grid = PixelGrid(scale: 3)
        // x: floor(171.5 × 3 = 514.5) / 3 = 514 / 3; y: floor(0.2 × 3 = 0.6) = 0;
        // width: ceil(10.1 × 3 = 30.3) / 3 = 31 / 3; height: 20 × 3 = 60 stays.
        #expect(grid.snapped(Rect(x: 171.5, y: 0.2, width: 10.1, height: 20)) == Rect(x: 514.0 / 3, y: 0, width: 31.0 / 3, height: 20))
    }

    @Test func snappingAt2xKeepsHalfPoints() {
        let grid = PixelGrid(scale: 2)
        #expect(grid.snapped(Rect(x: 0.5, y: 1.25, width: 0.5, height: 0.1)) == Rect(x: 0.5, y: 1, width: 0.5, height: 0.5))
    }

    @Test func edgesOnWholePixelsAreOnTheGrid() {
        let grid = PixelGrid(scale: 3)
        #expect(grid.isOnGrid(100.0 / 3))  // 100 pixels
        #expect(grid.isOnGrid(171.5) == false)  // 514.5 pixels
        #expect(grid.isOnGrid(1_000_000.0 + 1.0 / 3))  // 3,000,001 pixels
    }

    /// The conversion `isOnGrid` makes gives what its definition says, at the tolerance's edges,
    /// halves, negatives, the largest values it converts and past them.
    @Test func onTheGridIsWithinAMillionthOfTheNearestWholePixel() {
        let grid = PixelGrid(scale: 1)
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1e-6, -1e-6, 1.5e-6, 1 - 1e-6, 1 - 1.5e-6, 0x1p62, -0x1p62, 0x1p62 - 1024, 0x1p53 + 2, 0x1p51 + 0.5]
        values += [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 171.5, 513.999_999_9, 514.000_002]
        let offsets = [-3e-6, -1.000_001e-6, -1e-6, -0.999_999e-6, 0, 0.999_999e-6, 1e-6, 1.000_001e-6, 3e-6, 0.25, 0.5, 0.75]
        for whole in stride(from: -10_000_000.0, through: 10_000_000, by: 9_973) {
            values += offsets.map { whole + $0 } + [whole / 3 * 3, (whole + 1) / 7]
        }
        for value in values {
            #expect(grid.isOnGrid(value) == (abs(value - value.rounded()) <= 1e-6), "\(value)")
        }
    }

    @Test(arguments: [0, -2, Double.nan, Double.infinity])
    func unusableScaleIsTakenAsOne(scale: Double) {
        let grid = PixelGrid(scale: scale)
        #expect(grid.scale == 1)
        #expect(grid.snapped(Rect(x: 1.5, y: 2.5, width: 3.5, height: 4.5)) == Rect(x: 1, y: 2, width: 4, height: 5))
    }
}
