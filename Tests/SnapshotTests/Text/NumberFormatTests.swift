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
        #expect(NumberFormat.exact(-1e-10) == "-0.0000000001")
        #expect(NumberFormat.exact(1e20) == "100000000000000000000")
    }

    /// Past any screen, a number keeps its exponent: at most 25 characters, still exact.
    @Test func hugeAndTinyNumbersKeepTheirExponent() {
        #expect(NumberFormat.exact(1e300) == "1e300")
        #expect(NumberFormat.exact(-2.5e-12) == "-2.5e-12")
        #expect(NumberFormat.exact(1e21) == "1e21")
        #expect(NumberFormat.exact(.greatestFiniteMagnitude) == "1.7976931348623157e308")
        #expect(NumberFormat.exact(.leastNonzeroMagnitude) == "5e-324")
        for value in [1e300, -2.5e-12, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 123456789.123e200] {
            #expect(Double(NumberFormat.exact(value)) == value)
            #expect(NumberFormat.exact(value).count <= 25)
        }
    }

    @Test func nonFiniteValuesHaveNames() {
        #expect(NumberFormat.exact(.nan) == "nan")
        #expect(NumberFormat.exact(.infinity) == "inf")
        #expect(NumberFormat.exact(-.infinity) == "-inf")
    }

    /// A label shows two decimals at most: the float noise of a sum of fractions is not news.
    @Test func labelsRoundToHundredths() {
        #expect(NumberFormat.label(Size(width: 324.90000000000003, height: 160)) == "324.9×160")
        #expect(NumberFormat.label(Size(width: 375.0 / 3, height: 0.004)) == "125×0")
        #expect(NumberFormat.label(Size(width: 171.5, height: 1e300)) == "171.5×1e300")
        #expect(NumberFormat.label(Size(width: -0.001, height: .nan)) == "0×nan")
    }

    @Test func sizesUseTheMultiplicationSign() {
        #expect(NumberFormat.size(Size(width: 171.5, height: 265)) == "171.5×265")
    }
}
