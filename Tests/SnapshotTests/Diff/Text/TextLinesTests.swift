import Testing
@testable import Snapshot

@Suite struct TextLinesTests {
    @Test func linesSplitAtLineFeedsOnly() {
        let text = TextLines("a\r\nb\n\nc")
        #expect(text.count == 4)
        #expect(Array(text[0]) == Array("a\r".utf8))
        #expect(text[2].isEmpty)
        #expect(text.lacksNewline(3))
        #expect(!TextLines("a\n").lacksNewline(0))
        #expect(TextLines("").count == 0)
    }

    @Test func equalBytesShareASymbolAcrossTexts() {
        let symbols = TextLines.symbols(TextLines("a\nb\na\n"), TextLines("b\nc\n"))
        #expect(symbols.old == [0, 1, 0])
        #expect(symbols.new == [1, 2])
        #expect(symbols.count == 3)
    }

    @Test func aLastLineWithoutNewlineIsItsOwnSymbol() {
        let symbols = TextLines.symbols(TextLines("a\nb"), TextLines("a\nb\n"))
        #expect(symbols.old == [0, 1])
        #expect(symbols.new == [0, 2])
    }
}
