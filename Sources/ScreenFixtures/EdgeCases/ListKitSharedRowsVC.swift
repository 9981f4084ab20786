import LayoutModel

/// An IGListKit screen on `ListCollectionViewLayout` (seeds/README.md): small one-item sections
/// that share rows while they fit, a section with a header (which starts a new line), an empty
/// section, and more small sections after it.
///
///     ListKitSharedRowsVC.screen(on: .iPhone8).subControllers.map(\.numberOfItems)
///     // [1, 1, 1, 1, 1, 3, 0, 1, 1, 1]
public enum ListKitSharedRowsVC {
    /// The tags before and after the header section, with their widths.
    static let tagsBefore: [(String, Double)] = [("Swift", 80), ("Layout", 100), ("IGListKit", 120), ("MCCS", 90), ("DCFrame", 110)]
    static let tagsAfter: [(String, Double)] = [("MCC", 70), ("Snapshot", 110), ("Diff", 60)]

    /// Sections sharing rows on an IGListKit layout, on `device`.
    public static func screen(on device: Device) -> Screen {
        var screen = Screen(
            name: "ListKitSharedRowsVC",
            device: device,
            chrome: Chrome(navigationBar: NavigationBar(title: "Tags")),
            layoutStyle: .listKit)
        for (text, width) in tagsBefore { screen.add(TagSectionController(text: text, width: width)) }
        screen.add(HeaderSectionController())
        screen.add(EmptySectionController())
        for (text, width) in tagsAfter { screen.add(TagSectionController(text: text, width: width)) }
        return screen
    }
}

/// One tag `width` × 40, inset 8 above and on the left, so neighbouring sections share a row.
struct TagSectionController: SubController {
    var text: String
    var width: Double

    var numberOfItems: Int { 1 }
    var inset: EdgeInsets { EdgeInsets(top: 8, left: 8) }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: width, height: 40)
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("TagCell", text: text)
    }
}

/// A "Recommended" header (the width inside the insets × 30) over three 100×100 cards, 10 pt apart, inset 8 on the sides and below.
struct HeaderSectionController: SubController {
    var numberOfItems: Int { 3 }
    var inset: EdgeInsets { EdgeInsets(top: 0, left: 8, bottom: 8, right: 8) }
    var minimumInteritemSpacing: Double { 10 }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: 100, height: 100)
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("CardCell", text: "Card \(index + 1)")
    }

    func sizeForHeader(in context: CollectionContext) -> Size? {
        Size(width: context.insetContainerSize.width - inset.horizontal, height: 30)
    }
}

/// A section with nothing in it yet (its data has not loaded).
struct EmptySectionController: SubController {
    var numberOfItems: Int { 0 }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }

    func cellForItem(at index: Int) -> Cell { Cell("EmptyCell") }
}
