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
/// the file's own name included, is refused with a sentence naming it; the root itself is
/// trusted (it may be a link the user made, such as a snapshot folder on another disk).
///
///     ConfinedPath(root: "/repo/__Snapshots__", relativePath: "ShopTests/MallTests/testMall.1.svg")
///     // with ShopTests a link: could not reach /repo/__Snapshots__/ShopTests: it is a symbolic link …
package struct ConfinedPath: Sendable, Equatable {
    /// The trusted folder (`/repo/__Snapshots__`).
    package var root: String
    /// The file below it (`ShopTests/MallTests/testMall.1.svg`): plain names, no `.` or `..`.
    package var relativePath: String

    package init(root: String, relativePath: String) {
        self.root = root
        self.relativePath = relativePath
    }

    /// The file in the folder holding `path`: what a path given whole (a `--output` file) is confined to.
    package init(file path: String) {
        let url = URL(fileURLWithPath: path)
        self.init(root: url.deletingLastPathComponent().path, relativePath: url.lastPathComponent)
    }

    /// The whole path, for messages.
    package var path: String { root.hasSuffix("/") ? root + relativePath : root + "/" + relativePath }

    /// The file's own name (`testMall.1.svg`).
    package var name: String { String(relativePath.split(separator: "/").last ?? "") }

    /// A folder below the root, opened without following links; its descriptor is closed on `deinit`.
    package final class Folder {
        package let descriptor: Int32
        /// The folder's whole path, for messages.
        package let path: String

        init(descriptor: Int32, path: String) {
            self.descriptor = descriptor
            self.path = path
        }

        deinit { close(descriptor) }
    }

    /// The folder that holds the file, each folder below the root opened without following a
    /// link; `nil` when one is missing and `creating` is false (creating makes the missing ones).
    package func openFolder(creating: Bool) throws(StoreError) -> Folder? {
        let names = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard let last = names.last, !names.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }), !last.isEmpty else {
            throw StoreError("reach", path, reason: "it is not a path inside \(root) (empty, '.' or '..' parts)")
        }
        var descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor < 0, errno == ENOENT, creating {
            try AtomicFile.createFolders(root)
            descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            if errno == ENOENT, !creating { return nil }
            throw StoreError("open folder", root, reason: String(cString: strerror(errno)))
        }
        var folder = Folder(descriptor: descriptor, path: root)
        for name in names.dropLast() {
            let path = folder.path + "/" + name
            var next = openat(folder.descriptor, String(name), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT, creating {
                guard mkdirat(folder.descriptor, String(name), 0o755) == 0 || errno == EEXIST else {
                    throw StoreError("create folder", path, reason: String(cString: strerror(errno)))
                }
                next = openat(folder.descriptor, String(name), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            guard next >= 0 else {
                let code = errno
                if let kind = folder.kind(of: String(name)) { throw StoreError("reach", path, reason: refusal(kind)) }
                // Nothing there, or a file where a folder should be: missing to a reader, as `FileContents` says.
                if !creating, code == ENOENT || code == ENOTDIR { return nil }
                throw StoreError(creating ? "create folder" : "reach", path, reason: String(cString: strerror(code)))
            }
            folder = Folder(descriptor: next, path: path)
        }
        return folder
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
