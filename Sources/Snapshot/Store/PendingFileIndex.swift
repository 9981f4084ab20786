import Foundation

/// The pending renderings and diff overlays that may sit in each snapshot folder, so a match
/// does not ask the file system to remove files that are not there.
///
/// Every matching assertion clears its snapshot's pending rendering and overlay, which are
/// almost never there: two failing `unlink`s, about 8 µs on a virtual machine, as much as
/// reading a small reference. So the first time a process works in a folder it lists it once
/// and notes the pending and overlay files in it (names holding `.new.` or ending in
/// `.diff.svg`); the store notes each one it writes after that (before writing it). A match
/// removes only the noted ones. Noting too much costs one `unlink` that finds nothing;
/// nothing this process wrote, and nothing that was there before it looked, is ever missed.
///
/// A pending file that another process writes into the folder after this one looked is not
/// noted, so this process's matches leave it: it is that process's failure output, and that
/// process's own match of the same snapshot clears it.
package final class PendingFileIndex: @unchecked Sendable {
    /// The index every assertion of this process shares.
    package static let shared = PendingFileIndex()

    private let lock = NSLock()
    /// Folder path → the pending and overlay file names that may be in it.
    private var folders: [String: Set<String>] = [:]
    /// Folders noted at most; in any further folder every match asks the file system.
    private let limit = 4096

    package init() {}

    /// Whether the file `name` may be in `folder` (`false` only when it certainly is not).
    package func mayHold(_ name: String, inFolder folder: String) -> Bool {
        known(folder)?.contains(name) ?? true
    }

    /// Whether no pending or overlay file at all is noted for `folder` (`false` when unknown):
    /// the usual answer, found with one look-up.
    package func holdsNone(inFolder folder: String) -> Bool {
        known(folder)?.isEmpty ?? false
    }

    /// `name` is about to be written into `folder`.
    package func willWrite(_ name: String, inFolder folder: String) {
        guard known(folder) != nil else { return }  // a folder that cannot be listed is never trusted
        locked { _ = folders[folder]?.insert(name) }
    }

    /// `name` was removed from `folder`.
    package func removed(_ name: String, inFolder folder: String) {
        locked { _ = folders[folder]?.remove(name) }
    }

    /// The names noted for `folder`, listing it the first time; `nil` when it cannot be listed.
    private func known(_ folder: String) -> Set<String>? {
        if let known = locked({ folders[folder] }) { return known }
        guard let listed = Self.pendingNames(in: folder) else { return nil }
        return locked {
            // Another thread may have listed it and noted a write meanwhile: keep both.
            let names = listed.union(folders[folder] ?? [])
            guard folders[folder] != nil || folders.count < limit else { return nil }  // full: not trusted
            folders[folder] = names
            return names
        }
    }

    /// The pending and overlay names in the folder; an empty set when there is no folder,
    /// `nil` when it cannot be listed (then nothing is assumed).
    private static func pendingNames(in folder: String) -> Set<String>? {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
            return exists ? nil : []
        }
        return Set(names.filter { $0.contains(SnapshotFileNaming.pendingInfix + ".") || $0.hasSuffix(SnapshotFileNaming.overlaySuffix) })
    }

    private func locked<R>(_ body: () -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
