/// What one sub-controller answered, asked exactly once per question and cleaned of bad values.
///
/// Rules:
/// - Every question is asked once: `name`, `numberOfItems`, `inset`, the two spacings, the
///   header and footer sizes once per segment, then `sizeForItem` and `cellForItem` once per
///   index, in index order. The answers are kept in arrays; no layout asks again. On a
///   `.compositional` screen `compositionalSection` is asked first, and when it gives one, it
///   replaces `inset`, the spacings, the header and footer sizes and `sizeForItem`.
/// - A negative item count is laid out as 0 items (an `invalid-count` error).
/// - An inset, spacing, width or height that is negative, NaN or infinite is laid out as 0
///   (an error: the picture no longer shows what the device would). A zero-sized item is
///   kept as it is (a warning: legal, but the cell shows nothing).
/// - The screen's totals stay within `ScreenLimits` (counted in `tally`): items past the cell
///   limit are not asked for, a cell past the nested-cell or text limit loses its embedded
///   collection or its text, each with one `screen-too-large` error for the screen.
/// - In a list section (`.compositional`, no section) a header or footer is as tall as its
///   `fittedSize(of:proposed:in:)` when it gives one (it sizes itself), else its estimate.
/// - A header or footer exists when its size is non-nil and its height (its width when
///   scrolling horizontally) is above 0; a bad one means no header or footer (an error). The
///   other side is never used: the layouts give headers and footers the width they decide.
struct MeasuredSegment {
    var index: Int
    var name: String
    var inset: EdgeInsets
    var lineSpacing: Double
    var interitemSpacing: Double
    /// 0 when there is no header; its width when scrolling horizontally.
    var headerHeight: Double
    /// 0 when there is no footer; its width when scrolling horizontally.
    var footerHeight: Double
    var sizes: [Size]
    var cells: [Cell]
    /// The direction its answers are read in; item sizes and insets stay as answered.
    var direction: ScrollDirection
    /// Its compositional section, asked only on a `.compositional` screen.
    var section: CompositionalSection?
    /// Asks `fittedSize` for the next self-sizing item (item index, proposed size), when the
    /// section has a dimension the cells size themselves along; the layout asks each once, in order.
    var fit: ((Int, Size) -> Size?)?

    var itemCount: Int { sizes.count }
    var hasHeader: Bool { headerHeight > 0 }
    var hasFooter: Bool { footerHeight > 0 }

    init(
        asking subController: any SubController, index: Int, context: CollectionContext, direction: ScrollDirection = .vertical,
        compositional: Bool = false, tally: inout ScreenTally, budget: inout DiagnosticBudget, diagnostics: inout [Diagnostic]
    ) {
        let name = subController.name
        // Worked out only when there is something to report (most segments never need it). Not
        // kept once worked out: a variable the closures share cost a run-time exclusivity check
        // for every item, and a bad item's message costs more than its label anyway.
        func label() -> String { DiagnosticText.segment(index, name) }
        self.index = index
        self.name = name
        self.direction = direction

        var count = subController.numberOfItems
        if count < 0 {
            diagnostics.append(
                Diagnostic(
                    severity: .error, kind: .invalidCount, segment: index,
                    message: "\(label()) says it has \(count) items; it is laid out with none."))
            count = 0
        }
        if count > tally.cellsLeft {
            diagnostics.append(
                Diagnostic(
                    severity: .error, kind: .screenTooLarge, segment: index,
                    message: "\(label()) says it has \(count) items, \(tally.cells + count) cells on the screen in all; "
                        + "a screen holds at most \(ScreenLimits.cells) (ScreenLimits), so its first \(tally.cellsLeft) are laid out."))
            count = tally.cellsLeft
        }
        section = compositional ? subController.compositionalSection(in: context) : nil
        if let section {
            // The section says it all: its insets and spacing, no item sizes, header or footer heights.
            inset = LayoutValues.cleaned(section.contentInsets, what: "\(label()) content inset", segment: index, diagnostics: &diagnostics)
            lineSpacing = LayoutValues.cleanedSpacing(
                section.interGroupSpacing, what: "\(label()) inter-group spacing", segment: index, diagnostics: &diagnostics)
            interitemSpacing = 0
            headerHeight = 0
            footerHeight = 0
        } else {
            inset = LayoutValues.cleaned(subController.inset, what: "\(label()) inset", segment: index, diagnostics: &diagnostics)
            lineSpacing = LayoutValues.cleanedSpacing(
                subController.minimumLineSpacing, what: "\(label()) minimum line spacing", segment: index, diagnostics: &diagnostics)
            interitemSpacing = LayoutValues.cleanedSpacing(
                subController.minimumInteritemSpacing, what: "\(label()) minimum interitem spacing", segment: index,
                diagnostics: &diagnostics)
            // A list section's header and footer size themselves; elsewhere a fitted size is not modelled.
            func sized(_ element: SupplementaryElement, _ estimate: Size?) -> Double {
                var size = estimate
                if let estimate, let fitted = subController.fittedSize(of: element, proposed: estimate, in: context) {
                    if compositional, direction == .vertical {
                        size?.height = fitted.height
                    } else {
                        diagnostics.append(
                            Diagnostic(
                                severity: .warning, kind: .unsupportedOption, segment: index,
                                message: "\(label()) \(element.rawValue) sizes itself (fitted height \(NumberFormat.exact(fitted.height))), "
                                    + "which is modelled in list sections of a vertical compositional layout; it is laid out at its estimate."))
                    }
                }
                return LayoutValues.cleanedSupplementaryLength(
                    size, along: direction, element: element.rawValue, label: label(), segment: index, diagnostics: &diagnostics)
            }
            headerHeight = sized(.header, subController.sizeForHeader(in: context))
            footerHeight = sized(.footer, subController.sizeForFooter(in: context))
        }

        var sizes: [Size] = []
        var cells: [Cell] = []
        sizes.reserveCapacity(count)
        cells.reserveCapacity(count)
        // Asked once: reading the stored section in the loop copied it for every item.
        let asksSizes = section == nil
        for item in 0..<count {
            if asksSizes {
                let asked = subController.sizeForItem(at: item, in: context)
                if LayoutValues.isGood(asked) {
                    sizes.append(asked)
                } else if budget.isPast(segment: index, item: item, kind: .invalidSize) {
                    budget.drop()  // its one diagnostic would be cut: counted, not written
                    sizes.append(LayoutValues.cleaned(asked))
                } else {
                    sizes.append(LayoutValues.cleanedItemSize(asked, label: label(), segment: index, item: item, diagnostics: &diagnostics))
                    budget.compact(&diagnostics)
                }
            } else {
                sizes.append(.zero)
            }
            var cell = subController.cellForItem(at: item)
            // Within the cell limit (the count was cut to it); past another, drop what passes it.
            var textBytes = tally.textBytes(of: cell)
            while let exceeded = tally.add(cells: 1, nested: cell.embedded?.items.count ?? 0, textBytes: textBytes),
                exceeded.what != "cells"
            {
                if !tally.reportedOverflow {
                    diagnostics.append(
                        Diagnostic(
                            severity: .error, kind: .screenTooLarge, segment: index, item: item,
                            message: "\(label()) item \(item) would bring the screen to \(exceeded.total) \(exceeded.what); "
                                + "a screen holds at most \(exceeded.limit) (ScreenLimits), so cells that would pass it are laid out "
                                + (exceeded.what == "nested cells"
                                    ? "without their embedded collections."
                                    : "without their text and embedded collections, and with their type cut to 16 characters.")))
                    tally.reportedOverflow = true
                }
                guard let smaller = cell.cut(for: exceeded.what) else {
                    tally.cells += 1  // a short type, a few bytes: bounded by the cell limit
                    break
                }
                cell = smaller
                textBytes = tally.textBytes(of: smaller)
            }
            cells.append(cell)
        }
        self.sizes = sizes
        self.cells = cells
        if let section, section.group.sizesItself {
            fit = { item, proposed in subController.fittedSize(at: item, proposed: proposed, in: context) }
        }
    }
}

extension CompositionalGroup {
    /// Whether any dimension in the tree is one the cells size themselves along.
    var sizesItself: Bool {
        if size.width.estimate != nil || size.height.estimate != nil { return true }
        let elements: [CompositionalElement] =
            switch subitems {
            case .list(let list): list
            case .equallySized(let element, _), .repeating(let element, _): [element]
            }
        return elements.contains { element in
            switch element {
            case .item(let item): item.size.width.estimate != nil || item.size.height.estimate != nil
            case .group(let group): group.sizesItself
            }
        }
    }
}
