import Testing
import Foundation
import Snapshot

@Suite struct DiffingTests {
    /// Records what the comparison was given.
    static let echo = Diffing<String>.text { reference, actual in
        DiffReport(summary: reference, textDiff: actual, overlaySVG: nil)
    }

    /// One line-ending rule everywhere (`LineEndings`): a CR LF pair is a line break, a lone CR
    /// is text the diff shows (`␍`), as the comparison always had it.
    @Test func textReadsCRLFAsLFAndKeepsALoneCR() throws {
        #expect(try Diffing<String>.text.fromData(Data("a\r\nb\rc\n".utf8)) == "a\nb\rc\n")
    }

    @Test func textWritesLF() {
        #expect(Diffing<String>.text.toData("a\r\nb\n") == Data("a\nb\n".utf8))
    }

    @Test func textRejectsBytesThatAreNotUTF8() {
        #expect(throws: (any Error).self) {
            try Diffing<String>.text.fromData(Data([0x61, 0xC3, 0x28]))
        }
    }

    @Test func theComparisonSeesBothSidesWithLF() {
        let report = Self.echo.diff("a\r\nb", "a\r\nc")
        #expect(report?.summary == "a\nb")
        #expect(report?.textDiff == "a\nc")
    }

    @Test func builtInTextAsksSnapshotComparisonAndMatchesEqualTexts() {
        #expect(Diffing<String>.text.diff("same\n", "same\r\n") == nil)
        #expect(Diffing<String>.text.diff("a\n", "b\n") == SnapshotComparison.compare(reference: "a\n", actual: "b\n"))
    }
}
