import LayoutRules
import Snapshot

/// Layout rules checked without references over a matrix of combinations, and one failure
/// shrunk (issue 22's goal: 4,800 layouts of a 200-cell screen in under 2 s, a shrink in
/// under 1 s).
///
/// The matrix is 10 devices × the 12 Dynamic Type text sizes × 40 data variants of
/// `GeneratedScreen` (200 cells, every size grown by 0–19 points from one of its first 2
/// segments on): right-to-left is not a combination yet, so data variants stand in for its 2.
enum MatrixWorkload {
    static let name = "matrix"
    static let devices = Array(Device.presets.prefix(10))
    static let variants: [(name: String, value: (grow: Double, from: Int))] = (0..<40).map { index in
        ("v\(index)", (grow: Double(index % 20), from: index / 20))
    }

    static let workload = Workload(
        name: name,
        summary: "standard layout rules over 10 devices × 12 text sizes × 40 data variants of a 200-cell screen (4,800 layouts), and one failure shrunk",
        defaultRuns: 5, defaultWarmup: 1
    ) { rounds in
        var report: RuleReport?
        var shrunk: RuleReport?
        // A variant whose every cell grows by 400 points: over-wide items on every device.
        let broken = { (device: Device) in GeneratedScreen.make(cells: 200, grow: 400, growFrom: 0, device: device) }
        let samples = try rounds.measure([
            Rounds.Case(name: "check 4,800 layouts") {
                let checked = RuleCheck.run(
                    { device, variant in GeneratedScreen.make(cells: 200, grow: variant.grow, growFrom: variant.from, device: device) },
                    on: devices, categories: ContentSizeCategory.allCases, variants: variants)
                report = checked
                return checked.combinations
            },
            Rounds.Case(name: "shrink one failure") {
                let checked = RuleCheck.run(broken, on: [.iPhoneSE])
                shrunk = checked
                return checked.failures.count
            },
        ])
        guard let report, report.combinations == 4_800 else { throw BenchFailure("the matrix did not lay out 4,800 combinations") }
        guard let shrunk, let first = shrunk.failures.first else { throw BenchFailure("the broken screen broke no rule") }
        return WorkloadOutput(
            cases: [samples.result("check 4,800 layouts", warmup: rounds.warmup), samples.result("shrink one failure", warmup: rounds.warmup)],
            notes: [
                "\(report.combinations) combinations, \(report.failures.count) rules broken: \(report.failures.map(\.rule).joined(separator: ", "))",
                "shrunk: \(first.rule) kept \(first.smallest.segments.count) of 10 segments, \(first.smallest.items.values.reduce(0, +)) items",
            ])
    }
}
