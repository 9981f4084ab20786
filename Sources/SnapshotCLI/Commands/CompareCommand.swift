import ScreenFiles
import Snapshot

/// `snapshot-cli compare`: the model's layout against the frames UIKit reported on a device.
struct CompareCommand: Command {
    static let name = "compare"
    static let help = CommandHelp(
        summary: "Compare a screen's layout with the frames UIKit reported for it on a device.",
        usage: "compare FRAMES.json (--fixture NAME | SCREEN.json)",
        discussion: """
            FRAMES.json holds what layoutAttributesForElements(in:) returned on a simulator or device
            (docs/frames-format.md: the device, the content size, each element's category, kind, index
            path and frame). The screen is laid out on that device and every cell, header, footer, badge
            and section background is held against it: frames a pixel or more apart, elements only one
            side has, and the content size are printed, at most 100 of them.
            Exits 0 when they agree, 1 when something differs, 2 on bad input.
            """,
        examples: [
            ("snapshot-cli compare frames/home.iphone-15.json screens/home.json", "Checks the home screen's model against UIKit."),
            ("snapshot-cli compare frames/mall.json --fixture mall", "Checks a sample screen."),
        ])
    static let options: [OptionSpec] = [
        OptionSpec("--fixture", value: "NAME", help: "A sample screen by name (see 'snapshot-cli fixtures').")
    ]
    static let allowsPositionals = true

    var frames: String
    var source: RenderCommand.Source

    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> CompareCommand {
        guard let frames = arguments.positionals.first else {
            throw CLIError("'compare' needs the frames UIKit reported: compare FRAMES.json (--fixture NAME | SCREEN.json)")
        }
        var rest = arguments
        rest.positionals.removeFirst()
        return CompareCommand(frames: frames, source: try RenderCommand.Source.parse(rest, command: name))
    }

    func validate(in context: CommandContext) throws(CLIError) {
        try source.validate()
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        let measured: MeasuredFrames
        do {
            measured = try FramesFile.load(path: context.url(forPath: frames).path, named: frames)
        } catch {
            throw CLIError(error.description)
        }
        let screen = try source.screen(in: context).on(measured.device)
        let comparison = FrameComparison(layout: LayoutEngine.layout(screen), measured: measured)
        context.console.line(comparison.description)
        return comparison.passed ? .success : .snapshotFailures
    }
}
