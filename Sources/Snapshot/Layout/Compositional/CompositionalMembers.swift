/// The members of a group (`CompositionalResolver.places(of:size:at:fitter:)`), by how the group
/// is filled: a list of subitems, or one subitem a count of times; then fitted where cells size
/// themselves, and placed along the group's axis.
extension CompositionalResolver {
    /// `horizontal(layoutSize:subitems:)`: the subitems in order, over and over, while the next
    /// one fits along the axis (at least one); `nil` for none.
    mutating func listMembers(_ elements: [CompositionalElement], in geometry: GroupGeometry, at path: String) -> [GroupMember]? {
        guard !elements.isEmpty else { return nil }
        var members: [GroupMember] = []
        var used = 0.0
        var turn = 0
        while members.count < ScreenLimits.placesPerGroupTree, take(1, at: path) {
            let index = turn % elements.count
            // The same subitem again is sized once.
            let (childSize, edges) =
                turn < elements.count
                ? (
                    self.size(elements[index].size, in: geometry.inner.size, at: GroupMember.path(path, elements[index], index)),
                    self.edges(elements[index], horizontal: geometry.horizontal, at: GroupMember.path(path, elements[index], index))
                )
                : (members[index].size, members[index].edges)
            let needed = members.isEmpty ? geometry.extent(childSize, edges) : used + geometry.minimumGap + geometry.extent(childSize, edges)
            if !members.isEmpty, needed > geometry.available + 1e-9 * Swift.max(1, geometry.available) { break }
            if members.isEmpty, geometry.extent(childSize, edges) > geometry.available + 1e-9 * Swift.max(1, geometry.available) {
                report(
                    .error,
                    "\(GroupMember.path(path, elements[index], index)) is \(NumberFormat.exact(geometry.extent(childSize, edges))) long but its group has \(NumberFormat.exact(geometry.available)); it overflows the group"
                )
            }
            members.append(GroupMember(element: elements[index], index: index, size: childSize, parent: path, edges: edges))
            used = needed
            turn += 1
            // Subitems that take no length would repeat forever: one round of them is enough.
            if turn >= elements.count, used == 0 { break }
        }
        return members
    }

    /// `subitem:count:` (`equally`: count places of equal length filling the group) or
    /// `repeatingSubitem:count:` (the subitem count times at its own size); `nil` for none.
    mutating func countedMembers(
        _ element: CompositionalElement, count: Int, equally: Bool, in geometry: GroupGeometry, at path: String
    ) -> [GroupMember]? {
        guard count > 0 else {
            report(.error, "\(path) count is \(count); it holds nothing")
            return nil
        }
        let places = Swift.min(count, ScreenLimits.placesPerGroupTree)
        guard take(places, at: path) else { return nil }
        // Measured: the subitem of `subitem:count:` is sized against the group less its gaps
        // along its axis, so a cross side that is a fraction of that axis is too
        // (faberNovel/CompositionalLayoutDSL's snapshot tests, UIKit's own renderings on iOS 14
        // (iPhone 12) and iOS 17 (iPhone 15): a count-4 group 355 wide after a 20-point
        // trailing inset, 16-point gaps, items `fractionalWidth(0.25)` tall are
        // 0.25 × (355 − 3 × 16) = 76.75 tall, drawn 230 pixels at 3x; against the whole group
        // they would be 88.75).
        var container = geometry.inner.size
        if equally {
            let gaps = Double(places - 1) * geometry.minimumGap
            if geometry.horizontal { container.width = Swift.max(0, container.width - gaps) } else { container.height = Swift.max(0, container.height - gaps) }
        }
        var childSize = self.size(element.size, in: container, at: GroupMember.path(path, element, 0))
        let edges = self.edges(element, horizontal: geometry.horizontal, at: GroupMember.path(path, element, 0))
        if equally {
            let length = floored(Swift.max(0, (geometry.available - Double(places - 1) * geometry.minimumGap) / Double(places) - edges.along))
            if geometry.horizontal { childSize.width = length } else { childSize.height = length }
        } else {
            let total = Double(places) * geometry.extent(childSize, edges) + Double(places - 1) * geometry.minimumGap
            if total > geometry.available + 1e-9 * Swift.max(1, geometry.available) {
                report(
                    .error,
                    "\(path) repeats \(GroupMember.path(path, element, 0)) \(places) times: \(places) × \(NumberFormat.exact(geometry.extent(childSize, edges))) + "
                        + "\(places - 1) × \(NumberFormat.exact(geometry.minimumGap)) = \(NumberFormat.exact(total)) > \(NumberFormat.exact(geometry.available)), "
                        + "the group's length; they overflow it")
            }
        }
        return Array(repeating: GroupMember(element: element, index: 0, size: childSize, parent: path, edges: edges), count: places)
    }

    /// Cells that size themselves take their fitted size, nested groups theirs, before any place
    /// is worked out; then uniform siblings grow to the largest. The nested groups' places, by member.
    mutating func fit(
        _ members: inout [GroupMember], of group: CompositionalGroup, in geometry: GroupGeometry, fitter: inout CompositionalFitter?
    ) -> [Int: [CompositionalPlace]] {
        var nested: [Int: [CompositionalPlace]] = [:]
        for index in members.indices {
            switch members[index].element {
            case .item(let item):
                members[index].size = fitter?.fit(item, place: members[index].size, insets: item.contentInsets) ?? members[index].size
                let fitted = members[index].size
                if (group.size.width.estimate == nil && fitted.width > geometry.inner.width + 1e-9)
                    || (group.size.height.estimate == nil && fitted.height > geometry.inner.height + 1e-9)
                {
                    // Blocked on evidence: no published measurement shows what UIKit does with a
                    // self-sized cell larger than a group whose dimension is not estimated.
                    report(
                        .warning,
                        "\(members[index].path) sizes itself past its group, whose dimension on that side is not "
                            + "estimated; how UIKit draws it is not established, so it is laid out at its fitted size, overflowing the group",
                        kind: .unsupportedOption)
                }
            case .group(let child):
                let laid = places(of: child, size: members[index].size, at: members[index].path, fitter: &fitter)
                nested[index] = laid.places
                members[index].size = laid.size
            }
        }
        for uniformWidth in [true, false] {
            let uniform = members.indices.filter { index in
                guard case .item(let item) = members[index].element else { return false }
                return (uniformWidth ? item.size.width : item.size.height).isUniformAcrossSiblings
            }
            let largest = uniform.map { uniformWidth ? members[$0].size.width : members[$0].size.height }.max() ?? 0
            for index in uniform {
                if uniformWidth { members[index].size.width = largest } else { members[index].size.height = largest }
            }
        }
        return nested
    }

    /// The places of `members`, one after another along the group's axis (`nested` holds the
    /// fitted places of nested groups), and the group's size as laid out (`fitted`: grown to
    /// its subitems along a side its dimension estimates).
    mutating func place(
        _ members: [GroupMember], nested: [Int: [CompositionalPlace]], of group: CompositionalGroup, size: Size, in geometry: GroupGeometry,
        at path: String, fitted: Bool
    ) -> (places: [CompositionalPlace], size: Size) {
        let (inner, horizontal, available, minimumGap, flexible) = (
            geometry.inner, geometry.horizontal, geometry.available, geometry.minimumGap, geometry.flexible
        )
        // What the group has left goes equally to its flexible spacings: the gaps between
        // subitems when `interItemSpacing` is flexible, and flexible edge spacings along the axis.
        let gaps = Swift.max(0, members.count - 1)
        let flexibleSlots = (flexible ? gaps : 0) + members.reduce(0) { $0 + $1.edges.flexibleAlong }
        let total = members.reduce(0) { $0 + geometry.extent($1.size, $1.edges) } + Double(gaps) * minimumGap
        let share = flexibleSlots > 0 ? Swift.max(0, available - total) / Double(flexibleSlots) : 0
        let gap = minimumGap + (flexible ? share : 0)
        var frames: [CompositionalPlace] = []
        var extent = Point(x: 0, y: 0)  // the farthest right and bottom edge of a subitem's place
        var position = 0.0
        var reportedInsets = false  // once per group: every repetition of a subitem has the same place
        let crossLength = horizontal ? inner.height : inner.width
        for (memberIndex, member) in members.enumerated() {
            guard take(1, at: member.path) else { break }
            guard frames.count < ScreenLimits.placesPerGroupTree else {
                report(.error, "\(path) holds more than \(ScreenLimits.placesPerGroupTree) cells; the rest of it is left out")
                break
            }
            let edges = member.edges
            position += edges.before + (edges.flexibleBefore ? share : 0)
            // Across: the edge spacing before it, and a flexible one's share of what is left.
            let crossSize = horizontal ? member.size.height : member.size.width
            let crossFlexible = (edges.flexibleCrossBefore ? 1 : 0) + (edges.flexibleCrossAfter ? 1 : 0)
            let crossLeft = Swift.max(0, crossLength - crossSize - edges.crossBefore - edges.crossAfter)
            let cross = edges.crossBefore + (edges.flexibleCrossBefore ? crossLeft / Double(crossFlexible) : 0)
            let origin =
                horizontal
                ? Point(x: inner.minX + position, y: inner.minY + cross) : Point(x: inner.minX + cross, y: inner.minY + position)
            switch member.element {
            case .item(let item):
                frames.append(cell(of: item, member: member, at: origin, reportedInsets: &reportedInsets))
            case .group(let child):
                let childPlaces = nested[memberIndex] ?? places(of: child, size: member.size, at: member.path)
                for place in childPlaces.prefix(ScreenLimits.placesPerGroupTree - frames.count) {
                    frames.append(place.offsetBy(dx: origin.x, dy: origin.y))
                }
            }
            extent = Point(
                x: Swift.max(extent.x, origin.x + member.size.width + (horizontal ? edges.after : edges.crossAfter)),
                y: Swift.max(extent.y, origin.y + member.size.height + (horizontal ? edges.crossAfter : edges.after)))
            position += geometry.along(member.size) + edges.after + (edges.flexibleAfter ? share : 0) + gap
        }
        var laidOut = size
        if fitted {
            if group.size.width.estimate != nil { laidOut.width = extent.x + geometry.insets.right }
            if group.size.height.estimate != nil { laidOut.height = extent.y + geometry.insets.bottom }
        }
        return (frames, laidOut)
    }

    /// An item's cell in its place at `origin`: the place less the item's content insets (an
    /// error once per group when they are more than the place), with its badges anchored to it.
    private mutating func cell(of item: CompositionalItem, member: GroupMember, at origin: Point, reportedInsets: inout Bool) -> CompositionalPlace {
        var insets = cleaned(item.contentInsets, at: "\(member.path) content inset")
        // "The value of this property is ignored for any axis that uses an estimated value
        // for its dimension" (Apple, NSCollectionLayoutItem.contentInsets).
        if item.size.width.estimate != nil { (insets.left, insets.right) = (0, 0) }
        if item.size.height.estimate != nil { (insets.top, insets.bottom) = (0, 0) }
        if insets.left + insets.right > member.size.width || insets.top + insets.bottom > member.size.height, !reportedInsets {
            reportedInsets = true
            let wide = insets.left + insets.right > member.size.width
            let (first, second, room) = wide ? (insets.left, insets.right, member.size.width) : (insets.top, insets.bottom, member.size.height)
            report(
                .error,
                "\(member.path) content insets \(NumberFormat.exact(first)) + \(NumberFormat.exact(second)) = "
                    + "\(NumberFormat.exact(first + second)) are more than its place is \(wide ? "wide" : "high") "
                    + "(\(NumberFormat.exact(room))); its cell is laid out \(wide ? "0 wide" : "0 high")")
        }
        let cell = Rect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: Swift.max(0, member.size.width - insets.left - insets.right),
            height: Swift.max(0, member.size.height - insets.top - insets.bottom))
        if item.supplementaries.count > ScreenLimits.supplementariesPerItem {
            report(
                .error,
                "\(member.path) has \(item.supplementaries.count) supplementary items; an item holds at most "
                    + "\(ScreenLimits.supplementariesPerItem) (ScreenLimits), so the first \(ScreenLimits.supplementariesPerItem) are laid out",
                kind: .screenTooLarge)
        }
        let badges = item.supplementaries.prefix(ScreenLimits.supplementariesPerItem).enumerated().map { index, supplementary in
            (
                String(supplementary.kind.prefix(ScreenLimits.elementKindCharacters)),
                anchored(supplementary, to: cell, at: "\(member.path) supplementary \(index)")
            )
        }
        return CompositionalPlace(frame: cell, badges: badges)
    }
}

/// A group's inside and spacing, worked out once for its members' sizes and places.
struct GroupGeometry {
    let insets: EdgeInsets
    /// The group less its content insets, in its own coordinates.
    let inner: Rect
    let horizontal: Bool
    let minimumGap: Double
    let flexible: Bool

    init(size: Size, insets: EdgeInsets, horizontal: Bool, minimumGap: Double, flexible: Bool) {
        self.insets = insets
        inner = Rect(
            x: insets.left, y: insets.top,
            width: Swift.max(0, size.width - insets.left - insets.right), height: Swift.max(0, size.height - insets.top - insets.bottom))
        self.horizontal = horizontal
        self.minimumGap = minimumGap
        self.flexible = flexible
    }

    /// The length along the axis the members share.
    var available: Double { horizontal ? inner.width : inner.height }

    func along(_ size: Size) -> Double { horizontal ? size.width : size.height }

    /// What a member of `size` takes along the axis, its edge spacing included.
    func extent(_ size: Size, _ edges: MemberEdges) -> Double { along(size) + edges.along }
}

/// One subitem of a group repetition: what it is, its size, where it is in the tree, its edges.
struct GroupMember {
    var element: CompositionalElement
    /// Its index among its group's subitems.
    var index: Int
    var size: Size
    /// Its group's place in the tree (`section › group 0`).
    var parent: String
    var edges: MemberEdges

    /// `section › group 0 › item 1`: where it is in the tree, for messages. Worked out only when
    /// a message names it: a screen places millions of members and reports few.
    var path: String { Self.path(parent, element, index) }

    static func path(_ parent: String, _ element: CompositionalElement, _ index: Int) -> String {
        "\(parent) › \(CompositionalResolver.kind(element)) \(index)"
    }
}
