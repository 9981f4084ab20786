import Testing
@testable import Snapshot

@Suite struct VisibleLineTests {
    private func visible(_ text: String, maxLength: Int = 80) -> String {
        VisibleLine.text(Array(text.utf8)[...], maxLength: maxLength)
    }

    @Test func plainLinesAreUnchanged() {
        #expect(visible("| OneLabelCell 375×50 |") == "| OneLabelCell 375×50 |")
    }

    @Test func onlyTrailingSpacesAreMarked() {
        #expect(visible("a b  ") == "a b␠␠")
        #expect(visible("   ") == "␠␠␠")
    }

    @Test func spacesBeforeAFinalCarriageReturnAreTrailing() {
        #expect(visible("a b \r") == "a b␠␍")
    }

    @Test func controlCharactersShowAsPictures() {
        #expect(visible("a\tb\u{1}\u{7F}") == "a␉b␁␡")
    }

    @Test func longLinesAreCutWithTheCount() {
        #expect(visible("abcdef", maxLength: 4) == "abcd… (+2 characters)")
    }
}
