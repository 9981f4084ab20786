/// Works out a diff's causes (`ChangeCause`) and which of them explains each change, from the
/// layout rules, so that no change goes unnamed.
///
/// The causes are what changed in the answers a screen's code gives. Everything else is a
/// consequence, explained when a cause the rules tie it to is there; a change none explains
/// becomes a cause itself (an item's new size, with its values), or, when it is no answer at all
/// (an item that moved with nothing above it changed), `unexplained:` with its line. The rules, for
/// a screen that scrolls down ("across" is the width, "along" the height; the other way round
/// when it scrolls sideways):
///
/// - The device, the style, the scroll direction and the text size change every answer: they
///   explain every consequence.
/// - The section inset reference moves every segment and changes widths (as a segment's inset
///   does), never an answered height.
/// - A chrome band that comes, goes or changes its height explains the scroll area and the
///   content inset; nothing in content coordinates follows from it.
/// - A segment's geometry changing (its inset, spacings, group tree, header or footer, its item
///   count, an item's size, a segment added, removed or reordered) explains every move at or
///   below it: its own items and header and footer, every later segment, the content size.
/// - Across: a segment's inset, interitem spacing or group tree explains its items' and its
///   header's and footer's widths (the code that sizes cells divides what the inset leaves; a
///   compositional section's fractions are of the width inside its content insets).
/// - Along: only the group tree explains an item's height, and in a compositional section also
///   its content insets and spacings (a `fractionalWidth` height follows the width). An inset
///   "never changes a height the sub-controller answered": anything else is the item's own cause.
/// - A header's or footer's length along the scroll axis is its own cause.
/// - A badge that moved on its cell follows the cell's size; a nested collection's frame, content
///   width and what shows of it follow the cell and the nested collection's own causes.
/// - Diagnostics follow from any cause.
struct CauseFinder {
    private let diff: LayoutDiff
    private let vertical: Bool
    private var causes: [ChangeCause] = []
    private var index: [String: Int] = [:]
    /// Segment positions (`SegmentRef.position`) whose geometry one of the causes changed.
    private var geometric: Set<Int> = []
    /// Segment positions whose items' widths (heights, sideways) a cause explains.
    private var across: Set<Int> = []
    /// Segment positions whose items' heights a cause explains.
    private var along: Set<Int> = []
    /// Items whose size changed, by segment position and item index.
    private var resized: Set<[Int]> = []
    /// Items whose nested collection had a cause of its own.
    private var nestedCaused: Set<[Int]> = []
    private var everything = false
    private var insetReference = false
    private var chrome = false

    /// The causes of `diff`, in the order its change list names them.
    static func causes(of diff: LayoutDiff) -> [ChangeCause] {
        var finder = CauseFinder(diff: diff, vertical: diff.new.direction == .vertical)
        finder.findAnswers()
        finder.findSizes()
        finder.findConsequences()
        return finder.causes
    }

    // MARK: Answers

    /// The causes that are answers in themselves.
    private mutating func findAnswers() {
        let deviceChanged = diff.changes.contains { if case .device = $0 { true } else { false } }
        var counts: [Int: (ref: SegmentRef, added: Int, removed: Int)] = [:]
        for change in diff.changes {
            switch change {
            case .screenName:
                add(.screenName, ChangeLine(change).single)
            case .device, .style, .direction, .contentSizeCategory:
                add(kind(of: change), ChangeLine(change).single)
                everything = true
            case .sectionInsetReference:
                add(.insetReference, ChangeLine(change).single)
                insetReference = true
            case .chromeAdded(let band):
                let title = band.title.map { " " + Wording.quoted($0) } ?? ""
                add(.chrome, "chrome \(band.kind.rawValue)\(title) added (height \(number(band.frame.height)))")
                chrome = true
            case .chromeRemoved(let band):
                add(.chrome, "chrome \(band.kind.rawValue) removed")
                chrome = true
            case .chromeChanged(let old, let new):
                if old.title != new.title {
                    add(.chrome, "chrome \(new.kind.rawValue) title \(Wording.text(old.title)) → \(Wording.text(new.title))")
                }
                // A new device brings its own status bar and safe areas: the heights follow it.
                if !deviceChanged, !Same.number(old.frame.height, new.frame.height) {
                    add(.chrome, "chrome \(new.kind.rawValue) height \(number(old.frame.height)) → \(number(new.frame.height))")
                }
                chrome = true
            case .segmentAdded(let ref, _, _):
                add(.segment, "segment \(Wording.quoted(ref.name)) added", geometryAt: ref)
            case .segmentRemoved(let ref, _, _):
                add(.segment, "segment \(Wording.quoted(ref.name)) removed", geometryAt: ref)
            case .segmentReordered(let ref, let oldIndex):
                // Every segment between its old and its new place moved with it.
                var from = ref
                from.position = Swift.min(ref.position, 2 * oldIndex)
                add(.segment, "segment \(Wording.quoted(ref.name)) reordered", geometryAt: from)
            case .segmentInset(let ref, let old, let new):
                add(.inset, "inset " + Wording.insetsChange(old, new), in: ref)
                explainSizes(at: ref, along: isCompositional(ref))
            case .lineSpacing(let ref, let old, let new):
                add(.lineSpacing, "line spacing \(number(old)) → \(number(new))", in: ref)
                if isCompositional(ref) { explainSizes(at: ref, along: true) }
            case .interitemSpacing(let ref, let old, let new):
                add(.interitemSpacing, "interitem spacing \(number(old)) → \(number(new))", in: ref)
                explainSizes(at: ref, along: isCompositional(ref))
            case .groupTree(let ref, let old, let new):
                add(.group, "group \(old) → \(new)", in: ref)
                explainSizes(at: ref, along: true)
            case .header(let ref, let old, let new):
                supplementary(.header, ref, old, new)
            case .footer(let ref, let old, let new):
                supplementary(.footer, ref, old, new)
            case .background(let ref, let old, let new, _):
                switch (old, new) {
                case (nil, _?): add(.background, "background added", in: ref)
                case (_?, nil): add(.background, "background removed", in: ref)
                case let (old?, new?): add(.background, "background inset " + Wording.insetsChange(old, new), in: ref)
                case (nil, nil): break
                }
            case .itemAdded(let ref, _, _):
                counts[ref.position, default: (ref, 0, 0)].added += 1
            case .itemRemoved(let ref, _, _):
                counts[ref.position, default: (ref, 0, 0)].removed += 1
            case .itemCellType(let ref, _, let old, let new):
                add(.cellType, "\(Wording.quoted(ref.name)) cell type \(Wording.quoted(old)) → \(Wording.quoted(new))")
            case .itemText(let ref, _, _, _):
                add(.texts, "\(Wording.quoted(ref.name)) texts changed")
            case .itemFrame(let ref, let item, let old, let new):
                if !Same.size(old.size, new.size) { resized.insert([ref.position, item.index]) }
            case .nested(let ref, let item, let nested):
                nestedAnswer(nested, ref, item)
            case .badge, .scrollArea, .contentInset, .contentSize, .segmentFrame, .diagnosticNew, .diagnosticResolved,
                .diagnosticChanged:
                continue
            }
        }
        for (position, count) in counts.sorted(by: { $0.key < $1.key }) {
            let ref = count.ref
            let now = ref.index < diff.new.segments.count ? diff.new.segments[ref.index].items.count : 0
            add(.items, "\(Wording.quoted(ref.name)) items \(now - count.added + count.removed) → \(now)")
            geometric.insert(position)
        }
    }

    private func kind(of change: LayoutChange) -> ChangeCause.Kind {
        switch change {
        case .device: .device
        case .style: .style
        case .direction: .direction
        default: .textSize
        }
    }

    private func isCompositional(_ ref: SegmentRef) -> Bool {
        ref.position % 2 == 0 && ref.index < diff.new.segments.count && diff.new.segments[ref.index].composition != nil
    }

    private mutating func explainSizes(at ref: SegmentRef, along alsoAlong: Bool) {
        across.insert(ref.position)
        if alsoAlong { along.insert(ref.position) }
    }

    /// A header or footer that came, went, or changed its length along the scroll axis.
    private mutating func supplementary(_ kind: ChangeCause.Kind, _ ref: SegmentRef, _ old: Rect?, _ new: Rect?) {
        let name = kind.rawValue
        let axis = vertical ? "height" : "width"
        switch (old, new) {
        case let (nil, new?): add(kind, "\(name) added (\(axis) \(number(alongLength(new))))", in: ref)
        case (_?, nil): add(kind, "\(name) removed", in: ref)
        case let (old?, new?) where !Same.number(alongLength(old), alongLength(new)):
            add(kind, "\(name) \(axis) \(number(alongLength(old))) → \(number(alongLength(new)))", in: ref)
        default: return
        }
    }

    private mutating func nestedAnswer(_ change: NestedChange, _ ref: SegmentRef, _ item: ItemRef) {
        let cell = Wording.quoted(item.cellType)
        let segment = Wording.quoted(ref.name)
        let here = [ref.position, item.index]
        switch change {
        case .added: add(.nested, "\(segment) \(cell) nested collection added")
        case .removed: add(.nested, "\(segment) \(cell) nested collection removed")
        case .contentInset(let old, let new): add(.nested, "\(cell) nested content inset " + Wording.insetsChange(old, new), in: ref)
        case .itemSpacing(let old, let new): add(.nested, "\(cell) nested line spacing \(number(old)) → \(number(new))", in: ref)
        case .interitemSpacing(let old, let new): add(.nested, "\(cell) nested interitem spacing \(number(old)) → \(number(new))", in: ref)
        case .sectionInset(let old, let new): add(.nested, "\(cell) nested section inset " + Wording.insetsChange(old, new), in: ref)
        case .itemAdded, .itemRemoved: add(.nested, "\(segment) \(cell) nested items changed")
        case .itemCellType(_, let old, let new):
            add(.nested, "\(segment) \(cell) nested cell type \(Wording.quoted(old)) → \(Wording.quoted(new))")
        case .itemText: add(.nested, "\(segment) \(cell) nested texts changed")
        case .itemFrame(let nestedItem, let old, let new):
            // A nested item's size is the embedded collection's answer; its place follows the others.
            guard !everything else { return }
            if !Same.number(old.width, new.width) {
                add(.nested, "\(cell) nested \(Wording.quoted(nestedItem.cellType)) width", value: self.change(old.width, new.width), in: ref)
            }
            if !Same.number(old.height, new.height) {
                add(.nested, "\(cell) nested \(Wording.quoted(nestedItem.cellType)) height", value: self.change(old.height, new.height), in: ref)
            }
            if Same.size(old.size, new.size) { return }
        case .frame, .contentWidth, .itemVisibility: return
        }
        nestedCaused.insert(here)
    }

    // MARK: Sizes

    /// Items whose size no cause explains: each is a cause with its values.
    private mutating func findSizes() {
        for change in diff.changes {
            switch change {
            case .itemFrame(let ref, let item, let old, let new):
                let cell = Wording.quoted(item.cellType)
                let (acrossName, alongName) = vertical ? ("width", "height") : ("height", "width")
                if !Same.number(acrossLength(old), acrossLength(new)), !explainsAcross(ref) {
                    add(.size, "\(cell) \(acrossName)", value: self.change(acrossLength(old), acrossLength(new)), in: ref)
                }
                if !Same.number(alongLength(old), alongLength(new)), !explainsAlong(ref) {
                    add(.size, "\(cell) \(alongName)", value: self.change(alongLength(old), alongLength(new)), in: ref)
                }
                if !Same.size(old.size, new.size) { geometric.insert(ref.position) }
            case .header(let ref, let old?, let new?), .footer(let ref, let old?, let new?):
                if !Same.number(acrossLength(old), acrossLength(new)), !explainsAcross(ref) {
                    let kind: ChangeCause.Kind = if case .header = change { .header } else { .footer }
                    let name = "\(kind.rawValue) \(vertical ? "width" : "height")"
                    add(kind, name, value: self.change(acrossLength(old), acrossLength(new)), in: ref)
                }
            case .badge(let ref, let item, let kind, let old, let new):
                let what = "\(Wording.quoted(item.cellType)) badge \(Wording.quoted(kind))"
                switch (old, new) {
                case (nil, _?): add(.badge, "\(what) added", in: ref)
                case (_?, nil): add(.badge, "\(what) removed", in: ref)
                default:
                    // An anchored badge moves on its cell when the cell resizes.
                    if !resized.contains([ref.position, item.index]), !everything { add(.badge, "\(what) moved on its cell", in: ref) }
                }
            default:
                continue
            }
        }
    }

    private func explainsAcross(_ ref: SegmentRef) -> Bool {
        everything || insetReference || across.contains(ref.position)
    }

    private func explainsAlong(_ ref: SegmentRef) -> Bool {
        everything || along.contains(ref.position)
    }

    // MARK: Consequences

    /// The changes no cause explains: one cause, `unexplained:`, whose values are their lines.
    private mutating func findConsequences() {
        let firstGeometric = geometric.min()
        let anyCause = !causes.isEmpty
        func movedBy(_ ref: SegmentRef) -> Bool {
            everything || insetReference || (firstGeometric.map { $0 <= ref.position } ?? false)
        }
        for change in diff.changes where !isExplained(change, movedBy: movedBy, anyCause: anyCause) {
            add(.unexplained, "unexplained:", value: ChangeLine(change).single)
        }
    }

    private func isExplained(_ change: LayoutChange, movedBy: (SegmentRef) -> Bool, anyCause: Bool) -> Bool {
        switch change {
        case .scrollArea, .contentInset:
            return everything || chrome
        case .contentSize:
            return everything || insetReference || !geometric.isEmpty
        case .segmentFrame(let ref, _, _):
            return movedBy(ref)
        case .header(let ref, let old?, let new?), .footer(let ref, let old?, let new?):
            return Same.point(old.origin, new.origin) || movedBy(ref)
        case .itemFrame(let ref, _, let old, let new):
            // Its size is a cause of its own when nothing explains it (`findSizes`).
            return Same.point(old.origin, new.origin) || movedBy(ref)
        case .nested(let ref, let item, let nested):
            switch nested {
            case .frame, .contentWidth, .itemVisibility:
                return everything || resized.contains([ref.position, item.index]) || nestedCaused.contains([ref.position, item.index])
            case .itemFrame(_, let old, let new):
                return Same.point(old.origin, new.origin) || everything || nestedCaused.contains([ref.position, item.index])
            default:
                return true
            }
        case .diagnosticNew, .diagnosticResolved, .diagnosticChanged:
            return anyCause
        default:
            // Every other change is an answer, named by `findAnswers`.
            return true
        }
    }

    // MARK: Building

    private func number(_ value: Double) -> String { NumberFormat.exact(value) }
    private func change(_ old: Double, _ new: Double) -> String { "\(number(old)) → \(number(new))" }
    private func alongLength(_ rect: Rect) -> Double { vertical ? rect.height : rect.width }
    private func acrossLength(_ rect: Rect) -> Double { vertical ? rect.width : rect.height }

    /// The causes that change where things are in their segment and below it.
    private static let geometryKinds: Set<ChangeCause.Kind> = [.inset, .lineSpacing, .interitemSpacing, .group, .header, .footer, .size]

    /// A cause keyed by `key`, once; `value` joins its values, `ref` its segments.
    private mutating func add(_ kind: ChangeCause.Kind, _ key: String, value: String? = nil, in ref: SegmentRef? = nil) {
        let position: Int
        if let known = index[key] {
            position = known
        } else {
            position = causes.count
            index[key] = position
            causes.append(ChangeCause(kind: kind, key: key))
        }
        if let value, !causes[position].values.contains(value) { causes[position].values.append(value) }
        if let ref {
            let name = Wording.quoted(ref.name)
            if !causes[position].segments.contains(name) { causes[position].segments.append(name) }
            if Self.geometryKinds.contains(kind) { geometric.insert(ref.position) }
        }
    }

    /// A cause of the segment's own geometry that names the segment in its key.
    private mutating func add(_ kind: ChangeCause.Kind, _ key: String, geometryAt ref: SegmentRef) {
        add(kind, key)
        geometric.insert(ref.position)
    }
}
