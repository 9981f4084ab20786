@_exported import Snapshot
import Foundation

/// Asserts that a value's snapshot matches its reference in `__Snapshots__`, in XCTest or Swift Testing.
///
/// The first run writes the rendering as a pending file and fails, so it is reviewed and
/// accepted (`swift run snapshot-cli review`, `accept`); later runs compare. A mismatch fails
/// with what changed and the commands to accept or re-record it, and attaches the reference,
/// the new rendering and the overlay to the test's report. Inside a Swift Testing test the
/// failure is an `Issue` and the test's name names the file; elsewhere it is an `XCTFail`
/// and `#function` does.
///
///     @Test func mall() {
///         assertSnapshot(of: mallScreen, as: .ascii)   // __Snapshots__/ShopTests/MallTests/mall.1.txt
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
    // A screen in a scope that names devices (`.snapshots(devices:)`) is checked on each of them.
    if Value.self == Screen.self, let devices = SnapshotScope.current.devices, let screenStrategy = strategy as? Strategy<Screen, Format> {
        return assertSnapshot(
            of: try asScreen(value()), as: screenStrategy, on: devices, named: name, record: record, snapshotDirectory: snapshotDirectory,
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    }
    let test = IssueReporter.currentTestName ?? testName
    let environment = SnapshotEnvironment.current()
    observeXCTestRun(environment)
    // Cases of a parameterized test run in any order under one name: numbers would not be stable.
    let failure =
        name == nil && IssueReporter.inParameterizedCase
        ? SnapshotFailure(
            message: """
                \(test) is parameterized: its cases share its name and run in any order, so an unnamed snapshot's number \
                would change from run to run. Pass named: with the case's argument, e.g. assertSnapshot(of: …, as: …, named: "\\(device.id)").
                """)
        : snapshotFailure(
            of: value, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
            fileID: "\(fileID)", filePath: "\(filePath)", line: line, testName: test,
            environment: environment, testCase: IssueReporter.currentTestCase)
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
    let environment = SnapshotEnvironment.current()
    observeXCTestRun(environment)
    let failure = snapshotFailure(
        of: screen, as: strategy, on: devices, named: name, record: record,
        snapshotDirectory: snapshotDirectory, fileID: "\(fileID)", filePath: "\(filePath)", line: line,
        testName: IssueReporter.currentTestName ?? testName,
        environment: environment, testCase: IssueReporter.currentTestCase)
    guard let failure else { return }
    IssueReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The value as the screen its type says it is (never throws: the type is checked first).
private func asScreen<Value>(_ value: Value) throws -> Screen {
    guard let screen = value as? Screen else { throw ScopedDevicesError() }
    return screen
}

/// A value that was meant to be a screen was not.
private struct ScopedDevicesError: Error {}
