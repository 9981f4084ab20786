/// `UICollectionViewCompositionalLayout` (vertical): one `NSCollectionLayoutSection` per segment.
///
/// Rules (W = layout width; H = the scroll area's height less the content inset's top and
/// bottom, the visible height; B = the collection view's bounds height: the scroll area's, or
/// the device's when the collection view extends under the bars, `Screen.collectionViewUnderBars`),
/// each from Apple's documentation of the class named unless a measurement is cited:
/// - Sections go top to bottom, `interSectionSpacing` apart
///   (`UICollectionViewCompositionalLayoutConfiguration`).
/// - A section's content area is (W − leading − trailing inset) × (H − top − bottom inset)
///   (`NSCollectionLayoutSection.contentInsets`, "the space between the content of the section
///   and its boundaries"). It is the container its header's fractional dimensions refer to,
///   and its group's widths.
/// - A section's top-level group is a fraction of W less the section's side insets wide, and
///   of B high, neither the bars' inset nor the section's insets removed; in a section that
///   scrolls sideways, of W wide and B less the section's top and bottom insets high (measured,
///   issue 38: 393 × 852 @3x, insets top 8 and bottom 24, `fractionalHeight(0.25)` → 213 apart,
///   205 when it scrolls sideways; 0.4 of a 690-point-tall collection view → 276). Under the
///   bars B is the whole view (issue 51, measured at 3x: a root view on a 390 × 844 iPhone under
///   a navigation bar with a prompt, `fractionalHeight(0.4)`, item insets 5 → 0.4 × 844 − 10 =
///   327.667 high; a subview pinned to the edges of a 393 × 852 one under a large title, insets
///   top 8 and bottom 24, `fractionalHeight(0.25)` → groups 213 = 0.25 × 852 apart), while the
///   cells start below the top bars and H stays the area between the bars.
/// - The pixel grid, by `CompositionalOptions.uikit` (`UIKitVersion`): on iOS 16/17 each
///   resolved item and group size is floored to whole pixels and positions add up the floored
///   sizes; on iOS 14 the exact frames are each rounded to the nearest pixel.
/// - Header and footer (`NSCollectionLayoutBoundarySupplementaryItem`, `.top` / `.bottom`):
///   `supplementariesFollowContentInsets` is true by default, so they start at the leading
///   inset and are sized in the content area; when false they start at the section's leading
///   edge and are sized in its full width ("whether the section's supplementary items follow the
///   specified content insets"). With `extendsBoundary` false ("whether a boundary supplementary
///   item extends the content area of the section's layout", `NSCollectionLayoutBoundarySupplementaryItem`)
///   a header lies over the section's top and a footer over its bottom, adding nothing to its
///   height; `absoluteOffset` ("offset from the section … it's attached to") then moves either,
///   and nothing else. Several boundary items per section, alignments other than `.top` and
///   `.bottom`, and the layout's own boundary items are not modelled: no public measurement shows
///   how UIKit places them against each other (blocked on evidence). The header is the section's first part, then the
///   top inset, the groups, the bottom inset, the footer (the order of
///   IBPCollectionViewCompositionalLayout, which moves the cells down by the header's height
///   and puts the footer after the bottom inset).
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
///   subitem's own length; the subitem is sized against the group less those gaps, so a cross
///   side that is a fraction of the axis is a fraction of that (measured: UIKit's renderings in
///   faberNovel/CompositionalLayoutDSL's snapshot tests, iOS 14 and 17: 0.25 × (355 − 48) = 76.75). `horizontal(layoutSize:repeatingSubitem:count:)` (`.repeating`):
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
///   an error, and the cell is laid out 0 wide (or high). Along an axis whose dimension is
///   `estimated` the insets are ignored ("The value of this property is ignored for any axis
///   that uses an estimated value for its dimension", `NSCollectionLayoutItem.contentInsets`).
/// - Supplementary items of an item (`NSCollectionLayoutSupplementaryItem`, badges) are placed
///   by their anchor on the item's cell and take no room (`CompositionalResolver.anchored` has
///   the rule and its evidence); they follow their cell through every repetition.
/// - A section background (`NSCollectionLayoutDecorationItem.background`) is the section's frame,
///   full width from the top of its header to the bottom of its footer, less the decoration's
///   `contentInsets` (Apple's sample "Implementing Modern Collection Views": section insets 10,
///   background insets 5, the card shows 5 points around the cells); it is drawn behind the cells.
/// - `orthogonalScrollingBehavior` other than `.none`: the repetitions go left to right from
///   the leading inset, `interGroupSpacing` apart, in one row as tall as the group; the section
///   scrolls sideways, so cells past the right edge keep their x beyond W. The group's
///   fractional width and height refer to W less the sides `contentInsetsReference` adds (the
///   safe area's, by default), not to the content width (iOS 13 reference renderings in
///   IBPCollectionViewCompositionalLayout issue #78 and PR #83; iOS 14 and 17 renderings agree;
///   with a safe area, issue 51: 812 × 375 landscape, sides 44, `fractionalWidth(0.475)` → 343.9
///   of 724). Only the safe area's sides are measured; the layout margins' follow the same rule.
///   `.groupPagingCentered` centres the first group in the content area; the other behaviours
///   differ only in where scrolling comes to rest.
/// - A segment without a section (`SubController.compositionalSection` is nil) is a list
///   section: its `inset` as the content insets, one full-width row per item at
///   `sizeForItem`'s height, `minimumLineSpacing` apart, its header and footer heights as
///   full-width boundary items; with a list appearance, as `ListSections` lays it out.
/// - `pinToVisibleBounds` ("pinned to the top or bottom visible boundary of the section"): with
///   the content scrolled by `scrollOffset` (content coordinates, as for IGListKit's sticky
///   headers), a pinned header's y = min(max(its y, scrollOffset), section bottom − its
///   height); a pinned footer's y = max(min(its y, scrollOffset + H − its height), section
///   top). Nothing else moves. A NaN or infinite offset is taken as 0.
/// - `contentInsetsReference` (iOS 14): a section's `.automatic` follows the configuration's,
///   and the configuration's `.automatic` is the safe area, as in IBPCollectionViewCompositionalLayout
///   (a backport written to match UIKit, whose container insets are the collection view's safe
///   area left and right). `.safeArea` adds the safe area's sides to the section's leading and
///   trailing insets, `.layoutMargins` 8 points more (UIView's default margins), `.none` nothing;
///   `.readableContent` is laid out as `.layoutMargins` with a warning. The segment records its
///   insets as given. Upright phones have no safe-area sides, so only landscape moves.
/// - Content size: (W, bottom of the last section).
/// - Bad numbers (negative, NaN, infinite dimensions, insets, spacings, counts) are laid out as
///   0 with an error naming the segment and the place in the group tree (`group 0 › item 1`);
///   a fraction above 1 is legal and laid out, with a warning, and so is 0 (it takes no room); a
///   group that holds no places stops the section with an error.
///
/// Five items `fractionalWidth(0.2)` × `fractionalHeight(1)` in groups full width ×
/// `fractionalWidth(0.2)` high, on a 375-wide screen with no insets: each group is 75 high and
/// holds five 75 × 75 places at x = 0, 75, 150, 225, 300; seven items fill one group and two
/// places of the next, at y = 75. With a 20 × 20 badge at `[.top, .trailing]`, fractional
/// offset (0.3, −0.3), the first cell's badge is at (75 − 20 + 6, 0 − 6) = (61, −6); with a
/// background of insets 5, the card is (5, 5) 365 × 140 (the section is 375 × 150).
enum CompositionalLayout {
    /// What a section's fractions refer to: the layout width, the visible height (pinned items
    /// and headers) and the collection view's bounds height (top-level groups).
    struct SectionContainer {
        var width: Double
        /// W less the sides the section's `contentInsetsReference` adds (the layout environment's
        /// effective content width): what an orthogonal group's fractions refer to.
        var effectiveWidth: Double
        var visibleHeight: Double
        var boundsHeight: Double
    }

    static func place(
        _ segments: [MeasuredSegment], width: Double, height: Double, boundsHeight: Double, scale: Double, sides: ReferenceSides?,
        options: CompositionalOptions, diagnostics: inout [Diagnostic]
    ) -> PlacedContent {
        let grid = PixelGrid(scale: scale)
        let spacing = LayoutValues.cleanedSpacing(
            options.interSectionSpacing, what: "the inter-section spacing", segment: nil, diagnostics: &diagnostics)
        let scrollOffset = options.scrollOffset.isFinite ? options.scrollOffset : 0
        var placed: [PlacedSegment] = []
        placed.reserveCapacity(segments.count)
        var steps = ScreenLimits.groupTreeSteps
        var y = 0.0
        for (position, segment) in segments.enumerated() {
            if position > 0 { y += spacing }
            var measured = segment  // with the reference's sides added to its insets
            let reference = segment.section?.contentInsetsReference ?? .automatic
            let margins = Self.margins(
                reference == .automatic ? options.contentInsetsReference : reference, sides: sides, segment: segment,
                diagnostics: &diagnostics)
            let container = SectionContainer(
                width: width, effectiveWidth: Swift.max(0, width - margins.left - margins.right), visibleHeight: height,
                boundsHeight: boundsHeight)
            measured.inset.left += margins.left
            measured.inset.right += margins.right
            var section =
                if let section = segment.section {
                    place(
                        section, of: measured, top: y, container: container, scrollOffset: scrollOffset,
                        flooring: options.uikit == .iOS17 ? grid : nil, steps: &steps, diagnostics: &diagnostics)
                } else if let list = options.list {
                    ListSections.place(
                        segment, appearance: list, top: y, width: width, sides: sides, grid: grid, position: position,
                        count: segments.count, diagnostics: &diagnostics)
                } else {
                    ListSections.rows(measured, top: y, width: width)
                }
            if options.uikit == .iOS14, segment.section != nil { section.round(to: grid) }
            placed.append(section)
            y = section.frame.maxY
        }
        return PlacedContent(segments: placed, contentSize: segments.isEmpty ? .zero : Size(width: width, height: y))
    }

    /// What the reference adds to a section's left and right inset: the safe area's sides
    /// (`.automatic` resolves to it), 8 points more for the layout margins, nothing for `.none`.
    private static func margins(
        _ reference: ContentInsetsReference, sides: ReferenceSides?, segment: MeasuredSegment, diagnostics: inout [Diagnostic]
    ) -> EdgeInsets {
        guard let sides else { return .zero }
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: return sides.safeArea
        case .layoutMargins, .readableContent:
            if reference == .readableContent {
                diagnostics.append(
                    Diagnostic(
                        severity: .warning, kind: .unsupportedOption, segment: segment.index,
                        message: "\(DiagnosticText.segment(segment.index, segment.name)) contentInsetsReference readableContent: the "
                            + "readable content guide's width is not documented, so it is laid out as layoutMargins."))
            }
            return sides.layoutMargins
        }
    }

    private static func place(
        _ section: CompositionalSection, of segment: MeasuredSegment, top: Double, container: SectionContainer, scrollOffset: Double,
        flooring: PixelGrid?, steps: inout Int, diagnostics: inout [Diagnostic]
    ) -> PlacedSegment {
        // Measured on iOS 17: a section without items that scrolls sideways takes no height at all,
        // neither its content insets nor its background (faberNovel/CompositionalLayoutDSL's
        // `testDecorationItem.3` on an iPhone 15: section 1 starts where section 0, empty, insets
        // 16 on every side, would have; iOS 14's rendering of the same test kept a 72-point band
        // with its background). Modelled as iOS 17. With a header or footer it is not measured.
        if segment.itemCount == 0, section.orthogonalScrolling != .none, section.header == nil, section.footer == nil {
            let composition = LayoutComposition(
                tree: section.group.tree, firstGroup: Rect(x: segment.inset.left, y: top, width: 0, height: 0), groupCount: 0,
                orthogonalScrolling: section.orthogonalScrolling)
            return PlacedSegment(frame: Rect(x: 0, y: top, width: container.width, height: 0), items: [], composition: composition)
        }
        var resolver = CompositionalResolver(segment: segment.index, name: segment.name, stepsLeft: steps, flooring: flooring)
        defer { steps = resolver.stepsLeft }
        let inset = segment.inset  // the section's content insets, cleaned by `MeasuredSegment`
        let content = Size(
            width: Swift.max(0, container.width - inset.left - inset.right),
            height: Swift.max(0, container.visibleHeight - inset.top - inset.bottom))
        // Header and footer follow the leading content inset and are sized in the content area, or
        // with `supplementariesFollowContentInsets` false span the section from its leading edge.
        let follows = section.supplementariesFollowContentInsets
        let boundaryContainer = follows ? content : Size(width: container.width, height: content.height)
        let boundaryX = follows ? inset.left : 0
        var y = top
        var header: Rect?
        if let item = section.header, case let size = resolver.size(item.size, in: boundaryContainer, at: "header"), size.height > 0 {
            header = Rect(origin: Point(x: boundaryX, y: y), size: size)
            if item.extendsBoundary { y += size.height }
        }
        y += inset.top

        // An orthogonally scrolling section sizes its group against the collection view's width
        // less the safe area's sides (the reference's), not the content width: iOS 13 reference
        // renderings (IBPCollectionViewCompositionalLayout issue #78 and PR #83, 2019: the backport's
        // cells narrowed by the section's insets were the bug) and iOS 14 and 17 renderings (issue
        // 19) agree, with no safe area; in landscape, 812 wide with 44 on each side, both fractions
        // of the group are of 724 (issue 51: 0.475 × 724 → 334-point cells). Its height is the collection
        // view's bounds less the section's top and bottom insets; a section that scrolls with the
        // collection view takes the bounds' full height (issue 38, measured at 3x: 0.25 × 852 =
        // 213 with insets 8 and 24 under a large title; orthogonal, 0.25 × (852 − 8 − 24) = 205).
        let groupContainer =
            section.orthogonalScrolling == .none
            ? Size(width: content.width, height: container.boundsHeight)
            : Size(width: container.effectiveWidth, height: Swift.max(0, container.boundsHeight - inset.top - inset.bottom))
        let groupSize = resolver.size(section.group.size, in: groupContainer, at: "group")
        let slots = resolver.places(of: section.group, size: groupSize, at: "group")
        var frames: [Rect] = []
        frames.reserveCapacity(segment.itemCount)
        var badges: [LayoutBadge] = []
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
                        for badge in slot.badges {
                            badges.append(LayoutBadge(item: frames.count, kind: badge.kind, frame: badge.frame.offsetBy(dx: origin.x, dy: origin.y)))
                        }
                        frames.append(slot.frame.offsetBy(dx: origin.x, dy: origin.y))
                    }
                }
                y = origin.y + groupSize.height
                let repetitions = (frames.count + slots.count - 1) / slots.count
                composition.firstGroup = Rect(origin: firstOrigin, size: groupSize)
                composition.groupCount = repetitions
                if let fit = segment.fit {
                    // Cells that size themselves: each repetition is laid out on its own.
                    frames.removeAll(keepingCapacity: true)
                    badges.removeAll()
                    y = selfSized(
                        section, of: segment, fit: fit, groupSize: groupSize, firstOrigin: firstOrigin, resolver: &resolver,
                        frames: &frames, badges: &badges, composition: &composition, diagnostics: &diagnostics)
                }
            }
        }
        y += inset.bottom
        var footer: Rect?
        if let item = section.footer, case let size = resolver.size(item.size, in: boundaryContainer, at: "footer"), size.height > 0 {
            footer = Rect(origin: Point(x: boundaryX, y: item.extendsBoundary ? y : y - size.height), size: size)
            if item.extendsBoundary { y += size.height }
        }
        let band = Rect(x: 0, y: top, width: container.width, height: y - top)
        header = header.map { Self.offset($0, by: section.header?.offset, segment: segment, diagnostics: &diagnostics) }
        footer = footer.map { Self.offset($0, by: section.footer?.offset, segment: segment, diagnostics: &diagnostics) }
        composition.badges = badges
        if let background = section.background {
            composition.background = Self.background(background, of: band, segment: segment, diagnostics: &diagnostics)
        }
        diagnostics.append(contentsOf: resolver.diagnostics)
        // Pinned boundary items stay in the visible area (from `scrollOffset`, `container.visibleHeight`
        // high) but within their section.
        if section.header?.pinToVisibleBounds == true, var pinned = header {
            pinned.origin.y = Swift.min(Swift.max(pinned.minY, scrollOffset), band.maxY - pinned.height)
            header = pinned
        }
        if section.footer?.pinToVisibleBounds == true, var pinned = footer {
            pinned.origin.y = Swift.max(Swift.min(pinned.minY, scrollOffset + container.visibleHeight - pinned.height), band.minY)
            footer = pinned
        }
        return PlacedSegment(frame: band, header: header, footer: footer, items: frames, composition: composition)
    }

    /// A boundary item moved by its `absoluteOffset`; a NaN or infinite offset is an error and moves nothing.
    private static func offset(_ frame: Rect, by offset: Point?, segment: MeasuredSegment, diagnostics: inout [Diagnostic]) -> Rect {
        guard let offset, offset != .zero else { return frame }
        guard offset.x.isFinite, offset.y.isFinite else {
            diagnostics.append(
                Diagnostic(
                    severity: .error, kind: .invalidSize, segment: segment.index,
                    message: "\(DiagnosticText.segment(segment.index, segment.name)) a boundary item's offset is not a finite number; "
                        + "it is laid out without it."))
            return frame
        }
        return frame.offsetBy(dx: offset.x, dy: offset.y)
    }

    /// The section background: the section's frame (the full width, from the top of its header
    /// to the bottom of its footer: boundary items extend the section, `extendsBoundary` being
    /// true by default) less the decoration's content insets. Apple's sample "Implementing Modern
    /// Collection Views" (section background decoration: section insets 10, background insets 5)
    /// shows the card 5 points inside the section's edges and the cells 10. Insets larger than the
    /// section leave a 0-wide (or high) background, with an error.
    private static func background(
        _ background: SectionBackground, of band: Rect, segment: MeasuredSegment, diagnostics: inout [Diagnostic]
    ) -> Rect {
        let label = DiagnosticText.segment(segment.index, segment.name)
        let insets = LayoutValues.cleaned(
            background.contentInsets, what: "\(label) background content inset", segment: segment.index, diagnostics: &diagnostics)
        let width = band.width - insets.left - insets.right, height = band.height - insets.top - insets.bottom
        if width < 0 || height < 0 {
            diagnostics.append(
                Diagnostic(
                    severity: .error, kind: .invalidInset, segment: segment.index,
                    message: "\(label) background content insets leave it \(NumberFormat.exact(width)) × \(NumberFormat.exact(height)) "
                        + "in a \(NumberFormat.size(band.size)) section; it is laid out \(width < 0 ? "0 wide" : "0 high")."))
        }
        return Rect(x: band.minX + insets.left, y: band.minY + insets.top, width: Swift.max(0, width), height: Swift.max(0, height))
    }

    /// The repetitions of a section whose cells size themselves, each laid out with its items'
    /// fitted sizes (`CompositionalResolver.places(of:size:at:fitter:)`): down the section one
    /// after another, or across it when it scrolls sideways (then the section is as tall as the
    /// tallest). Returns where the groups end.
    private static func selfSized(
        _ section: CompositionalSection, of segment: MeasuredSegment, fit: @escaping (Int, Size) -> Size?, groupSize: Size,
        firstOrigin: Point, resolver: inout CompositionalResolver, frames: inout [Rect], badges: inout [LayoutBadge],
        composition: inout LayoutComposition, diagnostics: inout [Diagnostic]
    ) -> Double {
        let sideways = section.orthogonalScrolling != .none
        var fitter: CompositionalFitter? = CompositionalFitter(ask: fit, count: segment.itemCount)
        var origin = firstOrigin
        var groups: [Rect] = []
        while frames.count < segment.itemCount {
            if let last = groups.last {
                if sideways { origin.x = last.maxX + segment.lineSpacing } else { origin.y = last.maxY + segment.lineSpacing }
            }
            fitter?.next = frames.count
            let (places, size) = resolver.places(of: section.group, size: groupSize, at: "group", fitter: &fitter)
            guard !places.isEmpty else { break }
            for place in places.prefix(segment.itemCount - frames.count) {
                for badge in place.badges {
                    badges.append(LayoutBadge(item: frames.count, kind: badge.kind, frame: badge.frame.offsetBy(dx: origin.x, dy: origin.y)))
                }
                frames.append(place.frame.offsetBy(dx: origin.x, dy: origin.y))
            }
            groups.append(Rect(origin: origin, size: size))
        }
        composition.groupCount = groups.count
        if let first = groups.first { composition.firstGroup = first }
        // Repetitions that came out alike are told by the first and the count, as without self-sizing.
        let uniform = composition.groups(spacing: segment.lineSpacing)
        if uniform.count != groups.count || !zip(uniform, groups).allSatisfy({ Same.rect($0, $1) }) { composition.sizedGroups = groups }
        composition.fitted = fitter?.fitted ?? []
        composition.estimated = fitter?.estimated ?? []
        if let invalid = fitter?.invalid, let first = invalid.first {
            diagnostics.append(
                Diagnostic(
                    severity: .error, kind: .invalidSize, segment: segment.index, item: first,
                    message: "\(DiagnosticText.segment(segment.index, segment.name)) item \(first) answered a fitted size that is negative, "
                        + "NaN or infinite\(invalid.count > 1 ? " (and \(invalid.count - 1) more items)" : ""); laid out at the estimate."))
        }
        let bottom = sideways ? (groups.map(\.maxY).max() ?? firstOrigin.y) : (groups.last?.maxY ?? firstOrigin.y)
        return bottom
    }
}
