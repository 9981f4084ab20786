import Snapshot

extension LayoutRule {
    /// Every rule below but `tapTargets`, which needs to know which cells are tapped.
    public static var standard: [LayoutRule] {
        [.cellsDoNotOverlap, .cellsStayOnScreen, .cellsHaveSize, .emptySegmentsShowNothing, .contentClearOfChrome, .noLayoutErrors]
    }

    /// Cells, headers and footers do not overlap, within a segment or across segments (an area,
    /// not a shared edge). Badges and backgrounds are meant to lie over or under cells and are
    /// left out. Pairs are listed in the order the lower cell is met going down the content;
    /// past `listedViolations` the rule stops looking (`OverlapSweep`).
    public static let cellsDoNotOverlap = LayoutRule(id: "cells-overlap") { layout, sink in
        // Frames to sweep, and whose each is (segment position, item; -1 a header, -2 a
        // footer): a place is made only for a pair listed, not for each of a million cells.
        var frames: [Rect] = []
        var owners: [(segment: Int32, item: Int32)] = []
        for (position, segment) in layout.segments.enumerated() {
            let position = Int32(position)
            if let header = segment.header {
                frames.append(header)
                owners.append((position, -1))
            }
            for (offset, item) in segment.items.enumerated() {
                frames.append(item.frame)
                owners.append((position, Int32(offset)))
            }
            if let footer = segment.footer {
                frames.append(footer)
                owners.append((position, -2))
            }
        }
        // The segments alone, not the layout: the sweep's inner closure would copy a whole
        // `Layout` (a retain of each of its arrays) for every cell it compares.
        let segments = layout.segments
        func place(_ index: Int) -> RuleViolation.Place {
            let (position, item) = owners[index]
            let segment = segments[Int(position)]
            switch item {
            case -1: return .init(segment: segment.index, segmentName: segment.name, cellType: "header", frame: frames[index])
            case -2: return .init(segment: segment.index, segmentName: segment.name, cellType: "footer", frame: frames[index])
            default: return .cell(segment.items[Int(item)], in: segment)
            }
        }
        sink.stoppedEarly = !OverlapSweep.pairs(of: frames) { earlier, later in
            sink.add([place(earlier), place(later)], "overlaps")
            return !sink.isFull
        }
    }

    /// Cells stay within the content's cross-axis bounds (0 to the content width when scrolling
    /// down) and are not cut off by the screen's edge, except in a section that scrolls sideways.
    public static let cellsStayOnScreen = LayoutRule(id: "off-screen") { layout, sink in
        let vertical = layout.direction == .vertical
        let across = vertical ? Swift.min(layout.contentSize.width, layout.visibleWidth) : Swift.min(layout.contentSize.height, layout.visibleHeight)
        for segment in layout.segments where segment.composition.map({ $0.orthogonalScrolling == OrthogonalScrolling.none }) ?? true {
            for item in segment.items {
                let (low, high) = vertical ? (item.frame.minX, item.frame.maxX) : (item.frame.minY, item.frame.maxY)
                guard low < -1e-6 || high > across + 1e-6 else { continue }
                sink.add(
                    [.cell(item, in: segment)],
                    "reaches \(NumberFormat.exact(low < 0 ? low : high)), outside the screen's 0 to \(NumberFormat.exact(across))")
            }
        }
    }

    /// Every cell is at least `minimum` (44 × 44 points by default, Apple's Human Interface
    /// Guidelines: "a minimum tappable area of 44x44 pt") when its type is one of `cellTypes`.
    public static func tapTargets(atLeast minimum: Size = Size(width: 44, height: 44), for cellTypes: Set<String>) -> LayoutRule {
        LayoutRule(id: "tap-target") { layout, sink in
            for segment in layout.segments {
                for item in segment.items
                where cellTypes.contains(item.cellType) && (item.frame.width < minimum.width || item.frame.height < minimum.height) {
                    sink.add([.cell(item, in: segment)], "is \(NumberFormat.size(item.frame.size)), under the \(NumberFormat.size(minimum)) a tap needs")
                }
            }
        }
    }

    /// No cell is laid out 0 wide or 0 high: it would show nothing.
    public static let cellsHaveSize = LayoutRule(id: "zero-size") { layout, sink in
        for segment in layout.segments {
            for item in segment.items where !(item.frame.width > 0) || !(item.frame.height > 0) {
                sink.add([.cell(item, in: segment)], "is \(NumberFormat.size(item.frame.size)): it shows nothing")
            }
        }
    }

    /// A segment without items shows no header or footer (a title above nothing).
    public static let emptySegmentsShowNothing = LayoutRule(id: "empty-with-header") { layout, sink in
        for segment in layout.segments where segment.items.isEmpty && (segment.header != nil || segment.footer != nil) {
            sink.add(
                [.init(segment: segment.index, segmentName: segment.name, frame: segment.header ?? segment.footer)],
                "has no items but shows its \(segment.header != nil ? "header" : "footer")")
        }
    }

    /// No cell lies under the chrome where the chrome covers the scroll area (a bar over the
    /// content, a home indicator over its end): at rest for the top, scrolled to the end for the
    /// bottom. Content past the fold is not covered: scrolling brings it into view.
    public static let contentClearOfChrome = LayoutRule(id: "under-chrome") { layout, sink in
        let area = layout.scrollArea
        let covers = layout.chrome.compactMap { band -> (band: ChromeBand, part: Rect)? in
            guard overlap(area, band.frame) else { return nil }
            let top = Swift.max(area.minY, band.frame.minY), left = Swift.max(area.minX, band.frame.minX)
            return (band, Rect(x: left, y: top, width: Swift.min(area.maxX, band.frame.maxX) - left, height: Swift.min(area.maxY, band.frame.maxY) - top))
        }
        guard !covers.isEmpty else { return }
        // Content y 0 is at the area's top plus the top inset at rest; scrolled to the end, the
        // content's bottom plus the bottom inset is at the area's bottom.
        let atRest = area.minY + layout.contentInset.top
        let atEnd = area.maxY - layout.contentInset.bottom - layout.contentSize.height
        let x = area.minX + layout.contentInset.left
        for segment in layout.segments {
            for item in segment.items {
                let places = [item.frame.offsetBy(dx: x, dy: atRest), item.frame.offsetBy(dx: x, dy: Swift.min(atRest, atEnd))]
                guard
                    let cover = covers.first(where: { cover in
                        places.contains { onScreen in
                            Swift.min(onScreen.maxX, cover.part.maxX) - Swift.max(onScreen.minX, cover.part.minX) > 1e-6
                                && Swift.min(onScreen.maxY, cover.part.maxY) - Swift.max(onScreen.minY, cover.part.minY) > 1e-6
                        }
                    })
                else { continue }
                sink.add([.cell(item, in: segment)], "lies under the \(cover.band.kind.rawValue), which covers the scroll area")
            }
        }
    }

    /// The layout's own diagnostics of `severity` or worse (errors by default): an item wider than
    /// its section, a bad size, inset or spacing, cells beyond the content size… The one mechanism
    /// for what the layout already finds.
    public static let noLayoutErrors = diagnostics(atLeast: .error)

    /// The layout's diagnostics of `severity` or worse, each a violation (`.warning`: the pixel
    /// grid and empty segments too).
    public static func diagnostics(atLeast severity: Diagnostic.Severity) -> LayoutRule {
        LayoutRule(id: "diagnostic") { layout, sink in
            for diagnostic in layout.diagnostics where severity == .warning || diagnostic.severity == .error {
                let segment = diagnostic.segment.flatMap { layout.segments.element(numbered: $0) }
                let item = diagnostic.item.flatMap { segment?.items.element(numbered: $0) }
                sink.add(
                    [.init(segment: diagnostic.segment, segmentName: segment?.name, item: diagnostic.item, cellType: item?.cellType, frame: item?.frame)],
                    "\(diagnostic.severity.rawValue) \(diagnostic.kind.rawValue): \(diagnostic.message)")
            }
        }
    }
}

/// Whether two rectangles share an area (more than a touching edge).
func overlap(_ a: Rect, _ b: Rect) -> Bool {
    Swift.min(a.maxX, b.maxX) - Swift.max(a.minX, b.minX) > 1e-6 && Swift.min(a.maxY, b.maxY) - Swift.max(a.minY, b.minY) > 1e-6
}

extension RuleViolation.Place {
    /// A laid-out cell of `segment`.
    static func cell(_ item: LayoutItem, in segment: LayoutSegment) -> Self {
        .init(segment: segment.index, segmentName: segment.name, item: item.index, cellType: item.cellType, frame: item.frame)
    }
}

extension Array where Element: Numbered {
    /// The element whose `index` is `number`: found at that position, as the engine numbers
    /// them, without a search through a million cells for each of a thousand diagnostics.
    func element(numbered number: Int) -> Element? {
        if indices.contains(number), self[number].index == number { return self[number] }
        return first { $0.index == number }
    }
}

/// A segment or cell, which knows its index in the layout.
protocol Numbered { var index: Int { get } }
extension LayoutSegment: Numbered {}
extension LayoutItem: Numbered {}
