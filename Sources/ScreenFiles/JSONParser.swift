import Foundation
import Snapshot

/// A strict JSON parser (RFC 8259) that names the line and column of the first mistake.
///
/// It keeps number literals as written, keeps keys in file order (duplicates are left for the
/// decoder to report) and refuses nesting deeper than `maximumDepth`, so no input can exhaust the stack.
struct JSONParser {
    /// Screen files nest about seven levels; this leaves room and bounds recursion.
    static let maximumDepth = 100

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var depth = 0

    /// The document in `data`, or an error whose path is `line L, column C`.
    static func parse(_ data: Data, file: String) throws(JSONFileError) -> JSONValue {
        var parser = JSONParser(bytes: [UInt8](data), file: file)
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private mutating func parseDocument() throws(JSONFileError) -> JSONValue {
        if bytes.starts(with: JSONParser.byteOrderMark) { index = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw error(expected: "the end of the file") }
        return value
    }

    private mutating func parseValue() throws(JSONFileError) -> JSONValue {
        guard let byte = peek else { throw error(expected: "a JSON value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error(expected: "a JSON value")
        }
    }

    private mutating func parseObject() throws(JSONFileError) -> JSONValue {
        try enterNesting()
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else {
                throw error(expected: members.isEmpty ? "a key in double quotes or \"}\"" : "a key in double quotes")
            }
            let key = try parseString()
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error(expected: "\":\" after the key") }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, value: try parseValue()))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(members)
            default:
                throw error(expected: "\",\" or \"}\"")
            }
        }
    }

    private mutating func parseArray() throws(JSONFileError) -> JSONValue {
        try enterNesting()
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            values.append(try parseValue())
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(values)
            default:
                throw error(expected: "\",\" or \"]\"")
            }
        }
    }

    /// A string starting at the opening quote; escapes decoded, raw line breaks refused.
    private mutating func parseString() throws(JSONFileError) -> String {
        index += 1
        let start = index
        // Most strings have no escapes: read them straight from the bytes.
        while let byte = peek, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 { index += 1 }
        if peek == UInt8(ascii: "\"") {
            try checkUTF8(start..<index)
            index += 1
            return String(decoding: bytes[start..<index - 1], as: UTF8.self)
        }
        var decoded = Array(bytes[start..<index])
        var runStart = index
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                try checkUTF8(start..<index)  // escapes are ASCII: the raw bytes decide
                decoded.append(contentsOf: bytes[runStart..<index])
                index += 1
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                decoded.append(contentsOf: bytes[runStart..<index])
                try parseEscape(into: &decoded)
                runStart = index
            case 0..<0x20:
                throw error(expected: "a closing quote")
            default:
                index += 1
            }
        }
        throw error(expected: "a closing quote")
    }

    private mutating func parseEscape(into decoded: inout [UInt8]) throws(JSONFileError) {
        let start = index
        index += 1
        guard let byte = peek else { throw error(expected: "an escape after \"\\\"") }
        if let replacement = JSONParser.simpleEscapes[byte] {
            decoded.append(replacement)
            index += 1
            return
        }
        guard byte == UInt8(ascii: "u") else {
            index = start
            throw error(expected: "one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
        index += 1
        var scalar = try parseHex4()
        if (0xD800..<0xDC00).contains(scalar) {
            guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw error(expected: "a \\u escape with the second half of a surrogate pair")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else {
                index -= 6
                throw error(expected: "a \\u escape with the second half of a surrogate pair")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(scalar) {
            index = start
            throw error(expected: "a \\u escape that is not half of a surrogate pair")
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            index = start
            throw error(expected: "a \\u escape of a Unicode scalar")
        }
        decoded.append(contentsOf: String(Character(unicode)).utf8)
    }

    private mutating func parseHex4() throws(JSONFileError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = JSONParser.hexValue(byte) else {
                throw error(expected: "four hexadecimal digits after \\u")
            }
            value = (value << 4) | digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONFileError) -> JSONValue {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        guard let first = peek, JSONParser.isDigit(first) else { throw error(expected: "a digit") }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard let byte = peek, JSONParser.isDigit(byte) else { throw error(expected: "a digit after the decimal point") }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard let byte = peek, JSONParser.isDigit(byte) else { throw error(expected: "a digit in the exponent") }
            skipDigits()
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(literal) else {
            index = start
            throw error(expected: "a number")
        }
        return .number(value, literal: literal)
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONFileError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard bytes[index...].starts(with: utf8) else { throw error(expected: "a JSON value") }
        index += utf8.count
        return value
    }

    private mutating func enterNesting() throws(JSONFileError) {
        guard depth < JSONParser.maximumDepth else {
            throw error(expected: "at most \(JSONParser.maximumDepth) nested arrays and objects", found: "deeper nesting")
        }
        depth += 1
    }

    /// Refuses a string whose bytes are not UTF-8 (RFC 8259 §8.1), naming the first bad byte,
    /// instead of reading it as U+FFFD.
    private mutating func checkUTF8(_ range: Range<Int>) throws(JSONFileError) {
        guard let bad = Self.firstInvalidUTF8(bytes[range]) else { return }
        index = bad
        throw error(expected: "UTF-8 text in a string", found: "the byte 0x" + String(bytes[bad], radix: 16, uppercase: true))
    }

    /// The index of the first byte that does not belong to a well-formed UTF-8 sequence
    /// (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF), or `nil`.
    static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F:
                index += 1
                continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            for offset in 1..<length {
                let position = index + offset
                guard position < bytes.endIndex else { return index }
                let byte = bytes[position]
                let (min, max) = offset == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
                guard byte >= min, byte <= max else { return position }
            }
            index += length
        }
        return nil
    }

    private var peek: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    private mutating func skipDigits() {
        while let byte = peek, JSONParser.isDigit(byte) { index += 1 }
    }

    private func error(expected: String, found: String? = nil) -> JSONFileError {
        let position = JSONSourcePosition(of: index, in: bytes)
        return JSONFileError(
            file: file, path: "line \(position.line), column \(position.column)",
            expected: expected, found: found ?? position.found)
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The byte each one-letter escape stands for: `\n` → line feed.
    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
        UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
