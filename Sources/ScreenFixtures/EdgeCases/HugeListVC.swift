import LayoutModel

/// A long MCCS screen for speed: `segments` sub-controllers of `cellsPerSegment` cells each
/// (100 × 1,000 = 100,000 by default), cycling through four kinds: full-width label rows,
/// the two-column `OptimumGoodsSC`, a three-column tile grid and left-aligned tags of varied widths.
///
///     let screen = HugeListVC.screen(on: .iPhone8)
///     screen.subControllers.reduce(0) { $0 + $1.numberOfItems }   // 100000
public enum HugeListVC {
    /// `segments` sub-controllers of `cellsPerSegment` cells each (100,000 cells by default), on `device`.
    public static func screen(on device: Device, segments: Int = 100, cellsPerSegment: Int = 1_000) -> Screen {
        var screen = Screen(
            name: "HugeListVC",
            device: device,
            chrome: Chrome(navigationBar: NavigationBar(title: "Huge list"), tabBar: true),
            layoutStyle: .leftAlignedFlow)
        for index in 0..<max(segments, 0) {
            screen.add(segment(kind: index % 4, cells: cellsPerSegment))
        }
        return screen
    }

    static func segment(kind: Int, cells: Int) -> any SubController {
        switch kind {
        case 0:
            LabelRowsSC(count: cells)
        case 1:
            OptimumGoodsSC(goodsCount: cells)
        case 2:
            Grid(
                name: "TileGridSC", cell: Cell("TileCell"), count: cells, columns: 3, itemHeight: 100,
                inset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
                minimumLineSpacing: 8, minimumInteritemSpacing: 8)
        default:
            TagCloudSC(count: cells)
        }
    }
}

/// Full-width rows 44 pt high, numbered from 1.
struct LabelRowsSC: SubController {
    var count: Int

    var numberOfItems: Int { count }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: context.insetContainerSize.width, height: 44)
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("LabelCell", text: String(index + 1))
    }
}

/// Tags 30 pt high and 40–117 pt wide (40 + 7 × (index mod 12)), 8 pt apart, inset 12, left-aligned.
struct TagCloudSC: SubController {
    var count: Int

    var numberOfItems: Int { count }
    var inset: EdgeInsets { EdgeInsets(top: 12, left: 12, bottom: 12, right: 12) }
    var minimumLineSpacing: Double { 8 }
    var minimumInteritemSpacing: Double { 8 }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: 40 + 7 * Double(index % 12), height: 30)
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("TagCell")
    }
}
