import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file inside a folder the user chose (the snapshot folder, a review or artifacts folder),
/// reached one real folder at a time, so that nothing under the folder can lead out of it.
///
/// Git stores symbolic links, so a committed `__Snapshots__/Evil -> /somewhere` or `Up -> ..`
/// would otherwise redirect every write, rename and removal made through it. Each folder
/// below `root` is opened with `openat(…, O_DIRECTORY | O_NOFOLLOW)` relative to the one
/// above, and the file itself is then created, read, renamed or removed relative to the last
/// folder's descriptor (`openat`, `renameat`, `unlinkat`), so what was checked is what is
/// used: a link swapped in after the walk changes nothing. A link anywhere below the root,
/// the file's own name included, is refused with a sentence naming it. The root itself is
/// trusted only when the user named it (`--snapshots`, `SNAPSHOT_DIR`, the trait's `directory:`,
/// `--output`, `apply --from`): it may then be a link the user made, such as a snapshot folder on
/// another disk. A root found by default (`<package>/__Snapshots__`) is a name git can commit as
/// `__Snapshots__ -> ../elsewhere`, so it is opened without following a link too, relative to
/// the folder above it (the package's).
///
///     ConfinedPath(root: "/repo/__Snapshots__", relativePath: "ShopTests/MallTests/testMall.1.svg")
///     // with ShopTests a link: could not reach /repo/__Snapshots__/ShopTests: it is a symbolic link …
package struct ConfinedPath: Sendable, Equatable {
    /// The trusted folder (`/repo/__Snapshots__`).
    package var root: String
    /// The file below it (`ShopTests/MallTests/testMall.1.svg`): plain names, no `.` or `..`.
    package var relativePath: String
    /// Whether the user named `root`, so that it is trusted even as a symbolic link; a root found
    /// by default is never followed when it is one.
    package var rootIsNamed: Bool

    /// A file below `root`; `rootIsNamed` only when the user named the root outright.
    package init(root: String, relativePath: String, rootIsNamed: Bool = false) {
        self.root = root
        self.relativePath = relativePath
        self.rootIsNamed = rootIsNamed
    }

    /// The file in the folder holding `path`: what a path the user gave whole (a `--output`
    /// file) is confined to, its folder trusted as named.
    package init(file path: String) {
        let url = URL(fileURLWithPath: path)
        self.init(root: url.deletingLastPathComponent().path, relativePath: url.lastPathComponent, rootIsNamed: true)
    }

    /// The whole path, for messages.
    package var path: String { root.hasByteSuffix("/") ? root + relativePath : root + "/" + relativePath }

    /// The file's own name (`testMall.1.svg`).
    package var name: String { relativePath.pathNames.last(where: { !$0.isEmpty }) ?? "" }

    /// A folder below the root, opened without following links; its descriptor is closed on `deinit`.
    package final class Folder {
        package let descriptor: Int32
        /// The folder the walk began in, and the names walked below it.
        private let start: String
        private let below: ArraySlice<String>

        init(descriptor: Int32, start: String, below: ArraySlice<String> = []) {
            self.descriptor = descriptor
            self.start = start
            self.below = below
        }

        /// The folder's whole path, for messages: joined when one asks, not for every read.
        package var path: String { Self.joined(start, below) }

        /// `start` with the names `below` it joined on, one slash between each.
        static func joined(_ start: String, _ below: ArraySlice<String>) -> String {
            below.reduce(start) { $0.hasByteSuffix("/") ? $0 + $1 : $0 + "/" + $1 }
        }

        deinit { close(descriptor) }
    }

    /// The folder that holds the file, each folder below the root opened without following a
    /// link; `nil` when one is missing and `creating` is false (creating makes the missing ones).
    package func openFolder(creating: Bool) throws(StoreError) -> Folder? {
        // Cut at the byte `/`, as the system cuts a path (`PathBytes`): by `Character` it broke
        // graphemes all along the path, a twentieth of a stamped match's instructions.
        let names = relativePath.pathNames
        guard let last = names.last, !names.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }), !last.isEmpty else {
            throw StoreError("reach", path, reason: "it is not a path inside \(root) (empty, '.' or '..' parts)")
        }
        // A root found by default is walked like the folders below it, from the folder above.
        let (start, walked) = rootIsNamed ? (root, Array(names.dropLast())) : Self.split(root, then: names.dropLast())
        var descriptor = open(start, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor < 0, errno == ENOENT, creating {
            try AtomicFile.createFolders(start)
            descriptor = open(start, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            if errno == ENOENT, !creating { return nil }
            throw StoreError("open folder", start, reason: String(cString: strerror(errno)))
        }
        var folder = Folder(descriptor: descriptor, start: start)
        for (position, name) in walked.enumerated() {
            var path: String { Folder.joined(start, walked[...position]) }
            var next = openat(folder.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT, creating {
                guard mkdirat(folder.descriptor, name, 0o755) == 0 || errno == EEXIST else {
                    throw StoreError("create folder", path, reason: String(cString: strerror(errno)))
                }
                next = openat(folder.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            guard next >= 0 else {
                let code = errno
                if let kind = folder.kind(of: name) {
                    throw StoreError("reach", path, reason: position == 0 && !rootIsNamed ? rootRefusal(kind) : refusal(kind))
                }
                // Nothing there, or a file where a folder should be: missing to a reader, as `FileContents` says.
                if !creating, code == ENOENT || code == ENOTDIR { return nil }
                throw StoreError(creating ? "create folder" : "reach", path, reason: String(cString: strerror(code)))
            }
            folder = Folder(descriptor: next, start: start, below: walked[...position])
        }
        return folder
    }

    /// `/repo/__Snapshots__` as the folder to open first (`/repo`) and the names to walk below
    /// it (`__Snapshots__`, then `names`).
    private static func split(_ root: String, then names: ArraySlice<String>) -> (String, [String]) {
        let url = URL(fileURLWithPath: root).standardizedFileURL
        let parent = url.deletingLastPathComponent().path
        let last = url.lastPathComponent
        guard !last.isEmpty, last != "/", last != "." else { return (root, Array(names)) }
        return (parent, [last] + names)
    }

    /// What a file of this mode is when it is not a regular file (`a symbolic link`, `a folder`,
    /// `a device`, `a named pipe`, `a socket`), or `nil`: the one naming every refusal uses.
    package static func kind(ofMode mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFLNK: "a symbolic link"
        case S_IFDIR: "a folder"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFIFO: "a named pipe"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }

    /// Why a name that is not a real folder or file is refused.
    package func refusal(_ kind: String) -> String {
        "it is \(kind), which is never followed: snapshot files are only read and written in real folders under \(root)"
    }

    /// Refuses a root found by default that is a symbolic link (or a pipe, a device…): what a
    /// command checks before it lists the folder's files.
    package func checkRoot() throws(StoreError) {
        var info = stat()
        guard !rootIsNamed, lstat(root, &info) == 0, let kind = Self.kind(ofMode: info.st_mode), kind != "a folder" else { return }
        throw StoreError("reach", root, reason: rootRefusal(kind))
    }

    /// Why a root found by default that is not a real folder is refused, and what to do.
    private func rootRefusal(_ kind: String) -> String {
        "it is \(kind), and a snapshot folder found by default is never followed (git can commit it as a link to any "
            + "folder); make it a real folder, or name the folder you mean with --snapshots DIR or SNAPSHOT_DIR"
    }
}

extension ConfinedPath.Folder {
    /// What `name` in this folder is when it is not a regular file or a folder (`a symbolic
    /// link`, `a named pipe`, …), without following it; `nil` otherwise or when it is missing.
    package func kind(of name: String) -> String? {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT != S_IFDIR else { return nil }
        return ConfinedPath.kind(ofMode: info.st_mode)
    }

    /// Whether `name` in this folder is a folder (not followed).
    package func isFolder(_ name: String) -> Bool {
        var info = stat()
        return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
