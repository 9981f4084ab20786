import Foundation
import Testing
@testable import Snapshot

@Suite struct StableDigestTests {
    private func digest(_ text: String) -> UInt64 {
        var digest = StableDigest()
        digest.add(bytes: text)
        return digest.finish()
    }

    /// The values every machine must compute, so stamps written on one are proven on another.
    /// They were computed once, by this implementation and by a separate transcription of the
    /// algorithm on `StableDigest` into a few lines of Python with arbitrary-precision integers
    /// masked to 64 bits (both agree). They can never change without every stamped reference
    /// going the long way.
    @Test func knownValuesStayTheSame() {
        #expect(StableDigest.hex(digest("")) == "21b87342dc40ac3d")
        #expect(StableDigest.hex(digest("abc")) == "9cce1af0add933c4")
        #expect(StableDigest.hex(digest(String(repeating: "snapshot ", count: 20))) == "561355141a063422")
    }

    @Test func theSameBytesCutAnywhereGiveTheSameDigest() {
        let text = Array("The quick brown fox jumps over the lazy dog, 充值, and a few more bytes to cross 32.".utf8)
        let whole = text.withUnsafeBytes { StableDigest.of($0) }
        for cuts in [[1], [7], [8], [9], [31, 33], [3, 5, 17, 40], Array(stride(from: 1, to: text.count, by: 1))] {
            var digest = StableDigest()
            var start = 0
            for cut in cuts + [text.count] where cut >= start {
                text[start..<cut].withUnsafeBytes { digest.add(bytes: $0) }
                start = cut
            }
            #expect(digest.finish() == whole, "cut at \(cuts)")
        }
    }

    @Test func everyByteCounts() {
        let base = Array(repeating: UInt8(ascii: "a"), count: 100)
        let original = base.withUnsafeBytes { StableDigest.of($0) }
        for index in [0, 7, 8, 31, 32, 63, 64, 95, 99] {
            var changed = base
            changed[index] = UInt8(ascii: "b")
            #expect(changed.withUnsafeBytes { StableDigest.of($0) } != original, "byte \(index)")
        }
    }

    @Test func trailingZeroBytesAreNotPadding() {
        // "abc" is read as one word filled up with zeros; the byte count keeps "abc\0" apart from it.
        #expect(digest("abc") != digest("abc\u{0}"))
        #expect(digest("") != digest("\u{0}"))
    }

    @Test func hexIsSixteenLowercaseDigitsAndReadsBack() {
        #expect(StableDigest.hex(0) == "0000000000000000")
        #expect(StableDigest.hex(0xABC) == "0000000000000abc")
        #expect(StableDigest.hex(.max) == "ffffffffffffffff")
        #expect(StableDigest.parseHex(Array("0123456789abcdef".utf8)) == 0x0123_4567_89AB_CDEF)
        #expect(StableDigest.parseHex(Array("0123456789ABCDEF".utf8)) == nil)
        #expect(StableDigest.parseHex(Array("0123456789abcde".utf8)) == nil)
        #expect(StableDigest.parseHex(Array("0123456789abcdeg".utf8)) == nil)
    }
}
