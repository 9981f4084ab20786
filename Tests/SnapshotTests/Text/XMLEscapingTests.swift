import Testing
@testable import Snapshot

@Suite struct XMLEscapingTests {
    @Test func escapesTheFiveSpecials() {
        #expect(XMLEscaping.escaped(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;")
    }

    @Test func makesScalarsXMLForbidsVisible() {
        #expect(XMLEscaping.escaped("a\u{0}b\u{1B}c\u{FFFE}") == "a\\u{0}b\\u{1B}c\\u{FFFE}")
        #expect(XMLEscaping.escaped("充值 & 🛒") == "充值 &amp; 🛒")
    }

    @Test func unescapesNamedAndNumericReferences() {
        let text = "&lt;b&gt; &amp;amp; &quot;&apos; &#20805;&#x503C; &unknown; & alone"
        #expect(XMLEscaping.unescape(ArraySlice(text.utf8)) == "<b> &amp; \"' 充值 &unknown; & alone")
    }
}
