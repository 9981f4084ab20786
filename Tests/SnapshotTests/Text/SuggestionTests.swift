import Testing
@testable import Snapshot

@Suite struct SuggestionTests {
    private let layouts = ["flow", "left-aligned", "listkit"]

    @Test func swapOfNeighboursCountsAsOneEdit() {
        #expect(Suggestion.editDistance(Array("itmes".unicodeScalars), Array("items".unicodeScalars)) == 1)
        #expect(Suggestion.closest(to: "itmes", among: ["name", "items"]) == "items")
    }

    @Test func unrelatedWordGetsNoSuggestion() {
        // f→g, l→r, o→i, w→d: four edits.
        #expect(Suggestion.editDistance(Array("flow".unicodeScalars), Array("grid".unicodeScalars)) == 4)
        #expect(Suggestion.closest(to: "grid", among: layouts) == nil)
        #expect(Suggestion.closest(to: "zyx", among: ["x-y-z-long-name"]) == nil)
    }

    @Test func caseIsIgnored() {
        #expect(Suggestion.closest(to: "LISTKIT", among: layouts) == "listkit")
    }

    @Test func abbreviationKeepingTheFirstLetterBeatsATwoLetterTypoOfAnotherKey() {
        #expect(Suggestion.closest(to: "navBar", among: ["tabBar", "navigationBar"]) == "navigationBar")
        #expect(Suggestion.closest(to: "stick", among: ["stickyHeaders", "stretchToEdge"]) == "stickyHeaders")
        #expect(Suggestion.closest(to: "left", among: layouts) == "left-aligned")
    }

    @Test func shortWordsAllowOneEdit() {
        #expect(Suggestion.closest(to: "ab", among: ["abc"]) == "abc")
        #expect(Suggestion.closest(to: "ab", among: ["xyz"]) == nil)
    }
}
