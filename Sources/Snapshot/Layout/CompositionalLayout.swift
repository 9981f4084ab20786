/// `UICollectionViewCompositionalLayout` (vertical): one `NSCollectionLayoutSection` per segment.
///
/// Rules (W = layout width; H = the scroll area's height less the content inset's top and
/// bottom), each from Apple's documentation of the class named:
/// - Sections go top to bottom, `interSectionSpacing` apart
///   (`UICollectionViewCompositionalLayoutConfiguration`).
/// - A section's content area is (W − leading − trailing inset) × (H − top − bottom inset)
///   (`NSCollectionLayoutSection.contentInsets`, "the space between the content of the section
///   and its boundaries"). It is the container its group's and its header's fractional
///   dimensions refer to.
/// - Header and footer (`NSCollectionLayoutBoundarySupplementaryItem`, `.top` / `.bottom`):
///   `supplementariesFollowContentInsets` is true by default, so they start at the leading
///   inset and are sized in the content area. The header is the section's first part, then the
///   top inset, the groups, the bottom inset, the footer (where UIKit puts the header relative
///   to the top inset is not documented; this is the order the flow layout uses).
/// - Dimensions (`NSCollectionLayoutDimension`): `absolute` and `estimated` are taken as given
///   (an estimate is the size before the cell sizes itself, which needs the cell);
///   `fractionalWidth(f)` and `fractionalHeight(f)` are f × the container's width or height.
///   A group's subitems are sized in the group less its `contentInsets`.
/// - The section repeats its group over its items, top to bottom, `interGroupSpacing` apart
///   (`NSCollectionLayoutSection.interGroupSpacing`). The group's places are worked out once
///   from its definition and filled with items in order; the last repetition may be partly
///   filled, and its empty places stay empty.
/// - A group of `subitems` (`horizontal(layoutSize:subitems:)`) takes them in order, over and
///   over, while the next one still fits along its axis: a full-width group of items
///   `fractionalWidth(0.2)` holds five (Apple's grid sample). It holds at least one.
/// - `interItemSpacing` (`NSCollectionLayoutSpacing`): `.fixed(s)` between neighbours;
///   `.flexible(s)` at least s, and the length the group has left is shared equally between
///   its gaps.
/// - `horizontal(layoutSize:subitem:count:)` (`CompositionalGroup.Subitems.equallySized`):
///   count places of (length − (count − 1) × spacing) / count, "equally sized", whatever the
///   subitem's own length. `horizontal(layoutSize:repeatingSubitem:count:)` (`.repeating`):
///   the subitem count times at its own size; "it's your responsibility to ensure that the
///   group's layoutSize can fit count repetitions", so when it does not, an error with the
///   arithmetic, and they overflow the group.
/// - Across its axis, a subitem starts at the group's leading edge (the top of a horizontal
///   group, the left of a vertical one).
/// - `edgeSpacing` (`NSCollectionLayoutEdgeSpacing`, on items and nested groups) adds space
///   outside the subitem "to adjust the position of the item in relation to its container and
///   other items", before its `contentInsets`; the item keeps its size (Apple's diagram: 2
///   points of trailing edge spacing move each next item by 2). Along the axis it adds to the
///   length the subitem takes; a flexible side gets an equal share of what the group has left,
///   with flexible `interItemSpacing` gaps (so flexible leading and trailing centre a lone
///   item). Across, a fixed top (or leading) moves it, flexible sides share what is left.
/// - A cell is its item's place less the item's `contentInsets` ("the space between the
///   content of the item and its boundaries"); insets that add up to more than the place are
///   an error, and the cell is laid out 0 wide (or high).
/// - `orthogonalScrollingBehavior` other than `.none`: the repetitions go left to right from
///   the leading inset, `interGroupSpacing` apart, in one row as tall as the group; the section
///   scrolls sideways, so cells past the right edge keep their x beyond W.
///   `.groupPagingCentered` centres the first group in the content area; the other behaviours
///   differ only in where scrolling comes to rest.
/// - A segment without a section (`SubController.compositionalSection` is nil) is a list
///   section: its `inset` as the content insets, one full-width row per item at
///   `sizeForItem`'s height, `minimumLineSpacing` apart, its header and footer heights as
///   full-width boundary items.
/// - `pinToVisibleBounds` ("pinned to the top or bottom visible boundary of the section"): with
///   the content scrolled by `scrollOffset` (content coordinates, as for IGListKit's sticky
///   headers), a pinned header's y = min(max(its y, scrollOffset), section bottom − its
///   height); a pinned footer's y = max(min(its y, scrollOffset + H − its height), section
///   top). Nothing else moves. A NaN or infinite offset is taken as 0.
/// - Content size: (W, bottom of the last section).
/// - Bad numbers (negative, NaN, infinite dimensions, insets, spacings, counts) are laid out as
///   0 with an error naming the segment and the place in the group tree (`group 0 › item 1`);
///   a fraction above 1 is legal and laid out, with a warning; a group that holds no places
///   stops the section with an error.
///
/// Five items `fractionalWidth(0.2)` × `fractionalHeight(1)` in groups full width ×
/// `fractionalWidth(0.2)` high, on a 375-wide screen with no insets: each group is 75 high and
/// holds five 75 × 75 places at x = 0, 75, 150, 225, 300; seven items fill one group and two
/// places of the next, at y = 75.
enum CompositionalLayout {
    static func place(
        _ segments: [MeasuredSegment], width: Double, height: Double, options: CompositionalOptions,
        diagnostics: inout [Diagnostic]
    ) -> PlacedContent {
        let spacing = LayoutValues.cleanedSpacing(
            options.interSectionSpacing, what: "the inter-section spacing", segment: nil, diagnostics: &diagnostics)
        let scrollOffset = options.scrollOffset.isFinite ? options.scrollOffset : 0
        var placed: [PlacedSegment] = []
        placed.reserveCapacity(segments.count)
        var y = 0.0
        for (position, segment) in segments.enumerated() {
            if position > 0 { y += spacing }
            let container = Size(width: width, height: height)
            let section = if let section = segment.section {
                place(section, of: segment, top: y, container: container, scrollOffset: scrollOffset, diagnostics: &diagnostics)
            } else {
                placeList(segment, top: y, width: width)
            }
            placed.append(section)
            y = section.frame.maxY
        }
        return PlacedContent(segments: placed, contentSize: segments.isEmpty ? .zero : Size(width: width, height: y))
    }

    /// A sub-controller without a section: full-width rows at their heights.
    private static func placeList(_ segment: MeasuredSegment, top: Double, width: Double) -> PlacedSegment {
        let inset = segment.inset
        let rowWidth = Swift.max(0, width - inset.left - inset.right)
        var y = top
        var header: Rect?
        if segment.hasHeader {
            header = Rect(x: inset.left, y: y, width: rowWidth, height: segment.headerHeight)
            y += segment.headerHeight
        }
        y += inset.top
        var frames: [Rect] = []
        frames.reserveCapacity(segment.itemCount)
        for (item, size) in segment.sizes.enumerated() {
            if item > 0 { y += segment.lineSpacing }
            frames.append(Rect(x: inset.left, y: y, width: rowWidth, height: size.height))
            y += size.height
        }
        y += inset.bottom
        var footer: Rect?
        if segment.hasFooter {
            footer = Rect(x: inset.left, y: y, width: rowWidth, height: segment.footerHeight)
            y += segment.footerHeight
        }
        return PlacedSegment(frame: Rect(x: 0, y: top, width: width, height: y - top), header: header, footer: footer, items: frames)
    }

    private static func place(
        _ section: CompositionalSection, of segment: MeasuredSegment, top: Double, container: Size, scrollOffset: Double,
        diagnostics: inout [Diagnostic]
    ) -> PlacedSegment {
        var resolver = CompositionalResolver(segment: segment.index, name: segment.name)
        let inset = segment.inset  // the section's content insets, cleaned by `MeasuredSegment`
        let content = Size(
            width: Swift.max(0, container.width - inset.left - inset.right),
            height: Swift.max(0, container.height - inset.top - inset.bottom))
        var y = top
        var header: Rect?
        if let size = section.header.map({ resolver.size($0.size, in: content, at: "header") }), size.height > 0 {
            header = Rect(origin: Point(x: inset.left, y: y), size: size)
            y += size.height
        }
        y += inset.top

        let groupSize = resolver.size(section.group.size, in: content, at: "group")
        let slots = resolver.places(of: section.group, size: groupSize, at: "group")
        var frames: [Rect] = []
        frames.reserveCapacity(segment.itemCount)
        var composition = LayoutComposition(
            tree: section.group.tree, firstGroup: Rect(origin: Point(x: inset.left, y: y), size: groupSize), groupCount: 0,
            orthogonalScrolling: section.orthogonalScrolling)
        if segment.itemCount > 0 {
            if slots.isEmpty {
                resolver.report(.error, "group holds no cells, so the section's \(segment.itemCount) items are not laid out")
            } else {
                let orthogonal = section.orthogonalScrolling != .none
                var origin = Point(x: inset.left, y: y)
                if section.orthogonalScrolling == .groupPagingCentered {
                    origin.x += (content.width - groupSize.width) / 2
                }
                let firstOrigin = origin
                while frames.count < segment.itemCount {
                    if !frames.isEmpty {
                        if orthogonal { origin.x += groupSize.width + segment.lineSpacing } else { origin.y += groupSize.height + segment.lineSpacing }
                    }
                    for slot in slots.prefix(segment.itemCount - frames.count) {
                        frames.append(slot.offsetBy(dx: origin.x, dy: origin.y))
                    }
                }
                y = origin.y + groupSize.height
                let repetitions = (frames.count + slots.count - 1) / slots.count
                composition.firstGroup = Rect(origin: firstOrigin, size: groupSize)
                composition.groupCount = repetitions
            }
        }
        y += inset.bottom
        var footer: Rect?
        if let size = section.footer.map({ resolver.size($0.size, in: content, at: "footer") }), size.height > 0 {
            footer = Rect(origin: Point(x: inset.left, y: y), size: size)
            y += size.height
        }
        diagnostics.append(contentsOf: resolver.diagnostics)
        let band = Rect(x: 0, y: top, width: container.width, height: y - top)
        // Pinned boundary items stay in the visible area (from `scrollOffset`, `container.height`
        // high) but within their section.
        if section.header?.pinToVisibleBounds == true, var pinned = header {
            pinned.origin.y = Swift.min(Swift.max(pinned.minY, scrollOffset), band.maxY - pinned.height)
            header = pinned
        }
        if section.footer?.pinToVisibleBounds == true, var pinned = footer {
            pinned.origin.y = Swift.max(Swift.min(pinned.minY, scrollOffset + container.height - pinned.height), band.minY)
            footer = pinned
        }
        return PlacedSegment(frame: band, header: header, footer: footer, items: frames, composition: composition)
    }
}

/// Sizes and places of one section's group tree, with what was wrong in it.
struct CompositionalResolver {
    let segment: Int
    let name: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Places a group may hold, nested groups included, so a tiny fraction or a deep tree cannot
    /// make millions of them.
    static let maximumPlaces = 10_000

    init(segment: Int, name: String) {
        self.segment = segment
        self.name = name
    }

    mutating func report(_ severity: Diagnostic.Severity, _ text: String) {
        diagnostics.append(Diagnostic(
            severity: severity, kind: .invalidSize, segment: segment,
            message: "\(DiagnosticText.segment(segment, name)) \(text)."))
    }

    /// A dimension in points; bad values are 0 (an error), fractions above 1 are kept (a warning).
    mutating func length(_ dimension: LayoutDimension, in container: Size, at place: String, side: String) -> Double {
        let value: Double
        let fraction: Double?
        switch dimension {
        case .absolute(let points), .estimated(let points):
            value = points
            fraction = nil
        case .fractionalWidth(let f):
            value = f * container.width
            fraction = f
        case .fractionalHeight(let f):
            value = f * container.height
            fraction = f
        }
        if let fraction, !(fraction.isFinite && fraction >= 0) {
            report(.error, "\(place) \(side) \(Self.describe(dimension)) is outside (0, 1]; it is laid out as 0")
            return 0
        }
        guard value.isFinite, value >= 0 else {
            report(.error, "\(place) \(side) \(Self.describe(dimension)) is \(NumberFormat.exact(value)) points; it is laid out as 0")
            return 0
        }
        if let fraction, fraction > 1 {
            report(.warning, "\(place) \(side) \(Self.describe(dimension)) is more than its container (\(NumberFormat.exact(value)) points)")
        }
        return value
    }

    mutating func size(_ size: LayoutSize, in container: Size, at place: String) -> Size {
        Size(width: length(size.width, in: container, at: place, side: "width"), height: length(size.height, in: container, at: place, side: "height"))
    }

    /// The cells' frames of one repetition of `group` (`size` points), relative to its origin, in order.
    mutating func places(of group: CompositionalGroup, size: Size, at path: String) -> [Rect] {
        let insets = cleaned(group.contentInsets, at: "\(path) content inset")
        let inner = Rect(
            x: insets.left, y: insets.top,
            width: Swift.max(0, size.width - insets.left - insets.right), height: Swift.max(0, size.height - insets.top - insets.bottom))
        let horizontal = group.axis == .horizontal
        let available = horizontal ? inner.width : inner.height
        let (minimumGap, flexible) = spacing(group.interItemSpacing, at: "\(path) inter-item spacing")
        func along(_ size: Size) -> Double { horizontal ? size.width : size.height }

        var members: [(element: CompositionalElement, size: Size, path: String, edges: MemberEdges)] = []
        func extent(_ size: Size, _ edges: MemberEdges) -> Double { along(size) + edges.along }
        switch group.subitems {
        case .list(let elements):
            guard !elements.isEmpty else { return [] }
            var used = 0.0
            var turn = 0
            while members.count < Self.maximumPlaces {
                let index = turn % elements.count
                let childPath = "\(path) › \(Self.kind(elements[index])) \(index)"
                // The same subitem again is sized once.
                let (childSize, edges) = turn < elements.count
                    ? (self.size(elements[index].size, in: inner.size, at: childPath), self.edges(elements[index], horizontal: horizontal, at: childPath))
                    : (members[index].size, members[index].edges)
                let needed = members.isEmpty ? extent(childSize, edges) : used + minimumGap + extent(childSize, edges)
                if !members.isEmpty, needed > available + 1e-9 * Swift.max(1, available) { break }
                if members.isEmpty, extent(childSize, edges) > available + 1e-9 * Swift.max(1, available) {
                    report(.error, "\(childPath) is \(NumberFormat.exact(extent(childSize, edges))) long but its group has \(NumberFormat.exact(available)); it overflows the group")
                }
                members.append((elements[index], childSize, childPath, edges))
                used = needed
                turn += 1
                // Subitems that take no length would repeat forever: one round of them is enough.
                if turn >= elements.count, used == 0 { break }
            }
        case .equallySized(let element, let count), .repeating(let element, let count):
            let childPath = "\(path) › \(Self.kind(element)) 0"
            guard count > 0 else {
                report(.error, "\(path) count is \(count); it holds nothing")
                return []
            }
            let places = Swift.min(count, Self.maximumPlaces)
            var childSize = self.size(element.size, in: inner.size, at: childPath)
            let edges = self.edges(element, horizontal: horizontal, at: childPath)
            if case .equallySized = group.subitems {
                let length = Swift.max(0, (available - Double(places - 1) * minimumGap) / Double(places) - edges.along)
                if horizontal { childSize.width = length } else { childSize.height = length }
            } else {
                let total = Double(places) * extent(childSize, edges) + Double(places - 1) * minimumGap
                if total > available + 1e-9 * Swift.max(1, available) {
                    report(.error, "\(path) repeats \(childPath) \(places) times: \(places) × \(NumberFormat.exact(extent(childSize, edges))) + "
                        + "\(places - 1) × \(NumberFormat.exact(minimumGap)) = \(NumberFormat.exact(total)) > \(NumberFormat.exact(available)), "
                        + "the group's length; they overflow it")
                }
            }
            members = Array(repeating: (element, childSize, childPath, edges), count: places)
        }

        // What the group has left goes equally to its flexible spacings: the gaps between
        // subitems when `interItemSpacing` is flexible, and flexible edge spacings along the axis.
        let gaps = Swift.max(0, members.count - 1)
        let flexibleSlots = (flexible ? gaps : 0) + members.reduce(0) { $0 + $1.edges.flexibleAlong }
        let total = members.reduce(0) { $0 + extent($1.size, $1.edges) } + Double(gaps) * minimumGap
        let share = flexibleSlots > 0 ? Swift.max(0, available - total) / Double(flexibleSlots) : 0
        let gap = minimumGap + (flexible ? share : 0)
        var frames: [Rect] = []
        var position = 0.0
        var reportedInsets = false  // once per group: every repetition of a subitem has the same place
        let crossLength = horizontal ? inner.height : inner.width
        for member in members {
            guard frames.count < Self.maximumPlaces else {
                report(.error, "\(path) holds more than \(Self.maximumPlaces) cells; the rest of it is left out")
                break
            }
            let edges = member.edges
            position += edges.before + (edges.flexibleBefore ? share : 0)
            // Across: the edge spacing before it, and a flexible one's share of what is left.
            let crossSize = horizontal ? member.size.height : member.size.width
            let crossFlexible = (edges.flexibleCrossBefore ? 1 : 0) + (edges.flexibleCrossAfter ? 1 : 0)
            let crossLeft = Swift.max(0, crossLength - crossSize - edges.crossBefore - edges.crossAfter)
            let cross = edges.crossBefore + (edges.flexibleCrossBefore ? crossLeft / Double(crossFlexible) : 0)
            let origin = horizontal
                ? Point(x: inner.minX + position, y: inner.minY + cross) : Point(x: inner.minX + cross, y: inner.minY + position)
            switch member.element {
            case .item(let item):
                let insets = cleaned(item.contentInsets, at: "\(member.path) content inset")
                if insets.left + insets.right > member.size.width || insets.top + insets.bottom > member.size.height, !reportedInsets {
                    reportedInsets = true
                    let wide = insets.left + insets.right > member.size.width
                    let (first, second, room) = wide ? (insets.left, insets.right, member.size.width) : (insets.top, insets.bottom, member.size.height)
                    report(.error, "\(member.path) content insets \(NumberFormat.exact(first)) + \(NumberFormat.exact(second)) = "
                        + "\(NumberFormat.exact(first + second)) are more than its place is \(wide ? "wide" : "high") "
                        + "(\(NumberFormat.exact(room))); its cell is laid out \(wide ? "0 wide" : "0 high")")
                }
                frames.append(Rect(
                    x: origin.x + insets.left, y: origin.y + insets.top,
                    width: Swift.max(0, member.size.width - insets.left - insets.right),
                    height: Swift.max(0, member.size.height - insets.top - insets.bottom)))
            case .group(let child):
                for frame in places(of: child, size: member.size, at: member.path).prefix(Self.maximumPlaces - frames.count) {
                    frames.append(frame.offsetBy(dx: origin.x, dy: origin.y))
                }
            }
            position += along(member.size) + edges.after + (edges.flexibleAfter ? share : 0) + gap
        }
        return frames
    }

    /// A subitem's edge spacing along and across a group (leading and trailing are along a
    /// horizontal group, top and bottom along a vertical one); bad values are 0 (an error).
    private mutating func edges(_ element: CompositionalElement, horizontal: Bool, at path: String) -> MemberEdges {
        let spacing = element.edgeSpacing
        guard spacing != .none else { return MemberEdges() }
        func side(_ value: LayoutSpacing?, _ name: String) -> (Double, Bool) {
            guard let value else { return (0, false) }
            let (points, flexible) = self.spacing(value, at: "\(path) edge spacing \(name)")
            return (points, flexible)
        }
        let leading = side(spacing.leading, "leading"), trailing = side(spacing.trailing, "trailing")
        let top = side(spacing.top, "top"), bottom = side(spacing.bottom, "bottom")
        let (before, after, crossBefore, crossAfter) = horizontal ? (leading, trailing, top, bottom) : (top, bottom, leading, trailing)
        return MemberEdges(
            before: before.0, after: after.0, crossBefore: crossBefore.0, crossAfter: crossAfter.0,
            flexibleBefore: before.1, flexibleAfter: after.1, flexibleCrossBefore: crossBefore.1, flexibleCrossAfter: crossAfter.1)
    }

    private mutating func cleaned(_ insets: EdgeInsets, at place: String) -> EdgeInsets {
        LayoutValues.cleaned(insets, what: "\(DiagnosticText.segment(segment, name)) \(place)", segment: segment, diagnostics: &diagnostics)
    }

    /// A spacing's points (bad values are 0, an error) and whether it is flexible; `path` names it.
    private mutating func spacing(_ spacing: LayoutSpacing, at path: String) -> (Double, flexible: Bool) {
        let (value, flexible) = switch spacing {
        case .fixed(let value): (value, false)
        case .flexible(let value): (value, true)
        }
        let cleaned = LayoutValues.cleanedSpacing(
            value, what: "\(DiagnosticText.segment(segment, name)) \(path)", segment: segment, diagnostics: &diagnostics)
        return (cleaned, flexible)
    }

    private static func kind(_ element: CompositionalElement) -> String {
        switch element {
        case .item: "item"
        case .group: "group"
        }
    }

    static func describe(_ dimension: LayoutDimension) -> String {
        switch dimension {
        case .absolute(let value): "absolute(\(NumberFormat.exact(value)))"
        case .estimated(let value): "estimated(\(NumberFormat.exact(value)))"
        case .fractionalWidth(let value): "fractionalWidth(\(NumberFormat.exact(value)))"
        case .fractionalHeight(let value): "fractionalHeight(\(NumberFormat.exact(value)))"
        }
    }
}

extension CompositionalElement {
    /// The subitem's layout size.
    var size: LayoutSize {
        switch self {
        case .item(let item): item.size
        case .group(let group): group.size
        }
    }

    var edgeSpacing: EdgeSpacing {
        switch self {
        case .item(let item): item.edgeSpacing
        case .group(let group): group.edgeSpacing
        }
    }
}

/// A subitem's edge spacing in a group's terms: before and after it along the group's axis,
/// and before and after it across, each with whether it is flexible.
struct MemberEdges {
    var before = 0.0, after = 0.0, crossBefore = 0.0, crossAfter = 0.0
    var flexibleBefore = false, flexibleAfter = false, flexibleCrossBefore = false, flexibleCrossAfter = false

    var along: Double { before + after }
    var flexibleAlong: Int { (flexibleBefore ? 1 : 0) + (flexibleAfter ? 1 : 0) }
}

/// The group tree in one line, as `LayoutComposition.tree` records it: `horizontal 1w×0.25w
/// spacing 10 [item 0.25w×1h inset 4,4,4,4]`. A dimension is points (`120`), an estimate
/// (`~44`), a fraction of the container's width (`0.25w`) or height (`1h`); `[4 equal × …]` is
/// an equally sized count group, `[4 × …]` a repeating one.
extension CompositionalGroup {
    var tree: String {
        var text = "\(axis.rawValue) \(size.tree)"
        switch interItemSpacing {
        case .fixed(let value) where value != 0: text += " spacing \(NumberFormat.exact(value))"
        case .flexible(let value): text += " flexible \(NumberFormat.exact(value))"
        case .fixed: break
        }
        text += contentInsets.tree + edgeSpacing.tree
        switch subitems {
        case .list(let elements): text += " [" + elements.map(\.tree).joined(separator: ", ") + "]"
        case .equallySized(let element, let count): text += " [\(count) equal × \(element.tree)]"
        case .repeating(let element, let count): text += " [\(count) × \(element.tree)]"
        }
        return text
    }
}

extension CompositionalElement {
    var tree: String {
        switch self {
        case .item(let item): "item \(item.size.tree)\(item.contentInsets.tree)\(item.edgeSpacing.tree)"
        case .group(let group): group.tree
        }
    }
}

extension LayoutSize {
    var tree: String { "\(width.tree)×\(height.tree)" }
}

extension LayoutDimension {
    var tree: String {
        switch self {
        case .absolute(let value): NumberFormat.exact(value)
        case .estimated(let value): "~" + NumberFormat.exact(value)
        case .fractionalWidth(let value): NumberFormat.exact(value) + "w"
        case .fractionalHeight(let value): NumberFormat.exact(value) + "h"
        }
    }
}

extension EdgeSpacing {
    /// ` edge leading 2 trailing ≥0`: the sides that are set (`≥` a flexible one), or nothing.
    fileprivate var tree: String {
        let sides: [String] = [("leading", leading), ("top", top), ("trailing", trailing), ("bottom", bottom)].compactMap { name, value in
            value.map { spacing in
                switch spacing {
                case .fixed(let points): "\(name) \(NumberFormat.exact(points))"
                case .flexible(let points): "\(name) ≥\(NumberFormat.exact(points))"
                }
            }
        }
        return sides.isEmpty ? "" : " edge " + sides.joined(separator: " ")
    }
}

extension EdgeInsets {
    /// ` inset t,l,b,r`, or nothing when all are 0.
    fileprivate var tree: String {
        self == .zero ? "" : " inset \([top, left, bottom, right].map(NumberFormat.exact).joined(separator: ","))"
    }
}
