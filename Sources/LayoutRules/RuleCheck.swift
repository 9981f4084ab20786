import Snapshot

/// A screen laid out in every combination a test names (devices, with their orientation, ×
/// Dynamic Type categories × layout directions × data variants), checked against rules, each failing rule shrunk to
/// its smallest case.
///
///     let report = RuleCheck.run(
///         { device, goods in ShopVC.screen(on: device, goods: goods) },
///         on: [.iPhoneSE, .iPhone15, .iPhone15.landscape],
///         variants: [("empty", []), ("one", [.sample]), ("longest", .longestNames)])
///     #expect(report.passed, "\(report)")
///
/// Order: rules in the order given; for each, its first failing combination in device order,
/// then variant order (the ones listed first are the nearest to the default).
public enum RuleCheck {
    /// Every combination of `devices` and `variants`, checked against `rules`; with
    /// `reproducing:` (a failure's `ShrunkCase.reproducing`), its one case alone: the combination
    /// it names, at its text size and direction, keeping its segments and items.
    public static func run<Variant>(
        _ screen: (Device, Variant) -> Screen, on devices: [Device], categories: [ContentSizeCategory] = [.large],
        directions: [LayoutDirection] = [.leftToRight], variants: [(name: String, value: Variant)],
        rules: [LayoutRule] = LayoutRule.standard, reproducing: String? = nil
    ) -> RuleReport {
        guard let reproducing else {
            return run(screen, on: devices, categories: categories, directions: directions, variants: variants, rules: rules)
        }
        switch Reproduction.find(reproducing, devices: devices, variants: variants) {
        case .failure(let problem):
            return RuleReport(combinations: 0, failures: [], problem: problem.description)
        case .success(let found):
            return run(
                { device, value in screen(device, value).keeping(segments: found.segments, items: found.items) },
                on: [found.device], categories: [found.category], directions: [found.direction], variants: [found.variant], rules: rules)
        }
    }

    private static func run<Variant>(
        _ screen: (Device, Variant) -> Screen, on devices: [Device], categories: [ContentSizeCategory],
        directions: [LayoutDirection], variants: [(name: String, value: Variant)], rules: [LayoutRule]
    ) -> RuleReport {
        var failures: [String: RuleReport.Failure] = [:]
        var order: [String] = []
        var combinations = 0
        var warnings: [String: Int] = [:]  // message → index in `warned`
        var warned: [RuleReport.Warning] = []
        for device in devices {
            for category in categories {
                for (direction, variant) in directions.flatMap({ direction in variants.map { (direction, $0) } }) {
                    combinations += 1
                    var built = screen(device, variant.value)
                    built.contentSizeCategory = category
                    built.layoutDirection = direction
                    let layout = LayoutEngine.layout(built)
                    let combination = Self.combination(
                        device: device.id, landscape: device.orientation == .landscape, category: category, direction: direction,
                        variant: variant.name)
                    for diagnostic in layout.diagnostics where diagnostic.severity == .warning && diagnostic.kind == .unsupportedOption {
                        if let index = warnings[diagnostic.message] {
                            if warned[index].combinations.last != combination { warned[index].combinations.append(combination) }
                        } else if warned.count < RuleReport.Warning.kept {
                            warnings[diagnostic.message] = warned.count
                            warned.append(RuleReport.Warning(message: diagnostic.message, combinations: [combination]))
                        }
                    }
                    for rule in rules {
                        // A rule broken before is only asked whether it breaks here too.
                        if var failure = failures[rule.id] {
                            guard !rule.found(in: layout, limit: 1).listed.isEmpty else { continue }
                            failure.combinations.append(combination)
                            failures[rule.id] = failure
                            continue
                        }
                        let found = rule.found(in: layout, limit: LayoutRule.listedViolations)
                        guard let first = found.listed.first else { continue }
                        order.append(rule.id)
                        let cells = layout.segments.reduce(0) { $0 + $1.items.count }
                        failures[rule.id] = RuleReport.Failure(
                            rule: rule.id, combinations: [combination], violations: found.listed, unlisted: found.unlisted,
                            stoppedEarly: found.stoppedEarly,
                            smallest: Shrinking.smallest(built, breaking: rule, as: first, device: device, variant: variant.name, cells: cells))
                    }
                }
            }
        }
        return RuleReport(combinations: combinations, failures: order.compactMap { failures[$0] }, warnings: warned)
    }

    /// The same over devices alone.
    public static func run(
        _ screen: (Device) -> Screen, on devices: [Device], categories: [ContentSizeCategory] = [.large],
        directions: [LayoutDirection] = [.leftToRight], rules: [LayoutRule] = LayoutRule.standard, reproducing: String? = nil
    ) -> RuleReport {
        run(
            { device, _ in screen(device) }, on: devices, categories: categories, directions: directions,
            variants: [(name: "", value: ())], rules: rules, reproducing: reproducing)
    }

    /// `iphone-se landscape AX1 rtl · longest`: how the report names a combination.
    static func combination(
        device: String, landscape: Bool, category: ContentSizeCategory, direction: LayoutDirection, variant: String
    ) -> String {
        let oriented = landscape ? "\(device) landscape" : device
        let sized = category == .large ? oriented : "\(oriented) \(category.rawValue)"
        let name = direction == .rightToLeft ? "\(sized) rtl" : sized
        return variant.isEmpty ? name : "\(name) · \(variant)"
    }
}

/// What a rule check found: each broken rule once, with every combination that broke it.
public struct RuleReport: Sendable, CustomStringConvertible {
    /// One broken rule: where it broke, on which combinations, and its smallest case.
    public struct Failure: Sendable {
        /// The rule's id.
        public var rule: String
        /// `iphone-se · longest`, in the order they were laid out.
        public var combinations: [String]
        /// What broke the rule in the first of them: at most `LayoutRule.listedViolations`.
        public var violations: [RuleViolation]
        /// How many more broke it there than `violations` lists.
        public var unlisted = 0
        /// Whether the rule stopped looking once it had listed enough (`cells-overlap`): there may
        /// be more than `unlisted` counts.
        public var stoppedEarly = false
        /// The smallest screen that still breaks it.
        public var smallest: ShrunkCase
    }

    /// A layout warning that the engine could not settle a rule (`unsupported-option`: not
    /// measured, blocked on evidence) and the combinations whose layout carried it: a rule kept
    /// there is kept on a layout that says it may not be UIKit's. (Values off the pixel grid are
    /// the `diagnostics(atLeast: .warning)` rule's to report.)
    public struct Warning: Sendable, Equatable {
        /// How many distinct warnings a report keeps.
        public static let kept = 20
        /// The diagnostic's message.
        public var message: String
        /// The combinations, in the order they were laid out.
        public var combinations: [String]
    }

    /// How many combinations were laid out.
    public var combinations: Int
    /// Each broken rule once, in the order the rules were given.
    public var failures: [Failure]
    /// The warnings the layouts carried, each once, the first `Warning.kept` of them.
    public var warnings: [Warning] = []

    /// Why nothing was checked: a `reproducing:` that names no case of the check.
    public var problem: String? = nil

    /// Whether every rule was kept in every combination (and the check could run).
    public var passed: Bool { failures.isEmpty && problem == nil }

    /// The message a failing check prints: per rule, where, on which combinations, and the
    /// smallest case as a test to paste. Names (cell types, variants, device ids) reach it as
    /// given, so every line is escaped (`\u{1B}`): nothing in it is a terminal escape or starts
    /// a CI log's workflow command.
    public var description: String { description(showingCase: \.test) }

    /// The same, each smallest case shown as `showingCase` writes it (a screen file, for a
    /// check of one).
    public func description(showingCase: (ShrunkCase) -> String) -> String {
        if let problem { return StringEscaping.display("layout rules: \(problem)") }
        var lines =
            failures.isEmpty
            ? ["layout rules: \(combinations) combinations, every rule kept"] : ["layout rules: \(failures.count) broken in \(combinations) combinations"]
        let warned = warnings.map { warning in
            let shown = warning.combinations.prefix(3).joined(separator: ", ")
            let more = warning.combinations.count > 3 ? " and \(warning.combinations.count - 3) more" : ""
            return "warning on \(warning.combinations.count) of \(combinations) (\(shown)\(more)): \(warning.message)"
        }
        for failure in failures {
            let shown = failure.combinations.prefix(5).joined(separator: ", ")
            let more = failure.combinations.count > 5 ? " and \(failure.combinations.count - 5) more" : ""
            lines.append("")
            lines.append("\(failure.rule) on \(failure.combinations.count) of \(combinations): \(shown)\(more)")
            for violation in failure.violations.prefix(5) { lines.append("  \(violation)") }
            let left = failure.violations.count - Swift.min(5, failure.violations.count) + failure.unlisted
            if failure.stoppedEarly {
                lines.append("  … and \(left) more listed; the rule stops looking after \(LayoutRule.listedViolations), there may be others")
            } else if left > 0 {
                lines.append("  … and \(left) more")
            }
            lines.append("smallest case: \(failure.smallest.summary)")
            lines.append(contentsOf: showingCase(failure.smallest).split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 })
        }
        if !warned.isEmpty { lines += (failures.isEmpty ? [] : [""]) + warned }
        return lines.map(StringEscaping.display).joined(separator: "\n")
    }
}
