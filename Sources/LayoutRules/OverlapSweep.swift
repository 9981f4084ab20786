import Snapshot

/// The pairs of rectangles that share an area, found by one sweep down the content instead of
/// comparing every pair: a million cells in one row cost a million small tree walks, not half a
/// million million comparisons.
///
/// Rectangles are met in order of their top edge. Those met earlier whose bottom is still below
/// the current top are *open*; each is a leaf of a tree over all rectangles ordered by left
/// edge, holding its right edge (−∞ once closed), and every node holds the largest right edge
/// below it. A rectangle overlaps an open one exactly when that one starts left of its right
/// edge (a prefix of the leaves) and ends right of its left edge (a leaf above a threshold), so
/// the tree answers with the overlapping ones only, `O(log n)` each. Areas count when both
/// sides overlap by more than `tolerance` (1e-6: a shared edge is not an overlap).
///
///     OverlapSweep.pairs(of: [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 5, width: 10, height: 10)]) { a, b in
///         print(a, b)   // 0 1
///         return true   // go on
///     }
enum OverlapSweep {
    static let tolerance = 1e-6

    /// Calls `found(earlier, later)` for each overlapping pair (indices into `rects`, `earlier`
    /// met first going down), in the order the later one is met, then by the earlier one's left
    /// edge; `found` returns whether to go on. Returns false when `found` stopped it.
    @discardableResult
    static func pairs(of rects: [Rect], _ found: (Int, Int) -> Bool) -> Bool {
        var compared = 0
        return pairs(of: rects, compared: &compared, found)
    }

    /// `pairs(of:_:)`, counting in `compared` the pairs whose areas it compared: the work, which
    /// a test bounds.
    static func pairs(of rects: [Rect], compared: inout Int, _ found: (Int, Int) -> Bool) -> Bool {
        // A rectangle without more than `tolerance` of width and height overlaps nothing.
        // Indices are 32-bit (a screen has at most a million cells): the five index arrays of a
        // million cells take 20 MB, not 40.
        var solid: [Int32] = []
        solid.reserveCapacity(rects.count)
        for (index, rect) in rects.enumerated()
        where rect.minX.isFinite && rect.minY.isFinite && rect.width > tolerance && rect.height > tolerance {
            solid.append(Int32(index))
        }
        guard solid.count > 1 else { return true }
        let byTop = solid.sorted { (rects[Int($0)].minY, $0) < (rects[Int($1)].minY, $1) }
        let byBottom = solid.sorted { (rects[Int($0)].maxY, $0) < (rects[Int($1)].maxY, $1) }
        let byLeft = solid.sorted { (rects[Int($0)].minX, $0) < (rects[Int($1)].minX, $1) }
        solid = []
        var leaf = [Int32](repeating: 0, count: rects.count)
        for (position, index) in byLeft.enumerated() { leaf[Int(index)] = Int32(position) }
        let lefts = byLeft.map { rects[Int($0)].minX }
        var open = RightEdges(count: byLeft.count)
        var closing = 0
        for top in byTop {
            let index = Int(top)
            let rect = rects[index]
            // Close those that end above this one's top (by more than the tolerance).
            while closing < byBottom.count, !(rect.minY < rects[Int(byBottom[closing])].maxY - tolerance) {
                open.set(Int(leaf[Int(byBottom[closing])]), to: -.infinity)
                closing += 1
            }
            // Open ones starting left of this one's right edge and ending right of its left edge;
            // half the tolerance here, the exact test below.
            let prefix = lowerBound(lefts, rect.maxX - tolerance / 2)
            let keepGoing = open.visit(below: prefix, above: rect.minX + tolerance / 2) { position in
                let other = Int(byLeft[position])
                compared += 1
                return !overlap(rects[other], rect) || found(other, index)
            }
            guard keepGoing else { return false }
            if rect.maxY - tolerance > rect.minY { open.set(Int(leaf[index]), to: rect.maxX) }
        }
        return true
    }

    /// The first position in `sorted` whose value is not below `value`.
    private static func lowerBound(_ sorted: [Double], _ value: Double) -> Int {
        var (low, high) = (0, sorted.count)
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// A tree of right edges by leaf position, each node the largest below it.
    private struct RightEdges {
        private var nodes: [Double]
        private let leaves: Int

        init(count: Int) {
            var leaves = 1
            while leaves < count { leaves *= 2 }
            self.leaves = leaves
            nodes = Array(repeating: -.infinity, count: 2 * leaves)
        }

        mutating func set(_ position: Int, to value: Double) {
            var node = position + leaves
            nodes[node] = value
            while node > 1 {
                node /= 2
                nodes[node] = Swift.max(nodes[2 * node], nodes[2 * node + 1])
            }
        }

        /// Calls `body` for each leaf before `end` whose value is above `threshold`, left to
        /// right, until it returns false; returns false then.
        ///
        /// A walk with a stack of its own over the nodes' bytes: a million cells make tens of
        /// millions of node visits, and a recursive walk retained and released the tree's array
        /// at each (65% of `check`'s time on a million cells in 1,000 sideways rows).
        func visit(below end: Int, above threshold: Double, _ body: (Int) -> Bool) -> Bool {
            let leaves = leaves
            return nodes.withUnsafeBufferPointer { nodes in
                // Depth first, left child on top: at most one pending right sibling a level.
                withUnsafeTemporaryAllocation(of: Int.self, capacity: Int.bitWidth + 1) { stack in
                    var count = 1
                    stack[0] = 1
                    while count > 0 {
                        count -= 1
                        let node = stack[count]
                        // The node's depth gives the leaves it spans: [low, low + span).
                        let depth = Int.bitWidth - 1 - node.leadingZeroBitCount
                        let span = leaves >> depth
                        let low = (node - (1 << depth)) * span
                        guard low < end, nodes[node] > threshold else { continue }
                        if span == 1 {
                            if !body(low) { return false }
                            continue
                        }
                        stack[count] = 2 * node + 1
                        stack[count + 1] = 2 * node
                        count += 2
                    }
                    return true
                }
            }
        }
    }
}
