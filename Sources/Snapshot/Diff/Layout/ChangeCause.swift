/// Why a layout changed: what changed in the answers a screen's code gives (a sub-controller's
/// inset, spacings, header and footer sizes, item count, item sizes, cell types; the chrome; the
/// layout style), worded so that it reads the same on every device, screen and segment position.
///
/// The consequences (segments and items that moved or resized, a new content size, diagnostics)
/// are not causes: they differ with the device width and the segment's place, and the change list
/// shows them below the causes. Change groups (`ChangeGroups`) gather snapshots by cause.
///
/// Rules:
/// - A sub-controller's metric answers name the change first and the segments last:
///   `inset left 16 → 20 in "GoodsSC"`. The same change in several segments (a shared constant)
///   is one cause: `inset left 12 → 16 in "GoodsSC", "PromoSC"`; everything before the last
///   ` in "` is the cause's key.
/// - Data (items added or removed, cell types, texts, segments added, removed or reordered) name
///   the segment first and are their own key: `"GoodsSC" items 6 → 8`.
/// - An item that resized is a cause only when nothing else in its segment (inset, spacings,
///   group tree) or on the screen (device, style, scroll direction, inset reference) explains it,
///   and then without numbers, which depend on the device: `"PromoCell" height changed in "GoodsSC"`.
/// - A header or footer is a cause when its size along the scroll axis changes; a chrome band
///   when it comes, goes, changes its title, or changes its height on the same device.
/// - No cause at all (only diagnostics, say) leaves the change list to speak for itself.
///
///     // reference: GoodsSC inset left 16; now 20 — on any device, at any segment index:
///     ChangeCause.lines(of: diff)   // ["inset left 16 → 20 in \"GoodsSC\""]
enum ChangeCause {
    /// Lines after this many are left out of the change list (`causes: … and N more`).
    static let maximumLines = 20

    /// Each cause once, in the order the change list names them.
    static func lines(of diff: LayoutDiff) -> [String] {
        var causes = Causes()
        let layoutWide = diff.changes.contains { change in
            switch change {
            case .device, .style, .direction, .sectionInsetReference, .contentSizeCategory: true
            default: false
            }
        }
        // A new device brings its own status bar and safe areas: the chrome's heights follow it.
        let deviceChanged = diff.changes.contains { if case .device = $0 { true } else { false } }
        var explained: Set<Int> = []
        var explainedNested: Set<[Int]> = []
        for change in diff.changes {
            switch change {
            case .segmentInset(let ref, _, _), .lineSpacing(let ref, _, _), .interitemSpacing(let ref, _, _), .groupTree(let ref, _, _):
                explained.insert(ref.index)
            case .nested(let ref, let item, let nested):
                switch nested {
                case .contentInset, .itemSpacing, .interitemSpacing, .sectionInset: explainedNested.insert([ref.index, item.index])
                default: break
                }
            default: break
            }
        }
        let vertical = diff.new.direction == .vertical
        var counts: [Int: (added: Int, removed: Int)] = [:]
        for change in diff.changes {
            switch change {
            case .screenName, .device, .style, .direction, .sectionInsetReference, .contentSizeCategory:
                causes.add(ChangeLine(change).single)
            case .chromeAdded(let band):
                let title = band.title.map { " " + Wording.quoted($0) } ?? ""
                causes.add("chrome \(band.kind.rawValue)\(title) added (height \(number(band.frame.height)))")
            case .chromeRemoved(let band):
                causes.add("chrome \(band.kind.rawValue) removed")
            case .chromeChanged(let old, let new):
                if old.title != new.title {
                    causes.add("chrome \(new.kind.rawValue) title \(Wording.text(old.title)) → \(Wording.text(new.title))")
                }
                if !deviceChanged, !Same.number(old.frame.height, new.frame.height) {
                    causes.add("chrome \(new.kind.rawValue) height \(number(old.frame.height)) → \(number(new.frame.height))")
                }
            case .segmentAdded(let ref, _, _):
                causes.add("segment \(Wording.quoted(ref.name)) added")
            case .segmentRemoved(let ref, _, _):
                causes.add("segment \(Wording.quoted(ref.name)) removed")
            case .segmentReordered(let ref, _):
                causes.add("segment \(Wording.quoted(ref.name)) reordered")
            case .segmentInset(let ref, let old, let new):
                causes.add("inset " + Wording.insetsChange(old, new), in: ref)
            case .lineSpacing(let ref, let old, let new):
                causes.add("line spacing \(number(old)) → \(number(new))", in: ref)
            case .interitemSpacing(let ref, let old, let new):
                causes.add("interitem spacing \(number(old)) → \(number(new))", in: ref)
            case .groupTree(let ref, let old, let new):
                causes.add("group \(old) → \(new)", in: ref)
            case .header(let ref, let old, let new):
                supplementary("header", ref, old, new, vertical: vertical, into: &causes)
            case .footer(let ref, let old, let new):
                supplementary("footer", ref, old, new, vertical: vertical, into: &causes)
            case .background(let ref, let old, let new, _):
                switch (old, new) {
                case (nil, _?): causes.add("background added", in: ref)
                case (_?, nil): causes.add("background removed", in: ref)
                case let (old?, new?): causes.add("background inset " + Wording.insetsChange(old, new), in: ref)
                case (nil, nil): break
                }
            case .badge(let ref, let item, let kind, let old, let new):
                let what = "\(Wording.quoted(item.cellType)) badge \(Wording.quoted(kind))"
                switch (old, new) {
                case (nil, _?): causes.add("\(what) added", in: ref)
                case (_?, nil): causes.add("\(what) removed", in: ref)
                default: causes.add("\(what) moved on its cell", in: ref)
                }
            case .itemAdded(let ref, _, _):
                counts[ref.index, default: (0, 0)].added += 1
            case .itemRemoved(let ref, _, _):
                counts[ref.index, default: (0, 0)].removed += 1
            case .itemCellType(let ref, _, let old, let new):
                causes.add("\(Wording.quoted(ref.name)) cell type \(Wording.quoted(old)) → \(Wording.quoted(new))")
            case .itemText(let ref, _, _, _):
                causes.add("\(Wording.quoted(ref.name)) texts changed")
            case .itemFrame(let ref, let item, let old, let new):
                guard !layoutWide, !explained.contains(ref.index), let what = resized(old.size, new.size) else { continue }
                causes.add("\(Wording.quoted(item.cellType)) \(what)", in: ref)
            case .nested(let ref, let item, let nested):
                let explainedHere = layoutWide || explained.contains(ref.index) || explainedNested.contains([ref.index, item.index])
                self.nested(nested, ref, item, explained: explainedHere, into: &causes)
            case .segmentFrame, .scrollArea, .contentInset, .contentSize, .diagnosticNew, .diagnosticResolved, .diagnosticChanged:
                continue
            }
        }
        for (index, count) in counts.sorted(by: { $0.key < $1.key }) where index < diff.new.segments.count {
            let now = diff.new.segments[index].items.count
            let was = now - count.added + count.removed
            causes.add("\(Wording.quoted(diff.new.segments[index].name)) items \(was) → \(now)")
        }
        return causes.lines
    }

    /// A header or footer whose size along the scroll axis changed, or that came or went.
    private static func supplementary(
        _ kind: String, _ ref: SegmentRef, _ old: Rect?, _ new: Rect?, vertical: Bool, into causes: inout Causes
    ) {
        let axis = vertical ? "height" : "width"
        func length(_ rect: Rect) -> Double { vertical ? rect.height : rect.width }
        switch (old, new) {
        case let (nil, new?): causes.add("\(kind) added (\(axis) \(number(length(new))))", in: ref)
        case (_?, nil): causes.add("\(kind) removed", in: ref)
        case let (old?, new?) where !Same.number(length(old), length(new)):
            causes.add("\(kind) \(axis) \(number(length(old))) → \(number(length(new)))", in: ref)
        default: break
        }
    }

    private static func nested(
        _ change: NestedChange, _ ref: SegmentRef, _ item: ItemRef, explained: Bool, into causes: inout Causes
    ) {
        let cell = Wording.quoted(item.cellType)
        switch change {
        case .added: causes.add("\(Wording.quoted(ref.name)) \(cell) nested collection added")
        case .removed: causes.add("\(Wording.quoted(ref.name)) \(cell) nested collection removed")
        case .contentInset(let old, let new): causes.add("\(cell) nested content inset " + Wording.insetsChange(old, new), in: ref)
        case .itemSpacing(let old, let new): causes.add("\(cell) nested line spacing \(number(old)) → \(number(new))", in: ref)
        case .interitemSpacing(let old, let new):
            causes.add("\(cell) nested interitem spacing \(number(old)) → \(number(new))", in: ref)
        case .sectionInset(let old, let new): causes.add("\(cell) nested section inset " + Wording.insetsChange(old, new), in: ref)
        case .itemAdded, .itemRemoved: causes.add("\(Wording.quoted(ref.name)) \(cell) nested items changed")
        case .itemCellType(_, let old, let new):
            causes.add("\(Wording.quoted(ref.name)) \(cell) nested cell type \(Wording.quoted(old)) → \(Wording.quoted(new))")
        case .itemText: causes.add("\(Wording.quoted(ref.name)) \(cell) nested texts changed")
        case .itemFrame(let nestedItem, let old, let new):
            guard !explained, let what = resized(old.size, new.size) else { return }
            causes.add("\(cell) nested \(Wording.quoted(nestedItem.cellType)) \(what)", in: ref)
        case .frame, .contentWidth, .itemVisibility: break
        }
    }

    /// `height changed`, `width changed`, `width and height changed`, `nil` when only moved.
    private static func resized(_ old: Size, _ new: Size) -> String? {
        let width = !Same.number(old.width, new.width)
        let height = !Same.number(old.height, new.height)
        switch (width, height) {
        case (true, true): return "width and height changed"
        case (true, false): return "width changed"
        case (false, true): return "height changed"
        case (false, false): return nil
        }
    }

    private static func number(_ value: Double) -> String { NumberFormat.exact(value) }

    /// Causes in first-seen order; a metric cause collects the segments it was seen in.
    private struct Causes {
        private var order: [String] = []
        private var segments: [String: [String]] = [:]

        mutating func add(_ line: String) {
            if segments[line] == nil {
                segments[line] = []
                order.append(line)
            }
        }

        mutating func add(_ key: String, in ref: SegmentRef) {
            add(key)
            let name = Wording.quoted(ref.name)
            if segments[key]?.contains(name) == false { segments[key]?.append(name) }
        }

        var lines: [String] {
            order.map { key in
                guard let names = segments[key], !names.isEmpty else { return key }
                return key + " in " + names.joined(separator: ", ")
            }
        }
    }
}
