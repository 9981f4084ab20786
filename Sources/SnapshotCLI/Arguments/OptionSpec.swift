/// One option a command accepts: `--format FORMAT` takes a value, `--landscape` is a flag.
package struct OptionSpec: Sendable {
    /// With its dashes: `--format`.
    package var name: String
    /// The placeholder shown in help (`FORMAT`), or `nil` for a flag.
    package var valueName: String?
    /// One line for the help text.
    package var help: String

    package init(_ name: String, value valueName: String? = nil, help: String) {
        self.name = name
        self.valueName = valueName
        self.help = help
    }

    package var takesValue: Bool { valueName != nil }

    /// `--format FORMAT` or `--landscape`.
    package var usage: String {
        valueName.map { "\(name) \($0)" } ?? name
    }

    /// `--snapshots DIR`, shared by every command that works on snapshot files: the snapshot
    /// folder, as `SNAPSHOT_DIR` names it (an Xcode project has no package to find it from).
    package static let snapshots = OptionSpec(
        "--snapshots", value: "DIR",
        help: "The snapshot folder (default: SNAPSHOT_DIR, else the __Snapshots__ of the package, or of the Xcode project's folder).")

    /// `--package-path DIR`, shared by every command that works on a package.
    package static let packagePath = OptionSpec(
        "--package-path", value: "DIR",
        help: "The package to work on (default: the nearest folder upwards with a Package.swift).")
}

/// What a command line said, checked against the command's options.
package struct ParsedArguments: Sendable, Equatable {
    /// Option values by option name (`--format` → `svg`).
    package var values: [String: String] = [:]
    /// Flags that were given (`--landscape`).
    package var flags: Set<String> = []
    /// Words that are not options, in order.
    package var positionals: [String] = []
    /// Everything after a lone `--`, untouched.
    package var passthrough: [String] = []

    package init() {}

    package func value(_ name: String) -> String? { values[name] }

    package func has(_ flag: String) -> Bool { flags.contains(flag) }
}
