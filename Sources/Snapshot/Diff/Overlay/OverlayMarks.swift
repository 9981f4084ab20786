/// What the diff overlay draws, decided from the two layouts: one mark per cell, header and
/// footer, and one band per segment, each saying how it changed.
struct OverlayMarks {
    enum Kind: String {
        /// Same place, size and content (or carried along with its segment): grey.
        case unchanged
        /// Only in the reference: red outline at the old place.
        case removed
        /// Only in the new layout: green.
        case added
        /// Moved or resized on its own: dashed red old, green new, a line between.
        case moved
        /// Same place, other cell type, text or nested collection: amber.
        case changed
    }

    struct Mark {
        var kind: Kind
        var frame: Rect
        /// The old frame of a moved mark.
        var oldFrame: Rect?
        /// A moved mark whose cell type, text or nested collection changed too.
        var alsoChanged = false
        /// What it is (`segment 3 item 0 OptimumGoodsCell`), for the hover title.
        var title: String
        var nested: NestedLayout?
    }

    struct Band {
        var frame: Rect
        var label: String
        var kind: Kind
        /// The band's old frame when a kept segment moved or resized.
        var oldFrame: Rect?
    }

    var marks: [Mark] = []
    var bands: [Band] = []

    init(_ diff: LayoutDiff) {
        let old = diff.old
        let new = diff.new
        for (index, segment) in new.segments.enumerated() {
            guard let oldIndex = diff.matching.oldIndexForNew[index] else {
                bands.append(Band(frame: segment.frame, label: "+ \(index) \(segment.name) (added)", kind: .added))
                add(segment, index: index, as: .added)
                continue
            }
            let before = old.segments[oldIndex]
            let reordered = diff.matching.isReordered[index]
            bands.append(
                Band(
                    frame: segment.frame,
                    label: reordered ? "↕ \(index) \(segment.name) (reordered, was \(oldIndex))" : "\(index) \(segment.name)",
                    kind: reordered ? .moved : .unchanged,
                    oldFrame: Same.rect(before.frame, segment.frame) ? nil : before.frame))
            compare(before, segment, index: index)
        }
        for (oldIndex, segment) in old.segments.enumerated() where diff.matching.newIndexForOld[oldIndex] == nil {
            bands.append(Band(frame: segment.frame, label: "− \(oldIndex) \(segment.name) (removed)", kind: .removed))
            add(segment, index: oldIndex, as: .removed)
        }
    }

    private mutating func add(_ segment: LayoutSegment, index: Int, as kind: Kind) {
        let prefix = "segment \(index) \(segment.name)"
        if let header = segment.header { marks.append(Mark(kind: kind, frame: header, title: "\(prefix) header")) }
        for (itemIndex, item) in segment.items.enumerated() {
            marks.append(
                Mark(
                    kind: kind, frame: item.frame, title: "\(prefix) item \(itemIndex) \(item.cellType)",
                    nested: kind == .added ? item.nested : nil))
        }
        if let footer = segment.footer { marks.append(Mark(kind: kind, frame: footer, title: "\(prefix) footer")) }
    }

    private mutating func compare(_ old: LayoutSegment, _ new: LayoutSegment, index: Int) {
        let prefix = "segment \(index) \(new.name)"
        let shift = SegmentShift(old: old.frame, new: new.frame)
        supplementary(old.header, new.header, shift: shift, title: "\(prefix) header")
        let common = min(old.items.count, new.items.count)
        for itemIndex in 0..<common {
            let before = old.items[itemIndex]
            let after = new.items[itemIndex]
            let title = "\(prefix) item \(itemIndex) \(after.cellType)"
            let same =
                before.cellType == after.cellType && before.text == after.text
                && NestedDiff.changes(old: before.nested, new: after.nested).isEmpty
            if shift.isChange(old: before.frame, new: after.frame) {
                marks.append(
                    Mark(
                        kind: .moved, frame: after.frame, oldFrame: before.frame, alsoChanged: !same, title: title,
                        nested: after.nested))
            } else {
                marks.append(Mark(kind: same ? .unchanged : .changed, frame: after.frame, title: title, nested: after.nested))
            }
        }
        for (itemIndex, item) in new.items.enumerated().dropFirst(common) {
            marks.append(Mark(kind: .added, frame: item.frame, title: "\(prefix) item \(itemIndex) \(item.cellType)", nested: item.nested))
        }
        for (itemIndex, item) in old.items.enumerated().dropFirst(common) {
            marks.append(Mark(kind: .removed, frame: item.frame, title: "\(prefix) item \(itemIndex) \(item.cellType)"))
        }
        supplementary(old.footer, new.footer, shift: shift, title: "\(prefix) footer")
    }

    private mutating func supplementary(_ old: Rect?, _ new: Rect?, shift: SegmentShift, title: String) {
        switch (old, new) {
        case (nil, nil):
            break
        case let (nil, new?):
            marks.append(Mark(kind: .added, frame: new, title: title))
        case let (old?, nil):
            marks.append(Mark(kind: .removed, frame: old, title: title))
        case let (old?, new?):
            let moved = shift.isChange(old: old, new: new)
            marks.append(Mark(kind: moved ? .moved : .unchanged, frame: new, oldFrame: moved ? old : nil, title: title))
        }
    }
}
