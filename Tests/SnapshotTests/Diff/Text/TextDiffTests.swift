import Testing
@testable import Snapshot

@Suite struct TextDiffTests {
    /// `prefix1` … `prefixN`, one a line, each followed by a newline.
    private func numbered(_ count: Int, _ prefix: String = "l") -> [String] {
        (1...count).map { "\(prefix)\($0)" }
    }

    private func text(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(TextDiff.unified(old: "a\nb\n", new: "a\nb\n") == "")
        #expect(TextDiff.unified(old: "", new: "") == "")
    }

    @Test func aChangedLineShowsThreeLinesOfContextEachSide() {
        var new = numbered(10)
        new[4] = "L5"
        // Line 5 changed: context is lines 2–4 and 6–8, so the hunk covers 7 lines from line 2.
        #expect(
            TextDiff.unified(old: text(numbered(10)), new: text(new)) == """
                --- reference
                +++ actual
                @@ -2,7 +2,7 @@
                 l2
                 l3
                 l4
                -l5
                +L5
                 l6
                 l7
                 l8
                """)
    }

    @Test func changesFartherApartThanTwoContextsGetTheirOwnHunks() {
        var new = numbered(20)
        new[1] = "L2"
        new[14] = "L15"
        // Line 2: lines 1–5 (nothing before line 1). Line 15: lines 12–18. 15 − 2 − 1 = 12
        // unchanged lines between them, more than 2 × 3, so two hunks.
        #expect(
            TextDiff.unified(old: text(numbered(20)), new: text(new), options: .init(context: 3)) == """
                --- reference
                +++ actual
                @@ -1,5 +1,5 @@
                 l1
                -l2
                +L2
                 l3
                 l4
                 l5
                @@ -12,7 +12,7 @@
                 l12
                 l13
                 l14
                -l15
                +L15
                 l16
                 l17
                 l18
                """)
    }

    @Test func changesWithinTwoContextsShareAHunk() {
        var new = numbered(12)
        new[1] = "L2"
        new[7] = "L8"
        // Lines 3–7 between them: 5 unchanged lines ≤ 6, one hunk from line 1 to line 11.
        let diff = TextDiff.unified(old: text(numbered(12)), new: text(new))
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,11 +1,11 @@"])
    }

    @Test func anEmptySideStartsAtTheLineBefore() {
        #expect(
            TextDiff.unified(old: "", new: "a\n") == """
                --- reference
                +++ actual
                @@ -0,0 +1,1 @@
                +a
                """)
        #expect(
            TextDiff.unified(old: "a\n", new: "a\nb\n", options: .init(context: 0)) == """
                --- reference
                +++ actual
                @@ -1,0 +2,1 @@
                +b
                """)
    }

    @Test func trailingSpacesAndCarriageReturnsAreVisible() {
        #expect(
            TextDiff.unified(old: "a \r\nb\n", new: "a\nb\n") == """
                --- reference
                +++ actual
                @@ -1,2 +1,2 @@
                -a␠␍
                +a
                 b
                """)
    }

    @Test func aMissingFinalNewlineIsMarked() {
        #expect(
            TextDiff.unified(old: "a\nb", new: "a\nb\n") == """
                --- reference
                +++ actual
                @@ -1,2 +1,2 @@
                 a
                -b
                \\ No newline at end of file
                +b
                """)
    }

    @Test func longRunsKeepTheirFirstHalfAndLastQuarter() {
        // 30 removed lines, run limit 4: the first 2, a fold of 30 − 2 − 1 = 27, the last 1.
        let diff = TextDiff.unified(old: text(numbered(30)), new: "", options: .init(maxRunLines: 4))
        #expect(
            diff == """
                --- reference
                +++ actual
                @@ -1,30 +0,0 @@
                -l1
                -l2
                -… 27 more lines …
                -l30
                """)
    }

    @Test func theDiffStopsAtItsLineBudgetAndSaysWhatIsMissing() {
        // Four lines replaced: 8 changed lines. Budget 3: the hunk header and two removals.
        let options = TextDiff.Options(maxOutputLines: 3, oldLabel: "a.txt", newLabel: "a.new.txt")
        #expect(
            TextDiff.unified(old: "a\nb\nc\nd\n", new: "A\nB\nC\nD\n", options: options) == """
                --- a.txt
                +++ a.new.txt
                @@ -1,4 +1,4 @@
                -a
                -b
                … diff truncated after 3 lines: 6 of 8 changed lines not shown; see a.txt and a.new.txt for the full text
                """)
    }

    @Test func veryLongLinesAreCut() {
        let long = String(repeating: "x", count: 50)
        let diff = TextDiff.unified(old: long + "\n", new: "\n", options: .init(maxLineLength: 10))
        #expect(diff.contains("-xxxxxxxxxx… (+40 characters)"))
    }

    @Test func unicodeEquivalentLinesStillDiffByBytes() {
        // "é" precomposed (U+00E9) and decomposed (e + U+0301) are equal Strings, different bytes.
        let diff = TextDiff.unified(old: "caf\u{E9}\n", new: "cafe\u{301}\n")
        #expect(diff.contains("-caf\u{E9}") && diff.contains("+cafe\u{301}"))
    }
}
