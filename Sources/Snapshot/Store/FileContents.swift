import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What is on disk at a path: a reference, a screen file, a run record.
///
/// Only a regular file is read, and only up to a size: a folder, a named pipe (which would
/// block the reader), a device (`/dev/zero` would never end) or a link to one is unreadable
/// with a sentence saying what it is, and so is a file larger than `maximumBytes`.
package enum FileContents: Equatable {
    /// Nothing: the snapshot was never recorded.
    case missing
    /// The file's bytes.
    case present(Data)
    /// Something that cannot be read as a file (a folder, a device, an unreadable or too large file), and why.
    case unreadable(reason: String)

    /// The largest file read: 256 MiB, far above any reference a screen gives.
    package static let maximumBytes = 256 << 20

    /// Reads the file with one `open`, `fstat` and `read`: every assertion does this, so it
    /// skips Foundation's separate existence check and its extra copies.
    ///
    /// Missing is what cannot be seen (no such file, or a path through a file or a folder
    /// that cannot be searched); what can be seen but not read is unreadable, with the
    /// system's reason (`Permission denied`) or what it is (`it is a named pipe, not a file`).
    package static func read(_ url: URL, maximumBytes: Int = FileContents.maximumBytes) -> FileContents {
        read(path: url.path, maximumBytes: maximumBytes)
    }

    /// `read` for a path.
    package static func read(path: String, maximumBytes: Int = FileContents.maximumBytes) -> FileContents {
        // Non-blocking, so that opening a named pipe with no writer returns at once; a regular
        // file reads the same either way.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .missing }
            var status = stat()
            guard stat(path, &status) == 0 else { return .missing }
            if let kind = notAFile(status) { return .unreadable(reason: kind) }
            return .unreadable(reason: String(cString: strerror(code)))
        }
        return read(descriptor: descriptor, maximumBytes: maximumBytes)
    }

    /// `read` for a file inside a folder (`ConfinedPath`): no link below the root is followed,
    /// the file's own name included (a link there is unreadable, saying so).
    package static func read(_ file: ConfinedPath, maximumBytes: Int = FileContents.maximumBytes) -> FileContents {
        let folder: ConfinedPath.Folder
        do {
            guard let opened = try file.openFolder(creating: false) else { return .missing }
            folder = opened
        } catch {
            return .unreadable(reason: error.description)
        }
        let descriptor = openat(folder.descriptor, file.name, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return .missing }
            if let kind = folder.kind(of: file.name) { return .unreadable(reason: file.refusal(kind)) }
            return .unreadable(reason: String(cString: strerror(code)))
        }
        return read(descriptor: descriptor, maximumBytes: maximumBytes)
    }

    /// Reads an open file to its end, and closes it.
    private static func read(descriptor: Int32, maximumBytes: Int) -> FileContents {
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unreadable(reason: String(cString: strerror(errno))) }
        if let kind = notAFile(status) { return .unreadable(reason: kind) }
        let size = Int(status.st_size)
        guard size <= maximumBytes else {
            return .unreadable(reason: "it is \(size) bytes, more than the \(maximumBytes) read at most")
        }
        switch readAll(descriptor, sizeHint: size, limit: maximumBytes) {
        case .success(let data): return .present(data)
        case .failure(let code): return .unreadable(reason: String(cString: strerror(code.value)))
        }
    }

    /// What a non-regular file is, in a sentence; `nil` for a regular file.
    private static func notAFile(_ status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: folderReason
        case S_IFIFO: "it is a named pipe, not a file"
        case S_IFCHR, S_IFBLK: "it is a device, not a file"
        case S_IFSOCK: "it is a socket, not a file"
        default: "it is not a regular file"
        }
    }

    private static let folderReason = "it is a folder, not a file"

    private struct ReadError: Error {
        var value: Int32
    }

    /// Every byte up to the end of the file; the size is only a hint (the file may change, and
    /// one that grows past `limit` while it is read fails with `EFBIG`).
    ///
    /// A regular file that gives fewer bytes than asked for is at its end, so the usual read
    /// takes one `read` (the spare byte asked for shows the end).
    private static func readAll(_ descriptor: Int32, sizeHint: Int, limit: Int) -> Result<Data, ReadError> {
        var capacity = Swift.max(sizeHint + 1, 4096)  // one spare byte sees the end in one read
        var count = 0
        guard var buffer = malloc(capacity) else { return .failure(ReadError(value: ENOMEM)) }
        while true {
            if count == capacity {
                guard count <= limit else {
                    free(buffer)
                    return .failure(ReadError(value: EFBIG))
                }
                capacity *= 2
                guard let grown = realloc(buffer, capacity) else {
                    free(buffer)
                    return .failure(ReadError(value: ENOMEM))
                }
                buffer = grown
            }
            let asked = capacity - count
            let got = readBytes(descriptor, buffer + count, asked)
            if got > 0 {
                count += got
                if got < asked { break }
            } else if got == 0 {
                break
            } else if errno != EINTR {
                let code = errno
                free(buffer)
                return .failure(ReadError(value: code))
            }
        }
        return .success(Data(bytesNoCopy: buffer, count: count, deallocator: .free))
    }
}

/// The C `read`, which `FileContents.read` hides inside the type.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
