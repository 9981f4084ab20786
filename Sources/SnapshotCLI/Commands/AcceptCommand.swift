/// `snapshot-cli accept`: makes pending snapshots the new references.
package struct AcceptCommand: Command {
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
    package static let options: [OptionSpec] = [
        OptionSpec("--all", help: "Accept every pending snapshot."),
        PendingSelection.groupOption,
        .packagePath,
    ]
    package static let allowsPositionals = true

    var selection: PendingSelection
    var packagePath: String?

    package static func parse(_ arguments: ParsedArguments) throws(CLIError) -> AcceptCommand {
        AcceptCommand(selection: try .parse(arguments, command: name), packagePath: arguments.value("--package-path"))
    }

    package func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        try selection.apply("accept", packagePath: packagePath, in: context) { (key, folder) throws(CLIError) in
            let replaced = folder.hasReference(key)
            try FileSystem.replace(folder.fileURL(key.referencePath), with: folder.fileURL(key.pendingPath), named: key.pendingPath)
            let what = replaced ? "replaced its reference" : "new reference"
            context.console.line("\(context.console.style.green("accepted")) \(key.referencePath) (\(what))")
        }
    }
}
