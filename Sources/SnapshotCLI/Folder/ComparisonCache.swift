import Snapshot

/// Comparisons by the digests of their two sides: the same pair of texts (one change to
/// 1,000 identical screens, pending files written without their overlays) is compared once,
/// by the review page and by the change groups `accept --group` finds.
struct ComparisonCache {
    private var reports: [String: DiffReport?] = [:]

    mutating func compare(reference: String, actual: String) -> DiffReport? {
        let key = StableDigest.hex(of: reference) + " " + StableDigest.hex(of: actual)
        if let known = reports[key] { return known }
        let report = SnapshotComparison.compare(reference: reference, actual: actual)
        reports[key] = report
        return report
    }
}
