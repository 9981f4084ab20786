/// One full-width row, like MCCS's `OneLabelSC` (a title 50 pt high).
///
///     SingleRow(name: "OneLabelSC", cell: Cell("OneLabelCell", text: "Vegetables"), height: 50)
public struct SingleRow: SubController {
    public var name: String
    /// The cell it shows.
    public var cell: Cell
    /// The row's height in points.
    public var height: Double
    public var inset: EdgeInsets

    /// One full-width row of `cell`, `height` points high.
    public init(name: String = "SingleRow", cell: Cell, height: Double, inset: EdgeInsets = .zero) {
        self.name = name
        self.cell = cell
        self.height = height
        self.inset = inset
    }

    /// One row.
    public var numberOfItems: Int { 1 }

    /// The full width inside the inset, `height` high.
    public func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: context.insetContainerSize.width - inset.horizontal, height: height)
    }

    /// Its cell.
    public func cellForItem(at index: Int) -> Cell { cell }
}

/// A fixed list of cells with their own sizes.
///
///     FixedList(name: "SettingsSC", items: [(Cell("SwitchCell"), Size(width: 375, height: 44))])
public struct FixedList: SubController {
    public var name: String
    /// Each item's cell and size.
    public var items: [(cell: Cell, size: Size)]
    public var inset: EdgeInsets
    public var minimumLineSpacing: Double
    public var minimumInteritemSpacing: Double
    /// The header's size, if any.
    public var header: Size?
    /// The footer's size, if any.
    public var footer: Size?

    /// A list of items of fixed sizes.
    public init(
        name: String = "FixedList",
        items: [(cell: Cell, size: Size)],
        inset: EdgeInsets = .zero,
        minimumLineSpacing: Double = 0,
        minimumInteritemSpacing: Double = 0,
        header: Size? = nil,
        footer: Size? = nil
    ) {
        self.name = name
        self.items = items
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.header = header
        self.footer = footer
    }

    /// Its items' count.
    public var numberOfItems: Int { items.count }
    /// The item's fixed size.
    public func sizeForItem(at index: Int, in context: CollectionContext) -> Size { items[index].size }
    /// The item's cell.
    public func cellForItem(at index: Int) -> Cell { items[index].cell }
    public func sizeForHeader(in context: CollectionContext) -> Size? { header }
    public func sizeForFooter(in context: CollectionContext) -> Size? { footer }
}

/// A grid of `columns` equal columns filling the width inside the inset, like a goods list.
///
/// Item width = (container width − inset left − inset right − (columns − 1) × interitem spacing) / columns.
///
///     Grid(name: "OptimumGoodsSC", cell: Cell("OptimumGoodsCell"), count: 6, columns: 2, itemHeight: 265)
public struct Grid: SubController {
    public var name: String
    /// The cell every item shows.
    public var cell: Cell
    /// How many items.
    public var count: Int
    /// How many columns share a row.
    public var columns: Int
    /// Each item's height in points.
    public var itemHeight: Double
    public var inset: EdgeInsets
    public var minimumLineSpacing: Double
    public var minimumInteritemSpacing: Double

    /// A grid of `count` items in `columns` columns.
    public init(
        name: String = "Grid",
        cell: Cell,
        count: Int,
        columns: Int,
        itemHeight: Double,
        inset: EdgeInsets = .zero,
        minimumLineSpacing: Double = 0,
        minimumInteritemSpacing: Double = 0
    ) {
        self.name = name
        self.cell = cell
        self.count = count
        self.columns = columns
        self.itemHeight = itemHeight
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
    }

    /// `count`.
    public var numberOfItems: Int { count }

    /// A column's width (the width inside the inset less the gaps, shared equally) × `itemHeight`.
    public func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        let columns = Double(Swift.max(columns, 1))
        let free = context.insetContainerSize.width - inset.horizontal - (columns - 1) * minimumInteritemSpacing
        return Size(width: free / columns, height: itemHeight)
    }

    /// `cell`.
    public func cellForItem(at index: Int) -> Cell { cell }
}
