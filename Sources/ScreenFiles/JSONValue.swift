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
        JSONText.quoted(text, limit: limit)
    }
}
