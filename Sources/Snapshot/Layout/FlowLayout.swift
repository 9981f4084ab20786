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
/// - `.flow` justifies every line of n > 1 items, the last one too: the spare width is spread
///   equally between the items, so the first starts at inset left and the last ends at
///   W − inset right. A lone item is centred in the available width.
/// - `.leftAlignedFlow` rewrites x as `LeftAlignedLayout` says.
/// - An item wider than the available width sits alone on its line at x = inset left with its
///   own width (UIKit leaves this undefined), reported as an `item-wider-than-section` error.
/// - The segment's band is (0, section top, W, header + insets + lines + footer); the content
///   size is (W, bottom of the last section), zero when there are no sections.
///
/// Three 100-wide items in a 375-wide section with no inset: 75 spare points, 37.5 between
/// items, so x = 0, 137.5, 275.
enum FlowLayout {
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
        var frames = [Rect](repeating: .zero, count: segment.itemCount)
        for (number, line) in lines.enumerated() {
            if number > 0 { y += segment.lineSpacing }
            if line.isOverWide {
                let item = line.items.lowerBound
                frames[item] = Rect(origin: Point(x: inset.left, y: y), size: segment.sizes[item])
                diagnostics.append(overWide(segment, item: item, width: width, available: available))
            } else {
                switch alignment {
                case .justified: justify(line, of: segment, available: available, lineTop: y, into: &frames)
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

    /// Justified x (or centred, for a lone item) and vertically centred y for one line.
    private static func justify(
        _ line: FlowLine, of segment: MeasuredSegment, available: Double, lineTop: Double, into frames: inout [Rect]
    ) {
        let sizes = segment.sizes
        var totalWidth = 0.0
        for item in line.items { totalWidth += sizes[item].width }
        let count = line.items.count
        let gap = count > 1 ? (available - totalWidth) / Double(count - 1) : 0
        var x = count > 1 ? segment.inset.left : segment.inset.left + (available - totalWidth) / 2
        for item in line.items {
            let size = sizes[item]
            frames[item] = Rect(origin: Point(x: x, y: lineTop + (line.height - size.height) / 2), size: size)
            x += size.width + gap
        }
    }

    private static func overWide(_ segment: MeasuredSegment, item: Int, width: Double, available: Double) -> Diagnostic {
        let itemWidth = NumberFormat.exact(segment.sizes[item].width)
        let arithmetic = DiagnosticText.availableWidth(width: width, inset: segment.inset, available: available)
        return Diagnostic(
            severity: .error, kind: .itemWiderThanSection, segment: segment.index, item: item,
            message: "\(DiagnosticText.segment(segment.index, segment.name)) item \(item) is \(itemWidth) wide but the section "
                + "gives \(NumberFormat.exact(available)): \(itemWidth) > \(arithmetic); UIKit leaves this undefined, "
                + "so it is drawn alone on its line at x = \(NumberFormat.exact(segment.inset.left)).")
    }
}
