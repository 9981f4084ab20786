import Foundation
import Snapshot

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations the commands need, each failing with a sentence that names the file.
enum FileSystem {
    /// Writes `data` as the store does (`AtomicFile`): a flushed temporary file beside `url`,
    /// renamed over it (`durable: false`: not flushed, for files made again at will).
    static func writeAtomically(_ data: Data, to url: URL, named name: String, durable: Bool = true) throws(CLIError) {
        try writeAtomically(data, to: ConfinedPath(file: url.path), named: name, durable: durable)
    }

    /// `writeAtomically` of what `body` hands its sink, written into the temporary file as it
    /// comes (`AtomicFile.write(to:streaming:)`): the SVG of a million cells is 70 MB that is never
    /// held whole.
    static func writeAtomically(to url: URL, named name: String, streaming body: (_ sink: @escaping (UnsafeRawBufferPointer) -> Void) -> Void)
        throws(CLIError)
    {
        do {
            try AtomicFile.write(to: ConfinedPath(file: url.path), streaming: body)
        } catch {
            throw CLIError("\(name): cannot be written (\(error.reason))")
        }
    }

    /// `writeAtomically` for a file inside a folder, reached without following links (`ConfinedPath`).
    static func writeAtomically(_ data: Data, to file: ConfinedPath, named name: String, durable: Bool = true) throws(CLIError) {
        do {
            try AtomicFile.write(data, to: file, durable: durable)
        } catch {
            throw CLIError("\(name): cannot be written (\(error.reason))")
        }
    }

    /// Copies `source` to a new file at `destination`, through a temporary file and a rename.
    static func copy(_ source: ConfinedPath, to destination: ConfinedPath, named name: String) throws(CLIError) {
        try writeAtomically(try read(source, named: name), to: destination, named: name)
    }

    /// The bytes of a regular file (`FileContents`: never a pipe, a device or a file larger than
    /// `maximumBytes`).
    static func read(_ url: URL, named name: String, maximumBytes: Int = FileContents.maximumBytes) throws(CLIError) -> Data {
        try data(FileContents.read(url, maximumBytes: maximumBytes), named: name)
    }

    /// `read` for a file inside a folder, reached without following links (`ConfinedPath`).
    static func read(_ file: ConfinedPath, named name: String) throws(CLIError) -> Data {
        try data(FileContents.read(file), named: name)
    }

    /// The bytes of what was read, or the error that names the file.
    static func data(_ contents: FileContents, named name: String) throws(CLIError) -> Data {
        switch contents {
        case .present(let data): return data
        case .missing: throw CLIError("\(name): cannot be read (no such file)")
        case .unreadable(let reason): throw CLIError("\(name): cannot be read (\(reason))")
        }
    }

    /// Removes a file; a file that is already gone is fine.
    static func remove(_ url: URL, named name: String) throws(CLIError) {
        guard exists(url) else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw CLIError("\(name): cannot be removed (\(reason(error)))")
        }
    }

    /// Removes a file inside a folder, reached without following links (`ConfinedPath`); a file
    /// that is already gone is fine.
    static func remove(_ file: ConfinedPath, named name: String) throws(CLIError) {
        do {
            try AtomicFile.remove(file)
        } catch {
            throw CLIError("\(name): cannot be removed (\(error.reason))")
        }
    }

    static func createFolder(_ url: URL, named name: String) throws(CLIError) {
        do {
            try AtomicFile.createFolders(url.path)
        } catch {
            throw CLIError("\(name): the folder cannot be created (\(error.reason))")
        }
    }

    /// Whether something (a file, a folder, a link) is at `url`, without following a link.
    static func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    /// What is at `url` when it is something a write must not replace (`a symbolic link`,
    /// `a folder`, `a device`, `a named pipe`, `a socket`), or `nil` for a regular file or nothing.
    /// A link is never followed: replacing it would replace the link, not what it names.
    static func nonRegularKind(_ url: URL) -> String? {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        return ConfinedPath.kind(ofMode: info.st_mode)
    }

    static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    static func modificationDate(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    /// When a file inside a folder was last written, exactly (the bit pattern of its modification
    /// date, 16 hex digits; zeros when it cannot be read): what binds a record to the very file
    /// it was made for, since no one can know it before the file is written.
    static func writtenStamp(_ file: ConfinedPath) -> String {
        let seconds = modificationDate(URL(fileURLWithPath: file.path))?.timeIntervalSinceReferenceDate ?? 0
        return StableDigest.hex(seconds.bitPattern)
    }

    /// The digest of a file's bytes as the review page, `apply` and `accept` take it
    /// (`StableDigest.hex(of:)` of the bytes read as UTF-8); nil when there is no file.
    static func digest(_ file: ConfinedPath, named name: String) throws(CLIError) -> String? {
        switch FileContents.read(file) {
        case .missing: return nil
        case .present(let data): return digest(of: data)
        case .unreadable(let reason): throw CLIError("\(name): cannot be read (\(reason)); nothing was changed")
        }
    }

    /// The digest of bytes, as `digest(_:named:)` takes a file's.
    static func digest(of data: Data) -> String {
        StableDigest.hex(of: String(decoding: data, as: UTF8.self))
    }

    /// The text of a UTF-8 file; a missing or non-UTF-8 file is an error naming it.
    static func readText(_ url: URL, named name: String) throws(CLIError) -> String {
        try text(try read(url, named: name), named: name)
    }

    /// `readText` for a file inside a folder, reached without following links (`ConfinedPath`).
    static func readText(_ file: ConfinedPath, named name: String) throws(CLIError) -> String {
        try text(try read(file, named: name), named: name)
    }

    /// UTF-8 text, or the error that names the file.
    static func text(_ data: Data, named name: String) throws(CLIError) -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError("\(name): is not UTF-8 text; the file is corrupt, delete it or record it again")
        }
        return text
    }

    /// The short reason inside a Foundation error, without the file path it repeats.
    static func reason(_ error: any Error) -> String {
        FileErrorReason.describe(error)
    }
}
