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
        #expect(PathComponent.sanitized("café 😀 menu") == "café-menu")
    }

    /// Letters and digits of every script stay, composed (NFC): the bytes are the same whether the
    /// name was typed composed or decomposed, as macOS's disks would otherwise make them.
    @Test func keepsLettersOfOtherScriptsComposed() {
        #expect(PathComponent.sanitized("充值") == "充值")
        #expect(PathComponent.sanitized("提现") == "提现")
        #expect(PathComponent.sanitized("首页 Home") == "首页-Home")
        #expect(PathComponent.sanitized("cafe\u{301}") == "caf\u{E9}")
        #expect(Array(PathComponent.sanitized("cafe\u{301}").utf8) == Array("caf\u{E9}".utf8))
        #expect(PathComponent.sanitized("١٢٣") == "١٢٣")  // Arabic-Indic digits
    }

    /// Invisible and direction-changing characters never reach a file name.
    @Test func dropsInvisibleCharacters() {
        #expect(PathComponent.sanitized("a\u{202E}b") == "a-b")  // right-to-left override
        #expect(PathComponent.sanitized("a\u{200B}b") == "a-b")  // zero-width space
        #expect(PathComponent.sanitized("\u{FEFF}名") == "名")
        // Joiners, tags and selectors are glued to the letter before them: "é\u{200D}" is one
        // character, still a letter. They go all the same, so look-alike names stay apart.
        for invisible in ["\u{200C}", "\u{200D}", "\u{2060}", "\u{061C}", "\u{00AD}", "\u{E0041}", "\u{FE0F}", "\u{034F}"] {
            #expect(PathComponent.sanitized("café" + invisible + "menu") == "café-menu", "U+\(String(invisible.unicodeScalars.first?.value ?? 0, radix: 16))")
        }
        #expect(PathComponent.sanitized("cafe\u{301}") == "café")  // an accent is not invisible
    }

    /// A long name in a script of 3-byte letters is cut at a letter, to at most 100 bytes.
    @Test func cutsLongNamesInOtherScriptsAtALetter() {
        let long = String(repeating: "值", count: 60)  // 180 bytes
        let cut = PathComponent.sanitized(long)
        // 91 bytes before the hash: 30 letters (90 bytes), then "-" and 8 hex digits.
        #expect(cut == String(repeating: "值", count: 30) + "-" + StableHash.fnv1a(long))
        #expect(cut.utf8.count == 99)
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
