// Re-exported: a rule test names Screen, Device and LayoutEngine without importing Snapshot too.
@_exported import Snapshot

/// A rule a laid-out screen keeps, checked without a reference: cells do not overlap, stay on
/// the screen, are big enough to tap… A rule is a value: switch it off by leaving it out, or let
/// named segments or cells break it (`allowing(segments:cells:)`, LayoutTest-iOS's exceptions).
///
///     let rules = LayoutRule.standard.map { $0.allowing(segments: ["BannerCarouselSC"]) }
///     LayoutRule.violations(of: LayoutEngine.layout(screen), rules: rules)   // [] when kept
public struct LayoutRule: Sendable {
    /// What a failure calls it: `cells-overlap`, `tap-target`…
    public let id: String
    private let search: @Sendable (Layout, inout ViolationSink) -> Void
    private var allowedSegments: Set<String> = []
    private var allowedCells: Set<String> = []

    /// How many violations of one rule in one layout are listed. Past it they are only counted,
    /// or, where counting costs more than a list (`cells-overlap`: 10,000 stacked cells are 50
    /// million pairs), the rule stops looking.
    public static let listedViolations = 100

    /// A rule of your own: `find` returns what breaks it in a layout.
    public init(id: String, find: @escaping @Sendable (Layout) -> [RuleViolation]) {
        self.id = id
        self.search = { layout, sink in
            for violation in find(layout) { sink.add(violation) }
        }
    }

    /// A rule that hands what it finds to a sink, which keeps the first few and counts the rest.
    init(id: String, search: @escaping @Sendable (Layout, inout ViolationSink) -> Void) {
        self.id = id
        self.search = search
    }

    /// The same rule, except in the segments of these names and for cells of these types.
    public func allowing(segments: [String] = [], cells: [String] = []) -> LayoutRule {
        var rule = self
        rule.allowedSegments.formUnion(segments)
        rule.allowedCells.formUnion(cells)
        return rule
    }

    /// What breaks the rule in `layout`, in layout order, exceptions left out: at most
    /// `listedViolations` of them.
    public func violations(of layout: Layout) -> [RuleViolation] {
        found(in: layout, limit: Self.listedViolations).listed
    }

    /// Every rule's violations in `layout`, rule by rule.
    public static func violations(of layout: Layout, rules: [LayoutRule]) -> [RuleViolation] {
        rules.flatMap { $0.violations(of: layout) }
    }

    /// What the rule finds in `layout`: the first `limit` violations, and the rest counted.
    func found(in layout: Layout, limit: Int) -> ViolationSink {
        let (segments, cells) = (allowedSegments, allowedCells)
        var sink = ViolationSink(rule: id, limit: limit) { place in
            place.segmentName.map(segments.contains) == true || place.cellType.map(cells.contains) == true
        }
        search(layout, &sink)
        return sink
    }
}

/// What a rule finds in one layout: its first `limit` violations in full, then only a count, so
/// a layout of a million broken cells costs a count, not a million sentences.
struct ViolationSink {
    let rule: String
    let limit: Int
    /// Whether a place is one of the rule's exceptions (`allowing(segments:cells:)`).
    let isAllowed: (RuleViolation.Place) -> Bool
    private(set) var listed: [RuleViolation] = []
    /// Violations found past `limit`.
    private(set) var unlisted = 0
    /// Whether the rule stopped looking once `limit` were listed: there may be more.
    var stoppedEarly = false

    init(rule: String, limit: Int, isAllowed: @escaping (RuleViolation.Place) -> Bool) {
        self.rule = rule
        self.limit = limit
        self.isAllowed = isAllowed
    }

    /// Whether `limit` violations are listed: a rule that cannot count cheaply stops here.
    var isFull: Bool { listed.count >= limit }

    /// A violation at `places`; its sentence is only made when it is listed.
    mutating func add(_ places: [RuleViolation.Place], _ message: @autoclosure () -> String) {
        guard !places.contains(where: isAllowed) else { return }
        if isFull { unlisted += 1 } else { listed.append(RuleViolation(rule: rule, places: places, message: message())) }
    }

    /// A violation made whole (a rule of the user's own).
    mutating func add(_ violation: RuleViolation) {
        guard !violation.places.contains(where: isAllowed) else { return }
        if isFull { unlisted += 1 } else { listed.append(violation) }
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
            if let cellType { words.append(StringEscaping.display(cellType)) }
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
