import Foundation
import Snapshot

/// The snapshot files of a folder at one moment, to tell afterwards what a test run wrote.
package struct FolderState: Sendable, Equatable {
    /// Enough of a file to see that it was written: its bytes' hash, and when it was last written.
    package struct Fingerprint: Sendable, Equatable {
        package var contentHash: UInt64
        package var modified: Date?
    }

    package var references: [SnapshotKey: Fingerprint]
    package var pending: [SnapshotKey: Fingerprint]

    package init(references: [SnapshotKey: Fingerprint] = [:], pending: [SnapshotKey: Fingerprint] = [:]) {
        self.references = references
        self.pending = pending
    }

    package static func capture(_ folder: SnapshotFolder) -> FolderState {
        var state = FolderState()
        for key in folder.references {
            state.references[key] = fingerprint(folder.fileURL(key.referencePath))
        }
        for key in folder.pending {
            state.pending[key] = fingerprint(folder.fileURL(key.pendingPath))
        }
        return state
    }

    private static func fingerprint(_ url: URL) -> Fingerprint {
        guard case .present(let data) = FileContents.read(url) else {
            return Fingerprint(contentHash: 0, modified: FileSystem.modificationDate(url))
        }
        return Fingerprint(contentHash: fnv1a(data), modified: FileSystem.modificationDate(url))
    }

    /// 64-bit FNV-1a: the same bytes give the same hash on every machine.
    package static func fnv1a(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
