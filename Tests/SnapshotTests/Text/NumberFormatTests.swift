import Testing
@testable import Snapshot

@Suite struct NumberFormatTests {
    @Test func wholeNumbersHaveNoFraction() {
        #expect(NumberFormat.exact(16) == "16")
        #expect(NumberFormat.exact(-375) == "-375")
        #expect(NumberFormat.exact(-0.0) == "0")
    }

    @Test func fractionsKeepEveryDigitNeededToRoundTrip() {
        #expect(NumberFormat.exact(171.5) == "171.5")
        #expect(NumberFormat.exact(0.1) == "0.1")
        #expect(NumberFormat.exact(1.0 / 3.0) == "0.3333333333333333")
        #expect(Double(NumberFormat.exact(1.0 / 3.0)) == 1.0 / 3.0)
    }

    @Test func exponentFormsAreWrittenOut() {
        #expect(NumberFormat.exact(1e-7) == "0.0000001")
        #expect(NumberFormat.exact(-1.5e-7) == "-0.00000015")
        #expect(NumberFormat.exact(1e16) == "10000000000000000")
        #expect(NumberFormat.exact(1.25e17) == "125000000000000000")
    }

    @Test func nonFiniteValuesHaveNames() {
        #expect(NumberFormat.exact(.nan) == "nan")
        #expect(NumberFormat.exact(.infinity) == "inf")
        #expect(NumberFormat.exact(-.infinity) == "-inf")
    }

    @Test func sizesUseTheMultiplicationSign() {
        #expect(NumberFormat.size(Size(width: 171.5, height: 265)) == "171.5×265")
    }
}
