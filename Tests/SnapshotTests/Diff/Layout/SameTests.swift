import Testing
@testable import Snapshot

@Suite struct SameTests {
    @Test func nanIsTheSameAsNaN() {
        #expect(Same.number(.nan, .nan))
        #expect(!Same.number(.nan, 0))
        #expect(Same.rect(Rect(x: .nan, y: 0, width: 1, height: 1), Rect(x: .nan, y: 0, width: 1, height: 1)))
    }

    @Test func deltasDropFloatingPointNoise() {
        // 17.333333333333332 − 16.333333333333332 is 1 up to the last bit.
        #expect(Same.delta(16 + 1.0 / 3, 17 + 1.0 / 3) == 1)
        #expect(Same.delta(0.1, 0.3) == 0.2)
        // A real change below a billionth of a point is kept, not rounded to zero.
        #expect(Same.delta(0, 1e-12) == 1e-12)
    }
}
