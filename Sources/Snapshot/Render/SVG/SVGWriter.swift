/// Writes SVG elements one per line, attributes in the order they are given, numbers exact.
///
///     writer.start("rect")
///     writer.attribute("class", "cell")
///     writer.attribute("x", 16)
///     writer.end()            // <rect class="cell" x="16"/>
struct SVGWriter {
    var out: TextBuffer

    /// A writer into a buffer of `capacity` bytes, or one streaming to `sink`.
    init(capacity: Int, sink: TextSink? = nil) {
        out = TextBuffer(capacity: capacity, streamingTo: sink)
    }

    /// `<name`
    mutating func start(_ name: String) {
        out.append(byte: UInt8(ascii: "<"))
        out.append(name)
    }

    mutating func attribute(_ name: String, _ value: Double) {
        out.append(byte: UInt8(ascii: " "))
        out.append(name)
        out.append("=\"")
        out.append(number: value)
        out.append(byte: UInt8(ascii: "\""))
    }

    /// An attribute whose value comes from the layout: escaped.
    mutating func attribute(_ name: String, text value: String) {
        out.append(byte: UInt8(ascii: " "))
        out.append(name)
        out.append("=\"")
        XMLEscaping.append(value, to: &out)
        out.append(byte: UInt8(ascii: "\""))
    }

    /// An attribute whose value is a constant of this renderer (a class, a colour, a
    /// position-made id): free of characters that need escaping, so written as it is.
    mutating func attribute(_ name: String, _ value: String) {
        out.append(byte: UInt8(ascii: " "))
        out.append(name)
        out.append("=\"")
        out.append(value)
        out.append(byte: UInt8(ascii: "\""))
    }

    /// `/>` and a line break.
    mutating func end() {
        out.append("/>\n")
    }

    /// `>` and a line break, for an element with children.
    mutating func open() {
        out.append(">\n")
    }

    /// `>text</name>` and a line break; `text` is escaped.
    mutating func content(_ text: String, closing name: String) {
        out.append(byte: UInt8(ascii: ">"))
        XMLEscaping.append(text, to: &out)
        out.append("</")
        out.append(name)
        out.append(">\n")
    }

    /// `</name>` and a line break.
    mutating func close(_ name: String) {
        out.append("</")
        out.append(name)
        out.append(">\n")
    }

    /// A line written as it is (constant markup of this renderer).
    mutating func line(_ markup: String) {
        out.append(markup)
        out.append(byte: UInt8(ascii: "\n"))
    }

    /// `<rect class=… x=… y=… width=… height=…/>`
    mutating func rect(_ rect: Rect, class name: String) {
        start("rect")
        attribute("class", name)
        geometry(rect)
        end()
    }

    /// ` x="…" y="…" width="…" height="…"`
    mutating func geometry(_ rect: Rect) {
        out.append(" x=\"")
        out.append(number: rect.minX)
        out.append("\" y=\"")
        out.append(number: rect.minY)
        out.append("\" width=\"")
        out.append(number: rect.width)
        out.append("\" height=\"")
        out.append(number: rect.height)
        out.append(byte: UInt8(ascii: "\""))
    }

    /// `<text class=… x=… y=…>escaped</text>` for text already XML-escaped.
    mutating func text(escaped: String, x: Double, y: Double, class name: String) {
        out.append("<text class=\"")
        out.append(name)
        out.append("\" x=\"")
        out.append(number: x)
        out.append("\" y=\"")
        out.append(number: y)
        out.append("\">")
        out.append(escaped)
        out.append("</text>\n")
    }

    /// `<text class=… x=… y=…>text</text>`
    mutating func text(_ text: String, x: Double, y: Double, class name: String, anchor: String? = nil) {
        start("text")
        attribute("class", name)
        attribute("x", x)
        attribute("y", y)
        if let anchor { attribute("text-anchor", anchor) }
        content(text, closing: "text")
    }
}
