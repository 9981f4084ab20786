import Snapshot

/// Layout, ASCII and SVG of a generated screen of `cells` cells, each step timed on its own.
///
/// The screen is built before timing; each run lays it out afresh and renders that layout
/// twice. Bytes are the ASCII and SVG output together.
enum ScalingWorkload {
    /// The size the largest screen is compared with.
    static let referenceCells = 10_000
    /// The case of the larger workloads that times the reference size's three steps together.
    static let referenceCase = "10k total, in turn"

    static func name(cells: Int, compositional: Bool = false) -> String {
        "scale-\(compositional ? "compositional-" : "")\(cells >= 1_000 ? "\(cells / 1_000)k" : String(cells))"
    }

    /// `compositional`: the screen of `GeneratedCompositionalScreen` instead of `GeneratedScreen`.
    static func workload(cells: Int, runs: Int, warmup: Int, compositional: Bool = false) -> Workload {
        let make: @Sendable (Int, Device) -> Screen = { cells, device in
            compositional ? GeneratedCompositionalScreen.make(cells: cells, device: device) : GeneratedScreen.make(cells: cells, device: device)
        }
        return Workload(
            name: name(cells: cells, compositional: compositional),
            summary: compositional
                ? "layout + ASCII + SVG of a generated compositional screen of \(Table.grouped(cells)) cells (grids, paging banners, orthogonal strips of nested groups, lists)"
                : "layout + ASCII + SVG of a generated screen of \(Table.grouped(cells)) cells (grids, rows, tags, embedded collections, headers)",
            defaultRuns: runs, defaultWarmup: warmup
        ) { rounds in
            let screen = make(cells, .iPhone8)
            var layout = LayoutEngine.layout(screen)
            var cases = [
                Rounds.Case(name: "layout") {
                    layout = LayoutEngine.layout(screen)
                    return 0
                },
                Rounds.Case(name: "ascii") { ASCIIRenderer().render(layout).utf8.count },
                Rounds.Case(name: "svg") { SVGRenderer().render(layout).utf8.count },
            ]
            // The 100,000-cell figure is held against the 10,000-cell one: both are measured
            // here in turn, so a slow spell of the machine slows both alike.
            let reference = make(referenceCells, .iPhone8)
            if cells > referenceCells {
                cases.append(Rounds.Case(name: referenceCase) {
                    let layout = LayoutEngine.layout(reference)
                    return ASCIIRenderer().render(layout).utf8.count + SVGRenderer().render(layout).utf8.count
                })
            }
            let samples = try rounds.measure(cases)
            var total = Rounds.Samples()
            total.seconds["total"] = samples.total(of: ["layout", "ascii", "svg"])
            total.bytes["total"] = (samples.bytes["ascii"] ?? 0) + (samples.bytes["svg"] ?? 0)
            let cellCount = layout.segments.reduce(0) { $0 + $1.items.count }
            let nestedCount = layout.segments.reduce(0) { sum, segment in
                segment.items.reduce(sum) { $0 + ($1.nested?.items.count ?? 0) }
            }
            return WorkloadOutput(
                cases: ["layout", "ascii", "svg"].map { samples.result($0, warmup: rounds.warmup) }
                    + [total.result("total", warmup: rounds.warmup)]
                    + (cells > referenceCells ? [samples.result(referenceCase, warmup: rounds.warmup)] : []),
                notes: [
                    "\(Table.grouped(cellCount)) cells (+ \(Table.grouped(nestedCount)) nested) in \(layout.segments.count) segments, content height \(Table.fixed(layout.contentSize.height, 0)) pt"
                ])
        }
    }
}
