import Foundation
import SnapshotTesting

/// swift-snapshot-testing's `.lines` strategy, behind two calls the harness can make without
/// meeting that library's `verifySnapshot` and `Diffing` beside ours.
///
/// Both go through its public `verifySnapshot(of:as:named:record:snapshotDirectory:…)`, which
/// returns the failure message instead of reporting it, so it runs outside an XCTest run (on
/// Linux too: the snapshot is taken synchronously, so its `XCTWaiter` returns at once).
///
///     PeerSnapshotTesting.record("a\nb\n", named: "x", in: "/tmp/peer")   // "Record mode is on. …"
///     PeerSnapshotTesting.verify("a\nb\n", named: "x", in: "/tmp/peer")   // nil
public enum PeerSnapshotTesting {
    /// Writes `text` as the reference `peer.<name>.txt` in `directory`; returns its message.
    public static func record(_ text: String, named name: String, in directory: String) -> String? {
        verifySnapshot(
            of: text, as: .lines, named: name, record: .all, snapshotDirectory: directory, testName: "peer")
    }

    /// Compares `text` with the reference `peer.<name>.txt` in `directory`, never recording;
    /// `nil` on a match, else its failure message with its line diff.
    public static func verify(_ text: String, named name: String, in directory: String) -> String? {
        verifySnapshot(
            of: text, as: .lines, named: name, record: .never, snapshotDirectory: directory, testName: "peer")
    }
}
