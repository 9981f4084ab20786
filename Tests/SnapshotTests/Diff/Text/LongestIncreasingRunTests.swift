import Testing
@testable import Snapshot

@Suite struct LongestIncreasingRunTests {
    @Test func keepsOneLongestStrictlyIncreasingRun() {
        // 3 1 2 5 4: runs of three are 1 2 5 and 1 2 4; patience keeps the smallest tail, 4,
        // at positions 1, 2, 4.
        #expect(LongestIncreasingRun.positions(in: [3, 1, 2, 5, 4]) == [1, 2, 4])
    }

    @Test func equalValuesDoNotExtendARun() {
        #expect(LongestIncreasingRun.positions(in: [2, 2, 2]).count == 1)
        #expect(LongestIncreasingRun.positions(in: []) == [])
    }

    @Test func aSortedListIsItsOwnRun() {
        #expect(LongestIncreasingRun.positions(in: Array(0..<1000)) == Array(0..<1000))
    }
}
