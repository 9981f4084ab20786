/// The changes inside an item's horizontal collection (MCCS `EmbedCollectionViewCell`).
///
/// Nested frames are in the cell's (and the nested content's) coordinates, so a nested item
/// that shows a change really moved inside its cell. Nested items match by index. The content
/// width follows from the items, so it is only reported when nothing else explains it.
enum NestedDiff {
    static func changes(old: NestedLayout?, new: NestedLayout?) -> [NestedChange] {
        switch (old, new) {
        case (nil, nil):
            return []
        case let (nil, new?):
            return [.added(itemCount: new.items.count)]
        case let (old?, nil):
            return [.removed(itemCount: old.items.count)]
        case let (old?, new?):
            return changes(old: old, new: new)
        }
    }

    private static func changes(old: NestedLayout, new: NestedLayout) -> [NestedChange] {
        var changes: [NestedChange] = []
        if !Same.rect(old.frame, new.frame) {
            changes.append(.frame(old: old.frame, new: new.frame))
        }
        if !Same.insets(old.contentInset, new.contentInset) {
            changes.append(.contentInset(old: old.contentInset, new: new.contentInset))
        }
        if !Same.number(old.minimumLineSpacing, new.minimumLineSpacing) {
            changes.append(.lineSpacing(old: old.minimumLineSpacing, new: new.minimumLineSpacing))
        }
        if !Same.number(old.minimumInteritemSpacing, new.minimumInteritemSpacing) {
            changes.append(.interitemSpacing(old: old.minimumInteritemSpacing, new: new.minimumInteritemSpacing))
        }
        if !Same.insets(old.sectionInset, new.sectionInset) {
            changes.append(.sectionInset(old: old.sectionInset, new: new.sectionInset))
        }
        let common = min(old.items.count, new.items.count)
        for index in 0..<common {
            let before = old.items[index]
            let after = new.items[index]
            let item = ItemRef(index: index, cellType: after.cellType)
            if before.cellType != after.cellType {
                changes.append(.itemCellType(index: index, old: before.cellType, new: after.cellType))
            }
            if before.text != after.text {
                changes.append(.itemText(item, old: before.text, new: after.text))
            }
            if !Same.rect(before.frame, after.frame) {
                changes.append(.itemFrame(item, old: before.frame, new: after.frame))
            }
            if before.visibility != after.visibility {
                changes.append(.itemVisibility(item, old: before.visibility, new: after.visibility))
            }
        }
        for index in common..<max(common, new.items.count) {
            let item = new.items[index]
            changes.append(.itemAdded(ItemRef(index: index, cellType: item.cellType), frame: item.frame))
        }
        for index in common..<max(common, old.items.count) {
            let item = old.items[index]
            changes.append(.itemRemoved(ItemRef(index: index, cellType: item.cellType), frame: item.frame))
        }
        if changes.isEmpty, !Same.number(old.contentWidth, new.contentWidth) {
            changes.append(.contentWidth(old: old.contentWidth, new: new.contentWidth))
        }
        return changes
    }
}
