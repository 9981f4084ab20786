import Foundation

/// Where the snapshots of each test file go, worked out once per file and setting.
///
/// Finding the package root walks the folders above the test file, and the `URL` work around
/// it costs more than comparing a small snapshot; a test file asserts many times, and its
/// package and settings do not move during a run. So the `SnapshotDirectory` of a test file,
/// snapshot directory parameter and `SNAPSHOT_DIR` value is kept, as is the file-name part of
/// each test file path. Both hold at most `limit` entries (then start afresh).
enum TestFilePlaces {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var directories: [DirectoryKey: SnapshotDirectory] = [:]
    nonisolated(unsafe) private static var fileNames: [String: String] = [:]
    private static let limit = 4096

    private struct DirectoryKey: Hashable {
        var testFile: String
        var override: String?
        var environmentValue: String?
    }

    /// `SnapshotDirectory(testFile:override:environment:)`, kept.
    static func directory(testFile: String, override: String?, environment: [String: String]) -> SnapshotDirectory {
        let key = DirectoryKey(testFile: testFile, override: override, environmentValue: environment[SnapshotDirectory.environmentKey])
        if let known = locked({ directories[key] }) { return known }
        let directory = SnapshotDirectory(testFile: testFile, override: override, environment: environment)
        locked {
            if directories.count >= limit { directories.removeAll() }
            directories[key] = directory
        }
        return directory
    }

    /// The test file's name without folders and extension (`MallTests`), kept.
    static func fileName(of testFile: String) -> String {
        if let known = locked({ fileNames[testFile] }) { return known }
        let name = URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent
        locked {
            if fileNames.count >= limit { fileNames.removeAll() }
            fileNames[testFile] = name
        }
        return name
    }

    private static func locked<R>(_ body: () -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
