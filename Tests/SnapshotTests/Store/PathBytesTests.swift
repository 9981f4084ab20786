import Testing
@testable import Snapshot

/// Paths are compared and cut by byte: a `/` or `.` followed by a combining mark is one
/// `Character` with it, which `hasPrefix` and `hasSuffix` would not match.
@Suite struct PathBytesTests {
    @Test func aSlashOrADotBeforeACombiningMarkStillCounts() {
        let path = "/s/\u{301}x"
        #expect(!path.hasPrefix("/s/"))  // what a `Character` comparison says
        #expect(path.hasBytePrefix("/s/"))
        #expect(path.isPath(inside: "/s"))
        #expect(path.pathRemainder(after: "/s/") == "\u{301}x")
        #expect("a/".hasByteSuffix("/") && "x\u{600}/".hasByteSuffix("/") && !"x\u{600}/".hasSuffix("/"))
        #expect(".\u{301}runs".isHiddenName && !"\u{301}.runs".isHiddenName)
        #expect("a/\u{301}b//c/".pathNames == ["a", "\u{301}b", "", "c", ""])
        #expect("".pathNames == [""])
    }

    @Test func insideMeansTheFolderItselfOrBelowAFolderBoundary() {
        #expect("/s".isPath(inside: "/s"))
        #expect("/s/a/b".isPath(inside: "/s"))
        #expect(!"/sx/a".isPath(inside: "/s"))
        #expect(!"/".isPath(inside: "/s"))
        #expect("/s/a".pathRemainder(after: "/t/") == nil)
        #expect(!"ab".hasByteSuffix("abc") && "abc".hasByteSuffix("") && "abc".hasByteSuffix("bc"))
    }
}
