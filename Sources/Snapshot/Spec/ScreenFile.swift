import Foundation

/// Screens described in JSON (the screen format documented in the README), so screens can
/// come from files and other tools.
public enum ScreenFile {
    /// The screen a JSON document describes. `file` names the document in error messages.
    public static func decode(_ data: Data, file: String) throws(ScreenSpecError) -> Screen {
        // Placeholder until the screen format lands.
        throw ScreenSpecError(file: file, path: "", expected: "a screen", found: "nothing: not implemented yet")
    }

    /// Reads and decodes a JSON screen file.
    public static func load(contentsOf url: URL) throws(ScreenSpecError) -> Screen {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ScreenSpecError(file: url.path, path: "", expected: "a readable JSON file", found: "\(error.localizedDescription)")
        }
        return try decode(data, file: url.path)
    }
}

/// A JSON screen that could not be read: which file, where in it, what was expected and found.
///
///     second.json: sections[2].items[0].height: expected a number, found "tall"
public struct ScreenSpecError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    /// The JSON path (`sections[2].items[0].height`), empty for the whole document.
    public var path: String
    public var expected: String
    public var found: String

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
