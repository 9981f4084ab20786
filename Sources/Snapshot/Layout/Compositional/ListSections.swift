/// The sections of sub-controllers without a compositional section of their own: plain rows, or
/// the sections of `UICollectionViewCompositionalLayout.list(using:)` in a `ListAppearance`.
///
/// Rules:
/// - Rows: one full-width row per item inside the segment's `inset`, at `sizeForItem`'s height,
///   `minimumLineSpacing` apart; the header above them and the footer below, as wide as the rows.
/// - `.insetGrouped`: the rows are inset on each side by the device's layout margin
///   (`Device.layoutMargin`) inside the safe area, whether the collection view is its
///   controller's root view (BSWInterfaceKit's `ContentViewTests` images: 20 on a 375 × 812
///   iPhone, 16 on a 375 × 667 one) or a subview filling its view (issue 38: 20 on a 393-point
///   Face ID iPhone). Where the margin is not measured, UIView's 8 points, said once.
/// - `.grouped` and `.insetGrouped` (issue 38, 3x simulator renderings): 17.5 points after every
///   section and above a section without a header, each rounded up to the pixel grid on its own
///   (17.667 at 3x, so 35.333 between two sections without headers); a header starts where its
///   section does, its rows directly under it. 390 × 844, three inset-grouped sections of six
///   44-point rows, no headers: rows start at 17.667, 17.667 + 264 + 35.333 = 317 and 616.333.
///   The space above a grouped section without a header and the place of a footer are not
///   measured: laid out the same way, with a warning (blocked on evidence).
/// - `.plain`, `.sidebar`, `.sidebarPlain`: not measured; rows with nothing between sections and
///   a warning (blocked on evidence).
enum ListSections {
    /// UIKit's space between grouped list sections, before snapping (issue 38).
    static let sectionGap = 17.5

    /// A section of `segment` in `appearance`, starting at `top`.
    static func place(
        _ segment: MeasuredSegment, appearance: ListAppearance, top: Double, width: Double, sides: ReferenceSides?, grid: PixelGrid,
        position: Int, count: Int, diagnostics: inout [Diagnostic]
    ) -> PlacedSegment {
        func warn(_ message: String) {
            diagnostics.append(Diagnostic(severity: .warning, kind: .unsupportedOption, segment: segment.index, message: message))
        }
        switch appearance {
        case .plain, .sidebar, .sidebarPlain:
            if position == 0 {
                warn(
                    "the \(appearance.rawValue) list appearance is not measured; its \(count) sections are laid out as full-width rows "
                        + "with nothing between them (blocked on evidence).")
            }
            return rows(segment, top: top, width: width)
        case .grouped, .insetGrouped:
            var measured = segment
            if appearance == .insetGrouped {
                let margins = sides?.listMargins ?? .zero
                measured.inset.left += margins.left
                measured.inset.right += margins.right
                if position == 0, let sides, !sides.listMarginMeasured, !sides.rootView {  // a root view's is said already
                    warn(
                        "the layout margins of \(sides.deviceLabel) are not measured; the inset-grouped list is inset by UIView's "
                            + "8 points inside the safe area (blocked on evidence).")
                }
            }
            let label = DiagnosticText.segment(segment.index, segment.name)
            if appearance == .grouped, !segment.hasHeader {
                warn(
                    "\(label) the space above a grouped list section without a header is not measured; it is laid out as "
                        + "inset-grouped's 17.5 points (blocked on evidence).")
            }
            if segment.hasFooter {
                warn(
                    "\(label) where UIKit puts a \(appearance.rawValue) list section's footer is not measured; it is laid out under "
                        + "the rows, before the 17.5 points after the section (blocked on evidence).")
            }
            let gap = grid.ceiled(sectionGap)
            var placed = rows(measured, top: top + (segment.hasHeader ? 0 : gap), width: width)
            placed.frame = Rect(x: 0, y: top, width: width, height: placed.frame.maxY + gap - top)
            return placed
        }
    }

    /// Full-width rows at their heights, inside the segment's inset.
    static func rows(_ segment: MeasuredSegment, top: Double, width: Double) -> PlacedSegment {
        let inset = segment.inset
        let rowWidth = Swift.max(0, width - inset.left - inset.right)
        var y = top
        var header: Rect?
        if segment.hasHeader {
            header = Rect(x: inset.left, y: y, width: rowWidth, height: segment.headerHeight)
            y += segment.headerHeight
        }
        y += inset.top
        var frames: [Rect] = []
        frames.reserveCapacity(segment.itemCount)
        for (item, size) in segment.sizes.enumerated() {
            if item > 0 { y += segment.lineSpacing }
            frames.append(Rect(x: inset.left, y: y, width: rowWidth, height: size.height))
            y += size.height
        }
        y += inset.bottom
        var footer: Rect?
        if segment.hasFooter {
            footer = Rect(x: inset.left, y: y, width: rowWidth, height: segment.footerHeight)
            y += segment.footerHeight
        }
        return PlacedSegment(frame: Rect(x: 0, y: top, width: width, height: y - top), header: header, footer: footer, items: frames)
    }
}
