import Foundation
import Snapshot

/// What a snapshot folder holds: references, pending files and diff overlays, sorted.
///
/// Hidden entries (`.runs`) and symbolic links are skipped, so nothing outside the folder is
/// ever read or touched through it; files that are not snapshots (`SnapshotFile.hasSnapshotShape`),
/// and names with control or invisible characters (which the store never writes), are ignored.
struct SnapshotFolder: Sendable {
    var url: URL
    var references: [SnapshotKey]
    var pending: [SnapshotKey]
    /// Names that have a `.diff.svg` overlay.
    var overlays: Set<String>
    /// Every snapshot file (reference, pending, overlay), as sorted paths inside the folder.
    var allFiles: [String] = []
    /// Whether the user named the folder, so that it is followed as a link (`ConfinedPath.rootIsNamed`).
    var rootIsNamed = false

    /// Reads the folder; a folder that does not exist yet is empty. A folder the user did not name
    /// is not read when it is a symbolic link. A custom strategy's files are the ones the store is
    /// known to have written: `customReferences` (the touched log's) and the run record's
    /// (`RunRecord.customReferences`, which the store itself notes, `CustomReferenceLog`).
    static func scan(_ url: URL, rootIsNamed: Bool = false, customReferences: Set<String> = []) throws(CLIError) -> SnapshotFolder {
        do {
            try ConfinedPath(root: url.path, relativePath: "", rootIsNamed: rootIsNamed).checkRoot()
        } catch {
            throw CLIError(error.description)
        }
        var references: [SnapshotKey] = []
        var pending: [SnapshotKey] = []
        var overlays: Set<String> = []
        var allFiles: [String] = []
        let paths = try files(in: url, relativePath: "").filter(SnapshotFile.hasSnapshotShape)
        let known = customReferences.union(RunRecord(snapshots: url, rootIsNamed: rootIsNamed).customReferences())
        for path in paths {
            let file = SnapshotFile(relativePath: path, customReferences: known)
            if file != nil { allFiles.append(path) }
            switch file {
            case .reference(let key)?: references.append(key)
            case .pending(let key)?: pending.append(key)
            case .overlay(let name)?: overlays.insert(name)
            case nil: break
            }
        }
        return SnapshotFolder(
            url: url, references: references.sorted(), pending: pending.sorted(), overlays: overlays, allFiles: allFiles,
            rootIsNamed: rootIsNamed)
    }

    /// Regular files under `folder`, as sorted paths relative to the snapshot folder.
    private static func files(in root: URL, relativePath: String) throws(CLIError) -> [String] {
        let folder = relativePath.isEmpty ? root : root.appendingPathComponent(relativePath)
        guard FileSystem.isFolder(folder) else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw CLIError("\(folder.path): the snapshot folder cannot be read (\(FileSystem.reason(error)))")
        }
        var result: [String] = []
        // Hidden entries belong to the command line; a name with control or invisible
        // characters was never written by the store, and would reach the terminal raw.
        let rootPath = root.path
        for name in names.sorted() where !name.isHiddenName && !name.unicodeScalars.contains(where: StringEscaping.needsEscape) {
            let path = relativePath.isEmpty ? name : "\(relativePath)/\(name)"
            var info = stat()
            guard lstat(rootPath + "/" + path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: result += try files(in: root, relativePath: path)
            case S_IFREG: result.append(path)
            default: continue  // links, sockets …: never followed
            }
        }
        return result
    }

    /// Whether `name` is `argument`, or ends with it after a `/` (leading folders left out).
    static func name(_ name: String, is argument: String) -> Bool {
        name == argument || name.hasByteSuffix("/" + argument)
    }

    /// Whether `name` is a snapshot of the test `argument` names (`Tests/test` for `Tests/test.iphone-se`).
    static func name(_ name: String, startsWithTest argument: String) -> Bool {
        guard let dot = name.lastIndex(of: "/").map({ name[$0...] })?.firstIndex(of: ".") ?? name.firstIndex(of: ".") else {
            return false
        }
        return Self.name(String(name[..<dot]), is: argument)
    }

    func fileURL(_ relativePath: String) -> URL {
        url.appendingPathComponent(relativePath)
    }

    /// A file in the folder as every command reaches it to write, move or remove it: through
    /// real folders only (`ConfinedPath`), so a link committed inside never leads out.
    func file(_ relativePath: String) -> ConfinedPath {
        ConfinedPath(root: url.path, relativePath: relativePath, rootIsNamed: rootIsNamed)
    }

    /// The path of a file in the folder, without building a URL (a run looks at every file).
    func filePath(_ relativePath: String) -> String {
        url.path + "/" + relativePath
    }

    func hasReference(_ key: SnapshotKey) -> Bool { references.contains(key) }
    func hasPending(_ key: SnapshotKey) -> Bool { pending.contains(key) }

    /// The pending snapshots an argument names: `Target/Tests/test.name` (every format of it),
    /// `Target/Tests/test.name.svg` or `Target/Tests/test.name.new.svg` (that one), or a test
    /// (`Target/Tests/test`: every snapshot of it, each device of a matrix). Leading folders may
    /// be left out (`Tests/test.name`, `Tests/test`).
    func pendingKeys(matching argument: String) throws(CLIError) -> [SnapshotKey] {
        guard SnapshotName.isSafe(argument) else { throw SnapshotName.unsafeNameError(argument) }
        var matches: [SnapshotKey]
        switch SnapshotFile(relativePath: argument) {
        case .pending(let key)?, .reference(let key)?:
            matches = pending.filter { $0.format == key.format && Self.name($0.name, is: key.name) }
            if matches.isEmpty { matches = pending.filter { Self.name($0.name, is: argument) } }
        case .overlay?, nil:
            matches = pending.filter { Self.name($0.name, is: argument) }
        }
        if matches.isEmpty { matches = pending.filter { Self.name($0.name, startsWithTest: argument) } }
        guard matches.isEmpty else { return matches }
        if references.contains(where: { Self.name($0.name, is: argument) || Self.name($0.referencePath, is: argument) }) {
            throw CLIError("'\(argument)' has no pending snapshot: its reference is up to date")
        }
        let names = Array(Set(pending.map(\.name))).sorted()
        guard let closest = Suggestion.nearest(to: argument, in: names) else {
            throw CLIError("no pending snapshot named '\(argument)'; nothing is pending (see 'snapshot-cli list')")
        }
        throw CLIError("no pending snapshot named '\(argument)'; the closest is '\(closest.candidate)'")
    }
}
