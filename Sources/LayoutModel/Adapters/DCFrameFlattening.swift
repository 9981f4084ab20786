/// One row of a flattened DCFrame tree: a cell, and its fixed size or full-width height.
struct DCRow: Sendable, Hashable {
    var cell: Cell
    var height: Double
    /// `nil` for a full-width row.
    var size: Size?
}

extension DCContainer {
    /// The rows DCFrame's table view shows for this container, depth-first: the top separator,
    /// the children in order, the bottom separator. Hidden models contribute nothing.
    var rows: [DCRow] {
        var rows: [DCRow] = []
        appendRows(to: &rows)
        return rows
    }

    func appendRows(to rows: inout [DCRow]) {
        guard !isHidden else { return }
        topSeparator?.appendRow(to: &rows)
        for child in children {
            child.appendRows(to: &rows)
        }
        bottomSeparator?.appendRow(to: &rows)
    }

    /// One segment per visible direct child container, named after it; runs of cell models and
    /// separators directly under this container (its own separators included) form segments
    /// named after this container. Read in order, the segments hold exactly `rows`.
    ///
    ///     let posts = DCContainer(name: "PostListCM", children: [.container(postA), .container(postB)])
    ///     posts.subControllers().map(\.name)   // ["PostItemCM", "PostItemCM"]
    public func subControllers() -> [DCFrameList] {
        guard !isHidden else { return [] }
        var lists: [DCFrameList] = []
        var loose: [DCRow] = []
        func closeLooseRun() {
            guard !loose.isEmpty else { return }
            lists.append(DCFrameList(name: name, rows: loose))
            loose = []
        }
        topSeparator?.appendRow(to: &loose)
        for child in children {
            guard case .container(let container) = child else {
                child.appendRows(to: &loose)
                continue
            }
            guard !container.isHidden else { continue }
            closeLooseRun()
            lists.append(DCFrameList(container))
        }
        bottomSeparator?.appendRow(to: &loose)
        closeLooseRun()
        return lists
    }
}

extension DCModel {
    func appendRows(to rows: inout [DCRow]) {
        switch self {
        case .cell(let cell):
            guard !cell.isHidden else { return }
            rows.append(DCRow(cell: Cell(cell.cellType, text: cell.text), height: cell.cellHeight, size: cell.cellSize))
        case .separator(let separator):
            separator.appendRow(to: &rows)
        case .container(let container):
            container.appendRows(to: &rows)
        }
    }
}

extension DCSeparator {
    func appendRow(to rows: inout [DCRow]) {
        guard height != 0 else { return }
        rows.append(DCRow(cell: Cell(Self.cellType), height: height, size: nil))
    }
}
