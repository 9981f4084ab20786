import Foundation

/// The folder every workload of this process writes in, removed when the process ends.
///
/// It is also made the process's `TMPDIR`, so the peer library's failure artifacts (written
/// to `NSTemporaryDirectory()`) land in it too and nothing is left in /tmp.
enum TemporaryFolder {
    nonisolated(unsafe) private static var root: URL?

    /// Creates the root folder and points `TMPDIR` at it.
    static func start() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory())
        let folder = base.appendingPathComponent("snapshot-bench-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        setenv("TMPDIR", folder.path + "/", 1)
        root = folder
    }

    /// A new, empty folder inside the root.
    static func make(_ name: String) throws -> URL {
        guard let root else { throw BenchFailure("the temporary folder was not created") }
        let folder = root.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func finish() {
        if let root { try? FileManager.default.removeItem(at: root) }
        root = nil
    }
}
