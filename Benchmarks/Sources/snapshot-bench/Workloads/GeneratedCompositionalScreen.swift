import Snapshot

/// Long compositional screens for the scaling workload, built from blocks of 100 cells.
///
/// Each block is five segments: a title row with no section (a list section), a category grid
/// of 40 cells in rows of four quarter-width places under a header, on a card (a section
/// background) with a badge on each cell, a paging banner carousel of 10 pages, an orthogonal
/// goods strip of 30 cells in nested vertical pairs with a badge each, and 19 list rows in a
/// vertical group with flexible spacing, on a card.
///
///     GeneratedCompositionalScreen.make(cells: 10_000)   // 100 blocks, 500 segments, 10,000 cells
enum GeneratedCompositionalScreen {
    static func make(cells: Int, device: Device = .iPhone8) -> Screen {
        var screen = Screen(
            name: "GeneratedCompositional\(cells)VC", device: device,
            chrome: Chrome(navigationBar: NavigationBar(title: "Generated"), tabBar: true),
            layoutStyle: .compositional(CompositionalOptions(interSectionSpacing: 8)))
        for block in 0..<max(1, cells / GeneratedScreen.cellsPerBlock) {
            screen.add(TitleSC(title: "Section \(block + 1)", grow: 0))
            screen.add(SectionSC(name: "CategoryGridSC", cell: "CategoryCell", count: 40, section: categoryGrid))
            screen.add(SectionSC(name: "BannerCarouselSC", cell: "BannerCell", count: 10, section: banners))
            screen.add(SectionSC(name: "GoodsStripSC", cell: "GoodsCell", count: 30, section: goodsStrip))
            screen.add(SectionSC(name: "GoodsListSC", cell: "GoodsRowCell", count: 19, section: list))
        }
        return screen
    }

    private static func cell(
        _ width: LayoutDimension, _ height: LayoutDimension, insets: EdgeInsets = .zero, badged: Bool = false
    ) -> CompositionalElement {
        .item(CompositionalItem(LayoutSize(width: width, height: height), contentInsets: insets, supplementaries: badged ? [badge] : []))
    }

    static let badge = ItemSupplementary(
        kind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
        anchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.3, y: -0.3)))
    static let card = SectionBackground(contentInsets: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))

    static let categoryGrid = CompositionalSection(
        group: .horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.25)),
            subitems: [cell(.fractionalWidth(0.25), .fractionalHeight(1), insets: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4), badged: true)]),
        contentInsets: EdgeInsets(left: 8, right: 8),
        header: BoundaryItem(LayoutSize(width: .fractionalWidth(1), height: .absolute(40))), background: card)

    static let banners = CompositionalSection(
        group: .horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(150)), subitems: [cell(.fractionalWidth(1), .fractionalHeight(1))]),
        orthogonalScrolling: .groupPaging)

    static let goodsStrip = CompositionalSection(
        group: .vertical(
            LayoutSize(width: .absolute(140), height: .absolute(250)),
            subitems: [cell(.fractionalWidth(1), .absolute(120), badged: true), cell(.fractionalWidth(1), .absolute(120), badged: true)]),
        contentInsets: EdgeInsets(left: 16, right: 16), interGroupSpacing: 10, orthogonalScrolling: .continuous)

    static let list = CompositionalSection(group: {
        var rows = CompositionalGroup(
            axis: .vertical, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1_000)),
            subitems: .repeating(cell(.fractionalWidth(1), .absolute(50)), count: 19))
        rows.interItemSpacing = .flexible(1)
        return rows
    }(), background: card)
}

/// A sub-controller that hands its section over; its cells are numbered.
struct SectionSC: SubController {
    var name: String
    var cell: String
    var count: Int
    var section: CompositionalSection

    var numberOfItems: Int { count }
    func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }
    func cellForItem(at index: Int) -> Cell { Cell(cell, text: "\(cell) \(index + 1)") }
    func compositionalSection(in context: CollectionContext) -> CompositionalSection? { section }
}
