/// `snapshot-cli reject`: throws pending snapshots away and keeps the references.
struct RejectCommand: PendingDecision {
    static let name = "reject"
    static let help = CommandHelp(
        summary: "Delete pending snapshots and their diff overlays; references stay as they are.",
        usage: "reject (NAME… | --group ID | --all) [--package-path DIR]",
        discussion: """
            Deletes each pending file (<name>.new.<ext>) and, when no format of the name is pending any
            more, its diff overlay (<name>.diff.svg). NAME is as for 'accept'. An unknown NAME is an
            error naming the closest pending one; nothing is deleted then.
            """,
        examples: [
            ("snapshot-cli reject ShopTests/MallTests/testMall.iphone-se", "Drops that snapshot's pending files."),
            ("snapshot-cli reject --all", "Drops everything pending."),
        ])
    static let allHelp = "Reject every pending snapshot."

    var selection: PendingSelection
    var packagePath: String?

    static func decide(_ key: SnapshotKey, in folder: SnapshotFolder, context: CommandContext) throws(CLIError) {
        try FileSystem.remove(folder.file(key.pendingPath), named: key.pendingPath)
        let what = folder.hasReference(key) ? "the reference stays" : "there is no reference"
        context.console.line("\(context.console.style.yellow("rejected")) \(key.pendingPath) (deleted; \(what))")
    }
}
