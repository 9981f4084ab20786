/// The phrases every change line is made of, so the same thing always reads the same way.
///
/// Points are `x,y`, sizes `W×H`, rectangles `x,y W×H`; every number goes through
/// `NumberFormat.exact`. Names are quoted and escaped so a line stays one line.
enum Wording {
    static func point(_ point: Point) -> String {
        "\(NumberFormat.exact(point.x)),\(NumberFormat.exact(point.y))"
    }

    static func size(_ size: Size) -> String {
        NumberFormat.size(size)
    }

    static func rect(_ rect: Rect) -> String {
        "\(point(rect.origin)) \(size(rect.size))"
    }

    /// `+1`, `-2.5`, `0`.
    static func signed(_ value: Double) -> String {
        value > 0 ? "+" + NumberFormat.exact(value) : NumberFormat.exact(value)
    }

    /// `"OneLabelSC"`, quoted and escaped as the layout listing writes names, and further so that
    /// two different names never read alike in a sentence (issue 50: cell names with a Cyrillic
    /// look-alike or a zero-width character read as the same cause): an invisible character
    /// (`Wording.isInvisible`) and, in a name that has Latin letters, a Cyrillic or Greek letter
    /// are written as their escapes: `"G\u{43E}\u{43E}dsCell"`, `"Goods\u{200B}Cell"`.
    static func quoted(_ text: String) -> String {
        let quoted = StringEscaping.quoted(text)
        guard !text.unicodeScalars.allSatisfy(\.isASCII) else { return quoted }
        let latin = text.unicodeScalars.contains { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
        var out = String.UnicodeScalarView()
        for scalar in quoted.unicodeScalars {
            let lookAlike = latin && ((0x0370...0x03FF).contains(scalar.value) || (0x0400...0x052F).contains(scalar.value))
            if isInvisible(scalar) || lookAlike {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// A character that shows nothing: `NameRules.isInvisible`, the rule every name the tool
    /// reads is held to (the soft hyphen, zero-width characters, joiners, tags, and the rest of
    /// Unicode's default-ignorable code points, besides controls).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        NameRules.isInvisible(scalar)
    }

    /// An optional text as it reads in a change line: quoted, or `none`.
    static func text(_ text: String?) -> String {
        text.map(quoted) ?? "none"
    }

    /// `moved 16,160 → 17,160; resized 171.5×265 → 171×265`, naming only what changed.
    static func frameChange(_ old: Rect, _ new: Rect) -> String {
        var parts: [String] = []
        if !Same.point(old.origin, new.origin) {
            parts.append("moved \(point(old.origin)) → \(point(new.origin))")
        }
        if !Same.size(old.size, new.size) {
            parts.append("resized \(size(old.size)) → \(size(new.size))")
        }
        return parts.joined(separator: "; ")
    }

    /// The same change told relative to where things were, so that many of them group:
    /// `moved down by 1 pt`, `moved by +1,-2; resized 171.5×265 → 171×265`. Inside a segment
    /// that moved by `shift` the motion is told relative to the segment
    /// (`moved right by 1 pt within the segment`), and left out when it is just the segment's.
    static func relativeFrameChange(_ old: Rect, _ new: Rect, within shift: Point = .zero) -> String {
        var parts: [String] = []
        if !Same.point(old.origin, new.origin) {
            let dx = Same.delta(shift.x, Same.delta(old.minX, new.minX))
            let dy = Same.delta(shift.y, Same.delta(old.minY, new.minY))
            if shift == .zero {
                parts.append(motion(dx: dx, dy: dy))
            } else if dx != 0 || dy != 0 {
                parts.append(motion(dx: dx, dy: dy) + " within the segment")
            }
        }
        if !Same.size(old.size, new.size) {
            parts.append("resized \(size(old.size)) → \(size(new.size))")
        }
        return parts.joined(separator: "; ")
    }

    /// `moved down by 1 pt`, `moved left by 0.5 pt`, `moved by +1,-2`.
    static func motion(dx: Double, dy: Double) -> String {
        if dx == 0, dy.isFinite {
            return dy > 0 ? "moved down by \(NumberFormat.exact(dy)) pt" : "moved up by \(NumberFormat.exact(-dy)) pt"
        }
        if dy == 0, dx.isFinite {
            return dx > 0 ? "moved right by \(NumberFormat.exact(dx)) pt" : "moved left by \(NumberFormat.exact(-dx)) pt"
        }
        return "moved by \(signed(dx)),\(signed(dy))"
    }

    /// `5,5,5,5`: top, left, bottom, right, as the listing writes insets.
    static func insets(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(NumberFormat.exact).joined(separator: ",")
    }

    /// `top 0 → 1, left 16 → 17`: only the sides that changed.
    static func insetsChange(_ old: EdgeInsets, _ new: EdgeInsets) -> String {
        let sides: [(String, Double, Double)] = [
            ("top", old.top, new.top), ("left", old.left, new.left),
            ("bottom", old.bottom, new.bottom), ("right", old.right, new.right),
        ]
        return
            sides
            .filter { !Same.number($0.1, $0.2) }
            .map { "\($0.0) \(NumberFormat.exact($0.1)) → \(NumberFormat.exact($0.2))" }
            .joined(separator: ", ")
    }

    /// `iPhone 8 (iphone-8) portrait 375×667`.
    static func device(_ device: Device) -> String {
        "\(device.name) (\(device.id)) \(device.orientation.rawValue) \(size(device.size))"
    }

    /// Every field of a device, for two devices whose short descriptions read the same.
    static func deviceInFull(_ device: Device) -> String {
        "\(self.device(device)) \(device.idiom.rawValue) @\(NumberFormat.exact(device.scale))x safe area \(insets(device.safeArea))"
    }

    /// `left-aligned`, `listkit (sticky headers, scroll offset 20)`.
    static func style(_ style: LayoutStyle) -> String {
        guard case .listKit(let options) = style else { return style.id }
        var switches: [String] = []
        if options.stickyHeaders { switches.append("sticky headers") }
        if options.stretchToEdge { switches.append("stretch to edge") }
        if options.scrollOffset != 0 { switches.append("scroll offset \(NumberFormat.exact(options.scrollOffset))") }
        if options.showHeaderWhenEmpty { switches.append("headers of empty sections shown") }
        if options.stickyHeaderYOffset != 0 { switches.append("sticky header offset \(NumberFormat.exact(options.stickyHeaderYOffset))") }
        return switches.isEmpty ? style.id : "\(style.id) (\(switches.joined(separator: ", ")))"
    }

    /// `1 item`, `400 items`.
    static func count(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }
}

extension Wording {
    /// A free text (a diagnostic's message) kept on one line: control characters escaped, no quotes.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
            return text
        }
        return String(quoted(text).dropFirst().dropLast())
    }

    /// `segment 3 "OptimumGoodsSC"`.
    static func segment(_ ref: SegmentRef) -> String {
        "segment \(ref.index) \(quoted(ref.name))"
    }

    /// `header added at 0,100 375×40`, `header removed (was at …)`, `header moved …`.
    static func supplementaryChange(_ kind: String, _ old: Rect?, _ new: Rect?, relativeTo shift: Point?) -> String {
        switch (old, new) {
        case let (nil, new?): "\(kind) added at \(rect(new))"
        case let (old?, nil): "\(kind) removed (was at \(rect(old)))"
        case let (old?, new?):
            "\(kind) " + (shift.map { relativeFrameChange(old, new, within: $0) } ?? frameChange(old, new))
        case (nil, nil): "\(kind) unchanged"
        }
    }
}
