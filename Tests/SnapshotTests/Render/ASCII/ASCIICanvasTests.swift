import Testing
@testable import Snapshot

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
