import XCTest
import Foundation
import SnapshotAssertions

/// `assertSnapshot` outside Swift Testing reports through `XCTFail`; failures are caught here.
final class AssertSnapshotXCTests: XCTestCase {
    private var capturing = false
    private var captured: [(description: String, file: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            captured.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private func capture(_ body: () -> Void) {
        capturing = true
        body()
        capturing = false
    }

    /// Issue 50: an XCTest assertion, with a touched log named, begins observing the XCTest run,
    /// and says so in the log with its process id (XCTest's end of the bundle is noted there too,
    /// after every test: `TouchedLog.XCTestMark`).
    func testAnXCTestAssertionBeginsObservingTheRun() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("touched.log")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: log.path, contents: nil)
        setenv("SNAPSHOT_TOUCHED_LOG", log.path, 1)
        defer { unsetenv("SNAPSHOT_TOUCHED_LOG") }
        capture { assertSnapshot(of: "grid A", as: lines, record: .all, snapshotDirectory: folder.path) }
        let text = try String(contentsOf: log, encoding: .utf8)
        XCTAssertTrue(text.contains("#xctest-observing\t\t\(ProcessInfo.processInfo.processIdentifier)\n"), text)
    }

    func testFailureGoesToXCTestNamedAfterTheFunction() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let line = #line + 2
        capture {
            assertSnapshot(of: "grid A", as: lines, record: .never, snapshotDirectory: folder.path)
        }
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.file, #filePath)
        XCTAssertEqual(captured.first?.line, line)
        // XCTFail puts "failed - " before the message.
        XCTAssertEqual(
            captured.first?.description,
            """
            failed - No reference was found for "testFailureGoesToXCTestNamedAfterTheFunction.1.txt", \
            and none was recorded: record mode is never (the record: argument).

            Expected:  \(folder.path)/SnapshotAssertionsTests/AssertSnapshotXCTests/testFailureGoesToXCTestNamedAfterTheFunction.1.txt

            Record:    SNAPSHOT_RECORD=missing swift test --filter '[./]testFailureGoesToXCTestNamedAfterTheFunction(\\(|$)'
            """)
    }

    func testMatchReportsNothing() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("SnapshotAssertionsTests/AssertSnapshotXCTests/testMatchReportsNothing.grid.txt")
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("grid A".utf8).write(to: reference)
        capture {
            assertSnapshot(of: "grid A", as: lines, named: "grid", record: .never, snapshotDirectory: folder.path)
        }
        XCTAssertEqual(captured.count, 0)
        capture {
            assertSnapshot(of: "grid B", as: lines, named: "grid", record: .never, snapshotDirectory: folder.path)
        }
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(
            captured.first?.description.hasPrefix(
                "failed - Snapshot \"testMatchReportsNothing.grid.txt\" does not match its reference.\n"), true)
    }

    func testScopedRecordModeCoversTheTest() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        capture {
            withSnapshotRecording(.all) {
                assertSnapshot(of: "grid A", as: lines, snapshotDirectory: folder.path)
            }
        }
        XCTAssertEqual(
            captured.first?.description.hasPrefix(
                """
                failed - Recorded "testScopedRecordModeCoversTheTest.1.txt" without comparing: \
                record mode is all (withSnapshotRecording).
                """), true)
        let reference = folder.appendingPathComponent("SnapshotAssertionsTests/AssertSnapshotXCTests/testScopedRecordModeCoversTheTest.1.txt")
        XCTAssertEqual(FileManager.default.contents(atPath: reference.path), Data("grid A".utf8))
    }
}
