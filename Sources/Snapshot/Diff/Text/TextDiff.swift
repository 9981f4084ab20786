/// A unified diff of two texts, shortened so it reads well in a CI log.
///
/// Hunks as `diff -u` writes them (`@@ -a,b +c,d @@`, `count` always written, a start of
/// the line before when the count is 0), `options.context` unchanged lines around each
/// change. Lines are shown through `VisibleLine` (trailing `␠`, `␍`, `␉`). A run of more than
/// `maxRunLines` equal-kind lines keeps its first half and last quarter around one
/// `… N more lines …` line; past `maxOutputLines` the diff stops with a line that says so.
///
///     TextDiff.unified(old: "a\nb\nc\n", new: "a\nB\nc\n")
///     // --- reference
///     // +++ actual
///     // @@ -1,3 +1,3 @@
///     //  a
///     // -b
///     // +B
///     //  c
package struct TextDiff {
    struct Options: Sendable {
        var context = 3
        var maxRunLines = 20
        var maxOutputLines = 400
        var maxLineLength = 240
        var oldLabel = "reference"
        var newLabel = "actual"
    }

    /// The diff, or `""` when the texts are byte-equal.
    static func unified(old: String, new: String, options: Options = Options()) -> String {
        let oldLines = TextLines(old)
        let newLines = TextLines(new)
        let symbols = TextLines.symbols(oldLines, newLines)
        let pairs = LineMatching(old: symbols.old, new: symbols.new, symbolCount: symbols.count).pairs()
        let blocks = changeBlocks(pairs: pairs, oldCount: oldLines.count, newCount: newLines.count)
        guard !blocks.isEmpty else { return "" }
        var writer = HunkWriter(old: oldLines, new: newLines, options: options)
        writer.totalChanged = blocks.reduce(0) { $0 + $1.old.count + $1.new.count }
        for hunk in hunks(blocks, context: options.context) where !writer.isFull {
            writer.write(hunk, oldCount: oldLines.count)
        }
        return writer.finish()
    }

    /// Which lines (0-based) differ: removed from `old`, added in `new`, as the unified diff
    /// would show them; the review page marks and scrolls to them.
    package static func changedLines(old: String, new: String) -> (old: Set<Int>, new: Set<Int>) {
        let oldLines = TextLines(old)
        let newLines = TextLines(new)
        let symbols = TextLines.symbols(oldLines, newLines)
        let pairs = LineMatching(old: symbols.old, new: symbols.new, symbolCount: symbols.count).pairs()
        var changed: (old: Set<Int>, new: Set<Int>) = ([], [])
        for block in changeBlocks(pairs: pairs, oldCount: oldLines.count, newCount: newLines.count) {
            changed.old.formUnion(block.old)
            changed.new.formUnion(block.new)
        }
        return changed
    }

    /// A stretch of removed and added lines between two matched ones.
    struct Block: Equatable {
        var old: Range<Int>
        var new: Range<Int>
    }

    static func changeBlocks(pairs: [(old: Int, new: Int)], oldCount: Int, newCount: Int) -> [Block] {
        var blocks: [Block] = []
        var oldNext = 0
        var newNext = 0
        for pair in pairs + [(oldCount, newCount)] {
            if pair.old > oldNext || pair.new > newNext {
                blocks.append(Block(old: oldNext..<pair.old, new: newNext..<pair.new))
            }
            oldNext = pair.old + 1
            newNext = pair.new + 1
        }
        return blocks
    }

    /// Blocks closer than two contexts share a hunk.
    static func hunks(_ blocks: [Block], context: Int) -> [[Block]] {
        var hunks: [[Block]] = []
        for block in blocks {
            if let last = hunks.last?.last, block.old.lowerBound - last.old.upperBound <= 2 * context {
                hunks[hunks.count - 1].append(block)
            } else {
                hunks.append([block])
            }
        }
        return hunks
    }
}
