import Foundation
/// `snapshot-cli list`: every snapshot with its status.
struct ListCommand: Command {
    static let name = "list"
    static let help = CommandHelp(
        summary: "List references and pending snapshots with their status.",
        usage: "list [--package-path DIR]",
        discussion: """
            Statuses: ok (a reference, nothing pending), failing (a reference and a pending rendering that
            differs), new (a pending rendering without a reference), obsolete (a reference the last complete
            'snapshot-cli test' run did not assert; shown only once such a run is on record). The folders of the
            tests' own that runs wrote into (a directory: trait, snapshotDirectory:) are listed after, each
            under its path.
            """,
        examples: [("snapshot-cli list", "Prints one line per snapshot file, then the counts.")])
    static let options: [OptionSpec] = [.packagePath, .snapshots]

    enum Status: String, CaseIterable {
        case ok, failing, new, obsolete
    }

    var packagePath: String?

    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> ListCommand {
        ListCommand(packagePath: arguments.value("--package-path"))
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        let location = try PackageLocation.find(packagePath: packagePath, in: context)
        LeftoverTemporaryFiles.clean(location.snapshots, console: context.console)
        try list(try location.scanSnapshots(), packageRoot: location.root, console: context.console)
        // The folders of the tests' own that runs wrote into, each under its path.
        for url in location.otherSnapshotFolders {
            context.console.line("snapshots in \(url.path) (a folder of the tests' own):")
            try list(try SnapshotFolder.scan(url, rootIsNamed: true), packageRoot: location.root, console: context.console)
        }
        return .success
    }

    /// One folder's snapshots, a line each, then the counts.
    private func list(_ folder: SnapshotFolder, packageRoot: URL, console: Console) throws(CLIError) {
        let obsolete = try ObsoleteReferences.find(in: folder, packageRoot: packageRoot)
        let obsoleteKeys = Set(obsolete?.obsolete ?? [])
        let keys = Set(folder.references).union(folder.pending).sorted()
        guard !keys.isEmpty else {
            console.line("no snapshots in \(folder.url.path)")
            return
        }
        var counts: [Status: Int] = [:]
        for key in keys {
            let status: Status
            switch (folder.hasReference(key), folder.hasPending(key)) {
            case (true, true): status = .failing
            case (false, _): status = .new
            case (true, false): status = obsoleteKeys.contains(key) ? .obsolete : .ok
            }
            counts[status, default: 0] += 1
            let word = Table.pad(status.rawValue, to: 8)
            console.line("\(colored(word, status, console.style))  \(key.referencePath)")
        }
        let count = { (status: Status) in counts[status, default: 0] }
        var summary = "\(keys.count) snapshots: \(count(.ok)) ok, \(count(.failing)) failing, \(count(.new)) new, "
        summary += obsolete == nil ? "obsolete unknown (no complete run on record)" : "\(count(.obsolete)) obsolete"
        console.line(summary)
    }

    private func colored(_ word: String, _ status: Status, _ style: TextStyle) -> String {
        switch status {
        case .ok: style.green(word)
        case .failing: style.red(word)
        case .new: style.yellow(word)
        case .obsolete: style.dim(word)
        }
    }
}
