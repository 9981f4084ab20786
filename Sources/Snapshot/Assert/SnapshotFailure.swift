/// A failed snapshot assertion: the whole message a test reports.
package struct SnapshotFailure: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
