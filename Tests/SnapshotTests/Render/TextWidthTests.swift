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
