import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Decides whether an SVG may be written beside the review page.
///
/// In the page an SVG is an `<img>`, which never runs script; but the file itself sits in the
/// review folder (often a CI artifact), where opening it directly would run any script it
/// holds. So only an SVG that can do nothing but draw is written: well-formed XML without a
/// DOCTYPE, made of the drawing elements the renderers use (and their plain relatives), with
/// no event-handler attribute (`onload`), no link that leaves the file (`href` other than
/// `#id`), and styles held to an allow-list (`cssProblem`): no at-rule (`@import`,
/// `@font-face`), no escape or comment, and no function but `rgb`, `rgba`, `hsl`, `hsla` and
/// `url(#id)`, checked over a `<style>` element's whole text (however the parser splits it, with
/// character references decoded, and with no element inside it). Any other SVG is replaced by
/// a placeholder that names the file to inspect and what was found.
///
///     InertSVG.problem(in: #"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#)
///     // "a <script> element"
enum InertSVG {
    static let drawingElements: Set<String> = [
        "svg", "g", "defs", "title", "desc", "metadata", "style", "rect", "line", "path", "circle", "ellipse",
        "polygon", "polyline", "text", "tspan", "clipPath", "pattern", "linearGradient", "radialGradient", "stop", "use",
        "mask", "marker", "symbol",
    ]

    /// What makes `svg` unsafe to open on its own, or `nil` when it only draws.
    static func problem(in svg: String) -> String? {
        if declaresSomething(svg) { return "a DOCTYPE" }
        let inspector = Inspector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.shouldResolveExternalEntities = false
        parser.delegate = inspector
        let wellFormed = parser.parse()
        if let problem = inspector.problem { return problem }
        if !wellFormed || inspector.depth != 0 || parser.parserError != nil { return "markup that is not well-formed XML" }
        if inspector.root != "svg" { return "no <svg> root element" }
        return nil
    }

    /// `svg` when it only draws, else a placeholder SVG saying why it is not shown.
    static func shown(_ svg: String, file: String) -> String {
        guard let problem = problem(in: svg) else { return svg }
        let lines = ["Not shown: \(file)", "holds \(problem).", "Open it in a text editor to inspect it."].map(HTML.escape)
        let width = 40 + 7 * (lines.map(\.count).max() ?? 0)
        let text = lines.enumerated().map { index, line in
            "<text x=\"12\" y=\"\(24 + 18 * index)\" font-family=\"sans-serif\" font-size=\"12\" fill=\"#c62828\">\(line)</text>"
        }.joined()
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="80" viewBox="0 0 \(width) 80">\
            <rect width="\(width)" height="80" fill="#fff3e0" stroke="#c62828"/>\(text)</svg>

            """
    }

    /// Whether `svg` holds `<!DOCTYPE` (in any case) or `<!ENTITY`: one pass over its bytes.
    static func declaresSomething(_ svg: String) -> Bool {
        let doctype = Array("doctype".utf8)
        let entity = Array("ENTITY".utf8)
        var svg = svg
        return svg.withUTF8 { bytes in
            for open in bytes.indices where bytes[open] == UInt8(ascii: "<") && open + 1 < bytes.count && bytes[open + 1] == UInt8(ascii: "!") {
                let name = bytes[(open + 2)..<Swift.min(open + 9, bytes.count)]
                if name.count == 7, zip(name, doctype).allSatisfy({ $0 | 0x20 == $1 }) { return true }
                if name.starts(with: entity) { return true }
            }
            return false
        }
    }

    /// Functions a style may call: colours, and `url(#id)` inside the file.
    static let allowedFunctions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "url"]

    /// Why CSS text (a `<style>` element's, a `style` attribute, a presentation attribute) is
    /// not allowed, or `nil`: the allow-list, not a list of known tricks, since CSS has many
    /// ways to name a URL (escapes, `image-set`, `@font-face`, comments inside tokens).
    static func cssProblem(_ css: String) -> String? {
        // Most values (a number, a colour's name) hold none of these four bytes.
        var suspect = false
        for byte in css.utf8 where byte == UInt8(ascii: "(") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "/") {
            suspect = true
            break
        }
        guard suspect else { return nil }
        if css.contains("@") { return "a style with an at-rule" }
        if css.contains("\\") { return "a style with an escape" }
        if css.contains("/*") { return "a style with a comment" }
        var rest = Substring(css.lowercased())
        while let open = rest.firstIndex(of: "(") {
            let name = String(rest[..<open].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }.reversed())
            guard allowedFunctions.contains(name) else { return "a style that calls \(name.isEmpty ? "(" : name + "(")" }
            rest = rest[rest.index(after: open)...]
            if name == "url", !rest.drop(while: { $0 == " " || $0 == "\"" || $0 == "'" }).hasPrefix("#") {
                return "a style that loads something"
            }
        }
        return nil
    }

    /// Attributes whose values are geometry, not CSS: their functions (`translate(…)`) draw.
    static let geometryAttributes: Set<String> = ["d", "points", "viewbox", "transform", "gradienttransform", "patterntransform"]

    private final class Inspector: NSObject, XMLParserDelegate {
        var problem: String?
        var root: String?
        /// Elements open at the moment: 0 again at the end of a whole document.
        var depth = 0
        private var inStyle = false
        /// The text of the `<style>` element open now, gathered over every piece the parser gives.
        private var styleText = ""

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let name = elementName.split(separator: ":").last.map(String.init) ?? elementName
            if root == nil { root = name }
            depth += 1
            if inStyle { return fail("an element inside <style>", parser) }
            guard InertSVG.drawingElements.contains(name) else { return fail("a <\(name)> element", parser) }
            // The first problem by attribute name, so the message is the same on every run.
            var first: (attribute: String, why: String)?
            for (attribute, value) in attributes {
                if let found = first, found.attribute < attribute { continue }
                if let why = Self.problem(attribute: attribute, value: value) { first = (attribute, why) }
            }
            if let first { return fail("\(first.why) (\(first.attribute))", parser) }
            inStyle = name == "style"
            styleText = ""
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            depth -= 1
            if inStyle, let why = InertSVG.cssProblem(styleText) { fail(why, parser) }
            inStyle = false
            styleText = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inStyle { styleText += string }
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            if inStyle { styleText += String(decoding: CDATABlock, as: UTF8.self) }
        }

        func parser(_ parser: XMLParser, foundComment comment: String) {
            if inStyle { fail("a comment inside <style>", parser) }
        }

        func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
            fail("a processing instruction (<?\(target)?>)", parser)
        }

        private static func problem(attribute: String, value: String) -> String? {
            let utf8 = attribute.utf8
            let local = (utf8.lastIndex(of: UInt8(ascii: ":")).map { Substring(utf8[utf8.index(after: $0)...]) } ?? Substring(attribute)).lowercased()
            if local.hasPrefix("on") { return "an event handler" }
            if local == "href", !value.hasPrefix("#") { return "a link out of the file" }
            if InertSVG.geometryAttributes.contains(local) { return nil }
            return InertSVG.cssProblem(value)
        }

        private func fail(_ what: String, _ parser: XMLParser) {
            if problem == nil { problem = what }
            parser.abortParsing()
        }
    }
}
