/// Runs `operation` with every snapshot assertion inside it in `mode`, unless one passes `record:`.
///
/// The mode is task-local: it follows `async` calls and child tasks, and tests running in
/// parallel do not see each other's. In XCTest, wrap `invokeTest` to cover a whole class:
///
///     override func invokeTest() {
///         withSnapshotRecording(.all) { super.invokeTest() }
///     }
public func withSnapshotRecording<R>(_ mode: RecordMode, operation: () throws -> R) rethrows -> R {
    try RecordingScope.$mode.withValue(mode, operation: operation)
}

/// Runs the async `operation` with every snapshot assertion inside it in `mode`.
public func withSnapshotRecording<R>(
    _ mode: RecordMode,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await RecordingScope.$mode.withValue(mode, operation: operation, isolation: isolation)
}

/// The record mode set by the innermost `withSnapshotRecording`, if any.
enum RecordingScope {
    @TaskLocal static var mode: RecordMode?
}
