import Snapshot

/// `snapshot-cli devices`: the device presets with sizes, safe areas and scale.
struct DevicesCommand: Command {
    static let name = "devices"
    static let help = CommandHelp(
        summary: "List the device presets: id, name, size, safe areas, scale.",
        usage: "devices",
        discussion: """
            Sizes are logical points held upright; safe areas are top,left,bottom,right in points, upright
            and turned. Use an id with 'render --device'.
            """,
        examples: [("snapshot-cli devices", "Prints the table of presets.")])
    static let options: [OptionSpec] = []

    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> DevicesCommand {
        DevicesCommand()
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        let header = ["ID", "NAME", "SIZE", "SAFE AREA T,L,B,R", "LANDSCAPE SAFE AREA", "SCALE"]
        let rows = Device.presets.map { device in
            [
                device.id, device.name, NumberFormat.size(device.portraitSize),
                Self.insets(device.portraitSafeArea), Self.insets(device.landscapeSafeArea),
                NumberFormat.exact(device.scale) + "x",
            ]
        }
        context.console.writeOutput(Table.render(header: header, rows: rows))
        return .success
    }

    /// `44,0,34,0`: top, left, bottom, right.
    static func insets(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(NumberFormat.exact).joined(separator: ",")
    }
}
