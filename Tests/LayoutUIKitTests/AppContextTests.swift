import Foundation
import ScreenFixtures
import Snapshot
import Testing
@_spi(Surface) import UIKitSurface

/// The contract between the app and its snapshots: `CollectionContext(collectionView:)` on a
/// device equals `LayoutEngine.context(of:)` of the model's screen on that device, so a spec asked
/// by the app and by a snapshot test answers with the same numbers.
@MainActor @Suite struct AppContextTests {
    /// A cell holding an inner collection view, as an app's embedded row does.
    final class EmbedCell: UICollectionViewCell, EmbeddedCollectionCell {
        let embeddedCollectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// Every preset, upright and turned, at every text size, with the collection view as the root
    /// view under a navigation bar and a tab bar, as a subview pinned to its view's edges (under
    /// them too) and as a subview pinned below them, with an inset of the app's own: the app's
    /// context is the model's; every size the data source answers is the one the engine lays out,
    /// the embedded row's too (the second-category screen: its sub-categories in an inner
    /// collection view); and the device the bridge matched lays out as the model's (presets of one
    /// size, like `iphone-14` and `iphone-16e`, are matched to the first of them, which has the
    /// same size, scale, safe areas and margin).
    @Test func theAppSideSizesAreTheModelsWhereverTheCollectionViewIs() throws {
        let inset = EdgeInsets(top: 10, left: 0, bottom: 6, right: 0)
        let fixture = try #require(Fixtures.named("second-category"))
        var checked = 0
        var embeddedRows = 0
        for preset in Device.presets {
            for device in [preset, preset.landscape] {
                for category in ContentSizeCategory.allCases {
                    var screen = fixture.make(device)
                    screen.chrome = Chrome(navigationBar: NavigationBar(title: "Home"), tabBar: true)
                    screen.contentInset = inset
                    screen.contentSizeCategory = category
                    let model = LayoutEngine.layout(screen)
                    let context = LayoutEngine.context(of: screen)
                    for placement in Simulator.Placement.allCases {
                        let label = "\(device.id) \(device.orientation) \(category) \(placement)"
                        let view = Simulator.collectionView(
                            on: device, bars: Simulator.bars(of: screen), contentInset: inset, category: category, placement: placement)
                        let app = CollectionContext(collectionView: view)
                        #expect(app.containerSize == context.containerSize, "\(label)")
                        #expect(app.insetContainerSize == context.insetContainerSize, "\(label)")
                        #expect(app.contentSizeCategory == context.contentSizeCategory)
                        #expect(view.extendsUnderBars == (placement != .subviewBelowBars), "\(label)")
                        var matched = app.device
                        (matched.id, matched.name) = (device.id, device.name)
                        #expect(matched == device, "\(label): matched \(app.device.id)")
                        // Each answer, and each embedded row's, against what the engine laid out.
                        let source = SubControllerDataSource(
                            subControllers: screen.subControllers, views: ReusableViews(cells: ["EmbedCollectionViewCell": .viewClass(EmbedCell.self)]))
                        view.surfaceCellFactories["EmbedCollectionViewCell"] = { EmbedCell(frame: .zero) }
                        source.attach(to: view)
                        for segment in model.segments {
                            for item in segment.items {
                                let path = IndexPath(item: item.index, section: segment.index)
                                let size = source.collectionView(view, layout: view.collectionViewLayout, sizeForItemAt: path)
                                #expect(Size(width: Double(size.width), height: Double(size.height)) == item.frame.size, "\(label) \(path)")
                                guard let nested = item.nested else { continue }
                                let cell = try #require(source.collectionView(view, cellForItemAt: path) as? EmbedCell)
                                let inner = cell.embeddedCollectionView
                                let served = try #require(inner.dataSource as? EmbeddedCollectionSource)
                                #expect(served.collectionView(inner, numberOfItemsInSection: 0) == nested.items.count)
                                for innerItem in nested.items {
                                    let innerSize = served.collectionView(
                                        inner, layout: inner.collectionViewLayout, sizeForItemAt: IndexPath(item: innerItem.index, section: 0))
                                    #expect(Size(width: Double(innerSize.width), height: Double(innerSize.height)) == innerItem.frame.size, "\(label) \(path)")
                                }
                                let flow = try #require(inner.collectionViewLayout as? UICollectionViewFlowLayout)
                                #expect(flow.scrollDirection == .horizontal && Double(flow.minimumLineSpacing) == nested.minimumLineSpacing)
                                embeddedRows += 1
                            }
                        }
                        #expect(view.surfaceUnregisteredDequeues == [], "\(label)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == Device.presets.count * 2 * 12 * 3)
        #expect(embeddedRows == checked)  // the screen's row of sub-categories, each time
    }

    /// The root view of a controller outside a navigation controller, content shorter than the
    /// view: `.automatic` adds nothing to the content inset for the bars (UIScrollView.h), yet the
    /// bars still cover the view, and the context is still the scroll area between them (what the
    /// old rule, the adjusted inset less the app's, got wrong: it gave the whole view).
    @Test func shortContentOutsideANavigationControllerStillGetsTheScrollArea() {
        let view = Simulator.collectionView(on: .iPhone15, bars: (103, 83))
        view.surfaceOwnedByControllerInNavigationController = false
        view.contentSize = CGSize(width: 393, height: 100)
        #expect(view.adjustedContentInset == .zero)
        #expect(CollectionContext(collectionView: view).containerSize == Size(width: 393, height: 666))
    }

    /// An iPhone 15 (393 × 852) under a translucent navigation bar (59 + 44 = 103) and a tab bar
    /// with the home indicator (49 + 34 = 83): the container is 393 × (852 − 103 − 83) = 666,
    /// what the engine's scroll area is; the bounds (852) are not the container.
    @Test func anIPhone15UnderItsBarsHasTheScrollAreaAsItsContainer() {
        let view = Simulator.collectionView(on: .iPhone15, bars: (103, 83))
        let context = CollectionContext(collectionView: view)
        #expect(context.containerSize == Size(width: 393, height: 666))
        #expect(context.insetContainerSize == Size(width: 393, height: 666))
        #expect(context.device.id == "iphone-15")
        let model = LayoutEngine.layout(Screen(name: "Home", device: .iPhone15, chrome: Chrome(navigationBar: NavigationBar(title: "Home"), tabBar: true)))
        #expect(model.scrollArea == Rect(x: 0, y: 103, width: 393, height: 666))
        // On an iPhone SE the spec is asked for 320 points, not the iPhone 15's 393.
        #expect(CollectionContext(collectionView: Simulator.collectionView(on: .iPhoneSE, bars: (64, 49))).insetContainerSize.width == 320)
    }

    @Test func textSizesMapBothWays() {
        for category in ContentSizeCategory.allCases {
            #expect(ContentSizeCategory(category.uiContentSizeCategory) == category)
        }
        #expect(ContentSizeCategory(.unspecified) == nil)
        #expect(Set(ContentSizeCategory.allCases.map(\.uiContentSizeCategory.rawValue)).count == 12)
    }

    /// A screen no preset has is a custom device of exactly what UIKit reports.
    @Test func anUnknownScreenIsACustomDevice() {
        let upright = Device.matching(
            screenSize: CGSize(width: 400, height: 800), scale: 2, idiom: .phone, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(upright.id == "custom-400x800@2x")
        #expect(upright.portraitSize == Size(width: 400, height: 800) && upright.orientation == .portrait)
        #expect(upright.portraitSafeArea == EdgeInsets(top: 24, bottom: 20))
        let turned = Device.matching(
            screenSize: CGSize(width: 800, height: 400), scale: 2, idiom: .pad, safeArea: UIEdgeInsets(top: 0, left: 30, bottom: 21, right: 30))
        #expect(turned.orientation == .landscape && turned.idiom == .pad && turned.size == Size(width: 800, height: 400))
        #expect(turned.landscapeSafeArea == EdgeInsets(top: 0, left: 30, bottom: 21, right: 30))
        // A preset's size at another scale is not that preset.
        #expect(Device.matching(screenSize: CGSize(width: 393, height: 852), scale: 2, idiom: .phone, safeArea: .zero).id == "custom-393x852@2x")
        #expect(Device.matching(screenSize: CGSize(width: 852, height: 393), scale: 3, idiom: .phone, safeArea: .zero) == Device.iPhone15.landscape)
    }
}
