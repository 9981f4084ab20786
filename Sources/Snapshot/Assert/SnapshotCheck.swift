import Foundation

/// Compares one rendering with its reference and does the store work the record mode asks for.
///
/// The environment is a parameter, never read here, so tests can run every mode side by side.
package struct SnapshotCheck<Format> {
    /// Receives copies of the reference, pending rendering and overlay of every mismatch.
    package static var artifactsKey: String { "SNAPSHOT_ARTIFACTS" }
    /// `SNAPSHOT_VERIFY_ALL=1`: no reference matches by its stamp; each is rendered and compared
    /// byte for byte (`snapshot-cli test --verify-all`), since a stamp is a digest anyone can
    /// recompute, not a signature.
    package static var verifyAllKey: String { "SNAPSHOT_VERIFY_ALL" }

    package var location: ReferenceLocation
    package var directory: SnapshotDirectory
    package var record: RecordMode
    package var diffing: Diffing<Format>
    package var environment: [String: String]

    package init(
        location: ReferenceLocation, directory: SnapshotDirectory, record: RecordMode, diffing: Diffing<Format>,
        environment: [String: String]
    ) {
        self.location = location
        self.directory = directory
        self.record = record
        self.diffing = diffing
        self.environment = environment
    }

    /// The folder `SNAPSHOT_ARTIFACTS` names (relative to the package root), or `nil`.
    package var artifactsFolder: URL? {
        guard let value = environment[Self.artifactsKey], !value.isEmpty else { return nil }
        return SnapshotDirectory.resolve(value, from: directory.base)
    }

    package func run(_ actual: Format) -> SnapshotOutcome {
        run(actual, reference: nil)
    }

    /// `run`, with the reference already read (`nil`: read it here).
    func run(_ actual: Format, reference: FileContents?) -> SnapshotOutcome {
        do throws(StoreError) {
            return try compareAndStore(actual, reference: reference ?? readReference())
        } catch {
            return .storeFailed(error)
        }
    }

    func readReference() -> FileContents {
        FileContents.read(directory.file(location.referencePath))
    }

    /// A match: pending files of earlier runs are cleared.
    func matched() -> SnapshotOutcome {
        do throws(StoreError) {
            try removePendingFiles()
            return .matched
        } catch {
            return .storeFailed(error)
        }
    }

    private func compareAndStore(_ actual: Format, reference file: FileContents) throws(StoreError) -> SnapshotOutcome {
        let actualData = diffing.toData(actual)
        switch file {
        case .unreadable(let reason):
            return .unreadable(reason: reason)
        case .missing:
            switch record {
            case .pending:
                try writePending(actualData, named: location.pendingFileName, in: directory.file(location.referencePath))
                let artifacts = artifactsFolder
                if let artifacts { try writePending(actualData, named: location.pendingFileName, in: copies(in: artifacts)) }
                return .newPending(artifacts: artifacts)
            case .never:
                let artifacts = artifactsFolder
                if let artifacts { try writePending(actualData, named: location.pendingFileName, in: copies(in: artifacts)) }
                return .missingNotRecorded(artifacts: artifacts)
            case .all:
                try recordReference(actualData)
                return .recordedAll
            case .missing, .failed:
                try recordReference(actualData)
                return .recordedMissing
            }
        case .present(let referenceData):
            if record == .all {
                try recordReference(actualData)
                return .recordedAll
            }
            // Equal bytes are a match: they are what `toData` wrote for this very value, so
            // decoding the reference (a UTF-8 check and a copy, for text) is only needed to diff.
            if referenceData == actualData {
                try removePendingFiles()
                return .matched
            }
            let reference: Format
            do {
                reference = try diffing.fromData(referenceData)
            } catch {
                return .unreadable(reason: String(describing: error))
            }
            // No report is a match, and the reference keeps its bytes: for the built-ins that
            // includes a reference that differs only in its stamp (written by an older renderer
            // version that drew the same, or before stamps), which then goes this long way on
            // every run until it is recorded again (`SNAPSHOT_RECORD=all`).
            guard let report = diffing.diff(reference, actual) else {
                try removePendingFiles()
                return .matched
            }
            if record == .failed {
                try recordReference(actualData)
                return .rerecorded(report)
            }
            return try keepPending(actualData, report: report, referenceData: referenceData)
        }
    }

    /// Writes the reference and clears any pending rendering or overlay left from earlier runs.
    private func recordReference(_ data: Data) throws(StoreError) {
        try CustomReferenceLog.note(location.referencePath, pathExtension: location.pathExtension, in: directory)
        try AtomicFile.write(data, to: directory.file(location.referencePath))
        try removePendingFiles()
    }

    /// Removes the pending rendering and overlay, asking the file system only about the ones
    /// `PendingFileIndex` says may be there (a match almost never has any).
    private func removePendingFiles() throws(StoreError) {
        let folder = location.folder(inFolder: directory.path)
        if PendingFileIndex.shared.holdsNone(inFolder: folder) { return }
        for name in [location.pendingFileName, location.overlayFileName]
        where PendingFileIndex.shared.mayHold(name, inFolder: folder) {
            try AtomicFile.remove(directory.file(location.folderPath + "/" + name))
            PendingFileIndex.shared.removed(name, inFolder: folder)
        }
    }

    /// The reference's place in the artifacts folder, which is named outright (`SNAPSHOT_ARTIFACTS`).
    private func copies(in artifacts: URL) -> ConfinedPath {
        ConfinedPath(root: artifacts.path, relativePath: location.referencePath, rootIsNamed: true)
    }

    /// Writes a pending rendering or overlay beside `reference` (its place in the snapshot or
    /// artifacts folder), noting it first so a later match clears it.
    private func writePending(_ data: Data, named name: String, in reference: ConfinedPath) throws(StoreError) {
        if reference.root == directory.path { try CustomReferenceLog.note(location.referencePath, pathExtension: location.pathExtension, in: directory) }
        PendingFileIndex.shared.willWrite(name, inFolder: location.folder(inFolder: reference.root))
        var file = reference
        file.relativePath = location.folderPath + "/" + name
        try AtomicFile.write(data, to: file)
    }

    /// Writes the pending rendering and overlay beside the reference (and copies to the artifacts folder).
    private func keepPending(_ actualData: Data, report: DiffReport, referenceData: Data) throws(StoreError) -> SnapshotOutcome {
        let overlay = report.overlaySVG.map { Data($0.utf8) }
        try writePending(actualData, named: location.pendingFileName, in: directory.file(location.referencePath))
        if let overlay {
            try writePending(overlay, named: location.overlayFileName, in: directory.file(location.referencePath))
        } else {
            try AtomicFile.remove(directory.file(location.overlayPath))
        }
        let artifacts = artifactsFolder
        if let artifacts {
            try AtomicFile.write(referenceData, to: copies(in: artifacts))
            try writePending(actualData, named: location.pendingFileName, in: copies(in: artifacts))
            if let overlay { try writePending(overlay, named: location.overlayFileName, in: copies(in: artifacts)) }
        }
        return .mismatch(report, overlayWritten: overlay != nil, artifacts: artifacts)
    }
}

/// What one snapshot assertion found and did on disk; `FailureMessage` words it.
package enum SnapshotOutcome: Equatable {
    /// The new rendering matches the reference.
    case matched
    /// No reference existed; the new rendering was recorded as one.
    case recordedMissing
    /// No reference existed and none was recorded; `artifacts` holds a copy of the rendering, if set.
    case missingNotRecorded(artifacts: URL?)
    /// No reference existed; the rendering waits beside it as a pending file to be reviewed and accepted.
    case newPending(artifacts: URL?)
    /// The reference was rewritten without comparing.
    case recordedAll
    /// The rendering differs; the reference is untouched and the pending rendering (and
    /// overlay, when `overlayWritten`) sit beside it.
    case mismatch(DiffReport, overlayWritten: Bool, artifacts: URL?)
    /// The rendering differed and was recorded over the reference.
    case rerecorded(DiffReport)
    /// What sits at the reference's path cannot be read as one; nothing was written.
    case unreadable(reason: String)
    /// Writing a file failed; no reference was damaged.
    case storeFailed(StoreError)
}
