import Foundation
import Snapshot

/// The snapshot files of a folder at one moment, to tell afterwards what a test run wrote.
struct FolderState: Sendable, Equatable {
    /// Enough of a file to see that it was written: its bytes' hash, and when it was last written.
    struct Fingerprint: Sendable, Equatable {
        var contentHash: UInt64
        var modified: Date?
        /// Size and file number with `modified`: a file whose three are unchanged was not
        /// written (an atomic write gives it a new file number), so its hash is kept, not read again.
        var size: Int? = nil
        var fileNumber: Int? = nil

        init(contentHash: UInt64, modified: Date?) {
            self.contentHash = contentHash
            self.modified = modified
        }

        static func == (a: Fingerprint, b: Fingerprint) -> Bool {
            a.contentHash == b.contentHash && a.modified == b.modified
        }
    }

    var references: [SnapshotKey: Fingerprint]
    var pending: [SnapshotKey: Fingerprint]

    init(references: [SnapshotKey: Fingerprint] = [:], pending: [SnapshotKey: Fingerprint] = [:]) {
        self.references = references
        self.pending = pending
    }

    /// The folder's files now; files that `earlier` saw and that were not written since keep
    /// its hash, so a run costs one read of each file it wrote, not of the whole folder.
    static func capture(_ folder: SnapshotFolder, since earlier: FolderState = FolderState()) -> FolderState {
        var state = FolderState()
        for key in folder.references {
            state.references[key] = fingerprint(folder.filePath(key.referencePath), earlier: earlier.references[key])
        }
        for key in folder.pending {
            state.pending[key] = fingerprint(folder.filePath(key.pendingPath), earlier: earlier.pending[key])
        }
        return state
    }

    /// The state at `moment` as far as modification dates tell: files written since are left
    /// out (for a folder noted only after a run; a file rewritten with the same bytes counts as
    /// written). A moment a little early allows for a file system clock a tick behind.
    func asItWas(at moment: Date) -> FolderState {
        let cutoff = moment.addingTimeInterval(-0.05)
        return FolderState(
            references: references.filter { ($0.value.modified ?? .distantFuture) < cutoff },
            pending: pending.filter { ($0.value.modified ?? .distantFuture) < cutoff })
    }

    private static func fingerprint(_ path: String, earlier: Fingerprint?) -> Fingerprint {
        var info = stat()
        guard lstat(path, &info) == 0 else { return Fingerprint(contentHash: 0, modified: nil) }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        let modified = Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
        let size = Int(info.st_size)
        let fileNumber = Int(info.st_ino)
        if let earlier, earlier.modified == modified, earlier.size == size, earlier.fileNumber == fileNumber {
            return earlier
        }
        var print = Fingerprint(contentHash: 0, modified: modified)
        if case .present(let data) = FileContents.read(path: path) { print.contentHash = contentHash(data) }
        print.size = size
        print.fileNumber = fileNumber
        return print
    }

    /// The bytes' `StableDigest`: the same on every machine, a word at a time.
    static func contentHash(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { StableDigest.of($0) }
    }
}
