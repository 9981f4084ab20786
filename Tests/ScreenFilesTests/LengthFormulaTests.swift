import Testing
@testable import ScreenFiles
@testable import Snapshot

@Suite struct LengthFormulaTests {
    /// The width `text` gives with `full` = 359 (375 less a 16-pt left inset), `screen` = 375 and
    /// `body` = 17.
    private func width(_ text: String, body: Double = 17) -> Double? {
        LengthFormula.parse(text)?.value(LengthFormula.Names(full: 359, screen: 375, body: body))
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
            #expect(LengthFormula.parse(text) == nil, "\(text)")
        }
        #expect(LengthFormula.parse(String(repeating: "(", count: 60) + "full" + String(repeating: ")", count: 60)) == nil)
    }

    @Test func formulasWithoutANameAreKnownAsSuch() {
        #expect(LengthFormula.parse("1/2")?.mentionsAName == false)
        #expect(LengthFormula.parse("(1 + full) * 0")?.mentionsAName == true)
        #expect(LengthFormula.parse("body + 24")?.mentionsAName == true)
    }

    @Test func bodyIsTheBodyTextSizeAtTheScreensCategory() {
        // One line of body text, 1.2 × its size, plus 24 of padding: 17 × 1.2 + 24 = 44.4 at
        // the default size, 40 × 1.2 + 24 = 72 at AX3.
        #expect(width("body * 1.2 + 24") == 44.4)
        #expect(width("body * 1.2 + 24", body: 40) == 72)
        var context = CollectionContext(containerSize: .zero, insetContainerSize: .zero, device: .iPhoneSE)
        #expect(LengthFormula.Names(full: 0, in: context).body == 17)
        context.contentSizeCategory = .accessibilityExtraLarge
        #expect(LengthFormula.Names(full: 0, in: context).body == 40)
        #expect(LengthFormula.Names(full: 0, in: context).screen == 320)
    }
}
