/// Lays out a screen exactly as its collection-view layout would: a pure function.
///
/// Same screen in, same `Layout` out, on every machine. The engine asks each sub-controller
/// each question once (`sizeForItem` once per index), never crashes on bad answers — a NaN
/// size, a negative count or inset is laid out as 0 and reported as a diagnostic — and
/// costs time in proportion to the number of cells.
///
/// The steps:
/// 1. Chrome bands and the scroll area between them (`ChromeLayout`).
/// 2. The collection context: `containerSize` = the scroll area's size, `insetContainerSize`
///    = that less the content inset. The layout width W = scroll area width − content inset
///    left − right (neither is ever below 0). The collection view's bounds are the scroll area,
///    or the whole device when it extends under the bars (`Screen.collectionViewUnderBars`):
///    the cells still start below the top bars, its adjusted content inset.
/// 3. Each sub-controller's answers (`MeasuredSegment`; the segments record the cleaned
///    inset and spacings the layout used), then the screen's layout style:
///    `FlowLayout` (`.flow`, `.leftAlignedFlow` via `LeftAlignedLayout`), `ListKitLayout` or
///    `CompositionalLayout`;
///    a horizontal screen goes through them with its axes exchanged (`HorizontalScrolling`).
/// 4. Cells attached to their frames, embedded collections laid out
///    (`NestedCollectionLayout`), then `LayoutChecks`, a right-to-left screen mirrored as its
///    style mirrors (`RightToLeft`), and the diagnostics sorted.
///
///     var screen = Screen(name: "Settings", device: .iPhone8, chrome: .none, layoutStyle: .flow)
///     screen.add(SingleRow(cell: Cell("TitleCell"), height: 50))
///     LayoutEngine.layout(screen).segments[0].items[0].frame
///     // Rect(x: 0, y: 0, width: 375, height: 50)
public enum LayoutEngine {
    /// The layout of `screen`: chrome bands, scroll area, one segment per sub-controller, diagnostics.
    public static func layout(_ screen: Screen) -> Layout {
        let device = screen.device
        var diagnostics: [Diagnostic] = []
        let chrome = ChromeLayout(device: device, chrome: screen.chrome)
        let scrollArea = chrome.scrollArea
        let contentInset = LayoutValues.cleaned(
            screen.contentInset, what: "content inset", segment: nil, diagnostics: &diagnostics)
        let context = Self.context(scrollArea: scrollArea, contentInset: contentInset, screen: screen)
        let width = context.insetContainerSize.width

        if screen.subControllers.count > ScreenLimits.segments {
            diagnostics.append(
                Diagnostic(
                    severity: .error, kind: .screenTooLarge,
                    message: "the screen has \(screen.subControllers.count) segments; the first \(ScreenLimits.segments) are laid out (ScreenLimits)."))
        }
        var tally = ScreenTally()
        var budget = DiagnosticBudget()
        var direction = screen.scrollDirection
        let compositional: Bool = if case .compositional = screen.layoutStyle { true } else { false }
        if compositional, direction == .horizontal {
            diagnostics.append(
                Diagnostic(
                    severity: .error, kind: .unsupportedOption,
                    message: "a compositional layout that scrolls horizontally is not modelled yet; the screen is laid out vertically."))
            direction = .vertical
        }
        let measured = screen.subControllers.prefix(ScreenLimits.segments).enumerated().map { index, subController in
            MeasuredSegment(
                asking: subController, index: index, context: context, direction: direction, compositional: compositional,
                tally: &tally, budget: &budget, diagnostics: &diagnostics)
        }
        let grid = PixelGrid(scale: device.scale)
        var placed: PlacedContent
        if direction == .vertical {
            let sides = ReferenceSides(device: device, contentInset: contentInset, rootView: screen.collectionViewIsRootView, diagnostics: &diagnostics)
            let margins = FlowLayout.margins(
                for: screen.sectionInsetReference, style: screen.layoutStyle, sides: sides, diagnostics: &diagnostics)
            placed = place(
                margins == .zero ? measured : measured.map { FlowLayout.adding(margins, to: $0) }, style: screen.layoutStyle,
                across: width, along: context.insetContainerSize.height,
                bounds: screen.collectionViewUnderBars ? device.size.height : scrollArea.height, grid: grid, sides: sides,
                diagnostics: &diagnostics)
        } else {
            if screen.sectionInsetReference != .fromContentInset {
                diagnostics.append(
                    Diagnostic(
                        severity: .warning, kind: .unsupportedOption,
                        message: "sectionInsetReference \(screen.sectionInsetReference.rawValue) is not modelled for horizontal scrolling; "
                            + "the section insets are measured from the content inset."))
            }
            let style = HorizontalScrolling.style(for: screen.layoutStyle, diagnostics: &diagnostics)
            let across = Swift.max(0, scrollArea.height - contentInset.vertical)
            placed = place(
                measured.map(HorizontalScrolling.exchanged), style: style, across: across, along: width, grid: grid,
                diagnostics: &diagnostics)
            placed = HorizontalScrolling.exchanged(placed)
        }

        var segments: [LayoutSegment] = []
        segments.reserveCapacity(measured.count)
        for (segment, place) in zip(measured, placed.segments) {
            segments.append(assemble(segment, place, diagnostics: &diagnostics))
            if let offGrid = LayoutChecks.pixelGrid(
                of: place, measured: segment, grid: grid, direction: direction, snapsFrames: screen.layoutStyle.snapsFrames)
            {
                diagnostics.append(offGrid)
            }
            if let cutOff = LayoutChecks.beyondContent(
                of: place, index: segment.index, name: segment.name, contentSize: placed.contentSize, direction: direction)
            {
                diagnostics.append(cutOff)
            }
            if let empty = LayoutChecks.emptySegment(segment, style: screen.layoutStyle, direction: direction) {
                diagnostics.append(empty)
            }
        }

        if screen.layoutDirection == .rightToLeft {
            RightToLeft.mirror(&segments, style: screen.layoutStyle, contentWidth: placed.contentSize.width, diagnostics: &diagnostics)
        }
        var layout = Layout(
            screenName: screen.name, device: device, style: screen.layoutStyle, chrome: chrome.bands,
            scrollArea: scrollArea, contentInset: contentInset, contentSize: placed.contentSize,
            segments: segments, diagnostics: LayoutChecks.sorted(diagnostics, dropped: budget.dropped), direction: direction,
            sectionInsetReference: screen.sectionInsetReference)
        layout.contentSizeCategory = screen.contentSizeCategory
        layout.collectionViewIsRootView = screen.collectionViewIsRootView
        layout.collectionViewUnderBars = screen.collectionViewUnderBars
        layout.layoutDirection = screen.layoutDirection
        return layout
    }

    /// The context the engine asks `screen`'s sub-controllers in (step 2): what an app's
    /// `CollectionContext(collectionView:)` (LayoutUIKit) must equal on the same device.
    public static func context(of screen: Screen) -> CollectionContext {
        var ignored: [Diagnostic] = []
        let contentInset = LayoutValues.cleaned(screen.contentInset, what: "content inset", segment: nil, diagnostics: &ignored)
        return context(scrollArea: ChromeLayout(device: screen.device, chrome: screen.chrome).scrollArea, contentInset: contentInset, screen: screen)
    }

    private static func context(scrollArea: Rect, contentInset: EdgeInsets, screen: Screen) -> CollectionContext {
        CollectionContext(
            containerSize: scrollArea.size,
            insetContainerSize: Size(
                width: Swift.max(0, scrollArea.width - contentInset.horizontal), height: Swift.max(0, scrollArea.height - contentInset.vertical)),
            device: screen.device, contentSizeCategory: screen.contentSizeCategory)
    }

    /// The segments placed by `style`, lines running across `across` points, the visible length
    /// along the scroll axis `along`, the collection view's bounds `bounds` long on that axis.
    private static func place(
        _ measured: [MeasuredSegment], style: LayoutStyle, across: Double, along: Double, bounds: Double? = nil, grid: PixelGrid,
        sides: ReferenceSides? = nil, diagnostics: inout [Diagnostic]
    ) -> PlacedContent {
        switch style {
        case .flow:
            FlowLayout.place(measured, width: across, alignment: .justified, diagnostics: &diagnostics)
        case .leftAlignedFlow:
            FlowLayout.place(measured, width: across, alignment: .leftAligned, diagnostics: &diagnostics)
        case .listKit(let options):
            ListKitLayout.place(measured, width: across, grid: grid, options: options, diagnostics: &diagnostics)
        case .compositional(let options):
            CompositionalLayout.place(
                measured, width: across, height: along, boundsHeight: bounds ?? along, scale: grid.scale, sides: sides, options: options,
                diagnostics: &diagnostics)
        }
    }

    /// One segment's cells attached to the frames its layout gave them.
    private static func assemble(
        _ segment: MeasuredSegment, _ place: PlacedSegment, diagnostics: inout [Diagnostic]
    ) -> LayoutSegment {
        var items: [LayoutItem] = []
        items.reserveCapacity(segment.itemCount)
        // The cells' fields are read in place and the label closes over two values, not the
        // segment: a copy of either is a retain of every field (a tenth of a 1,000-cell match).
        let (segmentIndex, segmentName) = (segment.index, segment.name)
        for (index, frame) in place.items.enumerated() {
            var nested: NestedLayout?
            if let embedded = segment.cells[index].embedded {
                nested = NestedCollectionLayout.layout(
                    embedded, cellSize: frame.size, label: DiagnosticText.segment(segmentIndex, segmentName),
                    segment: segmentIndex, item: index, diagnostics: &diagnostics)
            }
            items.append(
                LayoutItem(index: index, cellType: segment.cells[index].type, text: segment.cells[index].text, frame: frame, nested: nested))
        }
        return LayoutSegment(
            index: segment.index, name: segment.name, frame: place.frame, inset: segment.inset,
            minimumLineSpacing: segment.lineSpacing, minimumInteritemSpacing: segment.interitemSpacing,
            header: place.header, footer: place.footer, items: items, composition: place.composition)
    }
}

/// Where a layout style put one segment's pieces, in content coordinates, before cells are attached.
struct PlacedSegment {
    /// The segment's full-width band.
    var frame: Rect
    var header: Rect?
    var footer: Rect?
    /// One frame per item, in index order.
    var items: [Rect]
    /// A compositional section's group tree and repetitions.
    var composition: LayoutComposition?

    /// Each value of what UIKit draws (cells, boundary items, badges, background) rounded to the
    /// nearest pixel, as UIKit did on iOS 14 (`UIKitVersion.iOS14`).
    mutating func round(to grid: PixelGrid) {
        items = items.map(grid.rounded)
        header = header.map(grid.rounded)
        footer = footer.map(grid.rounded)
        guard var composition else { return }
        composition.badges = composition.badges.map { LayoutBadge(item: $0.item, kind: $0.kind, frame: grid.rounded($0.frame)) }
        composition.background = composition.background.map(grid.rounded)
        self.composition = composition
    }
}

/// Every segment placed by one layout style, and the content size it gives the collection view.
struct PlacedContent {
    var segments: [PlacedSegment]
    var contentSize: Size
}
