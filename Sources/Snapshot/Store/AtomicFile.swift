import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// File writes that never leave a half-written file behind, even after a power loss.
///
/// A write goes to a temporary file in the target's own folder, named after the process id
/// and a per-process counter (`.testMall.1.svg.4711-3.tmp`), is flushed to the disk
/// (`fsync`), then renamed over the target, and the folder is flushed too, so the rename
/// itself is on the disk. A rename within one folder is atomic, so a reader — or another
/// test process — sees the old bytes or the new ones, never a mix; a failure leaves the old
/// file as it was; and a power loss after the call leaves the new file whole, never an
/// empty one (what a rename of unflushed data can leave on ext4 and APFS).
package enum AtomicFile {
    /// Writes `data` to `url`, creating folders as needed.
    ///
    /// `beforeReplacing` runs after the temporary file is complete and before the rename;
    /// tests use it to fail at the worst moment. `durable: false` skips the flushes, for files
    /// that are made again at will (a review page's renderings).
    package static func write(
        _ data: Data, to url: URL, durable: Bool = true, beforeReplacing: (URL) throws -> Void = { _ in }
    ) throws(StoreError) {
        try write(data, to: ConfinedPath(file: url.path), durable: durable, beforeReplacing: beforeReplacing)
    }

    /// Writes `data` to a file inside a folder (`ConfinedPath`: no link below the root is
    /// followed, the file's own name included), creating the folders below the root as needed.
    package static func write(
        _ data: Data, to file: ConfinedPath, durable: Bool = true, beforeReplacing: (URL) throws -> Void = { _ in }
    ) throws(StoreError) {
        try write(to: file, durable: durable, beforeReplacing: beforeReplacing) { sink in data.withUnsafeBytes(sink) }
    }

    /// Writes what `body` hands the sink it is given, in order, as `write(_:to:)` writes its data:
    /// into the temporary file as it comes, so a rendering of a million cells is never held whole
    /// (`snapshot-cli render --output`). The file is only renamed into place once `body` has
    /// returned and every byte is on the disk; a failed write leaves the old file as it was.
    package static func write(
        to file: ConfinedPath, durable: Bool = true, beforeReplacing: (URL) throws -> Void = { _ in },
        streaming body: (_ sink: @escaping (UnsafeRawBufferPointer) -> Void) -> Void
    ) throws(StoreError) {
        guard let folder = try file.openFolder(creating: true) else {
            throw StoreError("write", file.path, reason: String(cString: strerror(ENOENT)))
        }
        if folder.isFolder(file.name) { throw StoreError("write", file.path, reason: "it is a folder") }
        let temporary = ".\(file.name).\(ProcessInfo.processInfo.processIdentifier)-\(TemporaryCounter.shared.next()).tmp"
        do {
            try writeNewFile(named: temporary, in: folder, synced: durable, body)
            try beforeReplacing(URL(fileURLWithPath: folder.path + "/" + temporary))
        } catch {
            unlinkat(folder.descriptor, temporary, 0)
            throw StoreError("write", file.path, reason: reason(error))
        }
        guard renameat(folder.descriptor, temporary, folder.descriptor, file.name) == 0 else {
            let failure = String(cString: strerror(errno))
            unlinkat(folder.descriptor, temporary, 0)
            throw StoreError("write", file.path, reason: failure)
        }
        if durable { _ = fsync(folder.descriptor) }
    }

    /// Renames `source` over `destination` in one step (`renameat`): the destination is the old
    /// file or the new one, never half of either. Neither path's folders are followed through a
    /// link, and a link at `source` is refused (it would become a reference naming another file).
    package static func move(_ source: ConfinedPath, over destination: ConfinedPath) throws(StoreError) {
        guard let from = try source.openFolder(creating: false) else {
            throw StoreError("move", source.path, reason: String(cString: strerror(ENOENT)))
        }
        if let kind = from.kind(of: source.name) { throw StoreError("move", source.path, reason: source.refusal(kind)) }
        guard let to = try destination.openFolder(creating: true) else {
            throw StoreError("move", destination.path, reason: String(cString: strerror(ENOENT)))
        }
        guard renameat(from.descriptor, source.name, to.descriptor, destination.name) == 0 else {
            throw StoreError("move", source.path, reason: String(cString: strerror(errno)))
        }
        _ = fsync(to.descriptor)
    }

    /// Creates `name` in `folder` (it must not exist, and is never a link), writes every byte
    /// `body` hands its sink (after a failed write, the rest is dropped and the failure thrown)
    /// and, when `synced`, flushes it to the disk.
    private static func writeNewFile(
        named name: String, in folder: ConfinedPath.Folder, synced: Bool, _ body: (_ sink: @escaping (UnsafeRawBufferPointer) -> Void) -> Void
    ) throws(StoreError) {
        let path = folder.path + "/" + name
        let descriptor = openat(folder.descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw StoreError("create", path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let failure = FirstFailure()
        body { bytes in
            if failure.code == nil { failure.code = writeAll(bytes, to: descriptor) }
        }
        if let code = failure.code { throw StoreError("write", path, reason: String(cString: strerror(code))) }
        guard !synced || fsync(descriptor) == 0 else { throw StoreError("flush", path, reason: String(cString: strerror(errno))) }
    }

    /// The `errno` of a stream's first failed write.
    private final class FirstFailure {
        var code: Int32?
    }

    /// Writes every byte to `descriptor`, retrying after interruptions and short writes;
    /// the `errno` of a failure, or `nil`.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = writeBytes(descriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return written < 0 ? errno : EIO
            }
        }
        return nil
    }

    /// Appends `line` and a newline to the file at `url` in one `write` with `O_APPEND`, so lines
    /// from parallel processes never interleave. Creates the file and its folder as needed. Only
    /// a regular file is appended to: a named pipe (which would block the writer with no reader,
    /// as a `GITHUB_STEP_SUMMARY` pointing at one did) or a device is refused at once.
    package static func appendLine(_ line: String, to url: URL) throws(StoreError) {
        try createFolders(url.deletingLastPathComponent().path)
        let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason = errno == ENXIO ? "it is a named pipe with no reader, not a file" : String(cString: strerror(errno))
            throw StoreError("open", url.path, reason: reason)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw StoreError("append to", url.path, reason: "it is not a regular file")
        }
        let bytes = Array((line + "\n").utf8)
        let written = bytes.withUnsafeBytes { buffer in
            writeBytes(descriptor, buffer.baseAddress, buffer.count)
        }
        guard written == bytes.count else {
            throw StoreError("append to", url.path, reason: written < 0 ? String(cString: strerror(errno)) : "short write")
        }
    }

    /// Creates the folder at `path` and any missing folders above it, with `mkdir`, so a
    /// failure says the system's reason for the folder it concerns (`Not a directory` where a
    /// file stands in the way, `Permission denied`), not a generic Foundation error.
    package static func createFolders(_ path: String) throws(StoreError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw StoreError("create folder", path, reason: String(cString: strerror(ENOTDIR))) }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try createFolders(parent) }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw StoreError("create folder", path, reason: String(cString: strerror(errno)))
        }
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw StoreError("create folder", path, reason: String(cString: strerror(ENOTDIR)))
        }
    }

    /// Removes the file at `url` if there is one.
    package static func remove(_ url: URL) throws(StoreError) {
        try remove(ConfinedPath(file: url.path))
    }

    /// Removes a file inside a folder if there is one (a missing file or folder is fine). A link
    /// in its place is removed itself, never what it names; a folder is refused.
    ///
    /// Every matching assertion clears its pending files, which are almost never there, so the
    /// folders are only walked when a plain look (`lstat`) finds something.
    package static func remove(_ file: ConfinedPath) throws(StoreError) {
        var info = stat()
        guard lstat(file.path, &info) == 0 else { return }
        guard let folder = try file.openFolder(creating: false) else { return }
        guard unlinkat(folder.descriptor, file.name, 0) == 0 else {
            let code = errno
            if code == ENOENT { return }
            throw StoreError("remove", file.path, reason: folder.isFolder(file.name) ? "it is a folder" : String(cString: strerror(code)))
        }
    }

    /// Removes a folder inside a snapshot folder when it is empty, and only then: one
    /// `unlinkat(…, AT_REMOVEDIR)`, which the system refuses for a folder that holds anything,
    /// so a file written into it after it was looked at is never removed with it (a recursive
    /// remove would take it). A link in its place is not a folder: refused, nothing removed.
    /// Returns whether it was removed.
    package static func removeFolderIfEmpty(_ folder: ConfinedPath) throws(StoreError) -> Bool {
        guard let parent = try folder.openFolder(creating: false) else { return false }
        guard unlinkat(parent.descriptor, folder.name, AT_REMOVEDIR) == 0 else {
            switch errno {
            case ENOENT, ENOTEMPTY, EEXIST, ENOTDIR: return false
            case let code: throw StoreError("remove folder", folder.path, reason: String(cString: strerror(code)))
            }
        }
        return true
    }

    private static func reason(_ error: any Error) -> String {
        (error as? StoreError)?.description ?? FileErrorReason.describe(error)
    }
}

/// The operating system's words for a failed file operation (`Not a directory`), not Foundation's
/// generic "The operation could not be completed" or "NSCocoaErrorDomain error 512": the one
/// place the store and the command line turn a Foundation error into a reason.
package enum FileErrorReason {
    package static func describe(_ error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error {
            let underlying = underlying as NSError
            if underlying.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(underlying.code))) }
        }
        if error.domain == NSCocoaErrorDomain {
            switch error.code {
            case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
            case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
            case NSFileWriteOutOfSpaceError: return "no space left on the device"
            case NSFileWriteVolumeReadOnlyError: return "the volume is read-only"
            case NSFileReadUnknownError: return "the file system refused the read"
            case NSFileWriteUnknownError: return "the file system refused the write"
            default: break
            }
        }
        return error.localizedDescription
    }
}

/// The C `write`, which `AtomicFile.write` hides inside the type.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// Numbers the temporary files of this process; with the process id it makes their names unique.
private final class TemporaryCounter: @unchecked Sendable {
    static let shared = TemporaryCounter()
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// A file operation of the snapshot store that failed: which file, and why.
///
/// Its description is one sentence for a failure message:
/// `could not write /tmp/x/__Snapshots__/ShopTests/MallTests/testMall.1.svg: No space left on device`.
package struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    package var action: String
    package var path: String
    package var reason: String

    package init(_ action: String, _ path: String, reason: String) {
        self.action = action
        self.path = path
        self.reason = reason
    }

    package var description: String { "could not \(action) \(path): \(reason)" }
}
