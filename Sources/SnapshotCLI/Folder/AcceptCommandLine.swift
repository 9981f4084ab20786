import Snapshot

/// The exact commands that accept or reject one pending snapshot, as printed and shown in the review.
enum AcceptCommandLine {
    /// The shortest name that selects only `key`: without extension when no other format of the
    /// name is pending, else with it.
    static func argument(for key: SnapshotKey, pending: [SnapshotKey]) -> String {
        let shared = pending.contains { $0.name == key.name && $0.format != key.format }
        return shared ? key.referencePath : key.name
    }

    static func accept(_ key: SnapshotKey, pending: [SnapshotKey], style: NextCommand.Style = .package) -> String {
        style.cli(["accept", argument(for: key, pending: pending)])
    }

    static func reject(_ key: SnapshotKey, pending: [SnapshotKey], style: NextCommand.Style = .package) -> String {
        style.cli(["reject", argument(for: key, pending: pending)])
    }
}
