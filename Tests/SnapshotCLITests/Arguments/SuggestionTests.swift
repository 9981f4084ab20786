import Testing
@testable import SnapshotCLI

@Suite struct SuggestionTests {
    @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        #expect(Suggestion.editDistance("rendr", "render") == 1)  // insert "e"
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)  // k→s, e→i, +g
        #expect(Suggestion.editDistance("", "list") == 4)
        #expect(Suggestion.editDistance("same", "same") == 0)
    }

    @Test func suggestsTheClosestCandidateWhenItIsNearEnough() {
        #expect(Suggestion.closest(to: "rendr", in: ["review", "render", "record"]) == "render")
        #expect(Suggestion.closest(to: "--fomat", in: ["--fixture", "--format"]) == "--format")
        // "frobnicate" is 7+ edits from every command: no suggestion rather than a silly one.
        #expect(Suggestion.closest(to: "frobnicate", in: ["render", "list"]) == nil)
    }

    @Test func nearestAlwaysNamesACandidateWhenThereIsOne() {
        #expect(Suggestion.nearest(to: "zzz", in: ["Mall/testA.1", "Mall/testB.1"])?.candidate == "Mall/testA.1")
        #expect(Suggestion.nearest(to: "x", in: []) == nil)
    }
}
