import Snapshot

/// A parsed JSON document that keeps what error messages need: numbers as written, keys in order.
indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// The value and the literal as written (`12.50`), so an error shows what the file says.
    case number(Double, literal: String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
}

/// One `"key": value` pair of an object, in file order.
struct JSONMember: Sendable {
    var key: String
    var value: JSONValue
}

extension JSONValue {
    /// How an error message shows this value after "found": `"tall"`, `12.50`, `true`, `null`, `an array`.
    var found: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(_, let literal): literal
        case .string(let text): JSONValue.quoted(text)
        case .array(let values): values.isEmpty ? "an empty array" : "an array"
        case .object(let members): members.isEmpty ? "an empty object" : "an object"
        }
    }

    /// `text` in double quotes with JSON escapes, cut after `limit` characters (40: a message
    /// stays one line; `nil`: whole, as a JSON file writes it). What it writes is printable
    /// as it is: nothing in it is escaped again on its way to a terminal.
    static func quoted(_ text: String, limit: Int? = 40) -> String {
        var result = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            count += 1
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                // Every scalar a terminal or log must not see raw (controls, line and paragraph
                // separators, bidirectional marks, the byte-order mark; all below U+10000) in
                // JSON's own escape: the CLI shows them as `\u{2028}`, which no JSON reader takes.
                if StringEscaping.needsEscape(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
