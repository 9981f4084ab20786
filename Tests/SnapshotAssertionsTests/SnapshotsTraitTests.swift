import Foundation
import ScreenFixtures
import SnapshotAssertions
import Testing

/// The folder the trait suite below writes into: fixed for the suite (a trait's arguments are
/// evaluated once), different for every run.
let traitFolder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-trait-\(ProcessInfo.processInfo.processIdentifier)")

/// `.snapshots(record:devices:directory:diffTool:)` on a suite: every assertion inside records,
/// on both devices, into the suite's folder; a test's own trait overrides a setting.
@Suite(.snapshots(record: .all, devices: [.iPhoneSE, .iPhone8], directory: traitFolder.path))
struct SnapshotsTraitTests {
    static var screen: Screen { Fixtures.named("charge")?.make(.iPhone8) ?? Screen(name: "missing") }

    @Test func aSuiteTraitSetsRecordModeDevicesAndFolder() throws {
        // Recording fails the assertion (it compared nothing): one issue for the two devices.
        withKnownIssue { assertSnapshot(of: Self.screen, as: .layout) }
        let folder = traitFolder.appendingPathComponent("SnapshotAssertionsTests/SnapshotsTraitTests")
        for device in ["iphone-se", "iphone-8"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("aSuiteTraitSetsRecordModeDevicesAndFolder.\(device).layout").path))
        }
    }

    /// An assertion's own `on:` and `record:` win over the trait's.
    @Test(.snapshots(devices: [.iPhone15])) func aTestTraitOverridesTheSuite() throws {
        withKnownIssue { assertSnapshot(of: Self.screen, as: .layout) }
        let folder = traitFolder.appendingPathComponent("SnapshotAssertionsTests/SnapshotsTraitTests")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("aTestTraitOverridesTheSuite.iphone-15.layout").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("aTestTraitOverridesTheSuite.iphone-se.layout").path))
    }

    /// A diff tool's command is printed with a mismatch, never run.
    @Test(.snapshots(record: .never, devices: [], diffTool: .ksdiff)) func aDiffToolIsNamedInAMismatch() throws {
        let log = IssueLog()
        let folder = traitFolder.appendingPathComponent("SnapshotAssertionsTests/SnapshotsTraitTests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not this\n".utf8).write(to: folder.appendingPathComponent("aDiffToolIsNamedInAMismatch.1.txt"))
        withKnownIssue {
            assertSnapshot(of: "this", as: lines)
        } matching: { issue in
            log.append(issue)
            return true
        }
        let message = log.all.flatMap(\.comments).map(\.rawValue).joined()
        let reference = folder.appendingPathComponent("aDiffToolIsNamedInAMismatch.1.txt").path
        #expect(message.contains("Diff:      ksdiff \(reference) \(folder.appendingPathComponent("aDiffToolIsNamedInAMismatch.1.new.txt").path)"), "\(message)")
        #expect(DiffTool.vscode.command(reference: "a b.svg", pending: "c.svg") == "code --diff 'a b.svg' c.svg")
    }
}
