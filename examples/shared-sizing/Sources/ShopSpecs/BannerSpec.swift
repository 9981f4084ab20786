import LayoutModel

/// The banner: the full width, 9:16 of it high.
public struct BannerSpec: SubController {
    public init() {}

    public var name: String { "BannerSC" }
    public var numberOfItems: Int { 1 }

    public func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: context.insetContainerSize.width, height: (context.insetContainerSize.width * 9 / 16).rounded())
    }

    public func cellForItem(at index: Int) -> Cell { Cell("BannerCell") }
}
