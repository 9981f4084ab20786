import Foundation
import Testing
@testable import SnapshotCLI
import Snapshot
import ScreenFixtures

/// Only SVGs that can do nothing but draw are written beside the review page.
@Suite struct InertSVGTests {
    @Test func theRenderersSVGsAndOverlaysAreShown() throws {
        for fixture in Fixtures.all where fixture.name != "huge-list" {
            let layout = LayoutEngine.layout(fixture.make(.iPhoneSE))
            let svg = SVGRenderer().render(layout)
            #expect(InertSVG.problem(in: svg) == nil, "\(fixture.name)")
            // Every fixture but the empty one has a segment to move, so an overlay to check.
            guard fixture.name != "empty" else { continue }
            var moved = layout
            try #require(!moved.segments.isEmpty, "\(fixture.name)")
            moved.segments[0].inset.left += 4
            let report = SnapshotComparison.compare(reference: LayoutListing.render(layout), actual: LayoutListing.render(moved))
            let overlay = try #require(report?.overlaySVG, "\(fixture.name)")
            #expect(InertSVG.problem(in: overlay) == nil, "\(fixture.name) overlay")
        }
    }

    @Test(arguments: [
        (#"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#, "a <script> element"),
        (#"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>"#, "an event handler (onload)"),
        (#"<svg xmlns="http://www.w3.org/2000/svg"><rect ONCLICK="x()"/></svg>"#, "an event handler (ONCLICK)"),
        (#"<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div/></foreignObject></svg>"#, "a <foreignObject> element"),
        (#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink"><a x:href="javascript:alert(1)"><rect/></a></svg>"#, "a <a> element"),
        (
            #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink"><use x:href="https://evil.example/x.svg#a"/></svg>"#,
            "a link out of the file (x:href)"
        ),
        (#"<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/a.css);</style></svg>"#, "a style with an at-rule"),
        (#"<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill: url(https://evil.example/p)"/></svg>"#, "a style that loads something (style)"),
        ("<!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><svg>&x;</svg>", "a DOCTYPE"),
        ("<!dOcTyPe svg><svg xmlns=\"http://www.w3.org/2000/svg\"/>", "a DOCTYPE"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"><!ENTITY x \"y\"></svg>", "a DOCTYPE"),
        (
            ##"<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#fff" style="FILL: URL(https://evil.example/p)" onmouseover="x()"/></svg>"##,
            "an event handler (onmouseover)"
        ),
        (#"<?xml-stylesheet href="https://evil.example/a.xsl"?><svg xmlns="http://www.w3.org/2000/svg"/>"#, "a processing instruction (<?xml-stylesheet?>)"),
        (#"<html><script>alert(1)</script></html>"#, "a <html> element"),
        // Ten ways around a check that looks for `url(` in pieces (the third hostile-input campaign):
        (#"<svg xmlns="http://www.w3.org/2000/svg"><style>.a{fill:&#x75;rl(https://evil.example/p)}</style></svg>"#, "a style that loads something"),
        (#"<svg xmlns="http://www.w3.org/2000/svg"><style>.a{fill:\75 rl(https://evil.example/p)}</style></svg>"#, "a style with an escape"),
        (
            #"<svg xmlns="http://www.w3.org/2000/svg"><style>.a{background:image-set("https://evil.example/p" 1x)}</style></svg>"#,
            "a style that calls image-set("
        ),
        (#"<svg xmlns="http://www.w3.org/2000/svg"><style>.a{fill:ur<g/>l(https://evil.example/p)}</style></svg>"#, "an element inside <style>"),
        (
            #"<svg xmlns="http://www.w3.org/2000/svg"><style><![CDATA[.a{fill:ur]]><![CDATA[l(https://evil.example/p)}]]></style></svg>"#,
            "a style that loads something"
        ),
        (#"<svg xmlns="http://www.w3.org/2000/svg"><style>.a{fill:ur<!-- -->l(https://evil.example/p)}</style></svg>"#, "a comment inside <style>"),
        (#"<svg xmlns="http://www.w3.org/2000/svg"><style>@font-face{font-family:x;src:local(x)}</style></svg>"#, "a style with an at-rule"),
        (#"<svg xmlns="http://www.w3.org/2000/svg"><style>.a{fill:u/**/rl(x)}</style></svg>"#, "a style with a comment"),
        (#"<svg xmlns="http://www.w3.org/2000/svg"><rect fill="\75 rl(https://evil.example/p)"/></svg>"#, "a style with an escape (fill)"),
        (
            #"<svg xmlns="http://www.w3.org/2000/svg"><rect style="background:-webkit-image-set(&quot;https://evil.example/p&quot; 1x)"/></svg>"#,
            "a style that calls -webkit-image-set( (style)"
        ),
        (#"<svg xmlns="http://www.w3.org/2000/svg"><rect"#, "markup that is not well-formed XML"),
    ])
    func anythingThatCouldRunOrLoadIsNotShown(svg: String, problem: String) {
        #expect(InertSVG.problem(in: svg) == problem)
        let shown = InertSVG.shown(svg, file: "A/test<x>.1.svg")
        #expect(shown.contains(">Not shown: A/test&lt;x&gt;.1.svg</text>"))
        #expect(shown.contains(">holds \(HTML.escape(problem)).</text>"))
        #expect(InertSVG.problem(in: shown) == nil)
    }

    @Test func linksInsideTheFileAreFine() {
        #expect(
            InertSVG.problem(
                in:
                    #"<svg xmlns="http://www.w3.org/2000/svg"><style>.a{fill:rgba(0,0,0,0.5)}</style><g transform="translate(4,8) scale(2)"><path d="M 0 0 L 1 1"/></g></svg>"#
            ) == nil)
        #expect(
            InertSVG.problem(
                in:
                    ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink"><defs><clipPath id="c"><rect/></clipPath></defs><use x:href="#c"/><rect clip-path="url(#c)" style="fill: url( '#p')"/></svg>"##
            ) == nil)
    }
}
