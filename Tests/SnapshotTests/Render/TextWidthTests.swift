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

@Suite struct ASCIICanvasTests {
    private func text(_ canvas: ASCIICanvas) -> String {
        var out = TextBuffer()
        canvas.encode(into: &out) { _ in nil }
        return out.text
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var canvas = ASCIICanvas(width: 6, height: 2)
        canvas.write("充值", row: 0, column: 0, clip: canvas.bounds)
        canvas.put("x", row: 0, column: 1, clip: canvas.bounds)  // second half of 充
        canvas.write("值", row: 1, column: 1, clip: canvas.bounds)
        canvas.put("y", row: 1, column: 1, clip: canvas.bounds)  // first half of 值
        #expect(text(canvas) == " x值\n y\n")
    }

    @Test func leavesOutAWideCharacterCrossingTheClip() {
        var canvas = ASCIICanvas(width: 5, height: 1)
        let clip = GridRect(top: 0, left: 0, bottom: 1, right: 3)
        let end = canvas.write("a充值", row: 0, column: 0, clip: clip)
        #expect(text(canvas) == "a充\n")
        #expect(end == 5)
    }

    @Test func keepsMultiScalarCharactersWhole() {
        var canvas = ASCIICanvas(width: 4, height: 1)
        canvas.write("e\u{301}👨‍👩‍👧", row: 0, column: 0, clip: canvas.bounds)
        #expect(text(canvas) == "e\u{301}👨‍👩‍👧\n")
    }

    @Test func dropsTrailingSpacesButKeepsSuffixes() {
        var canvas = ASCIICanvas(width: 4, height: 2)
        canvas.put("a", row: 0, column: 0, clip: canvas.bounds)
        var out = TextBuffer()
        canvas.encode(into: &out) { $0 == 1 ? " note " : nil }
        #expect(out.text == "a\n note\n")
    }
}

@Suite struct GridScaleTests {
    @Test func edgesRoundHalfUpToTheNearestLine() {
        let scale = GridScale(columnPoints: 4)
        #expect(scale.column(0) == 0)
        #expect(scale.column(1.9) == 0)  // 0.475 + 0.5 → 0
        #expect(scale.column(2) == 1)  // 0.5 + 0.5 → 1
        #expect(scale.column(187.5) == 47)  // 46.875 + 0.5 → 47
        #expect(scale.row(50) == 6)  // 6.25 + 0.5 → 6
        #expect(scale.row(-4) == 0)  // -0.5 + 0.5 → 0
        #expect(scale.row(-4.1) == -1)
    }

    @Test func rectanglesSharingAnEdgeNeverShareACell() {
        let scale = GridScale(columnPoints: 4)
        let left = scale.cells(Rect(x: 16, y: 0, width: 171.5, height: 265))
        let right = scale.cells(Rect(x: 187.5, y: 0, width: 171.5, height: 265))
        #expect(left?.right == right?.left)
        #expect(left == GridRect(top: 0, left: 4, bottom: 33, right: 47))
    }

    @Test func nanHasNoCellAndInfinityIsClamped() {
        let scale = GridScale(columnPoints: 4)
        #expect(scale.column(.nan) == nil)
        #expect(scale.cells(Rect(x: 0, y: .nan, width: 1, height: 1)) == nil)
        #expect(scale.row(.infinity) == 100_000_000)
        #expect(scale.row(-.infinity) == -100_000_000)
    }
}
