import Foundation
import Snapshot

/// The frames UIKit reported, read from JSON (docs/frames-format.md) as strictly as a screen
/// file: errors name the file, the JSON path, what was expected and what was found.
///
///     {"device": "iphone-se", "contentSize": {"width": 320, "height": 634},
///      "elements": [{"category": "cell", "section": 0, "item": 0,
///                    "frame": {"x": 0, "y": 0, "width": 320, "height": 180}}]}
public enum FramesFile {
    static let keys = ["device", "orientation", "layout", "visibleHeight", "underBars", "contentSize", "elements"]
    static let elementKeys = ["category", "kind", "section", "item", "frame", "nested"]
    static let nestedKeys = ["item", "frame"]
    static let frameKeys = ["x", "y", "width", "height"]

    /// The frames a JSON document holds; `file` names it in errors.
    public static func decode(_ data: Data, file: String) throws(JSONFileError) -> MeasuredFrames {
        let object = try ScreenFile.document(data, file: file).object(keys: keys)
        let device = try ScreenDecoding.oriented(
            try ScreenDecoding.device(try object.required("device", expected: "the device the frames were printed on")), object["orientation"])
        var contentSize: Size?
        if let size = object["contentSize"] {
            let sides = try size.object(keys: ScreenDecoding.sizeKeys)
            contentSize = Size(
                width: try sides.required("width", expected: "a number").length(),
                height: try sides.required("height", expected: "a number").length())
        }
        let list = try object.required("elements", expected: "an array of layout attributes")
            .array(atMost: ScreenLimits.cells, of: "elements")
        var elements: [MeasuredFrames.Element] = []
        elements.reserveCapacity(list.count)
        var seen: Set<String> = []
        var nestedLeft = ScreenLimits.nestedCells
        for value in list {
            let fields = try value.object(keys: elementKeys)
            let category = try fields.required("category", expected: "the element's category").choice(
                ["cell": MeasuredFrames.Category.cell, "supplementaryView": .supplementaryView, "decorationView": .decorationView])
            var kind: String?
            if let given = fields["kind"] {
                // A cell's representedElementKind is nil: a kind there would make a second cell of
                // one index path look like another element (issue 40).
                guard category != .cell else { throw given.error(expected: "no \"kind\" on a cell (its representedElementKind is nil)") }
                let text = try given.string()
                if let problem = NameRules.elementKindProblem(text) { throw given.error(expected: problem) }
                kind = text
            } else if category != .cell {
                throw value.error(expected: "a \"kind\" (representedElementKind) for a \(category.rawValue)")
            }
            let section = try fields.required("section", expected: "indexPath.section").count(in: 0...(ScreenLimits.segments - 1))
            let item = try fields["item"]?.count(in: 0...(ScreenLimits.cells - 1)) ?? 0
            let rect = try self.frame(fields.required("frame", expected: "the frame {\"x\", \"y\", \"width\", \"height\"}"))
            var nested: [Int: Rect]?
            if let given = fields["nested"] {
                guard category == .cell else { throw given.error(expected: "no \"nested\" on a \(category.rawValue) (only a cell embeds a collection)") }
                nested = try self.nested(given, left: &nestedLeft)
            }
            // One element per place (category, kind, index path): a second one is a mistake in the
            // file, not a second answer. Two decoration views of different kinds at one index path
            // are two places, as the format says (issue 52: they were refused).
            let place = "\(category.rawValue) \(kind ?? "") \(section) \(item)"
            guard seen.insert(place).inserted else {
                throw value.error(
                    expected: "one element per category, kind, section and item", found: "a second \(category.rawValue) at section \(section) item \(item)")
            }
            elements.append(MeasuredFrames.Element(category: category, kind: kind, section: section, item: item, frame: rect, nested: nested))
        }
        var frames = MeasuredFrames(device: device, contentSize: contentSize, elements: elements)
        if let given = object["layout"] {
            let name = try given.string()
            guard !name.isEmpty, name.count <= ScreenLimits.layoutClassCharacters, !name.unicodeScalars.contains(where: NameRules.isInvisible) else {
                throw given.error(expected: "the layout's class name, 1 to \(ScreenLimits.layoutClassCharacters) printable characters")
            }
            frames.layoutClass = name
        }
        frames.visibleHeight = try object["visibleHeight"]?.length()
        frames.underBars = try object["underBars"]?.bool()
        return frames
    }

    /// `{"x", "y", "width", "height"}`, sizes at least 0.
    private static func frame(_ value: JSONField) throws(JSONFileError) -> Rect {
        let frame = try value.object(keys: frameKeys)
        return Rect(
            x: try frame.required("x", expected: "a number").number(), y: try frame.required("y", expected: "a number").number(),
            width: try frame.required("width", expected: "a number").length(),
            height: try frame.required("height", expected: "a number").length())
    }

    /// A cell's inner collection: `[{"item", "frame"}]`, one per item, `left` of the file's nested cells left.
    private static func nested(_ value: JSONField, left: inout Int) throws(JSONFileError) -> [Int: Rect] {
        let list = try value.array(atMost: left, of: "nested cells in the file (ScreenLimits)")
        left -= list.count
        var frames: [Int: Rect] = [:]
        for entry in list {
            let fields = try entry.object(keys: nestedKeys)
            let item = try fields.required("item", expected: "the inner item's index").count(in: 0...(ScreenLimits.nestedCells - 1))
            guard frames[item] == nil else { throw entry.error(expected: "one frame per inner item", found: "a second one for item \(item)") }
            frames[item] = try frame(fields.required("frame", expected: "the frame {\"x\", \"y\", \"width\", \"height\"}"))
        }
        return frames
    }

    /// Reads and decodes a JSON frames file. Only a regular file of at most 64 MiB is read.
    public static func load(contentsOf url: URL) throws(JSONFileError) -> MeasuredFrames {
        try load(path: url.path, named: url.path)
    }

    /// Reads the file at `path` (a regular file of at most 64 MiB) and decodes it; `name` names it in errors.
    package static func load(path: String, named name: String) throws(JSONFileError) -> MeasuredFrames {
        switch FileContents.read(path: path, maximumBytes: ScreenFile.maximumBytes) {
        case .present(let data): return try decode(data, file: name)
        case .missing: throw JSONFileError(file: name, path: "", expected: "a JSON frames file", found: "no such file; check the path")
        case .unreadable(let reason): throw JSONFileError(file: name, path: "", expected: "a readable JSON frames file", found: "\(reason)")
        }
    }
}

extension JSONField {
    /// A finite number, at least 0 (a width, a height).
    fileprivate func length() throws(JSONFileError) -> Double {
        let value = try self.number()
        guard value >= 0 else { throw error(expected: "a number of at least 0") }
        return value
    }
}
