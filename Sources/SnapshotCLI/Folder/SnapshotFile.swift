import Snapshot

/// One snapshot: a name and a format, and the three files it may have.
///
/// `ShopTests/MallTests/testMall.iphone-se` as `txt`: the reference `…/testMall.iphone-se.txt`,
/// the pending `…/testMall.iphone-se.new.txt`, the overlay `…/testMall.iphone-se.diff.svg`.
struct SnapshotKey: Hashable, Sendable, Comparable {
    /// The path inside the snapshot folder without extension.
    var name: String
    var format: SnapshotFormat

    init(name: String, format: SnapshotFormat) {
        self.name = name
        self.format = format
    }

    var referencePath: String { SnapshotFileNaming.reference(name, pathExtension: format.pathExtension) }
    var pendingPath: String { SnapshotFileNaming.pending(name, pathExtension: format.pathExtension) }
    var overlayPath: String { SnapshotFileNaming.overlay(name) }

    static func < (a: SnapshotKey, b: SnapshotKey) -> Bool {
        (a.name, a.format) < (b.name, b.format)
    }
}

/// What a file in the snapshot folder is, read from its name.
///
/// A pending file is `<name>.new.<extension>` of any format a strategy may take
/// (`SnapshotFormat(custom:)`): a custom strategy's `.new.json` is listed, reviewed and accepted
/// like a built-in one. A file of a custom extension, pending or reference, is a snapshot's only
/// where the store is known to have written it (`customReferences`: the store's own log of them,
/// `CustomReferenceLog`, and a run's touched log), never by its name alone (issue 50: beside a
/// pending `.new.md`, a `README.v2.md` passed for a snapshot and `prune` removed it).
enum SnapshotFile: Equatable, Sendable {
    case reference(SnapshotKey)
    case pending(SnapshotKey)
    /// The diff overlay of a name (shared by its formats).
    case overlay(name: String)

    /// Classifies a path relative to the snapshot folder; `nil` for anything else.
    init?(relativePath path: String, customReferences: Set<String> = []) {
        if path.hasSuffix(SnapshotFileNaming.overlaySuffix) {
            let name = String(path.dropLast(SnapshotFileNaming.overlaySuffix.count))
            guard !name.isEmpty else { return nil }
            self = .overlay(name: name)
            return
        }
        guard let dot = path.lastIndex(of: "."), !path[..<dot].isEmpty else { return nil }
        let pathExtension = String(path[path.index(after: dot)...])
        let stem = path[..<dot]
        if stem.hasSuffix(SnapshotFileNaming.pendingInfix), let format = SnapshotFormat(custom: pathExtension) {
            let name = String(stem.dropLast(SnapshotFileNaming.pendingInfix.count))
            guard !name.isEmpty else { return nil }
            // A custom strategy's pending file, like its reference, only where the store wrote it.
            if !format.isStamped, !customReferences.contains(SnapshotFileNaming.reference(name, pathExtension: pathExtension)) { return nil }
            self = .pending(SnapshotKey(name: name, format: format))
            return
        }
        let format =
            SnapshotFormat(builtInExtension: pathExtension)
            ?? (customReferences.contains(path) ? SnapshotFormat(custom: pathExtension) : nil)
        guard let format else { return nil }
        self = .reference(SnapshotKey(name: String(stem), format: format))
    }

    /// Whether a path inside a snapshot folder has the shape of a snapshot's files: the store
    /// writes `<Target>/<TestFile>/<test>.<name>.<extension>`, so a file at the folder's top, or
    /// whose name has no `<test>.<name>` before its extension and endings (`README.md`,
    /// `Docs/notes.txt`, `CMakeLists.txt`), is never a snapshot, and `prune` never removes it.
    static func hasSnapshotShape(_ path: String) -> Bool {
        guard let slash = path.lastIndex(of: "/") else { return false }
        var fileName = path[path.index(after: slash)...]
        guard let dot = fileName.lastIndex(of: ".") else { return false }
        fileName = fileName[..<dot]
        for ending in [".diff", SnapshotFileNaming.pendingInfix] where fileName.hasSuffix(ending) {
            fileName = fileName.dropLast(ending.count)
            break
        }
        return fileName.dropFirst().contains(".")
    }

    /// The paths among `paths` (references a log or a record names) whose extension a custom
    /// strategy may take and no built-in format has.
    static func customReferences(among paths: some Sequence<String>) -> Set<String> {
        var found: Set<String> = []
        for path in paths {
            guard let dot = path.lastIndex(of: ".") else { continue }
            let pathExtension = String(path[path.index(after: dot)...])
            if SnapshotFormat(builtInExtension: pathExtension) == nil, SnapshotFormat(custom: pathExtension) != nil { found.insert(path) }
        }
        return found
    }
}
