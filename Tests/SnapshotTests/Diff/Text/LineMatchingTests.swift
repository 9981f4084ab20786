import Testing
@testable import Snapshot

@Suite struct LineMatchingTests {
    private func pairs(_ old: [Int], _ new: [Int], maxEdits: Int = 1_000) -> [[Int]] {
        let count = (old + new).max().map { $0 + 1 } ?? 0
        var matching = LineMatching(old: old, new: new, symbolCount: count)
        matching.maxEdits = maxEdits
        return matching.pairs().map { [$0.old, $0.new] }
    }

    @Test func commonHeadAndTailMatchFirst() {
        // 0 1 [2] 3 4 vs 0 1 [5] 3 4: four matches around the changed middle.
        #expect(pairs([0, 1, 2, 3, 4], [0, 1, 5, 3, 4]) == [[0, 0], [1, 1], [3, 3], [4, 4]])
    }

    @Test func uniqueLinesAnchorInOrder() {
        // 1 2 3 4 vs 3 4 1 2 (a block moved): unique lines in a longest kept order: 3 4 (or 1 2).
        let result = pairs([1, 2, 3, 4], [3, 4, 1, 2])
        #expect(result.count == 2)
        #expect(result == [[0, 2], [1, 3]] || result == [[2, 0], [3, 1]])
    }

    @Test func repeatedLinesWithoutAnchorsFallBackToMyers() {
        // x y x y vs y x y x: no line is unique; a longest common run has 3 lines.
        let result = pairs([0, 1, 0, 1], [1, 0, 1, 0])
        #expect(result.count == 3)
        #expect(zip(result, result.dropFirst()).allSatisfy { $0[0] < $1[0] && $0[1] < $1[1] })
    }

    @Test func pastTheEditCapAStretchIsReplaced() {
        // Same x y x y case: it needs 2 edits; with a cap of 1 nothing in it matches.
        #expect(pairs([0, 1, 0, 1], [1, 0, 1, 0], maxEdits: 1) == [])
    }

    @Test func textsWithNoCommonLineMatchNothing() {
        #expect(pairs([0, 1, 2], [3, 4, 5]) == [])
    }

    @Test func myersFindsAShortestEditScript() {
        // a b c a b b a vs c b a b a c (Myers' paper): the shortest script has 5 edits,
        // so 7 + 6 − 5 = 8 lines are matched, i.e. 4 pairs.
        let matching = LineMatching(old: [0, 1, 2, 0, 1, 1, 0], new: [2, 1, 0, 1, 0, 2], symbolCount: 3)
        let result = matching.myers(aRange: 0..<7, bRange: 0..<6)
        #expect(result?.count == 4)
    }

    @Test func everyPairMatchesEqualLinesInIncreasingOrder() {
        // A fixed pseudo-random text of 2 000 lines over 50 symbols, and a copy with every
        // seventh line changed.
        var seed: UInt64 = 12_345
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % 50
        }
        let old = (0..<2_000).map { _ in next() }
        let new = old.enumerated().map { $0 % 7 == 0 ? 50 + $0 % 3 : $1 }
        let result = LineMatching(old: old, new: new, symbolCount: 53).pairs()
        #expect(result.allSatisfy { old[$0.old] == new[$0.new] })
        #expect(zip(result, result.dropFirst()).allSatisfy { $0.old < $1.old && $0.new < $1.new })
        // Every unchanged line (6 of each 7) can match; the diff must find nearly all of them.
        #expect(result.count >= 1_700)
    }
}
