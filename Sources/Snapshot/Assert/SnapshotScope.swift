/// Settings for every snapshot assertion inside a scope: what the `.snapshots(…)` test trait
/// (SnapshotAssertions) sets for a suite or a test. Task-local, so tests running in parallel do
/// not see each other's; an assertion's own arguments win over them.
package struct SnapshotScope: Sendable {
    /// The devices an assertion of a `Screen` without `on:` is checked on, one reference each.
    package var devices: [Device]?
    /// The snapshot folder, as `snapshotDirectory:` names it.
    package var directory: String?
    /// The tool whose command a failure prints, to open the reference and the new rendering side by side.
    package var diffTool: DiffTool?

    package init(devices: [Device]? = nil, directory: String? = nil, diffTool: DiffTool? = nil) {
        self.devices = devices
        self.directory = directory
        self.diffTool = diffTool
    }

    @TaskLocal package static var current = SnapshotScope()

    /// These settings over `outer`'s: a test's trait over its suite's.
    package func over(_ outer: SnapshotScope) -> SnapshotScope {
        SnapshotScope(devices: devices ?? outer.devices, directory: directory ?? outer.directory, diffTool: diffTool ?? outer.diffTool)
    }
}

/// A diff tool a failure names, with the command that opens a reference and its new rendering
/// side by side. The command is printed, never run.
///
///     DiffTool.ksdiff.command(reference: "a.svg", pending: "a.new.svg")   // ksdiff a.svg a.new.svg
public struct DiffTool: Sendable, Hashable {
    /// The words before the two files (`code --diff`).
    public var program: [String]

    /// A tool run as `program` followed by the two files: `DiffTool("bcompare")`.
    public init(_ program: String...) {
        self.program = program
    }

    /// Kaleidoscope.
    public static let ksdiff = DiffTool("ksdiff")
    /// FileMerge, with Xcode.
    public static let opendiff = DiffTool("opendiff")
    /// Visual Studio Code.
    public static let vscode = DiffTool("code", "--diff")
    /// `git diff --no-index`: in the terminal.
    public static let gitDiff = DiffTool("git", "diff", "--no-index")

    /// The command, every word quoted for a shell where it needs it.
    public func command(reference: String, pending: String) -> String {
        (program + [reference, pending]).map(ShellWord.quoted).joined(separator: " ")
    }
}
