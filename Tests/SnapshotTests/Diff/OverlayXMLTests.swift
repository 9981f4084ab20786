import Testing
@testable import Snapshot

@Suite struct OverlayXMLTests {
    @Test func markupCharactersBecomeEntities() {
        #expect(OverlayXML.escape(#"A&B <"x"> 'y'"#) == "A&amp;B &lt;&quot;x&quot;&gt; &apos;y&apos;")
    }

    @Test func controlCharactersBecomePicturesOrReferences() {
        // NUL is not allowed in XML at all; a newline would break the one-line label.
        #expect(OverlayXML.escape("a\u{0}b\nc\u{7F}\u{FFFE}") == "a␀b␊c&#x7F;\u{FFFD}")
    }

    @Test func plainTextIsReturnedAsItIs() {
        #expect(OverlayXML.escape("OptimumGoodsSC 171.5×265") == "OptimumGoodsSC 171.5×265")
    }
}
