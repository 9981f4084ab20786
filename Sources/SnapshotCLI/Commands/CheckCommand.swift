import Foundation
import LayoutRules
import ScreenFiles
import Snapshot

/// `snapshot-cli check`: lays a fixture or a JSON screen out on devices and checks the layout
/// rules, without references (`LayoutRules`).
struct CheckCommand: Command {
    static let name = "check"
    static let help = CommandHelp(
        summary: "Check a screen's layout rules on devices, without references.",
        usage: "check (--fixture NAME | FILE.json) [--devices ID,ID…] [--landscape] [--categories SIZE,SIZE…] [--directions DIR,DIR…] [--rules RULE,RULE…]",
        discussion: """
            Lays the screen out on each device (its own device, or iphone-8 for a fixture, without
            --devices; both orientations of each with --landscape; at each Dynamic Type text size of
            --categories, the screen's own without it; in each layout direction of --directions, ltr or
            rtl (leftToRight and right-to-left are taken too); a screen file's "combinations" name devices, sizes, directions and data variants the
            options then override) and checks the standard rules: cells
            that overlap, cells off the screen, cells of zero size, empty segments that keep a header,
            content under the chrome, and the layout's own errors. Each broken rule is printed once with the
            devices it broke on and its smallest case: the fewest segments and items that still break it.
            Exits 0 when every rule is kept, 1 when one is broken, 2 on bad input.
            """,
        examples: [
            ("snapshot-cli check --fixture mall --devices iphone-se,iphone-15", "Checks the Mall screen on two phones."),
            ("snapshot-cli check screens/home.json --devices iphone-se --landscape", "Checks a JSON screen on an iPhone SE, upright and on its side."),
            ("snapshot-cli check screens/home.json --rules cells-overlap,off-screen", "Checks two rules only."),
            ("snapshot-cli check --fixture filter-chips --devices iphone-se --categories large,AX1,AX5", "Checks three text sizes."),
            ("snapshot-cli check --fixture shop-home --directions ltr,rtl", "Checks both reading directions."),
        ])
    static let options: [OptionSpec] = [
        OptionSpec("--fixture", value: "NAME", help: "A sample screen by name (see 'snapshot-cli fixtures')."),
        OptionSpec("--devices", value: "IDS", help: "Device ids, comma-separated (see 'snapshot-cli devices')."),
        OptionSpec("--landscape", help: "Each device on its side too."),
        OptionSpec("--categories", value: "SIZES", help: "Dynamic Type text sizes, comma-separated: xSmall … large … xxxLarge, AX1 … AX5."),
        OptionSpec("--directions", value: "DIRS", help: "Layout directions, comma-separated: ltr, rtl (as snapshot file names say them)."),
        OptionSpec("--rules", value: "RULES", help: "Only these rules: " + CheckCommand.ruleIDs.joined(separator: ", ") + "."),
    ]
    static let allowsPositionals = true

    static let ruleIDs = LayoutRule.standard.map(\.id)

    var source: RenderCommand.Source
    var deviceIDs: [String]
    var landscape: Bool
    var categories: [ContentSizeCategory]
    var directions: [LayoutDirection]
    var rules: [String]?

    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> CheckCommand {
        let source = try RenderCommand.Source.parse(arguments, command: name)
        func list(_ option: String) -> [String]? {
            arguments.value(option).map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        }
        return CheckCommand(
            source: source, deviceIDs: list("--devices") ?? [], landscape: arguments.has("--landscape"),
            categories: try (list("--categories") ?? []).map(RenderCommand.Source.category),
            directions: try (list("--directions") ?? []).map(Self.direction),
            rules: list("--rules"))
    }

    func validate(in context: CommandContext) throws(CLIError) {
        let ids = Device.presets.map(\.id)
        for id in deviceIDs where Device.named(id) == nil {
            throw CLIError("unknown device '\(id)'\(Suggestion.didYouMean(id, in: ids)); devices: \(ids.joined(separator: ", "))")
        }
        for rule in rules ?? [] where !Self.ruleIDs.contains(rule) {
            throw CLIError("unknown rule '\(rule)'\(Suggestion.didYouMean(rule, in: Self.ruleIDs)); rules: \(Self.ruleIDs.joined(separator: ", "))")
        }
        try source.validate()
    }

    /// The direction a `--directions` entry names.
    static func direction(_ name: String) throws(CLIError) -> LayoutDirection {
        guard let direction = LayoutDirection(typed: name) else {
            let names = LayoutDirection.allCases.map(\.shortName)
            throw CLIError(
                "unknown layout direction '\(name)'\(Suggestion.didYouMean(name, in: names)); directions: \(names.joined(separator: ", "))")
        }
        return direction
    }

    /// `values` in order, each once.
    static func once<Value: Hashable>(_ values: [Value]) -> [Value] {
        var seen: Set<Value> = []
        return values.filter { seen.insert($0).inserted }
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        // The options win over the combinations a screen file names; without either, the screen's own.
        let (base, named) = try source.contents(in: context)
        // A device or size named twice is checked once.
        var devices = Self.once(deviceIDs.isEmpty ? named.devices : deviceIDs.compactMap(Device.named))
        if devices.isEmpty { devices = [base.device] }
        if landscape || (deviceIDs.isEmpty && named.landscape) { devices = devices.flatMap { [$0, $0.landscape] } }
        var sizes = Self.once(categories.isEmpty ? named.categories : categories)
        if sizes.isEmpty { sizes = [base.contentSizeCategory] }
        var readings = Self.once(directions.isEmpty ? named.directions : directions)
        if readings.isEmpty { readings = [base.layoutDirection] }
        let chosen = LayoutRule.standard.filter { rules?.contains($0.id) ?? true }
        let variants: [(name: String, value: [any SubController]?)] =
            named.variants.isEmpty ? [("", nil)] : named.variants.map { ($0.name, $0.segments) }
        // The options may multiply a file's matrix: the bounds a file has hold for the whole check.
        let count = ScreenCombinations.product([devices.count, sizes.count, readings.count, variants.count])
        let matrix = "\(devices.count) devices × \(sizes.count) text sizes × \(readings.count) directions × \(variants.count) variants"
        guard count <= ScreenCombinations.maximumCombinations else {
            throw CLIError(
                "\(count) combinations (\(matrix)) is more than \(ScreenCombinations.maximumCombinations); name fewer devices, text sizes or directions")
        }
        let laidOut = devices.count * sizes.count * readings.count  // within the 1,000 just checked
        let cells = variants.reduce(0) { total, variant in
            (variant.value ?? base.subControllers).reduce(total) { $0 + Swift.max(0, $1.numberOfItems) }
        }
        guard ScreenCombinations.fitsChecking(laidOut, of: cells) else {
            throw CLIError(
                "\(laidOut) devices, text sizes and directions × \(cells) cells over \(variants.count) variants is more than "
                    + "the \(ScreenCombinations.maximumCheckedCells) cells a check lays out; name fewer devices, text sizes or directions")
        }
        let report = RuleCheck.run(
            { device, segments in
                var screen = base.on(device)
                if let segments {
                    // A variant is the screen with its own segments.
                    for index in screen.subControllers.indices.reversed() { screen.remove(at: index) }
                    for segment in segments { screen.add(segment) }
                }
                return screen
            }, on: devices, categories: sizes, directions: readings, variants: variants, rules: chosen)
        // A screen file's cases are screen files: the file is read again once, for all of them.
        var file: (path: String, data: Data)?
        if !report.passed, case .file(let path) = source,
            case .present(let data) = FileContents.read(path: context.url(forPath: path).path, maximumBytes: ScreenFile.maximumBytes)
        {
            file = (path, data)
        }
        context.console.line(report.description(showingCase: { shrunk in caseText(shrunk, devices: devices, file: file) }))
        return report.passed ? .success : .snapshotFailures
    }

    /// A smallest case as its user writes screens: a test to paste for a fixture, a screen file
    /// for a screen file (the test when the file can no longer be read).
    private func caseText(_ shrunk: ShrunkCase, devices: [Device], file: (path: String, data: Data)?) -> String {
        guard let (path, data) = file,
            let device = devices.first(where: { $0.id == shrunk.device && ($0.orientation == .landscape) == shrunk.landscape })
        else { return shrunk.test }
        let found = SmallestCaseFile.Case(
            device: device, variant: shrunk.variant, category: shrunk.category, direction: shrunk.layoutDirection,
            segments: shrunk.segments, items: shrunk.items)
        guard let file = try? SmallestCaseFile.text(of: data, file: path, case: found) else { return shrunk.test }
        return "as a screen file (save it, then snapshot-cli check it):\n" + file
    }
}
