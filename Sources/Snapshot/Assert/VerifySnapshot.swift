import Foundation

/// Compares a value's snapshot with its reference on disk and returns the failure message, or `nil`.
///
/// It does all the store work (recording, pending files, overlays, artifacts, the touched log)
/// and reports nothing: `assertSnapshot` in `SnapshotAssertions` is the same call reported to
/// XCTest or Swift Testing, and other test frameworks can be served the same way. The
/// reference is `<snapshot directory>/<TestTarget>/<TestFile>/<testName>.<name or counter>.<extension>`
/// (`ReferenceLocation`).
/// `line` is the call site's, noted with the reference for `snapshot-cli test` (JUnit, CI annotations).
///
///     if let failure = verifySnapshot(of: mall, as: .ascii) { print(failure) }
///     // No reference was found for "ShopTests/MallTests/testMall.1.txt", so it was recorded: …
///
/// - Parameters:
///   - value: What to snapshot, taken once.
///   - strategy: How it is written to a file and compared (`.ascii`, `.svg`, `.layout`, your own).
///   - name: The snapshot's name in the file name; numbered per test when `nil`.
///   - record: The record mode; `nil` leaves it to the scope, `SNAPSHOT_RECORD` and `CI`.
///   - snapshotDirectory: A folder of the test's own instead of the package's `__Snapshots__`.
///   - fileID: The call site's `#fileID` (its module names the references' folder).
///   - filePath: The call site's `#filePath` (its file names the references' folder).
///   - testName: The test's name, the references' first name.
///   - line: The call site's line, noted for `snapshot-cli test`.
/// - Returns: The failure message, or `nil` when the snapshot matched.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Strategy<Value, Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> String? {
    snapshotFailure(
        of: value, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
        fileID: "\(fileID)", filePath: "\(filePath)", line: line, testName: testName, environment: SnapshotEnvironment.current())?.message
}

/// The same with the 0.3 label `file:`, kept for 0.4 and gone in 0.5 (the README's compatibility
/// policy): `filePath:`, as `assertSnapshot` and swift-snapshot-testing name it.
@available(*, deprecated, renamed: "verifySnapshot(of:as:named:record:snapshotDirectory:fileID:filePath:testName:line:)")
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Strategy<Value, Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file: StaticString,
    testName: String = #function,
    line: UInt = #line
) -> String? {
    verifySnapshot(
        of: try value(), as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory, fileID: fileID,
        filePath: file, testName: testName, line: line)
}

/// What a failing snapshot assertion reports: its message, and the files a test report should
/// carry with it.
package struct SnapshotFailure: Sendable, Equatable {
    package var message: String
    /// The reference, pending rendering and overlay that exist, for attachments.
    package var files: [URL] = []
    /// The change list as the message shows it (a mismatch's), for grouping a device matrix.
    package var changes: String?
    /// Its cause lines, as the change list shows them: what a bound never leaves out.
    package var causeLines: [String] = []

    package init(message: String, files: [URL] = [], changes: String? = nil, causeLines: [String] = []) {
        self.message = message
        self.files = files
        self.changes = changes
        self.causeLines = causeLines
    }
}

/// `verifySnapshot`'s whole check, with the environment (and the counter of unnamed snapshots)
/// passed in: the store work and, on failure, the message and the files to attach.
package func snapshotFailure<Value, Format>(
    of value: () throws -> Value,
    as strategy: Strategy<Value, Format>,
    named name: String?,
    record: RecordMode?,
    snapshotDirectory: String?,
    fileID: String,
    filePath: String,
    line: UInt = 0,
    testName: String,
    environment: [String: String],
    testCase: String = "",
    counter: SnapshotCounter = .shared,
    names: SnapshotNames = .shared
) -> SnapshotFailure? {
    let directory = TestFilePlaces.directory(
        testFile: filePath, override: snapshotDirectory ?? SnapshotScope.current.directory, environment: environment)
    if let problem = SnapshotFormat.problem(withExtension: strategy.pathExtension) {
        return SnapshotFailure(message: "Strategy(pathExtension: \"\(strategy.pathExtension)\") cannot be stored: \(problem). Nothing was written.")
    }
    let test = ReferenceLocation(
        fileID: fileID, testFile: filePath, testName: testName, name: "", pathExtension: strategy.pathExtension)
    let rawName = name ?? String(counter.next(for: "\(directory.url.path)/\(test.folderPath)/\(test.testName)\u{1F}\(testCase)"))
    let location = test.named(rawName)
    if let problem = SnapshotFileNaming.problem(withName: location.name) {
        return SnapshotFailure(
            message:
                "named: \(Wording.quoted(rawName)) cannot be stored: \(problem). Rename it (\(Wording.quoted(renamed(location.name))), say). Nothing was written."
        )
    }
    let file = location.referenceFile(inFolder: directory.path)
    let writer = SnapshotNames.Writer(test: testName, name: rawName, testCase: testCase)
    if let owner = names.claim(file, by: writer) {
        return SnapshotFailure(message: SnapshotNames.collision(file: file, writer: writer, owner: owner))
    }
    do {
        try TouchedLog.touch(location, in: directory, source: "\(filePath):\(line)", environment: environment)
    } catch {
        return SnapshotFailure(message: FailureMessage.storeFailed(error, location: location, directory: directory))
    }
    let resolved: ResolvedRecordMode
    switch ResolvedRecordMode.resolve(argument: record, environment: environment) {
    case .success(let mode): resolved = mode
    case .failure(let error): return SnapshotFailure(message: error.description)
    }
    let check = SnapshotCheck(
        location: location, directory: directory, record: resolved.mode, diffing: strategy.diffing, environment: environment)
    let message = FailureMessage(location: location, directory: directory, record: resolved)
    let outcome: SnapshotOutcome
    do {
        if let rendering = strategy.rendering {
            // A built-in rendering: laid out once, and rendered only when its stamp cannot prove a match.
            let layout = try rendering.layout(try value())
            outcome = check.run(layout: layout, renderer: rendering.renderer, format: rendering.format)
        } else {
            outcome = check.run(try strategy.snapshot(try value()))
        }
    } catch {
        return SnapshotFailure(message: "Could not take snapshot \"\(location.referenceFileName)\": \(error).")
    }
    guard let text = message.text(for: outcome) else { return nil }
    var causes: [ChangeCause] = []
    if case .mismatch(let report, _, _) = outcome { causes = report.causes }
    return SnapshotFailure(
        message: text, files: outcome.files(of: location, in: directory), changes: message.changes(in: outcome),
        causeLines: causes.map { ChangeSummary.causeLine($0.line) })
}

extension SnapshotOutcome {
    /// The files a test report should carry: what a mismatch or a new snapshot left on disk.
    func files(of location: ReferenceLocation, in directory: SnapshotDirectory) -> [URL] {
        switch self {
        case .mismatch(_, let overlayWritten, _):
            let files = [location.reference(in: directory.url), location.pending(in: directory.url)]
            return overlayWritten ? files + [location.overlay(in: directory.url)] : files
        case .newPending:
            return [location.pending(in: directory.url)]
        default:
            return []
        }
    }
}

/// `a0.new` as `a0-new`: a name the store can take, for a message to suggest.
private func renamed(_ name: String) -> String {
    guard let dot = name.lastIndex(of: ".") else { return name + "-1" }
    return name[..<dot] + "-" + name[name.index(after: dot)...]
}
