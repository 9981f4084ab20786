/// Reads the `segments` of a screen file into sub-controllers.
enum SegmentDecoding {
    static let maximumRepeat = 1_000_000
    static let maximumEmbeddedItems = 10_000

    static let segmentKeys = ["name", "inset", "lineSpacing", "interitemSpacing", "header", "footer", "items"]
    static let itemKeys = ["cell", "text", "width", "height", "repeat", "embedded"]
    static let supplementaryKeys = ["width", "height"]
    static let embeddedKeys = ["items", "itemSpacing", "contentInset", "margins"]
    static let embeddedItemKeys = ["cell", "text", "width", "height", "repeat"]
    static let insetKeys = ["top", "left", "bottom", "right"]

    static let widthExpected = "a number, \"full\", \"screen\", or a formula such as \"(screen - 32) / 2\""

    static func segments(_ value: SpecValue) throws(ScreenSpecError) -> [FileSegment] {
        var segments: [FileSegment] = []
        for (index, element) in try value.array().enumerated() {
            segments.append(try segment(element, index: index))
        }
        return segments
    }

    static func segment(_ value: SpecValue, index: Int) throws(ScreenSpecError) -> FileSegment {
        let object = try value.object(keys: segmentKeys)
        var items: [FileItem] = []
        if let list = object["items"] {
            for element in try list.array() {
                items.append(try item(element))
            }
        }
        return FileSegment(
            name: try object.string("name") ?? "Segment \(index)",
            inset: try insets(object["inset"]),
            minimumLineSpacing: try object.number("lineSpacing", default: 0),
            minimumInteritemSpacing: try object.number("interitemSpacing", default: 0),
            header: try supplementary(object["header"]),
            footer: try supplementary(object["footer"]),
            items: items)
    }

    static func item(_ value: SpecValue) throws(ScreenSpecError) -> FileItem {
        let object = try value.object(keys: itemKeys)
        var embedded: EmbeddedCollection?
        if let nested = object["embedded"] { embedded = try embeddedCollection(nested) }
        return FileItem(
            cellType: try object.required("cell", expected: "a string").string(),
            text: try object.string("text"),
            width: try width(object["width"]),
            height: try object.required("height", expected: "a number").number(),
            count: try object["repeat"]?.count(in: 0...maximumRepeat) ?? 1,
            embedded: embedded)
    }

    static func supplementary(_ value: SpecValue?) throws(ScreenSpecError) -> FileSupplementary? {
        guard let value else { return nil }
        let object = try value.object(keys: supplementaryKeys)
        return FileSupplementary(
            width: try width(object["width"]),
            height: try object.required("height", expected: "a number").number())
    }

    /// A width, `"full"` when absent.
    static func width(_ value: SpecValue?) throws(ScreenSpecError) -> WidthFormula {
        guard let value else { return .full }
        switch value.value {
        case .number:
            return .points(try value.number())
        case .string(let text):
            guard let formula = WidthFormula.parse(text) else { throw value.error(expected: widthExpected) }
            guard formula.mentionsWidth else {
                throw value.error(
                    expected: widthExpected,
                    found: "\(value.value.found), a formula without \"full\" or \"screen\"; write a plain number for a fixed width")
            }
            return formula
        default:
            throw value.error(expected: widthExpected)
        }
    }

    static func embeddedCollection(_ value: SpecValue) throws(ScreenSpecError) -> EmbeddedCollection {
        let object = try value.object(keys: embeddedKeys)
        var items: [EmbeddedItem] = []
        for element in try object["items"]?.array() ?? [] {
            let entry = try element.object(keys: embeddedItemKeys)
            let item = EmbeddedItem(
                try entry.required("cell", expected: "a string").string(),
                text: try entry.string("text"),
                size: Size(
                    width: try entry.required("width", expected: "a number").number(),
                    height: try entry.required("height", expected: "a number").number()))
            let repeatValue = entry["repeat"]
            let count = try repeatValue?.count(in: 0...maximumEmbeddedItems) ?? 1
            guard items.count + count <= maximumEmbeddedItems else {
                throw (repeatValue ?? element).error(
                    expected: "at most \(maximumEmbeddedItems) embedded items in all", found: "\(items.count + count)")
            }
            items.append(contentsOf: repeatElement(item, count: count))
        }
        return EmbeddedCollection(
            items: items,
            itemSpacing: try object.number("itemSpacing", default: 0),
            contentInset: try insets(object["contentInset"]),
            margins: try insets(object["margins"]))
    }

    /// `{"top", "left", "bottom", "right"}`, each 0 when absent; all zero when the whole value is absent.
    static func insets(_ value: SpecValue?) throws(ScreenSpecError) -> EdgeInsets {
        guard let value else { return .zero }
        let object = try value.object(keys: insetKeys)
        return EdgeInsets(
            top: try object.number("top", default: 0),
            left: try object.number("left", default: 0),
            bottom: try object.number("bottom", default: 0),
            right: try object.number("right", default: 0))
    }
}
