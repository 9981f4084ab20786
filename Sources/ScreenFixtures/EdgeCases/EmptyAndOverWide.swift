import LayoutModel

/// A controller before its first `addSC`: chrome and no segments at all.
///
///     EmptyVC.screen(on: .iPhone8).subControllers.count   // 0
public enum EmptyVC {
    /// The screen before its first sub-controller, on `device`.
    public static func screen(on device: Device) -> Screen {
        Screen(name: "EmptyVC", device: device, chrome: Chrome(navigationBar: NavigationBar(title: "Empty")))
    }
}

/// A segment whose cell is wider than the section gives it: a SCREEN_WIDTH banner in a section
/// with 16-pt side insets, the mistake MCCS's SCREEN_WIDTH cells invite. The layout must name it.
///
///     OverWideVC.screen(on: .iPhone8)   // InsetBannerSC's cell is 375 wide, its section gives 343
public enum OverWideVC {
    /// A cell as wide as the screen in a section inset 16 points on both sides, on `device`.
    public static func screen(on device: Device) -> Screen {
        Screen(
            name: "OverWideVC",
            device: device,
            chrome: Chrome(navigationBar: NavigationBar(title: "Over-wide")),
            layoutStyle: .leftAlignedFlow,
            subControllers: [
                OneLabelSC(title: "Banner in an inset section"),
                InsetBannerSC(),
                OptimumGoodsSC(goodsCount: 2),
            ])
    }
}

/// A banner SCREEN_WIDTH × 150 in a section inset by 16 pt on both sides: 32 pt too wide.
struct InsetBannerSC: SubController {
    var numberOfItems: Int { 1 }
    var inset: EdgeInsets { EdgeInsets(top: 8, left: 16, bottom: 8, right: 16) }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        Size(width: context.screenWidth, height: 150)
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("BannerItemsCell", text: "SCREEN_WIDTH")
    }
}
