/// How a change inside an item's horizontal collection reads.
///
/// Collection-wide changes are item lines (`segment 1 "S" item 0 EmbedCell nested collection
/// resized 375×110 → 375×120`); changes of nested items name the item first
/// (`segment 1 "S" item 0 EmbedCell nested item 3 CategoryCell moved 342,0 → 356,0`) and
/// group per item (`… nested items 3–9 (CategoryCell) moved right by 14 pt`).
enum NestedLine {
    private static let rank = 14

    static func line(_ change: NestedChange, in ref: SegmentRef, item: ItemRef) -> ChangeLine {
        func collection(_ predicate: String, tail: String? = nil) -> ChangeLine {
            .item(ref, rank, .nested, item.index, label: item.cellType, predicate, tail: tail ?? predicate)
        }
        func nestedItem(_ index: Int, _ label: String?, _ predicate: String, tail: String? = nil) -> ChangeLine {
            .item(
                ref, rank, .nested, index, label: label, predicate, tail: tail ?? predicate,
                scope: "\(Wording.segment(ref)) item \(item.index) \(Wording.oneLine(item.cellType))",
                noun: ("nested item", "nested items"))
        }
        switch change {
        case .added(let count):
            return collection("nested collection added with \(Wording.count(count, "item", "items"))")
        case .removed(let count):
            return collection("nested collection removed (had \(Wording.count(count, "item", "items")))")
        case .frame(let old, let new):
            return collection(
                "nested collection " + Wording.frameChange(old, new),
                tail: "nested collection " + Wording.relativeFrameChange(old, new))
        case .contentInset(let old, let new):
            return collection("nested content inset " + Wording.insetsChange(old, new))
        case .lineSpacing(let old, let new):
            return collection("nested line spacing \(NumberFormat.exact(old)) → \(NumberFormat.exact(new))")
        case .interitemSpacing(let old, let new):
            return collection("nested interitem spacing \(NumberFormat.exact(old)) → \(NumberFormat.exact(new))")
        case .sectionInset(let old, let new):
            return collection("nested section inset " + Wording.insetsChange(old, new))
        case .contentWidth(let old, let new):
            return collection("nested content width \(NumberFormat.exact(old)) → \(NumberFormat.exact(new))")
        case .itemAdded(let nested, let frame):
            return nestedItem(nested.index, nested.cellType, "added at \(Wording.rect(frame))", tail: "added")
        case .itemRemoved(let nested, let frame):
            return nestedItem(nested.index, nested.cellType, "removed (was at \(Wording.rect(frame)))", tail: "removed")
        case .itemCellType(let index, let old, let new):
            return nestedItem(index, nil, "cell type \(Wording.oneLine(old)) → \(Wording.oneLine(new))")
        case .itemText(let nested, let old, let new):
            return nestedItem(nested.index, nested.cellType, "text \(Wording.text(old)) → \(Wording.text(new))")
        case .itemFrame(let nested, let old, let new):
            return nestedItem(
                nested.index, nested.cellType, Wording.frameChange(old, new),
                tail: Wording.relativeFrameChange(old, new))
        case .itemVisibility(let nested, let old, let new):
            return nestedItem(nested.index, nested.cellType, "visibility \(old.rawValue) → \(new.rawValue)")
        }
    }
}
