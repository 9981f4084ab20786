/// A `Layout` as JSON, written straight into one buffer: every stored property under its own
/// name, keys sorted by scalar (as `JSONEncoder` sorts them), pretty printed as Foundation
/// does (two-space indents, `"key" : value`, an empty object as `{` and `}` with a blank line
/// between, `/` escaped as `\/`, whole doubles without `.0`). An enum with a payload is
/// `{"case": {"_0": payload}}`, the shape the `Codable` conformances of 0.2 wrote, so earlier
/// output still reads the same.
///
/// One pass, linear and small: building a tree of every value first took 14 s and 2.3 GB for a
/// screen of a million cells, where the ASCII grid takes 1 s. `LayoutJSONTests` holds it to the
/// layout's stored properties (by reflection) for every sample.
/// A NaN or infinity cannot be JSON: `render` returns `nil` then.
///
///     LayoutJSON.render(layout)   // {\n  "chrome" : [ …
package enum LayoutJSON {
    package static func render(_ layout: Layout) -> String? {
        var writer = Writer()
        writer.object { w in
            w.key("chrome") { w in w.array(layout.chrome) { w, band in w.band(band) } }
            w.key("contentInset") { w in w.insets(layout.contentInset) }
            w.key("contentSize") { w in w.size(layout.contentSize) }
            w.key("contentSizeCategory") { w in w.string(layout.contentSizeCategory.rawValue) }
            w.key("device") { w in w.device(layout.device) }
            w.key("diagnostics") { w in w.array(layout.diagnostics) { w, diagnostic in w.diagnostic(diagnostic) } }
            w.key("direction") { w in w.string(layout.direction.rawValue) }
            w.key("screenName") { w in w.string(layout.screenName) }
            w.key("scrollArea") { w in w.rect(layout.scrollArea) }
            w.key("sectionInsetReference") { w in w.string(layout.sectionInsetReference.rawValue) }
            w.key("segments") { w in w.array(layout.segments) { w, segment in w.segment(segment) } }
            w.key("style") { w in w.style(layout.style) }
        }
        guard writer.finite else { return nil }
        writer.out.append(byte: UInt8(ascii: "\n"))
        return writer.out.takeText()
    }

    private struct Writer {
        var out = TextBuffer(capacity: 1 << 16)
        var depth = 0
        /// Whether every number was finite.
        var finite = true
        /// Whether the current object or array has had a member yet.
        private var started = false

        mutating func object(_ members: (inout Writer) -> Void) {
            out.append(byte: UInt8(ascii: "{"))
            depth += 1
            started = false
            members(&self)
            depth -= 1
            if started {
                newline()
            } else {
                out.append(byte: UInt8(ascii: "\n"))
                newline()
            }
            out.append(byte: UInt8(ascii: "}"))
            started = true
        }

        mutating func key(_ name: String, _ value: (inout Writer) -> Void) {
            if started { out.append(byte: UInt8(ascii: ",")) }
            newline()
            string(name)
            out.append(" : ")
            value(&self)
            started = true
        }

        mutating func optionalKey<T>(_ name: String, _ value: T?, _ write: (inout Writer, T) -> Void) {
            guard let value else { return }
            key(name) { w in write(&w, value) }
        }

        mutating func array<T>(_ elements: [T], _ element: (inout Writer, T) -> Void) {
            out.append(byte: UInt8(ascii: "["))
            guard !elements.isEmpty else {
                out.append(byte: UInt8(ascii: "\n"))
                newline()
                out.append(byte: UInt8(ascii: "]"))
                return
            }
            depth += 1
            for (index, value) in elements.enumerated() {
                if index > 0 { out.append(byte: UInt8(ascii: ",")) }
                newline()
                element(&self, value)
            }
            depth -= 1
            newline()
            out.append(byte: UInt8(ascii: "]"))
            out.flushIfLarge()
            started = true
        }

        private mutating func newline() {
            out.append(byte: UInt8(ascii: "\n"))
            for _ in 0..<depth { out.append("  ") }
        }

        mutating func string(_ text: String) {
            out.append(byte: UInt8(ascii: "\""))
            // Keys and most names need no escape: copied as they are.
            if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "/") }) {
                out.append(text)
                out.append(byte: UInt8(ascii: "\""))
                return
            }
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out.append("\\\"")
                case "\\": out.append("\\\\")
                case "/": out.append("\\/")
                case "\n": out.append("\\n")
                case "\r": out.append("\\r")
                case "\t": out.append("\\t")
                case "\u{08}": out.append("\\b")
                case "\u{0C}": out.append("\\f")
                case "\u{00}"..."\u{1F}":
                    let hex = String(scalar.value, radix: 16)
                    out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                default: out.append(scalar: scalar)
                }
            }
            out.append(byte: UInt8(ascii: "\""))
        }

        mutating func number(_ value: Double) {
            guard value.isFinite else {
                finite = false
                out.append("0")
                return
            }
            // Whole numbers (most frames) as integers, without making a String; -0 keeps its sign.
            if value.rounded() == value, abs(value) < 1e15, value != 0 || value.sign == .plus {
                out.append(integer: Int(value))
                return
            }
            var text = value.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            out.append(text)
        }

        mutating func integer(_ value: Int) { out.append(integer: value) }

        mutating func bool(_ value: Bool) { out.append(value ? "true" : "false") }

        mutating func size(_ size: Size) {
            object { w in
                w.key("height") { w in w.number(size.height) }
                w.key("width") { w in w.number(size.width) }
            }
        }

        mutating func rect(_ rect: Rect) {
            object { w in
                w.key("origin") { w in
                    w.object { w in
                        w.key("x") { w in w.number(rect.origin.x) }
                        w.key("y") { w in w.number(rect.origin.y) }
                    }
                }
                w.key("size") { w in w.size(rect.size) }
            }
        }

        mutating func insets(_ insets: EdgeInsets) {
            object { w in
                w.key("bottom") { w in w.number(insets.bottom) }
                w.key("left") { w in w.number(insets.left) }
                w.key("right") { w in w.number(insets.right) }
                w.key("top") { w in w.number(insets.top) }
            }
        }

        mutating func band(_ band: ChromeBand) {
            object { w in
                w.key("frame") { w in w.rect(band.frame) }
                w.key("kind") { w in w.string(band.kind.rawValue) }
                w.optionalKey("title", band.title) { w, title in w.string(title) }
            }
        }

        mutating func device(_ device: Device) {
            object { w in
                w.key("id") { w in w.string(device.id) }
                w.key("idiom") { w in w.string(device.idiom.rawValue) }
                w.key("landscapeSafeArea") { w in w.insets(device.landscapeSafeArea) }
                w.key("name") { w in w.string(device.name) }
                w.key("orientation") { w in w.string(device.orientation.rawValue) }
                w.key("portraitSafeArea") { w in w.insets(device.portraitSafeArea) }
                w.key("portraitSize") { w in w.size(device.portraitSize) }
                w.key("scale") { w in w.number(device.scale) }
            }
        }

        mutating func diagnostic(_ diagnostic: Diagnostic) {
            object { w in
                w.optionalKey("item", diagnostic.item) { w, item in w.integer(item) }
                w.key("kind") { w in w.string(diagnostic.kind.rawValue) }
                w.key("message") { w in w.string(diagnostic.message) }
                w.optionalKey("segment", diagnostic.segment) { w, segment in w.integer(segment) }
                w.key("severity") { w in w.string(diagnostic.severity.rawValue) }
            }
        }

        mutating func segment(_ segment: LayoutSegment) {
            object { w in
                w.optionalKey("composition", segment.composition) { w, composition in
                    w.object { w in
                        w.optionalKey("background", composition.background) { w, background in w.rect(background) }
                        if !composition.badges.isEmpty {
                            w.key("badges") { w in
                                w.array(composition.badges) { w, badge in
                                    w.object { w in
                                        w.key("frame") { w in w.rect(badge.frame) }
                                        w.key("item") { w in w.integer(badge.item) }
                                        w.key("kind") { w in w.string(badge.kind) }
                                    }
                                }
                            }
                        }
                        if !composition.estimated.isEmpty {
                            w.key("estimated") { w in w.array(composition.estimated) { w, index in w.integer(index) } }
                        }
                        w.key("firstGroup") { w in w.rect(composition.firstGroup) }
                        if !composition.fitted.isEmpty {
                            w.key("fitted") { w in w.array(composition.fitted) { w, index in w.integer(index) } }
                        }
                        w.key("groupCount") { w in w.integer(composition.groupCount) }
                        w.key("orthogonalScrolling") { w in w.string(composition.orthogonalScrolling.rawValue) }
                        if !composition.sizedGroups.isEmpty {
                            w.key("sizedGroups") { w in w.array(composition.sizedGroups) { w, group in w.rect(group) } }
                        }
                        w.key("tree") { w in w.string(composition.tree) }
                    }
                }
                w.optionalKey("footer", segment.footer) { w, footer in w.rect(footer) }
                w.key("frame") { w in w.rect(segment.frame) }
                w.optionalKey("header", segment.header) { w, header in w.rect(header) }
                w.key("index") { w in w.integer(segment.index) }
                w.key("inset") { w in w.insets(segment.inset) }
                w.key("items") { w in w.array(segment.items) { w, item in w.item(item) } }
                w.key("minimumInteritemSpacing") { w in w.number(segment.minimumInteritemSpacing) }
                w.key("minimumLineSpacing") { w in w.number(segment.minimumLineSpacing) }
                w.key("name") { w in w.string(segment.name) }
            }
        }

        mutating func item(_ item: LayoutItem) {
            object { w in
                w.key("cellType") { w in w.string(item.cellType) }
                w.key("frame") { w in w.rect(item.frame) }
                w.key("index") { w in w.integer(item.index) }
                w.optionalKey("nested", item.nested) { w, nested in w.nested(nested) }
                w.optionalKey("text", item.text) { w, text in w.string(text) }
            }
        }

        mutating func nested(_ nested: NestedLayout) {
            object { w in
                w.key("contentInset") { w in w.insets(nested.contentInset) }
                w.key("contentWidth") { w in w.number(nested.contentWidth) }
                w.key("frame") { w in w.rect(nested.frame) }
                w.key("interitemSpacing") { w in w.number(nested.interitemSpacing) }
                w.key("itemSpacing") { w in w.number(nested.itemSpacing) }
                w.key("items") { w in
                    w.array(nested.items) { w, item in
                        w.object { w in
                            w.key("cellType") { w in w.string(item.cellType) }
                            w.key("frame") { w in w.rect(item.frame) }
                            w.key("index") { w in w.integer(item.index) }
                            w.optionalKey("text", item.text) { w, text in w.string(text) }
                            w.key("visibility") { w in w.string(item.visibility.rawValue) }
                        }
                    }
                }
                w.key("sectionInset") { w in w.insets(nested.sectionInset) }
            }
        }

        mutating func style(_ style: LayoutStyle) {
            object { w in
                switch style {
                case .flow: w.key("flow") { w in w.object { _ in } }
                case .leftAlignedFlow: w.key("leftAlignedFlow") { w in w.object { _ in } }
                case .compositional(let options):
                    w.key("compositional") { w in
                        w.object { w in
                            w.key("_0") { w in
                                w.object { w in
                                    w.key("contentInsetsReference") { w in w.string(options.contentInsetsReference.rawValue) }
                                    w.key("interSectionSpacing") { w in w.number(options.interSectionSpacing) }
                                    w.key("scrollOffset") { w in w.number(options.scrollOffset) }
                                }
                            }
                        }
                    }
                case .listKit(let options):
                    w.key("listKit") { w in
                        w.object { w in
                            w.key("_0") { w in
                                w.object { w in
                                    w.key("scrollOffset") { w in w.number(options.scrollOffset) }
                                    w.key("showHeaderWhenEmpty") { w in w.bool(options.showHeaderWhenEmpty) }
                                    w.key("stickyHeaderYOffset") { w in w.number(options.stickyHeaderYOffset) }
                                    w.key("stickyHeaders") { w in w.bool(options.stickyHeaders) }
                                    w.key("stretchToEdge") { w in w.bool(options.stretchToEdge) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
