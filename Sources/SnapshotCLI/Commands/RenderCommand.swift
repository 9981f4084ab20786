import Foundation
import Snapshot

/// `snapshot-cli render`: lays out a fixture or a JSON screen file and prints (or writes) one rendering.
struct RenderCommand: Command {
    static let name = "render"
    static let help = CommandHelp(
        summary: "Lay out a screen and print it as ASCII, SVG or the exact listing.",
        usage:
            "render (--fixture NAME | FILE.json) [--format \(SnapshotFormat.commandNames.joined(separator: "|"))] [--device ID] [--landscape] [--category SIZE] [--output FILE]",
        discussion: """
            Lays out a sample screen (see 'snapshot-cli fixtures') or a screen described in a JSON file and
            renders it. 'layout' is the exact listing: every number of the layout, read back by
            LayoutListing.parse. Without --output the
            rendering goes to standard output; with it the file is replaced atomically. A fixture is laid out
            on the iPhone 8 unless --device says otherwise; a JSON screen on its own device. --category sets the
            Dynamic Type text size the sub-controllers size their text for (a file's own contentSizeCategory,
            or large, without it).
            On an unknown fixture or device, or a malformed file, prints one line saying what is wrong,
            writes nothing and exits 2.
            """,
        examples: [
            ("snapshot-cli render --fixture second-category", "Prints the SecondCategory screen as an ASCII grid on an iPhone 8."),
            ("snapshot-cli render --fixture mall --format svg --device iphone-se --output mall.svg", "Writes the Mall screen on an iPhone SE to mall.svg."),
            ("snapshot-cli render screens/charge.json --format layout --landscape", "Prints the exact listing of a JSON screen turned on its side."),
        ])
    static let options: [OptionSpec] = [
        OptionSpec("--fixture", value: "NAME", help: "A sample screen by name (see 'snapshot-cli fixtures')."),
        OptionSpec(
            "--format", value: "FORMAT", help: "One of \(SnapshotFormat.commandNames.joined(separator: ", ")); ascii by default, layout is the exact listing."),
        OptionSpec("--device", value: "ID", help: "A device id from 'snapshot-cli devices' (default: the screen's own, iphone-8 for fixtures)."),
        OptionSpec("--landscape", help: "Turn the device on its side."),
        OptionSpec("--category", value: "SIZE", help: "A Dynamic Type text size: xSmall … large … xxxLarge, AX1 … AX5."),
        OptionSpec("--output", value: "FILE", help: "Write to FILE (atomically) instead of standard output."),
    ]
    static let allowsPositionals = true

    var source: Source
    /// The chosen format (`SnapshotFormat(commandName:)`).
    var format: SnapshotFormat
    var deviceID: String?
    var landscape: Bool
    var category: ContentSizeCategory?
    var output: String?

    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> RenderCommand {
        let source = try Source.parse(arguments, command: name)
        let word = arguments.value("--format") ?? "ascii"
        guard let format = SnapshotFormat(commandName: word) else {
            let names = SnapshotFormat.commandNames
            // JSON went in 0.4: the listing is the one exact text form, and reads back.
            let json = word == "json" ? "; --format layout is the exact listing, which LayoutListing.parse reads back" : ""
            throw CLIError("unknown format '\(word)'\(Suggestion.didYouMean(word, in: names)); formats: \(names.joined(separator: ", "))\(json)")
        }
        return RenderCommand(
            source: source, format: format, deviceID: arguments.value("--device"),
            landscape: arguments.has("--landscape"), category: try arguments.value("--category").map(Source.category), output: arguments.value("--output"))
    }

    func validate(in context: CommandContext) throws(CLIError) {
        try source.validate()
        if let deviceID, Device.named(deviceID) == nil {
            let ids = Device.presets.map(\.id)
            throw CLIError("unknown device '\(deviceID)'\(Suggestion.didYouMean(deviceID, in: ids)); devices: \(ids.joined(separator: ", "))")
        }
        if let output {
            let folder = context.url(forPath: output).deletingLastPathComponent()
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw CLIError("\(output): its folder does not exist; create it first")
            }
            if let kind = FileSystem.nonRegularKind(context.url(forPath: output)) {
                throw CLIError("\(output): is \(kind), not a regular file; nothing was written. Choose another path, or remove it first")
            }
        }
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        var screen = try source.screen(in: context)
        if let deviceID, let device = Device.named(deviceID) { screen = screen.on(device) }
        if landscape { screen = screen.on(screen.device.landscape) }
        if let category { screen.contentSizeCategory = category }
        // Streamed a megabyte at a time, to the file or standard output: the rendering of a
        // million cells is never held whole.
        let layout = LayoutEngine.layout(screen)
        if let output {
            try FileSystem.writeAtomically(to: context.url(forPath: output), named: output) { sink in format.write(layout, to: sink) }
            context.console.line("wrote \(output)")
        } else {
            let console = context.console
            format.write(layout) { bytes in console.writeOutput(String(decoding: bytes, as: UTF8.self)) }
        }
        return .success
    }
}
