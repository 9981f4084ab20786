import Foundation

/// The list of references a test run asserted, one line each, for finding obsolete references.
///
/// When `SNAPSHOT_TOUCHED_LOG` names a file (relative paths start at the package root), every
/// assertion appends its reference's absolute path — whether it passed, failed or could not be
/// taken — so a reference is never called obsolete because its test failed, and a reference
/// in another snapshot directory (`snapshotDirectory:`, a test's own temporary folder) is
/// never taken for one of the package's. Lines are appended with `O_APPEND`, one write each,
/// so parallel test processes can share the file. After a tab comes the assertion's source
/// location, for JUnit reports and CI annotations, and after another the test process's id:
/// one process refuses two snapshots that come to one file (`SnapshotNames`), but only the log
/// sees two processes do it (an XCTest and a Swift Testing test of one name in one file).
///
///     /repo/__Snapshots__/ShopTests/MallTests/testMall.1.svg	/repo/Tests/ShopTests/MallTests.swift:12	4711
///     /tmp/scratch/__Snapshots__/ShopTests/MallTests/testMall.iphone-se.svg	/repo/Tests/ShopTests/MallTests.swift:20	4711
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
        try AtomicFile.appendLine(
            location.referenceFile(inFolder: directory.path) + "\t" + source + "\t\(ProcessInfo.processInfo.processIdentifier)", to: log)
    }

    /// What an XCTest test process writes of its own run (`SnapshotAssertions` observes XCTest
    /// from the first assertion on): that it began observing, and that XCTest finished the test
    /// bundle. A process that began and never finished crashed or was killed, whatever it printed
    /// (issue 50: completeness was read from a line any test can print).
    package enum XCTestMark: String, Sendable, CaseIterable {
        case observing = "#xctest-observing"
        case finished = "#xctest-finished"
    }

    /// Appends `mark` with this process's id when the environment names a log (relative to the
    /// current folder, as the test process starts in the package's).
    package static func write(_ mark: XCTestMark, environment: [String: String]) throws(StoreError) {
        guard let log = file(in: environment, base: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) else { return }
        try AtomicFile.appendLine(mark.rawValue + "\t\t\(ProcessInfo.processInfo.processIdentifier)", to: log)
    }

    /// Whether every process that began observing XCTest saw its bundle finish; nil when none did
    /// (no XCTest assertion ran), for the caller to judge the run otherwise.
    package static func xctestFinished(in text: String) -> Bool? {
        var observing: Set<Substring> = [], finished: Set<Substring> = []
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("#xctest-") {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard let process = parts.last, !process.isEmpty else { continue }
            if parts.first == Substring(XCTestMark.observing.rawValue) { observing.insert(process) }
            if parts.first == Substring(XCTestMark.finished.rawValue) { finished.insert(process) }
        }
        return observing.isEmpty ? nil : observing.isSubset(of: finished)
    }

    /// One line of a log: an asserted reference's absolute path, where it was asserted and by
    /// which process (each empty when the line does not say). A mark (`#…`) is no entry.
    package struct Entry: Sendable, Equatable {
        package var reference: Substring
        package var source: Substring
        package var process: Substring = ""
    }

    /// The log's lines, as `touch` writes them; the one place the format is read. The process
    /// is the digits after the last tab, so a tab in a source path stays in the source.
    package static func entries(in text: String) -> [Entry] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard let reference = parts.first, !reference.isEmpty, !reference.hasPrefix("#") else { return nil }
            var entry = Entry(reference: reference, source: parts.count > 1 ? parts[1] : "")
            if let tab = entry.source.lastIndex(of: "\t") {
                let process = entry.source[entry.source.index(after: tab)...]
                if !process.isEmpty, process.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
                    entry.process = process
                    entry.source = entry.source[..<tab]
                }
            }
            return entry
        }
    }

    /// A reference two test processes asserted: one file, so one of them compares with (or
    /// records over) the other's snapshot.
    package struct Collision: Sendable, Equatable {
        package var reference: String
        /// Where each process asserted it, sorted (line numbers as numbers), without repeats.
        package var sources: [String]

        package init(reference: String, sources: [String]) {
            self.reference = reference
            self.sources = sources
        }
    }

    /// The references of `entries` that more than one process asserted, compared as a
    /// case-insensitive disk compares names, in the order first asserted. A process that came
    /// to another's file itself failed that assertion and logged nothing (`SnapshotNames`).
    package static func collisions(in entries: [Entry]) -> [Collision] {
        var order: [String] = []
        var seen: [String: (reference: String, processes: Set<Substring>, sources: Set<String>)] = [:]
        for entry in entries where !entry.process.isEmpty {
            let key = SnapshotNames.caseFolded(String(entry.reference))
            if seen[key] == nil {
                order.append(key)
                seen[key] = (String(entry.reference), [], [])
            }
            seen[key]?.processes.insert(entry.process)
            seen[key]?.sources.insert(String(entry.source))
        }
        return order.compactMap { key in
            guard let found = seen[key], found.processes.count > 1 else { return nil }
            // By file, then line as a number (`:7` before `:13`).
            return Collision(reference: found.reference, sources: found.sources.sorted { $0.compare($1, options: .numeric) == .orderedAscending })
        }
    }
}
