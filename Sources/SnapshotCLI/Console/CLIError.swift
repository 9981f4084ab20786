import Snapshot

/// A command that could not go ahead: one sentence saying what and where, and what to do next.
///
/// Printed as `error: <message>` on standard error; the exit status is 2. The message is one
/// bounded line whatever went into it: invisible and control characters from file names,
/// arguments or JSON (ESC, C1, DEL, line breaks) are escaped (`\u{1B}`), so nothing reaches a
/// terminal raw, and a message longer than `maximumLength` is cut with `…`.
struct CLIError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Characters of a message at most.
    static let maximumLength = 1_000

    var message: String

    init(_ message: String) {
        let safe = StringEscaping.display(message)
        self.message = safe.count > Self.maximumLength ? String(safe.prefix(Self.maximumLength - 1)) + "…" : safe
    }

    var description: String { message }
}
