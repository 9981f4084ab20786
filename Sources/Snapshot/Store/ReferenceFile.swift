import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What is on disk where a reference should be.
package enum ReferenceFile: Equatable {
    /// Nothing: the snapshot was never recorded.
    case missing
    /// The reference's bytes.
    case present(Data)
    /// Something that cannot be a reference (a folder, an unreadable file), and why.
    case unreadable(reason: String)

    /// Reads the file with one `open`, `fstat` and `read`: every assertion does this, so it
    /// skips Foundation's separate existence check and its extra copies.
    ///
    /// Missing is what cannot be seen (no such file, or a path through a file or a folder
    /// that cannot be searched); what can be seen but not read is unreadable, with the
    /// system's reason (`Permission denied`).
    package static func read(_ url: URL) -> ReferenceFile {
        read(path: url.path)
    }

    /// `read` for a path.
    package static func read(path: String) -> ReferenceFile {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .missing }
            var status = stat()
            guard stat(path, &status) == 0 else { return .missing }
            if isFolder(status) { return .unreadable(reason: folderReason) }
            return .unreadable(reason: String(cString: strerror(code)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unreadable(reason: String(cString: strerror(errno))) }
        if isFolder(status) { return .unreadable(reason: folderReason) }
        switch readAll(descriptor, sizeHint: Int(status.st_size), isRegular: (status.st_mode & S_IFMT) == S_IFREG) {
        case .success(let data): return .present(data)
        case .failure(let code): return .unreadable(reason: String(cString: strerror(code.value)))
        }
    }

    private static let folderReason = "it is a folder, not a file"

    private static func isFolder(_ status: stat) -> Bool {
        (status.st_mode & S_IFMT) == S_IFDIR
    }

    private struct ReadError: Error {
        var value: Int32
    }

    /// Every byte up to the end of the file; the size is only a hint (the file may change).
    ///
    /// A regular file that gives fewer bytes than asked for is at its end, so the usual read
    /// takes one `read` (the spare byte asked for shows the end); anything else reads until
    /// `read` returns 0.
    private static func readAll(_ descriptor: Int32, sizeHint: Int, isRegular: Bool) -> Result<Data, ReadError> {
        var capacity = Swift.max(sizeHint + 1, 4096)  // one spare byte sees the end in one read
        var count = 0
        guard var buffer = malloc(capacity) else { return .failure(ReadError(value: ENOMEM)) }
        while true {
            if count == capacity {
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
                if isRegular, got < asked { break }
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

/// The C `read`, which `ReferenceFile.read` hides inside the type.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
