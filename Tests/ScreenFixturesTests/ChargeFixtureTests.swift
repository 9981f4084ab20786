import Testing
import Snapshot
@testable import ScreenFixtures

@Suite struct ChargeFixtureTests {
    @Test func isTitled充值WithTheTwoComponentsRegisteredInOrder() {
        let screen = ChargeVC.screen(on: .iPhone8)
        #expect(screen.name == "ChargeVC")
        #expect(screen.chrome.navigationBar?.title == "充值")
        #expect(screen.subControllers.map(\.name) == ["ChargeMoneyInputController", "ChargeMethodController"])
        #expect(screen.subControllers.map(\.numberOfItems) == [1, 1])
    }

    @Test(arguments: fixtureTestDevices)
    func componentsAreFullWidthBlocks(device: Device) {
        let segments = ChargeVC.screen(on: device).subControllers
        #expect(
            segments.flatMap { itemSizes($0, on: device) } == [
                Size(width: device.size.width, height: 120),
                Size(width: device.size.width, height: 180),
            ])
    }
}
