import Testing
import Snapshot
@testable import SnapshotCLI

/// The command line's suggestions come from the one `Suggestion` of the JSON format.
@Suite struct SuggestionTests {
    @Test func suggestsTheClosestCandidateWhenItIsNearEnough() {
        #expect(Suggestion.closest(to: "rendr", among: ["review", "render", "record"]) == "render")
        #expect(Suggestion.closest(to: "--fomat", among: ["--fixture", "--format"]) == "--format")
        // "frobnicate" is 7+ edits from every command: no suggestion rather than a silly one.
        #expect(Suggestion.closest(to: "frobnicate", among: ["render", "list"]) == nil)
        #expect(Suggestion.didYouMean("reveiw", in: ["review", "render"]) == "; did you mean 'review'?")
        #expect(Suggestion.didYouMean("zzz", in: ["review"]) == "")
    }

    @Test func nearestAlwaysNamesACandidateWhenThereIsOne() {
        #expect(Suggestion.nearest(to: "zzz", in: ["Mall/testA.1", "Mall/testB.1"])?.candidate == "Mall/testA.1")
        #expect(Suggestion.nearest(to: "Mall/testB.2", in: ["Mall/testA.1", "Mall/testB.1"])?.distance == 1)
        #expect(Suggestion.nearest(to: "x", in: []) == nil)
    }

    @Test func aMistypedCommandGetsASuggestion() {
        let run = CLIRun.run(["reveiw"])
        #expect(run.status == 2)
        #expect(run.error.contains("did you mean 'review'?"))
    }
}
