import Testing
@testable import LayoutModel
@testable import Snapshot

@Suite struct MCCComponentsTests {
    private let iPhone8 = CollectionContext(
        containerSize: Size(width: 375, height: 603), insetContainerSize: Size(width: 375, height: 603), device: .iPhone8)

    @Test func componentsStayInRegistrationOrderOneSegmentEach() {
        var screen = ComponentScreen(name: "ChargeVC", title: "充值")
        screen.register(Component(name: "ChargeMoneyInputController", height: 120))
        screen.register(Component(name: "ChargeMethodController", height: 180))
        screen.register(Component(name: "ChargeMoneyInputController", height: 60))

        let subControllers = screen.screen(on: .iPhone8).subControllers

        #expect(subControllers.map(\.name) == ["ChargeMoneyInputController", "ChargeMethodController", "ChargeMoneyInputController"])
        #expect(subControllers.map(\.numberOfItems) == [1, 1, 1])
        #expect(subControllers.map { $0.sizeForItem(at: 0, in: iPhone8).height } == [120, 180, 60])
    }

    @Test func componentIsAFullWidthBlockShowingItsOwnNameUnlessGivenACellType() {
        let plain = Component(name: "ChargeMethodController", height: 180)
        let typed = Component(name: "ChargeMethodController", height: 180, cellType: "PayMethodCell", text: "微信")
        let inset = CollectionContext(
            containerSize: Size(width: 375, height: 603), insetContainerSize: Size(width: 355, height: 603), device: .iPhone8)

        #expect(plain.sizeForItem(at: 0, in: iPhone8) == Size(width: 375, height: 180))
        #expect(plain.sizeForItem(at: 0, in: inset) == Size(width: 355, height: 180))
        #expect(plain.cellForItem(at: 0) == Cell("ChargeMethodController"))
        #expect(typed.cellForItem(at: 0) == Cell("PayMethodCell", text: "微信"))
    }

    @Test func screenShowsTheTitleInANavigationBarOverAFlowLayout() {
        let screen = ComponentScreen(name: "ChargeVC", title: "充值").screen(on: .iPhoneSE)
        #expect(screen.name == "ChargeVC")
        #expect(screen.device == .iPhoneSE)
        #expect(screen.chrome == Chrome(navigationBar: NavigationBar(title: "充值")))
        #expect(screen.layoutStyle == .flow)
        #expect(screen.subControllers.isEmpty)
    }
}
