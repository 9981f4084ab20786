/// Reads the segments and diagnostics of a listing, one line at a time.
///
/// `header`, `item` and `footer` belong to the last `segment`; `nested` to the last `item`;
/// `nested-item` to the last `nested`; a compositional section's `background` follows its
/// `section` line and its `badge` lines its items. Diagnostics come after every segment.
struct ListingBody {
    private(set) var segments: [LayoutSegment] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// Reads one line; `true` once the line was `end`.
    mutating func read(_ line: inout ListingLine) throws(LayoutListingError) -> Bool {
        guard let token = line.nextKeyword() else {
            throw line.error("expected a keyword (`segment`, `item`, `diagnostic`, `end` …), found a string")
        }
        let keyword = Keyword(token)
        if !diagnostics.isEmpty, keyword != .diagnostic, keyword != .end {
            let shown = StringEscaping.display(String(decoding: token, as: UTF8.self))
            throw line.error("`\(shown)` after a diagnostic: segments come first, then diagnostics, then `end`")
        }
        switch keyword {
        case .segment: try readSegment(&line)
        case .section: try readSection(&line)
        case .background: try readBackground(&line)
        case .group: try readSizedGroup(&line)
        case .fitted: try readSizing(fitted: true, &line)
        case .estimated: try readSizing(fitted: false, &line)
        case .badge: try readBadge(&line)
        case .header: try readSupplementary("header", &line)
        case .footer: try readSupplementary("footer", &line)
        case .item: try readItem(&line)
        case .nested: try readNested(&line)
        case .nestedItem: try readNestedItem(&line)
        case .diagnostic: try readDiagnostic(&line)
        case .end:
            try line.finish()
            return true
        case .unknown:
            let shown = StringEscaping.display(String(decoding: token, as: UTF8.self))
            throw line.error(
                "unknown keyword `\(String(shown.prefix(40)))`: expected `segment`, `section`, `background`, `group`, `fitted`, "
                    + "`estimated`, `header`, `item`, `nested`, `nested-item`, `badge`, `footer`, `diagnostic` or `end`")
        }
        return false
    }

    /// The keyword a body line starts with, told apart by its bytes (no `String` per line).
    private enum Keyword: Equatable {
        case segment, section, background, group, fitted, estimated, header, footer, item, nested, nestedItem, badge, diagnostic, end, unknown

        init(_ token: ArraySlice<UInt8>) {
            for (keyword, word) in Self.words where ListingLine.token(token, is: word) {
                self = keyword
                return
            }
            self = .unknown
        }

        /// Most frequent first.
        private static let words: [(Keyword, String)] = [
            (.item, "item"), (.nestedItem, "nested-item"), (.nested, "nested"), (.segment, "segment"),
            (.header, "header"), (.footer, "footer"), (.section, "section"), (.badge, "badge"), (.background, "background"),
            (.group, "group"), (.fitted, "fitted"), (.estimated, "estimated"), (.diagnostic, "diagnostic"), (.end, "end"),
        ]
    }

    private mutating func readSegment(_ line: inout ListingLine) throws(LayoutListingError) {
        let index = try line.integer("the segment index")
        let name = try line.string("the segment name")
        let frame = try line.frame("the segment frame")
        try line.expect("inset")
        let inset = try line.insets("the segment inset")
        try line.expect("line-spacing")
        let lineSpacing = try line.number("the line spacing")
        try line.expect("interitem-spacing")
        let interitemSpacing = try line.number("the interitem spacing")
        try line.finish()
        segments.append(
            LayoutSegment(
                index: index, name: name, frame: frame, inset: inset,
                minimumLineSpacing: lineSpacing, minimumInteritemSpacing: interitemSpacing, items: []))
    }

    /// A compositional section's line: right after its `segment` line.
    private mutating func readSection(_ line: inout ListingLine) throws(LayoutListingError) {
        guard let last = segments.indices.last else { throw line.error("`section` before any `segment`") }
        let segment = segments[last]
        guard segment.composition == nil, segment.header == nil, segment.items.isEmpty, segment.footer == nil else {
            throw line.error("a `section` must come once, right after its `segment` line")
        }
        try line.expect("groups")
        let count = try line.integer("the group count")
        try line.expect("first")
        let first = try line.frame("the first group's frame")
        try line.expect("orthogonal")
        let orthogonal = try line.choice(
            "an orthogonal scrolling behaviour (\(OrthogonalScrolling.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")))",
            OrthogonalScrolling.self)
        try line.expect("tree")
        let tree = try line.string("the group tree")
        try line.finish()
        segments[last].composition = LayoutComposition(tree: tree, firstGroup: first, groupCount: count, orthogonalScrolling: orthogonal)
    }

    /// The segment a line of its section's own (`background`, `group`, `fitted`, `estimated`)
    /// belongs to: they follow its `section` line, in that order, before its header and items.
    private func sectionLine(_ keyword: String, after earlier: (LayoutComposition) -> Bool, _ line: ListingLine) throws(LayoutListingError) -> Int {
        guard let last = segments.indices.last, let composition = segments[last].composition, !earlier(composition),
            segments[last].header == nil, segments[last].items.isEmpty, segments[last].footer == nil
        else {
            throw line.error(
                "a `\(keyword)` line must follow its `section` line (in the order background, group, fitted, estimated), before its header and items")
        }
        return last
    }

    private mutating func readSizedGroup(_ line: inout ListingLine) throws(LayoutListingError) {
        let last = try sectionLine("group", after: { !$0.fitted.isEmpty || !$0.estimated.isEmpty }, line)
        let frame = try line.frame("the group's frame")
        try line.finish()
        segments[last].composition?.sizedGroups.append(frame)
    }

    private mutating func readSizing(fitted: Bool, _ line: inout ListingLine) throws(LayoutListingError) {
        let keyword = fitted ? "fitted" : "estimated"
        let last = try sectionLine(keyword, after: { fitted ? (!$0.fitted.isEmpty || !$0.estimated.isEmpty) : !$0.estimated.isEmpty }, line)
        let indices = try line.indexRuns("the items laid out \(fitted ? "at their fitted size" : "at their estimate")", limit: ScreenLimits.cells)
        guard !indices.isEmpty else { throw line.error("a `\(keyword)` line names at least one item") }
        if fitted { segments[last].composition?.fitted = indices } else { segments[last].composition?.estimated = indices }
    }

    /// A section background: right after the `section` line.
    private mutating func readBackground(_ line: inout ListingLine) throws(LayoutListingError) {
        let last = try sectionLine(
            "background", after: { $0.background != nil || !$0.sizedGroups.isEmpty || !$0.fitted.isEmpty || !$0.estimated.isEmpty }, line)
        let frame = try line.frame("the background frame")
        try line.finish()
        segments[last].composition?.background = frame
    }

    /// A supplementary item of a cell: after the section's items, in item order.
    private mutating func readBadge(_ line: inout ListingLine) throws(LayoutListingError) {
        guard let last = segments.indices.last, let composition = segments[last].composition, segments[last].footer == nil else {
            throw line.error("a `badge` must follow the items of a compositional section (after its `section` line), before its `footer`")
        }
        let item = try line.integer("the badge's item")
        guard segments[last].items.contains(where: { $0.index == item }), item >= (composition.badges.last?.item ?? 0) else {
            throw line.error("a `badge` of item \(item): no such item in segment \(segments[last].index) before it, or out of item order")
        }
        let kind = try line.string("the badge's element kind")
        let frame = try line.frame("the badge frame")
        try line.finish()
        segments[last].composition?.badges.append(LayoutBadge(item: item, kind: kind, frame: frame))
    }

    private mutating func readSupplementary(_ keyword: String, _ line: inout ListingLine) throws(LayoutListingError) {
        guard let last = segments.indices.last else {
            throw line.error("`\(keyword)` before any `segment`")
        }
        let frame = try line.frame("the \(keyword) frame")
        try line.finish()
        if keyword == "header" {
            guard segments[last].header == nil, segments[last].items.isEmpty, segments[last].footer == nil else {
                throw line.error("a `header` must come once, right after its `segment` line")
            }
            segments[last].header = frame
        } else {
            guard segments[last].footer == nil else {
                throw line.error("segment \(segments[last].index) has a second `footer`")
            }
            segments[last].footer = frame
        }
    }

    private mutating func readItem(_ line: inout ListingLine) throws(LayoutListingError) {
        guard let last = segments.indices.last else {
            throw line.error("`item` before any `segment`")
        }
        guard segments[last].footer == nil else {
            throw line.error("`item` after the segment's `footer`: the footer comes last")
        }
        guard segments[last].composition?.badges.isEmpty ?? true else {
            throw line.error("`item` after a `badge`: a section's badges come after all its items")
        }
        let index = try line.integer("the item index")
        let type = try line.string("the cell type")
        let frame = try line.frame("the item frame")
        let text = try line.string(after: "text", "the item text")
        try line.finish()
        segments[last].items.append(LayoutItem(index: index, cellType: type, text: text, frame: frame))
    }

    private mutating func readNested(_ line: inout ListingLine) throws(LayoutListingError) {
        guard let last = segments.indices.last, let item = segments[last].items.indices.last,
            segments[last].footer == nil
        else {
            throw line.error("`nested` must follow the `item` whose cell holds it")
        }
        guard segments[last].items[item].nested == nil else {
            throw line.error("item \(segments[last].items[item].index) has a second `nested` line")
        }
        let frame = try line.frame("the nested collection frame")
        try line.expect("content-inset")
        let contentInset = try line.insets("the nested content inset")
        try line.expect("item-spacing")
        let itemSpacing = try line.number("the nested item spacing")
        try line.expect("content-width")
        let contentWidth = try line.number("the nested content width")
        let interitemSpacing = line.skip("interitem-spacing") ? try line.number("the nested interitem spacing") : 0
        let sectionInset = line.skip("section-inset") ? try line.insets("the nested section inset") : .zero
        try line.finish()
        segments[last].items[item].nested = NestedLayout(
            frame: frame, contentInset: contentInset, minimumLineSpacing: itemSpacing, contentWidth: contentWidth, items: [],
            minimumInteritemSpacing: interitemSpacing, sectionInset: sectionInset)
    }

    private mutating func readNestedItem(_ line: inout ListingLine) throws(LayoutListingError) {
        guard let last = segments.indices.last, let item = segments[last].items.indices.last,
            segments[last].items[item].nested != nil, segments[last].footer == nil
        else {
            throw line.error("`nested-item` must follow a `nested` line")
        }
        let index = try line.integer("the nested item index")
        let type = try line.string("the nested cell type")
        let frame = try line.frame("the nested item frame")
        let visibility = try line.choice("the visibility (`full`, `partial` or `hidden`)", NestedItem.Visibility.self)
        let text = try line.string(after: "text", "the nested item text")
        try line.finish()
        segments[last].items[item].nested?.items.append(
            NestedItem(index: index, cellType: type, text: text, frame: frame, visibility: visibility))
    }

    private mutating func readDiagnostic(_ line: inout ListingLine) throws(LayoutListingError) {
        let severity = try line.choice("a severity (`error` or `warning`)", Diagnostic.Severity.self)
        let kind = try line.choice("a diagnostic kind such as `invalid-size`", Diagnostic.Kind.self)
        let segment = try line.integer(after: "segment", "the diagnostic's segment")
        let item = try line.integer(after: "item", "the diagnostic's item")
        let message = try line.string("the diagnostic message")
        try line.finish()
        diagnostics.append(Diagnostic(severity: severity, kind: kind, segment: segment, item: item, message: message))
    }
}
