import Dispatch
import Snapshot

/// Comparisons by the digests of their two sides: the same pair of texts (one change to
/// 1,000 identical screens, pending files written without their overlays) is compared once,
/// by the review page and by the change groups `accept --group` finds.
struct ComparisonCache {
    private var reports: [String: DiffReport?] = [:]

    mutating func compare(reference: String, actual: String) -> DiffReport? {
        let key = Self.key(reference, actual)
        if let known = reports[key] { return known }
        let report = SnapshotComparison.compare(reference: reference, actual: actual)
        reports[key] = report
        return report
    }

    /// Compares the pairs not compared yet, on every core at once: a review of 1,000 failures
    /// without overlays took 25 s in a debug build on one core of two.
    mutating func prepare(_ pairs: [(reference: String, actual: String)]) {
        var seen: Set<String> = []
        var keys: [String] = []
        var unique: [(reference: String, actual: String)] = []
        for pair in pairs {
            let key = Self.key(pair.reference, pair.actual)
            guard reports.index(forKey: key) == nil, seen.insert(key).inserted else { continue }
            keys.append(key)
            unique.append(pair)
        }
        let found = Self.parallelMap(unique) { SnapshotComparison.compare(reference: $0.reference, actual: $0.actual) }
        for (key, report) in zip(keys, found) { reports[key] = report }
    }

    private static func key(_ reference: String, _ actual: String) -> String {
        StableDigest.hex(of: reference) + " " + StableDigest.hex(of: actual)
    }

    /// `transform` of each element, in order, computed on every core.
    private static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        let results = Results<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.set(index, transform(items[index]))
        }
        return results.values
    }

    /// One slot per element, each written by one iteration only, through its own address.
    private final class Results<R>: @unchecked Sendable {
        private let slots: UnsafeMutablePointer<R?>
        private let count: Int

        init(count: Int) {
            self.count = count
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil, count: count)
        }

        deinit {
            slots.deinitialize(count: count)
            slots.deallocate()
        }

        func set(_ index: Int, _ value: R) { (slots + index).pointee = value }

        var values: [R] { (0..<count).compactMap { slots[$0] } }
    }
}
