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
        // Copying the contiguous UTF-8 at once is much faster than the generic sequence append.
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil { bytes.append(contentsOf: text.utf8) }
    }

    mutating func append(_ text: Substring) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends what `body` writes at the pointer it is given: at most `maxCount` bytes; it
    /// returns how many it wrote. For loops that would otherwise append byte by byte.
    mutating func append(upTo maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: maxCount))
        let written = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { body($0 + start) } ?? 0
        }
        bytes.removeLast(maxCount - Swift.min(Swift.max(written, 0), maxCount))
    }

    mutating func append(bytes: ArraySlice<UInt8>) {
        self.bytes.append(contentsOf: bytes)
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
    ///
    /// Layouts repeat a few values (widths, heights, insets) thousands of times, so the
    /// forms of recent values are kept in a small table keyed by the value's bits.
    mutating func append(number: Double) {
        let bits = number.bitPattern
        let slot = Int(truncatingIfNeeded: (bits ^ (bits >> 29) ^ (bits >> 47)) & UInt64(NumberForms.slots - 1))
        if forms.keys.isEmpty { forms = NumberForms() }
        let length = Int(forms.lengths[slot])
        let start = slot * NumberForms.width
        if length > 0, forms.keys[slot] == bits {
            bytes.append(contentsOf: forms.bytes[start..<(start + length)])
            return
        }
        let text = NumberFormat.exact(number)
        append(text)
        let utf8 = text.utf8
        guard utf8.count < NumberForms.width else { return }
        forms.keys[slot] = bits
        forms.lengths[slot] = UInt8(utf8.count)
        var index = start
        for byte in utf8 {
            forms.bytes[index] = byte
            index += 1
        }
    }

    /// A direct-mapped table of number forms: the key's bits, then up to 23 bytes of text.
    private struct NumberForms {
        static let slots = 1024
        static let width = 24
        var keys: [UInt64] = Array(repeating: 0, count: slots)
        var lengths: [UInt8] = Array(repeating: 0, count: slots)
        var bytes: [UInt8] = Array(repeating: 0, count: slots * width)

        static let empty = NumberForms(keys: [], lengths: [], bytes: [])
    }

    private var forms = NumberForms.empty

    mutating func append(integer: Int) {
        append(String(integer))
    }

    /// Removes spaces at the end of the bytes written so far (before a line break).
    mutating func trimTrailingSpaces() {
        while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
