import Testing
@testable import ScreenFiles
@testable import Snapshot

@Suite struct WidthFormulaTests {
    /// The width `text` gives with `full` = 359 (375 less a 16-pt left inset) and `screen` = 375.
    private func width(_ text: String) -> Double? {
        WidthFormula.parse(text)?.value(full: 359, screen: 375)
    }

    @Test func seedFormulasWorkAsWritten() {
        // (375 − 32) / 2 = 171.5, the OptimumGoodsSC width on an iPhone 8.
        #expect(width("(SCREEN_WIDTH-32)/2") == 171.5)
        #expect(width("(screen - 32) / 2") == 171.5)
        #expect(width("screen") == 375)
        #expect(width("full") == 359)
    }

    @Test func multiplicationAndDivisionBindTighterThanAdditionAndSubtraction() {
        #expect(width("full - 2 * 8") == 343)  // 359 − 16
        #expect(width("full / 2 - 8") == 171.5)  // 179.5 − 8
        #expect(width("screen - 10 - 5") == 360)  // left to right: (375 − 10) − 5
        #expect(width("screen / 5 / 3") == 25)  // (375 / 5) / 3
        #expect(width("-8 + screen") == 367)
        #expect(width("0.5 * screen") == 187.5)
    }

    @Test func malformedFormulasAreRefused() {
        for text in ["", "(full", "full +", "wide", "full full", "2 ** full", "1e3 + full", "full)", "1.2.3 * full"] {
            #expect(WidthFormula.parse(text) == nil, "\(text)")
        }
        #expect(WidthFormula.parse(String(repeating: "(", count: 60) + "full" + String(repeating: ")", count: 60)) == nil)
    }

    @Test func formulasWithoutAWidthAreKnownAsSuch() {
        #expect(WidthFormula.parse("1/2")?.mentionsWidth == false)
        #expect(WidthFormula.parse("(1 + full) * 0")?.mentionsWidth == true)
    }
}
