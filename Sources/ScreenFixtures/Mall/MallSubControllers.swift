import LayoutModel

/// MCCS's `BannerItemsSC`: the carousel at the top, one cell SCREEN_WIDTH × 180.
///
/// The seed gives no height; 180 pt is a common banner height at 375 pt wide.
struct BannerItemsSC: SubController {
    var numberOfItems: Int { 1 }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: context.screenWidth, height: 180)
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("BannerItemsCell")
    }
}

/// MCCS's `MallMenusSC`: one `MallMenusCell` holding three buttons, SCREEN_WIDTH × 95 (the seed's numbers).
struct MallMenusSC: SubController {
    var numberOfItems: Int { 1 }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: context.screenWidth, height: 95)
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("MallMenusCell", text: "3 buttons")
    }
}

/// MCCS's `SectionTitleSC`: the "向你推荐" (recommended for you) title, SCREEN_WIDTH × 40.
///
/// The seed gives no height; 40 pt is chosen.
struct SectionTitleSC: SubController {
    var title: String = "向你推荐"

    var numberOfItems: Int { 1 }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: context.screenWidth, height: 40)
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("SectionTitleCell", text: title)
    }
}

/// MCCS's `RecommendGoodsSC`: the recommended goods in two columns.
///
/// The seed gives no numbers; chosen: inset 10 on every side, 10 pt between items and lines,
/// cells (SCREEN_WIDTH − 30) / 2 × 250, so two columns fill the width exactly.
struct RecommendGoodsSC: SubController {
    var goodsCount: Int

    var numberOfItems: Int { goodsCount }
    var inset: EdgeInsets { EdgeInsets(top: 10, left: 10, bottom: 10, right: 10) }
    var minimumLineSpacing: Double { 10 }
    var minimumInteritemSpacing: Double { 10 }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: (context.screenWidth - 30) / 2, height: 250)
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("RecommendGoodsCell")
    }
}
