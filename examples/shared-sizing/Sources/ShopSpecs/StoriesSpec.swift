import LayoutModel

/// The stories row: one cell holding a horizontally scrolling collection of story thumbnails,
/// 72 × 96, 8 apart, inset 16 on each side. The app serves the inner collection view from this
/// model (LayoutUIKit's `EmbeddedCollectionCell`); the snapshots lay it out the same.
public struct StoriesSpec: SubController {
    public var names: [String]

    public init(names: [String]) {
        self.names = names
    }

    public var name: String { "StoriesSC" }
    public var numberOfItems: Int { names.isEmpty ? 0 : 1 }

    /// The full width, 96 high.
    public func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: context.insetContainerSize.width, height: 96)
    }

    public func cellForItem(at index: Int) -> Cell {
        let stories = names.map { EmbeddedItem("StoryCell", text: $0, size: Size(width: 72, height: 96)) }
        return Cell("StoriesCell", embedded: EmbeddedCollection(items: stories, minimumLineSpacing: 8, sectionInset: EdgeInsets(left: 16, right: 16)))
    }
}

/// A promotion banner, shown above the goods while one runs; known by its id, so the app's
/// update inserts or removes exactly it.
public struct PromoSpec: SubController, Identifiable {
    public var id: String

    public init(id: String) {
        self.id = id
    }

    public var name: String { "PromoSC" }
    public var numberOfItems: Int { 1 }

    /// The full width, 60 high.
    public func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: context.insetContainerSize.width, height: 60)
    }

    public func cellForItem(at index: Int) -> Cell { Cell("PromoCell", text: id) }
}
