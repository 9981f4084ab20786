import Snapshot

/// A JSON value being decoded, with its path in the file, so every error can say where it is
/// and what was found there.
package struct JSONField {
    let value: JSONValue
    let path: JSONPath
    let file: String

    package func error(expected: String, found: String? = nil) -> JSONFileError {
        JSONFileError(file: file, path: path.description, expected: expected, found: found ?? value.found)
    }

    var isString: Bool {
        if case .string = value { return true }
        return false
    }

    /// A finite number.
    package func number() throws(JSONFileError) -> Double {
        guard case .number(let number, _) = value else { throw error(expected: "a number") }
        guard number.isFinite else { throw error(expected: "a number that fits in a Double") }
        return number
    }

    /// A number above zero.
    package func positiveNumber() throws(JSONFileError) -> Double {
        let number = try number()
        guard number > 0 else { throw error(expected: "a number above 0") }
        return number
    }

    /// A whole number in `range`.
    package func count(in range: ClosedRange<Int>) throws(JSONFileError) -> Int {
        let expected = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard case .number(let number, _) = value else { throw error(expected: expected) }
        guard number.rounded() == number, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw error(expected: expected)
        }
        return Int(number)
    }

    package func bool() throws(JSONFileError) -> Bool {
        guard case .bool(let flag) = value else { throw error(expected: "true or false") }
        return flag
    }

    package func string() throws(JSONFileError) -> String {
        guard case .string(let text) = value else { throw error(expected: "a string") }
        return text
    }

    /// The elements, each with its path (`segments[0]`); at most `limit` of them (`what` names
    /// them in the error), refused before any is decoded.
    package func array(atMost limit: Int = .max, of what: String = "elements") throws(JSONFileError) -> [JSONField] {
        guard case .array(let values) = value else { throw error(expected: "an array") }
        guard values.count <= limit else { throw error(expected: "at most \(limit) \(what)", found: "\(values.count)") }
        return values.enumerated().map { JSONField(value: $1, path: path.appending(index: $0), file: file) }
    }

    /// The object's members, refusing keys not in `keys` (with a "did you mean") and repeated keys.
    package func object(keys: [String]) throws(JSONFileError) -> JSONFields {
        guard case .object(let members) = value else { throw error(expected: "an object") }
        for (position, member) in members.enumerated() {
            let here = JSONField(value: member.value, path: path.appending(key: member.key), file: file)
            guard keys.contains(member.key) else {
                var found = "unknown key \(JSONValue.quoted(member.key))"
                if let suggestion = Suggestion.closest(to: member.key, among: keys) {
                    found += "; did you mean \(JSONValue.quoted(suggestion))?"
                }
                throw here.error(expected: "one of " + JSONField.list(keys), found: found)
            }
            // Objects here have a handful of known keys, so looking back is cheaper than hashing.
            guard !members[..<position].contains(where: { $0.key == member.key }) else {
                throw here.error(expected: "each key once", found: "\(JSONValue.quoted(member.key)) again")
            }
        }
        return JSONFields(base: self, members: members)
    }

    /// The value paired with the string the file gives, among `options` (with a "did you mean").
    package func choice<Choice>(_ options: KeyValuePairs<String, Choice>, otherwise: String = "") throws(JSONFileError) -> Choice {
        let names = options.map(\.key)
        let expected = "one of " + JSONField.list(names) + otherwise
        guard case .string(let text) = value else { throw error(expected: expected) }
        if let match = options.first(where: { $0.key == text }) { return match.value }
        var found = value.found
        if let suggestion = Suggestion.closest(to: text, among: names) {
            found += "; did you mean \(JSONValue.quoted(suggestion))?"
        }
        throw error(expected: expected, found: found)
    }

    /// `"a", "b", "c"`.
    package static func list(_ names: [String]) -> String {
        names.map { JSONValue.quoted($0) }.joined(separator: ", ")
    }
}

/// An object whose keys were checked; members are looked up by key, `null` counting as absent.
package struct JSONFields {
    let base: JSONField
    let members: [JSONMember]

    /// The member's value, or `nil` when the key is missing or `null`.
    package subscript(key: String) -> JSONField? {
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        if case .null = member.value { return nil }
        return JSONField(value: member.value, path: base.path.appending(key: key), file: base.file)
    }

    /// The member's value; when missing, an error saying what should have been there.
    package func required(_ key: String, expected: String) throws(JSONFileError) -> JSONField {
        if let value = self[key] { return value }
        let given = members.contains { $0.key == key }
        throw JSONFileError(
            file: base.file, path: base.path.appending(key: key).description, expected: expected,
            found: given ? "null" : "nothing")
    }

    package func number(_ key: String, default fallback: Double) throws(JSONFileError) -> Double {
        guard let value = self[key] else { return fallback }
        return try value.number()
    }

    package func bool(_ key: String, default fallback: Bool) throws(JSONFileError) -> Bool {
        guard let value = self[key] else { return fallback }
        return try value.bool()
    }

    package func string(_ key: String) throws(JSONFileError) -> String? {
        guard let value = self[key] else { return nil }
        return try value.string()
    }
}
