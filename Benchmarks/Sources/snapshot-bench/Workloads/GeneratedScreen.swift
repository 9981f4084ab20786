import Snapshot

/// Long MCCS-style screens for the scaling and diff workloads, built from blocks of 100 cells.
///
/// Each block is five segments: a 44-pt title row, a two-column goods grid of 40 cells under a
/// 40-pt header, 30 left-aligned tags of twelve widths, 9 rows holding a horizontal collection
/// of 6 cards each (embedded collections, partly scrolled off), and 20 full-width list rows
/// 1 pt apart. `grow` adds points to every size from segment `growFrom` on, which moves every
/// frame from there to the end: what a diff of "items moved" sees.
///
///     GeneratedScreen.make(cells: 10_000)   // 100 blocks, 500 segments, 10,000 cells (+ 5,400 nested)
enum GeneratedScreen {
    static let cellsPerBlock = 100
    static let segmentsPerBlock = 5

    static func make(cells: Int, grow: Double = 0, growFrom: Int = 0, device: Device = .iPhone8) -> Screen {
        var screen = Screen(
            name: "Generated\(cells)VC", device: device,
            chrome: Chrome(navigationBar: NavigationBar(title: "Generated"), tabBar: true),
            layoutStyle: .leftAlignedFlow)
        let blocks = max(1, cells / cellsPerBlock)
        for block in 0..<blocks {
            for kind in 0..<segmentsPerBlock {
                let index = block * segmentsPerBlock + kind
                let extra = index >= growFrom ? grow : 0
                screen.add(segment(kind: kind, block: block, grow: extra))
            }
        }
        return screen
    }

    private static func segment(kind: Int, block: Int, grow: Double) -> any SubController {
        switch kind {
        case 0: TitleSC(title: "Section \(block + 1)", grow: grow)
        case 1: GoodsGridSC(count: 40, grow: grow)
        case 2: TagsSC(count: 30, grow: grow)
        case 3: CarouselRowsSC(count: 9, grow: grow)
        default: ListRowsSC(count: 20, grow: grow)
        }
    }
}

/// One title row across the screen.
struct TitleSC: SubController {
    var title: String
    var grow: Double

    var numberOfItems: Int { 1 }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: context.insetContainerSize.width, height: 44 + grow)
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("OneLabelCell", text: title)
    }
}

/// Two columns of goods under a header, inset 8/16, 10 pt apart.
struct GoodsGridSC: SubController {
    var count: Int
    var grow: Double

    var numberOfItems: Int { count }
    var inset: EdgeInsets { EdgeInsets(top: 8, left: 16, bottom: 8, right: 16) }
    var minimumLineSpacing: Double { 10 }
    var minimumInteritemSpacing: Double { 10 }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: (context.insetContainerSize.width - inset.horizontal - 10) / 2, height: 200 + grow)
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("GoodsCell", text: "Goods \(index + 1)")
    }

    func sizeForHeader(in context: CollectionContext) -> Size? {
        Size(width: context.insetContainerSize.width, height: 40 + grow)
    }
}

/// Left-aligned tags 30 pt high and 40–117 pt wide, inset 12, 8 pt apart.
struct TagsSC: SubController {
    var count: Int
    var grow: Double

    var numberOfItems: Int { count }
    var inset: EdgeInsets { EdgeInsets(top: 12, left: 12, bottom: 12, right: 12) }
    var minimumLineSpacing: Double { 8 }
    var minimumInteritemSpacing: Double { 8 }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: 40 + 7 * Double(index % 12) + grow, height: 30 + grow)
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("TagCell", text: "#\(index % 12)")
    }
}

/// Rows holding a horizontal collection of 6 cards, 16 pt in from both sides.
struct CarouselRowsSC: SubController {
    var count: Int
    var grow: Double

    var numberOfItems: Int { count }
    var minimumLineSpacing: Double { 8 }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: context.insetContainerSize.width, height: 120 + grow)
    }

    func cellForItem(at index: Int) -> Cell {
        let cards = (0..<6).map { card in
            EmbeddedItem("CardCell", text: card == 0 ? "Card \(index + 1)" : nil, size: Size(width: 110 + grow, height: 120 + grow))
        }
        return Cell(
            "EmbedCollectionViewCell",
            embedded: EmbeddedCollection(
                items: cards, minimumLineSpacing: 10, contentInset: EdgeInsets(left: 8, right: 8),
                margins: EdgeInsets(left: 16, right: 16)))
    }
}

/// Full-width list rows 44 pt high, 1 pt apart (the separator).
struct ListRowsSC: SubController {
    var count: Int
    var grow: Double

    var numberOfItems: Int { count }
    var minimumLineSpacing: Double { 1 }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: context.insetContainerSize.width, height: 44 + grow)
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("ListRowCell", text: "Row \(index + 1)")
    }
}
