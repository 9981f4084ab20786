/// The model's layout held against the frames UIKit reported on a device (`MeasuredFrames`):
/// every cell, header, footer, badge and section background, matched by section (segment) and
/// item, the same within one device pixel (1 / scale points) or named as a difference.
///
///     // UIKit printed item 1 of section 1 at 165,188 139×214; the model lays it out 140 wide:
///     FrameComparison(layout: layout, measured: frames).differences.first
///     // segment 1 "GoodsSC" item 1 "GoodsCell": UIKit 165,188 139×214, model 165,188 140×214
public struct FrameComparison: Sendable, CustomStringConvertible {
    /// How many differences `description` lists; the rest are counted.
    public static let listed = 100

    /// How many elements were held against each other (in either list).
    public var compared: Int
    /// What differs, in section and item order: frames apart by a pixel or more, elements one
    /// side has and the other does not, the content size.
    public var differences: [String]
    /// The tolerance, in points: one pixel of the measured device.
    public var tolerance: Double
    /// The measured device's id.
    public var device: String

    /// Whether nothing differs.
    public var passed: Bool { differences.isEmpty }

    /// `layout` (laid out on `measured.device`) against `measured`.
    public init(layout: Layout, measured: MeasuredFrames) {
        tolerance = 1 / Swift.max(1, measured.device.scale)
        device = measured.device.id
        var model: [Key: (label: String, frame: Rect)] = [:]
        for segment in layout.segments {
            let name = "segment \(segment.index) \(Wording.quoted(segment.name))"
            if let header = segment.header { model[Key(.supplementaryView, MeasuredFrames.headerKind, segment.index, 0)] = ("\(name) header", header) }
            for item in segment.items {
                model[Key(.cell, nil, segment.index, item.index)] = ("\(name) item \(item.index) \(Wording.quoted(item.cellType))", item.frame)
            }
            if let footer = segment.footer { model[Key(.supplementaryView, MeasuredFrames.footerKind, segment.index, 0)] = ("\(name) footer", footer) }
            for badge in segment.composition?.badges ?? [] {
                model[Key(.supplementaryView, badge.kind, segment.index, badge.item)] = (
                    "\(name) item \(badge.item) badge \(Wording.quoted(badge.kind))", badge.frame
                )
            }
            if let background = segment.composition?.background {
                model[Key(.decorationView, nil, segment.index, 0)] = ("\(name) background", background)
            }
        }
        var found: [Key: MeasuredFrames.Element] = [:]
        for element in measured.elements {
            // A decoration is the section's background whatever the app named its kind.
            let key = Key(element.category, element.category == .decorationView ? nil : element.kind, element.section, element.item)
            found[key] = element
        }
        var lines: [(Key, String)] = []
        let tolerance = tolerance
        func apart(_ a: Rect, _ b: Rect) -> Bool {
            [a.minX - b.minX, a.minY - b.minY, a.maxX - b.maxX, a.maxY - b.maxY].contains { !(abs($0) < tolerance) }
        }
        for (key, mine) in model {
            guard let theirs = found[key] else {
                lines.append((key, "\(mine.label): UIKit reported none, model \(Wording.rect(mine.frame))"))
                continue
            }
            if apart(theirs.frame, mine.frame) {
                lines.append((key, "\(mine.label): UIKit \(Wording.rect(theirs.frame)), model \(Wording.rect(mine.frame))"))
            }
        }
        for (key, theirs) in found where model[key] == nil {
            let what = theirs.category == .cell ? "item \(theirs.item)" : "\(theirs.category.rawValue) \(Wording.quoted(theirs.kind ?? "")) item \(theirs.item)"
            lines.append((key, "section \(theirs.section) \(what): the model has none, UIKit \(Wording.rect(theirs.frame))"))
        }
        differences = lines.sorted { $0.0 < $1.0 }.map(\.1)
        if let size = measured.contentSize,
            !(abs(size.width - layout.contentSize.width) < tolerance && abs(size.height - layout.contentSize.height) < tolerance)
        {
            differences.insert(
                "content size: UIKit \(NumberFormat.size(size)), model \(NumberFormat.size(layout.contentSize))", at: 0)
        }
        compared = Set(model.keys).union(found.keys).count
    }

    /// `compare: 25 elements on iphone-15, 0 differences (within 1 pixel, 0.333 pt)`, then each
    /// difference, at most `listed`.
    public var description: String {
        let pixel = NumberFormat.exact((tolerance * 1000).rounded() / 1000)
        var lines = [
            "compare: \(compared) elements on \(device), \(differences.count) difference\(differences.count == 1 ? "" : "s") (within 1 pixel, \(pixel) pt)"
        ]
        lines += differences.prefix(Self.listed).map { "  " + $0 }
        if differences.count > Self.listed { lines.append("  … and \(differences.count - Self.listed) more") }
        return lines.map(StringEscaping.display).joined(separator: "\n")
    }

    /// An element's place: section, then header, cells (each with its badges), footer, background.
    private struct Key: Hashable, Comparable {
        var category: MeasuredFrames.Category
        var kind: String?
        var section: Int
        var item: Int

        init(_ category: MeasuredFrames.Category, _ kind: String?, _ section: Int, _ item: Int) {
            self.category = category
            self.kind = kind
            self.section = section
            self.item = item
        }

        private var rank: (Int, Int, Int, String) {
            switch (category, kind) {
            case (.supplementaryView, MeasuredFrames.headerKind?): (section, 0, 0, "")
            case (.cell, _): (section, 1, item, "")
            case (.supplementaryView, MeasuredFrames.footerKind?): (section, 3, 0, "")
            case (.supplementaryView, let kind): (section, 1, item, kind ?? "")
            case (.decorationView, _): (section, 4, item, "")
            }
        }

        static func < (a: Key, b: Key) -> Bool { a.rank < b.rank }
    }
}
