import Snapshot

/// `snapshot-cli accept`: makes pending snapshots the new references.
struct AcceptCommand: PendingDecision {
    static let name = "accept"
    static let help = CommandHelp(
        summary: "Make pending snapshots (a failed or new assertion's rendering) the references.",
        usage: "accept (NAME… | --group ID | --all) [--package-path DIR]",
        discussion: """
            Renames each pending file (<name>.new.<ext>) over its reference (<name>.<ext>) in one step and
            removes the name's diff overlay. NAME is the path inside __Snapshots__ without extension
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

    func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        guard let group = selection.group else {
            return try selection.apply(Self.name, packagePath: packagePath, in: context) { (key, folder) throws(CLIError) in
                try Self.decide(key, in: folder, context: context)
            }
        }
        return try accept(group: group, in: context)
    }

    /// Accepts the cause of group `id`: each member whose every group is now accepted becomes its
    /// reference; the others wait, with what was accepted for them kept in the run records.
    private func accept(group id: String, in context: CommandContext) throws(CLIError) -> ExitStatus {
        let location = try PackageLocation.find(packagePath: packagePath, in: context)
        let folder = try location.scanSnapshots()
        let groups = folder.changeGroups()
        let keys = try folder.pendingKeys(inGroup: id, of: groups).sorted()
        let records = location.runRecord
        var (accepted, malformed) = try records.acceptedGroups()
        if malformed > 0 {
            context.console.line(
                "\(context.console.style.yellow("warning")) ignored \(malformed) malformed line(s) of \(RunRecord.acceptedGroupsName): "
                    + "no 'accept --group' wrote them")
        }
        var decided: [SnapshotKey] = []
        for key in keys {
            let digest = StableDigest.hex(of: try FileSystem.readText(folder.file(key.pendingPath), named: key.pendingPath))
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
            try Self.decide(key, in: folder, context: context)
            accepted = accepted.filter { $0.snapshot != key.referencePath }
            decided.append(key)
        }
        try records.writeAcceptedGroups(accepted)
        try PendingSelection.removeStaleOverlays(of: decided, in: folder, context: context)
        let left = keys.count - decided.count
        if left > 0 {
            context.console.line(
                "accepted \(decided.count) of group \(id)'s \(keys.count) snapshots; \(left) wait for another of their groups "
                    + "(accept that group too, or accept a snapshot by its name once you have looked at it)")
        }
        return .success
    }

    static func decide(_ key: SnapshotKey, in folder: SnapshotFolder, context: CommandContext) throws(CLIError) {
        let replaced = folder.hasReference(key)
        try FileSystem.replace(folder.file(key.referencePath), with: folder.file(key.pendingPath), named: key.pendingPath)
        let what = replaced ? "replaced its reference" : "new reference"
        context.console.line("\(context.console.style.green("accepted")) \(key.referencePath) (\(what))")
    }
}
