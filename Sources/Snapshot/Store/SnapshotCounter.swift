import Foundation

/// Numbers the unnamed snapshots of each test: 1, 2, 3 … per (snapshot directory, test file, test).
///
/// Swift Testing runs tests in parallel, so the counts sit behind a lock.
package final class SnapshotCounter: @unchecked Sendable {
    /// The counter every assertion of this process shares.
    package static let shared = SnapshotCounter()

    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    package init() {}

    /// The next number for the test at `key`, starting at 1.
    package func next(for key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let value = counts[key, default: 0] + 1
        counts[key] = value
        return value
    }
}
