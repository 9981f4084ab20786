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
///   widths (a cell sized to the screen follows it); a style whose options alone changed explains
///   only what those options can do (`LayoutStyle.reach`); an answered height that changes with them
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
/// - Across: a segment's inset or interitem spacing, and the device's width, explain an item's
///   width only when it is exactly the share of the room they predict for the items of its line
///   (`LineShare`: 4 more points of inset narrow each of 4 cells by 1, one full-width cell by 4,
///   to the whole point or the pixel; issue 39). Anything else is the item's own cause, however
///   small: from frames alone "the code uses the inset" and "someone also changed the width" look
///   alike, so a width the rule does not predict is never absorbed, and what a cause does absorb
///   is listed with it (`ChangeCause.consequences`). A header or footer is a line of one, which
///   the inset may or may not narrow. A group tree, the text size, the style, the direction and
///   the inset reference explain any width.
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
    /// Each cause's values and segments, gathered in constant time an addition however many a
    /// cause has, and set on the causes when all are found.
    private var values: [DistinctList] = []
    private var segments: [DistinctList] = []
    /// How a cause names each segment of the new layout and of the old one (`label(_:)`),
    /// worked out once: a label counts the segments of its name.
    private let newLabels: [String]
    private let oldLabels: [String]
    /// Which of the segments of its name each is (1, 2…; 0 when it is the only one).
    private let newOccurrences: [Int]
    private let oldOccurrences: [Int]
    /// Segment positions (`SegmentRef.position`) whose geometry one of the causes changed.
    private var geometric: Set<Int> = []
    /// Segment positions whose items' widths (heights, sideways) a cause explains whatever they are.
    private var across: Set<Int> = []
    /// Segment positions whose inset changed: how many more points across it takes.
    private var insetTaken: [Int: Double] = [:]
    /// Segment positions whose interitem spacing changed: how many points each gap grew.
    private var gapGrew: [Int: Double] = [:]
    /// The lines of the new layout's segments, for what a change of room predicts.
    private var share: LineShare
    /// How much more room there is across: the screen's width (a device change), or the scroll
    /// area's height on a screen that scrolls sideways (a chrome change).
    private var deviceWider: Double?
    /// Segment positions whose items' heights a cause explains.
    private var along: Set<Int> = []
    /// The kinds of the causes in each segment position.
    private var located: [Int: Set<ChangeCause.Kind>] = [:]
    /// The causes (their indices in `causes`) of each segment position, in the order found.
    private var causesAt: [Int: [Int]] = [:]
    /// The causes of the whole screen (device, style, chrome, text size…), in the order found.
    private var screenCauses: [Int] = []
    /// Changes (indices in `diff.changes`) that are causes in themselves: a diagnostic nothing
    /// explains, an item whose size is its own cause and that did not move.
    private var causesInThemselves: Set<Int> = []
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
    /// A layout option changed that moves headers or what follows a section, and resizes nothing (`LayoutStyle.reach`).
    private var optionsMove = false
    /// IGListKit's stretch to the edge was switched on (1: widths may grow by up to 1 pt) or off
    /// (-1: they may shrink by as much); 0 when it was not switched.
    private var stretched: Double = 0
    /// The UIKit release whose pixel rules a compositional layout follows changed (`UIKitVersion`):
    /// every frame may land a pixel elsewhere, so a background's inset may move by less than one.
    private var pixelRulesChanged = false
    private var insetReference = false
    private var chrome = false

    private init(diff: LayoutDiff) {
        self.diff = diff
        vertical = diff.new.direction == .vertical
        share = LineShare(layout: diff.new)
        newOccurrences = Self.occurrences(of: diff.new.segments)
        oldOccurrences = Self.occurrences(of: diff.old.segments)
        newLabels = zip(diff.new.segments, newOccurrences).map { Self.label($0, occurrence: $1) }
        oldLabels = zip(diff.old.segments, oldOccurrences).map { Self.label($0, occurrence: $1) }
    }

    /// The causes of `diff`, in the order its change list names them.
    static func causes(of diff: LayoutDiff) -> [ChangeCause] {
        var finder = CauseFinder(diff: diff)
        finder.findAnswers()
        finder.findSizes()
        let consequences = finder.findConsequences()
        finder.attribute(consequences)
        for index in finder.causes.indices {
            finder.causes[index].values = finder.values[index].elements
            finder.causes[index].segments = finder.segments[index].elements
        }
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
                add(.screenName, ChangeLine(change).single, subject: ChangeCause.subject(of: change))
            case .device(let old, let new):
                add(.device, ChangeLine(change).single, subject: ChangeCause.subject(of: change))
                everything = true
                deviceWider = vertical ? new.size.width - old.size.width : new.size.height - old.size.height
            case .layoutDirection:
                add(.layoutDirection, ChangeLine(change).single, subject: ChangeCause.subject(of: change))
            case .style(let old, let new):
                add(.style, ChangeLine(change).single, subject: ChangeCause.subject(of: change))
                let reach = LayoutStyle.reach(old, new)
                if reach.contains(.everything) {
                    everything = true
                    anyWidth = true
                }
                optionsMove = optionsMove || reach.contains(.moves)
                // Switched on, stretching widens items by up to 1 pt; switched off, it narrows them back.
                if reach.contains(.stretch), case .listKit(let options) = new { stretched = options.stretchToEdge ? 1 : -1 }
                pixelRulesChanged = old.id == new.id && LayoutStyle.fieldChanges(old, new).contains { $0.name == "uikit" }
            case .direction, .contentSizeCategory:
                add(kind(of: change), ChangeLine(change).single, subject: ChangeCause.subject(of: change))
                everything = true
                anyWidth = true
            case .underBars:
                // The bounds a top-level group's fractionalHeight refers to (compositional).
                add(.chrome, ChangeLine(change).single, subject: ChangeCause.subject(of: change))
                everything = true
            case .sectionInsetReference, .rootView:
                add(.insetReference, ChangeLine(change).single, subject: ChangeCause.subject(of: change))
                insetReference = true
                anyWidth = true
            case .chromeAdded(let band):
                chrome = true
                // A device brings its own status bar and home indicator.
                if deviceChanged, Self.deviceOwned.contains(band.kind) { continue }
                let title = band.title.map { " " + Wording.quoted($0) } ?? ""
                add(
                    .chrome, "chrome \(band.kind.rawValue)\(title) added (height \(number(band.frame.height)))",
                    subject: [band.kind.rawValue, "added", band.title ?? "", number(band.frame.height)])
            case .chromeRemoved(let band):
                chrome = true
                if deviceChanged, Self.deviceOwned.contains(band.kind) { continue }
                add(.chrome, "chrome \(band.kind.rawValue) removed", subject: [band.kind.rawValue, "removed"])
            case .chromeChanged(let old, let new):
                if old.title != new.title {
                    add(
                        .chrome, "chrome \(new.kind.rawValue) title \(Wording.text(old.title)) → \(Wording.text(new.title))",
                        subject: [new.kind.rawValue, "title", old.title ?? "", new.title ?? "", old.title == nil ? "-" : "+", new.title == nil ? "-" : "+"])
                }
                // A new device brings its own status bar and safe areas: the heights follow it.
                if !deviceChanged, !Same.number(old.frame.height, new.frame.height) {
                    add(
                        .chrome, "chrome \(new.kind.rawValue) height \(number(old.frame.height)) → \(number(new.frame.height))",
                        subject: [new.kind.rawValue, "height", number(old.frame.height), number(new.frame.height)])
                }
                chrome = true
            case .segmentAdded(let ref, _, _):
                add(.segment, "segment \(label(ref)) added", subject: segmentTokens(ref) + ["added"], geometryAt: ref)
                located[ref.position, default: []].insert(.segment)
            case .segmentRemoved(let ref, _, _):
                add(.segment, "segment \(label(ref)) removed", subject: segmentTokens(ref) + ["removed"], geometryAt: ref)
            case .segmentReordered(let ref, let oldIndex):
                // Every segment between its old and its new place moved with it.
                var from = ref
                from.position = Swift.min(ref.position, 2 * oldIndex)
                add(.segment, "segment \(label(ref)) reordered", subject: segmentTokens(ref) + ["reordered"], geometryAt: from)
            case .segmentInset(let ref, let old, let new):
                // Turned to the other reading direction, a mirrored segment's insets show swapped.
                if turned, Same.insets(EdgeInsets(top: old.top, left: old.right, bottom: old.bottom, right: old.left), new) { continue }
                add(.inset, "inset " + Wording.insetsChange(old, new), subject: ChangeCause.insetSubject(old, new), in: ref)
                let taken = vertical ? (new.left + new.right) - (old.left + old.right) : (new.top + new.bottom) - (old.top + old.bottom)
                insetTaken[ref.position, default: 0] += taken
                if isCompositional(ref) { explainSizes(at: ref) }
            case .lineSpacing(let ref, let old, let new):
                add(.lineSpacing, "line spacing \(number(old)) → \(number(new))", subject: [number(old), number(new)], in: ref)
                if isCompositional(ref) { explainSizes(at: ref) }
            case .interitemSpacing(let ref, let old, let new):
                add(.interitemSpacing, "interitem spacing \(number(old)) → \(number(new))", subject: [number(old), number(new)], in: ref)
                gapGrew[ref.position, default: 0] += new - old
                if isCompositional(ref) { explainSizes(at: ref) }
            case .groupTree(let ref, let old, let new):
                add(.group, "group \(old) → \(new)", subject: [old, new], in: ref)
                explainSizes(at: ref)
            case .header(let ref, let old, let new):
                supplementary(.header, ref, old, new)
            case .footer(let ref, let old, let new):
                supplementary(.footer, ref, old, new)
            case .background(let ref, let old, let new, _):
                switch (old, new) {
                case (nil, _?): add(.background, "background added", subject: ["added"], in: ref)
                case (_?, nil): add(.background, "background removed", subject: ["removed"], in: ref)
                case let (old?, new?):
                    let pixel = 1 / Swift.max(1, diff.new.device.scale) + 1e-9
                    let edges = [(old.top, new.top), (old.left, new.left), (old.bottom, new.bottom), (old.right, new.right)]
                    if pixelRulesChanged, edges.allSatisfy({ abs($0.0 - $0.1) < pixel }) { continue }
                    add(.background, "background inset " + Wording.insetsChange(old, new), subject: ChangeCause.insetSubject(old, new), in: ref)
                case (nil, nil): break
                }
            case .itemAdded(let ref, let item, _):
                counts[ref.position, default: (ref, 0, 0)].added += 1
                addedItems.insert([ref.position, item.index])
            case .itemRemoved(let ref, let item, _):
                counts[ref.position, default: (ref, 0, 0)].removed += 1
                removedItems.insert([ref.position, item.index])
            case .itemCellType(let ref, _, let old, let new):
                add(
                    .cellType, "\(label(ref)) cell type \(Wording.quoted(old)) → \(Wording.quoted(new))", subject: segmentTokens(ref) + [old, new],
                    keyNames: ref)
            case .itemText(let ref, _, _, _):
                add(.texts, "\(label(ref)) texts changed", subject: segmentTokens(ref), keyNames: ref)
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
            let was = now - count.added + count.removed
            add(.items, "\(label(ref)) items \(was) → \(now)", subject: segmentTokens(ref) + [String(was), String(now)], geometryAt: ref)
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
        case let (nil, new?): add(kind, "\(name) added (\(axis) \(number(alongLength(new))))", subject: ["added", axis, number(alongLength(new))], in: ref)
        case (_?, nil): add(kind, "\(name) removed", subject: ["removed"], in: ref)
        case let (old?, new?) where !Same.number(alongLength(old), alongLength(new)):
            add(
                kind, "\(name) \(axis) \(number(alongLength(old))) → \(number(alongLength(new)))",
                subject: [axis, number(alongLength(old)), number(alongLength(new))], in: ref)
        default: return
        }
    }

    private mutating func nestedAnswer(_ change: NestedChange, _ ref: SegmentRef, _ item: ItemRef) {
        let cell = Wording.quoted(item.cellType)
        let segment = label(ref)
        let here = [ref.position, item.index]
        let named = segmentTokens(ref) + [item.cellType]
        switch change {
        case .added: add(.nested, "\(segment) \(cell) nested collection added", subject: named + ["added"], keyNames: ref)
        case .removed: add(.nested, "\(segment) \(cell) nested collection removed", subject: named + ["removed"], keyNames: ref)
        case .contentInset(let old, let new):
            add(
                .nested, "\(cell) nested content inset " + Wording.insetsChange(old, new),
                subject: [item.cellType, "content-inset"] + ChangeCause.insetSubject(old, new), in: ref)
        case .lineSpacing(let old, let new):
            add(
                .nested, "\(cell) nested line spacing \(number(old)) → \(number(new))", subject: [item.cellType, "line-spacing", number(old), number(new)],
                in: ref)
        case .interitemSpacing(let old, let new):
            add(
                .nested, "\(cell) nested interitem spacing \(number(old)) → \(number(new))",
                subject: [item.cellType, "interitem-spacing", number(old), number(new)], in: ref)
        case .sectionInset(let old, let new):
            add(
                .nested, "\(cell) nested section inset " + Wording.insetsChange(old, new),
                subject: [item.cellType, "section-inset"] + ChangeCause.insetSubject(old, new), in: ref)
        case .itemAdded, .itemRemoved: add(.nested, "\(segment) \(cell) nested items changed", subject: named + ["items"], keyNames: ref)
        case .itemCellType(_, let old, let new):
            add(
                .nested, "\(segment) \(cell) nested cell type \(Wording.quoted(old)) → \(Wording.quoted(new))", subject: named + ["cell-type", old, new],
                keyNames: ref)
        case .itemText: add(.nested, "\(segment) \(cell) nested texts changed", subject: named + ["texts"], keyNames: ref)
        case .itemFrame(let nestedItem, let old, let new):
            // A nested item's size is the embedded collection's answer; its place follows the others.
            guard !everything else { return }
            if !Same.number(old.width, new.width) {
                add(
                    .nested, "\(cell) nested \(Wording.quoted(nestedItem.cellType)) width", subject: [item.cellType, nestedItem.cellType, "width"], old.width,
                    new.width, in: ref)
            }
            if !Same.number(old.height, new.height) {
                add(
                    .nested, "\(cell) nested \(Wording.quoted(nestedItem.cellType)) height", subject: [item.cellType, nestedItem.cellType, "height"],
                    old.height, new.height, in: ref)
            }
            if Same.size(old.size, new.size) { return }
        case .frame, .contentWidth, .itemVisibility: return
        }
        nestedCaused.insert(here)
    }

    // MARK: Sizes

    /// Items whose size no cause explains: each is a cause with its values.
    private mutating func findSizes() {
        for (index, change) in diff.changes.enumerated() {
            switch change {
            case .itemFrame(let ref, let item, let old, let new):
                let cell = Wording.quoted(item.cellType)
                let (acrossName, alongName) = vertical ? ("width", "height") : ("height", "width")
                let acrossExplained = explainsAcross(ref, item: item.index, from: acrossLength(old), to: acrossLength(new))
                var ownCause = false
                if !Same.number(acrossLength(old), acrossLength(new)), !acrossExplained {
                    add(.size, "\(cell) \(acrossName)", subject: [item.cellType, acrossName], acrossLength(old), acrossLength(new), in: ref)
                    acrossSized.insert(ref.position)
                    ownCause = true
                }
                if !Same.number(alongLength(old), alongLength(new)), !explainsAlong(ref, item: item.index, acrossExplained: acrossExplained) {
                    add(.size, "\(cell) \(alongName)", subject: [item.cellType, alongName], alongLength(old), alongLength(new), in: ref)
                    ownCause = true
                }
                if ownCause, Same.point(old.origin, new.origin) { causesInThemselves.insert(index) }
                if !Same.size(old.size, new.size) { geometric.insert(ref.position) }
            case .header(let ref, let old?, let new?), .footer(let ref, let old?, let new?):
                if !explainsAcross(ref, from: acrossLength(old), to: acrossLength(new)) {
                    let kind: ChangeCause.Kind = if case .header = change { .header } else { .footer }
                    let name = "\(kind.rawValue) \(vertical ? "width" : "height")"
                    add(kind, name, subject: [vertical ? "width" : "height"], acrossLength(old), acrossLength(new), in: ref)
                }
            case .badge(let ref, let item, let kind, let old, let new):
                let what = "\(Wording.quoted(item.cellType)) badge \(Wording.quoted(kind))"
                switch (old, new) {
                // A badge comes and goes with its cell.
                case (nil, _?):
                    if !addedItems.contains([ref.position, item.index]) { add(.badge, "\(what) added", subject: [item.cellType, kind, "added"], in: ref) }
                case (_?, nil):
                    if !removedItems.contains([ref.position, item.index]) {
                        add(.badge, "\(what) removed", subject: [item.cellType, kind, "removed"], in: ref)
                    }
                default:
                    // An anchored badge moves on its cell when the cell resizes.
                    if !resized.contains([ref.position, item.index]), !everything, !turned {
                        add(.badge, "\(what) moved on its cell", subject: [item.cellType, kind, "moved"], in: ref)
                    }
                }
            default:
                continue
            }
        }
    }

    /// Whether an item's width (height, sideways) is what the causes of its segment predict
    /// (`LineShare`), or a cause explains any width.
    private mutating func explainsAcross(_ ref: SegmentRef, item: Int, from old: Double, to new: Double) -> Bool {
        Same.number(old, new) || anyWidth || across.contains(ref.position) || (stretched != 0 && (new - old) * stretched > 0 && abs(new - old) <= 1)
            || share.explains(from: old, to: new, item: item, at: ref, room: room(at: ref))
    }

    /// A header's or footer's: a line of one, sized to the room with or without the inset.
    private func explainsAcross(_ ref: SegmentRef, from old: Double, to new: Double) -> Bool {
        if Same.number(old, new) || anyWidth || across.contains(ref.position) { return true }
        var room = room(at: ref)
        if LineShare.predicts(from: old, to: new, lineLength: 1, room: room, scale: diff.new.device.scale) { return true }
        room.insetTaken = 0
        return LineShare.predicts(from: old, to: new, lineLength: 1, room: room, scale: diff.new.device.scale)
    }

    /// How the room across changed for segment position `ref.position`.
    private func room(at ref: SegmentRef) -> LineShare.Room {
        LineShare.Room(deviceWider: deviceWider ?? 0, insetTaken: insetTaken[ref.position] ?? 0, gapGrew: gapGrew[ref.position] ?? 0)
    }

    /// Whether a height (a width, sideways) follows from a cause: the group tree, or in a
    /// compositional section whatever explains its width, unless the cell sized itself.
    private func explainsAlong(_ ref: SegmentRef, item: Int, acrossExplained: Bool) -> Bool {
        if along.contains(ref.position) { return !isFitted(ref, item: item) }
        let spaceChanged = insetTaken[ref.position] != nil || gapGrew[ref.position] != nil
        guard isCompositional(ref), anyWidth || everything || acrossExplained || spaceChanged else { return false }
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
        for (index, change) in diff.changes.enumerated() {
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
                // A cell too wide for its section follows from a width, not a height, and from an
                // inset or spacing only when it took room across (gave it back, for one resolved).
                if diagnostic.kind == .itemWiderThanSection {
                    if !acrossSized.contains(ref.position) { kinds.remove(.size) }
                    let (inset, gaps) = (insetTaken[ref.position] ?? 0, gapGrew[ref.position] ?? 0)
                    let took = status == "new" ? inset > 0 || gaps > 0 : status == "resolved" ? inset < 0 || gaps < 0 : inset != 0 || gaps != 0
                    if !took {
                        kinds.remove(.inset)
                        kinds.remove(.interitemSpacing)
                    }
                }
                let explainers = Self.explainers(of: diagnostic.kind)
                // Items added explain a diagnostic of a new item only.
                let itemAdded = diagnostic.item.map { addedItems.contains([ref.position, $0]) } ?? true
                if !kinds.isDisjoint(with: explainers.subtracting(itemAdded ? [] : [.items])) { continue }
                if diagnostic.kind == .beyondContentSize, !geometric.isEmpty { continue }
                add(
                    .diagnostic, "\(diagnostic.severity.rawValue) \(diagnostic.kind.rawValue) \(status)",
                    subject: [diagnostic.severity.rawValue, diagnostic.kind.rawValue, status], in: ref)
                causesInThemselves.insert(index)
            } else if !anyCause {
                add(
                    .diagnostic, "\(diagnostic.severity.rawValue) \(diagnostic.kind.rawValue) \(status)",
                    subject: [diagnostic.severity.rawValue, diagnostic.kind.rawValue, status])
                causesInThemselves.insert(index)
            }
        }
    }

    /// The changes no cause explains: one cause, `unexplained:`, whose values are their lines.
    /// Returns the indices of the changes that are consequences a cause explains (what
    /// `attribute` lists with the causes).
    private mutating func findConsequences() -> [Int] {
        findDiagnostics()
        let firstGeometric = geometric.min()
        let anyCause = !causes.isEmpty
        // Sideways, a chrome band's height is room across: everything reflows.
        let reflowed = everything || optionsMove || turned || insetReference || (chrome && !vertical)
        func movedBy(_ ref: SegmentRef) -> Bool {
            reflowed || (firstGeometric.map { $0 <= ref.position } ?? false)
        }
        var explained: [Int] = []
        for (index, change) in diff.changes.enumerated() where isConsequence(change) && !causesInThemselves.contains(index) {
            if isExplained(change, movedBy: movedBy, anyCause: anyCause) {
                explained.append(index)
            } else {
                add(.unexplained, "unexplained:", subject: [], value: diff.lines[index].single)
            }
        }
        return explained
    }

    /// Whether a change follows from others rather than being an answer of its own: where things
    /// are and how large, what shows, the content size, the diagnostics. A header or footer whose
    /// length along the scroll axis changed is an answer (its cause says so).
    private func isConsequence(_ change: LayoutChange) -> Bool {
        switch change {
        case .scrollArea, .contentInset, .contentSize, .segmentFrame, .itemFrame, .badge, .diagnosticNew, .diagnosticResolved,
            .diagnosticChanged:
            true
        case .header(_, let old?, let new?), .footer(_, let old?, let new?): Same.number(alongLength(old), alongLength(new))
        case .nested(_, _, let nested):
            switch nested {
            case .frame, .contentWidth, .itemVisibility, .itemFrame: true
            default: false
            }
        default: false
        }
    }

    // MARK: Consequences shown with their causes

    /// Gives every explained consequence to its causes (`ConsequenceOwners`), whose
    /// `consequences` then list them (issue 39: a group's line shows everything its cause
    /// absorbed, so nothing is accepted unseen).
    private mutating func attribute(_ consequences: [Int]) {
        guard !causes.isEmpty, !consequences.isEmpty else { return }
        var grewAlong: [Int] = []
        for change in diff.changes {
            switch change {
            case .segmentFrame(let ref, let old, let new) where !Same.number(alongLength(old), alongLength(new)): grewAlong.append(ref.position)
            case .segmentAdded(let ref, _, _), .segmentRemoved(let ref, _, _): grewAlong.append(ref.position)
            default: continue
            }
        }
        let across: Set<String> = vertical ? ["left", "right"] : ["top", "bottom"]
        let acrossOnly = Set(
            causes.indices.filter { index in
                let cause = causes[index]
                if cause.kind == .interitemSpacing { return true }
                guard cause.kind == .inset else { return false }
                // The subject is each changed edge with its old and new values (`insetSubject`).
                let edges = stride(from: 0, to: cause.subject.count, by: 3).map { cause.subject[$0] }
                return !edges.isEmpty && edges.allSatisfy(across.contains)
            })
        var owners = ConsequenceOwners(
            causesAt: causesAt, screenCauses: screenCauses, geometric: geometric.sorted(), grewAlong: grewAlong,
            first: causes.firstIndex { $0.kind != .unexplained } ?? 0)
        owners.acrossOnly = acrossOnly
        var given: [[ChangeLine]] = Array(repeating: [], count: causes.count)
        for index in consequences {
            for owner in owners.of(diff.changes[index]) where causes[owner].kind != .unexplained { given[owner].append(diff.lines[index]) }
        }
        for (index, changes) in given.enumerated() where !changes.isEmpty {
            causes[index].consequences = ConsequenceOwners.lines(of: changes)
        }
    }

    private func isExplained(_ change: LayoutChange, movedBy: (SegmentRef) -> Bool, anyCause: Bool) -> Bool {
        switch change {
        case .scrollArea, .contentInset:
            return everything || chrome
        case .contentSize:
            return everything || optionsMove || insetReference || (chrome && !vertical) || !geometric.isEmpty
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

    /// Which of the segments of its name each segment is, in one pass to count the names and one
    /// to number them: 0 for a name only one segment has.
    private static func occurrences(of segments: [LayoutSegment]) -> [Int] {
        var counts: [String: Int] = [:]
        for segment in segments { counts[segment.name, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return segments.map { segment in
            guard counts[segment.name, default: 0] > 1 else { return 0 }
            seen[segment.name, default: 0] += 1
            return seen[segment.name, default: 0]
        }
    }

    private static func label(_ segment: LayoutSegment, occurrence: Int) -> String {
        let name = Wording.quoted(segment.name)
        return occurrence == 0 ? name : "\(name) #\(occurrence)"
    }

    private func number(_ value: Double) -> String { NumberFormat.exact(value) }
    private func change(_ old: Double, _ new: Double) -> String { "\(number(old)) → \(number(new))" }
    private func alongLength(_ rect: Rect) -> Double { vertical ? rect.height : rect.width }
    private func acrossLength(_ rect: Rect) -> Double { vertical ? rect.width : rect.height }

    /// A size that changed from `old` to `new`: keyed by the change, so the same edit on every
    /// device is one cause whatever the sizes were (`"Cell" height 240 → 260 (+20)`).
    private mutating func add(
        _ kind: ChangeCause.Kind, _ words: String, subject: [String], _ old: Double, _ new: Double, in ref: SegmentRef
    ) {
        let delta = Same.delta(old, new)
        let qualifier = (delta > 0 ? "+" : "") + number(delta)
        let position = add(kind, words + " " + qualifier, subject: subject + [number(delta)], value: change(old, new), in: ref)
        causes[position].qualifier = qualifier
    }

    /// The causes that change where things are in their segment and below it.
    private static let geometryKinds: Set<ChangeCause.Kind> = [.inset, .lineSpacing, .interitemSpacing, .group, .header, .footer, .size]

    /// A cause, once for its subject (`ChangeCause.subject`: what it is as data, which keys it);
    /// `key` is how it reads, `value` joins its values, `ref` its segments. Returns its index.
    @discardableResult
    private mutating func add(
        _ kind: ChangeCause.Kind, _ key: String, subject: [String], value: String? = nil, in ref: SegmentRef? = nil
    ) -> Int {
        let identity = ChangeCause.canonical(kind, subject)
        let position: Int
        if let known = index[identity] {
            position = known
        } else {
            position = causes.count
            index[identity] = position
            causes.append(ChangeCause(kind: kind, key: key, subject: subject))
            values.append(DistinctList())
            segments.append(DistinctList())
        }
        if let value { values[position].add(value) }
        if let ref {
            let name = label(ref)
            segments[position].add(name)
            if Self.geometryKinds.contains(kind) { geometric.insert(ref.position) }
            if kind != .diagnostic { located[ref.position, default: []].insert(kind) }
            place(position, at: ref.position)
        } else if kind != .unexplained, kind != .diagnostic, screenCauses.last != position, !screenCauses.contains(position) {
            screenCauses.append(position)
        }
        return position
    }

    /// A cause of the segment's own geometry that names the segment in its key.
    private mutating func add(_ kind: ChangeCause.Kind, _ key: String, subject: [String], geometryAt ref: SegmentRef) {
        add(kind, key, subject: subject, keyNames: ref)
        geometric.insert(ref.position)
    }

    /// A cause whose key names its segment (`"GoodsSC" items 6 → 8`): the segment's, not the screen's.
    private mutating func add(_ kind: ChangeCause.Kind, _ key: String, subject: [String], keyNames ref: SegmentRef) {
        let position = add(kind, key, subject: subject)
        screenCauses.removeAll { $0 == position }
        place(position, at: ref.position)
    }

    /// A segment as a subject names it: its name, and which of the segments of that name it is
    /// (`"2"`, empty when it is the only one).
    private func segmentTokens(_ ref: SegmentRef) -> [String] {
        let occurrences = ref.position % 2 != 0 ? oldOccurrences : newOccurrences
        let occurrence = occurrences.indices.contains(ref.index) ? occurrences[ref.index] : 0
        return [ref.name, occurrence == 0 ? "" : String(occurrence)]
    }

    /// Notes that cause `position` is one of segment position `segment`'s.
    private mutating func place(_ position: Int, at segment: Int) {
        if causesAt[segment]?.last != position, causesAt[segment]?.contains(position) != true { causesAt[segment, default: []].append(position) }
    }
}
