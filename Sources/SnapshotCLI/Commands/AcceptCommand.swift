/// `snapshot-cli accept`: makes pending snapshots the new references.
package struct AcceptCommand: PendingDecision {
    package static let name = "accept"
    package static let help = CommandHelp(
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
    package static let allHelp = "Accept every pending snapshot."

    var selection: PendingSelection
    var packagePath: String?

    package static func decide(_ key: SnapshotKey, in folder: SnapshotFolder, context: CommandContext) throws(CLIError) {
        let replaced = folder.hasReference(key)
        try FileSystem.replace(folder.file(key.referencePath), with: folder.file(key.pendingPath), named: key.pendingPath)
        let what = replaced ? "replaced its reference" : "new reference"
        context.console.line("\(context.console.style.green("accepted")) \(key.referencePath) (\(what))")
    }
}
