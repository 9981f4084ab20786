import Foundation
import ScreenFixtures
import Snapshot
import Testing
@_spi(Surface) import UIKitSurface

/// `SubControllerDataSource` answers UIKit with the sub-controllers' own numbers, asked in the
/// context the snapshot tests use.
@MainActor @Suite struct DataSourceTests {
    /// Goods in two columns: half the inset container less 5 wide (the spec's own rule), inset 8
    /// and 16, 10 between lines and items, a 30-point header, no footer.
    struct GoodsSC: SubController {
        var numberOfItems: Int { 3 }
        var inset: EdgeInsets { EdgeInsets(top: 8, left: 16, bottom: 8, right: 16) }
        var minimumLineSpacing: Double { 10 }
        var minimumInteritemSpacing: Double { 10 }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
            Size(width: context.insetContainerSize.width / 2 - 5, height: 100 + Double(index))
        }
        func cellForItem(at index: Int) -> Cell { Cell("GoodsCell", text: "Goods \(index)") }
        func sizeForHeader(in context: CollectionContext) -> Size? { Size(width: context.insetContainerSize.width, height: 30) }
    }

    struct BannerSC: SubController {
        var numberOfItems: Int { 1 }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { Size(width: context.screenWidth, height: 180) }
        func cellForItem(at index: Int) -> Cell { Cell("BannerCell") }
    }

    /// On an iPhone SE (320 wide) a goods cell is 320 / 2 − 5 = 155 wide, on an iPhone 15 (393)
    /// 191.5: the same numbers the model lays out.
    @Test func theFlowDelegateAnswersWithTheSpecsNumbersOnTheDevice() {
        let source = SubControllerDataSource(subControllers: [BannerSC(), GoodsSC()])
        let layout = UICollectionViewLayout()
        for (device, width) in [(Device.iPhoneSE, 155.0), (.iPhone15, 191.5)] {
            let view = Simulator.collectionView(on: device, bars: (64, 0))
            source.attach(to: view)
            #expect(view.dataSource === source && view.delegate === source)
            #expect(source.numberOfSections(in: view) == 2)
            #expect(source.collectionView(view, numberOfItemsInSection: 1) == 3)
            #expect(source.collectionView(view, layout: layout, sizeForItemAt: IndexPath(item: 2, section: 1)) == CGSize(width: width, height: 102))
            #expect(source.collectionView(view, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0)).width == CGFloat(device.size.width))
            #expect(source.collectionView(view, layout: layout, insetForSectionAt: 1) == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
            #expect(source.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: 1) == 10)
            #expect(source.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: 1) == 10)
            #expect(source.collectionView(view, layout: layout, referenceSizeForHeaderInSection: 1) == CGSize(width: device.size.width, height: 30))
            #expect(source.collectionView(view, layout: layout, referenceSizeForFooterInSection: 1) == .zero)
            #expect(source.collectionView(view, layout: layout, referenceSizeForHeaderInSection: 0) == .zero)
        }
    }

    /// What the model lays out is what the delegate answers, item by item, for a fixture screen.
    @Test func everyAnswerIsTheModelsForAFixture() throws {
        let screen = try #require(Fixtures.named("mall")).make(.iPhone8)
        let source = SubControllerDataSource(subControllers: screen.subControllers)
        let view = Simulator.collectionView(on: .iPhone8, bars: Simulator.bars(of: screen))
        let context = LayoutEngine.context(of: screen)
        for (section, spec) in screen.subControllers.enumerated() {
            for item in 0..<spec.numberOfItems {
                let size = spec.sizeForItem(at: item, in: context)
                #expect(
                    source.collectionView(view, layout: UICollectionViewLayout(), sizeForItemAt: IndexPath(item: item, section: section))
                        == CGSize(width: size.width, height: size.height))
            }
        }
    }

    /// Cells are dequeued by their `Cell.type`, as registered, handed to `configureCell` with their
    /// model; headers by their kind; a section or item UIKit should never ask for answers zero, not a crash.
    @Test func cellsAreDequeuedByTheirTypeAndConfigured() {
        let source = SubControllerDataSource(
            subControllers: [BannerSC(), GoodsSC()],
            views: ReusableViews(
                cells: ["BannerCell": .viewClass(UICollectionViewCell.self), "GoodsCell": .viewClass(UICollectionViewCell.self)],
                header: .viewClass(UICollectionReusableView.self)))
        var configured: [String] = []
        source.configureCell = { cell, model, path in configured.append("\(cell.reuseIdentifier ?? "?") \(model.text ?? "-") \(path.item)") }
        let view = Simulator.collectionView(on: .iPhoneSE, bars: (0, 0))
        source.attach(to: view)
        _ = source.collectionView(view, cellForItemAt: IndexPath(item: 1, section: 1))
        _ = source.collectionView(view, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(view.surfaceDequeued == ["GoodsCell @ 1.1", "UICollectionElementKindSectionHeader UICollectionElementKindSectionHeader @ 1.0"])
        #expect(view.surfaceUnregisteredDequeues == [])
        #expect(configured == ["GoodsCell Goods 1 1"])
        #expect(source.collectionView(view, numberOfItemsInSection: 7) == 0)
        #expect(source.collectionView(view, layout: UICollectionViewLayout(), sizeForItemAt: IndexPath(item: 0, section: 9)) == .zero)
    }
}
