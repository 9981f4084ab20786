@_exported import Snapshot
import Foundation

/// Asserts that a value's snapshot matches its reference in `__Snapshots__`, in XCTest or Swift Testing.
///
/// The first run records the reference and fails so it gets looked at; later runs compare.
/// A mismatch fails with what changed and the commands to accept or re-record it. Inside a
/// Swift Testing test the failure is an `Issue` and the test's name names the file; elsewhere
/// it is an `XCTFail` and `#function` does.
///
///     @Test func mall() {
///         assertSnapshot(of: mallScreen, as: .ascii)   // __Snapshots__/MallTests/mall.1.txt
///     }
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Strategy<Value, Format>,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifySnapshot(
        of: value, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
        filePath: "\(filePath)", testName: IssueReporter.currentTestName ?? testName,
        environment: SnapshotEnvironment.current())
    guard let failure else { return }
    IssueReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts a screen on several devices at once: one reference per device (`testMall.iphone-se.svg`).
///
/// Every device is checked even when one fails; the failures are reported as one issue.
///
///     assertSnapshot(of: mallScreen, as: .svg, on: [.iPhoneSE, .iPhone15])
public func assertSnapshot<Format>(
    of screen: @autoclosure () throws -> Screen,
    as strategy: Strategy<Screen, Format>,
    on devices: [Device],
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifySnapshot(
        of: screen, as: strategy, on: devices, named: name, record: record,
        snapshotDirectory: snapshotDirectory, filePath: "\(filePath)",
        testName: IssueReporter.currentTestName ?? testName,
        environment: SnapshotEnvironment.current())
    guard let failure else { return }
    IssueReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}
