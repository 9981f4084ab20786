import Testing
@testable import LayoutModel
@testable import Snapshot

@Suite struct DCFrameFlatteningTests {
    /// `type:height` of each row, e.g. `DCSeparator:6`, so an order is readable in one line.
    private func summary(_ rows: [DCRow]) -> [String] {
        rows.map { row in
            let label = row.cell.text.map { "\(row.cell.type)(\($0))" } ?? row.cell.type
            return "\(label):\(NumberFormat.exact(row.height))"
        }
    }

    private func cell(_ text: String, height: Double = 50, hidden: Bool = false) -> DCModel {
        .cell(DCCell("LabelCell", height: height, text: text, isHidden: hidden))
    }

    @Test func flattensDepthFirstWithEachContainersSeparatorsAroundItsChildren() {
        let inner = DCContainer(name: "Inner", children: [cell("C")], topSeparator: DCSeparator(height: 1))
        let middle = DCContainer(
            name: "Middle", children: [cell("B"), .container(inner), cell("D")],
            topSeparator: DCSeparator(height: 2), bottomSeparator: DCSeparator(height: 3))
        let root = DCContainer(
            name: "Root", children: [cell("A"), .container(middle), cell("E")],
            topSeparator: DCSeparator(height: 4), bottomSeparator: DCSeparator(height: 5))

        // Root's top separator, A, Middle (its top, B, Inner (its top, C), D, its bottom), E, Root's bottom.
        #expect(
            summary(root.rows) == [
                "DCSeparator:4", "LabelCell(A):50",
                "DCSeparator:2", "LabelCell(B):50", "DCSeparator:1", "LabelCell(C):50", "LabelCell(D):50", "DCSeparator:3",
                "LabelCell(E):50", "DCSeparator:5",
            ])
    }

    @Test func looseSeparatorsAmongChildrenKeepTheirPlace() {
        let root = DCContainer(children: [cell("A"), .separator(DCSeparator(height: 8)), cell("B")])
        #expect(summary(root.rows) == ["LabelCell(A):50", "DCSeparator:8", "LabelCell(B):50"])
    }

    @Test func separatorsAreSixPointsHighByDefaultAsInDCFrame() {
        let root = DCContainer(children: [cell("A")], bottomSeparator: DCSeparator())
        #expect(DCSeparator().height == 6)
        #expect(summary(root.rows) == ["LabelCell(A):50", "DCSeparator:6"])
    }

    @Test func hiddenCellContributesNothing() {
        let root = DCContainer(children: [cell("A"), cell("B", hidden: true), cell("C")])
        #expect(summary(root.rows) == ["LabelCell(A):50", "LabelCell(C):50"])
    }

    @Test func hiddenContainerContributesNothingNotEvenItsSeparators() {
        let hidden = DCContainer(
            name: "Hidden", children: [cell("B")], isHidden: true,
            topSeparator: DCSeparator(), bottomSeparator: DCSeparator(height: 10))
        let root = DCContainer(children: [cell("A"), .container(hidden), cell("C")])
        #expect(summary(root.rows) == ["LabelCell(A):50", "LabelCell(C):50"])
    }

    @Test func containerWhoseChildrenAreAllHiddenStillShowsItsSeparators() {
        let post = DCContainer(children: [cell("B", hidden: true)], bottomSeparator: DCSeparator(height: 10))
        #expect(summary(DCContainer(children: [.container(post)]).rows) == ["DCSeparator:10"])
    }

    @Test func zeroHeightSeparatorGivesNoRowButANegativeOneIsKeptForTheLayoutToReport() {
        let root = DCContainer(
            children: [cell("A"), .separator(DCSeparator(height: 0)), .separator(DCSeparator(height: -2))],
            topSeparator: DCSeparator(height: 0))
        #expect(summary(root.rows) == ["LabelCell(A):50", "DCSeparator:-2"])
    }

    @Test func fixedSizeCellKeepsItsSize() {
        let root = DCContainer(children: [.cell(DCCell("TagCell", size: Size(width: 80, height: 30)))])
        #expect(root.rows == [DCRow(cell: Cell("TagCell"), height: 30, size: Size(width: 80, height: 30))])
    }

    @Test func eachDirectChildContainerIsASegmentAndLooseRunsAreNamedAfterTheRoot() {
        let first = DCContainer(name: "PostItemCM", children: [cell("P1")], bottomSeparator: DCSeparator(height: 10))
        let hidden = DCContainer(name: "HiddenCM", children: [cell("H")], isHidden: true)
        let second = DCContainer(name: "PostItemCM", children: [cell("P2")])
        let root = DCContainer(
            name: "PostListCM",
            children: [cell("A"), .container(first), cell("B"), .separator(DCSeparator()), .container(hidden), .container(second)],
            topSeparator: DCSeparator(height: 4), bottomSeparator: DCSeparator(height: 5))

        let segments = root.subControllers()

        // Root's top separator and A; the first post; B and the loose separator (the hidden container
        // adds nothing, so it does not split them); the second post; Root's bottom separator.
        #expect(segments.map(\.name) == ["PostListCM", "PostItemCM", "PostListCM", "PostItemCM", "PostListCM"])
        #expect(
            segments.map { summary($0.rows) } == [
                ["DCSeparator:4", "LabelCell(A):50"],
                ["LabelCell(P1):50", "DCSeparator:10"],
                ["LabelCell(B):50", "DCSeparator:6"],
                ["LabelCell(P2):50"],
                ["DCSeparator:5"],
            ])
        #expect(segments.flatMap(\.rows) == root.rows)
    }

    @Test func visibleEmptyChildContainerStillGetsItsSegment() {
        let root = DCContainer(name: "Root", children: [.container(DCContainer(name: "CommentCM"))])
        #expect(root.subControllers().map(\.name) == ["CommentCM"])
        #expect(root.subControllers().map(\.numberOfItems) == [0])
    }

    @Test func hiddenRootHasNoRowsAndNoSegments() {
        let root = DCContainer(children: [cell("A"), .container(DCContainer(children: [cell("B")]))], isHidden: true)
        #expect(root.rows.isEmpty)
        #expect(root.subControllers().isEmpty)
    }
}
