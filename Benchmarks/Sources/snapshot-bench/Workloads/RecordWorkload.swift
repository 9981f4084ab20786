import Foundation
import ScreenFixtures
import Snapshot

/// What flushing each reference to the disk costs: 200 snapshots recorded through the real
/// `verifySnapshot` (record mode `all`: render, stamp, a flushed temporary file, rename,
/// folder flush) against a floor that renders the same snapshots and writes them with
/// Foundation's atomic write, which flushes nothing.
///
/// The snapshots are the `second-category` and `mall` fixtures on the iPhone SE and the
/// iPhone 15 in the three formats, taken in turn, each under its own name; every round
/// rewrites the same files.
enum RecordWorkload {
    static let count = 200

    static let workload = Workload(
        name: "record-200",
        summary: "200 references recorded by verifySnapshot (fsync file + folder) vs render + unflushed atomic write",
        defaultRuns: 5, defaultWarmup: 1
    ) { rounds in
        let folder = try TemporaryFolder.make("record")
        let floorFolder = try TemporaryFolder.make("record-floor")
        let formats: [(String, Strategy<Screen, String>)] = [("txt", .ascii), ("svg", .svg), ("layout", .layout)]
        var snapshots: [(name: String, screen: Screen, strategy: Strategy<Screen, String>, floor: URL)] = []
        let screens = ["second-category", "mall"].compactMap(Fixtures.named).flatMap { fixture in
            [Device.iPhoneSE, .iPhone15].map { fixture.make($0) }
        }
        for index in 0..<count {
            let screen = screens[index % screens.count]
            let format = formats[(index / screens.count) % formats.count]
            snapshots.append(("\(index)", screen, format.1, floorFolder.appendingPathComponent("record.\(index).\(format.0)")))
        }
        let cases = [
            Rounds.Case(name: "ours: verifySnapshot record all") {
                for snapshot in snapshots {
                    guard verifySnapshot(
                        of: snapshot.screen, as: snapshot.strategy, named: snapshot.name, record: .all,
                        snapshotDirectory: folder.path, testName: "record") != nil
                    else { throw BenchFailure("recording \(snapshot.name) reported nothing") }
                }
                return snapshots.count
            },
            Rounds.Case(name: "floor: render + Data.write(.atomic)") {
                for snapshot in snapshots {
                    try Data(try snapshot.strategy.snapshot(snapshot.screen).utf8).write(to: snapshot.floor, options: .atomic)
                }
                return snapshots.count
            },
        ]
        return WorkloadOutput(
            cases: try rounds.results(cases),
            notes: ["\(count) references of 4 screens × 3 formats; the difference per reference is the cost of flushing"])
    }
}
