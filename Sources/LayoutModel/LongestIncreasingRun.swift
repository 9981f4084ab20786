/// The longest strictly increasing subsequence of a list, in O(n log n).
///
/// Both diffs use it as their LCS (segments kept in order, unique lines kept in order), and the
/// bridge's `SectionChanges` to move the fewest sections.
///
///     LongestIncreasingRun.positions(in: [3, 1, 2, 5, 4])   // [1, 2, 4] (the values 1, 2, 4)
package enum LongestIncreasingRun {
    /// The positions in `values` of one longest strictly increasing subsequence, ascending.
    ///
    /// Patience sorting: `tails[k]` is the position of the smallest value that ends an
    /// increasing run of length `k + 1`; `previous` links each position to the one before it.
    package static func positions(in values: [Int]) -> [Int] {
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
            result.append(position)
            position = previous[position]
        }
        return result.reversed()
    }
}
