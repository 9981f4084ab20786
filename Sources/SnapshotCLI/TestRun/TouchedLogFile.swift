import Foundation
import Snapshot

/// Where a run's assertions log the references they touched (`SNAPSHOT_TOUCHED_LOG`).
///
/// The path is the same on every run of a package, `.build/snapshot-cli-touched.log`, because
/// SwiftPM keys its manifest cache on the whole environment: a new path each run made every
/// `swift test` and `swift build` compile the manifests again (~0.3 s of CPU each, the largest
/// fixed cost of a shard). The file is locked (`flock`) while a run uses it; a second run of
/// the same package at the same time takes a file of its own in the temporary folder.
struct TouchedLogFile: ~Copyable {
    let url: URL
    private let descriptor: Int32

    /// An empty log for one run of the package at `root`.
    init(packageRoot root: URL) throws(CLIError) {
        let folder = root.appendingPathComponent(".build")
        let stable = folder.appendingPathComponent("snapshot-cli-touched.log")
        if (try? AtomicFile.createFolders(folder.path)) != nil {
            let descriptor = open(stable.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0, ftruncate(descriptor, 0) == 0 {
                self.url = stable
                self.descriptor = descriptor
                return
            }
            if descriptor >= 0 { close(descriptor) }
        }
        let own = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-cli-touched-\(UUID().uuidString).log")
        try FileSystem.writeAtomically(Data(), to: own, named: own.path)
        self.url = own
        self.descriptor = -1
    }

    /// What the run's assertions wrote, or `nil` when the log vanished.
    func contents() -> Data? { try? Data(contentsOf: url) }

    deinit {
        try? FileManager.default.removeItem(at: url)
        if descriptor >= 0 { close(descriptor) }
    }
}
