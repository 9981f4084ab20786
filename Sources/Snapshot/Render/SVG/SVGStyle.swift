/// The fixed `<defs>` of every SVG: the inset hatching, the point grid and the style sheet.
///
/// Colours live here once; elements only name a class.
enum SVGStyle {
    /// Monospaced text of 10 pt (the style sheet's) is about 6 pt per column.
    static let characterWidth = 6.0
    static let lineHeight = 12.0

    static func writeDefinitions(into svg: inout SVGWriter, pointGridOrigin: Point?) {
        svg.line("<defs>")
        svg.line(##"<pattern id="inset-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">"##)
        svg.line(##"<rect width="6" height="6" fill="#fff4e0"/>"##)
        svg.line(##"<line x1="0" y1="0" x2="0" y2="6" stroke="#e3a552" stroke-width="2.5"/>"##)
        svg.line("</pattern>")
        if let origin = pointGridOrigin {
            svg.start("pattern")
            svg.attribute("id", "point-grid")
            svg.attribute("x", origin.x)
            svg.attribute("y", origin.y)
            svg.attribute("width", 8)
            svg.attribute("height", 8)
            svg.attribute("patternUnits", "userSpaceOnUse")
            svg.open()
            svg.line(##"<path d="M 8 0 H 0 V 8" fill="none" stroke="#5a6b80" stroke-opacity="0.4" stroke-width="0.5"/>"##)
            svg.line("</pattern>")
        }
        svg.line("<style>")
        for rule in rules { svg.line(rule) }
        svg.line("</style>")
        svg.line("</defs>")
    }

    private static let rules = [
        "text{font-family:Menlo,Consolas,'DejaVu Sans Mono','PingFang SC','Noto Sans CJK SC','WenQuanYi Micro Hei',monospace;font-size:10px;fill:#1f2933;pointer-events:none}",
        ".page{fill:#ffffff}",
        ".device{fill:#ffffff;stroke:#1f2933;stroke-width:1}",
        ".chrome{fill:#d5dbe3;stroke:#ffffff;stroke-width:1}",
        ".chrome-title{font-weight:bold;fill:#33404d}",
        ".gutter{fill:#52606d}",
        ".bracket{fill:none;stroke:#9aa5b1;stroke-width:1}",
        ".band-even{fill:#eaf1fb}",
        ".band-odd{fill:#f5effa}",
        ".inset{fill:url(#inset-hatch)}",
        ".cell{fill:#ffffff;stroke:#2f6db5;stroke-width:1}",
        ".supplementary{fill:#e6f4ea;stroke:#2e7d32;stroke-width:1;stroke-dasharray:4 2}",
        ".collection{fill:none;stroke:#b58900;stroke-width:1;stroke-dasharray:2 2}",
        ".nested{fill:#fff9e3;stroke:#b58900;stroke-width:1}",
        ".mark{fill:#2f6db5}",
        ".label{fill:#1f2933}",
        ".size{fill:#6b7785}",
        ".summary{fill:#52606d}",
        ".strip{fill:#ffffff;fill-opacity:0.85}",
        ".overflow-badge{fill:#b58900}",
        ".overflow{fill:#ffffff;font-weight:bold}",
        ".flagged{fill:none;stroke:#d32f2f;stroke-width:2}",
        ".fold{stroke:#d32f2f;stroke-width:1.5;stroke-dasharray:6 3}",
        ".fold-label{fill:#d32f2f}",
        ".point-grid{fill:url(#point-grid)}",
        ".heading{font-size:12px;font-weight:bold}",
        ".diagnostic-error{fill:#b71c1c}",
        ".diagnostic-warning{fill:#8a5a00}",
    ]

    /// How many monospaced columns fit in `width` points, keeping a 3-pt margin each side.
    static func columns(in width: Double) -> Int {
        let room = ((width - 6) / characterWidth).rounded(.down)
        return room.isFinite ? Int(Swift.max(0, Swift.min(room, 10_000))) : 0
    }
}
