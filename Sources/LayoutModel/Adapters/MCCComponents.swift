/// A component registered on an MCC view controller (bench_ios `cc_registerController`):
/// one full-width block of a fixed height, one segment of its own.
///
/// The cell type defaults to the component's name, so renderings show the controller's class.
///
///     Component(name: "ChargeMoneyInputController", height: 120)
///     // one cell "ChargeMoneyInputController", 375×120 on an iPhone 8
public struct Component: SubController, Sendable {
    public var name: String
    /// The component's row height in points.
    public var height: Double
    /// The cell it shows.
    public var cell: Cell

    /// A component `height` points high; its cell type defaults to its name.
    public init(name: String, height: Double, cellType: String? = nil, text: String? = nil) {
        self.name = name
        self.height = height
        self.cell = Cell(cellType ?? name, text: text)
    }

    /// A component is one row.
    public var numberOfItems: Int { 1 }

    /// The full inset container width × `height`.
    public func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: context.insetContainerSize.width, height: height)
    }

    /// The component's cell.
    public func cellForItem(at index: Int) -> Cell { cell }
}

/// An MCC view controller: a title and flat components in registration order, never nested.
///
/// Its screen has a navigation bar with the title (`cc_title`) and one segment per component.
///
///     var charge = ComponentScreen(name: "ChargeVC", title: "充值")
///     charge.register(Component(name: "ChargeMoneyInputController", height: 120))
///     charge.register(Component(name: "ChargeMethodController", height: 180))
///     charge.screen(on: .iPhone8).subControllers.map(\.name)
///     // ["ChargeMoneyInputController", "ChargeMethodController"]
public struct ComponentScreen: Sendable {
    /// The controller's name.
    public var name: String
    /// The navigation bar's title.
    public var title: String
    /// The registered components, top to bottom.
    public private(set) var components: [Component]

    /// A component screen with its title and components.
    public init(name: String, title: String, components: [Component] = []) {
        self.name = name
        self.title = title
        self.components = components
    }

    /// Adds a component below the others (`cc_registerController`).
    public mutating func register(_ component: Component) {
        components.append(component)
    }

    /// The screen on `device`: status bar, a navigation bar titled `title`, the components in a flow layout.
    public func screen(on device: Device) -> Screen {
        Screen(
            name: name, device: device,
            chrome: Chrome(navigationBar: NavigationBar(title: title)),
            layoutStyle: .flow,
            subControllers: components)
    }
}
