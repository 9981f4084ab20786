import Testing
import Foundation
import Snapshot

@Suite struct PathComponentTests {
    @Test func keepsSafeNames() {
        #expect(PathComponent.sanitized("testMall") == "testMall")
        #expect(PathComponent.sanitized("iphone-se_2.dark") == "iphone-se_2.dark")
    }

    @Test func replacesEveryRunOfOtherCharactersWithOneDash() {
        #expect(PathComponent.sanitized("a b\t\tc") == "a-b-c")
        #expect(PathComponent.sanitized("a/b") == "a-b")
        #expect(PathComponent.sanitized("a\\b:c*d") == "a-b-c-d")
        #expect(PathComponent.sanitized("a\u{0}b") == "a-b")
        #expect(PathComponent.sanitized("café 😀 menu") == "caf-menu")
    }

    @Test func cannotClimbOutOfItsFolder() {
        #expect(PathComponent.sanitized("../../etc/passwd") == "etc-passwd")
        #expect(PathComponent.sanitized("/abs") == "abs")
        #expect(PathComponent.sanitized("..") == "unnamed")
        #expect(PathComponent.sanitized(".") == "unnamed")
        #expect(PathComponent.sanitized(".hidden") == "hidden")
        #expect(PathComponent.sanitized("-rf") == "rf")
    }

    @Test func neverReturnsAnEmptyName() {
        #expect(PathComponent.sanitized("") == "unnamed")
        #expect(PathComponent.sanitized("😀") == "unnamed")
        #expect(PathComponent.sanitized("///") == "unnamed")
    }

    @Test func dropsTrailingDashes() {
        #expect(PathComponent.sanitized("testMall()") == "testMall")
    }

    @Test func cutsLongNamesAndAppendsAStableHash() {
        let long = String(repeating: "a", count: 500)
        let cut = PathComponent.sanitized(long)
        // 100 characters: 91 kept, then "-" and 8 hex digits of the original's FNV-1a.
        #expect(cut.count == 100)
        #expect(cut == String(repeating: "a", count: 91) + "-" + StableHash.fnv1a(long))
        let other = PathComponent.sanitized(String(repeating: "a", count: 499) + "b")
        #expect(other != cut)
    }

    @Test func everyHostileNameStaysOneComponent() {
        let hostile = ["../../etc/passwd", "/abs", "a/b", "a\u{0}b", "😀", String(repeating: "/..", count: 200), "", ".", ".."]
        for name in hostile {
            let component = PathComponent.sanitized(name)
            #expect(!component.isEmpty)
            #expect(!component.contains("/"))
            #expect(!component.hasPrefix("."))
            #expect(component.utf8.count <= PathComponent.maxLength)
            let base = URL(fileURLWithPath: "/tmp/snapshots")
            #expect(base.appendingPathComponent(component).standardizedFileURL.deletingLastPathComponent().path == base.path)
        }
    }
}

@Suite struct StableHashTests {
    // Published FNV-1a 32-bit test vectors.
    @Test func matchesPublishedVectors() {
        #expect(StableHash.fnv1a("") == "811c9dc5")
        #expect(StableHash.fnv1a("a") == "e40c292c")
        #expect(StableHash.fnv1a("foobar") == "bf9cf968")
    }

    @Test func padsToEightHexDigits() {
        // Every hash is written with 8 digits, leading zeros kept.
        for text in ["", "a", "b", "ab", "zzz", "x".padding(toLength: 300, withPad: "y", startingAt: 0)] {
            #expect(StableHash.fnv1a(text).count == 8)
        }
    }
}
