import Foundation
import Testing
@testable import Snapshot
import ScreenFixtures

/// The promise of the project's own references: a 1-pt inset change in one fixture fails
/// exactly that fixture's snapshots, and the message names the segment that changed.
@Suite struct InsetRegressionTests {
    @Test func onePointOfInsetFailsOnlyThatFixtureAndNamesItsSegment() throws {
        let references = try CopiedReferences()
        defer { references.remove() }
        var failures: [String: String] = [:]
        for fixture in Fixtures.all.map(\.name) {
            var screen = try FixtureSnapshotTests.screen(fixture, on: .iPhoneSE)
            if fixture == "second-category" {
                // OptimumGoodsSC, the goods grid, is the fourth segment: inset (0, 16, 0, 0) → (0, 17, 0, 0).
                let goods = screen.remove(at: 3)
                screen.insert(LeftInsetNudged(base: goods), at: 3)
            }
            for (test, strategy) in [("ascii", Strategy<Screen, String>.ascii), ("svg", .svg)] {
                let failure = snapshotFailure(
                    of: { screen }, as: strategy, on: FixtureSnapshotTests.devices, named: fixture, record: .never,
                    snapshotDirectory: references.directory.path, fileID: "ScreenFixturesTests/FixtureSnapshotTests.swift",
                    filePath: references.testFile, testName: test,
                    environment: [:])?.message
                if let failure { failures["\(test) \(fixture)"] = failure }
            }
        }
        #expect(failures.keys.sorted() == ["ascii second-category", "svg second-category"])
        for message in failures.values {
            #expect(message.contains("Snapshots failed on 2 of 2 devices: iphone-se, iphone-15."))
            #expect(message.contains(#"segment 3 "OptimumGoodsSC" inset left 16 → 17"#))
        }
    }
}

/// A sub-controller answering like `base` with one more point of left inset.
private struct LeftInsetNudged: SubController {
    var base: any SubController

    var name: String { base.name }
    var numberOfItems: Int { base.numberOfItems }
    var inset: EdgeInsets {
        var inset = base.inset
        inset.left += 1
        return inset
    }
    var minimumLineSpacing: Double { base.minimumLineSpacing }
    var minimumInteritemSpacing: Double { base.minimumInteritemSpacing }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size { base.sizeForItem(at: index, in: context) }
    func cellForItem(at index: Int) -> Cell { base.cellForItem(at: index) }
    func sizeForHeader(in context: CollectionContext) -> Size? { base.sizeForHeader(in: context) }
    func sizeForFooter(in context: CollectionContext) -> Size? { base.sizeForFooter(in: context) }
}

/// The committed `__Snapshots__/ScreenFixturesTests/FixtureSnapshotTests` copied to a temporary folder, so pending
/// files from the deliberate failures never land in the repository.
private struct CopiedReferences {
    let directory: URL
    /// Where `FixtureSnapshotTests.swift` is: it names the references' folder.
    let testFile: String

    init() throws {
        let here = URL(fileURLWithPath: #filePath)
        let packageRoot = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        testFile = here.deletingLastPathComponent().appendingPathComponent("FixtureSnapshotTests.swift").path
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("inset-regression-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("ScreenFixturesTests"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("__Snapshots__/ScreenFixturesTests/FixtureSnapshotTests"),
            to: directory.appendingPathComponent("ScreenFixturesTests/FixtureSnapshotTests"))
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
