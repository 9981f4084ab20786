/// A horizontal collection inside a cell (MCCS `EmbedCollectionViewCell`), laid out as one row.
///
/// Rules (the cell's laid-out size is w × h):
/// - The collection view's frame is the cell's bounds (0, 0, w, h) inset by `margins`, never
///   narrower or shorter than 0.
/// - Item i sits at x = contentInset.left + Σ(widths before it) + i × itemSpacing,
///   y = contentInset.top, with its own size.
/// - contentWidth = contentInset.left + Σwidths + (n − 1) × itemSpacing + contentInset.right;
///   with no items it is contentInset.left + contentInset.right.
/// - Visibility before any scrolling: `.full` when item.maxX ≤ frame.width, `.partial` when
///   item.minX < frame.width, else `.hidden`.
/// - A bad spacing, content inset or margin is laid out as 0 (an error). An item with a bad
///   size is laid out with 0 for the bad side (a `nested-item` error); a zero-sized item is a
///   `nested-item` warning; an item taller than the collection view less its content inset's
///   top and bottom is a `nested-item` error (UIKit's flow layout leaves that undefined).
///
/// Three 114×110 items at spacing 0 in a 375×110 cell: x = 0, 114, 228, content width 342,
/// all fully visible; a fourth at x = 342 would show partly.
enum NestedCollectionLayout {
    static func layout(
        _ collection: EmbeddedCollection, cellSize: Size, label: @autoclosure () -> String, segment: Int, item: Int,
        diagnostics: inout [Diagnostic]
    ) -> NestedLayout {
        // Worked out only for a message: most cells have nothing to report.
        func owner() -> String { "\(label()) item \(item)" }
        let margins = LayoutValues.cleaned(
            collection.margins, what: "\(owner()) embedded collection margin", segment: segment, item: item,
            diagnostics: &diagnostics)
        let contentInset = LayoutValues.cleaned(
            collection.contentInset, what: "\(owner()) embedded collection content inset", segment: segment, item: item,
            diagnostics: &diagnostics)
        let spacing = LayoutValues.cleanedSpacing(
            collection.itemSpacing, what: "\(owner()) embedded collection item spacing", segment: segment, item: item,
            diagnostics: &diagnostics)
        let frame = Rect(
            x: margins.left, y: margins.top,
            width: Swift.max(0, cellSize.width - margins.horizontal),
            height: Swift.max(0, cellSize.height - margins.vertical))
        let roomForItems = frame.height - contentInset.vertical

        var items: [NestedItem] = []
        items.reserveCapacity(collection.items.count)
        var x = contentInset.left
        for (index, embedded) in collection.items.enumerated() {
            let size = cleanedSize(
                embedded.size, owner: owner(), index: index, segment: segment, item: item, diagnostics: &diagnostics)
            if size.height > roomForItems + 1e-9 {
                diagnostics.append(Diagnostic(
                    severity: .error, kind: .nestedItem, segment: segment, item: item,
                    message: "\(owner()) embeds item \(index) \(NumberFormat.exact(size.height)) tall, taller than its collection "
                        + "view gives: \(NumberFormat.exact(size.height)) > \(NumberFormat.exact(roomForItems)) "
                        + "(\(NumberFormat.exact(frame.height)) − content inset \(NumberFormat.exact(contentInset.top)) − "
                        + "\(NumberFormat.exact(contentInset.bottom))); UIKit leaves this undefined."))
            }
            if index > 0 { x += spacing }
            let itemFrame = Rect(origin: Point(x: x, y: contentInset.top), size: size)
            x += size.width
            items.append(NestedItem(
                index: index, cellType: embedded.type, text: embedded.text, frame: itemFrame,
                visibility: visibility(of: itemFrame, width: frame.width)))
        }
        let contentWidth = x + contentInset.right
        return NestedLayout(
            frame: frame, contentInset: contentInset, itemSpacing: spacing, contentWidth: contentWidth, items: items)
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
            diagnostics.append(Diagnostic(
                severity: .error, kind: .nestedItem, segment: segment, item: item,
                message: "\(owner()) embeds item \(index) with size \(NumberFormat.size(size)), but sizes must be finite and not "
                    + "negative; it is laid out as \(NumberFormat.size(cleaned))."))
        } else if size.width == 0 || size.height == 0 {
            diagnostics.append(Diagnostic(
                severity: .warning, kind: .nestedItem, segment: segment, item: item,
                message: "\(owner()) embeds item \(index) with size \(NumberFormat.size(size)), so it shows nothing."))
        }
        return cleaned
    }
}
