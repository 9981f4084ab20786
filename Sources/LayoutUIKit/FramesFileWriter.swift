// What a live collection view's layout reports, written as the frames file of
// docs/frames-format.md, for `snapshot-cli compare` and `assertLayout(of:matches:)`.
#if (canImport(UIKit) && !os(watchOS)) || UIKIT_SURFACE
    #if canImport(UIKit)
        import UIKit
    #endif
    import Foundation
    import LayoutModel

    /// The frames file of a collection view, after it has laid out (`layoutIfNeeded()`):
    /// `layoutAttributesForElements(in:)` over the whole content (`collectionViewContentSize`),
    /// the device as the bridge matched it (`Device.of`: a preset id, or a custom device object)
    /// and its orientation, the layout's class (`String(describing:)` of its type), the height
    /// that shows between the bars (the bounds less the `safeAreaInsets` top and bottom) and
    /// whether it extends under them (`extendsUnderBars`), and for each cell of `nested` the
    /// cells of its inner collection view, in that view's content coordinates. The same
    /// collection view gives the same bytes: elements in section, category, kind and item order,
    /// numbers in their shortest exact form, keys in a fixed order. What it writes, `FramesFile`
    /// reads: an element the reader would refuse (a kind that is empty, longer than 64 characters
    /// or holds an invisible character, an index past the format's limits, a second element of one
    /// place) is refused here instead, with the reader's words (`FramesFileWriter.Refusal`).
    ///
    ///     let text = try FramesFileWriter.framesFile(of: collectionView)
    ///     try text.write(to: caches.appendingPathComponent("home.frames.json"), atomically: true, encoding: .utf8)
    @MainActor public enum FramesFileWriter {
        /// The file's text; `device` overrides the one the collection view is shown on; `nested`
        /// names the inner collection views of embedded rows by their cell's index path
        /// (`SubControllerDataSource.embeddedCollectionViews`).
        public static func framesFile(of collectionView: UICollectionView, device: Device? = nil, nested: [IndexPath: UICollectionView] = [:])
            throws(Refusal) -> String
        {
            let device = device ?? Device.of(collectionView)
            let layout = collectionView.collectionViewLayout
            let size = layout.collectionViewContentSize
            let all = layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: size)) ?? []
            let elements = all.map { Element($0, nested: nested[$0.indexPath]) }.sorted()
            try check(elements)
            let layoutClass = String(describing: type(of: layout))
            let limit = ScreenLimits.layoutClassCharacters
            guard !layoutClass.isEmpty, layoutClass.count <= limit, !layoutClass.unicodeScalars.contains(where: NameRules.isInvisible) else {
                throw Refusal(description: "layout: expected the layout's class name, 1 to \(limit) printable characters, found \(string(layoutClass))")
            }
            var out = "{\n  \"device\": \(deviceJSON(device)),\n"
            if device.orientation == .landscape { out += "  \"orientation\": \"landscape\",\n" }
            out += "  \"layout\": \(string(layoutClass)),\n"
            out += "  \"visibleHeight\": \(number(collectionView.heightBetweenBars)),\n"
            out += "  \"underBars\": \(collectionView.extendsUnderBars),\n"
            out += "  \"contentSize\": {\"width\": \(number(size.width)), \"height\": \(number(size.height))},\n"
            out += "  \"elements\": ["
            out += elements.map { "\n    " + $0.json }.joined(separator: ",")
            out += elements.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
            return out
        }

        /// Why a collection view's frames cannot be written: what `FramesFile` would refuse in the
        /// file, said as it says it (`elements[3].kind: expected an element kind of 1 to 64
        /// printable characters, found "sale\u200B"`).
        public struct Refusal: Error, CustomStringConvertible {
            public let description: String
        }

        /// The reader's limits, held before anything is written.
        private static func check(_ elements: [Element]) throws(Refusal) {
            guard elements.count <= ScreenLimits.cells else {
                throw Refusal(description: "elements: expected at most \(ScreenLimits.cells) elements, found \(elements.count)")
            }
            var nestedLeft = ScreenLimits.nestedCells
            for (index, element) in elements.enumerated() {
                let path = "elements[\(index)]"
                if element.category != 0, let problem = NameRules.elementKindProblem(element.kind) {
                    throw Refusal(description: "\(path).kind: expected \(problem), found \(string(element.kind))")
                }
                guard (0..<ScreenLimits.segments).contains(element.section) else {
                    throw Refusal(description: "\(path).section: expected a whole number from 0 to \(ScreenLimits.segments - 1), found \(element.section)")
                }
                guard (0..<ScreenLimits.cells).contains(element.item) else {
                    throw Refusal(description: "\(path).item: expected a whole number from 0 to \(ScreenLimits.cells - 1), found \(element.item)")
                }
                if index > 0, elements[index - 1].place == element.place {
                    throw Refusal(
                        description:
                            "\(path): expected one element per category, kind, section and item, found a second one at section \(element.section) item \(element.item)"
                    )
                }
                nestedLeft -= element.nestedCount
                guard nestedLeft >= 0 else {
                    throw Refusal(description: "\(path).nested: expected at most \(ScreenLimits.nestedCells) nested cells in the file, found more")
                }
            }
        }

        /// One layout attribute, ordered as the file lists them.
        private struct Element: Comparable {
            var section: Int
            var category: Int
            var kind: String
            var item: Int
            var json: String
            var nestedCount = 0

            var place: [AnyHashable] { [section, category, kind, item] }

            @MainActor init(_ attributes: UICollectionViewLayoutAttributes, nested: UICollectionView?) {
                section = attributes.indexPath.section
                item = attributes.indexPath.item
                let name: String
                switch attributes.representedElementCategory {
                case .supplementaryView: (category, name) = (1, "supplementaryView")
                case .decorationView: (category, name) = (2, "decorationView")
                default: (category, name) = (0, "cell")
                }
                kind = category == 0 ? "" : attributes.representedElementKind ?? ""
                json =
                    "{\"category\": \"\(name)\", " + (category == 0 ? "" : "\"kind\": \(FramesFileWriter.string(kind)), ")
                    + "\"section\": \(section), \"item\": \(item), \"frame\": \(FramesFileWriter.frame(attributes.frame))"
                if category == 0, let nested {
                    // The inner view's cells, in item order.
                    let inner = nested.collectionViewLayout
                    let cells = (inner.layoutAttributesForElements(in: CGRect(origin: .zero, size: inner.collectionViewContentSize)) ?? [])
                        .filter { $0.representedElementCategory == .cell }.sorted { $0.indexPath.item < $1.indexPath.item }
                    nestedCount = cells.count
                    json +=
                        ", \"nested\": ["
                        + cells.map { "{\"item\": \($0.indexPath.item), \"frame\": \(FramesFileWriter.frame($0.frame))}" }
                        .joined(separator: ", ") + "]"
                }
                json += "}"
            }

            static func < (a: Element, b: Element) -> Bool {
                (a.section, a.category, a.kind, a.item) < (b.section, b.category, b.kind, b.item)
            }
        }

        /// A preset's id, or the custom device object of docs/screen-format.md.
        private static func deviceJSON(_ device: Device) -> String {
            if let preset = Device.named(device.id), preset.portrait == device.portrait { return string(device.id) }
            func insets(_ insets: EdgeInsets) -> String {
                "{\"top\": \(number(insets.top)), \"left\": \(number(insets.left)), \"bottom\": \(number(insets.bottom)), \"right\": \(number(insets.right))}"
            }
            var fields = [
                "\"id\": \(string(device.id))", "\"name\": \(string(device.name))", "\"idiom\": \"\(device.idiom.rawValue)\"",
                "\"size\": {\"width\": \(number(device.portraitSize.width)), \"height\": \(number(device.portraitSize.height))}",
                "\"safeArea\": \(insets(device.portraitSafeArea))", "\"landscapeSafeArea\": \(insets(device.landscapeSafeArea))",
                "\"scale\": \(number(device.scale))",
            ]
            if let margin = device.layoutMargin { fields.append("\"layoutMargin\": \(number(margin))") }
            return "{" + fields.joined(separator: ", ") + "}"
        }

        /// `{"x", "y", "width", "height"}`.
        static func frame(_ frame: CGRect) -> String {
            "{\"x\": \(number(frame.minX)), \"y\": \(number(frame.minY)), \"width\": \(number(frame.width)), \"height\": \(number(frame.height))}"
        }

        /// A JSON number: whole numbers without a fraction, others in Swift's shortest exact form;
        /// NaN and infinities (which UIKit should never report) as 0.
        static func number(_ value: CGFloat) -> String {
            number(Double(value))
        }

        static func number(_ value: Double) -> String {
            guard value.isFinite else { return "0" }
            if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return String(value)
        }

        /// A JSON string, escaped (`JSONText`).
        static func string(_ text: String) -> String {
            JSONText.quoted(text)
        }
    }
#endif
