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
enum SnapshotFile: Equatable, Sendable {
    case reference(SnapshotKey)
    case pending(SnapshotKey)
    /// The diff overlay of a name (shared by its formats).
    case overlay(name: String)

    /// Classifies a path relative to the snapshot folder; `nil` for anything else.
    init?(relativePath path: String) {
        if path.hasSuffix(SnapshotFileNaming.overlaySuffix) {
            let name = String(path.dropLast(SnapshotFileNaming.overlaySuffix.count))
            guard !name.isEmpty else { return nil }
            self = .overlay(name: name)
            return
        }
        for format in SnapshotFormat.allCases {
            let pendingSuffix = SnapshotFileNaming.pending("", pathExtension: format.pathExtension)
            if path.hasSuffix(pendingSuffix) {
                let name = String(path.dropLast(pendingSuffix.count))
                guard !name.isEmpty else { return nil }
                self = .pending(SnapshotKey(name: name, format: format))
                return
            }
            let suffix = ".\(format.pathExtension)"
            if path.hasSuffix(suffix) {
                let name = String(path.dropLast(suffix.count))
                guard !name.isEmpty else { return nil }
                self = .reference(SnapshotKey(name: name, format: format))
                return
            }
        }
        return nil
    }
}
