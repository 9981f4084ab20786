import Testing
@testable import Snapshot

@Suite struct IndexListTests {
    @Test func threeOrMoreConsecutiveIndicesBecomeARange() {
        #expect(IndexList.text([0, 1, 2, 3]) == "0–3")
        #expect(IndexList.text([4, 5]) == "4, 5")
    }

    @Test func fiveOrMoreWithOneStepBecomeAnEllipsis() {
        #expect(IndexList.text([0, 2, 4, 6, 8]) == "0, 2, …, 8")
        #expect(IndexList.text([0, 2, 4, 6]) == "0, 2, 4, 6")
    }

    @Test func mixedRunsReadLeftToRight() {
        #expect(IndexList.text([0, 1, 2, 3, 5, 7, 9]) == "0–3, 5, 7, 9")
        #expect(IndexList.text([0, 2, 3, 4]) == "0, 2–4")
    }

    @Test func longListsAreCutWithTheTotal() {
        // Pairs ten apart: no run is long enough to shorten, so every index is a part.
        let indices = [0, 1, 10, 11, 20, 21, 30, 31]
        #expect(IndexList.text(indices, maxParts: 4) == "0, 1, 10, 11, … 8 in all")
    }
}
