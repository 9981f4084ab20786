import Foundation
import PeerSnapshotTesting
import ScreenFixtures
import Snapshot

/// Our whole pipeline (layout + ASCII render + `verifySnapshot`) against swift-snapshot-testing's
/// `.lines` strategy verifying the same ASCII text, already rendered.
///
/// The screens are the fixtures (all but `huge-list`) on an iPhone 8, plus a generated screen
/// of 1,000 cells. On a mismatch the new screen has a 60-pt banner segment inserted in the
/// middle, so everything under it moves down; both libraries then write what they write on a
/// failure (ours: the pending rendering and the overlay; theirs: the failed snapshot) and
/// return their message with its diff.
enum PeerWorkload {
    static func name(mismatch: Bool) -> String { mismatch ? "peer-mismatch" : "peer-match" }
    static let ours = "ours: layout + render + verify"
    static let peer = "peer: .lines verify of pre-rendered text"
    /// The case groups the targets look at.
    static let fixtures = "fixtures"
    static let large = "1k-cell screen"

    static func workload(mismatch: Bool) -> Workload {
        Workload(
            name: name(mismatch: mismatch),
            summary: "swift-snapshot-testing .lines vs our full pipeline, \(mismatch ? "every snapshot changed" : "every snapshot unchanged")",
            defaultRuns: mismatch ? 10 : 30, defaultWarmup: 2
        ) { rounds in
            let oursFolder = try TemporaryFolder.make("peer-ours")
            let peerFolder = try TemporaryFolder.make("peer-theirs")
            var screens = Fixtures.all.filter { $0.name != "huge-list" }.map { ($0.name, $0.make(.iPhone8)) }
            screens.append(("generated-1k", GeneratedScreen.make(cells: 1_000)))
            var pairs: [(name: String, actual: Screen, actualText: String)] = []
            for (name, screen) in screens {
                let referenceText = ASCIIRenderer().render(LayoutEngine.layout(screen))
                _ = verifySnapshot(of: screen, as: .ascii, named: name, record: .all, snapshotDirectory: oursFolder.path, testName: "peer")
                _ = PeerSnapshotTesting.record(referenceText, named: name, in: peerFolder.path)
                let actual = mismatch ? withBanner(screen) : screen
                pairs.append((name, actual, ASCIIRenderer().render(LayoutEngine.layout(actual))))
            }
            // The fixtures (what a suite mostly holds) and the large generated screen are timed
            // as separate cases, so neither hides the other.
            let groups: [(String, ArraySlice<(name: String, actual: Screen, actualText: String)>)] = [
                ("fixtures", pairs.dropLast()), ("1k-cell screen", pairs.suffix(1)),
            ]
            var cases: [Rounds.Case] = []
            for (group, members) in groups {
                cases.append(Rounds.Case(name: "\(ours), \(group)") {
                    var bytes = 0
                    for pair in members {
                        let failure = verifySnapshot(
                            of: pair.actual, as: .ascii, named: pair.name, record: .never,
                            snapshotDirectory: oursFolder.path, testName: "peer")
                        bytes += try expect(failure, mismatch: mismatch, pair.name, "ours") ?? pair.actualText.utf8.count
                    }
                    return bytes
                })
                cases.append(Rounds.Case(name: "\(peer), \(group)") {
                    var bytes = 0
                    for pair in members {
                        let failure = PeerSnapshotTesting.verify(pair.actualText, named: pair.name, in: peerFolder.path)
                        bytes += try expect(failure, mismatch: mismatch, pair.name, "peer") ?? pair.actualText.utf8.count
                    }
                    return bytes
                })
            }
            let lines = pairs.map { $0.actualText.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
            return WorkloadOutput(
                cases: try rounds.results(cases),
                notes: [
                    "\(pairs.count) screens on iPhone 8 (\(pairs.map(\.name).joined(separator: ", "))), ASCII texts of \(Table.grouped(lines.min() ?? 0))–\(Table.grouped(lines.max() ?? 0)) lines, \(Table.grouped(lines.reduce(0, +))) in all"
                ])
        }
    }

    /// The message's size on a mismatch, `nil` on a match; throws when the outcome is not the expected one.
    private static func expect(_ failure: String?, mismatch: Bool, _ name: String, _ who: String) throws -> Int? {
        switch (failure, mismatch) {
        case (nil, false): return nil
        case (let message?, true): return message.utf8.count
        case (let message?, false): throw BenchFailure("\(who): \(name) should match:\n\(message)")
        case (nil, true): throw BenchFailure("\(who): \(name) should not match")
        }
    }

    /// The screen with a 60-pt banner segment inserted in the middle.
    static func withBanner(_ screen: Screen) -> Screen {
        var changed = screen
        changed.insert(
            SingleRow(name: "PromoBannerSC", cell: Cell("PromoBannerCell", text: "Sale"), height: 60),
            at: screen.subControllers.count / 2)
        return changed
    }
}
