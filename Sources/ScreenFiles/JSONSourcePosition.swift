import Snapshot

/// Where a byte offset falls in a JSON file, as an editor shows it, and what stands there.
///
/// Lines and columns count from 1; a column counts characters, not bytes, and a leading
/// byte-order mark is not counted.
struct JSONSourcePosition: Equatable {
    var line: Int
    var column: Int
    /// What stands at the offset, as an error message says it: `"]"`, `tall`, `a line break`, `the end of the file`.
    var found: String

    init(of offset: Int, in bytes: [UInt8]) {
        var line = 1
        var column = 1
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let end = Swift.min(Swift.max(offset, start), bytes.count)
        for byte in bytes[start..<end] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.line = line
        self.column = column
        self.found = JSONSourcePosition.describe(bytes, at: offset)
    }

    private static func describe(_ bytes: [UInt8], at offset: Int) -> String {
        guard offset >= 0, offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        switch byte {
        case 0x0A, 0x0D: return "a line break"
        case 0x09: return "a tab"
        case 0..<0x20, 0x7F: return "a control character"
        case 0x80...:
            // The whole character, or the byte itself where the bytes are not UTF-8.
            var end = offset + 1
            while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
            if let bad = JSONParser.firstInvalidUTF8(bytes[offset..<end]) {
                return "the byte 0x" + String(bytes[bad], radix: 16, uppercase: true)
            }
            return JSONValue.quoted(String(decoding: bytes[offset..<end], as: UTF8.self))
        default:
            guard isWordByte(byte) else { return JSONValue.quoted(String(UnicodeScalar(byte))) }
            // A bare word such as `tall` or `True`, shown as written.
            var end = offset
            while end < bytes.count, end - offset < 24, isWordByte(bytes[end]) { end += 1 }
            return String(decoding: bytes[offset..<end], as: UTF8.self)
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
            UInt8(ascii: "+"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }
}
