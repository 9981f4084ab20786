/// `UICollectionViewFlowLayout` (vertical) and, through `LeftAlignedLayout`, the left-aligned
/// flow layout MCCS installs.
///
/// Rules (W = layout width, the scroll area less the content inset's left and right):
/// - Sections go top to bottom, each starting a new line at the bottom of the previous one.
/// - A section: its header (when it has one) at (0, y, W, h): flow headers span the full
///   width whatever width they ask for; then the top inset; then its lines (see `FlowLines`),
///   separated by `minimumLineSpacing`; then the bottom inset; then its footer at (0, y, W, h).
///   An empty section still takes its insets, header and footer.
/// - Items are centred vertically in their line: y = line top + (line height − item height) / 2.
/// - `.flow`, every line but the section's last: a line of n > 1 items is justified (the spare
///   width spread equally between the items, the first at inset left, the last ending at
///   W − inset right); a lone item is centred in the available width.
/// - `.flow`, the section's last line, when every item of the section has the same size (UIKit's
///   path for uniform items): laid out as if filled with more items of the last item's size, as
///   many as fit (k = the most items of that width that fit, by the rule of `FlowLines`), then
///   justified, so its items keep the columns of a full line: x = inset left + i × (w + gap) with
///   gap = (available − k × w) / (k − 1). When no more fit (k = n) it is a full line as above.
///   Evidence: PSTCollectionView, a reimplementation written to match UIKit
///   (`PSTGridLayoutRow.m`: "UICollectionView is smart and lays out items like they would have
///   been placed on a full row", using the last item as the reference size).
/// - `.flow`, the section's last line, when the section's items differ in size: left-aligned,
///   x = inset left, then each next item `minimumInteritemSpacing` after the one before. Evidence:
///   rdar://20825965 (steipete, iOS 8.3, "the case since iOS 6"): the last row "is left-aligned by
///   default if items have a non-uniform height"; justifying it takes the private
///   `rowAlignmentOptions`.
/// - So a lone item is centred on any line but the last, and on the last line of a uniform
///   section only when a full line holds one item (k = 1); that is where the many reports of a
///   section's single item being centred come from (cells wider than half the width, and lone
///   items above the last line of tag clouds). Elsewhere it sits at inset left.
/// - Positions are not rounded to pixels: UIKit's flow layout reports x = 137.5 as is (the
///   0.5 pt of a 2x screen); off-grid edges on 3x screens are reported by `LayoutChecks`.
/// - `.leftAlignedFlow` rewrites x as `LeftAlignedLayout` says.
/// - Horizontal scrolling: these rules with x and y exchanged (`HorizontalScrolling`).
/// - `sectionInsetReference`: `.fromSafeArea` and `.fromLayoutMargins` add to every section's
///   left and right inset (`margins(for:)`); the segments record the insets as given.
/// - An item wider than the available width sits alone on its line at x = inset left with its
///   own width (UIKit leaves this undefined), reported as an `item-wider-than-section` error.
/// - The segment's band is (0, section top, W, header + insets + lines + footer); the content
///   size is (W, bottom of the last section), zero when there are no sections.
///
/// Five 100 × 100 items, spacing 10, in a 375-wide section with no inset (an iPhone 8): the
/// first line holds three, 75 spare points, 37.5 between items, so x = 0, 137.5, 275. The last
/// line holds two; three of their width would fit, so they take the first two columns:
/// gap = (375 − 300) / 2 = 37.5, x = 0, 137.5. Had the fifth item been 60 high, the sizes would
/// differ and the last line would be left-aligned: x = 0, 110.
enum FlowLayout {
    /// What `sectionInsetReference` adds to every section's left and right inset: UIKit documents
    /// `.fromSafeArea` as insets "defined in relation to the safe area" and `.fromLayoutMargins`
    /// "in relation to the margins of the layout" (`ReferenceSides`). Other styles: a warning,
    /// and nothing is added (IGListKit and compositional layouts have no such setting; the
    /// left-aligned pod rewrites x from the delegate's inset).
    static func margins(
        for reference: SectionInsetReference, style: LayoutStyle, sides: ReferenceSides, diagnostics: inout [Diagnostic]
    ) -> EdgeInsets {
        guard reference != .fromContentInset else { return .zero }
        guard style == .flow else {
            // The left-aligned pod rewrites x from the delegate's section inset alone, so its lines
            // and its x would disagree; that is not modelled.
            diagnostics.append(
                Diagnostic(
                    severity: .warning, kind: .unsupportedOption,
                    message: "sectionInsetReference \(reference.rawValue) is modelled for the \"flow\" layout only; the \(style.id) layout "
                        + "is laid out with insets from the content inset."))
            return .zero
        }
        return reference == .fromLayoutMargins ? sides.layoutMargins : sides.safeArea
    }

    /// The segment as the layout sees it with `margins` added to its left and right inset.
    static func adding(_ margins: EdgeInsets, to segment: MeasuredSegment) -> MeasuredSegment {
        var copy = segment
        copy.inset.left += margins.left
        copy.inset.right += margins.right
        return copy
    }

    /// Where items sit along a line.
    enum Alignment {
        case justified
        case leftAligned
    }

    static func place(
        _ segments: [MeasuredSegment], width: Double, alignment: Alignment, diagnostics: inout [Diagnostic]
    ) -> PlacedContent {
        var placed: [PlacedSegment] = []
        placed.reserveCapacity(segments.count)
        var y = 0.0
        for segment in segments {
            placed.append(place(segment, top: y, width: width, alignment: alignment, diagnostics: &diagnostics))
            y = placed[placed.count - 1].frame.maxY
        }
        let contentSize = segments.isEmpty ? Size.zero : Size(width: width, height: y)
        return PlacedContent(segments: placed, contentSize: contentSize)
    }

    private static func place(
        _ segment: MeasuredSegment, top: Double, width: Double, alignment: Alignment, diagnostics: inout [Diagnostic]
    ) -> PlacedSegment {
        let inset = segment.inset
        var y = top
        var header: Rect?
        if segment.hasHeader {
            header = Rect(x: 0, y: y, width: width, height: segment.headerHeight)
            y += segment.headerHeight
        }
        y += inset.top

        let available = width - inset.left - inset.right
        let lines = FlowLines.lines(for: segment.sizes, available: available, spacing: segment.interitemSpacing)
        let uniform = segment.sizes.allSatisfy { $0 == segment.sizes[0] }
        var frames = [Rect](repeating: .zero, count: segment.itemCount)
        for (number, line) in lines.enumerated() {
            if number > 0 { y += segment.lineSpacing }
            if line.isOverWide {
                let item = line.items.lowerBound
                frames[item] = Rect(origin: Point(x: inset.left, y: y), size: segment.sizes[item])
                diagnostics.append(overWide(segment, item: item, width: width, available: available))
            } else {
                switch alignment {
                case .justified:
                    let last = number == lines.count - 1
                    justify(line, of: segment, available: available, lastLine: last ? (uniform ? .columns : .leftAligned) : nil, lineTop: y, into: &frames)
                case .leftAligned: LeftAlignedLayout.align(line, of: segment, lineTop: y, into: &frames)
                }
            }
            y += line.height
        }
        y += inset.bottom

        var footer: Rect?
        if segment.hasFooter {
            footer = Rect(x: 0, y: y, width: width, height: segment.footerHeight)
            y += segment.footerHeight
        }
        let band = Rect(x: 0, y: top, width: width, height: y - top)
        return PlacedSegment(frame: band, header: header, footer: footer, items: frames)
    }

    /// How the section's last line is laid out.
    enum LastLine {
        /// In the columns of a full line of the last item's size.
        case columns
        /// From the start, `spacing` apart.
        case leftAligned
    }

    /// x for one line (justified, centred, in columns or left-aligned) and y centred in it.
    private static func justify(
        _ line: FlowLine, of segment: MeasuredSegment, available: Double, lastLine: LastLine?, lineTop: Double,
        into frames: inout [Rect]
    ) {
        let sizes = segment.sizes
        positions(
            along: line, length: { sizes[$0].width }, available: available, spacing: segment.interitemSpacing,
            start: segment.inset.left, lastLine: lastLine
        ) { item, x in
            let size = sizes[item]
            frames[item] = Rect(origin: Point(x: x, y: lineTop + (line.height - size.height) / 2), size: size)
        }
    }

    /// Where each item of `line` starts along it (`length` gives an item's extent along the
    /// line), handed to `place` with the item's index: justified or centred for a line that is
    /// not the last (`lastLine` nil), else as `lastLine` says. Shared with the horizontal flow
    /// layout of embedded collections; nothing is allocated.
    static func positions(
        along line: FlowLine, length: (Int) -> Double, available: Double, spacing: Double, start: Double, lastLine: LastLine?,
        place: (_ item: Int, _ position: Double) -> Void
    ) {
        let count = line.items.count
        var total = 0.0
        for item in line.items { total += length(item) }
        var position = start
        var gap = spacing
        switch lastLine {
        case .leftAligned?:
            break
        case .columns?:
            let last = length(line.items.upperBound - 1)
            let columns = Swift.max(count, fullLineCount(of: last, available: available, spacing: spacing))
            if columns > count {
                gap = (available - Double(columns) * last) / Double(columns - 1)
            } else {
                fallthrough
            }
        case nil:
            if count > 1 {
                gap = (available - total) / Double(count - 1)
            } else {
                position += (available - total) / 2
            }
        }
        for item in line.items {
            place(item, position)
            position += length(item) + gap
        }
    }

    /// How many items `width` wide fit on one line: the most k with k × width + (k − 1) ×
    /// spacing ≤ available, with `FlowLines`' tolerance; 0 when that has no bound (zero widths).
    static func fullLineCount(of width: Double, available: Double, spacing: Double) -> Int {
        let step = width + spacing
        guard step > 0 else { return 0 }
        let tolerance = 1e-9 * Swift.max(1, abs(available))
        let count = ((available + tolerance + spacing) / step).rounded(.down)
        return count < Double(Int.max / 2) ? Swift.max(0, Int(count)) : 0
    }

    private static func overWide(_ segment: MeasuredSegment, item: Int, width: Double, available: Double) -> Diagnostic {
        .itemWiderThanSection(
            segment, item: item, width: width, available: available,
            then: "UIKit leaves this undefined, so it is drawn alone on its "
                + "\(segment.direction == .vertical ? "line at x" : "column at y") = \(NumberFormat.exact(segment.inset.left))")
    }
}
