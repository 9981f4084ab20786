import Foundation
import Snapshot
import TestSupport

/// Runs `verifySnapshot` from a test file inside a `TemporaryPackage`, with an injected environment.
struct StoreHarness {
    let package: TemporaryPackage
    var environment: [String: String] = [:]

    init(environment: [String: String] = [:]) throws {
        package = try TemporaryPackage()
        self.environment = environment
    }

    /// Text snapshots whose diff names both sides and draws a fixed overlay.
    static let lines = Strategy<String, String>(
        pathExtension: "txt",
        diffing: .text { reference, actual in
            reference == actual
                ? nil
                : DiffReport(summary: "1 line changed", textDiff: "-\(reference)\n+\(actual)", overlaySVG: "<svg>overlay</svg>\n")
        })

    /// Like `lines`, but the diff draws no overlay.
    static let linesWithoutOverlay = Strategy<String, String>(
        pathExtension: "txt",
        diffing: .text { reference, actual in
            reference == actual ? nil : DiffReport(summary: "1 line changed", textDiff: "", overlaySVG: nil)
        })

    /// One assertion as a fresh test run would make it (its own counter), unless `counter` is shared.
    func verify(
        _ value: String,
        as strategy: Strategy<String, String> = StoreHarness.lines,
        named name: String? = nil,
        record: RecordMode? = nil,
        snapshotDirectory: String? = nil,
        testName: String = "testMall()",
        testCase: String = "",
        counter: SnapshotCounter = SnapshotCounter()
    ) -> String? {
        snapshotFailure(
            of: { value }, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
            fileID: package.fileID, filePath: package.testFile, testName: testName, environment: environment,
            testCase: testCase, counter: counter)?.message
    }

    func read(_ relative: String) -> String? { try? package.read("__Snapshots__/" + relative) }
    func exists(_ relative: String) -> Bool { package.exists("__Snapshots__/" + relative) }
    var files: [String] { package.files(under: "__Snapshots__") }
    func remove() { package.remove() }
}
