import ScreenFiles
import Snapshot

/// `snapshot-cli compare`: the model's layout against the frames UIKit reported on a device.
struct CompareCommand: Command {
    static let name = "compare"
    static let help = CommandHelp(
        summary: "Compare a screen's layout with the frames UIKit reported for it on a device.",
        usage: "compare FRAMES.json (--fixture NAME | SCREEN.json | --snapshot FILE)",
        discussion: """
            FRAMES.json holds what layoutAttributesForElements(in:) returned on a simulator or device
            (docs/frames-format.md: the device, the content size, each element's category, kind, index
            path and frame). The screen is laid out on that device and every cell, header, footer, badge
            and section background is held against it: frames a pixel or more apart, elements only one
            side has, and the content size are printed, at most 100 of them. A screen modelled in Swift
            needs no screen file: --snapshot takes a reference its test recorded (.svg, .txt or .layout,
            on the frames' device), whose listing is the exact layout. First, when it applies: a section
            UIKit did not report (hidden), and content of another device's width (a wrong device label).
            Exits 0 when they agree, 1 when something differs, 2 on bad input.
            """,
        examples: [
            ("snapshot-cli compare frames/home.iphone-15.json screens/home.json", "Checks the home screen's model against UIKit."),
            ("snapshot-cli compare frames/mall.json --fixture mall", "Checks a sample screen."),
            (
                "snapshot-cli compare frames/home.iphone-15.json --snapshot __Snapshots__/HomeTests/home.iphone-15.svg",
                "Checks a screen modelled in Swift, through the snapshot its test recorded."
            ),
        ])
    static let options: [OptionSpec] = [
        OptionSpec("--fixture", value: "NAME", help: "A sample screen by name (see 'snapshot-cli fixtures')."),
        OptionSpec("--snapshot", value: "FILE", help: "A recorded snapshot (.svg, .txt, .layout) whose listing is the layout to compare."),
    ]
    static let allowsPositionals = true

    var frames: String
    /// The screen to lay out, or (`--snapshot`) nil.
    var source: RenderCommand.Source?
    var snapshot: String?

    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> CompareCommand {
        guard let frames = arguments.positionals.first else {
            throw CLIError("'compare' needs the frames UIKit reported: compare FRAMES.json (--fixture NAME | SCREEN.json)")
        }
        var rest = arguments
        rest.positionals.removeFirst()
        if let snapshot = rest.value("--snapshot") {
            guard rest.value("--fixture") == nil, rest.positionals.isEmpty else {
                throw CLIError("give one of --snapshot FILE, --fixture NAME or a SCREEN.json, not more")
            }
            return CompareCommand(frames: frames, source: nil, snapshot: snapshot)
        }
        return CompareCommand(frames: frames, source: try RenderCommand.Source.parse(rest, command: name), snapshot: nil)
    }

    func validate(in context: CommandContext) throws(CLIError) {
        try source?.validate()
    }

    /// The layout a recorded snapshot holds, checked to be of the frames' device.
    private func recorded(_ path: String, on device: Device, in context: CommandContext) throws(CLIError) -> Layout {
        let text: String
        switch FileContents.read(path: context.url(forPath: path).path) {
        case .present(let data): text = String(decoding: data, as: UTF8.self)
        case .missing: throw CLIError("\(path): no such snapshot; give a reference its test recorded (.svg, .txt or .layout)")
        case .unreadable(let reason): throw CLIError("\(path): \(reason)")
        }
        guard let listing = LayoutListing.extract(from: text) else {
            throw CLIError("\(path): holds no layout listing; give an .svg, .txt or .layout snapshot this toolkit recorded")
        }
        let layout: Layout
        do {
            layout = try LayoutListing.parse(listing)
        } catch {
            throw CLIError("\(path): its listing, \(error.description)")
        }
        guard layout.device.size == device.size, layout.device.scale == device.scale else {
            throw CLIError(
                "\(path) is laid out on \(layout.device.id) \(layout.device.orientation.rawValue), the frames on \(device.id) "
                    + "\(device.orientation.rawValue): compare the snapshot of the frames' device")
        }
        return layout
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        let measured: MeasuredFrames
        do {
            measured = try FramesFile.load(path: context.url(forPath: frames).path, named: frames)
        } catch {
            throw CLIError(error.description)
        }
        let layout: Layout
        if let snapshot {
            layout = try recorded(snapshot, on: measured.device, in: context)
        } else if let source {
            layout = LayoutEngine.layout(try source.screen(in: context).on(measured.device))
        } else {
            throw CLIError("'compare' needs a screen: --fixture NAME, a SCREEN.json or --snapshot FILE")
        }
        let comparison = FrameComparison(layout: layout, measured: measured)
        context.console.line(comparison.description)
        return comparison.passed ? .success : .snapshotFailures
    }
}
