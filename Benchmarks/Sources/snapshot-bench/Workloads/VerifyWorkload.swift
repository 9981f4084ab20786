import Foundation
import ScreenFixtures
import Snapshot

/// 1,000 unchanged snapshots through the real `verifySnapshot` (record mode `never`), against
/// a floor that only reads the same reference files and compares their bytes.
///
/// The snapshots are the fixtures (all but the 100,000-cell `huge-list`) on every device
/// preset in every format (`.ascii`, `.svg`, `.layout`), taken in turn until there are 1,000,
/// each under its own name. References are recorded once before timing, through the built-in
/// strategies, so each ends with its stamp line. The floor compares each file with its
/// stored snapshot held in memory, as a test that had rendered already would.
enum VerifyWorkload {
    static let count = 1_000

    static let workload = Workload(
        name: "verify-1000",
        summary: "1,000 unchanged fixture snapshots through verifySnapshot (record never) vs reading + comparing the reference bytes",
        defaultRuns: 5, defaultWarmup: 1
    ) { rounds in
        let folder = try TemporaryFolder.make("verify")
        let snapshots = try recordReferences(in: folder)
        let cases = [
            Rounds.Case(name: "ours: verifySnapshot") {
                var bytes = 0
                for snapshot in snapshots {
                    if let failure = verifySnapshot(
                        of: snapshot.screen, as: snapshot.strategy, named: snapshot.name, record: .never,
                        snapshotDirectory: folder.path, testName: "verify")
                    {
                        throw BenchFailure("snapshot \(snapshot.name) should match its reference:\n\(failure)")
                    }
                    bytes += snapshot.expected.count
                }
                return bytes
            },
            Rounds.Case(name: "floor: read + compare bytes") {
                var bytes = 0
                for snapshot in snapshots {
                    let data = try Data(contentsOf: snapshot.reference)
                    guard data == snapshot.expected else { throw BenchFailure("\(snapshot.reference.path) changed") }
                    bytes += data.count
                }
                return bytes
            },
        ]
        let distinct = Set(snapshots.map(\.kind)).count
        let total = snapshots.reduce(0) { $0 + $1.expected.count }
        return WorkloadOutput(
            cases: try rounds.results(cases),
            notes: [
                "\(Table.grouped(snapshots.count)) references (\(distinct) distinct fixture × device × format), \(Table.grouped(total)) bytes in all"
            ])
    }

    struct Reference {
        var kind: String
        var name: String
        var screen: Screen
        var strategy: Strategy<Screen, String>
        var expected: Data
        var reference: URL
    }

    /// Records every reference and checks it sits where the floor will read it.
    private static func recordReferences(
        in folder: URL, fileID: StaticString = #fileID, file: StaticString = #filePath
    ) throws -> [Reference] {
        let fixtures = Fixtures.all.filter { $0.name != "huge-list" }
        let formats: [(String, Strategy<Screen, String>)] = [("txt", .ascii), ("svg", .svg), ("layout", .layout)]
        var kinds: [(kind: String, screen: Screen, format: (String, Strategy<Screen, String>))] = []
        for fixture in fixtures {
            for device in Device.presets {
                let screen = fixture.make(device)
                for format in formats {
                    kinds.append(("\(fixture.name)/\(device.id)/\(format.0)", screen, format))
                }
            }
        }
        // References sit in <folder>/<module of #fileID>/<test file>/, as in a test target.
        let testFile = URL(fileURLWithPath: "\(file)").deletingPathExtension().lastPathComponent
        let module = "\(fileID)".split(separator: "/").first.map(String.init) ?? ""
        var snapshots: [Reference] = []
        for index in 0..<count {
            let kind = kinds[index % kinds.count]
            let name = String(index)
            _ = verifySnapshot(
                of: kind.screen, as: kind.format.1, named: name, record: .all, snapshotDirectory: folder.path,
                fileID: fileID, file: file, testName: "verify")
            let reference = folder.appendingPathComponent(module).appendingPathComponent(testFile)
                .appendingPathComponent("verify.\(name).\(kind.format.0)")
            let expected = Data(try kind.format.1.snapshot(kind.screen).utf8)
            guard (try? Data(contentsOf: reference)) == expected else {
                throw BenchFailure("the reference for \(kind.kind) was not recorded at \(reference.path)")
            }
            // Recorded through the built-in strategy, it ends with its stamp: what a real
            // suite's references hold, and what lets a match skip the rendering.
            guard let lastLine = String(decoding: expected, as: UTF8.self).split(separator: "\n").last,
                lastLine.contains("snapshot-stamp \(kind.format.0 == "txt" ? "ascii" : kind.format.0)/")
            else {
                throw BenchFailure("the reference for \(kind.kind) has no stamp line")
            }
            snapshots.append(Reference(
                kind: kind.kind, name: name, screen: kind.screen, strategy: kind.format.1, expected: expected,
                reference: reference))
        }
        return snapshots
    }
}
