/// A cell model in a DCFrame tree (DCFrame's `DCCellModel`): its cell class, height and optional text.
///
/// Rows are full width, as in DCFrame's table view, unless a `cellSize` is given.
/// A hidden cell model contributes nothing.
///
///     DCCell("LabelCell", height: 50, text: "1")          // full width × 50
///     DCCell("TagCell", size: Size(width: 80, height: 30)) // 80 × 30
public struct DCCell: Sendable, Hashable {
    /// The cell class name (`cellClass` in DCFrame): `LabelCell`.
    public var cellType: String
    /// The row height (`cellHeight`); used when `cellSize` is `nil`.
    public var cellHeight: Double
    /// A fixed size instead of a full-width row.
    public var cellSize: Size?
    /// The text its renderings show.
    public var text: String?
    /// A hidden cell takes no row.
    public var isHidden: Bool

    /// A full-width row `height` points high.
    public init(_ cellType: String, height: Double, text: String? = nil, isHidden: Bool = false) {
        self.cellType = cellType
        self.cellHeight = height
        self.cellSize = nil
        self.text = text
        self.isHidden = isHidden
    }

    /// A cell of a fixed size.
    public init(_ cellType: String, size: Size, text: String? = nil, isHidden: Bool = false) {
        self.cellType = cellType
        self.cellHeight = size.height
        self.cellSize = size
        self.text = text
        self.isHidden = isHidden
    }
}

/// A separator row (DCFrame's `DCSeparatorModel`): a full-width blank row, 6 pt by default as in DCFrame.
///
/// It shows as a cell of type `DCSeparator`. A separator 0 pt high contributes no row at all
/// (a zero-height table row is invisible, and a zero-size item would only be reported as invalid);
/// any other height, even a nonsensical negative one, is kept so the layout can report it.
///
///     DCSeparator()            // 6 pt
///     DCSeparator(height: 10)  // the post list's gap between posts
public struct DCSeparator: Sendable, Hashable {
    /// The cell type separator rows show as.
    public static let cellType = "DCSeparator"

    /// The separator's height in points.
    public var height: Double

    /// A separator `height` points high (6 by default).
    public init(height: Double = 6) {
        self.height = height
    }
}

/// A container model (DCFrame's `DCContainerModel`): a "folder" of cell models, separators and
/// other containers, with optional separators above and below.
///
/// A hidden container contributes nothing, its separators included.
///
///     DCContainer(name: "PostItemCM", children: [
///         .cell(DCCell("UserCell", height: 50, text: "userA")),
///         .container(DCContainer(name: "CommentCM", children: [.cell(DCCell("CommentCell", height: 30))])),
///     ], bottomSeparator: DCSeparator(height: 10))
public struct DCContainer: Sendable, Hashable {
    /// The container's class name in the app (`PostItemCM`); it names its segment.
    public var name: String
    /// The models inside, in order.
    public var children: [DCModel]
    /// A hidden container takes no rows, nor do its children.
    public var isHidden: Bool
    /// A separator row above the children.
    public var topSeparator: DCSeparator?
    /// A separator row below the children.
    public var bottomSeparator: DCSeparator?

    /// A container of `children`, with optional separators above and below.
    public init(
        name: String = "DCContainerModel",
        children: [DCModel] = [],
        isHidden: Bool = false,
        topSeparator: DCSeparator? = nil,
        bottomSeparator: DCSeparator? = nil
    ) {
        self.name = name
        self.children = children
        self.isHidden = isHidden
        self.topSeparator = topSeparator
        self.bottomSeparator = bottomSeparator
    }

    /// Appends a child (DCFrame's `addSubmodel`).
    public mutating func add(_ child: DCModel) {
        children.append(child)
    }
}

/// One child of a container: a cell model, a separator, or a nested container.
///
///     [.cell(DCCell("UserCell", height: 50)), .separator(DCSeparator()), .container(commentCM)]
///     // a 50-pt row, a 6-pt separator row, then commentCM's rows
public enum DCModel: Sendable, Hashable {
    /// A cell model: one row.
    case cell(DCCell)
    /// A separator: one row of its height.
    case separator(DCSeparator)
    /// A container: its children's rows.
    case container(DCContainer)
}
