import Foundation

/// Compares a value's snapshot with its reference on disk and returns the failure message, or `nil`.
///
/// It does all the store work (recording, pending files, overlays, artifacts, the touched log)
/// and reports nothing: `assertSnapshot` in `SnapshotAssertions` is the same call reported to
/// XCTest or Swift Testing, and other test frameworks can be served the same way. The
/// reference is `<snapshot directory>/<TestFile>/<testName>.<name or counter>.<extension>`.
/// `line` is accepted so wrappers can pass their call site along unchanged.
///
///     if let failure = verifySnapshot(of: mall, as: .ascii) { print(failure) }
///     // No reference was found for "testMall.1.txt", so it was recorded: record mode is missing (the default).
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Strategy<Value, Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> String? {
    verifySnapshot(
        of: value, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
        filePath: "\(file)", testName: testName, environment: SnapshotEnvironment.current())
}

/// `verifySnapshot` with the environment (and the counter of unnamed snapshots) passed in.
package func verifySnapshot<Value, Format>(
    of value: () throws -> Value,
    as strategy: Strategy<Value, Format>,
    named name: String?,
    record: RecordMode?,
    snapshotDirectory: String?,
    filePath: String,
    testName: String,
    environment: [String: String],
    counter: SnapshotCounter = .shared
) -> String? {
    let directory = TestFilePlaces.directory(testFile: filePath, override: snapshotDirectory, environment: environment)
    let test = ReferenceLocation(testFile: filePath, testName: testName, name: "", pathExtension: strategy.pathExtension)
    let location = test.named(name ?? String(counter.next(for: "\(directory.url.path)/\(test.testFile)/\(test.testName)")))
    do {
        try TouchedLog.touch(location, in: directory, environment: environment)
    } catch {
        return FailureMessage.storeFailed(error, location: location, directory: directory)
    }
    let resolved: ResolvedRecordMode
    switch ResolvedRecordMode.resolve(argument: record, environment: environment) {
    case .success(let mode): resolved = mode
    case .failure(let error): return error.description
    }
    let check = SnapshotCheck(
        location: location, directory: directory, record: resolved.mode, diffing: strategy.diffing,
        environment: environment)
    let message = FailureMessage(location: location, directory: directory, record: resolved)
    let actual: Format
    do {
        if let rendering = strategy.rendering {
            // A built-in rendering: laid out once, and rendered only when its stamp cannot prove a match.
            let layout = try rendering.layout(try value())
            return message.text(for: check.run(layout: layout, renderer: rendering.renderer, format: rendering.format))
        }
        actual = try strategy.snapshot(try value())
    } catch {
        return "Could not take snapshot \"\(location.referenceFileName)\": \(error)."
    }
    return message.text(for: check.run(actual))
}
