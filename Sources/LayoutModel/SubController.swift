/// A sub-controller owns one segment of the scrolling area: how many cells, their sizes, its insets.
///
/// Shaped like MCCS `SubController` and IGListKit's section controllers, so porting one is
/// a matter of renaming. Only the first three requirements have no default. A class
/// hierarchy of sub-controllers (a base class whose subclasses change `inset`) subclasses
/// `SectionController` instead, so that overrides are seen.
///
///     struct MallMenusSC: SubController {
///         var numberOfItems: Int { 1 }
///         func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
///             Size(width: context.screenWidth, height: 95)
///         }
///         func cellForItem(at index: Int) -> Cell { Cell("MallMenusCell") }
///     }
public protocol SubController {
    /// The segment's name in renderings and diffs; defaults to the type's name.
    var name: String { get }
    /// How many items the segment has.
    var numberOfItems: Int { get }
    /// An item's size, asked once per item in order (`sizeForItemAt`).
    func sizeForItem(at index: Int, in context: CollectionContext) -> Size
    /// An item's cell: its class name, text and embedded collection.
    func cellForItem(at index: Int) -> Cell
    /// The section inset (default zero).
    var inset: EdgeInsets { get }
    /// Space between lines (default 0, as in IGListKit).
    var minimumLineSpacing: Double { get }
    /// Space between items on one line (default 0, as in IGListKit).
    var minimumInteritemSpacing: Double { get }
    /// The supplementary header's size, or `nil` for none.
    func sizeForHeader(in context: CollectionContext) -> Size?
    /// The supplementary footer's size, or `nil` for none.
    func sizeForFooter(in context: CollectionContext) -> Size?
    /// Its `NSCollectionLayoutSection` when the screen is `.compositional` (default `nil`: its
    /// items become a list section, one full-width row each at `sizeForItem`'s height). With a
    /// section, `sizeForItem`, `inset`, the spacings, header and footer sizes are not asked.
    func compositionalSection(in context: CollectionContext) -> CompositionalSection?
    /// The size a self-sizing cell takes (`preferredLayoutAttributesFitting`), for an item of a
    /// compositional section whose width or height is `estimated` or `uniformAcrossSiblings`:
    /// `proposed` is its place at the estimate; only the self-sizing sides of the answer are
    /// used. `nil` (the default) lays it out at its estimate. Asked once per item, in order.
    func fittedSize(at index: Int, proposed: Size, in context: CollectionContext) -> Size?
    /// The size a self-sizing header or footer takes, in a list section of a `.compositional`
    /// screen (a segment without a section; `UICollectionLayoutListConfiguration`'s headers size
    /// themselves): `proposed` is `sizeForHeader`'s (or `sizeForFooter`'s) answer, its estimate;
    /// only the height of the answer is used. `nil` (the default) lays it out at the estimate.
    /// Asked once for each that exists; elsewhere an answer is reported and not used.
    func fittedSize(of element: SupplementaryElement, proposed: Size, in context: CollectionContext) -> Size?
}

/// A segment's header or footer.
public enum SupplementaryElement: String, Sendable, Hashable, CaseIterable {
    /// The header (`sizeForHeader`).
    case header
    /// The footer (`sizeForFooter`).
    case footer
}

extension SubController {
    public var name: String { TypeName.of(type(of: self)) }
    public var inset: EdgeInsets { .zero }
    public var minimumLineSpacing: Double { 0 }
    public var minimumInteritemSpacing: Double { 0 }
    public func sizeForHeader(in context: CollectionContext) -> Size? { nil }
    public func sizeForFooter(in context: CollectionContext) -> Size? { nil }
    public func compositionalSection(in context: CollectionContext) -> CompositionalSection? { nil }
    public func fittedSize(at index: Int, proposed: Size, in context: CollectionContext) -> Size? { nil }
    public func fittedSize(of element: SupplementaryElement, proposed: Size, in context: CollectionContext) -> Size? { nil }
}

/// What a sub-controller may ask about where it is shown (IGListKit's collection context).
public struct CollectionContext: Sendable, Hashable {
    /// The scrolling area's size.
    public var containerSize: Size
    /// The scrolling area's size less the collection view's content inset.
    public var insetContainerSize: Size
    /// The device the screen is laid out on.
    public var device: Device
    /// The text size the user chose (`Screen.contentSizeCategory`): sub-controllers size their
    /// cells' text with `contentSizeCategory.pointSize(.body)` and the like, as their cells do.
    public var contentSizeCategory: ContentSizeCategory

    /// A context of these sizes on `device`, at `contentSizeCategory` (iOS's default, `large`).
    public init(containerSize: Size, insetContainerSize: Size, device: Device, contentSizeCategory: ContentSizeCategory = .large) {
        self.containerSize = containerSize
        self.insetContainerSize = insetContainerSize
        self.device = device
        self.contentSizeCategory = contentSizeCategory
    }

    /// The device's width in its orientation: MCCS's `SCREEN_WIDTH`.
    public var screenWidth: Double { device.size.width }
}
