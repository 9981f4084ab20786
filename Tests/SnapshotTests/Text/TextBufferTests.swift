import Testing
@testable import Snapshot

@Suite struct TextBufferTests {
    @Test func cachedNumbersAreExactlyWhatNumberFormatWrites() {
        // More values than the table has slots, repeated, so slots are shared and replaced.
        var values: [Double] = [0, -0.0, .nan, .infinity, -.infinity, 171.5, 1.0 / 3.0, 1e300, -1e-300, .leastNonzeroMagnitude]
        for index in 0..<3000 {
            values.append(Double(index) * 0.5)
            values.append(Double(index) / 7)
        }
        var buffer = TextBuffer()
        for _ in 0..<3 {
            for value in values {
                buffer.append(number: value)
                buffer.append(byte: UInt8(ascii: " "))
            }
        }
        let expected = String(repeating: values.map { NumberFormat.exact($0) + " " }.joined(), count: 3)
        #expect(buffer.text == expected)
    }

    @Test func encodesScalarsOfEveryLength() {
        var buffer = TextBuffer()
        for scalar in ["A", "é", "充", "🛒"] as [Unicode.Scalar] {
            buffer.append(scalar: scalar)
        }
        #expect(buffer.text == "Aé充🛒")
    }

    /// Element text is escaped wherever it leaves the bytes: in each megabyte moved into the
    /// text while it is written, and at its end; what comes before and after it is not.
    @Test func elementTextIsEscapedAcrossFlushes() {
        var buffer = TextBuffer(capacity: 16 << 20)
        buffer.append("<metadata>")
        buffer.beginElementText()
        let piece = "a<b & c>d "
        for _ in 0..<300_000 {
            buffer.append(piece)
            buffer.flushIfLarge()
        }
        buffer.endElementText()
        buffer.append("</metadata>")
        #expect(buffer.writtenCount > 4 << 20)  // several flushes
        let escaped = String(repeating: "a&lt;b &amp; c&gt;d ", count: 300_000)
        #expect(buffer.takeText() == "<metadata>" + escaped + "</metadata>")
    }

    /// A large buffer lets go of its bytes' pages once it has moved them into the text.
    @Test func aLargeBufferIsSmallAgainAfterAFlush() {
        var buffer = TextBuffer(capacity: 64 << 20)
        buffer.append(String(repeating: "x", count: 2 << 20))
        #expect(buffer.capacity >= 64 << 20)
        buffer.flushIfLarge()
        #expect(buffer.count == 0 && buffer.capacity <= 2 << 20)
        buffer.append("y")
        #expect(buffer.takeText() == String(repeating: "x", count: 2 << 20) + "y")
    }

    @Test func trimsOnlyTrailingSpaces() {
        var buffer = TextBuffer()
        buffer.append(" a  b   ")
        buffer.trimTrailingSpaces()
        #expect(buffer.text == " a  b")
    }
}
