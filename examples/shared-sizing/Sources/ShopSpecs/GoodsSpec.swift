import LayoutModel

/// The goods grid: two columns 10 apart inside a 16-point inset, each card as high as a square
/// photo plus 75 points of title and price. The app's section controller answers its collection
/// view with these numbers; the snapshot tests lay out the same ones.
public struct GoodsSpec: SubController {
    public var titles: [String]

    public init(titles: [String]) {
        self.titles = titles
    }

    public var name: String { "GoodsSC" }
    public var numberOfItems: Int { titles.count }
    public var inset: EdgeInsets { EdgeInsets(top: 8, left: 16, bottom: 8, right: 16) }
    public var minimumLineSpacing: Double { 10 }
    public var minimumInteritemSpacing: Double { 10 }

    /// (width − 16 − 16 − 10) / 2 wide, that + 75 high: 139 × 214 on a 320-point iPhone SE.
    public func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        let width = (context.insetContainerSize.width - inset.left - inset.right - minimumInteritemSpacing) / 2
        return Size(width: width, height: width + 75)
    }

    public func cellForItem(at index: Int) -> Cell { Cell("GoodsCell", text: titles[index]) }
}
