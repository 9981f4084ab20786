import Foundation

/// What the command line remembers between runs, in `__Snapshots__/.runs/` (git-ignored).
///
/// `last-complete-run.txt`: every reference path the last complete `snapshot-cli test` asserted,
/// sorted, one a line; `prune` and `list` read it. `last-recorded.txt`: the references the last
/// run wrote; `review` shows them as new.
package struct RunRecord: Sendable {
    package var snapshots: URL

    package init(snapshots: URL) {
        self.snapshots = snapshots
    }

    package var folder: URL { snapshots.appendingPathComponent(".runs", isDirectory: true) }
    package var lastCompleteRunURL: URL { folder.appendingPathComponent("last-complete-run.txt") }
    package var lastRecordedURL: URL { folder.appendingPathComponent("last-recorded.txt") }

    /// The references the last complete run asserted and when it ended, or `nil` when no
    /// complete run is on record.
    package func lastCompleteRun() throws(CLIError) -> (references: Set<String>, date: Date)? {
        guard FileSystem.exists(lastCompleteRunURL) else { return nil }
        let text = try FileSystem.readText(lastCompleteRunURL, named: ".runs/last-complete-run.txt")
        return (Self.paths(in: text), FileSystem.modificationDate(lastCompleteRunURL) ?? .distantFuture)
    }

    /// The references the last run recorded (empty when none is on record).
    package func lastRecorded() throws(CLIError) -> Set<String> {
        guard FileSystem.exists(lastRecordedURL) else { return [] }
        return Self.paths(in: try FileSystem.readText(lastRecordedURL, named: ".runs/last-recorded.txt"))
    }

    package func writeLastCompleteRun(_ references: Set<String>) throws(CLIError) {
        try write(references, to: lastCompleteRunURL, named: ".runs/last-complete-run.txt")
    }

    package func writeLastRecorded(_ references: Set<String>) throws(CLIError) {
        try write(references, to: lastRecordedURL, named: ".runs/last-recorded.txt")
    }

    private func write(_ paths: Set<String>, to url: URL, named name: String) throws(CLIError) {
        try FileSystem.createFolder(folder, named: ".runs")
        let text = paths.sorted().map { $0 + "\n" }.joined()
        try FileSystem.writeAtomically(Data(text.utf8), to: url, named: name)
    }

    /// Safe relative paths, one a line; anything else (`..`, absolute) is dropped.
    static func paths(in text: String) -> Set<String> {
        var paths: Set<String> = []
        for line in text.split(whereSeparator: \.isNewline) {
            let path = line.trimmingCharacters(in: .whitespaces)
            if SnapshotName.isSafe(path) { paths.insert(path) }
        }
        return paths
    }
}
