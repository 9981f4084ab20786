/// The changes inside one kept segment: frame, inset, spacings, header, footer, items.
///
/// Items match by index. A changed cell type is a change of that item, not a removal and an
/// addition. An item (or header, footer) that moved exactly as far as its segment and kept
/// its size moved *with* the segment: the segment's line tells it, the item adds nothing.
enum SegmentDiff {
    static func changes(old: LayoutSegment, new: LayoutSegment, ref: SegmentRef, into changes: inout [LayoutChange]) {
        if !Same.insets(old.inset, new.inset) {
            changes.append(.segmentInset(ref, old: old.inset, new: new.inset))
        }
        if !Same.number(old.minimumLineSpacing, new.minimumLineSpacing) {
            changes.append(.lineSpacing(ref, old: old.minimumLineSpacing, new: new.minimumLineSpacing))
        }
        if !Same.number(old.minimumInteritemSpacing, new.minimumInteritemSpacing) {
            changes.append(.interitemSpacing(ref, old: old.minimumInteritemSpacing, new: new.minimumInteritemSpacing))
        }
        // The group tree names what changed in a compositional section (`count`, a fraction);
        // where its repetitions went follows from the items.
        let (oldTree, newTree) = (old.composition?.wording ?? "none", new.composition?.wording ?? "none")
        if oldTree != newTree {
            changes.append(.groupTree(ref, old: oldTree, new: newTree))
        }
        let shift = SegmentShift(old: old.frame, new: new.frame)
        if shift.isChange(old: old.header, new: new.header) {
            changes.append(.header(ref, old: old.header, new: new.header))
        }
        if shift.isChange(old: old.footer, new: new.footer) {
            changes.append(.footer(ref, old: old.footer, new: new.footer))
        }
        decorationChanges(old: old, new: new, ref: ref, into: &changes)
        if !Same.rect(old.frame, new.frame) {
            changes.append(.segmentFrame(ref, old: old.frame, new: new.frame))
        }
        let common = min(old.items.count, new.items.count)
        for index in 0..<common {
            itemChanges(old: old.items[index], new: new.items[index], index: index, shift: shift, ref: ref, into: &changes)
        }
        for index in common..<max(common, new.items.count) {
            let item = new.items[index]
            changes.append(.itemAdded(ref, ItemRef(index: index, cellType: item.cellType), frame: item.frame))
        }
        for index in common..<max(common, old.items.count) {
            let item = old.items[index]
            changes.append(.itemRemoved(ref, ItemRef(index: index, cellType: item.cellType), frame: item.frame))
        }
    }

    /// A section background that came, went or moved within its section (a background that
    /// grows with its section is told by the section's line); badges that came, went or moved on
    /// their cell (one that moves with its cell is told by the cell's line), matched by item,
    /// kind and order.
    private static func decorationChanges(old: LayoutSegment, new: LayoutSegment, ref: SegmentRef, into changes: inout [LayoutChange]) {
        func insets(_ rect: Rect?, in band: Rect) -> EdgeInsets? {
            rect.map { EdgeInsets(top: $0.minY - band.minY, left: $0.minX - band.minX, bottom: band.maxY - $0.maxY, right: band.maxX - $0.maxX) }
        }
        let (oldBackground, newBackground) = (old.composition?.background, new.composition?.background)
        let (oldInsets, newInsets) = (insets(oldBackground, in: old.frame), insets(newBackground, in: new.frame))
        switch (oldInsets, newInsets) {
        case (nil, nil): break
        case let (before?, after?) where Same.insets(before, after): break
        default:
            if let frame = newBackground ?? oldBackground {
                changes.append(.background(ref, old: oldInsets, new: newInsets, frame: frame))
            }
        }
        let (oldBadges, newBadges) = (old.composition?.badges ?? [], new.composition?.badges ?? [])
        guard !oldBadges.isEmpty || !newBadges.isEmpty else { return }
        struct Key: Hashable { var item: Int, kind: String, occurrence: Int }
        func keyed(_ badges: [LayoutBadge]) -> [(Key, LayoutBadge)] {
            var seen: [String: Int] = [:]
            return badges.map { badge in
                let id = "\(badge.item) \(badge.kind)"
                let occurrence = seen[id, default: 0]
                seen[id] = occurrence + 1
                return (Key(item: badge.item, kind: badge.kind, occurrence: occurrence), badge)
            }
        }
        let before = Dictionary(keyed(oldBadges), uniquingKeysWith: { first, _ in first })
        let after = keyed(newBadges)
        func cell(_ segment: LayoutSegment, _ index: Int) -> Rect? { index < segment.items.count ? segment.items[index].frame : nil }
        func item(_ index: Int) -> ItemRef {
            let type = index < new.items.count ? new.items[index].cellType : index < old.items.count ? old.items[index].cellType : ""
            return ItemRef(index: index, cellType: type)
        }
        for (key, badge) in after {
            guard let was = before[key] else {
                changes.append(.badge(ref, item(key.item), kind: key.kind, old: nil, new: badge.frame))
                continue
            }
            // On its cell: the same offset from the cell's origin and the same size.
            guard let oldCell = cell(old, key.item), let newCell = cell(new, key.item) else { continue }
            let same =
                Same.size(was.frame.size, badge.frame.size)
                && Same.number(was.frame.minX - oldCell.minX, badge.frame.minX - newCell.minX)
                && Same.number(was.frame.minY - oldCell.minY, badge.frame.minY - newCell.minY)
            if !same { changes.append(.badge(ref, item(key.item), kind: key.kind, old: was.frame, new: badge.frame)) }
        }
        let kept = Set(after.map(\.0))
        for (key, badge) in keyed(oldBadges) where !kept.contains(key) {
            changes.append(.badge(ref, item(key.item), kind: key.kind, old: badge.frame, new: nil))
        }
    }

    private static func itemChanges(
        old: LayoutItem, new: LayoutItem, index: Int, shift: SegmentShift, ref: SegmentRef,
        into changes: inout [LayoutChange]
    ) {
        let item = ItemRef(index: index, cellType: new.cellType)
        if old.cellType != new.cellType {
            changes.append(.itemCellType(ref, index: index, old: old.cellType, new: new.cellType))
        }
        if old.text != new.text {
            changes.append(.itemText(ref, item, old: old.text, new: new.text))
        }
        if shift.isChange(old: old.frame, new: new.frame) {
            changes.append(.itemFrame(ref, item, old: old.frame, new: new.frame))
        }
        for change in NestedDiff.changes(old: old.nested, new: new.nested) {
            changes.append(.nested(ref, item, change))
        }
    }
}

/// How far a kept segment moved, to tell what moved with it from what moved on its own.
struct SegmentShift {
    var dx: Double
    var dy: Double

    init(old: Rect, new: Rect) {
        dx = Same.delta(old.minX, new.minX)
        dy = Same.delta(old.minY, new.minY)
    }

    /// Whether `old` → `new` is worth a line: not equal, and not just carried along.
    func isChange(old: Rect, new: Rect) -> Bool {
        if Same.rect(old, new) { return false }
        let carried =
            Same.size(old.size, new.size)
            && Same.number(Same.delta(old.minX, new.minX), dx)
            && Same.number(Same.delta(old.minY, new.minY), dy)
        return !carried
    }

    func isChange(old: Rect?, new: Rect?) -> Bool {
        switch (old, new) {
        case (nil, nil): false
        case let (old?, new?): isChange(old: old, new: new)
        default: true
        }
    }
}
