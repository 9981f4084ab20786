import Snapshot

/// The smallest screen that still breaks a rule: as few segments and items as still break it.
public struct ShrunkCase: Sendable {
    /// The device it was found on: its id.
    public var device: String
    /// Whether the device was on its side.
    public var landscape = false
    /// The data variant's name (empty when the check named none).
    public var variant: String
    /// The text size it was found at.
    public var category: ContentSizeCategory = .large
    /// The layout direction it was found in.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The segments kept (their index in the full screen), and how many items each keeps.
    public var segments: [Int]
    /// How many items each kept segment keeps, by its index in the full screen.
    public var items: [Int: Int]
    /// What still breaks the rule there.
    public var violation: RuleViolation
    /// How many cells shrinking laid out (the work its budget bounds).
    var cellsLaidOut = 0

    /// `iphone-se AX1 · longest`: the combination's name, as the report lists combinations.
    var combination: String {
        RuleCheck.combination(
            device: device, landscape: landscape, category: category, direction: layoutDirection, variant: variant)
    }

    /// `iphone-se · longest: 1 segment kept; off-screen: …`.
    var summary: String {
        "\(combination): \(segments.count) segment\(segments.count == 1 ? "" : "s") kept; \(violation)"
    }

    /// The value of `reproducing:` that makes the same check lay out this case alone, with
    /// your own closure: the combination's name, then each kept segment and how many items it
    /// keeps (`iphone-se · longest; segments 1:4`).
    public var reproducing: String {
        "\(combination); segments " + segments.map { "\($0):\(items[$0] ?? 0)" }.joined(separator: " ")
    }

    /// What to paste: the argument that turns the check that failed into a test of this case
    /// alone (it compiles wherever that check does, and it lays out your own screen).
    public var test: String {
        """
        // To check this case alone, add the argument to the check's call (it is a test of its own, too):
        reproducing: \(StringEscaping.quoted(reproducing))
        """
    }
}

extension Screen {
    /// The same screen with only the segments at `segments` (indices into this one), each keeping
    /// its first `items[index]` items (all of them when not named): what a shrunk case pastes.
    public func keeping(segments: [Int], items: [Int: Int] = [:]) -> Screen {
        var copy = self
        let all = subControllers
        for index in all.indices.reversed() { copy.remove(at: index) }
        for index in segments where all.indices.contains(index) {
            copy.add(items[index].map { FirstItems(base: all[index], count: $0) } ?? all[index])
        }
        return copy
    }
}

/// A sub-controller answering as `base` does, with only its first `count` items.
struct FirstItems: SubController {
    var base: any SubController
    var count: Int

    var name: String { base.name }
    var numberOfItems: Int { Swift.min(base.numberOfItems, Swift.max(0, count)) }
    var inset: EdgeInsets { base.inset }
    var minimumLineSpacing: Double { base.minimumLineSpacing }
    var minimumInteritemSpacing: Double { base.minimumInteritemSpacing }
    func sizeForItem(at index: Int, in context: CollectionContext) -> Size { base.sizeForItem(at: index, in: context) }
    func cellForItem(at index: Int) -> Cell { base.cellForItem(at: index) }
    func sizeForHeader(in context: CollectionContext) -> Size? { base.sizeForHeader(in: context) }
    func sizeForFooter(in context: CollectionContext) -> Size? { base.sizeForFooter(in: context) }
    func compositionalSection(in context: CollectionContext) -> CompositionalSection? { base.compositionalSection(in: context) }
    func fittedSize(at index: Int, proposed: Size, in context: CollectionContext) -> Size? {
        base.fittedSize(at: index, proposed: proposed, in: context)
    }
    func fittedSize(of element: SupplementaryElement, proposed: Size, in context: CollectionContext) -> Size? {
        base.fittedSize(of: element, proposed: proposed, in: context)
    }
}

/// Shrinks a failing screen: segments are left out while the rule still breaks (halves first,
/// then quarters, down to one at a time, last first), then each kept segment's items are cut to
/// the fewest that still break it (a binary search), then the text size is brought as near the
/// default (`large`) as it can be while it still breaks. Each try lays the smaller screen out and
/// looks for the first violation only. The work is bounded in cells laid out: ten times the
/// failing layout's, and at least `minimumBudget`, so a screen of 2,000 segments × 500 cells
/// is shrunk in a few layouts' time, not 2,000; past the budget the case is as small as it got.
enum Shrinking {
    /// The fewest cells a shrink may lay out, whatever the screen (a small screen shrinks fully).
    static let minimumBudget = 20_000

    static func smallest(
        _ screen: Screen, breaking rule: LayoutRule, as found: RuleViolation, device: Device, variant: String, cells: Int
    ) -> ShrunkCase {
        var budget = Swift.max(minimumBudget, cells.multipliedReportingOverflow(by: 10).overflow ? Int.max : cells * 10)
        var laidOut = 0
        var kept = Array(screen.subControllers.indices)
        var items: [Int: Int] = [:]
        var last = found
        var category = screen.contentSizeCategory
        var direction = screen.layoutDirection
        func breaks(
            _ segments: [Int], _ counts: [Int: Int], at size: ContentSizeCategory? = nil, in reading: LayoutDirection? = nil
        ) -> Bool {
            guard budget > 0 else { return false }
            var small = screen.keeping(segments: segments, items: counts)
            small.contentSizeCategory = size ?? category
            small.layoutDirection = reading ?? direction
            let layout = LayoutEngine.layout(small)
            let cost = Swift.max(1, layout.segments.count, layout.segments.reduce(0) { $0 + $1.items.count })
            budget -= cost
            laidOut += cost
            guard let first = rule.found(in: layout, limit: 1).listed.first else { return false }
            last = first
            return true
        }
        var chunk = kept.count / 2
        while chunk >= 1, kept.count > 1 {
            var removedAny = false
            var end = kept.count
            while end > 0, kept.count > 1 {
                let start = Swift.max(0, end - chunk)
                let without = Array(kept[..<start] + kept[end...])
                if !without.isEmpty, breaks(without, items) {
                    kept = without
                    removedAny = true
                }
                end = start
            }
            if !removedAny || chunk == 1 { chunk /= 2 } else { chunk = Swift.min(chunk, kept.count / 2) }
        }
        for index in kept {
            var high = screen.subControllers[index].numberOfItems
            var low = 0
            while low < high {
                let middle = (low + high) / 2
                var counts = items
                counts[index] = middle
                if breaks(kept, counts) { high = middle } else { low = middle + 1 }
            }
            items[index] = high
        }
        // The text size nearest the default that still breaks it.
        // (Equally near: the smaller first.)
        let nearer = ContentSizeCategory.allCases.filter { $0.distance(to: .large) < category.distance(to: .large) }
        let order = nearer.sorted { ($0.distance(to: .large), $0) < ($1.distance(to: .large), $1) }
        if let size = order.first(where: { breaks(kept, items, at: $0) }) {
            category = size
        }
        // Left to right, the default, when it breaks there too.
        if direction == .rightToLeft, breaks(kept, items, in: .leftToRight) {
            direction = .leftToRight
        }
        budget = Swift.max(budget, 1)
        _ = breaks(kept, items)  // the violation of the case as kept
        last = renumbered(last, kept: kept)
        return ShrunkCase(
            device: device.id, landscape: device.orientation == .landscape, variant: variant, category: category,
            layoutDirection: direction, segments: kept, items: items, violation: last, cellsLaidOut: laidOut)
    }

    /// `violation` of the shrunk screen named by the full screen's segment indices, as the case
    /// keeps them: its places, and the `segment 0 "GoodsSC"` its message repeats (a diagnostic's).
    static func renumbered(_ violation: RuleViolation, kept: [Int]) -> RuleViolation {
        var renumbered = violation
        var words: [(small: String, full: String)] = []
        for index in renumbered.places.indices {
            guard let segment = renumbered.places[index].segment, kept.indices.contains(segment) else { continue }
            renumbered.places[index].segment = kept[segment]
            if let name = renumbered.places[index].segmentName {
                words.append(("segment \(segment) \"\(name)\"", "segment \(kept[segment]) \"\(name)\""))
            }
        }
        renumbered.message = replacing(words, in: violation.message)
        return renumbered
    }

    /// `text` with each `small` replaced by its `full`, in one pass (a replacement is never replaced again).
    static func replacing(_ words: [(small: String, full: String)], in text: String) -> String {
        guard !words.isEmpty else { return text }
        var result = ""
        var rest = Substring(text)
        while !rest.isEmpty {
            if let word = words.first(where: { rest.hasPrefix($0.small) }) {
                result += word.full
                rest = rest.dropFirst(word.small.count)
            } else {
                result.append(rest.removeFirst())
            }
        }
        return result
    }
}
