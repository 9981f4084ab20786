import Testing
@testable import Snapshot

@Suite struct StringEscapingTests {
    private func quoted(_ text: String) -> String {
        var buffer = TextBuffer()
        StringEscaping.appendQuoted(text, to: &buffer)
        return buffer.text
    }

    @Test func quotesWithSwiftLikeEscapes() {
        #expect(quoted("plain") == #""plain""#)
        #expect(quoted("a \"b\" \\ c") == #""a \"b\" \\ c""#)
        #expect(quoted("1\n2\r3\t4") == #""1\n2\r3\t4""#)
        #expect(quoted("\u{0}\u{1B}\u{7F}\u{85}") == #""\u{0}\u{1B}\u{7F}\u{85}""#)
        #expect(quoted("\u{2028}\u{202E}\u{FEFF}\u{FFFF}") == #""\u{2028}\u{202E}\u{FEFF}\u{FFFF}""#)
    }

    @Test func keepsVisibleUnicodeAsItIs() {
        #expect(quoted("充值 👨‍👩‍👧 é") == "\"充值 👨‍👩‍👧 é\"")
    }

    @Test func displayEscapesOnlyInvisibleScalars() {
        #expect(StringEscaping.display("a \"b\" \\") == "a \"b\" \\")
        #expect(StringEscaping.display("bell\u{7}") == "bell\\u{7}")
        #expect(StringEscaping.display("充值\n") == "充值\\n")
    }
}
