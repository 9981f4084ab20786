/// Which lines of an old and a new text are the same line: pairs increasing on both sides.
///
/// Patience style, so it stays fast on big inputs: trim the common head and tail; anchor on
/// lines that occur exactly once in each side (kept in order by `LongestIncreasingRun`);
/// repeat between anchors. A stretch with common lines but no unique ones (the repeated
/// border rows of an ASCII grid) goes to Myers' O(ND) diff with D capped at `maxEdits`;
/// past the cap, or with no common line at all, the stretch is simply replaced. Cost is
/// O(n log n) plus at most O(n × maxEdits), memory O(n + maxEdits²).
struct LineMatching {
    /// Lines as symbols: equal lines have equal numbers in `0..<symbolCount`.
    let old: [Int]
    let new: [Int]
    let symbolCount: Int
    var maxEdits = 1_000

    /// The matched pairs (old line, new line), ascending on both sides.
    func pairs() -> [(old: Int, new: Int)] {
        var state = Counts(symbolCount: symbolCount)
        var pairs: [(old: Int, new: Int)] = []
        var stack = [(aLow: 0, aHigh: old.count, bLow: 0, bHigh: new.count)]
        while var range = stack.popLast() {
            while range.aLow < range.aHigh, range.bLow < range.bHigh, old[range.aLow] == new[range.bLow] {
                pairs.append((range.aLow, range.bLow))
                range.aLow += 1
                range.bLow += 1
            }
            while range.aLow < range.aHigh, range.bLow < range.bHigh, old[range.aHigh - 1] == new[range.bHigh - 1] {
                range.aHigh -= 1
                range.bHigh -= 1
                pairs.append((range.aHigh, range.bHigh))
            }
            guard range.aLow < range.aHigh, range.bLow < range.bHigh else { continue }
            let (anchors, anyCommon) = state.uniqueCommonLines(
                old: old, aRange: range.aLow..<range.aHigh, new: new, bRange: range.bLow..<range.bHigh)
            guard anyCommon else { continue }
            guard !anchors.isEmpty else {
                pairs += myers(aRange: range.aLow..<range.aHigh, bRange: range.bLow..<range.bHigh) ?? []
                continue
            }
            var aLow = range.aLow
            var bLow = range.bLow
            for position in LongestIncreasingRun.positions(in: anchors.map(\.new)) {
                let anchor = anchors[position]
                stack.append((aLow, anchor.old, bLow, anchor.new))
                pairs.append(anchor)
                aLow = anchor.old + 1
                bLow = anchor.new + 1
            }
            stack.append((aLow, range.aHigh, bLow, range.bHigh))
        }
        pairs.sort { $0.old < $1.old }
        return pairs
    }

    /// Per-symbol counts for one stretch, reset after use so each stretch costs its own length.
    private struct Counts {
        var inOld: [Int32]
        var inNew: [Int32]
        var positionInNew: [Int]

        init(symbolCount: Int) {
            inOld = [Int32](repeating: 0, count: symbolCount)
            inNew = [Int32](repeating: 0, count: symbolCount)
            positionInNew = [Int](repeating: 0, count: symbolCount)
        }

        /// Lines found exactly once on each side, in old order; and whether any line is common.
        mutating func uniqueCommonLines(
            old: [Int], aRange: Range<Int>, new: [Int], bRange: Range<Int>
        ) -> (anchors: [(old: Int, new: Int)], anyCommon: Bool) {
            for index in aRange { inOld[old[index]] += 1 }
            for index in bRange {
                inNew[new[index]] += 1
                positionInNew[new[index]] = index
            }
            var anchors: [(old: Int, new: Int)] = []
            var anyCommon = false
            for index in aRange {
                let symbol = old[index]
                guard inNew[symbol] > 0 else { continue }
                anyCommon = true
                if inOld[symbol] == 1, inNew[symbol] == 1 { anchors.append((index, positionInNew[symbol])) }
            }
            for index in aRange { inOld[old[index]] = 0 }
            for index in bRange { inNew[new[index]] = 0 }
            return (anchors, anyCommon)
        }
    }

    /// Myers' greedy shortest edit script on one stretch, or `nil` when it needs more than
    /// `maxEdits` insertions and deletions. Keeps the frontier of every round (`trace`) to walk back.
    func myers(aRange: Range<Int>, bRange: Range<Int>) -> [(old: Int, new: Int)]? {
        let n = aRange.count
        let m = bRange.count
        let limit = min(n + m, maxEdits)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for d in 0...limit {
            trace.append(Array(frontier[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]))
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[aRange.lowerBound + x] == new[bRange.lowerBound + y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m {
                    return walkBack(trace: trace, n: n, m: m, aStart: aRange.lowerBound, bStart: bRange.lowerBound)
                }
            }
        }
        return nil
    }

    /// The diagonal moves of the path that `trace` found, from the end back to the start.
    private func walkBack(trace: [[Int]], n: Int, m: Int, aStart: Int, bStart: Int) -> [(old: Int, new: Int)] {
        var pairs: [(old: Int, new: Int)] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let round = trace[d]  // frontier before round d, for k in −d−1 … d+1
            func at(_ k: Int) -> Int { round[k + d + 1] }
            let k = x - y
            let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let previousX = at(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                pairs.append((aStart + x, bStart + y))
            }
            x = previousX
            y = previousY
        }
        return pairs
    }
}
