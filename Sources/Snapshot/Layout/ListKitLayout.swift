/// IGListKit's `ListCollectionViewLayout` (vertical), reproducing its `cacheLayout` pass.
///
/// Rules, as in the current IGListKit source (W = layout width; padded = W − (inset left + inset
/// right), in that order, as `UIEdgeInsetsInsetRect` computes it; a running item x, item y and
/// next-row y start at 0):
/// - Sections share a row while items fit. At a section's start x += inset left; at its end
///   x += inset right, so insets apply mid-row. A section with a header (height > 0) adds the
///   header height to item y and next-row y, and its first item starts a new line.
/// - An item is min(width, padded) wide (padded is never below 0). It wraps when x + width >
///   W − inset right + 1 (the 1-pt epsilon), or when it is the first item under a header. On a
///   new line x = inset left and y = next-row y, + line spacing unless it is the section's
///   first item.
/// - `stretchToEdge`: when 0 < padded − (x + width) ≤ 1 the item is widened to padded − x.
///   (IGListKit compares with `padded`, not W − inset right: with a left inset the item
///   reaches padded, short of the right inset.)
/// - Items are top-aligned at y + inset top and snapped to device pixels (`PixelGrid`).
///   Next-row y = max(next-row y, frame.maxY − inset top); x += the unsnapped width + interitem
///   spacing.
/// - Section bounds = union of its item frames, then its header and footer. The header is
///   (inset left, bounds.minY − h, padded, h): stretched to the inset width. The footer is
///   (inset left, items' maxY, padded, h). Neither is snapped. After the section, next-row y =
///   max(next-row y, bounds.maxY + inset bottom).
/// - An empty section (no items): IGListKit hides its header and footer (unless
///   `showHeaderWhenEmpty`) and gives it zero-height bounds (inset left, previous bounds' maxY,
///   padded, 0) — the first section's previous bounds are zero. (Older versions, which had
///   no footers either, left the previous section's bounds in place and kept the header.)
///   Its band here is the zero-height line (0, that maxY, W, 0); its bottom inset can still
///   push the next row down.
/// - With `showHeaderWhenEmpty` an empty section keeps them: item y and next-row y grow by the
///   header height as for any header; the header is (inset left, previous bounds' maxY, padded,
///   h) — no top inset, and below the previous section's bounds, not its bottom inset; the
///   footer follows it at (inset left, header maxY, padded, f); the bounds are their union.
/// - Band of a section with items: (0, bounds.minY − inset top, W, bounds.height + inset top +
///   inset bottom). Sections on one row have overlapping bands.
/// - Content size = (W, last section's bounds.maxY + its inset bottom), zero with no
///   sections. (IGListKit does not look at earlier sections: a short last section on a shared
///   row gives a content height shorter than its neighbours.)
/// - An item wider than padded (beyond FLT_EPSILON) is shrunk to padded; IGListKit asserts in
///   debug builds, reported as an `item-wider-than-section` error.
/// - Sticky headers: see `ListKitStickyHeaders`. Horizontal scrolling: see `HorizontalScrolling`.
///
/// Three 33×33 sections in a 100-wide view: x = 0, 33, 66 on one row; content height 33.
///
/// Arithmetic follows IGListKit's order wherever the last bit can reach a snapped edge: with
/// W = 320 at 3x and insets of 1/3, W − (1/3 + 1/3) is one ulp below (W − 1/3) − 1/3, and the
/// ceiling at 3x turns that ulp into a whole pixel (958 px, not 959).
enum ListKitLayout {
    static func place(
        _ segments: [MeasuredSegment], width: Double, grid: PixelGrid, options: ListKitOptions,
        diagnostics: inout [Diagnostic]
    ) -> PlacedContent {
        var itemX = 0.0
        var itemY = 0.0
        var nextRowY = 0.0
        var rolling = Rect.zero  // bounds of the section being laid out; stale between sections, as in IGListKit
        var placed: [PlacedSegment] = []
        var bounds: [Rect] = []
        placed.reserveCapacity(segments.count)
        bounds.reserveCapacity(segments.count)

        for segment in segments {
            let inset = segment.inset
            let isEmpty = segment.itemCount == 0
            let hiddenWhenEmpty = isEmpty && !options.showHeaderWhenEmpty
            let headerHeight = hiddenWhenEmpty ? 0 : segment.headerHeight
            let footerHeight = hiddenWhenEmpty ? 0 : segment.footerHeight
            let padded = Swift.max(0, width - (inset.left + inset.right))
            let maxX = width - inset.right
            // Horizontally, IGListKit puts the footer after the trailing inset (`HorizontalScrolling`).
            let footerGap = segment.direction == .horizontal ? inset.bottom : 0

            itemY += headerHeight
            nextRowY += headerHeight
            itemX += inset.left

            var frames: [Rect] = []
            frames.reserveCapacity(segment.itemCount)
            for (item, size) in segment.sizes.enumerated() {
                if size.width > padded, abs(size.width - padded) >= Double(Float.ulpOfOne) {
                    diagnostics.append(overWide(segment, item: item, width: width, padded: padded))
                }
                var itemWidth = Swift.min(size.width, padded)
                if itemX + itemWidth > maxX + 1 || (item == 0 && headerHeight > 0) {
                    itemY = nextRowY
                    itemX = inset.left
                    if item > 0 { itemY += segment.lineSpacing }
                }
                let distanceToEdge = padded - (itemX + itemWidth)
                if options.stretchToEdge, distanceToEdge > 0, distanceToEdge <= 1 {
                    itemWidth = padded - itemX
                }
                let frame = grid.snapped(Rect(x: itemX, y: itemY + inset.top, width: itemWidth, height: size.height))
                frames.append(frame)
                nextRowY = Swift.max(frame.maxY - inset.top, nextRowY)
                itemX += itemWidth + segment.interitemSpacing
                rolling = item == 0 ? frame : rolling.union(frame)
            }

            var header: Rect?
            var footer: Rect?
            if width - (inset.left + inset.right) < 0, headerHeight > 0 || footerHeight > 0 {
                diagnostics.append(
                    Diagnostic(
                        severity: .error, kind: .invalidInset, segment: segment.index,
                        message: "\(DiagnosticText.segment(segment.index, segment.name)) insets left \(NumberFormat.exact(inset.left)) + right "
                            + "\(NumberFormat.exact(inset.right)) are wider than the view (\(NumberFormat.exact(width))): IGListKit gives its "
                            + "header and footer a negative width (\(NumberFormat.exact(width - inset.left - inset.right))), so they are not shown."))
            }
            if isEmpty {
                // The header goes below the bounds still held from the section before.
                rolling = Rect(x: inset.left, y: rolling.maxY, width: padded, height: headerHeight)
                if headerHeight > 0 { header = rolling }
                if footerHeight > 0 {
                    footer = Rect(x: inset.left, y: rolling.maxY + footerGap, width: padded, height: footerHeight)
                    rolling = rolling.union(footer ?? rolling)
                }
            } else {
                if headerHeight > 0 {
                    header = Rect(x: inset.left, y: rolling.minY - headerHeight, width: padded, height: headerHeight)
                }
                if footerHeight > 0 {
                    footer = Rect(x: inset.left, y: rolling.maxY + footerGap, width: padded, height: footerHeight)
                }
                if let header { rolling = rolling.union(header) }
                if let footer { rolling = rolling.union(footer) }
            }
            itemX += inset.right
            nextRowY = Swift.max(nextRowY, rolling.maxY + inset.bottom)

            let band =
                isEmpty
                ? Rect(x: 0, y: rolling.minY, width: width, height: rolling.height)
                : Rect(x: 0, y: rolling.minY - inset.top, width: width, height: rolling.height + inset.vertical)
            // IGListKit returns no attributes for an empty header or footer frame (its
            // `CGRectIsEmpty` check in `IGListCollectionViewLayout.mm`): a 0-wide one is not there.
            placed.append(
                PlacedSegment(
                    frame: band, header: header.flatMap { $0.width > 0 ? $0 : nil }, footer: footer.flatMap { $0.width > 0 ? $0 : nil },
                    items: frames))
            bounds.append(rolling)
        }

        if options.stickyHeaders {
            ListKitStickyHeaders.stick(
                &placed, sectionBounds: bounds, scrollOffset: options.scrollOffset, yOffset: options.stickyHeaderYOffset)
        }
        var contentSize = Size.zero
        if let last = bounds.last, let lastSegment = segments.last {
            contentSize = Size(width: width, height: last.maxY + lastSegment.inset.bottom)
        }
        return PlacedContent(segments: placed, contentSize: contentSize)
    }

    private static func overWide(_ segment: MeasuredSegment, item: Int, width: Double, padded: Double) -> Diagnostic {
        .itemWiderThanSection(
            segment, item: item, width: width, available: padded,
            then: "IGListKit asserts in debug builds and shrinks it to \(NumberFormat.exact(padded))")
    }
}
