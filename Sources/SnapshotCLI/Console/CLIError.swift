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
