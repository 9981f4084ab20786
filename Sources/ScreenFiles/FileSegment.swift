import Snapshot

/// The sub-controller a segment of a screen file becomes: runs of repeated items, each with
/// a width formula worked out against the collection context when the layout asks.
struct FileSegment: SubController, Sendable {
    var name: String
    var inset: EdgeInsets
    var minimumLineSpacing: Double
    var minimumInteritemSpacing: Double
    var header: FileSupplementary?
    var footer: FileSupplementary?
    /// The items as the file lists them, each standing for `count` cells.
    var items: [FileItem]
    /// The compositional section the file gives, if any.
    var section: CompositionalSection?
    /// `itemEnds[i]` = the number of cells up to and including `items[i]`; found by binary search,
    /// so a 100,000-cell `repeat` costs one entry, not 100,000.
    private var itemEnds: [Int]

    init(
        name: String, inset: EdgeInsets, minimumLineSpacing: Double, minimumInteritemSpacing: Double,
        header: FileSupplementary?, footer: FileSupplementary?, items: [FileItem], section: CompositionalSection? = nil
    ) {
        self.section = section
        self.name = name
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.header = header
        self.footer = footer
        self.items = items
        var total = 0
        self.itemEnds = items.map { item in
            total += item.count
            return total
        }
    }

    var numberOfItems: Int { itemEnds.last ?? 0 }

    func compositionalSection(in context: CollectionContext) -> CompositionalSection? {
        section
    }

    /// An item of a sectioned segment that gives a `width` or `height` fits to them; one that
    /// gives neither stays at its estimate.
    func fittedSize(at index: Int, proposed: Size, in context: CollectionContext) -> Size? {
        let item = items[run(containing: index)]
        guard item.fittedWidth != nil || item.fittedHeight != nil else { return nil }
        let names = names(in: context)
        return Size(width: item.fittedWidth?.value(names) ?? proposed.width, height: item.fittedHeight?.value(names) ?? proposed.height)
    }

    // Fields are read through `items[run]`, not a copy of the item: a million cells asked
    // for their size and cell copied (retained and released) a whole item each time.
    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        let run = run(containing: index)
        // Plain numbers need no names (the text size's body point size among them).
        if case .points(let width) = items[run].width, case .points(let height) = items[run].height { return Size(width: width, height: height) }
        let names = names(in: context)
        return Size(width: items[run].width.value(names), height: items[run].height.value(names))
    }

    func cellForItem(at index: Int) -> Cell {
        let run = run(containing: index)
        let first = run == 0 ? 0 : itemEnds[run - 1]
        return items[run].cell(number: index - first + 1)
    }

    func sizeForHeader(in context: CollectionContext) -> Size? {
        header?.size(names(in: context))
    }

    func sizeForFooter(in context: CollectionContext) -> Size? {
        footer?.size(names(in: context))
    }

    /// A header or footer whose `height` is `{"estimated": n}` fits to its `fittedHeight`, when given.
    func fittedSize(of element: SupplementaryElement, proposed: Size, in context: CollectionContext) -> Size? {
        let supplementary = element == .header ? header : footer
        return supplementary?.fittedHeight.map { Size(width: proposed.width, height: $0.value(names(in: context))) }
    }

    /// What a length formula's names stand for here: `full` is the inset container width less this
    /// segment's left and right inset.
    private func names(in context: CollectionContext) -> LengthFormula.Names {
        LengthFormula.Names(full: context.insetContainerSize.width - inset.horizontal, in: context)
    }

    /// The index in `items` of the run holding cell `index`: the first whose end lies beyond it.
    private func run(containing index: Int) -> Int {
        var low = 0
        var high = itemEnds.count - 1
        while low < high {
            let middle = (low + high) / 2
            if itemEnds[middle] > index { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// One item entry of a screen file: a cell type, text, width formula, height, repeat count.
struct FileItem: Sendable, Hashable {
    var cellType: String
    var width: LengthFormula
    var height: LengthFormula
    var count: Int
    var embedded: EmbeddedCollection?
    /// In a segment with a `section`: the `width` and `height` the file gives, the cell's fitted
    /// size on the sides it sizes itself along (`nil` where not given).
    var fittedWidth: LengthFormula?
    var fittedHeight: LengthFormula?
    /// The text split at each `{n}`, so numbering a cell is one join, not a search.
    private var textPieces: [String]?

    /// `{n}` in `text` becomes the cell's number among the item's repeats, from 1.
    init(cellType: String, text: String?, width: LengthFormula, height: LengthFormula, count: Int, embedded: EmbeddedCollection?) {
        self.cellType = cellType
        self.width = width
        self.height = height
        self.count = count
        self.embedded = embedded
        self.textPieces = text.map(FileItem.pieces)
    }

    /// `text` split at each `{n}`: `"Row {n}"` → `["Row ", ""]`.
    static func pieces(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        let marker = Array("{n}".utf8)
        var pieces: [String] = []
        var start = 0
        var index = 0
        while index + marker.count <= bytes.count {
            if bytes[index..<index + marker.count].elementsEqual(marker) {
                pieces.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += marker.count
                start = index
            } else {
                index += 1
            }
        }
        pieces.append(String(decoding: bytes[start...], as: UTF8.self))
        return pieces
    }

    func cell(number: Int) -> Cell {
        guard let textPieces else { return Cell(cellType, embedded: embedded) }
        let text = textPieces.count == 1 ? textPieces[0] : textPieces.joined(separator: String(number))
        return Cell(cellType, text: text, embedded: embedded)
    }
}

/// A segment's header or footer in a screen file.
struct FileSupplementary: Sendable, Hashable {
    var width: LengthFormula
    /// Its height, or its estimate when it sizes itself.
    var height: LengthFormula
    /// The height it sizes itself to (`fittedHeight`), when its `height` is `{"estimated": n}`.
    var fittedHeight: LengthFormula?

    func size(_ names: LengthFormula.Names) -> Size {
        Size(width: width.value(names), height: height.value(names))
    }
}
