/// How one change reads in the summary: its line alone, and the template it shares with
/// changes like it when many of them group into one line.
///
/// Alone: `segment 3 "OptimumGoodsSC" item 0 OptimumGoodsCell moved 16,160 → 17,160`.
/// Grouped, told relative so that equal changes read equal:
/// `segment 3 "OptimumGoodsSC" items 0–399 (OptimumGoodsCell) moved down by 1 pt`.
struct ChangeLine {
    /// What a group of lines shares; the group's line is `head`, the indices, labels, `tail`.
    struct Template: Hashable {
        var head: String
        var tail: String
    }

    /// Sort key: section (0 screen, 1 segments, 2 content size, 3 diagnostics), then major, minor.
    var section: Int
    var major: Int
    var minor: Int
    var category: ChangeCategory
    /// The line when it stands alone.
    var single: String
    /// `nil` when the change never groups.
    var template: Template?
    /// The index this change adds to its group's index list.
    var member: Int = 0
    /// Listed after a group's indices: a cell type or a quoted segment name.
    var label: String?
    /// Shown once after a group's tail (a diagnostic's message).
    var detail: String?
    /// Item-level lines of one segment are capped together under this scope.
    var capScope: String?
}

extension ChangeLine {
    init(_ change: LayoutChange) {
        switch change {
        case .screenName(let old, let new):
            self = .screen(0, .screenName, "screen name \(Wording.quoted(old)) → \(Wording.quoted(new))")
        case .device(let old, let new):
            let short = Wording.device(old) != Wording.device(new)
            let describe = short ? Wording.device : Wording.deviceInFull
            self = .screen(1, .device, "device \(describe(old)) → \(describe(new))")
        case .style(let old, let new) where old.id == new.id && !LayoutStyle.fieldChanges(old, new).isEmpty:
            // The same layout with other options: each option that changed, from the fields the cause is keyed on.
            let changes = LayoutStyle.fieldChanges(old, new).map { "\($0.name) \($0.old) → \($0.new)" }
            self = .screen(2, .style, "style \(new.id) options \(changes.joined(separator: ", "))")
        case .style(let old, let new):
            self = .screen(2, .style, "style \(Wording.style(old)) → \(Wording.style(new))")
        case .direction(let old, let new):
            self = .screen(2, .style, "scroll direction \(old.rawValue) → \(new.rawValue)")
        case .sectionInsetReference(let old, let new):
            self = .screen(2, .style, "section inset reference \(old.rawValue) → \(new.rawValue)")
        case .rootView(let old, let new):
            self = .screen(2, .style, "collection view \(old ? "is" : "is not") its controller's root view → \(new ? "is" : "is not")")
        case .underBars(let old, let new):
            self = .screen(2, .style, "collection view \(old ? "is" : "is not") under the bars → \(new ? "is" : "is not")")
        case .layoutDirection(let old, let new):
            self = .screen(2, .style, "layout direction \(old.word) → \(new.word)")
        case .contentSizeCategory(let old, let new):
            self = .screen(2, .textSize, "text size \(old.rawValue) → \(new.rawValue)")
        case .chromeAdded(let band):
            self = .screen(3, .chrome, "chrome \(Self.band(band)) added at \(Wording.rect(band.frame))")
        case .chromeRemoved(let band):
            self = .screen(3, .chrome, "chrome \(Self.band(band)) removed (was at \(Wording.rect(band.frame)))")
        case .chromeChanged(let old, let new):
            var parts: [String] = []
            if old.title != new.title { parts.append("title \(Wording.text(old.title)) → \(Wording.text(new.title))") }
            let frame = Wording.frameChange(old.frame, new.frame)
            if !frame.isEmpty { parts.append(frame) }
            self = .screen(3, .chrome, "chrome \(new.kind.rawValue) " + parts.joined(separator: "; "))
        case .scrollArea(let old, let new):
            self = .screen(4, .scrollArea, "scroll area " + Wording.frameChange(old, new))
        case .contentInset(let old, let new):
            self = .screen(5, .contentInset, "content inset " + Wording.insetsChange(old, new))
        case .contentSize(let old, let new):
            self = ChangeLine(
                section: 2, major: 0, minor: 0, category: .contentSize,
                single: "content size \(Wording.size(old)) → \(Wording.size(new))")
        case .segmentRemoved(let ref, let frame, let count):
            let was = "was at \(Wording.rect(frame)) with \(Wording.count(count, "item", "items"))"
            self = .segment(ref, 0, .segmentRemoved, "removed (\(was))", tail: "removed")
        case .segmentAdded(let ref, let frame, let count):
            let at = "at \(Wording.rect(frame)) with \(Wording.count(count, "item", "items"))"
            self = .segment(ref, 1, .segmentAdded, "added \(at)", tail: "added")
        case .segmentReordered(let ref, let oldIndex):
            self = .segment(ref, 2, .segmentReordered, "reordered (was segment \(oldIndex))", tail: "reordered")
        case .segmentInset(let ref, let old, let new):
            let predicate = "inset " + Wording.insetsChange(old, new)
            self = .segment(ref, 3, .inset, predicate, tail: predicate)
        case .lineSpacing(let ref, let old, let new):
            let predicate = "line spacing \(NumberFormat.exact(old)) → \(NumberFormat.exact(new))"
            self = .segment(ref, 4, .lineSpacing, predicate, tail: predicate)
        case .interitemSpacing(let ref, let old, let new):
            let predicate = "interitem spacing \(NumberFormat.exact(old)) → \(NumberFormat.exact(new))"
            self = .segment(ref, 5, .interitemSpacing, predicate, tail: predicate)
        case .groupTree(let ref, let old, let new):
            let predicate = "group \(old) → \(new)"
            self = .segment(ref, 5, .groupTree, predicate, tail: predicate)
        case .header(let ref, let old, let new):
            self = .segment(
                ref, 6, .header, Wording.supplementaryChange("header", old, new, relativeTo: nil),
                tail: Wording.supplementaryChange("header", old, new, relativeTo: ref.shift))
        case .footer(let ref, let old, let new):
            self = .segment(
                ref, 7, .footer, Wording.supplementaryChange("footer", old, new, relativeTo: nil),
                tail: Wording.supplementaryChange("footer", old, new, relativeTo: ref.shift))
        case .background(let ref, let old, let new, let frame):
            let predicate =
                switch (old, new) {
                case (nil, let new?): "background added at \(Wording.rect(frame)) (inset \(Wording.insets(new)))"
                case (_?, nil): "background removed (was at \(Wording.rect(frame)))"
                case let (old?, new?): "background inset " + Wording.insetsChange(old, new)
                case (nil, nil): "background unchanged"
                }
            self = .segment(ref, 7, .background, predicate, tail: predicate)
        case .badge(let ref, let item, let kind, let old, let new):
            let name = "badge \(Wording.quoted(kind))"
            let (predicate, tail) =
                switch (old, new) {
                case (nil, let new?): ("\(name) added at \(Wording.rect(new))", "\(name) added")
                case (let old?, nil): ("\(name) removed (was at \(Wording.rect(old)))", "\(name) removed")
                case let (old?, new?): ("\(name) " + Wording.frameChange(old, new), "\(name) " + Wording.relativeFrameChange(old, new))
                case (nil, nil): ("\(name) unchanged", "\(name) unchanged")
                }
            self = .item(ref, 15, .badge, item.index, label: item.cellType, predicate, tail: tail)
        case .segmentFrame(let ref, let old, let new):
            let category: ChangeCategory = Same.size(old.size, new.size) ? .segmentMoved : .segmentResized
            self = .segment(
                ref, 8, category, Wording.frameChange(old, new), tail: Wording.relativeFrameChange(old, new))
        case .itemCellType(let ref, let index, let old, let new):
            let predicate = "cell type \(Wording.oneLine(old)) → \(Wording.oneLine(new))"
            self = .item(ref, 9, .cellType, index, label: nil, predicate, tail: predicate)
        case .itemText(let ref, let item, let old, let new):
            let predicate = "text \(Wording.text(old)) → \(Wording.text(new))"
            self = .item(ref, 10, .text, item.index, label: item.cellType, predicate, tail: predicate)
        case .itemRemoved(let ref, let item, let frame):
            let predicate = "removed (was at \(Wording.rect(frame)))"
            self = .item(ref, 11, .itemRemoved, item.index, label: item.cellType, predicate, tail: "removed")
        case .itemAdded(let ref, let item, let frame):
            let predicate = "added at \(Wording.rect(frame))"
            self = .item(ref, 12, .itemAdded, item.index, label: item.cellType, predicate, tail: "added")
        case .itemFrame(let ref, let item, let old, let new):
            let category: ChangeCategory = Same.size(old.size, new.size) ? .itemMoved : .itemResized
            self = .item(
                ref, 13, category, item.index, label: item.cellType, Wording.frameChange(old, new),
                tail: Wording.relativeFrameChange(old, new, within: ref.shift))
        case .nested(let ref, let item, let change):
            self = NestedLine.line(change, in: ref, item: item)
        case .diagnosticNew(let diagnostic, let ref):
            self = Self.diagnosticLine(diagnostic, ref, status: "new", rank: 0, category: .diagnosticNew)
        case .diagnosticChanged(let old, let new, let ref):
            self = Self.diagnosticLine(new, ref, status: "changed", rank: 1, category: .diagnosticChanged)
            self.single += " (was: \(Wording.oneLine(old.message)))"
            self.template = nil
        case .diagnosticResolved(let diagnostic, let ref):
            self = Self.diagnosticLine(diagnostic, ref, status: "resolved", rank: 2, category: .diagnosticResolved)
        }
    }

    private static func screen(_ rank: Int, _ category: ChangeCategory, _ line: String) -> ChangeLine {
        ChangeLine(section: 0, major: rank, minor: 0, category: category, single: line)
    }

    private static func band(_ band: ChromeBand) -> String {
        band.title.map { "\(band.kind.rawValue) \(Wording.quoted($0))" } ?? band.kind.rawValue
    }

    /// A segment-level change: alone `segment 4 "X" <predicate>`, grouped `segments 4–9 ("X", …) <tail>`.
    private static func segment(
        _ ref: SegmentRef, _ rank: Int, _ category: ChangeCategory, _ predicate: String, tail: String
    ) -> ChangeLine {
        ChangeLine(
            section: 1, major: ref.position, minor: rank, category: category,
            single: "\(Wording.segment(ref)) \(predicate)",
            template: Template(head: "segments", tail: " " + tail),
            member: ref.index, label: Wording.quoted(ref.name))
    }

    /// An item-level change: alone `segment 3 "X" item 0 Cell <predicate>`, grouped
    /// `segment 3 "X" items 0–399 (Cell) <tail>`; capped per segment.
    static func item(
        _ ref: SegmentRef, _ rank: Int, _ category: ChangeCategory, _ index: Int, label: String?,
        _ predicate: String, tail: String, scope: String? = nil, noun: (String, String) = ("item", "items")
    ) -> ChangeLine {
        let segment = Wording.segment(ref)
        let scope = scope ?? segment
        let label = label.map(Wording.oneLine)
        let named = label.map { " \($0)" } ?? ""
        return ChangeLine(
            section: 1, major: ref.position, minor: rank, category: category,
            single: "\(scope) \(noun.0) \(index)\(named) \(predicate)",
            template: Template(head: "\(scope) \(noun.1)", tail: " " + tail),
            member: index, label: label, capScope: segment)
    }

    private static func diagnosticLine(
        _ diagnostic: Diagnostic, _ ref: SegmentRef?, status: String, rank: Int, category: ChangeCategory
    ) -> ChangeLine {
        let what = "\(status) \(diagnostic.severity.rawValue) \(diagnostic.kind.rawValue)"
        var segment = ""
        if let ref {
            segment = " at " + Wording.segment(ref)
        } else if let index = diagnostic.segment {
            segment = " at segment \(index)"
        }
        let message = Wording.oneLine(diagnostic.message)
        var line = ChangeLine(
            section: 3, major: rank, minor: ref?.position ?? -1, category: category, single: "")
        if let item = diagnostic.item {
            line.single = "\(what)\(segment) item \(item): \(message)"
            line.template = Template(head: "\(what)\(segment) items", tail: ":")
            line.member = item
            line.detail = message
        } else {
            line.single = "\(what)\(segment): \(message)"
        }
        return line
    }
}
