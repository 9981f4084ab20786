/// UTF-8 bytes being written by a renderer, turned into a `String` once at the end.
///
/// Appending to one byte array (instead of concatenating `String`s) keeps every renderer
/// linear in the size of its output.
struct TextBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ text: Substring) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(scalar: Unicode.Scalar) {
        // Encoding by hand avoids a `String` per scalar.
        let value = scalar.value
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | (value >> 6)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | (value >> 12)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        default:
            bytes.append(UInt8(0xF0 | (value >> 18)))
            bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        }
    }

    /// A number in the one exact, locale-independent form (`171.5`, `16`, `nan`).
    mutating func append(number: Double) {
        append(NumberFormat.exact(number))
    }

    mutating func append(integer: Int) {
        append(String(integer))
    }

    /// Removes spaces at the end of the bytes written so far (before a line break).
    mutating func trimTrailingSpaces() {
        while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
