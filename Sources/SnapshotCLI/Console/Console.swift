import Foundation
import Snapshot

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes: its standard output and standard error, and whether colour is on.
///
/// Tests pass closures that collect the text; the command line passes the real streams.
struct Console: Sendable {
    var writeOutput: @Sendable (String) -> Void
    var writeError: @Sendable (String) -> Void
    /// ANSI colour in standard output: only when it is a terminal and `NO_COLOR` is unset.
    var style: TextStyle
    /// The real streams, which remember a failed write; `nil` for a console that collects text.
    var streams: StandardStreams?

    init(
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        style: TextStyle = TextStyle(colors: false),
        streams: StandardStreams? = nil
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.style = style
        self.streams = streams
    }

    /// Writes `text` and a newline to standard output.
    func line(_ text: String = "") {
        writeOutput(text + "\n")
    }

    /// Writes `text` and a newline to standard error.
    func errorLine(_ text: String) {
        writeError(text + "\n")
    }

    /// The process's own streams, unbuffered so that they interleave with `swift test`'s output.
    static func standardStreams(environment: [String: String]) -> Console {
        let streams = StandardStreams()
        return Console(
            writeOutput: { streams.output.write($0) },
            writeError: { streams.error.write($0) },
            style: .forOutput(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment),
            streams: streams)
    }
}

/// Standard output and standard error as file descriptors written with `write(2)`.
///
/// A write that fails (a full disk, a closed descriptor, a reader that went away) is
/// remembered, and later writes to that stream are dropped, so the command finishes and
/// `SnapshotCLI.run` decides the exit: a closed pipe ends quietly, as command-line tools do
/// (`snapshot-cli render … | head`), anything else is an error naming the stream, exit 2.
final class StandardStreams: Sendable {
    let output = DescriptorStream(descriptor: STDOUT_FILENO, name: "standard output")
    let error = DescriptorStream(descriptor: STDERR_FILENO, name: "standard error")

    init() {}
}

/// One stream of `StandardStreams`.
final class DescriptorStream: @unchecked Sendable {
    let descriptor: Int32
    let name: String
    private let lock = NSLock()
    private var failedWith: Int32?

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// The `errno` of the first failed write, or `nil`.
    var failure: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return failedWith
    }

    /// Writes every byte of `text`, retrying after interruptions; after a failure, nothing.
    /// Line breaks other than LF are written as escapes (`StringEscaping.breakingOnlyAtLineFeeds`):
    /// this is what reaches a CI log, the test output passed through included.
    func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard failedWith == nil else { return }
        var text = StringEscaping.breakingOnlyAtLineFeeds(text)
        failedWith = text.withUTF8 { AtomicFile.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}

/// Text collected in memory, for tests and for capturing a child's output.
final class CapturedText: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = ""

    init() {}

    func append(_ text: String) {
        lock.lock()
        storage += text
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
