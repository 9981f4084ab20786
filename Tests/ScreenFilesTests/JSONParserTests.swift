import Foundation
import Testing
@testable import ScreenFiles
@testable import Snapshot

@Suite struct JSONParserTests {
    /// The parsed value written back compactly: numbers as written, keys in file order.
    private func reprint(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(_, let literal): literal
        case .string(let text): JSONValue.quoted(text)
        case .array(let values): "[" + values.map(reprint).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { JSONValue.quoted($0.key) + ":" + reprint($0.value) }.joined(separator: ",") + "}"
        }
    }

    private func parse(_ text: String) throws(JSONFileError) -> JSONValue {
        try JSONParser.parse(Data(text.utf8), file: "f.json")
    }

    /// The error message for `text`, or `nil` when it parses.
    private func syntaxError(_ text: String) -> String? {
        syntaxError(Data(text.utf8))
    }

    private func syntaxError(_ data: Data) -> String? {
        do {
            _ = try JSONParser.parse(data, file: "f.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func keepsKeysInFileOrderAndNumbersAsWritten() throws {
        let value = try parse(#" { "b": [1, -2.50, 3e2, 0], "a": {"x": null, "y": true, "z": false}, "b": "again" } "#)
        #expect(reprint(value) == #"{"b":[1,-2.50,3e2,0],"a":{"x":null,"y":true,"z":false},"b":"again"}"#)
    }

    @Test func numbersKeepTheirValue() throws {
        guard case .array(let values) = try parse("[171.5, -0.25, 1E3]") else {
            Issue.record("expected an array")
            return
        }
        let numbers = values.compactMap { value -> Double? in
            if case .number(let number, _) = value { return number }
            return nil
        }
        #expect(numbers == [171.5, -0.25, 1000])
    }

    @Test func decodesEscapesIncludingSurrogatePairs() throws {
        guard case .string(let text) = try parse(#""a\"b\\c\/d\n\t\u5145\u503C\uD83D\uDE00""#) else {
            Issue.record("expected a string")
            return
        }
        #expect(text == "a\"b\\c/d\n\t充值😀")
    }

    @Test func acceptsAByteOrderMarkAndCountsColumnsAfterIt() {
        let data = Data([0xEF, 0xBB, 0xBF] + Array("[1 2]".utf8))
        // `[` is column 1, `2` is column 4: the mark is not counted.
        #expect(syntaxError(data) == #"f.json: line 1, column 4: expected "," or "]", found 2"#)
    }

    @Test func trailingCommaInAnObjectNamesTheClosingBrace() {
        // { " a " : ␠ 1 , } — the brace is the 9th character.
        #expect(syntaxError(#"{"a": 1,}"#) == #"f.json: line 1, column 9: expected a key in double quotes, found "}""#)
    }

    @Test func bareWordIsShownAsWrittenWithItsLineAndColumn() {
        // Line 2 is `  "height": tall`; `t` is its 13th character.
        #expect(syntaxError("{\n  \"height\": tall\n}") == "f.json: line 2, column 13: expected a JSON value, found tall")
    }

    @Test func emptyDocumentExpectsAValue() {
        #expect(syntaxError("") == "f.json: line 1, column 1: expected a JSON value, found the end of the file")
        #expect(syntaxError("  \n ") == "f.json: line 2, column 2: expected a JSON value, found the end of the file")
    }

    @Test func unterminatedStringExpectsAClosingQuote() {
        // `{"a": "abc` is 10 characters; the end of the file is column 11.
        #expect(syntaxError(#"{"a": "abc"#) == "f.json: line 1, column 11: expected a closing quote, found the end of the file")
        #expect(syntaxError("[\"a\nb\"]") == "f.json: line 1, column 4: expected a closing quote, found a line break")
    }

    @Test func somethingAfterTheDocumentIsAnError() {
        #expect(syntaxError("{} x") == "f.json: line 1, column 4: expected the end of the file, found x")
    }

    @Test func columnsCountCharactersNotBytes() {
        // [ " é " ␠ x — é is two bytes but one column, so x is column 6.
        #expect(syntaxError(#"["é" x]"#) == #"f.json: line 1, column 6: expected "," or "]", found x"#)
    }

    @Test func leadingZerosAndBareSignsAreRefused() {
        #expect(syntaxError("[01]") == #"f.json: line 1, column 3: expected "," or "]", found 1"#)
        #expect(syntaxError("[-]") == #"f.json: line 1, column 3: expected a digit, found "]""#)
        #expect(syntaxError("[1.]") == #"f.json: line 1, column 4: expected a digit after the decimal point, found "]""#)
        #expect(syntaxError("[1e]") == #"f.json: line 1, column 4: expected a digit in the exponent, found "]""#)
    }

    @Test func badEscapesAreNamed() {
        #expect(syntaxError(#"["\x"]"#) == #"f.json: line 1, column 3: expected one of \" \\ \/ \b \f \n \r \t \uXXXX, found "\\""#)
        #expect(syntaxError(#"["\u12G4"]"#) == #"f.json: line 1, column 7: expected four hexadecimal digits after \u, found G4"#)
        #expect(syntaxError(#"["\uD83D"]"#) == #"f.json: line 1, column 9: expected a \u escape with the second half of a surrogate pair, found "\"""#)
        #expect(syntaxError(#"["\uDE00"]"#) == #"f.json: line 1, column 3: expected a \u escape that is not half of a surrogate pair, found "\\""#)
    }

    @Test func missingColonAndMissingCommaAreNamed() {
        #expect(syntaxError(#"{"a" 1}"#) == #"f.json: line 1, column 6: expected ":" after the key, found 1"#)
        #expect(syntaxError(#"{"a": 1 "b": 2}"#) == #"f.json: line 1, column 9: expected "," or "}", found "\"""#)
        #expect(syntaxError("{1: 2}") == #"f.json: line 1, column 2: expected a key in double quotes or "}", found 1"#)
    }

    @Test func nestingDeeperThanTheLimitIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 10_000)
        // The 101st bracket (column 101) is one level too many.
        #expect(syntaxError(deep) == "f.json: line 1, column 101: expected at most 100 nested arrays and objects, found deeper nesting")
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(syntaxError(fine) == nil)
    }

    @Test func invalidUTF8OutsideAStringIsShownAsItsByte() {
        let data = Data(Array("[1 ".utf8) + [0xFF] + Array("]".utf8))
        #expect(syntaxError(data) == "f.json: line 1, column 4: expected \",\" or \"]\", found the byte 0xFF")
        let character = Data(Array("[1 ".utf8) + Array("充".utf8) + Array("]".utf8))
        #expect(syntaxError(character) == "f.json: line 1, column 4: expected \",\" or \"]\", found \"充\"")
    }

    /// Bytes that are not UTF-8 inside a string are refused where they are, not read as U+FFFD.
    @Test(
        arguments: [
            ([0xFF], 13, "0xFF"),  // never in UTF-8
            ([0xC0, 0x80], 13, "0xC0"),  // an overlong NUL's lead
            ([0xED, 0xA0, 0x80], 14, "0xA0"),  // a surrogate: the lead is fine, its second byte is not
            ([0xE4, 0xB8], 13, "0xE4"),  // cut short by the closing quote
            ([0xF4, 0x90, 0x80, 0x80], 14, "0x90"),  // above U+10FFFF
        ] as [([UInt8], Int, String)])
    func invalidUTF8InAStringNamesTheByte(bad: [UInt8], column: Int, found: String) {
        let document = Array(#"{"name": "ok"#.utf8) + bad + Array(#"", "x": "\n"}"#.utf8)
        #expect(
            throws: JSONFileError(
                file: "f.json", path: "line 1, column \(column)", expected: "UTF-8 text in a string", found: "the byte \(found)")
        ) {
            try JSONParser.parse(Data(document), file: "f.json")
        }
    }

    @Test func wellFormedUTF8OfEveryLengthIsRead() throws {
        let value = try parse(#"{"t": "a é 充值 🛒"}"#)
        #expect(reprint(value) == #"{"t":"a é 充值 🛒"}"#)
        #expect(JSONParser.firstInvalidUTF8(ArraySlice(Array("a é 充值 🛒".utf8))) == nil)
    }
}
