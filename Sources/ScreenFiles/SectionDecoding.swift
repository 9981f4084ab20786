import Snapshot

/// Reads a segment's `section`: its `NSCollectionLayoutSection`, for `"layout": "compositional"`.
///
///     "section": {
///       "group": { "axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"fractionalWidth": 0.25},
///                  "subitems": [{ "item": { "width": {"fractionalWidth": 0.25}, "height": {"fractionalHeight": 1} } }] },
///       "contentInsets": { "left": 8, "right": 8 }, "interGroupSpacing": 10, "orthogonalScrolling": "continuous",
///       "header": { "width": {"fractionalWidth": 1}, "height": 40 },
///       "background": { "contentInsets": { "left": 4, "right": 4 } }
///     }
///
/// An item may carry badges: `"supplementaries": [{ "kind": "badge", "width": 20, "height": 20,
/// "anchor": { "edges": ["top", "trailing"], "fractionalOffset": { "x": 0.3, "y": -0.3 } } }]`.
enum SectionDecoding {
    static let sectionKeys = [
        "group", "contentInsets", "interGroupSpacing", "orthogonalScrolling", "header", "footer", "contentInsetsReference", "background",
        "supplementariesFollowContentInsets",
    ]
    static let groupKeys = [
        "axis", "width", "height", "subitems", "subitem", "repeatingSubitem", "count", "interItemSpacing", "contentInsets", "edgeSpacing",
    ]
    static let itemKeys = ["width", "height", "contentInsets", "edgeSpacing", "supplementaries"]
    static let supplementaryKeys = ["kind", "width", "height", "anchor"]
    static let anchorKeys = ["edges", "absoluteOffset", "fractionalOffset"]
    static let edgeKeys = ["leading", "top", "trailing", "bottom"]
    static let boundaryKeys = ["width", "height", "pinToVisibleBounds", "extendsBoundary", "offset"]
    static let dimensionKeys = ["absolute", "fractionalWidth", "fractionalHeight", "estimated", "uniformAcrossSiblings"]
    static let elementKeys = ["item", "group"]
    static let spacingKeys = ["fixed", "flexible"]

    static let dimensionExpected =
        "a number of points, or an object {\"absolute\" | \"fractionalWidth\" | \"fractionalHeight\" | \"estimated\" | \"uniformAcrossSiblings\": number}"

    static func section(_ value: JSONField) throws(JSONFileError) -> CompositionalSection {
        let object = try value.object(keys: sectionKeys)
        var behaviours: KeyValuePairs<String, OrthogonalScrolling> {
            [
                "none": .none, "continuous": .continuous, "continuousGroupLeadingBoundary": .continuousGroupLeadingBoundary,
                "paging": .paging, "groupPaging": .groupPaging, "groupPagingCentered": .groupPagingCentered,
            ]
        }
        return CompositionalSection(
            group: try group(object.required("group", expected: "a group object")),
            contentInsets: try SegmentDecoding.insets(object["contentInsets"]),
            interGroupSpacing: try object.number("interGroupSpacing", default: 0),
            orthogonalScrolling: try object["orthogonalScrolling"]?.choice(behaviours) ?? .none,
            header: try object["header"].map(boundary),
            footer: try object["footer"].map(boundary),
            contentInsetsReference: try object["contentInsetsReference"].map(insetsReference) ?? .automatic,
            background: try object["background"].map(background),
            supplementariesFollowContentInsets: try object.bool("supplementariesFollowContentInsets", default: true))
    }

    /// `{"contentInsets": {…}}`: a section background decoration.
    static func background(_ value: JSONField) throws(JSONFileError) -> SectionBackground {
        let object = try value.object(keys: ["contentInsets"])
        return SectionBackground(contentInsets: try SegmentDecoding.insets(object["contentInsets"]))
    }

    /// `[{"kind", "width", "height", "anchor"}]`: an item's supplementary items, at most
    /// `ScreenLimits.supplementariesPerItem`, each kind at most `elementKindCharacters` long.
    static func supplementaries(_ value: JSONField) throws(JSONFileError) -> [ItemSupplementary] {
        let elements = try value.array()
        guard elements.count <= ScreenLimits.supplementariesPerItem else {
            throw value.error(expected: "at most \(ScreenLimits.supplementariesPerItem) supplementary items", found: "\(elements.count)")
        }
        var result: [ItemSupplementary] = []
        for element in elements {
            let object = try element.object(keys: supplementaryKeys)
            let kindValue = try object.required("kind", expected: "an element kind such as \"badge\"")
            let kind = try kindValue.string()
            if let problem = NameRules.elementKindProblem(kind) { throw kindValue.error(expected: problem, found: JSONValue.quoted(kind)) }
            result.append(
                ItemSupplementary(
                    kind: kind,
                    size: LayoutSize(
                        width: try dimension(object.required("width", expected: dimensionExpected)),
                        height: try dimension(object.required("height", expected: dimensionExpected))),
                    anchor: try anchor(object.required("anchor", expected: "an anchor {\"edges\": [\"top\", \"trailing\"], …}"))))
        }
        return result
    }

    /// `{"edges": ["top", "trailing"], "absoluteOffset" | "fractionalOffset": {"x", "y"}}`.
    static func anchor(_ value: JSONField) throws(JSONFileError) -> LayoutAnchor {
        let object = try value.object(keys: anchorKeys)
        var edges: LayoutAnchor.Edges = []
        let names: KeyValuePairs<String, LayoutAnchor.Edges> = ["top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing]
        for edge in try object.required("edges", expected: "an array of \"top\", \"leading\", \"bottom\", \"trailing\"").array() {
            let side = try edge.choice(names)
            guard !edges.contains(side) else { throw edge.error(expected: "each edge once") }
            edges.insert(side)
        }
        func point(_ value: JSONField) throws(JSONFileError) -> (Double, Double) {
            let fields = try value.object(keys: ["x", "y"])
            return (try fields.number("x", default: 0), try fields.number("y", default: 0))
        }
        switch (object["absoluteOffset"], object["fractionalOffset"]) {
        case (nil, nil):
            return LayoutAnchor(edges: edges)
        case (let absolute?, nil):
            let (x, y) = try point(absolute)
            return LayoutAnchor(edges: edges, offset: .absolute(x: x, y: y))
        case (nil, let fractional?):
            let (x, y) = try point(fractional)
            return LayoutAnchor(edges: edges, offset: .fractional(x: x, y: y))
        case (_?, _?):
            throw value.error(expected: "either \"absoluteOffset\" or \"fractionalOffset\"", found: "both")
        }
    }

    static func group(_ value: JSONField) throws(JSONFileError) -> CompositionalGroup {
        let object = try value.object(keys: groupKeys)
        let axis = try object.required("axis", expected: "\"horizontal\" or \"vertical\"")
            .choice(["horizontal": CompositionalGroup.Axis.horizontal, "vertical": .vertical])
        let subitems: CompositionalGroup.Subitems
        let given = ["subitems", "subitem", "repeatingSubitem"].filter { object[$0] != nil }
        guard given.count == 1 else {
            throw value.error(
                expected: "one of \"subitems\" (a list), \"subitem\" with \"count\" (equally sized) or \"repeatingSubitem\" with \"count\"",
                found: given.isEmpty ? "none of them" : "\(JSONField.list(given))")
        }
        switch given[0] {
        case "subitems":
            var elements: [CompositionalElement] = []
            for element in try object.required("subitems", expected: "an array").array() {
                elements.append(try self.element(element))
            }
            subitems = .list(elements)
            if let count = object["count"] { throw count.error(expected: "no \"count\" beside \"subitems\"") }
        default:
            let element = try self.element(object.required(given[0], expected: "an item or group"))
            let count = try object.required("count", expected: "a whole number from 1 to \(ScreenLimits.placesPerGroupTree)").count(
                in: 1...ScreenLimits.placesPerGroupTree)
            subitems = given[0] == "subitem" ? .equallySized(element, count: count) : .repeating(element, count: count)
        }
        return CompositionalGroup(
            axis: axis,
            size: LayoutSize(
                width: try dimension(object.required("width", expected: dimensionExpected)),
                height: try dimension(object.required("height", expected: dimensionExpected))),
            subitems: subitems,
            interItemSpacing: try object["interItemSpacing"].map(spacing) ?? .fixed(0),
            contentInsets: try SegmentDecoding.insets(object["contentInsets"]),
            edgeSpacing: try object["edgeSpacing"].map(edgeSpacing) ?? .none)
    }

    static func element(_ value: JSONField) throws(JSONFileError) -> CompositionalElement {
        let object = try value.object(keys: elementKeys)
        if let item = object["item"] {
            if object["group"] != nil { throw value.error(expected: "either \"item\" or \"group\"", found: "both") }
            let fields = try item.object(keys: itemKeys)
            return .item(
                CompositionalItem(
                    LayoutSize(
                        width: try dimension(fields.required("width", expected: dimensionExpected)),
                        height: try dimension(fields.required("height", expected: dimensionExpected))),
                    contentInsets: try SegmentDecoding.insets(fields["contentInsets"]),
                    edgeSpacing: try fields["edgeSpacing"].map(edgeSpacing) ?? .none,
                    supplementaries: try fields["supplementaries"].map(supplementaries) ?? []))
        }
        return .group(try group(object.required("group", expected: "an object {\"item\": …} or {\"group\": …}")))
    }

    static func boundary(_ value: JSONField) throws(JSONFileError) -> BoundaryItem {
        let object = try value.object(keys: boundaryKeys)
        return BoundaryItem(
            LayoutSize(
                width: try dimension(object.required("width", expected: dimensionExpected)),
                height: try dimension(object.required("height", expected: dimensionExpected))),
            pinToVisibleBounds: try object.bool("pinToVisibleBounds", default: false),
            extendsBoundary: try object.bool("extendsBoundary", default: true),
            offset: try object["offset"].map { value throws(JSONFileError) in
                let fields = try value.object(keys: ["x", "y"])
                return Point(x: try fields.number("x", default: 0), y: try fields.number("y", default: 0))
            } ?? .zero)
    }

    /// A number (points), or one of `absolute`, `fractionalWidth`, `fractionalHeight`, `estimated`.
    static func dimension(_ value: JSONField) throws(JSONFileError) -> LayoutDimension {
        if case .number = value.value { return .absolute(try value.number()) }
        guard case .object = value.value else { throw value.error(expected: dimensionExpected) }
        let object = try value.object(keys: dimensionKeys)
        guard object.members.count == 1, let member = object.members.first, let kind = object[member.key] else {
            throw value.error(expected: dimensionExpected, found: "\(object.members.count) keys")
        }
        let number = try kind.number()
        switch member.key {
        case "fractionalWidth": return .fractionalWidth(number)
        case "fractionalHeight": return .fractionalHeight(number)
        case "estimated": return .estimated(number)
        case "uniformAcrossSiblings": return .uniformAcrossSiblings(estimate: number)
        default: return .absolute(number)
        }
    }

    /// `{"leading", "top", "trailing", "bottom"}`, each a spacing; a side left out adds none.
    static func edgeSpacing(_ value: JSONField) throws(JSONFileError) -> EdgeSpacing {
        let object = try value.object(keys: edgeKeys)
        return EdgeSpacing(
            leading: try object["leading"].map(spacing), top: try object["top"].map(spacing),
            trailing: try object["trailing"].map(spacing), bottom: try object["bottom"].map(spacing))
    }

    /// `"automatic"`, `"none"`, `"safeArea"`, `"layoutMargins"` or `"readableContent"`.
    static func insetsReference(_ value: JSONField) throws(JSONFileError) -> ContentInsetsReference {
        try value.choice([
            "automatic": .automatic, "none": ContentInsetsReference.none, "safeArea": .safeArea, "layoutMargins": .layoutMargins,
            "readableContent": .readableContent,
        ])
    }

    /// A number (fixed), or `{"fixed": n}` / `{"flexible": n}`.
    static func spacing(_ value: JSONField) throws(JSONFileError) -> LayoutSpacing {
        if case .number = value.value { return .fixed(try value.number()) }
        let expected = "a number, or an object {\"fixed\" | \"flexible\": number}"
        guard case .object = value.value else { throw value.error(expected: expected) }
        let object = try value.object(keys: spacingKeys)
        if let flexible = object["flexible"] {
            if object["fixed"] != nil { throw value.error(expected: expected, found: "both") }
            return .flexible(try flexible.number())
        }
        return .fixed(try object.required("fixed", expected: "a number").number())
    }
}
