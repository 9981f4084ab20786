import Testing
@testable import Snapshot

@Suite struct TextWidthTests {
    @Test func wideCharactersTakeTwoColumns() {
        #expect(TextWidth.columns(of: "充值") == 4)
        #expect(TextWidth.columns(of: "充值 Top-up") == 11)
        #expect(TextWidth.columns(of: "ｱｲ") == 2)  // halfwidth katakana: one column each
        #expect(TextWidth.columns(of: "ＡＢ") == 4)  // fullwidth Latin
        #expect(TextWidth.columns(of: "한국") == 4)
        #expect(TextWidth.columns(of: "🛒") == 2)
        #expect(TextWidth.columns(of: "e\u{301}") == 1)  // one character, one column
    }

    /// Widths come from the package's Unicode 15.0 table, not the platform's tables, so they do
    /// not change with the OS: each case below is read off the Unicode Character Database files.
    @Test func widthsFollowThePackagesUnicodeTable() {
        #expect(UnicodeWidthTable.unicodeVersion == "15.0.0")
        #expect(TextWidth.columns(of: "\u{231A}") == 2)  // ⌚ WATCH: East_Asian_Width W
        #expect(TextWidth.columns(of: "\u{1F321}") == 1)  // 🌡 THERMOMETER: N, no Emoji_Presentation
        #expect(TextWidth.columns(of: "\u{1F321}\u{FE0F}") == 2)  // asked for as emoji
        #expect(TextWidth.columns(of: "\u{1FAE8}") == 2)  // 🫨 SHAKING FACE, new in Unicode 15.0: W
        #expect(TextWidth.columns(of: "\u{3000}") == 2)  // IDEOGRAPHIC SPACE: F
        #expect(TextWidth.printable("\u{1FAE9}x") == "\\u{1FAE9}x")  // unassigned in 15.0: shown as an escape
    }

    /// The table's ranges are sorted and apart, each with a class of 1, 2 or 3.
    @Test func theTableIsSortedAndApart() {
        let ranges = UnicodeWidthTable.ranges
        #expect(ranges.count % 3 == 0)
        var previousEnd: Int64 = -1
        for index in stride(from: 0, to: ranges.count, by: 3) {
            #expect(Int64(ranges[index]) > previousEnd && ranges[index] <= ranges[index + 1])
            #expect((1...3).contains(ranges[index + 2]))
            previousEnd = Int64(ranges[index + 1])
        }
    }

    @Test func fittedCutsWithAnEllipsisAtTheLimit() {
        #expect(TextWidth.fitted("OptimumGoodsCell", columns: 8) == "Optimum…")
        #expect(TextWidth.fitted("Cell", columns: 4) == "Cell")
        #expect(TextWidth.fitted("Cells", columns: 1) == "…")
        #expect(TextWidth.fitted("Cells", columns: 0) == "")
        // A wide character that would straddle the limit is left out whole.
        #expect(TextWidth.fitted("充值充值", columns: 4) == "充…")
        #expect(TextWidth.fitted("a充值", columns: 4) == "a充…")
    }

    @Test func printableEscapesInvisibleAndDetachedScalars() {
        #expect(TextWidth.printable("a\u{7}b\nc") == "a\\u{7}b\\nc")
        #expect(TextWidth.printable("\u{301}x") == "\\u{301}x")
        #expect(TextWidth.printable("\u{200B}") == "\\u{200B}")
        #expect(TextWidth.printable("e\u{301}") == "e\u{301}")
        #expect(TextWidth.printable("a \"b\" \\ c") == "a \"b\" \\ c")
    }
}
