import Foundation
import Snapshot

/// Screens described in JSON (the screen format of `docs/screen-format.md`), so screens can
/// come from files and other tools.
public enum ScreenFile {
    /// The screen a JSON document describes. `file` names the document in error messages, and
    /// its base name (without `.json`) is the screen's name when the document gives none.
    ///
    /// The format is described in `docs/screen-format.md`. Errors name the JSON path, what was
    /// expected and what was found:
    ///
    ///     try ScreenFile.decode(Data(#"{"layout": "grid"}"#.utf8), file: "home.json")
    ///     // home.json: layout: expected one of "flow", "left-aligned", "listkit", found "grid"
    public static func decode(_ data: Data, file: String) throws(JSONFileError) -> Screen {
        try decodeWithCombinations(data, file: file).screen
    }

    /// The screen and the combinations the document names for `snapshot-cli check`.
    package static func decodeWithCombinations(_ data: Data, file: String) throws(JSONFileError) -> (screen: Screen, combinations: ScreenCombinations) {
        let document = try JSONParser.parse(data, file: file)
        return try ScreenDecoding.file(JSONField(value: document, path: .root, file: file), defaultName: defaultName(file))
    }

    /// Any JSON document, read as strictly as a screen file, for the other files the toolkit
    /// reads (review decisions): its errors name the file, the JSON path, what was expected and found.
    package static func document(_ data: Data, file: String) throws(JSONFileError) -> JSONField {
        JSONField(value: try JSONParser.parse(data, file: file), path: .root, file: file)
    }

    /// `examples/second-category.json` → `second-category`.
    static func defaultName(_ file: String) -> String {
        let base = file.pathNames.last(where: { !$0.isEmpty }) ?? ""  // by byte (`PathBytes`)
        let name = base.hasSuffix(".json") ? String(base.dropLast(5)) : base
        return name.isEmpty ? "Screen" : name
    }

    /// The largest screen file read: 64 MiB, as much as the cell text a screen may hold.
    package static let maximumBytes = 64 << 20

    /// Reads and decodes a JSON screen file. Only a regular file of at most 64 MiB is read.
    public static func load(contentsOf url: URL) throws(JSONFileError) -> Screen {
        try load(path: url.path, named: url.path)
    }

    /// Reads the file at `path` (a named pipe, a device or a folder is refused, not waited
    /// on or read forever) and decodes it; `name` names it in errors.
    package static func load(path: String, named name: String) throws(JSONFileError) -> Screen {
        try loadWithCombinations(path: path, named: name).screen
    }

    /// The same, with the combinations the file names.
    package static func loadWithCombinations(path: String, named name: String) throws(JSONFileError) -> (screen: Screen, combinations: ScreenCombinations) {
        switch FileContents.read(path: path, maximumBytes: maximumBytes) {
        case .present(let data):
            return try decodeWithCombinations(data, file: name)
        case .missing:
            throw JSONFileError(file: name, path: "", expected: "a JSON screen file", found: "no such file; check the path")
        case .unreadable(let reason):
            throw JSONFileError(file: name, path: "", expected: "a readable JSON screen file", found: "\(reason)")
        }
    }
}
