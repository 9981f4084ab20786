import Testing
import Foundation
import SnapshotAssertions

/// Text snapshots whose diff names both sides.
let lines = Strategy<String, String>(
    pathExtension: "txt",
    diffing: .text { reference, actual in
        reference == actual ? nil : DiffReport(summary: "-\(reference)\n+\(actual)", textDiff: "", overlaySVG: nil)
    })

/// A unique temp folder to use as the snapshot directory.
func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("assert-snapshot-tests-\(UUID().uuidString)").standardizedFileURL
}

/// Collects the issues a `withKnownIssue` block records.
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [Issue] = []

    func append(_ issue: Issue) {
        lock.lock()
        defer { lock.unlock() }
        issues.append(issue)
    }

    var all: [Issue] {
        lock.lock()
        defer { lock.unlock() }
        return issues
    }
}

@Suite struct AssertSnapshotTests {
    @Test func aMatchRecordsNoIssue() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("SnapshotAssertionsTests/AssertSnapshotTests/aMatchRecordsNoIssue.1.txt")
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("grid A\r\n".utf8).write(to: reference)
        assertSnapshot(of: "grid A\n", as: lines, record: .never, snapshotDirectory: folder.path)
    }

    @Test func aFailureIsAnIssueAtTheCallSiteNamedAfterTheTest() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = IssueLog()
        let line = #line + 2
        withKnownIssue {
            assertSnapshot(of: "grid A", as: lines, record: .never, snapshotDirectory: folder.path)
        } matching: { issue in
            log.append(issue)
            return true
        }
        let issue = try #require(log.all.first)
        #expect(log.all.count == 1)
        #expect(
            issue.comments.map(\.rawValue) == [
                """
                No reference was found for "aFailureIsAnIssueAtTheCallSiteNamedAfterTheTest.1.txt", and none was recorded: record mode is never (the record: argument).

                Expected:  \(folder.path)/SnapshotAssertionsTests/AssertSnapshotTests/aFailureIsAnIssueAtTheCallSiteNamedAfterTheTest.1.txt

                Record:    SNAPSHOT_RECORD=missing swift test --filter '[./]aFailureIsAnIssueAtTheCallSiteNamedAfterTheTest(\\(|$)'
                """
            ])
        #expect(issue.sourceLocation?.line == line)
        #expect(issue.sourceLocation?.fileName == "AssertSnapshotTests.swift")
    }

    /// A helper a test might share; its own name must not name the reference.
    func assertMall(_ text: String, in folder: URL) {
        assertSnapshot(of: text, as: lines, snapshotDirectory: folder.path)
    }

    @Test func aHelperFilesUnderTheRunningTestsName() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        withSnapshotRecording(.missing) {
            withKnownIssue { assertMall("grid A", in: folder) }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("SnapshotAssertionsTests/AssertSnapshotTests").path)
        #expect(files == ["aHelperFilesUnderTheRunningTestsName.1.txt"])
    }

    @Test func aDeviceMatrixFailsOnceForAllDevices() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let perDevice = lines.pullback { (screen: Screen) in screen.device.id }
        let log = IssueLog()
        withKnownIssue {
            assertSnapshot(of: Screen(name: "MallVC"), as: perDevice, on: [.iPhoneSE, .iPhone15], record: .missing, snapshotDirectory: folder.path)
        } matching: { issue in
            log.append(issue)
            return true
        }
        #expect(log.all.count == 1)
        #expect(log.all.first?.comments.first?.rawValue.hasPrefix("Snapshots failed on 2 of 2 devices: iphone-se, iphone-15.") == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("SnapshotAssertionsTests/AssertSnapshotTests").path)
            .sorted()
        #expect(files == ["aDeviceMatrixFailsOnceForAllDevices.iphone-15.txt", "aDeviceMatrixFailsOnceForAllDevices.iphone-se.txt"])
        // Recorded now, so the same call passes.
        assertSnapshot(of: Screen(name: "MallVC"), as: perDevice, on: [.iPhoneSE, .iPhone15], record: .never, snapshotDirectory: folder.path)
    }
}

/// Parameterized tests: their cases share the test's name and run in any order.
@Suite struct ParameterizedSnapshotTests {
    static let folder = temporaryFolder()

    /// An unnamed snapshot would take a number in race order: it fails, saying to pass `named:`.
    @Test(arguments: ["small", "large"])
    func anUnnamedSnapshotInACaseFailsAskingForAName(size: String) throws {
        let log = IssueLog()
        withKnownIssue {
            assertSnapshot(of: size, as: lines, record: .missing, snapshotDirectory: Self.folder.path)
        } matching: { issue in
            log.append(issue)
            return true
        }
        let comment = try #require(log.all.first?.comments.first?.rawValue)
        #expect(comment.hasPrefix("anUnnamedSnapshotInACaseFailsAskingForAName(size:) is parameterized: its cases share its name"))
        #expect(comment.contains("Pass named: with the case's argument"))
        #expect(
            !FileManager.default.fileExists(
                atPath: Self.folder.appendingPathComponent("SnapshotAssertionsTests").path
                    + "/AssertSnapshotTests/anUnnamedSnapshotInACaseFailsAskingForAName.1.txt"))
    }

    /// Named by the argument, each case has its own reference; two cases that name one file fail
    /// instead of overwriting each other.
    /// (The cases run one after the other, so the one that fails finds the other's reference written.)
    @Test(.serialized, arguments: ["small", "large"])
    func casesNamedByTheirArgumentKeepTheirOwnReferences(size: String) throws {
        withSnapshotRecording(.missing) {
            withKnownIssue { assertSnapshot(of: size, as: lines, named: size, snapshotDirectory: Self.folder.path) }
        }
        let reference = Self.folder.appendingPathComponent(
            "SnapshotAssertionsTests/AssertSnapshotTests/casesNamedByTheirArgumentKeepTheirOwnReferences.\(size).txt")
        #expect(try String(contentsOf: reference, encoding: .utf8).hasPrefix(size))
        let log = IssueLog()
        withKnownIssue {
            assertSnapshot(of: size, as: lines, named: "shared", record: .missing, snapshotDirectory: Self.folder.path)
        } matching: { issue in
            log.append(issue)
            return true
        }
        // The first case to get there owns "shared" and records it; the other one fails and
        // writes nothing: the reference keeps the first case's text.
        let comment = try #require(log.all.first?.comments.first?.rawValue)
        let shared = try String(
            contentsOf: Self.folder.appendingPathComponent(
                "SnapshotAssertionsTests/AssertSnapshotTests/casesNamedByTheirArgumentKeepTheirOwnReferences.shared.txt"),
            encoding: .utf8)
        if comment.contains("come to one file") {
            #expect(comment.contains("or two cases of one parameterized test, would overwrite each other's reference"))
            #expect(!shared.hasPrefix(size))
        } else {
            #expect(comment.contains("so it was recorded"), "\(comment)")
            #expect(shared.hasPrefix(size))
        }
    }
}
