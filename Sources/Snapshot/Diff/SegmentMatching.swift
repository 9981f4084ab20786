/// Which old segment each new segment continues, and which kept segments changed order.
///
/// A segment's identity is its name and its occurrence among segments of that name: the
/// 2nd `OneLabelSC` of the old layout is the 2nd `OneLabelSC` of the new one. Unmatched old
/// segments were removed, unmatched new ones added. Of the matched ones, the longest run
/// that kept its relative order (an LCS of the two orders, found as the longest increasing
/// subsequence in O(n log n)) stays put; every other matched segment was reordered.
struct SegmentMatching: Sendable, Equatable {
    /// For each new segment, the index of the old segment it continues, or `nil` when added.
    var oldIndexForNew: [Int?]
    /// For each old segment, the index of the new segment that continues it, or `nil` when removed.
    var newIndexForOld: [Int?]
    /// For each new segment, whether it was matched but moved out of order.
    var isReordered: [Bool]

    init(old: [LayoutSegment], new: [LayoutSegment]) {
        var oldByName: [String: [Int]] = [:]
        for (index, segment) in old.enumerated() {
            oldByName[segment.name, default: []].append(index)
        }
        var seen: [String: Int] = [:]
        var oldIndexForNew = [Int?](repeating: nil, count: new.count)
        var newIndexForOld = [Int?](repeating: nil, count: old.count)
        for (index, segment) in new.enumerated() {
            let occurrence = seen[segment.name, default: 0]
            seen[segment.name] = occurrence + 1
            if let candidates = oldByName[segment.name], occurrence < candidates.count {
                oldIndexForNew[index] = candidates[occurrence]
                newIndexForOld[candidates[occurrence]] = index
            }
        }
        let newInOldOrder = newIndexForOld.compactMap { $0 }
        var isReordered = [Bool](repeating: false, count: new.count)
        for newIndex in newInOldOrder { isReordered[newIndex] = true }
        for kept in Self.longestIncreasingSubsequence(newInOldOrder) { isReordered[kept] = false }
        self.oldIndexForNew = oldIndexForNew
        self.newIndexForOld = newIndexForOld
        self.isReordered = isReordered
    }

    /// The summary position (see `SegmentRef.position`) of each old segment: a kept one at
    /// `2 × new index`, a removed one just after the kept segment that preceded it.
    func oldPositions() -> [Int] {
        var positions = [Int](repeating: 0, count: newIndexForOld.count)
        var lastKept = -1
        for (oldIndex, newIndex) in newIndexForOld.enumerated() {
            if let newIndex {
                lastKept = newIndex
                positions[oldIndex] = 2 * newIndex
            } else {
                positions[oldIndex] = 2 * lastKept + 1
            }
        }
        return positions
    }

    /// The values of one longest strictly increasing subsequence of `values`.
    ///
    /// Patience sorting: `tails[k]` is the position of the smallest value ending an increasing
    /// run of length `k + 1`; `previous` links each value to the one before it in its run.
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result: [Int] = []
        result.reserveCapacity(tails.count)
        var position = tails.last ?? -1
        while position >= 0 {
            result.append(values[position])
            position = previous[position]
        }
        return result.reversed()
    }
}
