import Foundation

/// A secret of this machine's user that signs the lines of the accepted-groups record
/// (`RunRecord.AcceptedGroup`), so that a line written by anything else accepts nothing (issue 50:
/// a line's digest and the reference's modification time, which it was bound to, are public, so
/// anything that could read them, a test or a committed file, could forge one).
///
/// 32 random bytes in `$XDG_CACHE_HOME/snapshot-cli/record-key` (else `~/.cache/…`, else the
/// temporary folder's), made on first use, readable by its owner only. It never enters the
/// checkout, so neither a pull request nor a CI artifact carries it; code that runs as you can
/// still read it, as it can read everything you can.
enum RecordKey {
    /// HMAC-SHA256 of `message` under the key, as 64 hex digits (RFC 2104).
    static func sign(_ message: String) throws(CLIError) -> String {
        var key = try load()
        if key.count > 64 { key = SHA256.digest(key) }
        key += Array(repeating: 0, count: 64 - key.count)
        let inner = SHA256.digest(key.map { $0 ^ 0x36 } + Array(message.utf8))
        return SHA256.digest(key.map { $0 ^ 0x5C } + inner).map { String(format: "%02x", $0) }.joined()
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cached: [UInt8]?

    private static var file: URL {
        let environment = ProcessInfo.processInfo.environment
        let cache =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0).appendingPathComponent(".cache") }
            ?? FileManager.default.temporaryDirectory
        return cache.appendingPathComponent("snapshot-cli/record-key")
    }

    private static func load() throws(CLIError) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        let url = file
        if let data = FileManager.default.contents(atPath: url.path), data.count == 32 {
            cached = [UInt8](data)
            return [UInt8](data)
        }
        var generator = SystemRandomNumberGenerator()
        let key = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let folder = url.deletingLastPathComponent()
        try FileSystem.createFolder(folder, named: folder.path)
        _ = chmod(folder.path, 0o700)
        try FileSystem.writeAtomically(Data(key), to: url, named: url.path)
        _ = chmod(url.path, 0o600)
        cached = key
        return key
    }
}
