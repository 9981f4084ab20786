import Testing
@testable import Snapshot

@Suite struct LayoutEngineTests {
    private static let styles: [LayoutStyle] = [
        .flow, .leftAlignedFlow, .listKit, .listKit(ListKitOptions(stickyHeaders: true, stretchToEdge: true)),
    ]

    @Test func contextGivesTheScrollAreaAndItsSizeLessTheContentInset() throws {
        let log = QuestionLog()
        let screen = Screen(
            name: "Mall", device: .iPhoneX, chrome: Chrome(navigationBar: NavigationBar(title: "Mall"), tabBar: true),
            contentInset: EdgeInsets(top: 10, left: 8, bottom: 0, right: 12), subControllers: [Recorder(log: log, count: 1)])
        _ = LayoutEngine.layout(screen)
        let context = try #require(log.contexts.first)
        // Scroll area 375 × (729 − 88 = 641); less the content inset: 375 − 20 = 355, 641 − 10 = 631.
        #expect(context.containerSize == Size(width: 375, height: 641))
        #expect(context.insetContainerSize == Size(width: 355, height: 631))
        #expect(context.device == .iPhoneX)
    }

    @Test func singleRowFillsTheLayoutWidth() {
        let layout = layOut(
            [SingleRow(cell: Cell("Title"), height: 50)], style: .leftAlignedFlow, contentInset: EdgeInsets(left: 8, right: 12))
        #expect(layout.frames(0) == [Rect(x: 0, y: 0, width: 355, height: 50)])  // 375 − 8 − 12
        #expect(layout.contentInset == EdgeInsets(left: 8, right: 12))
    }

    @Test func cellsAreAttachedToTheirFrames() {
        let list = FixedList(
            name: "Settings",
            items: [
                (Cell("SwitchCell", text: "Wi-Fi"), Size(width: 375, height: 44)),
                (Cell("SwitchCell", text: "Bluetooth"), Size(width: 375, height: 44)),
            ])
        let segment = layOut([list], style: .leftAlignedFlow).segments[0]
        #expect(segment.index == 0)
        #expect(segment.name == "Settings")
        #expect(segment.items.map(\.index) == [0, 1])
        #expect(segment.items.map(\.cellType) == ["SwitchCell", "SwitchCell"])
        #expect(segment.items.map(\.text) == ["Wi-Fi", "Bluetooth"])
        #expect(segment.items.map(\.frame.minY) == [0, 44])
    }

    @Test(arguments: styles)
    func badInputIsLaidOutAsZeroAndReported(style: LayoutStyle) {
        let sections: [any SubController] = [
            Boxes(count: -5),
            Boxes(
                sizes: [Size(width: .nan, height: .infinity), Size(width: -10, height: -10), Size(width: .infinity, height: 10)],
                inset: EdgeInsets(top: .nan, left: -.infinity), minimumLineSpacing: .nan, minimumInteritemSpacing: -1,
                header: Size(width: .nan, height: .nan), footer: Size(width: 1, height: -.infinity)),
            SingleRow(cell: Cell("Row"), height: 10),
        ]
        let layout = layOut(sections, style: style, contentInset: EdgeInsets(left: .nan, right: .infinity))
        // Everything bad became 0: items 0×0, 0×0, 0×10 on one line, then a 375-wide row below.
        #expect(layout.frames(1).map(\.size) == [.zero, .zero, Size(width: 0, height: 10)])
        #expect(layout.segments[1].items.allSatisfy { $0.frame.minX.isFinite && $0.frame.minY.isFinite })
        #expect(layout.frames(2).map(\.size) == [Size(width: 375, height: 10)])
        #expect(layout.contentSize.height.isFinite)
        #expect(layout.diagnostics(.invalidCount).count == 1)
        #expect(layout.diagnostics(.invalidSize).count == 5)  // three items, header, footer
        #expect(layout.diagnostics(.invalidInset).count == 4)  // two sides of the inset, two of the content inset
        #expect(layout.diagnostics(.invalidSpacing).count == 2)
    }

    @Test(arguments: [LayoutStyle.flow, .leftAlignedFlow, .listKit])
    func hundredThousandCellsEndWhereArithmeticSays(style: LayoutStyle) throws {
        let grid = Grid(cell: Cell("GoodsCell"), count: 100_000, columns: 2, itemHeight: 50)
        let layout = layOut([grid], style: style)
        // Width 375 / 2 = 187.5, two to a line: item 99,999 is the second of line 49,999, at y = 49,999 × 50.
        let last = try #require(layout.segments[0].items.last)
        #expect(last.index == 99_999)
        #expect(last.frame == Rect(x: 187.5, y: 2_499_950, width: 187.5, height: 50))
        #expect(layout.contentSize == Size(width: 375, height: 2_500_000))  // 50,000 lines × 50
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func sameScreenGivesTheSameLayout() {
        let screen = Screen(
            name: "Mall", device: .iPhone15, chrome: Chrome(navigationBar: NavigationBar(title: "Mall"), tabBar: true),
            layoutStyle: .listKit,
            subControllers: [Grid(cell: Cell("C"), count: 9, columns: 3, itemHeight: 99.9, inset: EdgeInsets(left: 7.5)), Boxes()])
        #expect(LayoutEngine.layout(screen) == LayoutEngine.layout(screen))
    }

    @Test func documentedExampleHolds() {
        var screen = Screen(name: "Settings", device: .iPhone8, chrome: .none, layoutStyle: .flow)
        screen.add(SingleRow(cell: Cell("TitleCell"), height: 50))
        #expect(LayoutEngine.layout(screen).segments[0].items[0].frame == Rect(x: 0, y: 0, width: 375, height: 50))
    }
}
