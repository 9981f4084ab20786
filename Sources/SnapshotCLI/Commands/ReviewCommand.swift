import Foundation
import Snapshot

/// `snapshot-cli review`: writes a static HTML page of every pending snapshot.
struct ReviewCommand: Command {
    static let name = "review"
    static let help = CommandHelp(
        summary: "Write a static HTML review page of the failing and new snapshots.",
        usage: "review [--output DIR] [--open] [--package-path DIR]",
        discussion: """
            Writes DIR/index.html (default: snapshot-review/ in the package) and DIR/files/*.svg: every failing
            snapshot (reference and pending rendering), every new one (no reference) and every reference the
            last run recorded. Each shows side by side, as an overlay with an opacity slider, blinking, and as
            the diff overlay, with the change list, the text diff and the accept and reject commands to copy.
            Filter by status and name; j/k or the arrow keys move between snapshots (the page lists its keys).
            The page works offline from file://: no fonts, scripts or styles are fetched. A folder that exists
            must be empty or an earlier review (one a killed review or merge left included: its .snapshot-review
            marker says so); anything else is refused. A folder of the tests' own that runs wrote into (a
            directory: trait) and that holds pending snapshots gets a page of its own beside it (DIR-2, …).
            """,
        examples: [
            ("snapshot-cli review --open", "Writes snapshot-review/ and opens it in the browser."),
            ("snapshot-cli review --output /tmp/review", "Writes the page to /tmp/review/index.html."),
        ])
    static let options: [OptionSpec] = [
        OptionSpec("--output", value: "DIR", help: "The folder to write (default: snapshot-review in the package)."),
        OptionSpec("--open", help: "Open the page with xdg-open or open; else print its path."),
        .packagePath,
        .snapshots,
    ]

    var output: String?
    var open: Bool
    var packagePath: String?

    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> ReviewCommand {
        ReviewCommand(output: arguments.value("--output"), open: arguments.has("--open"), packagePath: arguments.value("--package-path"))
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        let location = try PackageLocation.find(packagePath: packagePath, in: context)
        let folder = try location.scanSnapshots()
        let recorded = try location.runRecord.lastRecorded()
        var entries = try ReviewEntry.gather(in: folder, recorded: recorded, folderName: folderName(location), style: location.commandStyle) {
            context.console.line("\(context.console.style.yellow("warning")) \($0)")
        }
        // The groups `accept --group` accepted for a snapshot that still waits show on the page.
        let accepted = try location.runRecord.acceptedGroups().accepted
        if !accepted.isEmpty {
            for index in entries.indices where entries[index].status != .recorded {
                let entry = entries[index]
                entries[index].acceptedGroups = RunRecord.groups(accepted, for: entry.key, digest: entry.actualDigest, in: folder)
            }
        }
        let destination = output.map(context.url(forPath:)) ?? location.root.appendingPathComponent("snapshot-review")
        // A folder found by default is never followed as a link (git can commit one), as the snapshot folder is not.
        var info = stat()
        if output == nil, lstat(destination.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            throw CLIError(
                "snapshot-review: it is a symbolic link, and a review folder found by default is never followed; remove it, "
                    + "or name the folder you mean with --output DIR")
        }
        let index = try Self.write(
            entries, to: destination, named: output ?? "snapshot-review", snapshots: [location.snapshots], style: location.commandStyle,
            console: context.console)
        if open, !context.opener(index) {
            context.console.line("open it in a browser: \(index.absoluteString)")
        }
        try reviewOtherFolders(of: location, beside: destination, context: context)
        return .success
    }

    /// A page of its own for each folder of the tests' own that runs wrote into and that holds
    /// pending snapshots (`PackageLocation.otherSnapshotFolders`), beside the package's
    /// (`snapshot-review-2`, …): its commands name the folder (`--snapshots DIR`), so its
    /// decisions are applied there (issue 50: `review` said nothing of them).
    private func reviewOtherFolders(of location: PackageLocation, beside destination: URL, context: CommandContext) throws(CLIError) {
        var number = 1
        for url in location.otherSnapshotFolders {
            let folder = try SnapshotFolder.scan(url, rootIsNamed: true)
            guard !folder.pending.isEmpty else { continue }
            number += 1
            let style = NextCommand.Style.packageFolder(snapshots: url.path)
            let recorded = try RunRecord(snapshots: url, rootIsNamed: true).lastRecorded()
            let entries = try ReviewEntry.gather(in: folder, recorded: recorded, folderName: url.path, style: style) {
                context.console.line("\(context.console.style.yellow("warning")) \($0)")
            }
            let page = destination.deletingLastPathComponent().appendingPathComponent("\(destination.lastPathComponent)-\(number)")
            context.console.line("snapshots in \(url.path) (a folder of the tests' own):")
            _ = try Self.write(
                entries, to: page, named: "\(output ?? "snapshot-review")-\(number)", snapshots: [location.snapshots, url], style: style,
                console: context.console)
        }
    }

    /// Writes the page of `entries` into `destination` (empty, new or an earlier review; never
    /// one of the `snapshots` folders) and returns its index.html.
    static func write(
        _ entries: [ReviewEntry], to destination: URL, named shownPath: String, snapshots: [URL], style: NextCommand.Style = .package,
        console: Console
    ) throws(CLIError) -> URL {
        let page = try ReviewPage(entries: entries, style: style).render()
        for folder in snapshots { try prepare(destination, named: shownPath, snapshots: folder) }
        let files = destination.appendingPathComponent("files")
        if !page.files.isEmpty { try FileSystem.createFolder(files, named: "\(shownPath)/files") }
        for file in page.files {
            try FileSystem.writeAtomically(
                Data(file.contents.utf8), to: destination.appendingPathComponent(file.path), named: "\(shownPath)/\(file.path)", durable: false)
        }
        let index = destination.appendingPathComponent("index.html")
        try FileSystem.writeAtomically(Data(page.html.utf8), to: index, named: "\(shownPath)/index.html")
        console.line("wrote \(shownPath)/index.html: \(ReviewPage(entries: entries).counts)")
        return index
    }

    /// The snapshot folder as the page names it: relative to the package when inside it.
    private func folderName(_ location: PackageLocation) -> String {
        let root = location.root.standardizedFileURL.path + "/"
        let path = location.snapshots.standardizedFileURL.path
        return path.pathRemainder(after: root) ?? location.snapshots.lastPathComponent
    }

    /// What a review folder holds first and keeps to the end, so that a `review` or `merge` killed
    /// part way (its page removed, its files half written) leaves a folder the next one knows for
    /// its own (issue 50).
    static let markerName = ".snapshot-review"

    /// Makes `destination` an empty review folder: creates it, or clears an earlier review (one
    /// whose page or marker says so; a killed writer's temporary files go with it). Refuses a
    /// folder that holds anything else, and the snapshot folder itself.
    private static func prepare(_ destination: URL, named name: String, snapshots: URL) throws(CLIError) {
        // As given and with links resolved: a link into the snapshot folder would plant files there.
        for (target, snapshotPath) in [
            (destination.standardizedFileURL.path, snapshots.standardizedFileURL.path),
            (destination.resolvingSymlinksInPath().path, snapshots.resolvingSymlinksInPath().path),
        ] where target.isPath(inside: snapshotPath) || snapshotPath.isPath(inside: target) {
            throw CLIError("\(name): the review folder may not contain or be inside the snapshot folder; choose another --output")
        }
        let marker = destination.appendingPathComponent(markerName)
        func mark() throws(CLIError) {
            try FileSystem.writeAtomically(
                Data("a review folder of snapshot-cli: review and merge rewrite it whole\n".utf8), to: marker, named: "\(name)/\(markerName)", durable: false)
        }
        guard FileSystem.exists(destination) else {
            try FileSystem.createFolder(destination, named: name)
            try mark()
            return
        }
        guard FileSystem.isFolder(destination) else {
            throw CLIError("\(name): exists and is not a folder; choose another --output")
        }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: destination.path)) ?? []
        guard !contents.isEmpty else { return try mark() }
        let index = destination.appendingPathComponent("index.html")
        var info = stat()
        let marked = lstat(marker.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        let isEarlierReview = marked || ((try? String(contentsOf: index, encoding: .utf8))?.contains(ReviewPage.marker) ?? false)
        let leftovers = contents.filter { LeftoverTemporaryFiles.writer(ofTemporaryFile: $0) != nil }
        guard isEarlierReview, Set(contents).subtracting(leftovers).isSubset(of: ["index.html", "files", markerName]) else {
            throw CLIError("\(name): the folder holds other files, not an earlier review; choose an empty or new --output")
        }
        let files = destination.appendingPathComponent("files")
        if lstat(files.path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            throw CLIError("\(name)/files: is not a folder; choose an empty or new --output")
        }
        // The marker first, then the old page: a write that fails or is killed part way (a full
        // disk, a signal) leaves no page pointing at a mix of old and new files, and a folder the
        // next review starts clean in.
        try mark()
        try FileSystem.remove(index, named: "\(name)/index.html")
        try FileSystem.remove(files, named: "\(name)/files")
        for leftover in leftovers { try FileSystem.remove(destination.appendingPathComponent(leftover), named: "\(name)/\(leftover)") }
    }
}
