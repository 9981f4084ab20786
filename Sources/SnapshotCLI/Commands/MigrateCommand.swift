import Foundation
import Snapshot

/// `snapshot-cli migrate`: moves references from before 0.2 into their test target's folder.
///
/// Before 0.2 a test file's snapshots sat in `__Snapshots__/<TestFile>/`, so two targets with
/// a `ParamTests.swift` each wrote into one folder. Now they sit in
/// `__Snapshots__/<TestTarget>/<TestFile>/`. A top-level folder holding snapshot files is
/// such an old folder; its target is found from where `<TestFile>.swift` is
/// (`Tests/<TestTarget>/…`). A file name in several targets gets a copy in each (they shared
/// the folder before; each target's next run shows which differs). Nothing is overwritten:
/// a file already at its new place is left where it was and named.
package struct MigrateCommand: Command {
    package static let name = "migrate"
    package static let help = CommandHelp(
        summary: "Move references from before 0.2 into their test target's folder.",
        usage: "migrate [--dry-run] [--package-path DIR]",
        discussion: """
            Since 0.2 references live in __Snapshots__/<TestTarget>/<TestFile>/, so test files of the same
            name in two targets never share a folder. This moves each old __Snapshots__/<TestFile>/ folder to
            __Snapshots__/<TestTarget>/<TestFile>/, finding the target from Tests/<TestTarget>/…/<TestFile>.swift.
            A file name found in several targets is copied into each. A file already at its new place is never
            overwritten: it is named and left where it was (exit 1). A folder whose test file cannot be found
            is named and left as it is (exit 1).
            """,
        examples: [
            ("snapshot-cli migrate --dry-run", "Lists what would move."),
            ("snapshot-cli migrate", "Moves the old folders; commit the result."),
        ])
    package static let options: [OptionSpec] = [
        OptionSpec("--dry-run", help: "Only list what would move."),
        .packagePath,
        .snapshots,
    ]

    var dryRun: Bool
    var packagePath: String?

    package static func parse(_ arguments: ParsedArguments) throws(CLIError) -> MigrateCommand {
        MigrateCommand(dryRun: arguments.has("--dry-run"), packagePath: arguments.value("--package-path"))
    }

    package func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        let location = try PackageLocation.find(packagePath: packagePath, in: context)
        let folder = try location.scanSnapshots()
        let oldFolders = Set(
            folder.allFiles.compactMap { path -> String? in
                let parts = path.split(separator: "/")
                return parts.count == 2 ? String(parts[0]) : nil
            }
        ).sorted()
        guard !oldFolders.isEmpty else {
            context.console.line("nothing to migrate: every snapshot is in its test target's folder")
            return .success
        }
        let sources = TestSources(packageRoot: location.root)
        var moved = 0
        var problems = 0
        for old in oldFolders {
            let targets = Set(sources.files(named: old).compactMap(sources.target(of:))).sorted()
            guard !targets.isEmpty else {
                context.console.errorLine(
                    "left \(old)/: no Tests/<TestTarget>/…/\(old).swift found; move it by hand to \(location.snapshots.lastPathComponent)/<TestTarget>/\(old)/")
                problems += 1
                continue
            }
            for path in folder.allFiles where path.hasPrefix(old + "/") && path.split(separator: "/").count == 2 {
                for (index, target) in targets.enumerated() {
                    let destination = "\(target)/\(path)"
                    guard !FileSystem.exists(folder.fileURL(destination)) else {
                        context.console.errorLine("left \(path): \(destination) is already there")
                        problems += 1
                        continue
                    }
                    let copies = index < targets.count - 1
                    if !dryRun {
                        if copies {
                            try FileSystem.copy(folder.file(path), to: folder.file(destination), named: destination)
                        } else {
                            try FileSystem.replace(folder.file(destination), with: folder.file(path), named: path)
                        }
                    }
                    context.console.line("\(dryRun ? "would move" : "moved") \(path) → \(destination)\(copies ? " (copy)" : "")")
                    moved += 1
                }
            }
            if !dryRun, (try? FileManager.default.contentsOfDirectory(atPath: folder.fileURL(old).path))?.isEmpty == true {
                try FileSystem.remove(folder.fileURL(old), named: old)
            }
        }
        let noun = moved == 1 ? "file" : "files"
        context.console.line(dryRun ? "\(moved) \(noun) would move" : "moved \(moved) \(noun)")
        return problems == 0 ? .success : .snapshotFailures
    }
}
