import Snapshot

/// `SnapshotComparison.compare` of two layout listings of a generated screen whose items moved:
/// the unified text diff, both listings parsed back, the semantic layout diff, its summary and
/// the overlay SVG.
///
/// `changedPercent` 100 grows every size by 1 pt, so every item, nested item and segment line
/// changes; 1 grows only the last segments, as few as cover 1% of the lines. Each is run at
/// 10,000 and at 20,000 lines, so doubling the input shows whether the cost stays linear.
enum DiffWorkload {
    static let lineCounts = [10_000, 20_000]

    static func name(changedPercent: Int) -> String { "diff-\(changedPercent)" }

    static func caseName(lines: Int) -> String { "\(lines / 1_000)k lines" }

    static func workload(changedPercent: Int) -> Workload {
        Workload(
            name: name(changedPercent: changedPercent),
            summary: "unified + semantic layout diff of two listings, \(changedPercent)% of lines changed (items moved)",
            defaultRuns: changedPercent == 100 ? 5 : 10, defaultWarmup: 1
        ) { rounds in
            var cases: [Rounds.Case] = []
            var notes: [String] = []
            for lines in lineCounts {
                let pair = try ListingPair(lines: lines, changedPercent: changedPercent)
                notes.append(
                    "\(caseName(lines: lines)): \(Table.grouped(pair.oldLineCount))-line listings, \(Table.fixed(pair.changedFraction * 100, 2))% of lines differ")
                cases.append(Rounds.Case(name: caseName(lines: lines)) {
                    guard let report = SnapshotComparison.compare(reference: pair.old, actual: pair.new) else {
                        throw BenchFailure("the listings of \(lines) lines should differ")
                    }
                    return report.summary.utf8.count + report.textDiff.utf8.count + (report.overlaySVG?.utf8.count ?? 0)
                })
            }
            return WorkloadOutput(cases: try rounds.results(cases), notes: notes)
        }
    }
}

/// A listing of about `lines` lines and the listing of the same screen with items moved.
struct ListingPair {
    var old: String
    var new: String
    var oldLineCount: Int
    var changedFraction: Double

    init(lines: Int, changedPercent: Int) throws {
        let perBlock = Self.lines(blocks: 2) - Self.lines(blocks: 1)
        let fixed = Self.lines(blocks: 1) - perBlock
        let blocks = max(1, Int((Double(lines - fixed) / Double(perBlock)).rounded()))
        let cells = blocks * GeneratedScreen.cellsPerBlock
        let oldLayout = LayoutEngine.layout(GeneratedScreen.make(cells: cells))
        old = LayoutListing.render(oldLayout)
        let growFrom = changedPercent >= 100 ? 0 : Self.firstSegment(covering: Double(changedPercent) / 100, of: old)
        new = LayoutListing.render(LayoutEngine.layout(GeneratedScreen.make(cells: cells, grow: 1, growFrom: growFrom)))
        let oldLines = Array(old.utf8).split(separator: 10, omittingEmptySubsequences: false)
        let newLines = Array(new.utf8).split(separator: 10, omittingEmptySubsequences: false)
        guard oldLines.count == newLines.count else {
            throw BenchFailure("growing sizes should keep the listing at \(oldLines.count) lines, not \(newLines.count)")
        }
        oldLineCount = oldLines.count - 1  // the text ends with a newline
        let changed = zip(oldLines, newLines).filter { $0 != $1 }.count
        changedFraction = Double(changed) / Double(oldLineCount)
    }

    private static func lines(blocks: Int) -> Int {
        let layout = LayoutEngine.layout(GeneratedScreen.make(cells: blocks * GeneratedScreen.cellsPerBlock))
        return LayoutListing.render(layout).utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    }

    /// The last segment from which on at least `fraction` of the listing's lines lie.
    private static func firstSegment(covering fraction: Double, of listing: String) -> Int {
        let lines = Array(listing.utf8).split(separator: 10)
        let starts = lines.indices.filter { lines[$0].starts(with: "segment ".utf8) }
        let wanted = Int((Double(lines.count) * fraction).rounded(.up))
        for (segment, start) in starts.enumerated().reversed() where lines.count - start >= wanted {
            return segment
        }
        return 0
    }
}
