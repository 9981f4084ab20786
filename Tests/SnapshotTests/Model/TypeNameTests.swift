import Testing
import Snapshot

/// A sub-controller without a `name` of its own is named as `String(describing:)` names its
/// type, whatever kind of type it is: the name is in every listing, so a change here would
/// change references.
@Suite struct TypeNameTests {
    enum Feed {
        struct GoodsSC: SubController {
            var numberOfItems: Int { 0 }
            func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }
            func cellForItem(at index: Int) -> Cell { Cell("GoodsCell") }
        }
    }

    struct Rows<Model>: SubController {
        var numberOfItems: Int { 0 }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }
        func cellForItem(at index: Int) -> Cell { Cell("RowCell") }
    }

    final class BannerSC: SectionController {}

    @Test func everyKindOfTypeIsNamedAsStringDescribingNamesIt() {
        struct LocalSC: SubController {
            var numberOfItems: Int { 0 }
            func sizeForItem(at index: Int, in context: CollectionContext) -> Size { .zero }
            func cellForItem(at index: Int) -> Cell { Cell("LocalCell") }
        }
        let subControllers: [any SubController] = [
            Feed.GoodsSC(), Rows<[String: Int]>(), Rows<Feed.GoodsSC>(), BannerSC(), SectionController(), LocalSC(),
        ]
        var screen = Screen(name: "Names", device: .iPhone8)
        for subController in subControllers { screen.add(subController) }
        let names = LayoutEngine.layout(screen).segments.map(\.name)
        // Worked out from the types: the innermost name, generic arguments spelled out.
        #expect(names == ["GoodsSC", "Rows<Dictionary<String, Int>>", "Rows<GoodsSC>", "BannerSC", "SectionController", "LocalSC"])
        #expect(names == subControllers.map { String(describing: type(of: $0)) })
    }
}
