@testable import Snapshot

/// Hand-built layouts for the diff tests: an iPhone 8 screen (375 wide) whose segments stack
/// from content y = 0 with nothing around them, so every frame can be worked out by hand.
enum DiffFixtures {
    static let width: Double = 375

    /// A layout of these segments; the content is as tall as the last segment's bottom.
    static func layout(
        _ segments: [LayoutSegment], name: String = "MallVC", diagnostics: [Diagnostic] = []
    ) -> Layout {
        let indexed = segments.enumerated().map { index, segment -> LayoutSegment in
            var copy = segment
            copy.index = index
            return copy
        }
        let height = indexed.last?.frame.maxY ?? 0
        return Layout(
            screenName: name, device: .iPhone8, style: .leftAlignedFlow,
            chrome: [ChromeBand(kind: .statusBar, frame: Rect(x: 0, y: 0, width: 375, height: 20))],
            scrollArea: Rect(x: 0, y: 20, width: 375, height: 647), contentInset: .zero,
            contentSize: Size(width: width, height: height), segments: indexed, diagnostics: diagnostics)
    }

    /// A full-width segment from `y`, `height` tall, holding `items`.
    static func segment(
        _ name: String, y: Double, height: Double, inset: EdgeInsets = .zero, items: [LayoutItem] = []
    ) -> LayoutSegment {
        LayoutSegment(
            index: 0, name: name, frame: Rect(x: 0, y: y, width: width, height: height), inset: inset,
            minimumLineSpacing: 0, minimumInteritemSpacing: 0, items: items)
    }

    /// `count` full-width cells of `height` stacked from `y`: item i at (0, y + i × height).
    static func column(_ type: String, count: Int, y: Double, height: Double) -> [LayoutItem] {
        (0..<count).map { index in
            LayoutItem(index: index, cellType: type, frame: Rect(x: 0, y: y + Double(index) * height, width: width, height: height))
        }
    }

    /// A segment holding a column of cells, exactly as tall as the column.
    static func columnSegment(_ name: String, cell: String, count: Int, y: Double, height: Double) -> LayoutSegment {
        segment(name, y: y, height: Double(count) * height, items: column(cell, count: count, y: y, height: height))
    }

    static func item(_ index: Int, _ type: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutItem {
        LayoutItem(index: index, cellType: type, frame: Rect(x: x, y: y, width: width, height: height))
    }
}
