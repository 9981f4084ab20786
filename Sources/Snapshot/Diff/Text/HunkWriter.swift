/// Writes the hunks of a `TextDiff`, shortening long runs and stopping at the line budget.
struct HunkWriter {
    let old: TextLines
    let new: TextLines
    let options: TextDiff.Options
    private var lines: [String] = []
    /// Removed plus added lines in the whole diff, and how many of them were written or folded.
    var totalChanged = 0
    private var changedCovered = 0
    private(set) var isFull = false

    init(old: TextLines, new: TextLines, options: TextDiff.Options) {
        self.old = old
        self.new = new
        self.options = options
        lines = ["--- \(options.oldLabel)", "+++ \(options.newLabel)"]
    }

    mutating func write(_ hunk: [TextDiff.Block], oldCount: Int) {
        guard let first = hunk.first, let last = hunk.last else { return }
        let context = max(0, options.context)
        let oldLow = max(0, first.old.lowerBound - context)
        let oldHigh = min(oldCount, last.old.upperBound + context)
        let newLow = first.new.lowerBound - (first.old.lowerBound - oldLow)
        let newHigh = last.new.upperBound + (oldHigh - last.old.upperBound)
        emit("@@ -\(Self.range(oldLow, oldHigh)) +\(Self.range(newLow, newHigh)) @@")
        run(" ", old, oldLow..<first.old.lowerBound)
        for (index, block) in hunk.enumerated() {
            run("-", old, block.old)
            run("+", new, block.new)
            let next = index + 1 < hunk.count ? hunk[index + 1].old.lowerBound : oldHigh
            run(" ", old, block.old.upperBound..<next)
        }
    }

    /// The lines, with the truncation note when the budget ran out.
    func finish() -> String {
        var lines = lines
        if isFull {
            let hidden = totalChanged - changedCovered
            lines.append(
                "… diff truncated after \(options.maxOutputLines) lines: \(hidden) of \(totalChanged) changed lines "
                    + "not shown; see \(options.oldLabel) and \(options.newLabel) for the full text")
        }
        return lines.joined(separator: "\n")
    }

    /// `start,count` of a hunk side; the start is the line before when nothing is in it.
    private static func range(_ low: Int, _ high: Int) -> String {
        let count = high - low
        return "\(count == 0 ? low : low + 1),\(count)"
    }

    /// A run of one kind of line; a long one keeps its first half and last quarter.
    private mutating func run(_ sign: String, _ text: TextLines, _ range: Range<Int>) {
        let changed = sign != " "
        let limit = max(2, options.maxRunLines)
        guard range.count > limit else {
            for index in range { writeLine(sign, text, index, changed: changed) }
            return
        }
        let head = (limit + 1) / 2
        let tail = max(1, limit / 4)
        for index in range.prefix(head) { writeLine(sign, text, index, changed: changed) }
        let hidden = range.count - head - tail
        emit("\(sign)… \(hidden) more lines …")
        if changed, !isFull { changedCovered += hidden }
        for index in range.suffix(tail) { writeLine(sign, text, index, changed: changed) }
    }

    private mutating func writeLine(_ sign: String, _ text: TextLines, _ line: Int, changed: Bool) {
        guard emit(sign + VisibleLine.text(text[line], maxLength: options.maxLineLength)) else { return }
        if changed { changedCovered += 1 }
        if text.lacksNewline(line) { emit("\\ No newline at end of file") }
    }

    /// Adds a line unless the budget is spent; says whether it did.
    @discardableResult
    private mutating func emit(_ line: String) -> Bool {
        guard !isFull else { return false }
        guard lines.count - 2 < max(1, options.maxOutputLines) else {
            isFull = true
            return false
        }
        lines.append(line)
        return true
    }
}
