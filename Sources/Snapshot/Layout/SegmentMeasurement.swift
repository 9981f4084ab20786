/// What one sub-controller answered, asked exactly once per question and cleaned of bad values.
///
/// Rules:
/// - Every question is asked once: `name`, `numberOfItems`, `inset`, the two spacings, the
///   header and footer sizes once per segment, then `sizeForItem` and `cellForItem` once per
///   index, in index order. The answers are kept in arrays; no layout asks again.
/// - A negative item count is laid out as 0 items (an `invalid-count` error).
/// - An inset, spacing, width or height that is negative, NaN or infinite is laid out as 0
///   (an error: the picture no longer shows what the device would). A zero-sized item is
///   kept as it is (a warning: legal, but the cell shows nothing).
/// - A header or footer exists when its size is non-nil and its height is above 0; a bad
///   height means no header or footer (an error). Its width is never used: the layouts give
///   headers and footers the width they decide.
struct MeasuredSegment {
    var index: Int
    var name: String
    var inset: EdgeInsets
    var lineSpacing: Double
    var interitemSpacing: Double
    /// 0 when there is no header.
    var headerHeight: Double
    /// 0 when there is no footer.
    var footerHeight: Double
    var sizes: [Size]
    var cells: [Cell]

    var itemCount: Int { sizes.count }
    var hasHeader: Bool { headerHeight > 0 }
    var hasFooter: Bool { footerHeight > 0 }

    init(asking subController: any SubController, index: Int, context: CollectionContext, diagnostics: inout [Diagnostic]) {
        let name = subController.name
        // Worked out only when there is something to report: most segments never need it.
        func label() -> String { DiagnosticText.segment(index, name) }
        self.index = index
        self.name = name

        var count = subController.numberOfItems
        if count < 0 {
            diagnostics.append(Diagnostic(
                severity: .error, kind: .invalidCount, segment: index,
                message: "\(label()) says it has \(count) items; it is laid out with none."))
            count = 0
        }
        inset = LayoutValues.cleaned(subController.inset, what: "\(label()) inset", segment: index, diagnostics: &diagnostics)
        lineSpacing = LayoutValues.cleanedSpacing(
            subController.minimumLineSpacing, what: "\(label()) minimum line spacing", segment: index, diagnostics: &diagnostics)
        interitemSpacing = LayoutValues.cleanedSpacing(
            subController.minimumInteritemSpacing, what: "\(label()) minimum interitem spacing", segment: index,
            diagnostics: &diagnostics)
        headerHeight = LayoutValues.cleanedSupplementaryHeight(
            subController.sizeForHeader(in: context), element: "header", label: label(), segment: index, diagnostics: &diagnostics)
        footerHeight = LayoutValues.cleanedSupplementaryHeight(
            subController.sizeForFooter(in: context), element: "footer", label: label(), segment: index, diagnostics: &diagnostics)

        var sizes: [Size] = []
        var cells: [Cell] = []
        sizes.reserveCapacity(count)
        cells.reserveCapacity(count)
        for item in 0..<count {
            let asked = subController.sizeForItem(at: item, in: context)
            sizes.append(LayoutValues.cleanedItemSize(asked, label: label(), segment: index, item: item, diagnostics: &diagnostics))
            cells.append(subController.cellForItem(at: item))
        }
        self.sizes = sizes
        self.cells = cells
    }
}
