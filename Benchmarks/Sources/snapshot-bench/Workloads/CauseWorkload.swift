import Snapshot

/// `SnapshotComparison.compare` of two listings in which every segment has causes of its own:
/// the cause finder's work grows with the changes, and nothing in it may be quadratic.
///
/// A screen of rows named after 20 sub-controllers in turn (`Row7SC #12`: every label counts its
/// name's segments), each row a `RowCell` of a height of its own; in the new listing every row is
/// 1 point taller and every third one inset 4 to 8 points on the left. That is one size cause
/// with as many values and segments as there are rows, and 5 inset causes, at 10% and at 100%
/// of the rows (10× the changes).
enum CauseWorkload {
    static let name = "causes"
    /// The row count of the larger case: its listings are about 1 MB.
    static let rows = 6_000
    static let smallCase = "10% of the rows"
    static let largeCase = "every row"

    static let workload = Workload(
        name: name, summary: "causes found in two ~1 MB listings whose every row changed (and in a tenth of them)",
        defaultRuns: 5, defaultWarmup: 1
    ) { rounds in
        var cases: [Rounds.Case] = []
        var notes: [String] = []
        for (caseName, count) in [(smallCase, rows / 10), (largeCase, rows)] {
            let old = LayoutListing.render(LayoutEngine.layout(screen(rows: count, grown: false)))
            let new = LayoutListing.render(LayoutEngine.layout(screen(rows: count, grown: true)))
            guard let report = SnapshotComparison.compare(reference: old, actual: new),
                report.summary.contains("cause: \"RowCell\" height")
            else { throw BenchFailure("\(caseName): the grown rows should be named as a size cause") }
            notes.append("\(caseName): \(Table.grouped(count)) rows, listings of \(Table.grouped(old.utf8.count)) and \(Table.grouped(new.utf8.count)) bytes")
            cases.append(Rounds.Case(name: caseName) {
                guard let report = SnapshotComparison.compare(reference: old, actual: new) else {
                    throw BenchFailure("the listings of \(count) rows should differ")
                }
                return report.summary.utf8.count + (report.overlaySVG?.utf8.count ?? 0)
            })
        }
        return WorkloadOutput(cases: try rounds.results(cases), notes: notes)
    }

    static func screen(rows: Int, grown: Bool) -> Screen {
        var screen = Screen(name: "CausesVC", device: .iPhone15)
        for row in 0..<rows {
            let height = 20 + Double(row) / 8 + (grown ? 1 : 0)
            let left = grown && row % 3 == 0 ? Double(4 + row % 5) : 0
            screen.add(SingleRow(name: "Row\(row % 20)SC", cell: Cell("RowCell"), height: height, inset: EdgeInsets(left: left)))
        }
        return screen
    }
}
