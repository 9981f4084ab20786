import Testing
import Snapshot

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
