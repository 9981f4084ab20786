import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files of writes that were killed before their rename.
///
/// `AtomicFile` writes `.NAME.PID-N.tmp` beside its target and renames it into place; a writer
/// killed in between (SIGKILL, a crash, a power loss) leaves it behind. Such a file is removed
/// when the process PID is gone (`kill(PID, 0)` fails with `ESRCH`) and the file was last
/// written more than `minimumAge` ago: a writer in another PID namespace (a container sharing
/// the folder) is no process here, yet its file is seconds old. A live writer's file, or one
/// whose process cannot be asked about, is never touched. `test`, `list` and `prune` clean up
/// before they look at the folder.
enum LeftoverTemporaryFiles {
    /// How long a temporary file must have been left alone before it counts as left over: far
    /// more than any one write takes.
    static let minimumAge: TimeInterval = 600

    /// Removes the leftovers under `folder` and returns their paths relative to it, sorted.
    @discardableResult
    static func remove(in folder: URL) -> [String] {
        var removed: [String] = []
        visit(folder, relativePath: "", removed: &removed)
        return removed.sorted()
    }

    /// The writer's process id of a temporary file name, or `nil` when the name is not one.
    static func writer(ofTemporaryFile name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let stem = name.dropLast(4)
        guard let dot = stem.lastIndex(of: "."), let dash = stem[dot...].firstIndex(of: "-") else { return nil }
        let pid = stem[stem.index(after: dot)..<dash]
        let counter = stem[stem.index(after: dash)...]
        guard !pid.isEmpty, !counter.isEmpty, counter.allSatisfy(\.isNumber), let value = pid_t(pid), value > 0 else { return nil }
        return value
    }

    /// `remove`, saying on the console what went (nothing when nothing did).
    static func clean(_ folder: URL, console: Console) {
        let removed = remove(in: folder)
        guard !removed.isEmpty else { return }
        let noun = removed.count == 1 ? "file" : "files"
        console.line(
            "removed \(removed.count) temporary \(noun) of interrupted writes: \(removed.prefix(3).joined(separator: ", "))\(removed.count > 3 ? ", …" : "")")
    }

    /// Whether no process `pid` exists any more.
    static func isGone(_ pid: pid_t) -> Bool {
        kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Whether the file `info` describes was last written more than `minimumAge` ago.
    static func isOld(_ info: stat, now: Date = Date()) -> Bool {
        #if canImport(Darwin)
            let seconds = Double(info.st_mtimespec.tv_sec)
        #else
            let seconds = Double(info.st_mtim.tv_sec)
        #endif
        return now.timeIntervalSince1970 - seconds > minimumAge
    }

    private static func visit(_ root: URL, relativePath: String, removed: inout [String]) {
        let rootPath = root.path
        let folder = relativePath.isEmpty ? rootPath : rootPath + "/" + relativePath
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            let path = relativePath.isEmpty ? name : "\(relativePath)/\(name)"
            var info = stat()
            guard lstat(rootPath + "/" + path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                if name != ".runs" { visit(root, relativePath: path, removed: &removed) }
            } else if info.st_mode & S_IFMT == S_IFREG, let pid = writer(ofTemporaryFile: name), isGone(pid), isOld(info),
                unlink(rootPath + "/" + path) == 0
            {
                removed.append(path)
            }
        }
    }
}
