import Snapshot

/// Reads the `segments` of a screen file into sub-controllers.
enum SegmentDecoding {
    static let maximumRepeat = 1_000_000
    static let maximumEmbeddedItems = 10_000

    static let segmentKeys = ["name", "inset", "lineSpacing", "interitemSpacing", "header", "footer", "items", "section"]
    static let itemKeys = ["cell", "text", "width", "height", "repeat", "embedded"]
    static let supplementaryKeys = ["width", "height", "fittedHeight"]
    static let embeddedKeys = ["items", "lineSpacing", "interitemSpacing", "sectionInset", "itemSpacing", "contentInset", "margins"]
    static let embeddedItemKeys = ["cell", "text", "width", "height", "repeat"]
    static let insetKeys = ["top", "left", "bottom", "right"]

    static let widthExpected = "a number, \"full\", \"screen\", or a formula such as \"(screen - 32) / 2\""
    static let heightExpected = "a number, or a formula such as \"body * 1.2 + 24\""

    /// The segments, refused as soon as the screen's totals would pass `ScreenLimits`: the
    /// cells a file describes are counted from its `repeat`s before any of them exists.
    static func segments(_ value: JSONField, direction: ScrollDirection = .vertical) throws(JSONFileError) -> [FileSegment] {
        var tally = ScreenTally()
        return try segments(value, direction: direction, tally: &tally)
    }

    /// The same, counting into `tally` (a screen's variants count with the screen).
    static func segments(_ value: JSONField, direction: ScrollDirection, tally: inout ScreenTally) throws(JSONFileError) -> [FileSegment] {
        let elements = try value.array()
        guard elements.count <= ScreenLimits.segments else {
            throw value.error(
                expected: "at most \(ScreenLimits.segments) segments (ScreenLimits)", found: "\(elements.count) segments")
        }
        var segments: [FileSegment] = []
        for (index, element) in elements.enumerated() {
            segments.append(try segment(element, index: index, direction: direction, tally: &tally))
        }
        return segments
    }

    static func segment(
        _ value: JSONField, index: Int, direction: ScrollDirection = .vertical, tally: inout ScreenTally
    ) throws(JSONFileError) -> FileSegment {
        let object = try value.object(keys: segmentKeys)
        let section = try object["section"].map(SectionDecoding.section)
        var items: [FileItem] = []
        if let list = object["items"] {
            for element in try list.array() {
                items.append(try item(element, sized: section == nil, tally: &tally))
            }
        }
        return FileSegment(
            name: try object.string("name") ?? "Segment \(index)",
            inset: try insets(object["inset"]),
            minimumLineSpacing: try object.number("lineSpacing", default: 0),
            minimumInteritemSpacing: try object.number("interitemSpacing", default: 0),
            header: try supplementary(object["header"], direction: direction),
            footer: try supplementary(object["footer"], direction: direction),
            items: items,
            section: section)
    }

    /// An item; its `height` is required unless its segment has a `section` (`sized` false), which
    /// sizes it: there a `width` or `height` is the cell's fitted size along an estimated dimension.
    static func item(_ value: JSONField, sized: Bool = true, tally: inout ScreenTally) throws(JSONFileError) -> FileItem {
        let object = try value.object(keys: itemKeys)
        let count = try object["repeat"]?.count(in: 0...maximumRepeat) ?? 1
        var embedded: EmbeddedCollection?
        if let nested = object["embedded"] { embedded = try embeddedCollection(nested, repeats: count, tally: tally) }
        let text = try object.string("text")
        let cellType = try object.required("cell", expected: "a string").string()
        // Every string a cell repeats counts, as rendered: its type and text, and its embedded items'.
        let bytes =
            ScreenLimits.renderedBytes(cellType) + (text.map(ScreenLimits.renderedBytes) ?? 0)
            + (embedded?.items.reduce(0) { $0 + $1.textBytes } ?? 0)
        if let exceeded = tally.add(cells: count, nested: embedded?.items.count ?? 0, textBytes: bytes) {
            throw (object["repeat"] ?? value).error(
                expected: "at most \(exceeded.limit) \(exceeded.what) in the whole screen (ScreenLimits)",
                found: "\(count == 1 ? "an item" : "\(count) repeats") that would make \(exceeded.total == Int.max ? "more" : String(exceeded.total))")
        }
        var item = FileItem(
            cellType: cellType,
            text: text,
            width: try width(object["width"]),
            height: sized ? try height(object.required("height", expected: heightExpected)) : try object["height"].map(height) ?? .points(0),
            count: count,
            embedded: embedded)
        if !sized {
            // A sectioned segment's item sizes itself to what it gives, where its dimension is estimated.
            item.fittedWidth = try object["width"].map { value throws(JSONFileError) in try width(value) }
            item.fittedHeight = try object["height"].map { value throws(JSONFileError) in try height(value) }
        }
        return item
    }

    /// A header or footer: its length along the scroll axis is required (`height`, or `width`
    /// when the screen scrolls horizontally); the other side defaults (`"full"`, or 0, unused).
    /// Vertically, a `height` of `{"estimated": n}` sizes itself to its `fittedHeight` (in a list
    /// section of a compositional layout; elsewhere it stays at the estimate, with a warning).
    static func supplementary(_ value: JSONField?, direction: ScrollDirection) throws(JSONFileError) -> FileSupplementary? {
        guard let value else { return nil }
        let object = try value.object(keys: supplementaryKeys)
        if direction == .horizontal {
            if let fitted = object["fittedHeight"] {
                throw fitted.error(expected: "no fittedHeight (a horizontal layout uses a header's width)", found: "one")
            }
            return FileSupplementary(
                width: try width(object.required("width", expected: widthExpected + " (a horizontal layout uses a header's width)")),
                height: try object["height"].map(height) ?? .points(0))
        }
        let given = try object.required("height", expected: heightExpected + ", or {\"estimated\": n} when it sizes itself")
        var estimated = false
        var sized: LengthFormula
        if case .object = given.value {
            let estimate = try given.object(keys: ["estimated"])
            sized = try height(estimate.required("estimated", expected: heightExpected))
            estimated = true
        } else {
            sized = try height(given)
        }
        let fitted = try object["fittedHeight"].map { value throws(JSONFileError) in
            guard estimated else {
                throw value.error(
                    expected: "a fittedHeight only beside a height of {\"estimated\": n}", found: "a fixed height; write {\"estimated\": n} there")
            }
            return try height(value)
        }
        return FileSupplementary(width: try width(object["width"]), height: sized, fittedHeight: fitted)
    }

    /// A width, `"full"` when absent.
    static func width(_ value: JSONField?) throws(JSONFileError) -> LengthFormula {
        guard let value else { return .full }
        return try length(value, expected: widthExpected, side: "width")
    }

    /// A height: a number, or a formula (`"body * 1.2 + 24"` grows with the text size).
    static func height(_ value: JSONField) throws(JSONFileError) -> LengthFormula {
        try length(value, expected: heightExpected, side: "height")
    }

    static func length(_ value: JSONField, expected: String, side: String) throws(JSONFileError) -> LengthFormula {
        switch value.value {
        case .number:
            return .points(try value.number())
        case .string(let text):
            guard let formula = LengthFormula.parse(text) else { throw value.error(expected: expected) }
            guard formula.mentionsAName else {
                throw value.error(
                    expected: expected,
                    found: "\(value.value.found), a formula without \"full\", \"screen\" or \"body\"; write a plain number for a fixed \(side)")
            }
            return formula
        default:
            throw value.error(expected: expected)
        }
    }

    /// An embedded collection of a cell repeated `repeats` times: its items count `repeats`
    /// times against the screen's nested cells, checked before each run of items is made.
    static func embeddedCollection(
        _ value: JSONField, repeats: Int, tally: ScreenTally
    ) throws(JSONFileError) -> EmbeddedCollection {
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
            let (nested, overflow) = (items.count + count).multipliedReportingOverflow(by: repeats)
            guard !overflow, tally.nestedCells + nested <= ScreenLimits.nestedCells else {
                throw (repeatValue ?? element).error(
                    expected: "at most \(ScreenLimits.nestedCells) nested cells in the whole screen (ScreenLimits)",
                    found: "\(items.count + count) items in each of \(repeats) cells, \(overflow ? "more" : String(tally.nestedCells + nested)) in all")
            }
            items.append(contentsOf: repeatElement(item, count: count))
        }
        // `itemSpacing`, 0.1's name for the space between columns, was kept through 0.3 (the
        // README's compatibility policy); it is known now only to say its new name.
        if let old = object["itemSpacing"] {
            throw old.error(expected: "`lineSpacing` (the space between columns; `itemSpacing` was its name until 0.3)", found: "`itemSpacing`")
        }
        return EmbeddedCollection(
            items: items,
            minimumLineSpacing: try object.number("lineSpacing", default: 0),
            minimumInteritemSpacing: try object.number("interitemSpacing", default: 0),
            sectionInset: try insets(object["sectionInset"]),
            contentInset: try insets(object["contentInset"]),
            margins: try insets(object["margins"]))
    }

    /// `{"top", "left", "bottom", "right"}`, each 0 when absent; all zero when the whole value is absent.
    static func insets(_ value: JSONField?) throws(JSONFileError) -> EdgeInsets {
        guard let value else { return .zero }
        let object = try value.object(keys: insetKeys)
        return EdgeInsets(
            top: try object.number("top", default: 0),
            left: try object.number("left", default: 0),
            bottom: try object.number("bottom", default: 0),
            right: try object.number("right", default: 0))
    }
}
