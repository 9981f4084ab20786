/// References the last complete run did not assert: candidates for `prune`.
///
/// A reference written after that run (a filtered run or `record` added it) is not obsolete
/// yet: only the next complete run can tell.
package struct ObsoleteReferences: Sendable {
    /// Not asserted by the last complete run, and not newer than it.
    package var obsolete: [SnapshotKey]
    /// Not asserted, but written after the last complete run ended.
    package var newerThanRun: [SnapshotKey]

    /// `nil` when no complete run is on record.
    package static func find(in folder: SnapshotFolder) throws(CLIError) -> ObsoleteReferences? {
        guard let run = try RunRecord(snapshots: folder.url).lastCompleteRun() else { return nil }
        var result = ObsoleteReferences(obsolete: [], newerThanRun: [])
        for key in folder.references where !run.references.contains(key.referencePath) {
            let written = FileSystem.modificationDate(folder.fileURL(key.referencePath))
            if let written, written > run.date {
                result.newerThanRun.append(key)
            } else {
                result.obsolete.append(key)
            }
        }
        return result
    }

    package static let noCompleteRunMessage =
        "no complete run on record: run 'snapshot-cli test' (without --filter) first, so that it knows which references the tests still assert"
}
