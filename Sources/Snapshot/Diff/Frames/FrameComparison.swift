/// The model's layout held against the frames UIKit reported on a device (`MeasuredFrames`):
/// every cell, header, footer, badge and section background, matched by section (segment) and
/// item, the same within one device pixel (1 / scale points) or named as a difference. A
/// compositional layout is laid out on the pixel grid as UIKit draws it (`UIKitVersion`), so
/// there the frames must agree within half a pixel.
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
    /// side has and the other does not, the content size; the first `listed` of them, named
    /// (`differenceCount` counts them all: a million cells UIKit never reported once took 7 s
    /// and 700 MB to name).
    public var differences: [String]
    /// How many differences there are, named or not.
    public var differenceCount: Int
    /// The tolerance, in points: one pixel of the measured device, half of one for a
    /// compositional layout (laid out on the pixel grid).
    public var tolerance: Double
    /// `tolerance` in the measured device's pixels: 1, or 0.5.
    public var tolerancePixels: Double
    /// The measured device's id.
    public var device: String
    /// What to know before the differences, each a line printed first: UIKit reported fewer
    /// sections than the model lays out (a hidden section, `SectionAlignment`: the sections are
    /// then held against the segments they match), or content of another device's width (the
    /// frames file's `device` may name the wrong one).
    public var notes: [String] = []

    /// Whether nothing differs.
    public var passed: Bool { differenceCount == 0 }

    /// `layout` (laid out on `measured.device`) against `measured`.
    public init(layout: Layout, measured: MeasuredFrames) {
        let pixels: Double = if case .compositional = layout.style { 0.5 } else { 1 }
        let tolerance = pixels / Swift.max(1, measured.device.scale)
        self.tolerance = tolerance
        tolerancePixels = pixels
        device = measured.device.id
        func apart(_ a: Rect, _ b: Rect) -> Bool {
            [a.minX - b.minX, a.minY - b.minY, a.maxX - b.maxX, a.maxY - b.maxY].contains { !(abs($0) < tolerance) }
        }
        // The measured elements by place, the last of a place kept (a decoration is the
        // section's background whatever the app named its kind).
        notes = Self.setupNotes(layout: layout, measured: measured, tolerance: tolerance)
        notes += Self.deviceNote(layout: layout, measured: measured, tolerance: tolerance)
        let alignment = SectionAlignment.of(layout, measured)
        if let alignment { notes.append(Self.hiddenNote(alignment, layout: layout, measured: measured)) }
        var found: [Key: Int] = [:]
        for (index, element) in measured.elements.enumerated() {
            let section = alignment?.segmentOf[element.section] ?? element.section
            found[Key(element.category, element.category == .decorationView ? nil : element.kind, section, element.item)] = index
        }
        var matched = [Bool](repeating: false, count: measured.elements.count)
        // The model's elements go by in place order (segments by index; in each its header,
        // cells with their badges, footer, background), so the first `listed` differences are
        // named as they are met and the rest only counted.
        var named: [(Key, String)] = []
        var count = 0
        var modelCount = 0
        func hold(_ key: Key, _ frame: Rect, _ label: @autoclosure () -> String) {
            modelCount += 1
            let index = found[key]
            if let index { matched[index] = true }
            guard let index else {
                count += 1
                if named.count < Self.listed { named.append((key, "\(label()): UIKit reported none, model \(Wording.rect(frame))")) }
                return
            }
            guard apart(measured.elements[index].frame, frame) else { return }
            count += 1
            if named.count < Self.listed {
                named.append((key, "\(label()): UIKit \(Wording.rect(measured.elements[index].frame)), model \(Wording.rect(frame))"))
            }
        }
        for segment in layout.segments.sorted(by: { $0.index < $1.index }) {
            let name = "segment \(segment.index) \(Wording.quoted(segment.name))"
            if let header = segment.header { hold(Key(.supplementaryView, MeasuredFrames.headerKind, segment.index, 0), header, "\(name) header") }
            // Badges by item then kind, one a place (the last, as a dictionary keeps it).
            var badges: [Key: LayoutBadge] = [:]
            for badge in segment.composition?.badges ?? [] { badges[Key(.supplementaryView, badge.kind, segment.index, badge.item)] = badge }
            var pending = badges.keys.sorted()[...]
            for item in segment.items {
                let key = Key(.cell, nil, segment.index, item.index)
                while let next = pending.first, next < key, let badge = badges[next] {
                    hold(next, badge.frame, "\(name) item \(badge.item) badge \(Wording.quoted(badge.kind))")
                    pending = pending.dropFirst()
                }
                hold(key, item.frame, "\(name) item \(item.index) \(Wording.quoted(item.cellType))")
                if let index = found[key], let theirs = measured.elements[index].nested {
                    holdNested(item, theirs, in: segment.index, label: "\(name) item \(item.index) \(Wording.quoted(item.cellType))")
                }
            }
            for next in pending {
                if let badge = badges[next] { hold(next, badge.frame, "\(name) item \(badge.item) badge \(Wording.quoted(badge.kind))") }
            }
            if let footer = segment.footer { hold(Key(.supplementaryView, MeasuredFrames.footerKind, segment.index, 0), footer, "\(name) footer") }
            if let background = segment.composition?.background { hold(Key(.decorationView, nil, segment.index, 0), background, "\(name) background") }
        }
        /// An embedded row's inner cells against the frames UIKit recorded for them (only when it did).
        func holdNested(_ item: LayoutItem, _ theirs: [Int: Rect], in section: Int, label: String) {
            var left = theirs
            for inner in item.nested?.items ?? [] {
                var key = Key(.cell, nil, section, item.index)
                key.nested = inner.index
                hold(
                    nested: key, theirs: left.removeValue(forKey: inner.index), inner.frame,
                    "\(label) nested item \(inner.index) \(Wording.quoted(inner.cellType))")
            }
            for (index, frame) in left.sorted(by: { $0.key < $1.key }) {
                var key = Key(.cell, nil, section, item.index)
                key.nested = index
                count += 1
                modelCount += 1
                if named.count < Self.listed { named.append((key, "\(label) nested item \(index): the model has none, UIKit \(Wording.rect(frame))")) }
            }
        }
        func hold(nested key: Key, theirs: Rect?, _ frame: Rect, _ label: @autoclosure () -> String) {
            modelCount += 1
            guard let theirs else {
                count += 1
                if named.count < Self.listed { named.append((key, "\(label()): UIKit reported none, model \(Wording.rect(frame))")) }
                return
            }
            guard apart(theirs, frame) else { return }
            count += 1
            if named.count < Self.listed { named.append((key, "\(label()): UIKit \(Wording.rect(theirs)), model \(Wording.rect(frame))")) }
        }
        // What only UIKit has, in place order: the first `listed` of those, merged in.
        var theirs: [(Key, Int)] = []
        for (key, index) in found where !matched[index] { theirs.append((key, index)) }
        count += theirs.count
        theirs.sort { $0.0 < $1.0 }
        for (key, index) in theirs.prefix(Self.listed) {
            let element = measured.elements[index]
            let what =
                element.category == .cell ? "item \(element.item)" : "\(element.category.rawValue) \(Wording.quoted(element.kind ?? "")) item \(element.item)"
            named.append((key, "section \(element.section) \(what): the model has none, UIKit \(Wording.rect(element.frame))"))
        }
        differences = named.sorted { $0.0 < $1.0 }.prefix(Self.listed).map(\.1)
        if let size = measured.contentSize,
            !(abs(size.width - layout.contentSize.width) < tolerance && abs(size.height - layout.contentSize.height) < tolerance)
        {
            differences.insert("content size: UIKit \(NumberFormat.size(size)), model \(NumberFormat.size(layout.contentSize))", at: 0)
            count += 1
        }
        differenceCount = count
        compared = modelCount + theirs.count
    }

    /// What the app set up differently from the screen, said before any frame: the layout class
    /// it installed, the height between its bars, whether its collection view is under them.
    private static func setupNotes(layout: Layout, measured: MeasuredFrames, tolerance: Double) -> [String] {
        var notes: [String] = []
        if let installed = measured.layoutClass, installed != layout.style.layoutClassName {
            notes.append(
                "the app lays out with \(Wording.quoted(installed)), the screen with \(layout.style.id) (\(layout.style.layoutClassName)): "
                    + "the frames below follow from that; make the screen's layout the app's, or install the screen's in the app.")
        }
        if let visible = measured.visibleHeight, !(abs(visible - layout.scrollArea.height) < tolerance) {
            notes.append(
                "the bars differ: UIKit shows \(NumberFormat.exact(visible)) points between its bars, the screen's chrome leaves "
                    + "\(NumberFormat.exact(layout.scrollArea.height)); check the screen's chrome (navigation bar, large title, tab bar, toolbar).")
        }
        if let under = measured.underBars, under != layout.collectionViewUnderBars {
            notes.append(
                under
                    ? "the app's collection view extends under the bars and the screen's does not: set the screen's collectionViewUnderBars (\"underBars\": true)."
                    : "the screen's collection view extends under the bars and the app's does not: clear the screen's collectionViewUnderBars.")
        }
        return notes
    }

    /// The note of content another device's width: what the frames' width says about the label.
    private static func deviceNote(layout: Layout, measured: MeasuredFrames, tolerance: Double) -> [String] {
        guard let size = measured.contentSize, size.width.isFinite, !(abs(size.width - layout.contentSize.width) < tolerance) else { return [] }
        // The same content inset on another device: its width less what this one's leaves out.
        let inset = layout.device.size.width - layout.contentSize.width
        let alike = Device.presets.map { measured.device.orientation == .landscape ? $0.landscape : $0 }
            .filter { abs($0.size.width - inset - size.width) < tolerance }.map(\.id)
        let guess = alike.isEmpty ? "another device" : "another device (\(NumberFormat.exact(size.width)) wide: \(alike.prefix(4).joined(separator: ", ")))"
        return [
            "the device label looks wrong: UIKit's content is \(NumberFormat.exact(size.width)) wide, the model's on \(measured.device.id) "
                + "\(NumberFormat.exact(layout.contentSize.width)); were the frames printed on \(guess)? Check the frames file's \"device\"."
        ]
    }

    /// The note of sections UIKit did not report.
    private static func hiddenNote(_ alignment: SectionAlignment, layout: Layout, measured: MeasuredFrames) -> String {
        let names = alignment.hidden.map { index in
            "segment \(index) \(Wording.quoted(layout.segments.first { $0.index == index }?.name ?? ""))"
        }
        let reported = Set(measured.elements.map(\.section)).count
        let segments = reported + alignment.hidden.count
        return "UIKit reported \(reported) sections, the model lays out \(segments): \(names.joined(separator: ", ")) "
            + "\(names.count == 1 ? "looks" : "look") hidden; UIKit's sections are held against the segments they match."
    }

    /// `compare: 25 elements on iphone-15, 0 differences (within 1 pixel, 0.333 pt)` (`within
    /// half a pixel, 0.167 pt` for a compositional layout), then each
    /// difference, at most `listed`.
    public var description: String {
        let pixel = NumberFormat.exact((tolerance * 1000).rounded() / 1000)
        var lines = notes.map { "compare: " + $0 }
        lines += [
            "compare: \(compared) elements on \(device), \(differenceCount) difference\(differenceCount == 1 ? "" : "s") (within \(tolerancePixels == 1 ? "1 pixel" : "half a pixel"), \(pixel) pt)"
        ]
        lines += differences.prefix(Self.listed).map { "  " + $0 }
        if differenceCount > differences.prefix(Self.listed).count {
            lines.append("  … and \(differenceCount - differences.prefix(Self.listed).count) more")
        }
        return lines.map(StringEscaping.display).joined(separator: "\n")
    }

    /// An element's place: section, then header, cells (each with its badges), footer, background.
    private struct Key: Hashable, Comparable {
        var category: MeasuredFrames.Category
        var kind: String?
        var section: Int
        var item: Int
        /// An inner item of the cell's embedded collection, or -1 for the element itself.
        var nested = -1

        init(_ category: MeasuredFrames.Category, _ kind: String?, _ section: Int, _ item: Int) {
            self.category = category
            self.kind = kind
            self.section = section
            self.item = item
        }

        private var rank: (Int, Int, Int, String, Int) {
            switch (category, kind) {
            case (.supplementaryView, MeasuredFrames.headerKind?): (section, 0, 0, "", nested)
            case (.cell, _): (section, 1, item, "", nested)
            case (.supplementaryView, MeasuredFrames.footerKind?): (section, 3, 0, "", nested)
            case (.supplementaryView, let kind): (section, 1, item, kind ?? "", nested)
            case (.decorationView, _): (section, 4, item, "", nested)
            }
        }

        static func < (a: Key, b: Key) -> Bool { a.rank < b.rank }
    }
}
