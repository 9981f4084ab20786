import Foundation

/// Where a command writes: its standard output and standard error, and whether colour is on.
///
/// Tests pass closures that collect the text; the command line passes the real streams.
package struct Console: Sendable {
    package var writeOutput: @Sendable (String) -> Void
    package var writeError: @Sendable (String) -> Void
    /// ANSI colour in standard output: only when it is a terminal and `NO_COLOR` is unset.
    package var style: TextStyle

    package init(
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        style: TextStyle = TextStyle(colors: false)
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.style = style
    }

    /// Writes `text` and a newline to standard output.
    package func line(_ text: String = "") {
        writeOutput(text + "\n")
    }

    /// Writes `text` and a newline to standard error.
    package func errorLine(_ text: String) {
        writeError(text + "\n")
    }

    /// The process's own streams, unbuffered so that they interleave with `swift test`'s output.
    package static func standardStreams(environment: [String: String]) -> Console {
        Console(
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            style: .forOutput(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment))
    }
}

/// Text collected in memory, for tests and for capturing a child's output.
package final class TextBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = ""

    package init() {}

    package func append(_ text: String) {
        lock.lock()
        storage += text
        lock.unlock()
    }

    package var text: String {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
