import Snapshot

/// A width or height in a screen file: a number of points or arithmetic over the segment's full
/// width, the screen width and the body text size, worked out when the layout asks (so one file
/// fits every device and text size).
///
/// `full` is the collection's width less the content inset and the segment's left and right
/// inset; `screen` (or `SCREEN_WIDTH`) is the device width; `body` is the body style's point size
/// at the screen's `contentSizeCategory` (17 at the default, 40 at AX3: `ContentSizeCategory`).
/// `+ - * /` and parentheses work as usual.
///
///     "full"                  // 375 on an iPhone 8 with no insets
///     "(SCREEN_WIDTH-32)/2"   // 171.5 on an iPhone 8, 144 on an iPhone SE
///     "full / 3"              // three columns
///     "body * 1.2 + 24"       // a row of one line of body text
indirect enum LengthFormula: Sendable, Hashable {
    case points(Double)
    case full
    case screen
    case body
    case negated(LengthFormula)
    case sum(LengthFormula, LengthFormula)
    case difference(LengthFormula, LengthFormula)
    case product(LengthFormula, LengthFormula)
    case quotient(LengthFormula, LengthFormula)

    /// What the names stand for where the formula is worked out.
    struct Names {
        var full: Double
        var screen: Double
        var body: Double

    }

    func value(_ names: Names) -> Double {
        switch self {
        case .points(let points): points
        case .full: names.full
        case .screen: names.screen
        case .body: names.body
        case .negated(let a): -a.value(names)
        case .sum(let a, let b): a.value(names) + b.value(names)
        case .difference(let a, let b): a.value(names) - b.value(names)
        case .product(let a, let b): a.value(names) * b.value(names)
        case .quotient(let a, let b): a.value(names) / b.value(names)
        }
    }

    /// Whether the formula names anything (`full`, `screen` or `body`): one that does not is a
    /// plain number written the long way.
    var mentionsAName: Bool {
        switch self {
        case .points: false
        case .full, .screen, .body: true
        case .negated(let a): a.mentionsAName
        case .sum(let a, let b), .difference(let a, let b), .product(let a, let b), .quotient(let a, let b):
            a.mentionsAName || b.mentionsAName
        }
    }

    /// Longer formulas are refused, which also bounds the parser's recursion.
    static let maximumLength = 100

    /// The formula `text` spells, or `nil` if it is not one.
    static func parse(_ text: String) -> LengthFormula? {
        guard text.utf8.count <= maximumLength else { return nil }
        var parser = LengthFormulaParser(bytes: Array(text.utf8))
        guard let formula = parser.parseSum(), parser.atEnd else { return nil }
        return formula
    }
}

/// Recursive descent over `sum := product (("+" | "-") product)*`,
/// `product := factor (("*" | "/") factor)*`, `factor := number | name | "-" factor | "(" sum ")"`.
private struct LengthFormulaParser {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool {
        mutating get {
            skipSpaces()
            return index == bytes.count
        }
    }

    mutating func parseSum() -> LengthFormula? {
        guard var result = parseProduct() else { return nil }
        while let op = take(UInt8(ascii: "+"), UInt8(ascii: "-")) {
            guard let next = parseProduct() else { return nil }
            result = op == UInt8(ascii: "+") ? .sum(result, next) : .difference(result, next)
        }
        return result
    }

    mutating func parseProduct() -> LengthFormula? {
        guard var result = parseFactor() else { return nil }
        while let op = take(UInt8(ascii: "*"), UInt8(ascii: "/")) {
            guard let next = parseFactor() else { return nil }
            result = op == UInt8(ascii: "*") ? .product(result, next) : .quotient(result, next)
        }
        return result
    }

    mutating func parseFactor() -> LengthFormula? {
        if take(UInt8(ascii: "-")) != nil { return parseFactor().map { .negated($0) } }
        if take(UInt8(ascii: "(")) != nil {
            guard let inner = parseSum(), take(UInt8(ascii: ")")) != nil else { return nil }
            return inner
        }
        skipSpaces()
        let start = index
        while index < bytes.count, Self.isLetter(bytes[index]) { index += 1 }
        if index > start {
            let name = bytes[start..<index]
            if name.elementsEqual("full".utf8) { return .full }
            if name.elementsEqual("screen".utf8) || name.elementsEqual("SCREEN_WIDTH".utf8) { return .screen }
            if name.elementsEqual("body".utf8) { return .body }
            return nil
        }
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            index += 1
        }
        guard index > start, let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { return nil }
        return .points(number)
    }

    /// Consumes the next non-space byte if it is `one` or `other`.
    mutating func take(_ one: UInt8, _ other: UInt8? = nil) -> UInt8? {
        skipSpaces()
        guard index < bytes.count, bytes[index] == one || bytes[index] == other else { return nil }
        index += 1
        return bytes[index - 1]
    }

    mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }
}

extension LengthFormula.Names {
    /// The names in `context`, for a segment whose full width is `full`.
    init(full: Double, in context: CollectionContext) {
        self.init(full: full, screen: context.screenWidth, body: context.contentSizeCategory.pointSize(.body))
    }
}
