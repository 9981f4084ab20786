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
/// - The device, the style, the scroll direction and the text size move everything and explain
///   widths (a cell sized to the screen follows it); an answered height that changes with them
///   is still named, as a cause they imply, since code that reads the device or the text size
///   answered it.
/// - The layout direction moves what its style mirrors (`RightToLeft`), swaps a mirrored
///   segment's left and right insets and brings its own diagnostics; it changes no size.
/// - The section inset reference moves every segment and changes widths (as a segment's inset
///   does), never an answered height.
/// - A chrome band that comes, goes or changes its height explains the scroll area and the
///   content inset; nothing in content coordinates follows from it.
/// - A segment's geometry changing (its inset, spacings, group tree, header or footer, its item
///   count, an item's size, a segment added, removed or reordered) explains every move at or
///   below it: its own items and header and footer, every later segment, the content size.
/// - Across: a segment's inset or interitem spacing explains its items' widths by as much as the
///   space they took or gave, in that direction (the code that sizes cells divides what the
///   inset leaves: 4 more points of inset narrow a cell by at most 4, plus 1 for rounding; a
///   device narrower by 55 points, by at most 55); a group tree, the text size, the style, the
///   direction and the inset reference explain any width. A width change past that bound is the
///   item's own cause.
/// - Along: only the group tree explains an item's height, and in a compositional section also
///   whatever explains its width (a `fractionalWidth` height follows the width), unless the cell
///   sized itself (`fitted`). An inset "never changes a height the sub-controller answered":
///   anything else is the item's own cause.
/// - A header's or footer's length along the scroll axis is its own cause.
/// - A badge that moved on its cell follows the cell's size; a nested collection's frame, content
///   width and what shows of it follow the cell and the nested collection's own causes.
/// - A diagnostic about a segment follows from a cause in that segment (a cell cut off beyond
///   the content size, from any geometry; one about the whole screen, from any cause); one that
///   nothing explains is a cause of its own, since an answer the layout corrected shows only
///   there (`error item-wider-than-section new in "S0"`: IGListKit narrows a cell wider than its
///   section, and the diagnostic keeps what the sub-controller answered).
/// - A chrome band changes the scroll area's height: on a screen that scrolls sideways that is
///   the length across, so it moves and sizes the segments across, and explains a height by as
///   much as the area grew (as a device's width explains widths).
struct CauseFinder {
    private let diff: LayoutDiff
    private let vertical: Bool
    private var causes: [ChangeCause] = []
    private var index: [String: Int] = [:]
    /// Each cause's values and segments as sets, beside the ordered lists the cause keeps, so
    /// that adding one is constant time however many a cause has.
    private var seenValues: [Set<String>] = []
    private var seenSegments: [Set<String>] = []
    /// How a cause names each segment of the new layout and of the old one (`label(_:)`),
    /// worked out once: a label counts the segments of its name.
    private let newLabels: [String]
    private let oldLabels: [String]
    /// Segment positions (`SegmentRef.position`) whose geometry one of the causes changed.
    private var geometric: Set<Int> = []
    /// Segment positions whose items' widths (heights, sideways) a cause explains whatever they are.
    private var across: Set<Int> = []
    /// Segment positions whose inset or interitem spacing changed: how much more space across
    /// they took (a width may narrow by that much) and gave back (it may widen by that much).
    private var spaceTaken: [Int: (more: Double, less: Double)] = [:]
    /// How much more room there is across: the screen's width (a device change), or the scroll
    /// area's height on a screen that scrolls sideways (a chrome change).
    private var deviceWider: Double?
    /// Segment positions whose items' heights a cause explains.
    private var along: Set<Int> = []
    /// The kinds of the causes in each segment position.
    private var located: [Int: Set<ChangeCause.Kind>] = [:]
    /// Segment positions with an item whose width (height, sideways) is a cause of its own.
    private var acrossSized: Set<Int> = []
    /// Items added or removed, by segment position and item index (new, or old when removed).
    private var addedItems: Set<[Int]> = []
    private var removedItems: Set<[Int]> = []
    /// Items whose size changed, by segment position and item index.
    private var resized: Set<[Int]> = []
    /// Items whose nested collection had a cause of its own.
    private var nestedCaused: Set<[Int]> = []
    private var everything = false
    /// Whether the layout direction turned: positions mirrored, a mirrored segment's side insets
    /// swapped, no size changed.
    private var turned: Bool { diff.old.layoutDirection != diff.new.layoutDirection }
    /// Whether a change explains any width (text size, style, directions, inset reference).
    private var anyWidth = false
    private var insetReference = false
    private var chrome = false

    private init(diff: LayoutDiff) {
        self.diff = diff
        vertical = diff.new.direction == .vertical
        newLabels = Self.labels(of: diff.new.segments)
        oldLabels = Self.labels(of: diff.old.segments)
    }

    /// The causes of `diff`, in the order its change list names them.
    static func causes(of diff: LayoutDiff) -> [ChangeCause] {
        var finder = CauseFinder(diff: diff)
        finder.findAnswers()
        finder.findSizes()
        finder.findConsequences()
        return finder.causes
    }

    // MARK: Answers

    /// The causes that are answers in themselves.
    private mutating func findAnswers() {
        if !vertical, diff.old.device == diff.new.device {
            let grew = Same.delta(diff.old.scrollArea.height, diff.new.scrollArea.height)
            if grew != 0 { deviceWider = grew }
        }
        let deviceChanged = diff.changes.contains { if case .device = $0 { true } else { false } }
        var counts: [Int: (ref: SegmentRef, added: Int, removed: Int)] = [:]
        for change in diff.changes {
            switch change {
            case .screenName:
                add(.screenName, ChangeLine(change).single)
            case .device(let old, let new):
                add(.device, ChangeLine(change).single)
                everything = true
                deviceWider = vertical ? new.size.width - old.size.width : new.size.height - old.size.height
            case .layoutDirection:
                add(.layoutDirection, ChangeLine(change).single)
            case .style, .direction, .contentSizeCategory:
                add(kind(of: change), ChangeLine(change).single)
                everything = true
                anyWidth = true
            case .sectionInsetReference, .rootView:
                add(.insetReference, ChangeLine(change).single)
                insetReference = true
                anyWidth = true
            case .chromeAdded(let band):
                chrome = true
                // A device brings its own status bar and home indicator.
                if deviceChanged, Self.deviceOwned.contains(band.kind) { continue }
                let title = band.title.map { " " + Wording.quoted($0) } ?? ""
                add(.chrome, "chrome \(band.kind.rawValue)\(title) added (height \(number(band.frame.height)))")
            case .chromeRemoved(let band):
                chrome = true
                if deviceChanged, Self.deviceOwned.contains(band.kind) { continue }
                add(.chrome, "chrome \(band.kind.rawValue) removed")
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
                add(.segment, "segment \(label(ref)) added", geometryAt: ref)
                located[ref.position, default: []].insert(.segment)
            case .segmentRemoved(let ref, _, _):
                add(.segment, "segment \(label(ref)) removed", geometryAt: ref)
            case .segmentReordered(let ref, let oldIndex):
                // Every segment between its old and its new place moved with it.
                var from = ref
                from.position = Swift.min(ref.position, 2 * oldIndex)
                add(.segment, "segment \(label(ref)) reordered", geometryAt: from)
            case .segmentInset(let ref, let old, let new):
                // Turned to the other reading direction, a mirrored segment's insets show swapped.
                if turned, Same.insets(EdgeInsets(top: old.top, left: old.right, bottom: old.bottom, right: old.left), new) { continue }
                add(.inset, "inset " + Wording.insetsChange(old, new), in: ref)
                let taken = vertical ? (new.left + new.right) - (old.left + old.right) : (new.top + new.bottom) - (old.top + old.bottom)
                take(taken, at: ref)
                if isCompositional(ref) { explainSizes(at: ref) }
            case .lineSpacing(let ref, let old, let new):
                add(.lineSpacing, "line spacing \(number(old)) → \(number(new))", in: ref)
                if isCompositional(ref) { explainSizes(at: ref) }
            case .interitemSpacing(let ref, let old, let new):
                add(.interitemSpacing, "interitem spacing \(number(old)) → \(number(new))", in: ref)
                take(new - old, at: ref)
                if isCompositional(ref) { explainSizes(at: ref) }
            case .groupTree(let ref, let old, let new):
                add(.group, "group \(old) → \(new)", in: ref)
                explainSizes(at: ref)
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
            case .itemAdded(let ref, let item, _):
                counts[ref.position, default: (ref, 0, 0)].added += 1
                addedItems.insert([ref.position, item.index])
            case .itemRemoved(let ref, let item, _):
                counts[ref.position, default: (ref, 0, 0)].removed += 1
                removedItems.insert([ref.position, item.index])
            case .itemCellType(let ref, _, let old, let new):
                add(.cellType, "\(label(ref)) cell type \(Wording.quoted(old)) → \(Wording.quoted(new))")
            case .itemText(let ref, _, _, _):
                add(.texts, "\(label(ref)) texts changed")
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
            add(.items, "\(label(ref)) items \(now - count.added + count.removed) → \(now)")
            geometric.insert(position)
            located[position, default: []].insert(.items)
        }
    }

    /// The chrome a device brings with it.
    private static let deviceOwned: Set<ChromeBand.Kind> = [.statusBar, .homeIndicator]

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

    private mutating func take(_ space: Double, at ref: SegmentRef) {
        var taken = spaceTaken[ref.position] ?? (0, 0)
        if space > 0 { taken.more += space } else { taken.less -= space }
        spaceTaken[ref.position] = taken
    }

    /// A segment whose every size the cause explains (its group tree; a compositional section's
    /// fractions).
    private mutating func explainSizes(at ref: SegmentRef) {
        across.insert(ref.position)
        along.insert(ref.position)
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
        let segment = label(ref)
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
                add(.nested, "\(cell) nested \(Wording.quoted(nestedItem.cellType)) width", old.width, new.width, in: ref)
            }
            if !Same.number(old.height, new.height) {
                add(.nested, "\(cell) nested \(Wording.quoted(nestedItem.cellType)) height", old.height, new.height, in: ref)
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
                let acrossChange = Same.delta(acrossLength(old), acrossLength(new))
                if acrossChange != 0, !explainsAcross(ref, by: acrossChange) {
                    add(.size, "\(cell) \(acrossName)", acrossLength(old), acrossLength(new), in: ref)
                    acrossSized.insert(ref.position)
                }
                if !Same.number(alongLength(old), alongLength(new)),
                    !explainsAlong(ref, item: item.index, acrossExplained: explainsAcross(ref, by: acrossChange))
                {
                    add(.size, "\(cell) \(alongName)", alongLength(old), alongLength(new), in: ref)
                }
                if !Same.size(old.size, new.size) { geometric.insert(ref.position) }
            case .header(let ref, let old?, let new?), .footer(let ref, let old?, let new?):
                let acrossChange = Same.delta(acrossLength(old), acrossLength(new))
                if acrossChange != 0, !explainsAcross(ref, by: acrossChange) {
                    let kind: ChangeCause.Kind = if case .header = change { .header } else { .footer }
                    let name = "\(kind.rawValue) \(vertical ? "width" : "height")"
                    add(kind, name, acrossLength(old), acrossLength(new), in: ref)
                }
            case .badge(let ref, let item, let kind, let old, let new):
                let what = "\(Wording.quoted(item.cellType)) badge \(Wording.quoted(kind))"
                switch (old, new) {
                // A badge comes and goes with its cell.
                case (nil, _?): if !addedItems.contains([ref.position, item.index]) { add(.badge, "\(what) added", in: ref) }
                case (_?, nil): if !removedItems.contains([ref.position, item.index]) { add(.badge, "\(what) removed", in: ref) }
                default:
                    // An anchored badge moves on its cell when the cell resizes.
                    if !resized.contains([ref.position, item.index]), !everything, !turned { add(.badge, "\(what) moved on its cell", in: ref) }
                }
            default:
                continue
            }
        }
    }

    /// Whether a width (a height, sideways) that changed by `change` follows from a cause: the
    /// space its segment's inset and spacing took, in the direction they took it, or the device's
    /// new width, each by at most as much (and 1 point of rounding); or a cause that explains any.
    private func explainsAcross(_ ref: SegmentRef, by change: Double) -> Bool {
        if anyWidth || across.contains(ref.position) { return true }
        // What the causes could do: narrow by the space taken or the room lost, widen by the
        // space given back or the room gained.
        let taken = spaceTaken[ref.position]
        let wider = deviceWider ?? 0
        guard taken != nil || wider != 0 else { return false }
        let low = -(taken?.more ?? 0) + Swift.min(0, wider) - 1
        let high = (taken?.less ?? 0) + Swift.max(0, wider) + 1
        return change >= low - 1e-9 && change <= high + 1e-9
    }

    /// Whether a height (a width, sideways) follows from a cause: the group tree, or in a
    /// compositional section whatever explains its width, unless the cell sized itself.
    private func explainsAlong(_ ref: SegmentRef, item: Int, acrossExplained: Bool) -> Bool {
        if along.contains(ref.position) { return !isFitted(ref, item: item) }
        guard isCompositional(ref), anyWidth || everything || acrossExplained || spaceTaken[ref.position] != nil else { return false }
        return !isFitted(ref, item: item)
    }

    private func isFitted(_ ref: SegmentRef, item: Int) -> Bool {
        isCompositional(ref) && diff.new.segments[ref.index].composition?.fitted.contains(item) == true
    }

    // MARK: Consequences

    /// The causes in its own segment that a diagnostic of `kind` can follow from.
    private static func explainers(of kind: Diagnostic.Kind) -> Set<ChangeCause.Kind> {
        switch kind {
        case .itemWiderThanSection: [.inset, .interitemSpacing, .size, .items, .group, .segment]
        case .invalidSize: [.size, .items, .group, .header, .footer, .segment]
        case .invalidInset: [.inset, .segment]
        case .invalidSpacing: [.lineSpacing, .interitemSpacing, .group, .segment]
        case .invalidCount, .emptySegment: [.items, .header, .footer, .segment]
        case .offPixelGrid: [.inset, .lineSpacing, .interitemSpacing, .size, .items, .header, .footer, .group, .segment]
        case .nestedItem: [.nested, .size, .segment]
        case .beyondContentSize, .screenTooLarge, .unsupportedOption: Set(ChangeCause.Kind.allCases)
        }
    }

    /// Diagnostics no cause in their segment explains: each a cause of its own.
    private mutating func findDiagnostics() {
        let anyCause = !causes.isEmpty
        for change in diff.changes {
            let (diagnostic, ref, status): (Diagnostic, SegmentRef?, String)
            switch change {
            case .diagnosticNew(let found, let at): (diagnostic, ref, status) = (found, at, "new")
            case .diagnosticResolved(let found, let at): (diagnostic, ref, status) = (found, at, "resolved")
            case .diagnosticChanged(_, let found, let at): (diagnostic, ref, status) = (found, at, "changed")
            default: continue
            }
            if everything || insetReference { continue }
            // Right to left brings its own warnings (what is not measured).
            if turned, diagnostic.kind == .unsupportedOption { continue }
            if let ref {
                var kinds = located[ref.position] ?? []
                // A cell too wide for its section follows from a width, not a height.
                if diagnostic.kind == .itemWiderThanSection, !acrossSized.contains(ref.position) { kinds.remove(.size) }
                let explainers = Self.explainers(of: diagnostic.kind)
                // Items added explain a diagnostic of a new item only.
                let itemAdded = diagnostic.item.map { addedItems.contains([ref.position, $0]) } ?? true
                if !kinds.isDisjoint(with: explainers.subtracting(itemAdded ? [] : [.items])) { continue }
                if diagnostic.kind == .beyondContentSize, !geometric.isEmpty { continue }
                add(.diagnostic, "\(diagnostic.severity.rawValue) \(diagnostic.kind.rawValue) \(status)", in: ref)
            } else if !anyCause {
                add(.diagnostic, "\(diagnostic.severity.rawValue) \(diagnostic.kind.rawValue) \(status)")
            }
        }
    }

    /// The changes no cause explains: one cause, `unexplained:`, whose values are their lines.
    private mutating func findConsequences() {
        findDiagnostics()
        let firstGeometric = geometric.min()
        let anyCause = !causes.isEmpty
        // Sideways, a chrome band's height is room across: everything reflows.
        let reflowed = everything || turned || insetReference || (chrome && !vertical)
        func movedBy(_ ref: SegmentRef) -> Bool {
            reflowed || (firstGeometric.map { $0 <= ref.position } ?? false)
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
            return everything || insetReference || (chrome && !vertical) || !geometric.isEmpty
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
                // Nested cells sit inside their cell: a new cell size moves them (a row is centred).
                let here = [ref.position, item.index]
                return Same.point(old.origin, new.origin) || everything || nestedCaused.contains(here) || resized.contains(here)
            default:
                return true
            }
        case .diagnosticNew, .diagnosticResolved, .diagnosticChanged:
            return true  // `findDiagnostics` named the ones nothing explains
        default:
            // Every other change is an answer, named by `findAnswers`.
            return true
        }
    }

    // MARK: Building

    /// How a cause names a segment: its quoted name, and which of the segments of that name it is
    /// when the screen has several (`"OneLabelSC" #2`), counted in the layout the segment is in.
    private func label(_ ref: SegmentRef) -> String {
        let labels = ref.position % 2 != 0 ? oldLabels : newLabels
        return labels.indices.contains(ref.index) ? labels[ref.index] : Wording.quoted(ref.name)
    }

    /// Each segment's label, in one pass to count the names and one to number them.
    private static func labels(of segments: [LayoutSegment]) -> [String] {
        var counts: [String: Int] = [:]
        for segment in segments { counts[segment.name, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return segments.map { segment in
            let name = Wording.quoted(segment.name)
            guard counts[segment.name, default: 0] > 1 else { return name }
            seen[segment.name, default: 0] += 1
            return "\(name) #\(seen[segment.name, default: 0])"
        }
    }

    private func number(_ value: Double) -> String { NumberFormat.exact(value) }
    private func change(_ old: Double, _ new: Double) -> String { "\(number(old)) → \(number(new))" }
    private func alongLength(_ rect: Rect) -> Double { vertical ? rect.height : rect.width }
    private func acrossLength(_ rect: Rect) -> Double { vertical ? rect.width : rect.height }

    /// A size that changed from `old` to `new`: keyed by the change, so the same edit on every
    /// device is one cause whatever the sizes were (`"Cell" height 240 → 260 (+20)`).
    private mutating func add(_ kind: ChangeCause.Kind, _ subject: String, _ old: Double, _ new: Double, in ref: SegmentRef) {
        let delta = Same.delta(old, new)
        let qualifier = (delta > 0 ? "+" : "") + number(delta)
        add(kind, subject + " " + qualifier, value: change(old, new), in: ref)
        if let position = index[subject + " " + qualifier] { causes[position].qualifier = qualifier }
    }

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
            seenValues.append([])
            seenSegments.append([])
        }
        if let value, seenValues[position].insert(value).inserted { causes[position].values.append(value) }
        if let ref {
            let name = label(ref)
            if seenSegments[position].insert(name).inserted { causes[position].segments.append(name) }
            if Self.geometryKinds.contains(kind) { geometric.insert(ref.position) }
            if kind != .diagnostic { located[ref.position, default: []].insert(kind) }
        }
    }

    /// A cause of the segment's own geometry that names the segment in its key.
    private mutating func add(_ kind: ChangeCause.Kind, _ key: String, geometryAt ref: SegmentRef) {
        add(kind, key)
        geometric.insert(ref.position)
    }
}
