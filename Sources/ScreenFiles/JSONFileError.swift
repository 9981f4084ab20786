/// A JSON file that could not be read (a screen file, a frames file, a review's decisions, a
/// shard's run record): which file, where in it, what was expected and found.
///
///     second.json: sections[2].items[0].height: expected a number, found "tall"
public struct JSONFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, as named when it was read.
    public var file: String
    /// The JSON path (`sections[2].items[0].height`), empty for the whole document.
    public var path: String
    /// What the format expects there (`a number`).
    public var expected: String
    /// What the file holds there, as written.
    public var found: String

    /// An error in `file` at the JSON `path`: `expected`, `found`.
    public init(file: String, path: String, expected: String, found: String) {
        self.file = file
        self.path = path
        self.expected = expected
        self.found = found
    }

    public var description: String {
        let location = path.isEmpty ? file : "\(file): \(path)"
        return "\(location): expected \(expected), found \(found)"
    }
}

/// A screen file's error, by the name it had through 0.3: every JSON file the toolkit reads
/// reports a `JSONFileError`.
public typealias ScreenSpecError = JSONFileError
