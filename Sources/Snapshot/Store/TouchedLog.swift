import Foundation

/// The list of references a test run asserted, one line each, for finding obsolete references.
///
/// When `SNAPSHOT_TOUCHED_LOG` names a file (relative paths start at the package root), every
/// assertion appends its reference's absolute path — whether it passed, failed or could not be
/// taken — so a reference is never called obsolete because its test failed, and a reference
/// in another snapshot directory (`snapshotDirectory:`, a test's own temporary folder) is
/// never taken for one of the package's. Lines are appended with `O_APPEND`, one write each,
/// so parallel test processes can share the file. After a tab comes the assertion's source
/// location, for JUnit reports and CI annotations.
///
///     /repo/__Snapshots__/ShopTests/MallTests/testMall.1.svg	/repo/Tests/ShopTests/MallTests.swift:12
///     /tmp/scratch/__Snapshots__/ShopTests/MallTests/testMall.iphone-se.svg	/repo/Tests/ShopTests/MallTests.swift:20
package enum TouchedLog {
    package static let environmentKey = "SNAPSHOT_TOUCHED_LOG"

    /// The log file the environment names, or `nil`.
    package static func file(in environment: [String: String], base: URL) -> URL? {
        guard let value = environment[environmentKey], !value.isEmpty else { return nil }
        return SnapshotDirectory.resolve(value, from: base)
    }

    /// Appends the reference of `location` when the environment names a log.
    package static func touch(
        _ location: ReferenceLocation, in directory: SnapshotDirectory, source: String, environment: [String: String]
    ) throws(StoreError) {
        guard let log = file(in: environment, base: directory.base) else { return }
        try AtomicFile.appendLine(location.referenceFile(inFolder: directory.path) + "\t" + source, to: log)
    }

    /// One line of a log: an asserted reference's absolute path and where it was asserted (empty
    /// when the line has no tab).
    package struct Entry: Sendable, Equatable {
        package var reference: Substring
        package var source: Substring
    }

    /// The log's lines, as `touch` writes them; the one place the format is read.
    package static func entries(in text: String) -> [Entry] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard let reference = parts.first, !reference.isEmpty else { return nil }
            return Entry(reference: reference, source: parts.count > 1 ? parts[1] : "")
        }
    }
}
