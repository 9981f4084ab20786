/// A horizontal collection inside a cell (MCCS `EmbedCollectionViewCell`): a
/// `UICollectionViewFlowLayout` with `scrollDirection = .horizontal`, one section.
///
/// Rules (the cell's laid-out size is w × h; the flow layout's lines are columns here, so
/// `FlowLayout`'s rules hold with x and y swapped, as Apple's documentation of the scroll
/// direction describes: "each line" runs vertically and lines are laid out left to right):
/// - The collection view's frame is the cell's bounds (0, 0, w, h) inset by `margins`, never
///   narrower or shorter than 0. Available height H = frame height − content inset top and
///   bottom − section inset top and bottom.
/// - Items fill a column top to bottom while Σheights + (n − 1) × `minimumInteritemSpacing`
///   ≤ H (tolerance 1e-9 × max(1, H)); the next item starts a new column. An item taller than
///   H stands alone in its column at the top (a `nested-item` error: UIKit leaves it undefined).
/// - A column is as wide as its widest item; columns are `minimumLineSpacing` apart, the first at
///   x = content inset left + section inset left. Items are centred across their column.
/// - Down a column, as along a vertical flow layout's line: a column of n > 1 items that is not
///   the last is justified (the spare height spread between them, the first at the top, the last
///   ending at H); a lone item is centred. The last column keeps the rows of a full column when
///   every item has the same size (as if filled with more items of the last one's height), and
///   is top-aligned at `minimumInteritemSpacing` when sizes differ (`FlowLayout` names the evidence).
/// - contentWidth = content inset left + section inset left + Σcolumn widths + (columns − 1) ×
///   `minimumLineSpacing` + section inset right + content inset right.
/// - Visibility before any scrolling: `.full` when item.maxX ≤ frame.width, `.partial` when
///   item.minX < frame.width, else `.hidden`.
/// - A bad spacing or inset is laid out as 0 (an error). An item with a bad size is laid out
///   with 0 for the bad side (a `nested-item` error); a zero-sized item is a `nested-item` warning.
///
/// Three 114×110 items at line spacing 0 in a 375×110 cell: one per column (two would need 220),
/// each alone and as tall as H, so y = 0; x = 0, 114, 228, content width 342. Six 64×64 items
/// with both spacings 8 in a 136-high strip: columns of two (64 + 8 + 64 = 136), at x = 0, 72, 144
/// and y = 0, 72.
enum NestedCollectionLayout {
    /// `singleRowShortcut: false` always takes the general path (tests compare the two).
    static func layout(
        _ collection: EmbeddedCollection, cellSize: Size, label: @autoclosure () -> String, segment: Int, item: Int,
        diagnostics: inout [Diagnostic], singleRowShortcut: Bool = true
    ) -> NestedLayout {
        // Worked out only for a message: most cells have nothing to report.
        func owner() -> String { "\(label()) item \(item)" }
        // The usual good values go straight through: no message closure is made for them.
        func cleaned(_ insets: EdgeInsets, _ what: String) -> EdgeInsets {
            if LayoutValues.isUsable(insets) { return insets }
            return LayoutValues.cleaned(insets, what: "\(owner()) embedded collection \(what)", segment: segment, item: item, diagnostics: &diagnostics)
        }
        func cleaned(_ spacing: Double, _ what: String) -> Double {
            if LayoutValues.isUsable(spacing) { return spacing }
            return LayoutValues.cleanedSpacing(spacing, what: "\(owner()) embedded collection \(what)", segment: segment, item: item, diagnostics: &diagnostics)
        }
        let margins = cleaned(collection.margins, "margin")
        let contentInset = cleaned(collection.contentInset, "content inset")
        let sectionInset = cleaned(collection.sectionInset, "section inset")
        let lineSpacing = cleaned(collection.minimumLineSpacing, "line spacing")
        let interitemSpacing = cleaned(collection.minimumInteritemSpacing, "interitem spacing")
        let frame = Rect(
            x: margins.left, y: margins.top,
            width: Swift.max(0, cellSize.width - margins.horizontal),
            height: Swift.max(0, cellSize.height - margins.vertical))
        let available = frame.height - contentInset.vertical - sectionInset.vertical

        var sizes: [Size] = []
        sizes.reserveCapacity(collection.items.count)
        for (index, embedded) in collection.items.enumerated() {
            let size = embedded.size
            sizes.append(
                LayoutValues.isGood(size) ? size : cleanedSize(size, owner: owner(), index: index, segment: segment, item: item, diagnostics: &diagnostics))
        }
        for (index, size) in sizes.enumerated() where size.height > available + 1e-9 * Swift.max(1, abs(available)) {
            diagnostics.append(
                Diagnostic(
                    severity: .error, kind: .nestedItem, segment: segment, item: item,
                    message: "\(owner()) embeds item \(index) \(NumberFormat.exact(size.height)) tall, taller than its collection "
                        + "view gives: \(NumberFormat.exact(size.height)) > \(NumberFormat.exact(available)) "
                        + "(\(NumberFormat.exact(frame.height)) − content inset \(NumberFormat.exact(contentInset.top)) − "
                        + "\(NumberFormat.exact(contentInset.bottom))\(sectionInset.vertical == 0 ? "" : " − section inset \(NumberFormat.exact(sectionInset.top)) − \(NumberFormat.exact(sectionInset.bottom))")); "
                        + "UIKit leaves this undefined."))
        }

        let uniform = sizes.allSatisfy { $0 == sizes[0] }
        let top = contentInset.top + sectionInset.top
        let embeddedItems = collection.items
        // Columns hold ascending runs of items, so items come out in index order.
        var items: [NestedItem] = []
        items.reserveCapacity(sizes.count)
        var x = contentInset.left + sectionInset.left
        func add(_ index: Int, columnX: Double, columnWidth: Double, y: Double) {
            let size = sizes[index]
            let itemFrame = Rect(x: columnX + (columnWidth - size.width) / 2, y: y, width: size.width, height: size.height)
            items.append(
                NestedItem(
                    index: index, cellType: embeddedItems[index].type, text: embeddedItems[index].text, frame: itemFrame,
                    visibility: visibility(of: itemFrame, width: frame.width)))
        }
        let tolerance = 1e-9 * Swift.max(1, abs(available))
        if singleRowShortcut, !sizes.indices.dropLast().contains(where: { sizes[$0].height + interitemSpacing + sizes[$0 + 1].height <= available + tolerance })
        {
            // One item to a column (the usual strip): what the general path below gives, without
            // building lines: each alone in its column, centred down it; at the top when it is
            // taller than the strip, or when it is the last and sizes differ, or when it is the
            // last of one size and a full column would hold more (the first of its rows).
            for (index, size) in sizes.enumerated() {
                if index > 0 { x += lineSpacing }
                let last = index == sizes.count - 1
                let atTop =
                    size.height > available + tolerance
                    || (last && (!uniform || FlowLayout.fullLineCount(of: size.height, available: available, spacing: interitemSpacing) > 1))
                add(index, columnX: x, columnWidth: size.width, y: atTop ? top : top + (available - size.height) / 2)
                x += size.width
            }
            return NestedLayout(
                frame: frame, contentInset: contentInset, minimumLineSpacing: lineSpacing, contentWidth: x + sectionInset.right + contentInset.right,
                items: items, minimumInteritemSpacing: interitemSpacing, sectionInset: sectionInset)
        }

        // Columns are a vertical flow layout's lines with the axes swapped.
        let columns = FlowLines.lines(
            count: sizes.count, along: { sizes[$0].height }, across: { sizes[$0].width }, available: available,
            spacing: interitemSpacing)
        for (number, column) in columns.enumerated() {
            if number > 0 { x += lineSpacing }
            let last = number == columns.count - 1
            FlowLayout.positions(
                along: column, length: { sizes[$0].height }, available: available, spacing: interitemSpacing, start: top,
                lastLine: column.isOverWide ? .leftAligned : last ? (uniform ? .columns : .leftAligned) : nil
            ) { index, y in
                add(index, columnX: x, columnWidth: column.height, y: y)
            }
            x += column.height
        }
        let contentWidth = x + sectionInset.right + contentInset.right
        return NestedLayout(
            frame: frame, contentInset: contentInset, minimumLineSpacing: lineSpacing, contentWidth: contentWidth, items: items,
            minimumInteritemSpacing: interitemSpacing, sectionInset: sectionInset)
    }

    static func visibility(of item: Rect, width: Double) -> NestedItem.Visibility {
        if item.maxX <= width { return .full }
        if item.minX < width { return .partial }
        return .hidden
    }

    private static func cleanedSize(
        _ size: Size, owner: @autoclosure () -> String, index: Int, segment: Int, item: Int, diagnostics: inout [Diagnostic]
    ) -> Size {
        let usableWidth = LayoutValues.isUsable(size.width)
        let usableHeight = LayoutValues.isUsable(size.height)
        let cleaned = Size(width: usableWidth ? size.width : 0, height: usableHeight ? size.height : 0)
        if !usableWidth || !usableHeight {
            diagnostics.append(
                Diagnostic(
                    severity: .error, kind: .nestedItem, segment: segment, item: item,
                    message: "\(owner()) embeds item \(index) with size \(NumberFormat.size(size)), but sizes must be finite and not "
                        + "negative; it is laid out as \(NumberFormat.size(cleaned))."))
        } else if size.width == 0 || size.height == 0 {
            diagnostics.append(
                Diagnostic(
                    severity: .warning, kind: .nestedItem, segment: segment, item: item,
                    message: "\(owner()) embeds item \(index) with size \(NumberFormat.size(size)), so it shows nothing."))
        }
        return cleaned
    }
}
