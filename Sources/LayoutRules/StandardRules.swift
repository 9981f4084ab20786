import Snapshot

extension LayoutRule {
    /// Every rule below but `tapTargets`, which needs to know which cells are tapped.
    public static var standard: [LayoutRule] {
        [.cellsDoNotOverlap, .cellsStayOnScreen, .cellsHaveSize, .emptySegmentsShowNothing, .contentClearOfChrome, .noLayoutErrors]
    }

    /// Cells, headers and footers do not overlap, within a segment or across segments (an area,
    /// not a shared edge). Badges and backgrounds are meant to lie over or under cells and are
    /// left out.
    public static let cellsDoNotOverlap = LayoutRule(id: "cells-overlap") { layout in
        var boxes: [(rect: Rect, place: RuleViolation.Place)] = []
        for segment in layout.segments {
            let name = segment.name
            if let header = segment.header { boxes.append((header, .init(segment: segment.index, segmentName: name, cellType: "header", frame: header))) }
            for item in segment.items {
                boxes.append((item.frame, .init(segment: segment.index, segmentName: name, item: item.index, cellType: item.cellType, frame: item.frame)))
            }
            if let footer = segment.footer { boxes.append((footer, .init(segment: segment.index, segmentName: name, cellType: "footer", frame: footer))) }
        }
        let solid = boxes.filter { $0.rect.width > 0 && $0.rect.height > 0 && $0.rect.minX.isFinite && $0.rect.minY.isFinite }
        // Sweep down the content: only boxes that start above another's bottom can meet it.
        let order = solid.indices.sorted { (solid[$0].rect.minY, $0) < (solid[$1].rect.minY, $1) }
        var found: [RuleViolation] = []
        for (position, index) in order.enumerated() {
            let box = solid[index]
            for other in order[(position + 1)...] {
                let next = solid[other]
                guard next.rect.minY < box.rect.maxY - 1e-6 else { break }
                if overlap(box.rect, next.rect) {
                    found.append(RuleViolation(rule: "cells-overlap", places: [box.place, next.place], message: "overlaps"))
                }
            }
        }
        return found
    }

    /// Cells stay within the content's cross-axis bounds (0 to the content width when scrolling
    /// down) and are not cut off by the screen's edge, except in a section that scrolls sideways.
    public static let cellsStayOnScreen = LayoutRule(id: "off-screen") { layout in
        let vertical = layout.direction == .vertical
        let across = vertical ? Swift.min(layout.contentSize.width, layout.visibleWidth) : Swift.min(layout.contentSize.height, layout.visibleHeight)
        var found: [RuleViolation] = []
        for segment in layout.segments where segment.composition.map({ $0.orthogonalScrolling == OrthogonalScrolling.none }) ?? true {
            for item in segment.items {
                let (low, high) = vertical ? (item.frame.minX, item.frame.maxX) : (item.frame.minY, item.frame.maxY)
                guard low < -1e-6 || high > across + 1e-6 else { continue }
                found.append(
                    RuleViolation(
                        rule: "off-screen",
                        places: [.init(segment: segment.index, segmentName: segment.name, item: item.index, cellType: item.cellType, frame: item.frame)],
                        message: "reaches \(NumberFormat.exact(low < 0 ? low : high)), outside the screen's 0 to \(NumberFormat.exact(across))"))
            }
        }
        return found
    }

    /// Every cell is at least `minimum` (44 × 44 points by default, Apple's Human Interface
    /// Guidelines: "a minimum tappable area of 44x44 pt") when its type is one of `cellTypes`.
    public static func tapTargets(atLeast minimum: Size = Size(width: 44, height: 44), for cellTypes: Set<String>) -> LayoutRule {
        LayoutRule(id: "tap-target") { layout in
            layout.segments.flatMap { segment in
                segment.items.filter { cellTypes.contains($0.cellType) && ($0.frame.width < minimum.width || $0.frame.height < minimum.height) }
                    .map { item in
                        RuleViolation(
                            rule: "tap-target",
                            places: [.init(segment: segment.index, segmentName: segment.name, item: item.index, cellType: item.cellType, frame: item.frame)],
                            message: "is \(NumberFormat.size(item.frame.size)), under the \(NumberFormat.size(minimum)) a tap needs")
                    }
            }
        }
    }

    /// No cell is laid out 0 wide or 0 high: it would show nothing.
    public static let cellsHaveSize = LayoutRule(id: "zero-size") { layout in
        layout.segments.flatMap { segment in
            segment.items.filter { !($0.frame.width > 0) || !($0.frame.height > 0) }.map { item in
                RuleViolation(
                    rule: "zero-size",
                    places: [.init(segment: segment.index, segmentName: segment.name, item: item.index, cellType: item.cellType, frame: item.frame)],
                    message: "is \(NumberFormat.size(item.frame.size)): it shows nothing")
            }
        }
    }

    /// A segment without items shows no header or footer (a title above nothing).
    public static let emptySegmentsShowNothing = LayoutRule(id: "empty-with-header") { layout in
        layout.segments.filter { $0.items.isEmpty && ($0.header != nil || $0.footer != nil) }.map { segment in
            RuleViolation(
                rule: "empty-with-header", places: [.init(segment: segment.index, segmentName: segment.name, frame: segment.header ?? segment.footer)],
                message: "has no items but shows its \(segment.header != nil ? "header" : "footer")")
        }
    }

    /// No cell lies under the chrome where the chrome covers the scroll area (a bar over the
    /// content, a home indicator over its end): at rest for the top, scrolled to the end for the
    /// bottom. Content past the fold is not covered: scrolling brings it into view.
    public static let contentClearOfChrome = LayoutRule(id: "under-chrome") { layout in
        let area = layout.scrollArea
        let covers = layout.chrome.compactMap { band -> (band: ChromeBand, part: Rect)? in
            guard overlap(area, band.frame) else { return nil }
            let top = Swift.max(area.minY, band.frame.minY), left = Swift.max(area.minX, band.frame.minX)
            return (band, Rect(x: left, y: top, width: Swift.min(area.maxX, band.frame.maxX) - left, height: Swift.min(area.maxY, band.frame.maxY) - top))
        }
        guard !covers.isEmpty else { return [] }
        // Content y 0 is at the area's top plus the top inset at rest; scrolled to the end, the
        // content's bottom plus the bottom inset is at the area's bottom.
        let atRest = area.minY + layout.contentInset.top
        let atEnd = area.maxY - layout.contentInset.bottom - layout.contentSize.height
        let x = area.minX + layout.contentInset.left
        var found: [RuleViolation] = []
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
                found.append(
                    RuleViolation(
                        rule: "under-chrome",
                        places: [.init(segment: segment.index, segmentName: segment.name, item: item.index, cellType: item.cellType, frame: item.frame)],
                        message: "lies under the \(cover.band.kind.rawValue), which covers the scroll area"))
            }
        }
        return found
    }

    /// The layout's own diagnostics of `severity` or worse (errors by default): an item wider than
    /// its section, a bad size, inset or spacing, cells beyond the content size… The one mechanism
    /// for what the layout already finds.
    public static let noLayoutErrors = diagnostics(atLeast: .error)

    /// The layout's diagnostics of `severity` or worse, each a violation (`.warning`: the pixel
    /// grid and empty segments too).
    public static func diagnostics(atLeast severity: Diagnostic.Severity) -> LayoutRule {
        LayoutRule(id: "diagnostic") { layout in
            layout.diagnostics.filter { severity == .warning || $0.severity == .error }.map { diagnostic in
                let segment = diagnostic.segment.flatMap { index in layout.segments.first { $0.index == index } }
                let item = diagnostic.item.flatMap { index in segment?.items.first { $0.index == index } }
                return RuleViolation(
                    rule: "diagnostic",
                    places: [
                        .init(segment: diagnostic.segment, segmentName: segment?.name, item: diagnostic.item, cellType: item?.cellType, frame: item?.frame)
                    ],
                    message: "\(diagnostic.severity.rawValue) \(diagnostic.kind.rawValue): \(diagnostic.message)")
            }
        }
    }
}

/// Whether two rectangles share an area (more than a touching edge).
func overlap(_ a: Rect, _ b: Rect) -> Bool {
    Swift.min(a.maxX, b.maxX) - Swift.max(a.minX, b.minX) > 1e-6 && Swift.min(a.maxY, b.maxY) - Swift.max(a.minY, b.minY) > 1e-6
}
