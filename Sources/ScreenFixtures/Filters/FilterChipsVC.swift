import LayoutModel

/// The goods list of `mccs-framework-tutorial.txt` under a row of filter chips sized from their
/// text at the user's text size: a screen with a defect on purpose, for the layout rules.
///
/// `FilterChipsSC` measures a chip as its cell does with Dynamic Type: half an em a character at
/// the body style's point size (`CollectionContext.contentSizeCategory`), rounded up, plus 16 of
/// padding each side; 44 high, or the point size plus 24 when that is taller. It never limits a
/// chip to the section's width. So the longest filter, 21 characters, is 21 × 8.5 = 178.5 → 179 +
/// 32 = 211 wide at the default size (body 17) and 242 + 32 = 274 at the largest standard size
/// (body 23): both fit the iPhone SE's 288-point section (320 less 16 each side). At the first
/// accessibility size (body 28) it is 294 + 32 = 326 and runs off the SE; at AX3 (body 40),
/// 420 + 32 = 452, off every phone. Short filters fit at every size.
///
///     let screen = FilterChipsVC.screen(on: .iPhoneSE, filters: FilterChipsVC.longest)
public enum FilterChipsVC {
    /// The filters as the shop shows them most days.
    public static let short = ["Price", "Sales", "New"]
    /// With a promotion's filter, the longest the shop has shown.
    public static let longest = ["Price", "Sales", "Free delivery over 99"]

    /// The screen on `device` with these filters (the promotion's, by default).
    public static func screen(on device: Device, filters: [String] = longest) -> Screen {
        Screen(
            name: "FilterChipsVC",
            device: device,
            chrome: Chrome(navigationBar: NavigationBar(title: "Vegetables")),
            layoutStyle: .leftAlignedFlow,
            subControllers: [OneLabelSC(title: "Vegetables"), FilterChipsSC(filters: filters), OptimumGoodsSC(goodsCount: 4)])
    }
}

/// A row of filter chips, inset 8 top and bottom and 16 each side, 8 apart both ways.
struct FilterChipsSC: SubController {
    var filters: [String]

    var numberOfItems: Int { filters.count }
    var inset: EdgeInsets { EdgeInsets(top: 8, left: 16, bottom: 8, right: 16) }
    var minimumLineSpacing: Double { 8 }
    var minimumInteritemSpacing: Double { 8 }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        let points = context.contentSizeCategory.pointSize(.body)
        let text = (Double(filters[index].count) * points / 2).rounded(.up)
        return Size(width: text + 32, height: Swift.max(44, points + 24))
    }

    func cellForItem(at index: Int) -> Cell {
        Cell("FilterChipCell", text: filters[index])
    }
}
