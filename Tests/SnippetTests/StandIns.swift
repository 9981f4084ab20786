import Snapshot

// What the documents' Swift takes as the reader's own code: a screen, a view model, screens of
// an app (`TagsVC`, `HomeVC`) and its data variants. Only names live here; each block under
// Tests/SnippetTests is a document's own text (scripts/snippets.py).

/// The screen a block asserts.
var screen: Screen { Screen(name: "HomeVC", subControllers: [SingleRow(cell: Cell("BannerCell"), height: 180)]) }

/// A view model that holds its screen, for a strategy's `pullback`.
struct ShopViewModel {
    var screen: Screen
}

var viewModel: ShopViewModel { ShopViewModel(screen: screen) }

/// A screen of tags, one cell per name.
enum TagsVC {
    static func screen(on device: Device, tags: [String]) -> Screen {
        let cells = tags.map { (cell: Cell("TagCell", text: $0), size: Size(width: Double(8 * $0.count + 24), height: 32)) }
        return Screen(name: "TagsVC", device: device, subControllers: [FixedList(name: "TagsSC", items: cells)])
    }
}

extension [String] {
    /// Tags that fit.
    static var short: [String] { ["Fruit", "Meat"] }
    /// The longest names the app shows.
    static var longest: [String] { ["Organic seasonal vegetables, farm box"] }
}

/// An app's home screen.
enum HomeVC {
    static func screen() -> Screen { Screen(name: "HomeVC") }
}
