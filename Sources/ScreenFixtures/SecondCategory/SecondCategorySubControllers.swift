import LayoutModel

/// MCCS's `OneLabelSC`: one title row, SCREEN_WIDTH × `height` (50 by default).
///
/// The label's 20-pt leading (`lbTitleLeading`) is a constraint inside the `OneLabelCell`; it
/// does not move the cell, so it is not modelled.
struct OneLabelSC: SubController {
    var title: String
    var height: Double = 50

    var numberOfItems: Int { 1 }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: context.screenWidth, height: height)
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("OneLabelCell", text: title)
    }
}

/// MCCS's `SecondCategorySC`: one `EmbedCollectionViewCell`, SCREEN_WIDTH × 110, holding a
/// horizontal collection of 114×110 `SecondCategoryCell`s.
///
/// The collection view sits 16 pt from both sides of the cell (`collectionViewLeading` and
/// `collectionViewTrail`). The seed sets no spacing, so items keep `UICollectionViewFlowLayout`'s
/// default of 10 pt.
struct SecondCategorySC: SubController {
    var subCategories: [String]

    var numberOfItems: Int { 1 }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: context.screenWidth, height: 110)
    }

    func cellForItem(at index: Int) -> Cell {
        categoryCell(subCategories, itemSize: Size(width: 114, height: 110))
    }
}

/// The `EmbedCollectionViewCell` of a category list: `SecondCategoryCell`s of `itemSize`, the
/// collection view 16 pt in from both sides of the cell, columns 10 pt apart.
private func categoryCell(_ names: [String], itemSize: Size, interitemSpacing: Double = 0) -> Cell {
    let items = names.map { EmbeddedItem("SecondCategoryCell", text: $0, size: itemSize) }
    return Cell(
        "EmbedCollectionViewCell",
        embedded: EmbeddedCollection(
            items: items, minimumLineSpacing: 10, minimumInteritemSpacing: interitemSpacing,
            margins: EdgeInsets(left: 16, right: 16)))
}

/// `SecondCategorySC` with its sub-categories in two rows, as shops lay out a long category
/// list: one `EmbedCollectionViewCell`, SCREEN_WIDTH × 150, holding 88×70 `SecondCategoryCell`s
/// 16 pt in from both sides, with `UICollectionViewFlowLayout`'s default spacings of 10 both
/// ways. A column holds two (70 + 10 + 70 = 150), so the items fill two rows, column by column.
struct TwoRowCategorySC: SubController {
    var subCategories: [String]

    var numberOfItems: Int { 1 }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: context.screenWidth, height: 150)
    }

    func cellForItem(at index: Int) -> Cell {
        categoryCell(subCategories, itemSize: Size(width: 88, height: 70), interitemSpacing: 10)
    }
}

/// MCCS's `OptimumGoodsSC`: the goods list, `inset = (0, 16, 0, 0)`, cells (SCREEN_WIDTH − 32) / 2 × 265.
///
/// No spacing is set, so two cells sit side by side from x = 16 and leave 16 pt on the right.
/// Zero goods is the state before the first page loads.
struct OptimumGoodsSC: SubController {
    var goodsCount: Int

    var numberOfItems: Int { goodsCount }

    var inset: EdgeInsets { EdgeInsets(left: 16) }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: (context.screenWidth - 32) / 2, height: 265)
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("OptimumGoodsCell", text: "Colorful potatoes")
    }
}
