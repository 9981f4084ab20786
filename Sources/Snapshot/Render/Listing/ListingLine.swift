/// One line of a listing, read token by token; every failure names the line and what was wrong.
///
/// Tokens are separated by spaces. A token is a bare word (`segment`, `0,20`, `375×50`) or a
/// string in double quotes with the escapes of `StringEscaping`.
struct ListingLine {
    let number: Int
    private let bytes: ArraySlice<UInt8>
    private var position: Int

    init(number: Int, bytes: ArraySlice<UInt8>) {
        self.number = number
        var end = bytes.endIndex
        // A reference checked out with CRLF line endings still reads.
        if end > bytes.startIndex, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        self.bytes = bytes[bytes.startIndex..<end]
        self.position = bytes.startIndex
        skipSpaces()
    }

    var isBlank: Bool { position == bytes.endIndex }

    func error(_ message: String) -> LayoutListingError {
        LayoutListingError(line: number, message: message)
    }

    /// Fails unless every token was read.
    func finish() throws(LayoutListingError) {
        guard isBlank else {
            throw error("unexpected `\(preview(position..<tokenEnd(from: position)))` at the end of the line")
        }
    }

    // MARK: Words

    /// The next bare word, or `nil` at the end of the line.
    mutating func nextWord() -> String? {
        nextToken().map { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes of the next bare word, or `nil` at the end of the line or before a string.
    private mutating func nextToken() -> ArraySlice<UInt8>? {
        guard !isBlank, bytes[position] != UInt8(ascii: "\"") else { return nil }
        let end = tokenEnd(from: position)
        let token = bytes[position..<end]
        position = end
        skipSpaces()
        return token
    }

    /// Reads `expected` or fails saying what came instead.
    mutating func expect(_ expected: String) throws(LayoutListingError) {
        let start = position
        guard let token = nextToken(), Self.token(token, is: expected) else {
            throw error("expected `\(expected)`, found \(found(at: start))")
        }
    }

    /// Reads `word` when it comes next; leaves the line alone otherwise.
    mutating func skip(_ word: String) -> Bool {
        let start = position
        if let token = nextToken(), Self.token(token, is: word) { return true }
        position = start
        return false
    }

    /// Whether the token's bytes are the word's, compared as bytes (no `String` is made).
    static func token(_ token: ArraySlice<UInt8>, is word: String) -> Bool {
        let utf8 = word.utf8
        guard token.count == utf8.count else { return false }
        return token.withUnsafeBufferPointer { token in
            utf8.withContiguousStorageIfAvailable { word in
                for index in 0..<word.count where token[index] != word[index] { return false }
                return true
            } ?? token.elementsEqual(utf8)
        }
    }

    /// The keyword that starts the line, as bytes, or `nil` before a string or at the end.
    mutating func nextKeyword() -> ArraySlice<UInt8>? {
        nextToken()
    }

    /// A bare word that must be one of a type's raw values (`phone`, `status-bar`).
    mutating func choice<Value: RawRepresentable>(_ what: @autoclosure () -> String, _ type: Value.Type) throws(LayoutListingError) -> Value
    where Value.RawValue == String {
        let start = position
        guard let word = nextWord(), let value = Value(rawValue: word) else {
            throw error("expected \(what()), found \(found(at: start))")
        }
        return value
    }

    mutating func boolean(_ what: @autoclosure () -> String) throws(LayoutListingError) -> Bool {
        let start = position
        switch nextWord() {
        case "true": return true
        case "false": return false
        default: throw error("expected \(what()) (`true` or `false`), found \(found(at: start))")
        }
    }

    // MARK: Numbers and geometry

    mutating func integer(_ what: @autoclosure () -> String) throws(LayoutListingError) -> Int {
        let start = position
        guard let token = nextToken(), token.count <= 20, let value = Int(String(decoding: token, as: UTF8.self)) else {
            throw error("expected \(what()) (a whole number), found \(found(at: start))")
        }
        return value
    }

    /// The rest of the line as ascending item indices written as runs (`0-3 5 7-9`), at most
    /// `limit` of them.
    mutating func indexRuns(_ what: @autoclosure () -> String, limit: Int) throws(LayoutListingError) -> [Int] {
        var indices: [Int] = []
        while !isBlank {
            let start = position
            guard let token = nextToken(), token.count <= 41 else { throw error("expected \(what()) (`0-3 5`), found \(found(at: start))") }
            let parts = token.split(separator: UInt8(ascii: "-"), maxSplits: 1, omittingEmptySubsequences: false)
            let bounds = parts.map { Int(String(decoding: $0, as: UTF8.self)) }
            guard let first = bounds.first ?? nil, let last = bounds.last ?? nil, first >= 0, first <= last,
                first > (indices.last ?? -1), indices.count + (last - first + 1) <= limit
            else {
                throw error("expected \(what()): ascending runs such as `0-3 5`, at most \(limit) items, found \(found(at: start))")
            }
            indices.append(contentsOf: first...last)
        }
        return indices
    }

    mutating func number(_ what: @autoclosure () -> String) throws(LayoutListingError) -> Double {
        let start = position
        guard let token = nextToken(), let value = Self.number(token) else {
            throw error("expected \(what()) (a number such as `16`, `171.5` or `nan`), found \(found(at: start))")
        }
        return value
    }

    /// `W×H`
    mutating func size(_ what: @autoclosure () -> String) throws(LayoutListingError) -> Size {
        let start = position
        guard let token = nextToken(), let (width, height) = Self.pair(token, separator: Self.times) else {
            throw error("expected \(what()) as `W×H`, found \(found(at: start))")
        }
        return Size(width: width, height: height)
    }

    /// `x,y W×H`
    mutating func frame(_ what: @autoclosure () -> String) throws(LayoutListingError) -> Rect {
        let start = position
        guard let token = nextToken(), let (x, y) = Self.pair(token, separator: Self.comma) else {
            throw error("expected \(what()) as `x,y W×H`, found \(found(at: start))")
        }
        let size = try size("the size of \(what())")
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// `top,left,bottom,right`
    mutating func insets(_ what: @autoclosure () -> String) throws(LayoutListingError) -> EdgeInsets {
        let start = position
        guard let token = nextToken(), let (top, rest) = Self.split(token, at: Self.comma),
            let (left, rest) = Self.split(rest, at: Self.comma), let (bottom, right) = Self.pair(rest, separator: Self.comma)
        else {
            throw error("expected \(what()) as `top,left,bottom,right`, found \(found(at: start))")
        }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    private static let comma = Separator(first: UInt8(ascii: ","), second: 0, count: 1)
    private static let times = Separator(first: 0xC3, second: 0x97, count: 2)  // "×" in UTF-8
    /// Powers of ten that a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }

    /// Accepts exactly what `NumberFormat.exact` writes: `-12.5`, `0.0000001`, `1e300`, `nan`, `inf`, `-inf`.
    static func number(_ token: ArraySlice<UInt8>) -> Double? {
        guard let first = token.first else { return nil }
        if first == UInt8(ascii: "n") || first == UInt8(ascii: "i") || (first == UInt8(ascii: "-") && token.count == 4) {
            if self.token(token, is: "nan") { return .nan }
            if self.token(token, is: "inf") { return .infinity }
            if self.token(token, is: "-inf") { return -.infinity }
        }
        // One pass: check the form and gather the significant digits for the fast path.
        var digitsBefore = 0, digitsAfter = 0, sawPoint = false
        var significand: UInt64 = 0, significantDigits = 0
        for index in token.indices {
            let byte = token[index]
            switch byte {
            case UInt8(ascii: "-") where index == token.startIndex: continue
            case UInt8(ascii: "."):
                guard !sawPoint else { return nil }
                sawPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if sawPoint { digitsAfter += 1 } else { digitsBefore += 1 }
                if significand == 0 && byte == UInt8(ascii: "0") { continue }  // leading zeros add nothing
                significantDigits += 1
                if significantDigits <= 16 { significand = significand * 10 + UInt64(byte - UInt8(ascii: "0")) }
            case UInt8(ascii: "e"):
                // A number past any screen keeps its exponent (`1e300`, `-2.5e-12`).
                // One digit before the point, and an exponent outside -10...20 (`NumberFormat.exact`).
                let exponent = Int(String(decoding: token[(index + 1)...], as: UTF8.self))
                guard digitsBefore == 1, !sawPoint || digitsAfter > 0, let exponent, !(-10...20).contains(exponent),
                    token[(index + 1)...].first != UInt8(ascii: "+")
                else { return nil }
                return Double(String(decoding: token, as: UTF8.self))
            default: return nil
            }
        }
        guard digitsBefore > 0, !sawPoint || digitsAfter > 0 else { return nil }
        // Clinger's fast path: digits that fit in 53 bits over an exact power of ten are one
        // correctly rounded division, the same value `Double(String)` gives.
        if significantDigits <= 16, significand < 1 << 53, digitsAfter <= 22 {
            let magnitude = Double(significand) / exactPowersOfTen[digitsAfter]
            return first == UInt8(ascii: "-") ? -magnitude : magnitude
        }
        return Double(String(decoding: token, as: UTF8.self))
    }

    /// Two numbers joined by `separator`.
    private static func pair(_ token: ArraySlice<UInt8>, separator: Separator) -> (Double, Double)? {
        guard let (first, rest) = split(token, at: separator), let second = number(rest) else { return nil }
        return (first, second)
    }

    /// The number before the first `separator`, and the bytes after it.
    private static func split(_ token: ArraySlice<UInt8>, at separator: Separator) -> (Double, ArraySlice<UInt8>)? {
        var index = token.startIndex
        let last = token.endIndex - separator.count
        while index <= last {
            if token[index] == separator.first, separator.count == 1 || token[index + 1] == separator.second {
                guard let value = number(token[token.startIndex..<index]) else { return nil }
                return (value, token[(index + separator.count)...])
            }
            index += 1
        }
        return nil
    }

    /// A one- or two-byte separator: `,` or the UTF-8 of `×`.
    struct Separator {
        var first: UInt8
        var second: UInt8
        var count: Int
    }

    // MARK: Strings

    /// A string in double quotes.
    mutating func string(_ what: @autoclosure () -> String) throws(LayoutListingError) -> String {
        guard !isBlank, bytes[position] == UInt8(ascii: "\"") else {
            throw error("expected \(what()) in double quotes, found \(found(at: position))")
        }
        var index = position + 1
        // Most strings have no escape: they are their bytes between the quotes.
        while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") {
            let plain = String(decoding: bytes[(position + 1)..<index], as: UTF8.self)
            position = index + 1
            guard position == bytes.endIndex || bytes[position] == UInt8(ascii: " ") else {
                throw error("expected a space after the closing quote of \(what())")
            }
            skipSpaces()
            return plain
        }
        var decoded: [UInt8] = []
        index = position + 1
        var plainStart = index
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                decoded.append(contentsOf: bytes[plainStart..<index])
                position = index + 1
                guard position == bytes.endIndex || bytes[position] == UInt8(ascii: " ") else {
                    throw error("expected a space after the closing quote of \(what())")
                }
                skipSpaces()
                return String(decoding: decoded, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                decoded.append(contentsOf: bytes[plainStart..<index])
                index = try unescape(at: index, into: &decoded, what: what())
                plainStart = index
            } else {
                index += 1
            }
        }
        throw error("\(what()) has no closing quote")
    }

    /// Decodes the escape starting at the backslash at `index`; returns the index after it.
    private func unescape(at index: Int, into decoded: inout [UInt8], what: @autoclosure () -> String) throws(LayoutListingError) -> Int {
        let next = index + 1
        guard next < bytes.endIndex else { throw error("\(what()) ends in a lone backslash") }
        switch bytes[next] {
        case UInt8(ascii: "\""): decoded.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): decoded.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "n"): decoded.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "r"): decoded.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "t"): decoded.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "u"):
            var hexEnd = next + 2
            guard next + 1 < bytes.endIndex, bytes[next + 1] == UInt8(ascii: "{") else {
                throw error("\(what()) has `\\u` without `{hex}`")
            }
            while hexEnd < bytes.endIndex, bytes[hexEnd] != UInt8(ascii: "}"), hexEnd - next <= 8 { hexEnd += 1 }
            let hex = String(decoding: bytes[(next + 2)..<Swift.min(hexEnd, bytes.endIndex)], as: UTF8.self)
            guard hexEnd < bytes.endIndex, bytes[hexEnd] == UInt8(ascii: "}"), (1...6).contains(hex.utf8.count),
                let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value)
            else {
                throw error(
                    "\(what()) has a bad escape `\\u{\(StringEscaping.display(String(hex.prefix(8))))}`: expected 1 to 6 hex digits of a Unicode scalar")
            }
            decoded.append(contentsOf: String(Character(scalar)).utf8)
            return hexEnd + 1
        default:
            let shown = String(decoding: bytes[next..<Swift.min(next + 1, bytes.endIndex)], as: UTF8.self)
            throw error("\(what()) has an unknown escape `\\\(StringEscaping.display(shown))`")
        }
        return next + 1
    }

    /// The string after `keyword` when the keyword comes next, else `nil`.
    mutating func string(after keyword: String, _ what: @autoclosure () -> String) throws(LayoutListingError) -> String? {
        guard skip(keyword) else { return nil }
        return try string(what())
    }

    /// The whole number after `keyword` when the keyword comes next, else `nil`.
    mutating func integer(after keyword: String, _ what: @autoclosure () -> String) throws(LayoutListingError) -> Int? {
        guard skip(keyword) else { return nil }
        return try integer(what())
    }

    // MARK: Reading position

    private mutating func skipSpaces() {
        while position < bytes.endIndex, bytes[position] == UInt8(ascii: " ") { position += 1 }
    }

    private func tokenEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.endIndex, bytes[end] != UInt8(ascii: " ") { end += 1 }
        return end
    }

    /// What stands at `start`, for an error message: a short preview or "the end of the line".
    private func found(at start: Int) -> String {
        start == bytes.endIndex ? "the end of the line" : "`\(preview(start..<tokenEnd(from: start)))`"
    }

    private func preview(_ range: Range<Int>) -> String {
        let limit = 40
        let shown = bytes[range.lowerBound..<Swift.min(range.upperBound, range.lowerBound + limit)]
        let text = StringEscaping.display(String(decoding: shown, as: UTF8.self))
        return range.count > limit ? text + "…" : text
    }
}
