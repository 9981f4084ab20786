/// A horizontally scrolling collection view (`scrollDirection = .horizontal`): the vertical
/// layout with x and y exchanged.
///
/// Evidence that both layouts are one algorithm in two directions:
/// - IGListKit's `_calculateLayoutIfNeeded` (`IGListCollectionViewLayout.mm`) is written once,
///   in "scroll direction" and "fixed direction" coordinates (`CGRectGetLengthInDirection`,
///   `UIEdgeInsetsLeadingInsetInDirection`, …): the same wrapping, 1-pt epsilon,
///   `stretchToEdge`, pixel snapping and sticky headers along the other axis.
/// - `UICollectionViewFlowLayout`'s documentation: in a horizontal grid `minimumLineSpacing` is
///   "the minimum spacing between successive columns" and `minimumInteritemSpacing` "the
///   minimum spacing between items in the same column"; of `headerReferenceSize`, "only the
///   size that corresponds to the appropriate scrolling direction is used" (the width here; the
///   header is as tall as the collection view). PSTCollectionView, written to match UIKit,
///   computes both directions in one pass with a `horizontal` flag (`PSTGridLayoutSection.m`,
///   `PSTGridLayoutRow.m`).
///
/// Rules:
/// - Each answer is exchanged: an item (w, h) is laid out as (h, w); a section inset (top, left,
///   bottom, right) as (left, top, right, bottom); a header's or footer's width is its length
///   along the scroll axis (its height is not used). The length items line up along is the
///   scroll area's height less the content inset's top and bottom.
/// - The vertical layout runs on that, and every frame it gives is exchanged back: lines become
///   columns that stack to the right, headers sit left of their section and footers right of
///   it, as tall as the section allows.
/// - IGListKit's one asymmetry is kept: a horizontal footer starts at the section's bounds
///   maxX + inset right (a vertical one at bounds maxY, without the bottom inset); the next
///   section starts after the footer plus inset right again.
/// - Content size = (the vertical layout's content height, the cross length).
/// - `.leftAlignedFlow` (`UICollectionViewLeftAlignedLayout`) rewrites x along rows and does
///   not support horizontal scrolling (it moves every section's first item to x = inset left);
///   such a screen is laid out as `.flow` with an error naming it.
///
/// IGListKit, a 300-pt-high collection view, two sections of two 100 × 100 items, interitem
/// spacing 10: section 0's items at y = 0 and 110 in the column x = 0; section 1's first item
/// would start at y = 220 and end at 320 > 300 + 1, so it starts a new column at x = 100:
/// (100, 0) and (100, 110); content size 200 × 300.
enum HorizontalScrolling {
    /// The style a horizontal screen is laid out with: its own, or `.flow` (with an error) for
    /// the left-aligned layout, which does not scroll horizontally.
    static func style(for style: LayoutStyle, diagnostics: inout [Diagnostic]) -> LayoutStyle {
        guard style == .leftAlignedFlow else { return style }
        diagnostics.append(
            Diagnostic(
                severity: .error, kind: .unsupportedOption,
                message: "the left-aligned flow layout (UICollectionViewLeftAlignedLayout) supports vertical scrolling only; "
                    + "horizontally it moves every section's first item to x = inset left, so the screen is laid out as "
                    + "\"flow\". Use \"layout\": \"flow\" or scroll vertically."))
        return .flow
    }

    /// A measured segment as the vertical layout must see it.
    static func exchanged(_ segment: MeasuredSegment) -> MeasuredSegment {
        var copy = segment
        copy.inset = segment.inset.exchanged
        copy.sizes = segment.sizes.map(\.exchanged)
        return copy
    }

    /// The vertical layout's result back in the horizontal layout's axes.
    static func exchanged(_ content: PlacedContent) -> PlacedContent {
        PlacedContent(
            segments: content.segments.map { segment in
                PlacedSegment(
                    frame: segment.frame.exchanged, header: segment.header?.exchanged, footer: segment.footer?.exchanged,
                    items: segment.items.map(\.exchanged))
            },
            contentSize: content.contentSize.exchanged)
    }
}

extension ScrollDirection {
    /// How an item's extent across the scroll axis is named: `wide` or `high`.
    var across: String { self == .vertical ? "wide" : "high" }
}

extension Size {
    /// (height, width).
    var exchanged: Size { Size(width: height, height: width) }
}

extension Rect {
    /// The rectangle mirrored in the diagonal: x and y, width and height exchanged.
    var exchanged: Rect { Rect(x: minY, y: minX, width: height, height: width) }
}

extension EdgeInsets {
    /// (left, top, right, bottom) as (top, left, bottom, right).
    var exchanged: EdgeInsets { EdgeInsets(top: left, left: top, bottom: right, right: bottom) }
}
