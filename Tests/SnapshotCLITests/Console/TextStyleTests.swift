import Testing
@testable import SnapshotCLI

@Suite struct TextStyleTests {
    @Test func coloursOnlyATerminalWithoutNoColor() {
        #expect(TextStyle.forOutput(isTerminal: true, environment: [:]).colors)
        #expect(!TextStyle.forOutput(isTerminal: false, environment: [:]).colors)
        #expect(!TextStyle.forOutput(isTerminal: true, environment: ["NO_COLOR": ""]).colors)  // set, even empty
        #expect(!TextStyle.forOutput(isTerminal: true, environment: ["NO_COLOR": "1"]).colors)
    }

    @Test func plainTextWhenColourIsOff() {
        #expect(TextStyle(colors: false).red("failed") == "failed")
        #expect(TextStyle(colors: true).red("failed") == "\u{1B}[31mfailed\u{1B}[0m")
    }

    @Test func tablesPadEveryColumnButTheLast() {
        #expect(
            Table.render(header: ["ID", "NAME"], rows: [["iphone-se", "iPhone SE"], ["x", "iPhone 12–14"]]) == """
                ID         NAME
                iphone-se  iPhone SE
                x          iPhone 12–14

                """)
    }
}
