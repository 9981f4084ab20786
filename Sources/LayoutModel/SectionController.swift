/// The class to subclass when your sub-controllers form a class hierarchy, as IGListKit's
/// `ListSectionController` and MCCS's `SubController` do.
///
/// A protocol's default (`SubController`'s `inset` of zero) is chosen where a class first
/// conforms, so a subclass's own `var inset` of a class that conforms directly is never
/// asked, and nothing says so. This class declares every requirement, so a subclass
/// `override`s it and the engine sees the override, at any depth:
///
///     class GoodsBaseSC: SectionController {
///         override var numberOfItems: Int { 6 }
///         override func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
///             Size(width: (context.screenWidth - 32) / 2, height: 265)
///         }
///         override func cellForItem(at index: Int) -> Cell { Cell("GoodsCell") }
///     }
///     final class OptimumGoodsSC: GoodsBaseSC {
///         override var inset: EdgeInsets { EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
///     }
///     // the segment is named "OptimumGoodsSC" and laid out with its left inset of 16
///
/// Without overrides it is an empty segment named after the class.
open class SectionController: SubController {
    /// A section controller; override what it answers.
    public init() {}

    open var name: String { TypeName.of(type(of: self)) }
    /// How many items it has (none unless overridden).
    open var numberOfItems: Int { 0 }
    /// An item's size (zero unless overridden).
    open func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }
    /// An item's cell (one of its name unless overridden).
    open func cellForItem(at index: Int) -> Cell { Cell(name) }
    open var inset: EdgeInsets { .zero }
    open var minimumLineSpacing: Double { 0 }
    open var minimumInteritemSpacing: Double { 0 }
    open func sizeForHeader(in context: CollectionContext) -> Size? { nil }
    open func sizeForFooter(in context: CollectionContext) -> Size? { nil }
    open func compositionalSection(in context: CollectionContext) -> CompositionalSection? { nil }
    open func fittedSize(at index: Int, proposed: Size, in context: CollectionContext) -> Size? { nil }
    open func fittedSize(of element: SupplementaryElement, proposed: Size, in context: CollectionContext) -> Size? { nil }
}
