/// A width in a screen file: a number of points or arithmetic over the segment's full width
/// and the screen width, worked out when the layout asks (so one file fits every device).
///
/// `full` is the collection's width less the content inset and the segment's left and right
/// inset; `screen` (or `SCREEN_WIDTH`) is the device width. `+ - * /` and parentheses work as usual.
///
///     "full"                  // 375 on an iPhone 8 with no insets
///     "(SCREEN_WIDTH-32)/2"   // 171.5 on an iPhone 8, 144 on an iPhone SE
///     "full / 3"              // three columns
indirect enum WidthFormula: Sendable, Hashable {
    case points(Double)
    case full
    case screen
    case negated(WidthFormula)
    case sum(WidthFormula, WidthFormula)
    case difference(WidthFormula, WidthFormula)
    case product(WidthFormula, WidthFormula)
    case quotient(WidthFormula, WidthFormula)

    func value(full: Double, screen: Double) -> Double {
        switch self {
        case .points(let points): points
        case .full: full
        case .screen: screen
        case .negated(let a): -a.value(full: full, screen: screen)
        case .sum(let a, let b): a.value(full: full, screen: screen) + b.value(full: full, screen: screen)
        case .difference(let a, let b): a.value(full: full, screen: screen) - b.value(full: full, screen: screen)
        case .product(let a, let b): a.value(full: full, screen: screen) * b.value(full: full, screen: screen)
        case .quotient(let a, let b): a.value(full: full, screen: screen) / b.value(full: full, screen: screen)
        }
    }

    /// Whether the formula depends on the device at all.
    var mentionsWidth: Bool {
        switch self {
        case .points: false
        case .full, .screen: true
        case .negated(let a): a.mentionsWidth
        case .sum(let a, let b), .difference(let a, let b), .product(let a, let b), .quotient(let a, let b):
            a.mentionsWidth || b.mentionsWidth
        }
    }

    /// Longer formulas are refused, which also bounds the parser's recursion.
    static let maximumLength = 100

    /// The formula `text` spells, or `nil` if it is not one.
    static func parse(_ text: String) -> WidthFormula? {
        guard text.utf8.count <= maximumLength else { return nil }
        var parser = WidthFormulaParser(scalars: Array(text.unicodeScalars))
        guard let formula = parser.parseSum(), parser.atEnd else { return nil }
        return formula
    }
}

/// Recursive descent over `sum := product (("+" | "-") product)*`,
/// `product := factor (("*" | "/") factor)*`, `factor := number | name | "-" factor | "(" sum ")"`.
private struct WidthFormulaParser {
    let scalars: [Unicode.Scalar]
    var index = 0

    var atEnd: Bool {
        mutating get {
            skipSpaces()
            return index == scalars.count
        }
    }

    mutating func parseSum() -> WidthFormula? {
        guard var result = parseProduct() else { return nil }
        while let op = take(["+", "-"]) {
            guard let next = parseProduct() else { return nil }
            result = op == "+" ? .sum(result, next) : .difference(result, next)
        }
        return result
    }

    mutating func parseProduct() -> WidthFormula? {
        guard var result = parseFactor() else { return nil }
        while let op = take(["*", "/"]) {
            guard let next = parseFactor() else { return nil }
            result = op == "*" ? .product(result, next) : .quotient(result, next)
        }
        return result
    }

    mutating func parseFactor() -> WidthFormula? {
        if take(["-"]) != nil { return parseFactor().map { .negated($0) } }
        if take(["("]) != nil {
            guard let inner = parseSum(), take([")"]) != nil else { return nil }
            return inner
        }
        skipSpaces()
        let start = index
        while index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index] == "_" { index += 1 }
        if index > start {
            switch String(String.UnicodeScalarView(scalars[start..<index])) {
            case "full": return .full
            case "screen", "SCREEN_WIDTH": return .screen
            default: return nil
            }
        }
        while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "." { index += 1 }
        guard index > start, let number = Double(String(String.UnicodeScalarView(scalars[start..<index]))) else { return nil }
        return .points(number)
    }

    /// Consumes the next non-space scalar if it is one of `options`.
    mutating func take(_ options: [Unicode.Scalar]) -> Unicode.Scalar? {
        skipSpaces()
        guard index < scalars.count, options.contains(scalars[index]) else { return nil }
        index += 1
        return scalars[index - 1]
    }

    mutating func skipSpaces() {
        while index < scalars.count, scalars[index] == " " { index += 1 }
    }
}
