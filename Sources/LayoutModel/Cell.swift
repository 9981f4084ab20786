/// What a sub-controller puts at an index: the cell class as the app names it, and optional text.
///
///     Cell("OneLabelCell", text: "All merchandise")
public struct Cell: Sendable, Hashable {
    /// The cell class name as the app calls it (`OptimumGoodsCell`).
    public var type: String
    /// A label shown in renderings, if any.
    public var text: String?
    /// A horizontal collection inside the cell (MCCS `EmbedCollectionViewCell`), if any.
    public var embedded: EmbeddedCollection? {
        get { box?.collection }
        set { box = newValue.map(EmbeddedBox.init) }
    }

    /// Held by reference: most cells embed nothing, and a screen's cells are copied while it
    /// is laid out, so each stays a few words instead of carrying a collection's worth of space.
    private var box: EmbeddedBox?

    /// A cell of class `type`, with the text its renderings show and an embedded collection if it holds one.
    public init(_ type: String, text: String? = nil, embedded: EmbeddedCollection? = nil) {
        self.type = type
        self.text = text
        self.box = embedded.map(EmbeddedBox.init)
    }

}

/// An embedded collection behind a reference (`Cell` keeps it so); never changed once made.
/// Equal and hashed by the collection it holds, so `Cell`'s synthesised `==` and `hash` compare
/// the collection, and a field added to `Cell` joins them without anyone writing it in.
private final class EmbeddedBox: Sendable, Hashable {
    let collection: EmbeddedCollection

    init(_ collection: EmbeddedCollection) {
        self.collection = collection
    }

    static func == (a: EmbeddedBox, b: EmbeddedBox) -> Bool {
        a.collection == b.collection
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(collection)
    }
}

/// A horizontally scrolling collection view inside a cell (MCCS `EmbedCollectionViewCell`),
/// laid out as a horizontal `UICollectionViewFlowLayout` (`NestedCollectionLayout`): items fill
/// a column top to bottom while they fit the collection view's height, then the next column.
///
/// The collection view sits inside the cell at `margins` (MCCS sets
/// `collectionViewLeading`/`collectionViewTrail` constraints). The spacings are named as UIKit
/// names them for a horizontal flow layout: `minimumLineSpacing` between columns,
/// `minimumInteritemSpacing` between the items of one column.
///
///     // A two-row category strip: 64-pt items, 8 pt apart in both directions, 148 pt high.
///     EmbeddedCollection(items: categories, minimumLineSpacing: 8, minimumInteritemSpacing: 8,
///                        sectionInset: EdgeInsets(left: 16, right: 16))
public struct EmbeddedCollection: Sendable, Hashable {
    /// The embedded items, in order.
    public var items: [EmbeddedItem]
    /// Space between neighbouring columns (the horizontal flow layout's `minimumLineSpacing`).
    public var minimumLineSpacing: Double
    /// Space between the items of one column (`minimumInteritemSpacing`).
    public var minimumInteritemSpacing: Double
    /// The flow layout's `sectionInset`.
    public var sectionInset: EdgeInsets
    /// The collection view's `contentInset`.
    public var contentInset: EdgeInsets
    /// Where the collection view sits inside its cell.
    public var margins: EdgeInsets

    /// An embedded collection of `items`, with its flow layout's settings.
    public init(
        items: [EmbeddedItem], minimumLineSpacing: Double = 0, minimumInteritemSpacing: Double = 0,
        sectionInset: EdgeInsets = .zero, contentInset: EdgeInsets = .zero, margins: EdgeInsets = .zero
    ) {
        self.items = items
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.contentInset = contentInset
        self.margins = margins
    }
}

/// One cell of an embedded collection.
public struct EmbeddedItem: Sendable, Hashable {
    /// Its cell class name.
    public var type: String
    /// The text its renderings show, if any.
    public var text: String?
    /// Its size, as the embedded layout's `sizeForItem` answers.
    public var size: Size

    /// An embedded item of class `type` and `size`.
    public init(_ type: String, text: String? = nil, size: Size) {
        self.type = type
        self.text = text
        self.size = size
    }
}
