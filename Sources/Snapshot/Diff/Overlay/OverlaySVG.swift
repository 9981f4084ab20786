/// The SVG text of a `DiffOverlay`, written element by element with a fixed attribute order.
///
/// Content is drawn at (`margin`, `top`); every number goes through `NumberFormat.exact`,
/// every text through `XMLEscaping` (the renderers' escaping); rectangles with a NaN or infinite edge are skipped.
/// Elements go through the renderers' `SVGWriter`: the overlay of a large screen has one line per cell.
struct OverlaySVG {
    private static let margin: Double = 16
    private static let top: Double = 76
    private var svg: SVGWriter

    /// `cells` sizes the buffer: about one line per cell is drawn.
    init(width: Double, height: Double, cells: Int = 0) {
        let w = NumberFormat.exact(width)
        let h = NumberFormat.exact(height)
        svg = SVGWriter(capacity: 8 * 1024 + 96 * cells)
        svg.out.append(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
            <style>
            .background{fill:#ffffff}
            .frame{fill:none;stroke:#9e9e9e;stroke-width:1}
            .band{fill:#f3f5f9}
            .band-alt{fill:#e6ebf3}
            .band-added{fill:#e8f5e9}
            .band-old{fill:none;stroke:#d32f2f;stroke-width:1;stroke-dasharray:8 4}
            .muted{fill:#e0e0e0;stroke:#b0b0b0;stroke-width:0.5}
            .nested{fill:none;stroke:#9e9e9e;stroke-width:0.5}
            .removed{fill:#ffebee;fill-opacity:0.5;stroke:#d32f2f;stroke-width:1.5}
            .old{fill:none;stroke:#d32f2f;stroke-width:1;stroke-dasharray:4 2}
            .new{fill:none;stroke:#2e7d32;stroke-width:1.5}
            .added{fill:#c8e6c9;fill-opacity:0.7;stroke:#2e7d32;stroke-width:1.5}
            .changed{fill:#ffe0b2;fill-opacity:0.7;stroke:#ef6c00;stroke-width:1.5}
            .link{stroke:#1565c0;stroke-width:1}
            .fold{stroke:#7b1fa2;stroke-width:1;stroke-dasharray:2 3}
            text{font-family:sans-serif;font-size:11px;fill:#333333}
            .heading{font-size:14px;font-weight:bold}
            .label-added{fill:#2e7d32}
            .label-removed{fill:#d32f2f}
            .label-moved{fill:#1565c0}
            .list{font-family:monospace}
            </style>
            <rect class="background" x="0" y="0" width="\(w)" height="\(h)"/>

            """)
    }

    /// `Layout diff of "MallVC" on iPhone SE (iphone-se): reference vs actual`.
    static func titleText(_ diff: LayoutDiff) -> String {
        let name =
            diff.old.screenName == diff.new.screenName
            ? Wording.quoted(diff.new.screenName)
            : "\(Wording.quoted(diff.old.screenName)) → \(Wording.quoted(diff.new.screenName))"
        return "Layout diff of \(name) on \(Wording.device(diff.new.device)): reference vs actual"
    }

    private static let legendEntries: [(String, String)] = [
        ("muted", "unchanged"), ("removed", "removed"), ("added", "added"),
        ("old", "old place"), ("new", "new place"), ("changed", "type or text changed"),
    ]
    private static let legendNote = "Cells that only moved with their segment are grey; the change list is below the drawing."

    /// How wide the title, the legend and its note are drawn (the heading's bold 14 px runs
    /// about 8.4 px a character, the 11 px text about 6.2), so the canvas can hold them on
    /// the narrowest device.
    static func headerWidth(_ diff: LayoutDiff) -> Double {
        let title = Double(titleText(diff).unicodeScalars.count) * 8.4
        let legend = legendEntries.reduce(0) { $0 + 20 + Double($1.1.count) * 6.2 + 14 }
        let note = Double(legendNote.count) * 6.2
        return margin + max(title, legend, note)
    }

    mutating func title(_ diff: LayoutDiff) {
        textElement("heading", x: Self.margin, y: 24, Self.titleText(diff))
    }

    /// The change list as the SVG's description, one change a line: what tools (and
    /// `snapshot-cli`, to group failures) read back without drawing.
    mutating func description(_ lines: [String]) {
        svg.out.append("<desc>")
        svg.out.append(XMLEscaping.escapedLines(lines))
        svg.out.append("</desc>\n")
    }

    /// The causes as data (`ChangeCause.block`), which grouping reads instead of the sentences.
    mutating func metadata(_ block: String) {
        svg.out.append("<metadata>")
        svg.out.append(XMLEscaping.escapedLines(block.split(separator: "\n")))
        svg.out.append("</metadata>\n")
    }

    mutating func legend() {
        var x = Self.margin
        for (style, label) in Self.legendEntries {
            element("rect", style, [("x", x), ("y", 40), ("width", 16), ("height", 10)])
            textElement(nil, x: x + 20, y: 49, label)
            x += 20 + Double(label.count) * 6.2 + 14
        }
        textElement(nil, x: Self.margin, y: 66, Self.legendNote)
    }

    /// A rectangle in content coordinates.
    mutating func rect(_ style: String, _ rect: Rect, title: String? = nil) {
        guard let rect = Self.drawable(rect) else { return }
        svg.start("rect")
        svg.attribute("class", style)
        svg.geometry(rect.offsetBy(dx: Self.margin, dy: Self.top))
        finish("rect", title: title)
    }

    mutating func link(from old: Rect, to new: Rect) {
        guard let old = Self.drawable(old), let new = Self.drawable(new) else { return }
        element(
            "line", "link",
            [
                ("x1", Self.margin + old.minX + old.width / 2), ("y1", Self.top + old.minY + old.height / 2),
                ("x2", Self.margin + new.minX + new.width / 2), ("y2", Self.top + new.minY + new.height / 2),
            ])
    }

    /// The visible nested items of a cell, cut to its collection view.
    mutating func nested(_ mark: OverlayMarks.Mark) {
        guard let nested = mark.nested else { return }
        let view = nested.frame.offsetBy(dx: mark.frame.minX, dy: mark.frame.minY)
        for item in nested.items where item.visibility != .hidden {
            let frame = item.frame.offsetBy(dx: view.minX, dy: view.minY)
            let x = max(frame.minX, view.minX)
            let width = min(frame.maxX, view.maxX) - x
            guard width > 0 else { continue }
            rect("nested", Rect(x: x, y: frame.minY, width: width, height: frame.height))
        }
    }

    mutating func fold(at y: Double, width: Double) {
        element("line", "fold", [("x1", Self.margin), ("y1", Self.top + y), ("x2", Self.margin + width), ("y2", Self.top + y)])
        textElement("label-moved", x: Self.margin + width + 12, y: Self.top + y + 4, "fold")
    }

    /// The fold of a horizontal layout: a vertical line at content x, named under the drawing.
    mutating func fold(atX x: Double, height: Double) {
        element("line", "fold", [("x1", Self.margin + x), ("y1", Self.top), ("x2", Self.margin + x), ("y2", Self.top + height)])
        textElement("label-moved", x: Self.margin + x + 4, y: Self.top + height + 14, "fold")
    }

    /// A band's label at content height `y`, in the column right of the drawing.
    mutating func bandLabel(_ band: OverlayMarks.Band, x: Double, y: Double) {
        let style: String? =
            switch band.kind {
            case .added: "label-added"
            case .removed: "label-removed"
            case .moved: "label-moved"
            case .unchanged, .changed: nil
            }
        textElement(style, x: Self.margin + x, y: Self.top + y, band.label)
    }

    mutating func changeList(_ lines: [String], top: Double) {
        textElement("heading", x: Self.margin, y: top, "Changes")
        for (index, line) in lines.enumerated() {
            textElement("list", x: Self.margin, y: top + Double(index + 1) * 15, line)
        }
    }

    mutating func finish() -> String {
        svg.close("svg")
        return svg.out.takeText()
    }

    private mutating func element(_ name: String, _ style: String, _ attributes: [(String, Double)], title: String? = nil) {
        svg.start(name)
        svg.attribute("class", style)
        for (attribute, value) in attributes { svg.attribute(attribute, value) }
        finish(name, title: title)
    }

    /// `/>`, or `><title>…</title></name>` when there is a title.
    private mutating func finish(_ name: String, title: String?) {
        guard let title else { return svg.end() }
        svg.out.append("><title>")
        XMLEscaping.append(title, to: &svg.out)
        svg.out.append("</title></")
        svg.out.append(name)
        svg.out.append(">\n")
    }

    private mutating func textElement(_ style: String?, x: Double, y: Double, _ content: String) {
        svg.start("text")
        if let style { svg.attribute("class", style) }
        svg.attribute("x", x)
        svg.attribute("y", y)
        svg.content(content, closing: "text")
    }

    /// The rectangle with a positive width and height, or `nil` when an edge is not finite.
    private static func drawable(_ rect: Rect) -> Rect? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        return Rect(
            x: min(rect.minX, rect.maxX), y: min(rect.minY, rect.maxY),
            width: abs(rect.width), height: abs(rect.height))
    }
}
