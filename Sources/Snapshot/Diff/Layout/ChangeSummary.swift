/// The change list as text: a header line, the causes (`ChangeCause`), then one line per
/// change, cause first.
///
/// Changes that read the same apart from their index group into one line
/// (`segments 2–400 ("A", "B", "C", …) moved down by 1 pt`), so a 1-pt inset that moves
/// 400 items is a few lines. Order: screen, then segments top to bottom (within one: removed,
/// added, reordered, inset, spacings, header, footer, frame, items), content size, diagnostics.
/// The header counts the lines (`3 changes: …`) and lists what they stand for.
///
///     3 changes: 1 inset, 1 segment resized, 400 items moved
///     cause: inset top 0 → 1 in "GoodsSC"
///     segment 1 "GoodsSC" inset top 0 → 1
///     segment 1 "GoodsSC" resized 375×800 → 375×801
///     segment 1 "GoodsSC" items 0–399 (GoodsCell) moved down by 1 pt
struct ChangeSummary {
    /// How long the summary may get.
    struct Limits: Sendable {
        /// Lines after the header; the rest is cut with `… and N more changes`.
        var maxLines = 200
        /// Item lines per segment; the rest of one segment folds into one `… and N more changes` line.
        var maxGroupsPerSegment = 8

        init(maxLines: Int = 200, maxGroupsPerSegment: Int = 8) {
            self.maxLines = max(2, maxLines)
            self.maxGroupsPerSegment = max(2, maxGroupsPerSegment)
        }
    }

    private struct Group {
        var line: ChangeLine
        var order: Int
        var members: [Int]
        var labels: [String]
        var categories: [ChangeCategory: Int]
        var count: Int
    }

    var header: String
    /// `cause: …` lines: every cause, never cut (the limits cut consequences only).
    var causes: [String]
    var lines: [String]

    init(changes: [LayoutChange], causes: [String] = [], limits: Limits = Limits()) {
        self.init(lines: changes.map(ChangeLine.init), causes: causes, limits: limits)
    }

    /// The same from the changes' lines, worked out once (`LayoutDiff.lines`).
    init(lines changeLines: [ChangeLine], causes: [String] = [], limits: Limits = Limits()) {
        self.causes = causes.map(Self.causeLine)
        var groups: [Group] = []
        var groupForTemplate: [ChangeLine.Template: Int] = [:]
        var totals: [ChangeCategory: Int] = [:]
        for (order, line) in changeLines.enumerated() {
            totals[line.category, default: 0] += 1
            if let template = line.template, let index = groupForTemplate[template] {
                groups[index].members.append(line.member)
                if let label = line.label { groups[index].labels.append(label) }
                groups[index].categories[line.category, default: 0] += 1
                groups[index].count += 1
                continue
            }
            if let template = line.template { groupForTemplate[template] = groups.count }
            groups.append(
                Group(
                    line: line, order: order, members: [line.member], labels: line.label.map { [$0] } ?? [],
                    categories: [line.category: 1], count: 1))
        }
        groups.sort { a, b in
            (a.line.section, a.line.major, a.line.minor, a.order) < (b.line.section, b.line.major, b.line.minor, b.order)
        }
        header = Self.header(groupCount: groups.count, totals: totals)
        lines = Self.capped(Self.lines(groups, limits: limits), maxLines: limits.maxLines)
    }

    /// How the change list shows a cause: `cause: inset left 16 → 20 in "GoodsSC"`.
    static func causeLine(_ cause: String) -> String { "cause: " + cause }

    /// The header, the causes, then the lines, without a final newline.
    var text: String {
        ([header] + causes + lines).joined(separator: "\n")
    }

    /// A change list cut to at most `maxLines` lines (each at most `lineLength` characters) and a
    /// last line counting what was left out (`… 40 more changes: …`), keeping its `causeLines`
    /// cause lines (those after the header: the diff's causes, as many as it has) whatever the
    /// bound: a bound cuts consequences, never a cause.
    package static func bounded(_ text: String, maxLines: Int, lineLength: Int, rest: String, causeLines: Int = 0) -> String {
        var kept: [Substring] = []
        var left = 0
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let isCause = number >= 1 && number <= causeLines
            if isCause || kept.count < maxLines { kept.append(line) } else { left += 1 }
        }
        while left == 0, kept.last?.isEmpty == true { kept.removeLast() }
        // A cause line is cut only past 1,000 characters (a hostile name).
        var result = kept.enumerated().map { number, line in
            let limit = number >= 1 && number <= causeLines ? Swift.max(lineLength, 1_000) : lineLength
            return line.count > limit ? line.prefix(limit - 1) + "…" : line
        }.joined(separator: "\n")
        if left > 0 { result += "\n… \(left) \(rest)" }
        return result
    }

    private static func header(groupCount: Int, totals: [ChangeCategory: Int]) -> String {
        guard groupCount > 0 else { return "no layout changes" }
        let counts = totals.sorted { $0.key < $1.key }.map { $0.key.counted($0.value) }
        return "\(Wording.count(groupCount, "change", "changes")): \(counts.joined(separator: ", "))"
    }

    /// One line per group; past `maxGroupsPerSegment` the item lines of one segment fold into one.
    private static func lines(_ groups: [Group], limits: Limits) -> [String] {
        var groupsInScope: [String: Int] = [:]
        for group in groups {
            if let scope = group.line.capScope { groupsInScope[scope, default: 0] += 1 }
        }
        var lines: [String] = []
        var shownInScope: [String: Int] = [:]
        var folded: [String: (line: Int, count: Int, categories: [ChangeCategory: Int])] = [:]
        for group in groups {
            if let scope = group.line.capScope, groupsInScope[scope, default: 0] > limits.maxGroupsPerSegment {
                let shown = shownInScope[scope, default: 0]
                if shown < limits.maxGroupsPerSegment - 1 {
                    shownInScope[scope] = shown + 1
                } else {
                    var fold = folded[scope] ?? (line: lines.count, count: 0, categories: [:])
                    if folded[scope] == nil { lines.append("") }
                    fold.count += group.count
                    fold.categories.merge(group.categories, uniquingKeysWith: +)
                    folded[scope] = fold
                    continue
                }
            }
            lines.append(text(of: group))
        }
        for (scope, fold) in folded {
            let counts = fold.categories.sorted { $0.key < $1.key }.map { $0.key.counted($0.value) }
            lines[fold.line] = "\(scope) … and \(fold.count) more changes: \(counts.joined(separator: ", "))"
        }
        return lines
    }

    private static func text(of group: Group) -> String {
        let line = group.line
        guard group.count > 1, let template = line.template else { return line.single }
        var text = template.head + " " + IndexList.text(Array(Set(group.members)).sorted())
        var distinct: [String] = []
        var seen: Set<String> = []
        for label in group.labels where seen.insert(label).inserted {
            distinct.append(label)
            if distinct.count > 3 { break }
        }
        if !distinct.isEmpty {
            let shown = distinct.prefix(3).joined(separator: ", ")
            text += distinct.count > 3 ? " (\(shown), …)" : " (\(shown))"
        }
        text += template.tail
        if let detail = line.detail {
            text += " \(detail) (and \(group.count - 1) more)"
        }
        return text
    }

    private static func capped(_ lines: [String], maxLines: Int) -> [String] {
        guard lines.count > maxLines else { return lines }
        let kept = maxLines - 1
        return Array(lines.prefix(kept)) + ["… and \(lines.count - kept) more changes"]
    }
}
