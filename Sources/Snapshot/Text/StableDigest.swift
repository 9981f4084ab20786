/// A 64-bit digest of bytes that is the same on every machine, in every process.
///
/// Swift's `Hasher` is seeded per process, so it cannot name content across runs; this one is
/// fixed. The bytes are read as little-endian 64-bit words, whatever the machine's byte order
/// (the last word filled up with zero bytes), however the stream is cut into `add` calls.
/// Words go to four lanes in turn (word 0 to lane 0, word 1 to lane 1 …, so the lanes run
/// side by side), each step `lane = rotl(lane &+ word &* p2, 31) &* p1`. At the end the lanes
/// are merged, the byte count is mixed in (so trailing zero bytes count), and a final
/// avalanche spreads every bit. The lane step, merge and avalanche are those of
/// xxHash64, written here from its published description; the seed (`snapstmp`), the short
/// inputs (always through the lanes) and the tail (zero-padded words) differ, so the values
/// are not xxHash64's. A few bytes per cycle: a megabyte costs a fraction of a millisecond.
///
/// It tells content apart, it does not resist forgery: two different inputs share a digest
/// with odds of about 2⁻⁶⁴, and nobody does so by accident.
///
///     var digest = StableDigest()
///     digest.add(bytes: "abc")
///     StableDigest.hex(digest.finish())   // 16 lowercase hex digits
package struct StableDigest {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63

    /// `snapstmp` read as a little-endian word: the lanes start from it.
    private static let seed: UInt64 = 0x706D_7473_7061_6E73

    private var lane0: UInt64 = seed &+ prime1 &+ prime2
    private var lane1: UInt64 = seed &+ prime2
    private var lane2: UInt64 = seed
    private var lane3: UInt64 = seed &- prime1
    /// Whole words fed to the lanes so far.
    private var words = 0
    /// Bytes added so far.
    private var byteCount = 0
    /// Bytes of a word not yet complete, low byte first.
    private var partial: UInt64 = 0
    private var partialCount = 0

    package init() {}

    /// The digest of `bytes` alone.
    package static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var digest = StableDigest()
        digest.add(bytes: bytes)
        return digest.finish()
    }

    /// The digest of `text`'s UTF-8 bytes as `hex` writes it: how the review page, `apply`,
    /// `accept --group` and the run records name a rendering or a set of lines.
    package static func hex(of text: String) -> String {
        var digest = StableDigest()
        digest.add(bytes: text)
        return hex(digest.finish())
    }

    /// Adds the UTF-8 bytes of `text`.
    package mutating func add(bytes text: String) {
        var text = text
        text.withUTF8 { add(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Adds `bytes`: the same digest however the stream is cut into calls.
    package mutating func add(bytes: UnsafeRawBufferPointer) {
        let count = bytes.count
        guard count > 0, let base = bytes.baseAddress else { return }
        byteCount &+= count
        var index = 0
        if partialCount > 0 {
            while index < count, partialCount < 8 {
                partial |= UInt64(base.load(fromByteOffset: index, as: UInt8.self)) << (8 * UInt64(partialCount))
                partialCount += 1
                index += 1
            }
            guard partialCount == 8 else { return }
            feed(partial)
            partial = 0
            partialCount = 0
        }
        while words & 3 != 0, index + 8 <= count {
            feed(Self.word(base, index))
            index += 8
        }
        if words & 3 == 0, index + 32 <= count {
            var a = lane0, b = lane1, c = lane2, d = lane3
            let start = index
            repeat {
                a = Self.step(a, Self.word(base, index))
                b = Self.step(b, Self.word(base, index + 8))
                c = Self.step(c, Self.word(base, index + 16))
                d = Self.step(d, Self.word(base, index + 24))
                index += 32
            } while index + 32 <= count
            lane0 = a
            lane1 = b
            lane2 = c
            lane3 = d
            words += (index - start) / 8
        }
        while index + 8 <= count {
            feed(Self.word(base, index))
            index += 8
        }
        while index < count {
            partial |= UInt64(base.load(fromByteOffset: index, as: UInt8.self)) << (8 * UInt64(partialCount))
            partialCount += 1
            index += 1
        }
    }

    /// The digest of everything added (the value is not changed, so more may be added after).
    package func finish() -> UInt64 {
        var copy = self
        if copy.partialCount > 0 { copy.feed(copy.partial) }  // the last word, filled with zeros
        var hash =
            Self.rotate(copy.lane0, 1) &+ Self.rotate(copy.lane1, 7)
            &+ Self.rotate(copy.lane2, 12) &+ Self.rotate(copy.lane3, 18)
        for lane in [copy.lane0, copy.lane1, copy.lane2, copy.lane3] {
            hash ^= Self.step(0, lane)
            hash = hash &* Self.prime1 &+ Self.prime4
        }
        hash &+= UInt64(truncatingIfNeeded: copy.byteCount)
        hash ^= hash >> 33
        hash = hash &* Self.prime2
        hash ^= hash >> 29
        hash = hash &* Self.prime3
        hash ^= hash >> 32
        return hash
    }

    /// `0123456789abcdef`: 16 lowercase hex digits.
    package static func hex(_ digest: UInt64) -> String {
        let digits = String(digest, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The digest written by `hex`, or `nil` unless `text` is exactly 16 lowercase hex digits.
    package static func parseHex<Bytes: Collection>(_ text: Bytes) -> UInt64? where Bytes.Element == UInt8 {
        guard text.count == 16 else { return nil }
        var value: UInt64 = 0
        for byte in text {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }

    @inline(__always)
    private mutating func feed(_ word: UInt64) {
        switch words & 3 {
        case 0: lane0 = Self.step(lane0, word)
        case 1: lane1 = Self.step(lane1, word)
        case 2: lane2 = Self.step(lane2, word)
        default: lane3 = Self.step(lane3, word)
        }
        words += 1
    }

    @inline(__always)
    private static func step(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        rotate(lane &+ word &* prime2, 31) &* prime1
    }

    @inline(__always)
    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        value << count | value >> (64 - count)
    }

    /// The little-endian word at `offset`, on any machine.
    @inline(__always)
    private static func word(_ base: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
}
