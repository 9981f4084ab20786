/// What a sub-controller puts at an index: the cell class as the app names it, and optional text.
///
///     Cell("OneLabelCell", text: "All merchandise")
public struct Cell: Sendable, Hashable, Codable {
    /// The cell class name as the app calls it (`OptimumGoodsCell`).
    public var type: String
    /// A label shown in renderings, if any.
    public var text: String?
    /// A horizontal collection inside the cell (MCCS `EmbedCollectionViewCell`), if any.
    public var embedded: EmbeddedCollection?

    public init(_ type: String, text: String? = nil, embedded: EmbeddedCollection? = nil) {
        self.type = type
        self.text = text
        self.embedded = embedded
    }
}

/// A horizontally scrolling collection view inside a cell, laid out as one row.
///
/// The collection view sits inside the cell at `margins` (MCCS sets
/// `collectionViewLeading`/`collectionViewTrail` constraints); its items start after
/// `contentInset.left` and follow each other at `itemSpacing`.
public struct EmbeddedCollection: Sendable, Hashable, Codable {
    public var items: [EmbeddedItem]
    /// Space between neighbouring items (the horizontal flow layout's line spacing).
    public var itemSpacing: Double
    /// The collection view's `contentInset`.
    public var contentInset: EdgeInsets
    /// Where the collection view sits inside its cell.
    public var margins: EdgeInsets

    public init(items: [EmbeddedItem], itemSpacing: Double = 0, contentInset: EdgeInsets = .zero, margins: EdgeInsets = .zero) {
        self.items = items
        self.itemSpacing = itemSpacing
        self.contentInset = contentInset
        self.margins = margins
    }
}

/// One cell of an embedded collection.
public struct EmbeddedItem: Sendable, Hashable, Codable {
    public var type: String
    public var text: String?
    public var size: Size

    public init(_ type: String, text: String? = nil, size: Size) {
        self.type = type
        self.text = text
        self.size = size
    }
}
