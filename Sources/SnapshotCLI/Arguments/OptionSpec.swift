/// One option a command accepts: `--format FORMAT` takes a value, `--landscape` is a flag.
struct OptionSpec: Sendable {
    /// With its dashes: `--format`.
    var name: String
    /// The placeholder shown in help (`FORMAT`), or `nil` for a flag.
    var valueName: String?
    /// One line for the help text.
    var help: String

    init(_ name: String, value valueName: String? = nil, help: String) {
        self.name = name
        self.valueName = valueName
        self.help = help
    }

    var takesValue: Bool { valueName != nil }

    /// `--format FORMAT` or `--landscape`.
    var usage: String {
        valueName.map { "\(name) \($0)" } ?? name
    }

    /// `--snapshots DIR`, shared by every command that works on snapshot files: the snapshot
    /// folder, as `SNAPSHOT_DIR` names it (an Xcode project has no package to find it from).
    static let snapshots = OptionSpec(
        "--snapshots", value: "DIR",
        help: "The snapshot folder (default: SNAPSHOT_DIR, else the __Snapshots__ of the package, or of the Xcode project's folder).")

    /// `--package-path DIR`, shared by every command that works on a package.
    static let packagePath = OptionSpec(
        "--package-path", value: "DIR",
        help: "The package to work on (default: the nearest folder upwards with a Package.swift).")
}

/// What a command line said, checked against the command's options.
struct ParsedArguments: Sendable, Equatable {
    /// Option values by option name (`--format` → `svg`).
    var values: [String: String] = [:]
    /// Flags that were given (`--landscape`).
    var flags: Set<String> = []
    /// Words that are not options, in order.
    var positionals: [String] = []
    /// Everything after a lone `--`, untouched.
    var passthrough: [String] = []

    init() {}

    func value(_ name: String) -> String? { values[name] }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
}
