import Testing
@testable import Snapshot

/// `.insetGrouped` lists and a collection view that is its controller's root view, from UIKit's
/// own pixels: theleftbit/BSWInterfaceKit's `ContentViewTests` reference images (commits
/// 880e38c, 89e8361, 54a9228, 1148849, bfea371; iOS 15.5 to 18.0). The test's controller sets
/// `view = collectionView` with `UICollectionViewCompositionalLayout.list(using:)` of an
/// `.insetGrouped` configuration, a supplementary header and three cells. Read from the images
/// (white cell regions and grey separator rows, pixels divided by the scale): on the 1125 × 2436
/// images (375 × 812 at 3x) the cells run from x = 20 to 355 and from y = 76⅓ to 185⅓ in three
/// rows of 36⅓, the content starting at the 44-point safe area, so the header above them is
/// 32⅓ tall and starts at the content's top; on the 750 × 1334 image (375 × 667 at 2x) they
/// run from x = 16 to 359 and start at 52.5 (the 20-point status bar and the same header).
@Suite struct InsetGroupedListTests {
    /// A header 32⅓ tall (its label's fitted height) and three cells 36⅓ tall (8 + 20⅓ + 8).
    struct ContentSC: SubController {
        var numberOfItems: Int { 3 }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { Size(width: context.screenWidth, height: 36 + 1.0 / 3) }
        func cellForItem(at index: Int) -> Cell { Cell("CustomCell") }
        func sizeForHeader(in context: CollectionContext) -> Size? { Size(width: context.screenWidth, height: 32 + 1.0 / 3) }
    }

    static func screen(on device: Device, rootView: Bool = true) -> Screen {
        var screen = Screen(name: "ContentView", device: device, chrome: Chrome(), layoutStyle: .compositional(CompositionalOptions(list: .insetGrouped)))
        screen.collectionViewIsRootView = rootView
        screen.add(ContentSC())
        return screen
    }

    @Test func aFaceIDiPhoneInsetsTheListByTwentyAndStartsWithTheHeader() {
        let layout = LayoutEngine.layout(Self.screen(on: .iPhoneX))
        let third = 1.0 / 3
        // The header at the content top, 375 − 2 × 20 = 335 wide; no gap; rows of 36⅓ one after another.
        #expect(layout.segments[0].header == Rect(x: 20, y: 0, width: 335, height: 32 + third))
        #expect(
            layout.frames(0) == [
                Rect(x: 20, y: 32 + third, width: 335, height: 36 + third),
                Rect(x: 20, y: 32 + third + (36 + third), width: 335, height: 36 + third),
                Rect(x: 20, y: 32 + third + 2 * (36 + third), width: 335, height: 36 + third),
            ])
        // On screen: the scroll area starts under the 44-point status bar, so the first cell is at
        // 44 + 32⅓ = 76⅓ (229 pixels) and the last ends at 44 + 32⅓ + 3 × 36⅓ = 185⅓ (556 pixels).
        #expect(layout.scrollArea.minY == 44)
        #expect(abs(layout.scrollArea.minY + (layout.frames(0).last?.maxY ?? 0) - (185 + third)) < 1e-9)
        #expect(!layout.diagnostics.contains { $0.kind == .unsupportedOption })
    }

    @Test func aHomeButtoniPhoneInsetsItBySixteen() {
        let layout = LayoutEngine.layout(Self.screen(on: .iPhone8))
        // 16 to 375 − 16 = 359; the first cell under the 20-point status bar at 20 + 32⅓ = 52⅓,
        // drawn from pixel row 105 at 2x (52.5).
        #expect(layout.frames(0).map(\.minX) == [16, 16, 16])
        #expect(layout.frames(0).map(\.maxX) == [359, 359, 359])
        #expect(layout.scrollArea.minY == 20)
    }

    /// Where nothing measures the margin (the iPhone SE) the layout says so instead of guessing;
    /// a subview filling its view takes the device's margin as the root view does (issue 38).
    @Test func anUnmeasuredMarginIsSaid() {
        let se = LayoutEngine.layout(Self.screen(on: .iPhoneSE))
        #expect(se.frames(0).first?.minX == 8)
        #expect(se.diagnostics.contains { $0.message.hasPrefix("the root view's layout margins on iphone-se portrait are not measured") })
        let subview = LayoutEngine.layout(Self.screen(on: .iPhoneX, rootView: false))
        #expect(subview.frames(0).first?.minX == 20)
        #expect(!subview.diagnostics.contains { $0.kind == .unsupportedOption })
        // The root view is part of the layout: a change of it is a cause.
        let diff = LayoutDiff(old: subview, new: LayoutEngine.layout(Self.screen(on: .iPhoneX)))
        #expect(diff.causes.map(\.line) == ["collection view is not its controller's root view → is"])
    }

    /// The listing carries the list appearance and the root view, and reads them back.
    @Test func theListingCarriesThem() throws {
        let layout = LayoutEngine.layout(Self.screen(on: .iPhoneX))
        let listing = LayoutListing.render(layout)
        #expect(listing.contains("style compositional inter-section-spacing 0 scroll-offset 0 list inset-grouped\n"))
        #expect(listing.contains("content-inset 0,0,0,0 root-view\n"))
        #expect(try LayoutListing.parse(listing) == layout)
    }
}
