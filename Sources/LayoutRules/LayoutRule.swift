import Snapshot

/// A rule a laid-out screen keeps, checked without a reference: cells do not overlap, stay on
/// the screen, are big enough to tap… A rule is a value: switch it off by leaving it out, or let
/// named segments or cells break it (`allowing(segments:cells:)`, LayoutTest-iOS's exceptions).
///
///     let rules = LayoutRule.standard.map { $0.allowing(segments: ["BannerCarouselSC"]) }
///     LayoutRule.violations(of: LayoutEngine.layout(screen), rules: rules)   // [] when kept
public struct LayoutRule: Sendable {
    /// What a failure calls it: `cells-overlap`, `tap-target`…
    public let id: String
    private let find: @Sendable (Layout) -> [RuleViolation]
    private var allowedSegments: Set<String> = []
    private var allowedCells: Set<String> = []

    /// A rule of your own: `find` returns what breaks it in a layout.
    public init(id: String, find: @escaping @Sendable (Layout) -> [RuleViolation]) {
        self.id = id
        self.find = find
    }

    /// The same rule, except in the segments of these names and for cells of these types.
    public func allowing(segments: [String] = [], cells: [String] = []) -> LayoutRule {
        var rule = self
        rule.allowedSegments.formUnion(segments)
        rule.allowedCells.formUnion(cells)
        return rule
    }

    /// What breaks the rule in `layout`, in layout order, exceptions left out.
    public func violations(of layout: Layout) -> [RuleViolation] {
        find(layout).filter { violation in
            !(violation.places.contains { place in
                place.segmentName.map(allowedSegments.contains) == true || place.cellType.map(allowedCells.contains) == true
            })
        }
    }

    /// Every rule's violations in `layout`, rule by rule.
    public static func violations(of layout: Layout, rules: [LayoutRule]) -> [RuleViolation] {
        rules.flatMap { $0.violations(of: layout) }
    }
}

/// One place a rule is broken: the rule, where (segment, item, frame) and what is wrong.
public struct RuleViolation: Sendable, Hashable, CustomStringConvertible {
    /// A cell, header or footer a violation names.
    public struct Place: Sendable, Hashable, CustomStringConvertible {
        /// The segment's index in the layout, `nil` for the screen itself.
        public var segment: Int?
        /// The segment's name (its sub-controller's).
        public var segmentName: String?
        /// The item's index, `nil` for a header, footer or the segment itself.
        public var item: Int?
        /// The cell type, `header` or `footer`.
        public var cellType: String?
        /// Where it is, in content coordinates.
        public var frame: Rect?

        /// A place a violation names; leave out what does not apply.
        public init(segment: Int?, segmentName: String?, item: Int? = nil, cellType: String? = nil, frame: Rect? = nil) {
            self.segment = segment
            self.segmentName = segmentName
            self.item = item
            self.cellType = cellType
            self.frame = frame
        }

        /// `segment 2 "GoodsSC" item 3 GoodsCell 16,200 171×240`.
        public var description: String {
            var words: [String] = []
            if let segment { words.append("segment \(segment)") }
            if let segmentName { words.append(Self.quoted(segmentName)) }
            if let item { words.append("item \(item)") }
            if let cellType { words.append(cellType) }
            if let frame { words.append(Self.rect(frame)) }
            return words.joined(separator: " ")
        }

        static func quoted(_ text: String) -> String { StringEscaping.quoted(text) }

        static func rect(_ rect: Rect) -> String {
            "\(NumberFormat.exact(rect.minX)),\(NumberFormat.exact(rect.minY)) \(NumberFormat.size(rect.size))"
        }
    }

    /// The rule's id (`cells-overlap`).
    public var rule: String
    /// The cells, headers or footers involved (two for an overlap).
    public var places: [Place]
    /// What is wrong, in words: `overlaps`, `is 30×30, under 44×44`.
    public var message: String

    /// A violation of `rule` at `places`, `message` saying what is wrong.
    public init(rule: String, places: [Place], message: String) {
        self.rule = rule
        self.places = places
        self.message = message
    }

    /// `cells-overlap: segment 2 "GoodsSC" item 3 GoodsCell 16,200 171×240 overlaps segment 2 …`.
    public var description: String {
        guard let first = places.first else { return "\(rule): \(message)" }
        let others = places.dropFirst().map(\.description)
        return "\(rule): \(first) \(message)" + (others.isEmpty ? "" : " " + others.joined(separator: ", "))
    }
}
