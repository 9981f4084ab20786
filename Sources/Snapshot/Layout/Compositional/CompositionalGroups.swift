/// Sizes and places of one section's group tree, with what was wrong in it.
///
/// The work is bounded, not only the frames: every group resolved and every place visited is a
/// step of the screen's `ScreenLimits.groupTreeSteps`, and a message is kept once however many
/// repetitions of a subitem repeat it.
struct CompositionalResolver {
    let segment: Int
    let name: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Steps left for this screen's group trees.
    private(set) var stepsLeft: Int
    private var messages: Set<String> = []
    private var reportedSteps = false
    /// Where sizes are floored to whole pixels (`UIKitVersion.iOS17`), the grid; `nil` keeps them exact.
    let flooring: PixelGrid?

    init(segment: Int, name: String, stepsLeft: Int, flooring: PixelGrid? = nil) {
        self.segment = segment
        self.name = name
        self.stepsLeft = stepsLeft
        self.flooring = flooring
    }

    /// A size as UIKit 16/17 draws it: floored to whole pixels (issue 38's measurements:
    /// 98.25 → 98 at 3x); exact where the resolver does not floor.
    func floored(_ value: Double) -> Double {
        guard let flooring else { return value }
        return flooring.floored(value)
    }

    mutating func report(_ severity: Diagnostic.Severity, _ text: String, kind: Diagnostic.Kind = .invalidSize) {
        keep(Diagnostic(severity: severity, kind: kind, segment: segment, message: "\(DiagnosticText.segment(segment, name)) \(text)."))
    }

    private mutating func keep(_ diagnostic: Diagnostic) {
        if messages.insert(diagnostic.message).inserted { diagnostics.append(diagnostic) }
    }

    /// Takes `count` steps of the screen's budget; false once it is spent (said once).
    mutating func take(_ count: Int, at path: @autoclosure () -> String) -> Bool {
        guard stepsLeft >= count else {
            stepsLeft = 0
            if !reportedSteps {
                reportedSteps = true
                keep(
                    Diagnostic(
                        severity: .error, kind: .screenTooLarge, segment: segment,
                        message: "\(DiagnosticText.segment(segment, name)) \(path()): the screen's group trees take more than "
                            + "\(ScreenLimits.groupTreeSteps) steps to lay out (places visited, groups resolved; ScreenLimits), "
                            + "so the rest of this tree is left out."))
            }
            return false
        }
        stepsLeft -= count
        return true
    }

    /// A dimension in points; bad values are 0 (an error), fractions above 1 are kept (a warning).
    mutating func length(_ dimension: LayoutDimension, in container: Size, at place: @autoclosure () -> String, side: String) -> Double {
        let value: Double
        let fraction: Double?
        switch dimension {
        case .absolute(let points), .estimated(let points), .uniformAcrossSiblings(let points):
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
            report(.error, "\(place()) \(side) \(Self.describe(dimension)) is outside (0, 1]; it is laid out as 0")
            return 0
        }
        guard value.isFinite, value >= 0 else {
            report(.error, "\(place()) \(side) \(Self.describe(dimension)) is \(NumberFormat.exact(value)) points; it is laid out as 0")
            return 0
        }
        if let fraction, fraction > 1 {
            report(.warning, "\(place()) \(side) \(Self.describe(dimension)) is more than its container (\(NumberFormat.exact(value)) points)")
        } else if fraction == 0 {
            report(.warning, "\(place()) \(side) \(Self.describe(dimension)) is outside (0, 1]: it takes no room")
        }
        return floored(value)
    }

    mutating func size(_ size: LayoutSize, in container: Size, at place: @autoclosure () -> String) -> Size {
        Size(width: length(size.width, in: container, at: place(), side: "width"), height: length(size.height, in: container, at: place(), side: "height"))
    }

    /// The cells of one repetition of `group` (`size` points), relative to its origin, in order.
    mutating func places(of group: CompositionalGroup, size: Size, at path: String) -> [CompositionalPlace] {
        var none: CompositionalFitter?
        return places(of: group, size: size, at: path, fitter: &none).places
    }

    /// The same, with the cells sized by `fitter` where they size themselves, and the group's
    /// size as laid out: grown (or shrunk) to its subitems along a side its dimension estimates.
    ///
    /// Rules (Apple's documentation of `NSCollectionLayoutDimension`): an item whose width or
    /// height is `estimated` or `uniformAcrossSiblings` takes the fitted size on that side (its
    /// estimate without one); `uniformAcrossSiblings` items then grow to the largest such sibling
    /// in the group ("increase in size to match the dimension of the largest self-sizing sibling
    /// in their parent group"); a group whose dimension is `estimated` on a side takes what its
    /// subitems need there ("so the group can grow to fit the items"); one with an absolute or
    /// fractional dimension keeps it. A fractional item in an estimated group is a fraction of
    /// the estimate and does not size itself (measured on iOS 16 by a developer, Apple Developer
    /// Forums thread 719750: "compositional layout just uses the estimate you provide").
    mutating func places(
        of group: CompositionalGroup, size: Size, at path: String, fitter: inout CompositionalFitter?
    ) -> (places: [CompositionalPlace], size: Size) {
        guard take(1, at: path) else { return ([], size) }
        let insets = cleaned(group.contentInsets, at: "\(path) content inset")
        let (minimumGap, flexible) = spacing(group.interItemSpacing, at: "\(path) inter-item spacing")
        let geometry = GroupGeometry(size: size, insets: insets, horizontal: group.axis == .horizontal, minimumGap: minimumGap, flexible: flexible)
        let found: [GroupMember]? =
            switch group.subitems {
            case .list(let elements): listMembers(elements, in: geometry, at: path)
            case .equallySized(let element, let count): countedMembers(element, count: count, equally: true, in: geometry, at: path)
            case .repeating(let element, let count): countedMembers(element, count: count, equally: false, in: geometry, at: path)
            }
        guard var members = found else { return ([], size) }
        let nested = fitter == nil ? [:] : fit(&members, of: group, in: geometry, fitter: &fitter)
        return place(members, nested: nested, of: group, size: size, in: geometry, at: path, fitted: fitter != nil)
    }

    /// Where a supplementary item attached to `cell` goes (`NSCollectionLayoutAnchor`).
    ///
    /// Per axis the anchor is a point of the cell: 0 at the leading (top) edge, 1 at the trailing
    /// (bottom) edge, 0.5 when the edges name neither or both; the item is placed so that the same
    /// point of it lies there, then moved by the offset, in points or in fractions of its own size.
    /// Evidence: Apple's documentation of `NSCollectionLayoutAnchor` ("anchored within the specified
    /// edges", a corner by two adjacent edges; "a fractional x offset of 0.3 means the origin is
    /// offset by 30 % of the supplementary item's width"), UIKit's own interface naming the anchor
    /// a point (`initWithEdges:offset:anchorPoint:offsetIsUnitOffset:`), and the backport
    /// IBPCollectionViewCompositionalLayout, which maps edges to that point the same way. Its size's
    /// fractions are of the cell. Left to right only: leading is left.
    ///
    /// A 20 × 20 badge at `[.top, .trailing]`, fractional offset (0.3, −0.3), on a 100 × 100 cell
    /// at (0, 0): x = 0 + (100 − 20) × 1 + 0.3 × 20 = 86, y = 0 + 0 − 0.3 × 20 = −6.
    mutating func anchored(_ supplementary: ItemSupplementary, to cell: Rect, at path: @autoclosure () -> String) -> Rect {
        let size = self.size(supplementary.size, in: cell.size, at: path())
        let edges = supplementary.anchor.edges
        func point(_ low: LayoutAnchor.Edges, _ high: LayoutAnchor.Edges) -> Double {
            switch (edges.contains(low), edges.contains(high)) {
            case (true, false): 0
            case (false, true): 1
            default: 0.5
            }
        }
        var (dx, dy) =
            switch supplementary.anchor.offset {
            case .absolute(let x, let y): (x, y)
            case .fractional(let x, let y): (x * size.width, y * size.height)
            }
        if !dx.isFinite || !dy.isFinite {
            report(.error, "\(path()) anchor offset is not a finite number; it is laid out without it")
            (dx, dy) = (0, 0)
        }
        return Rect(
            x: cell.minX + (cell.width - size.width) * point(.leading, .trailing) + dx,
            y: cell.minY + (cell.height - size.height) * point(.top, .bottom) + dy,
            width: size.width, height: size.height)
    }

    /// A subitem's edge spacing along and across a group (leading and trailing are along a
    /// horizontal group, top and bottom along a vertical one); bad values are 0 (an error).
    mutating func edges(_ element: CompositionalElement, horizontal: Bool, at path: @autoclosure () -> String) -> MemberEdges {
        let spacing = element.edgeSpacing
        guard spacing != .none else { return MemberEdges() }
        func side(_ value: LayoutSpacing?, _ name: String) -> (Double, Bool) {
            guard let value else { return (0, false) }
            let (points, flexible) = self.spacing(value, at: "\(path()) edge spacing \(name)")
            return (points, flexible)
        }
        let leading = side(spacing.leading, "leading"), trailing = side(spacing.trailing, "trailing")
        let top = side(spacing.top, "top"), bottom = side(spacing.bottom, "bottom")
        let (before, after, crossBefore, crossAfter) = horizontal ? (leading, trailing, top, bottom) : (top, bottom, leading, trailing)
        return MemberEdges(
            before: before.0, after: after.0, crossBefore: crossBefore.0, crossAfter: crossAfter.0,
            flexibleBefore: before.1, flexibleAfter: after.1, flexibleCrossBefore: crossBefore.1, flexibleCrossAfter: crossAfter.1)
    }

    mutating func cleaned(_ insets: EdgeInsets, at place: @autoclosure () -> String) -> EdgeInsets {
        var found: [Diagnostic] = []
        let cleaned = LayoutValues.cleaned(insets, what: "\(DiagnosticText.segment(segment, name)) \(place())", segment: segment, diagnostics: &found)
        for diagnostic in found { keep(diagnostic) }
        return cleaned
    }

    /// A spacing's points (bad values are 0, an error) and whether it is flexible; `path` names it.
    private mutating func spacing(_ spacing: LayoutSpacing, at path: @autoclosure () -> String) -> (Double, flexible: Bool) {
        let (value, flexible) =
            switch spacing {
            case .fixed(let value): (value, false)
            case .flexible(let value): (value, true)
            }
        var found: [Diagnostic] = []
        let cleaned = LayoutValues.cleanedSpacing(
            value, what: "\(DiagnosticText.segment(segment, name)) \(path())", segment: segment, diagnostics: &found)
        for diagnostic in found { keep(diagnostic) }
        return (cleaned, flexible)
    }

    static func kind(_ element: CompositionalElement) -> String {
        switch element {
        case .item: "item"
        case .group: "group"
        }
    }

    static func describe(_ dimension: LayoutDimension) -> String {
        switch dimension {
        case .absolute(let value): "absolute(\(NumberFormat.exact(value)))"
        case .estimated(let value): "estimated(\(NumberFormat.exact(value)))"
        case .uniformAcrossSiblings(let value): "uniformAcrossSiblings(estimate: \(NumberFormat.exact(value)))"
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

/// One cell of a group repetition and the supplementary items anchored to it.
struct CompositionalPlace {
    var frame: Rect
    var badges: [(kind: String, frame: Rect)] = []

    func offsetBy(dx: Double, dy: Double) -> CompositionalPlace {
        CompositionalPlace(frame: frame.offsetBy(dx: dx, dy: dy), badges: badges.map { ($0.kind, $0.frame.offsetBy(dx: dx, dy: dy)) })
    }
}

/// Asks the sub-controller for the fitted size of each item of a section, in item order, and
/// remembers which were fitted and which stay at their estimate.
struct CompositionalFitter {
    /// `SubController.fittedSize` for an item index and its proposed size.
    var ask: (Int, Size) -> Size?
    /// The index of the item the next place holds.
    var next = 0
    /// The section's item count: places past it hold no item and ask nothing.
    var count: Int
    private(set) var fitted: [Int] = []
    private(set) var estimated: [Int] = []
    /// Items whose answer was negative, NaN or infinite on a self-sizing side: at their estimate.
    private(set) var invalid: [Int] = []

    init(ask: @escaping (Int, Size) -> Size?, count: Int) {
        self.ask = ask
        self.count = count
    }

    /// The place of the next item: on its self-sizing sides, the fitted size (the cell is the
    /// place there, its insets being ignored), else the estimate; 0 past the last item. Takes the
    /// item's index either way.
    mutating func fit(_ item: CompositionalItem, place: Size, insets: EdgeInsets) -> Size {
        let index = next
        next += 1
        let (byWidth, byHeight) = (item.size.width.estimate != nil, item.size.height.estimate != nil)
        guard byWidth || byHeight else { return place }
        // A place past the last item holds nothing: it takes no room along its self-sizing sides,
        // so a last, partly filled repetition fits the cells it has.
        guard index < count else { return Size(width: byWidth ? 0 : place.width, height: byHeight ? 0 : place.height) }
        let proposed = Size(
            width: byWidth ? place.width : Swift.max(0, place.width - insets.left - insets.right),
            height: byHeight ? place.height : Swift.max(0, place.height - insets.top - insets.bottom))
        guard let answer = ask(index, proposed) else {
            estimated.append(index)
            return place
        }
        guard !byWidth || (answer.width.isFinite && answer.width >= 0), !byHeight || (answer.height.isFinite && answer.height >= 0) else {
            estimated.append(index)
            invalid.append(index)
            return place
        }
        fitted.append(index)
        return Size(width: byWidth ? answer.width : place.width, height: byHeight ? answer.height : place.height)
    }
}
