import Snapshot

/// A screen laid out in every combination a test names (devices, with their orientation, ×
/// Dynamic Type categories × data variants), checked against rules, each failing rule shrunk to
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
    /// Every combination of `devices` and `variants`, checked against `rules`.
    public static func run<Variant>(
        _ screen: (Device, Variant) -> Screen, on devices: [Device], categories: [ContentSizeCategory] = [.large],
        variants: [(name: String, value: Variant)], rules: [LayoutRule] = LayoutRule.standard
    ) -> RuleReport {
        var failures: [String: RuleReport.Failure] = [:]
        var order: [String] = []
        var combinations = 0
        for device in devices {
            for category in categories {
                for variant in variants {
                    combinations += 1
                    var built = screen(device, variant.value)
                    built.contentSizeCategory = category
                    let layout = LayoutEngine.layout(built)
                    let oriented = device.orientation == .landscape ? "\(device.id) landscape" : device.id
                    let name = category == .large ? oriented : "\(oriented) \(category.rawValue)"
                    let combination = variant.name.isEmpty ? name : "\(name) · \(variant.name)"
                    for rule in rules {
                        let violations = rule.violations(of: layout)
                        guard !violations.isEmpty else { continue }
                        if var failure = failures[rule.id] {
                            failure.combinations.append(combination)
                            failures[rule.id] = failure
                            continue
                        }
                        order.append(rule.id)
                        failures[rule.id] = RuleReport.Failure(
                            rule: rule.id, combinations: [combination], violations: violations,
                            smallest: Shrinking.smallest(built, breaking: rule, as: violations[0], device: oriented, variant: variant.name))
                    }
                }
            }
        }
        return RuleReport(combinations: combinations, failures: order.compactMap { failures[$0] })
    }

    /// The same over devices alone.
    public static func run(
        _ screen: (Device) -> Screen, on devices: [Device], categories: [ContentSizeCategory] = [.large],
        rules: [LayoutRule] = LayoutRule.standard
    ) -> RuleReport {
        run({ device, _ in screen(device) }, on: devices, categories: categories, variants: [(name: "", value: ())], rules: rules)
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
        /// What broke the rule in the first of them.
        public var violations: [RuleViolation]
        /// The smallest screen that still breaks it.
        public var smallest: ShrunkCase
    }

    /// How many combinations were laid out.
    public var combinations: Int
    /// Each broken rule once, in the order the rules were given.
    public var failures: [Failure]

    /// Whether every rule was kept in every combination.
    public var passed: Bool { failures.isEmpty }

    /// The message a failing check prints: per rule, where, on which combinations, and the
    /// smallest case as a test to paste.
    public var description: String {
        guard !failures.isEmpty else { return "layout rules: \(combinations) combinations, every rule kept" }
        var lines = ["layout rules: \(failures.count) broken in \(combinations) combinations"]
        for failure in failures {
            let shown = failure.combinations.prefix(5).joined(separator: ", ")
            let more = failure.combinations.count > 5 ? " and \(failure.combinations.count - 5) more" : ""
            lines.append("")
            lines.append("\(failure.rule) on \(failure.combinations.count) of \(combinations): \(shown)\(more)")
            for violation in failure.violations.prefix(5) { lines.append("  \(violation)") }
            if failure.violations.count > 5 { lines.append("  … and \(failure.violations.count - 5) more") }
            lines.append("smallest case: \(failure.smallest.summary)")
            lines.append(contentsOf: failure.smallest.test.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 })
        }
        return lines.joined(separator: "\n")
    }
}
