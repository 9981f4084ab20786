import Testing
@testable import LayoutModel
@testable import Snapshot

@Suite struct DCFrameListTests {
    /// A collection on an iPhone 8 with `side` points of content inset left and right.
    private func context(side: Double = 0) -> CollectionContext {
        CollectionContext(
            containerSize: Size(width: 375, height: 603),
            insetContainerSize: Size(width: 375 - 2 * side, height: 603),
            device: .iPhone8)
    }

    @Test func wholeTreeIsOneSegmentNamedAfterItsContainer() {
        let tree = DCContainer(
            name: "PostItemCM",
            children: [
                .cell(DCCell("UserCell", height: 50, text: "userA")),
                .container(DCContainer(name: "CommentCM", children: [.cell(DCCell("CommentCell", height: 30, text: "Awesome"))])),
            ], bottomSeparator: DCSeparator(height: 10))

        let list = DCFrameList(tree)

        #expect(list.name == "PostItemCM")
        #expect(list.numberOfItems == 3)
        #expect(list.cellForItem(at: 0) == Cell("UserCell", text: "userA"))
        #expect(list.cellForItem(at: 1) == Cell("CommentCell", text: "Awesome"))
        #expect(list.cellForItem(at: 2) == Cell("DCSeparator"))
    }

    @Test func rowsSpanTheInsetContainerWidthLikeTableRows() {
        let list = DCFrameList(DCContainer(children: [.cell(DCCell("LabelCell", height: 50)), .separator(DCSeparator())]))
        #expect(list.sizeForItem(at: 0, in: context()) == Size(width: 375, height: 50))
        // 375 − 10 − 10 of content inset.
        #expect(list.sizeForItem(at: 0, in: context(side: 10)) == Size(width: 355, height: 50))
        #expect(list.sizeForItem(at: 1, in: context()) == Size(width: 375, height: 6))
    }

    @Test func cellSizeReplacesTheFullWidthRow() {
        let list = DCFrameList(DCContainer(children: [.cell(DCCell("TagCell", size: Size(width: 80, height: 30)))]))
        #expect(list.sizeForItem(at: 0, in: context()) == Size(width: 80, height: 30))
    }

    @Test func rowsHaveNoInsetOrSpacing() {
        let list = DCFrameList(DCContainer())
        #expect(list.inset == .zero)
        #expect(list.minimumLineSpacing == 0)
        #expect(list.minimumInteritemSpacing == 0)
        #expect(list.numberOfItems == 0)
    }
}
