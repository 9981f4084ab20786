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

    @Test func trimsOnlyTrailingSpaces() {
        var buffer = TextBuffer()
        buffer.append(" a  b   ")
        buffer.trimTrailingSpaces()
        #expect(buffer.text == " a  b")
    }
}
