/// A DCFrame container tree flattened into one segment: one full-width row per visible cell
/// model and separator, depth-first, as DCFrame's table view lists them.
///
/// Use `DCFrameList(tree)` for the whole tree as one segment, or `tree.subControllers()` for
/// one segment per direct child container.
///
///     let list = DCContainer(children: (1..<100).map { .cell(DCCell("LabelCell", height: 50, text: "\($0)")) })
///     let segment = DCFrameList(list)
///     segment.numberOfItems                   // 99
///     segment.sizeForItem(at: 0, in: context) // 375×50 when the collection is 375 wide
public struct DCFrameList: SubController, Sendable {
    /// The container's name.
    public var name: String
    var rows: [DCRow]

    /// The whole tree as one segment, named after `container`.
    public init(_ container: DCContainer) {
        self.init(name: container.name, rows: container.rows)
    }

    init(name: String, rows: [DCRow]) {
        self.name = name
        self.rows = rows
    }

    /// One item per visible row of the flattened tree.
    public var numberOfItems: Int { rows.count }

    /// The cell size if the model gave one, else the full inset container width × the cell height.
    public func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        let row = rows[index]
        return row.size ?? Size(width: context.insetContainerSize.width, height: row.height)
    }

    /// The row's cell: a model's cell, or a separator.
    public func cellForItem(at index: Int) -> Cell {
        rows[index].cell
    }
}
