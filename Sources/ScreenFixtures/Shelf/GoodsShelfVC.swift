import LayoutModel

/// The goods of the MCCS framework tutorial's category screens (`mccs-framework-tutorial.txt`)
/// on one horizontally scrolling IGListKit shelf: a section per second-level category, each
/// with a 40-wide header left of its goods stacked in columns, and a "more" section with a
/// footer at the end. `examples/horizontal-shelf.json` describes the same screen.
///
///     GoodsShelfVC.screen(on: .iPhone8).subControllers.map(\.numberOfItems)
///     // [6, 4, 1]
public enum GoodsShelfVC {
    /// Each shelf's category and how many goods it holds.
    static let shelves: [(String, Int)] = [("Vegetables", 6), ("Fruits", 4)]

    /// The goods shelf on `device` (it scrolls horizontally).
    public static func screen(on device: Device) -> Screen {
        var screen = Screen(
            name: "GoodsShelfVC",
            device: device,
            chrome: Chrome(navigationBar: NavigationBar(title: "Shelf"), tabBar: true),
            layoutStyle: .listKit,
            scrollDirection: .horizontal)
        for (category, count) in shelves { screen.add(ShelfSectionController(category: category, count: count)) }
        screen.add(MoreSectionController())
        return screen
    }
}

/// `count` goods 140 × 120, 10 apart in a column and between columns, inset 8 all round, under
/// a 40-wide category header.
struct ShelfSectionController: SubController {
    var category: String
    var count: Int

    var numberOfItems: Int { count }
    var inset: EdgeInsets { EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    var minimumLineSpacing: Double { 10 }
    var minimumInteritemSpacing: Double { 10 }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: 140, height: 120)
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("GoodsCell", text: "\(category) \(index + 1)")
    }

    /// Only the width counts in a horizontal layout; the height is what a screen file leaves it (0).
    func sizeForHeader(in context: CollectionContext) -> Size? {
        Size(width: 40, height: 0)
    }
}

/// One "All goods" tile 100 × 200 with a 60-wide footer, inset 8 left and right.
struct MoreSectionController: SubController {
    var numberOfItems: Int { 1 }
    var inset: EdgeInsets { EdgeInsets(left: 8, right: 8) }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: 100, height: 200)
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("MoreCell", text: "All goods")
    }

    func sizeForFooter(in context: CollectionContext) -> Size? {
        Size(width: 60, height: 0)
    }
}
