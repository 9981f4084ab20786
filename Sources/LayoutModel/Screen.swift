/// A composed screen: the controller's chrome and the ordered sub-controllers of its one collection view.
///
/// Edited the way MCCS controllers do it (`addSC`, `insSC`, `rmSC`); two instances of one
/// sub-controller type are two segments.
///
///     var screen = Screen(name: "MallVC", device: .iPhone8, chrome: Chrome(tabBar: true))
///     screen.add(BannerSC())
///     screen.add(MallMenusSC())
///     let layout = LayoutEngine.layout(screen)
public struct Screen {
    /// The controller's name, shown in renderings.
    public var name: String
    /// The device it is laid out on.
    public var device: Device
    /// Its bars.
    public var chrome: Chrome
    /// The collection-view layout its controller installs.
    public var layoutStyle: LayoutStyle
    /// The layout's `scrollDirection`.
    public var scrollDirection: ScrollDirection
    /// A flow layout's `sectionInsetReference`.
    public var sectionInsetReference: SectionInsetReference
    /// The collection view's `contentInset` inside the scrolling area.
    public var contentInset: EdgeInsets
    /// The text size the user chose; sub-controllers read it from `CollectionContext`. Part of
    /// a device matrix snapshot's name when not `large` (`home.iphone-se.AX3.svg`).
    public var contentSizeCategory: ContentSizeCategory = .large
    /// Whether the collection view is its view controller's root view (a `UICollectionViewController`,
    /// or `view = collectionView`), so its layout margins are the device's (`Device.layoutMargin`)
    /// rather than UIView's 8 points: what `.layoutMargins` insets and `.insetGrouped` lists use.
    public var collectionViewIsRootView = false
    /// Whether the collection view extends under the bars: UIKit's default for a controller's root
    /// view and for a subview pinned to its view's four edges, where the bars become its adjusted
    /// content inset. Then its bounds are the whole device, which a compositional top-level
    /// group's `fractionalHeight` is a fraction of, while the cells start below the top bars and
    /// pinned headers and footers stay in the visible area between the bars (issue 51's
    /// measurements). `false` (the default): the collection view lies between the bars.
    public var collectionViewUnderBars = false
    /// Which way the screen's language reads; `.rightToLeft` mirrors what its layout style
    /// mirrors (`LayoutDirection`). Part of a device matrix snapshot's name when right to left
    /// (`home.iphone-se.rtl.svg`).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The segments' owners, top to bottom (left to right when scrolling horizontally).
    public private(set) var subControllers: [any SubController]

    /// A screen; UIKit's defaults for what is not given.
    public init(
        name: String,
        device: Device = .iPhone8,
        chrome: Chrome = Chrome(),
        layoutStyle: LayoutStyle = .leftAlignedFlow,
        contentInset: EdgeInsets = .zero,
        scrollDirection: ScrollDirection = .vertical,
        sectionInsetReference: SectionInsetReference = .fromContentInset,
        subControllers: [any SubController] = []
    ) {
        self.sectionInsetReference = sectionInsetReference
        self.name = name
        self.device = device
        self.chrome = chrome
        self.layoutStyle = layoutStyle
        self.contentInset = contentInset
        self.scrollDirection = scrollDirection
        self.subControllers = subControllers
    }

    /// Appends a segment at the bottom (MCCS `addSC`).
    public mutating func add(_ subController: any SubController) {
        subControllers.append(subController)
    }

    /// Inserts a segment so that it gets `index` (MCCS `insSC`); `index` may equal the count.
    public mutating func insert(_ subController: any SubController, at index: Int) {
        precondition(
            (0...subControllers.count).contains(index),
            "Screen '\(name)' has \(subControllers.count) segments; insert at an index from 0 to \(subControllers.count), not \(index).")
        subControllers.insert(subController, at: index)
    }

    /// Removes the segment at `index` (MCCS `rmSC`) and returns its sub-controller.
    @discardableResult
    public mutating func remove(at index: Int) -> any SubController {
        precondition(
            subControllers.indices.contains(index),
            "Screen '\(name)' has \(subControllers.count) segments; remove an index below \(subControllers.count), not \(index).")
        return subControllers.remove(at: index)
    }

    /// The same screen on another device (or orientation).
    public func on(_ device: Device) -> Screen {
        var copy = self
        copy.device = device
        return copy
    }
}
