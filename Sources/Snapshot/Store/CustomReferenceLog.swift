import Foundation

/// The custom strategies' references the store wrote into a snapshot folder (a pending rendering
/// or a recorded reference), one a line in `.runs/custom-references.txt`, the file `snapshot-cli`
/// reads (`RunRecord.customReferences`): how its commands tell a custom strategy's files, pending
/// ones included, from files of the user's that only share their extension (issue 50: beside a
/// pending `.new.md`, a `README.v2.md` passed for a snapshot and `prune` removed it). Written by
/// the test process itself, so a plain `swift test` leaves it too.
package enum CustomReferenceLog {
    /// What `.runs` holds so that `git add __Snapshots__` never commits it.
    package static let gitignore = "# snapshot-cli's run records: never commit them\n*\n"

    /// Notes `referencePath` (relative to the folder) once, when `pathExtension` is a custom one.
    /// A `.runs` that is a link or a file is never written through.
    package static func note(_ referencePath: String, pathExtension: String, in directory: SnapshotDirectory) throws(StoreError) {
        guard SnapshotFormat(builtInExtension: pathExtension) == nil else { return }
        let runs = directory.url.appendingPathComponent(".runs", isDirectory: true)
        var info = stat()
        if lstat(runs.path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR { return }
        let file = runs.appendingPathComponent("custom-references.txt")
        if case .present(let data) = FileContents.read(file),
            String(decoding: data, as: UTF8.self).split(separator: "\n").contains(Substring(referencePath))
        {
            return
        }
        let ignore = runs.appendingPathComponent(".gitignore")
        if case .missing = FileContents.read(ignore) { try AtomicFile.write(Data(gitignore.utf8), to: ignore) }
        try AtomicFile.appendLine(referencePath, to: file)
    }
}
