/// Byte scans over a string's UTF-8 that run at memory speed.
///
/// `text.utf8.contains(13)` walks the view one element at a time through its generic
/// iterator; a snapshot of a few hundred kilobytes is scanned on every assertion, so the
/// scan goes over the contiguous bytes eight at a time instead.
enum TextScan {
    /// The one SVG sniffer: whether `bytes` start an SVG document (`<svg` or `<?xml`) after any
    /// spaces, tabs, line breaks and a UTF-8 byte-order mark.
    static func isSVG<Bytes: Collection>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        let start = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        return start.starts(with: "<svg".utf8) || start.starts(with: "<?xml".utf8)
    }

    /// Whether `text` holds a carriage return (U+000D).
    static func containsCarriageReturn(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ contains(13, in: UnsafeRawBufferPointer($0)) }) {
            return found
        }
        var copy = text
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable { contains(13, in: UnsafeRawBufferPointer($0)) } ?? false
    }

    /// Whether `bytes` holds `byte`: eight bytes a step, with the "has a zero byte" trick.
    static func contains(_ byte: UInt8, in bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return false }
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        var index = 0
        while index + 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ pattern
            if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { return true }
            index += 8
        }
        while index < count {
            if base.load(fromByteOffset: index, as: UInt8.self) == byte { return true }
            index += 1
        }
        return false
    }
}
