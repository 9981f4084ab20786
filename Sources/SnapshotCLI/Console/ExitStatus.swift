/// How a command ends: the process exit status.
package enum ExitStatus: Int32, Sendable {
    /// Everything passed or was done.
    case success = 0
    /// Snapshots failed (or the tests did).
    case snapshotFailures = 1
    /// Bad usage or bad input: nothing was written.
    case usageError = 2
}

/// A command that could not go ahead: one sentence saying what and where, and what to do next.
///
/// Printed as `error: <message>` on standard error; the exit status is 2.
package struct CLIError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
