/// One full-width row, like MCCS's `OneLabelSC` (a title 50 pt high).
///
///     SingleRow(name: "OneLabelSC", cell: Cell("OneLabelCell", text: "Vegetables"), height: 50)
public struct SingleRow: SubController {
    public var name: String
    public var cell: Cell
    public var height: Double
    public var inset: EdgeInsets

    public init(name: String = "SingleRow", cell: Cell, height: Double, inset: EdgeInsets = .zero) {
        self.name = name
        self.cell = cell
        self.height = height
        self.inset = inset
    }

    public var numberOfItems: Int { 1 }

    public func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: context.insetContainerSize.width - inset.horizontal, height: height)
    }

    public func cellForItem(at index: Int) -> Cell { cell }
}

/// A fixed list of cells with their own sizes.
///
///     FixedList(name: "SettingsSC", items: [(Cell("SwitchCell"), Size(width: 375, height: 44))])
public struct FixedList: SubController {
    public var name: String
    public var items: [(cell: Cell, size: Size)]
    public var inset: EdgeInsets
    public var minimumLineSpacing: Double
    public var minimumInteritemSpacing: Double
    public var header: Size?
    public var footer: Size?

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

    public var numberOfItems: Int { items.count }
    public func sizeForItem(at index: Int, in context: CollectionContext) -> Size { items[index].size }
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
    public var cell: Cell
    public var count: Int
    public var columns: Int
    public var itemHeight: Double
    public var inset: EdgeInsets
    public var minimumLineSpacing: Double
    public var minimumInteritemSpacing: Double

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

    public var numberOfItems: Int { count }

    public func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        let columns = Double(Swift.max(columns, 1))
        let free = context.insetContainerSize.width - inset.horizontal - (columns - 1) * minimumInteritemSpacing
        return Size(width: free / columns, height: itemHeight)
    }

    public func cellForItem(at index: Int) -> Cell { cell }
}
