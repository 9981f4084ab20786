import Foundation
import Testing
import ScreenFiles
import Snapshot
@testable import ScreenFixtures

/// The JSON examples describe the same screens as the Swift fixtures: every answer a layout
/// could ask for is the same, on every test device.
@Suite struct ExampleFilesMatchFixturesTests {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples")

    private func example(_ name: String) throws -> Screen {
        try ScreenFile.load(contentsOf: Self.examples.appendingPathComponent(name))
    }

    @Test(arguments: fixtureTestDevices)
    func secondCategoryFileIsTheSecondCategoryFixture(device: Device) throws {
        let file = try example("second-category.json").on(device)
        let fixture = SecondCategoryVC.screen(on: device)
        #expect(file.name == fixture.name)
        #expect(file.chrome == fixture.chrome)
        #expect(file.layoutStyle == fixture.layoutStyle)
        #expect(answers(file, on: device) == answers(fixture, on: device))
    }

    @Test(arguments: fixtureTestDevices)
    func listKitFileIsTheSharedRowsFixtureWithStickyHeaders(device: Device) throws {
        let file = try example("listkit-shared-rows.json").on(device)
        let fixture = ListKitSharedRowsVC.screen(on: device)
        #expect(file.layoutStyle == .listKit(ListKitOptions(stickyHeaders: true)))
        #expect(answers(file, on: device) == answers(fixture, on: device))
    }

    @Test(arguments: fixtureTestDevices)
    func horizontalShelfFileIsTheGoodsShelfFixture(device: Device) throws {
        let file = try example("horizontal-shelf.json").on(device)
        let fixture = GoodsShelfVC.screen(on: device)
        #expect(file.scrollDirection == .horizontal)
        #expect(file.chrome == fixture.chrome)
        #expect(file.layoutStyle == fixture.layoutStyle)
        #expect(answers(file, on: device) == answers(fixture, on: device))
    }

    /// Sub-controllers with a section are not asked for item sizes, so the layouts are compared.
    @Test(arguments: fixtureTestDevices)
    func shopHomeFileIsTheShopHomeFixture(device: Device) throws {
        let file = try example("shop-home.json").on(device)
        let fixture = ShopHomeVC.screen(on: device)
        #expect(file.layoutStyle == fixture.layoutStyle)
        #expect(LayoutEngine.layout(file) == LayoutEngine.layout(fixture))
    }

    @Test(arguments: fixtureTestDevices)
    func simpleListFileIsTheDCFrameListFixture(device: Device) throws {
        let file = try example("dcframe-list.json").on(device)
        let fixture = MyListViewController.screen(on: device)
        #expect(file.chrome == fixture.chrome)
        #expect(file.layoutStyle == fixture.layoutStyle)
        #expect(answers(file, on: device) == answers(fixture, on: device))
    }
}
