/// A file operation of the snapshot store that failed: which file, and why.
///
/// Its description is one sentence for a failure message:
/// `could not write /tmp/x/__Snapshots__/MallTests/testMall.1.svg: No space left on device`.
package struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    package var action: String
    package var path: String
    package var reason: String

    package init(_ action: String, _ path: String, reason: String) {
        self.action = action
        self.path = path
        self.reason = reason
    }

    package var description: String { "could not \(action) \(path): \(reason)" }
}
