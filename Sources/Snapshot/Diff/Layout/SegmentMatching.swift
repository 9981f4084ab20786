/// Which old segment each new segment continues, and which kept segments changed order.
///
/// A segment's identity is its name and its occurrence among segments of that name: the
/// 2nd `OneLabelSC` of the old layout is the 2nd `OneLabelSC` of the new one. Unmatched old
/// segments were removed, unmatched new ones added. Of the matched ones, the longest run
/// that kept its relative order stays put and every other one was reordered: an LCS of the
/// two orders, found as a longest increasing run in O(n log n) (`LongestIncreasingRun`).
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
        for position in LongestIncreasingRun.positions(in: newInOldOrder) {
            isReordered[newInOldOrder[position]] = false
        }
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
}
