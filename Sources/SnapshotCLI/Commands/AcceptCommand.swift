import Foundation
import Snapshot

/// `snapshot-cli accept`: makes pending snapshots the new references.
struct AcceptCommand: PendingDecision {
    static let name = "accept"
    static let help = CommandHelp(
        summary: "Make pending snapshots (a failed or new assertion's rendering) the references.",
        usage: "accept (NAME… | --group ID | --all) [--package-path DIR]",
        discussion: """
            Writes each pending file's bytes (<name>.new.<ext>), as read once, over its reference (<name>.<ext>)
            in one step, then removes the pending file if it still holds them, and the name's diff overlay.
            With --group, a member is accepted only when its pending file still holds the bytes it was
            grouped from; one a test run wrote again since is named and left pending (exit 1).
            NAME is the path inside __Snapshots__ without extension
            (every pending format of it) or with one (.txt, .svg, .layout: that format only).
            An unknown NAME is an error naming the closest pending one; nothing is moved then.
            """,
        examples: [
            ("snapshot-cli accept ShopTests/MallTests/testMall.iphone-se", "Accepts every pending format of that snapshot."),
            ("snapshot-cli accept ShopTests/MallTests/testMall.iphone-se.svg", "Accepts only its SVG."),
            ("snapshot-cli accept --group c3f9a1c2e", "Accepts every snapshot of one change group (see 'test' or 'review')."),
            ("snapshot-cli accept --all", "Accepts everything pending."),
        ])
    static let allHelp = "Accept every pending snapshot."

    var selection: PendingSelection
    var packagePath: String?
    /// Runs after the groups are made, before each member is read again: tests change files there.
    var willDecide: (SnapshotKey) -> Void = { _ in }

    init(selection: PendingSelection, packagePath: String?) {
        self.selection = selection
        self.packagePath = packagePath
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        guard let group = selection.group else {
            return try selection.apply(Self.name, packagePath: packagePath, in: context) { (key, folder) throws(CLIError) in
                try Self.decide(key, in: folder, context: context)
            }
        }
        return try accept(group: group, in: context)
    }

    /// Accepts the cause of group `id`: each member whose every group is now accepted becomes its
    /// reference; the others wait, with what was accepted for them kept in the run records. A
    /// member is accepted, or recorded as waiting, only with the bytes it was grouped from: its
    /// pending file is read once more, and one that changed since (a test run wrote it again) is
    /// skipped and named.
    private func accept(group id: String, in context: CommandContext) throws(CLIError) -> ExitStatus {
        let location = try PackageLocation.find(packagePath: packagePath, in: context)
        // One cause has one id in every folder: the group is accepted in each that has it.
        var groupings: [String: [(member: ChangeGroups.Member, pending: String?)]] = [:]
        let folders = try PendingSelection.folders(location) { (folder) throws(CLIError) in
            let grouped = folder.groupedSnapshots()
            groupings[folder.url.path] = grouped
            return try folder.pendingKeys(inGroup: id, of: ChangeGroups.make(grouped.map(\.member))).sorted()
        }
        var status = ExitStatus.success
        for (folder, keys, header) in folders where !keys.isEmpty {
            if let header { context.console.line(header) }
            let record = folder.url.path == location.snapshots.path ? location.runRecord : RunRecord(snapshots: folder.url, rootIsNamed: true)
            let grouped = groupings[folder.url.path] ?? []
            if try accept(group: id, keys: keys, in: folder, grouped: grouped, records: record, context: context) != .success { status = .snapshotFailures }
        }
        return status
    }

    /// `accept(group:in:)` in one folder.
    private func accept(
        group id: String, keys: [SnapshotKey], in folder: SnapshotFolder, grouped: [(member: ChangeGroups.Member, pending: String?)],
        records: RunRecord, context: CommandContext
    ) throws(CLIError) -> ExitStatus {
        let groups = ChangeGroups.make(grouped.map(\.member))
        let groupedBytes = Dictionary(grouped.map { ($0.member.name, $0.pending) }, uniquingKeysWith: { first, _ in first })
        var (accepted, malformed) = try records.acceptedGroups()
        if malformed > 0 {
            context.console.line(
                "\(context.console.style.yellow("warning")) ignored \(malformed) malformed line(s) of \(RunRecord.acceptedGroupsName): "
                    + "no 'accept --group' wrote them")
        }
        var decided: [SnapshotKey] = []
        var changed: [SnapshotKey] = []
        for key in keys {
            willDecide(key)
            let bytes = try FileSystem.read(folder.file(key.pendingPath), named: key.pendingPath)
            let digest = FileSystem.digest(of: bytes)
            guard let seen = groupedBytes[key.referencePath] ?? nil, seen == digest else {
                changed.append(key)
                continue
            }
            let written = FileSystem.writtenStamp(folder.file(key.referencePath))
            let mine = RunRecord.groups(accepted, for: key, digest: digest, in: folder)
            for other in accepted where other.snapshot == key.referencePath && other.digest == digest && other.written != written {
                context.console.line(
                    "\(context.console.style.yellow("warning")) ignored group \(other.group) in \(RunRecord.acceptedGroupsName) for "
                        + "\(key.referencePath): it was not accepted in this checkout (accept that group again to accept it)")
            }
            // Lines of earlier renderings, and any not accepted in this checkout, go.
            accepted = accepted.filter { $0.snapshot != key.referencePath || ($0.digest == digest && $0.written == written) }
            let waiting = ChangeGroups.waiting(key.referencePath, in: groups, accepted: Set(mine + [id]))
            guard waiting.isEmpty else {
                accepted.insert(RunRecord.AcceptedGroup(group: id, snapshot: key.referencePath, digest: digest, written: written))
                let names = waiting.map { "group \($0.id) (\($0.change))" }.joined(separator: " and ")
                context.console.line("\(context.console.style.yellow("waiting")) \(key.referencePath): its cause is accepted; it waits for \(names)")
                continue
            }
            try Self.accept(bytes, of: key, in: folder, context: context)
            accepted = accepted.filter { $0.snapshot != key.referencePath }
            decided.append(key)
        }
        try records.writeAcceptedGroups(accepted)
        try PendingSelection.removeStaleOverlays(of: decided, in: folder, context: context)
        for key in changed {
            context.console.line(
                "\(context.console.style.yellow("skipped")) \(key.referencePath): its pending rendering changed after the groups were made "
                    + "(a test run wrote it again); it was not accepted and stays pending")
        }
        let waiting = keys.count - decided.count - changed.count
        if waiting > 0 {
            context.console.line(
                "accepted \(decided.count) of group \(id)'s \(keys.count) snapshots; \(waiting) wait for another of their groups "
                    + "(accept that group too, or accept a snapshot by its name once you have looked at it)")
        }
        guard changed.isEmpty else {
            context.console.line(
                "\(changed.count) of group \(id)'s \(keys.count) snapshots changed since they were grouped and were not accepted: "
                    + "'snapshot-cli review' (or 'list') shows what they are now")
            return .snapshotFailures
        }
        return .success
    }

    /// Accepts the pending file as it is read now: those bytes, and nothing written after them.
    static func decide(_ key: SnapshotKey, in folder: SnapshotFolder, context: CommandContext) throws(CLIError) {
        try accept(try FileSystem.read(folder.file(key.pendingPath), named: key.pendingPath), of: key, in: folder, context: context)
    }

    private static func accept(_ bytes: Data, of key: SnapshotKey, in folder: SnapshotFolder, context: CommandContext) throws(CLIError) {
        let replaced = folder.hasReference(key)
        try folder.makeReference(bytes, of: key)
        let what = replaced ? "replaced its reference" : "new reference"
        context.console.line("\(context.console.style.green("accepted")) \(key.referencePath) (\(what))")
    }
}
