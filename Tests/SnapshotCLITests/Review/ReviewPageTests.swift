import Foundation
import Testing
import Snapshot
@testable import SnapshotCLI

@Suite struct ReviewPageTests {
    static let hostileName = "Hostile/test<img src=x onerror=alert(1)>\"'&.1"
    static let hostileText = "cell <script>alert(1)</script> & \"quoted\""

    func entries() -> [ReviewEntry] {
        let failing = SnapshotKey(name: "MallTests/testMall.iphone-se", format: .svg)
        let new = SnapshotKey(name: Self.hostileName, format: .txt)
        let recorded = SnapshotKey(name: "MallTests/testMenu.1", format: .layout)
        return [
            ReviewEntry(
                key: failing, status: .failing, reference: "<svg id=\"old\"/>", actual: "<svg id=\"new\"><script>alert(2)</script></svg>",
                overlaySVG: "<svg id=\"overlay\"/>", changes: "segment 1 moved: " + Self.hostileText, textDiff: "-old\n+" + Self.hostileText,
                acceptCommand: "snapshot-cli accept MallTests/testMall.iphone-se", rejectCommand: "snapshot-cli reject MallTests/testMall.iphone-se"),
            ReviewEntry(
                key: new, status: .new, reference: nil, actual: Self.hostileText, overlaySVG: nil, changes: "New snapshot.", textDiff: "",
                acceptCommand: "snapshot-cli accept " + ShellWord.quoted(Self.hostileName),
                rejectCommand: "snapshot-cli reject " + ShellWord.quoted(Self.hostileName)),
            ReviewEntry(
                key: recorded, status: .recorded, reference: nil, actual: "screen Menu", overlaySVG: nil, changes: "Recorded.", textDiff: "",
                acceptCommand: nil, rejectCommand: "rm __Snapshots__/MallTests/testMenu.1.layout"),
        ]
    }

    @Test func everyNameAndTextIsEscaped() throws {
        let html = try ReviewPage(entries: entries()).render().html
        #expect(html.components(separatedBy: "<script").count == 2)  // the page's own script only
        #expect(!html.contains("<img src=x"))
        #expect(!html.contains("alert(2)"))  // SVG content never goes into the HTML
        #expect(html.contains("cell &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot;"))
        #expect(html.contains("data-name=\"Hostile/test&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;.1.txt\""))
        // The copy button carries the shell-quoted command, escaped for the attribute.
        #expect(html.contains("data-copy=\"snapshot-cli accept &#39;Hostile/test&lt;img src=x onerror=alert(1)&gt;&quot;&#39;\\&#39;&#39;&amp;.1&#39;\""))
    }

    @Test func svgSnapshotsAreFilesShownWithImg() throws {
        let output = try ReviewPage(entries: entries()).render()
        // Text renderings are inline in the page and, for `apply --from`, in a file of their own.
        #expect(output.files.map(\.path) == ["files/001-reference.svg", "files/001-actual.svg", "files/001-overlay.svg", "files/002-actual.txt"])
        // A crafted SVG would run its script when opened alone: a placeholder says what it held.
        #expect(!output.files[1].contents.contains("<script"))
        #expect(output.files[1].contents.contains(">Not shown: MallTests/testMall.iphone-se.new.svg</text>"))
        #expect(output.files[1].contents.contains(">holds a &lt;script&gt; element.</text>"))
        #expect(
            output.html.contains(
                "<img class=\"rendering\" loading=\"lazy\" src=\"files/001-reference.svg\" alt=\"Reference of MallTests/testMall.iphone-se.svg\">"))
        // Each rendering is in the page once; the overlay and blink views copy it when opened.
        #expect(output.html.components(separatedBy: "src=\"files/001-reference.svg\"").count == 2)
        #expect(output.html.contains(#"<div class="layer layer-reference" data-fill="reference"></div>"#))
        #expect(output.html.contains("src=\"files/001-overlay.svg\""))
    }

    /// Past `inlineTextBudget` bytes of text the page links to a text snapshot's files instead of
    /// showing it, and offers no overlay or blink of it: a page of 1,000 failures stays small.
    @Test func textPastTheInlineBudgetIsALink() throws {
        // 20 bytes a line (× is 2), 30 escaped (each " is &quot;): 300,000 bytes a side on the page.
        let listing = String(repeating: "item 0 \"C\" 0,0 1×1\n", count: 10_000)
        let entries = (1...6).map { number in
            ReviewEntry(
                key: SnapshotKey(name: "T/list.\(number)", format: .layout), status: .failing, reference: listing,
                actual: listing + "end\n", overlaySVG: nil, changes: "x", textDiff: "", acceptCommand: "accept", rejectCommand: "reject")
        }
        let output = try ReviewPage(entries: entries).render()
        // 1,000,000 bytes hold three sides (900,000); the second snapshot's actual overdraws them.
        let inlineTexts: [String] = output.html.components(separatedBy: "<pre class=\"snapshot-text\">")
        #expect(inlineTexts.count - 1 == 3)
        #expect(output.html.contains(#"<a href="files/002-actual.layout">open the actual</a>"#))
        #expect(output.html.contains(#"<a href="files/006-reference.layout">open the reference</a>"#))
        let paths: [String] = output.files.map(\.path)
        #expect(paths.contains("files/006-reference.layout"))
        #expect(paths.filter { $0 == "files/006-actual.layout" }.count == 1)
        let overlayViews: [String] = output.html.components(separatedBy: "class=\"view view-overlay\"")
        #expect(overlayViews.count - 1 == 1)
        #expect(output.html.utf8.count < 1_100_000)
    }

    @Test func hasEveryEntryAndControl() throws {
        let html = try ReviewPage(entries: entries()).render().html
        for id in ["snapshot-1", "snapshot-2", "snapshot-3"] {
            #expect(html.contains("<article class=\"snapshot\" id=\"\(id)\""))
            #expect(html.contains("<a href=\"#\(id)\">"))
        }
        for control in [
            "id=\"name-filter\"", "class=\"status-filter\" value=\"failing\"", "class=\"status-filter\" value=\"new\"",
            "class=\"status-filter\" value=\"recorded\"", "data-view=\"side\"", "data-view=\"overlay\"", "data-view=\"blink\"",
            "data-view=\"diff\"", "class=\"opacity\"", "class=\"blink-toggle\"", "class=\"copy\"", "id=\"keyboard-help\"",
        ] {
            #expect(html.contains(control), "missing \(control)")
        }
        #expect(html.contains("<dt><kbd>j</kbd> / <kbd>↓</kbd></dt><dd>next snapshot</dd>"))
        #expect(html.contains("<p class=\"counts\" id=\"counts\">3 snapshots: 1 failing, 1 new, 1 recorded</p>"))
        #expect(html.contains("<summary>Text diff</summary>"))
        // A new snapshot has nothing to overlay or blink against.
        let newArticle = html.components(separatedBy: "id=\"snapshot-2\"")[1].components(separatedBy: "</article>")[0]
        #expect(newArticle.contains("data-view=\"overlay\" aria-pressed=\"false\" disabled"))
        #expect(newArticle.contains("No reference yet."))
        // A recorded snapshot has no accept command, only the way to drop it.
        let recordedArticle = html.components(separatedBy: "id=\"snapshot-3\"")[1].components(separatedBy: "</article>")[0]
        #expect(!recordedArticle.contains("command-accept"))
        #expect(recordedArticle.contains("<code>rm __Snapshots__/MallTests/testMenu.1.layout</code>"))
    }

    @Test func isSelfContainedAndDeterministic() throws {
        let first = try ReviewPage(entries: entries()).render()
        #expect(try first == ReviewPage(entries: entries()).render())
        #expect(!first.html.contains("http://") && !first.html.contains("https://"))
        #expect(!first.html.contains("<link"))
        #expect(!first.html.contains("src=\"/"))
        #expect(first.html.contains("default-src 'none'"))
        #expect(first.html.contains("base-uri 'none'; form-action 'none'"))
        #expect(first.html.hasPrefix("<!DOCTYPE html>\n\(ReviewPage.marker)\n"))
    }

    @Test func anEmptyReviewSaysSo() throws {
        let html = try ReviewPage(entries: []).render().html
        #expect(html.contains("<p id=\"empty\">No pending snapshots: nothing to review.</p>"))
        #expect(html.contains("0 snapshots: 0 failing, 0 new, 0 recorded"))
    }

    @Test func escapeCoversEveryHTMLSpecialCharacter() throws {
        #expect(HTML.escape("<a href=\"x\" title='y'>&</a>") == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;")
        #expect(HTML.escape("plain ünïcode ↓") == "plain ünïcode ↓")
    }

    /// A failing text snapshot marks the lines that differ on each side, for the page to scroll to.
    @Test func changedLinesOfATextSnapshotAreMarked() throws {
        let key = SnapshotKey(name: "T/list.1", format: .layout)
        let entry = ReviewEntry(
            key: key, status: .failing, reference: "a\nb\nc\nd\n", actual: "a\nB\nc\nd\ne\n", overlaySVG: nil, changes: "x",
            textDiff: "", acceptCommand: "accept", rejectCommand: "reject")
        let html = try ReviewPage(entries: [entry]).render().html
        #expect(html.contains("<pre class=\"snapshot-text\">a\n<mark class=\"changed-line\">b</mark>\nc\nd\n</pre>"))
        #expect(html.contains("<pre class=\"snapshot-text\">a\n<mark class=\"changed-line\">B</mark>\nc\nd\n<mark class=\"changed-line\">e</mark>\n</pre>"))
    }

    /// Group headlines, ids and member names are escaped like everything else on the page.
    @Test func groupsStayEscaped() throws {
        let hostile = "segment 0 \"<script>alert(1)</script>\" inset left 16 → 20"
        let group = ChangeGroups.make([
            .init(name: "T/<img src=x>.1.svg", kind: .changed("1 change: 1 inset\n" + hostile, causes: [])),
            .init(name: "T/b.1.svg", kind: .changed("1 change: 1 inset\n" + hostile, causes: [])),
        ])[0]
        let entries = ["T/<img src=x>.1", "T/b.1"].map { name in
            ReviewEntry(
                key: SnapshotKey(name: name, format: .svg), status: .failing, reference: "<svg/>", actual: "<svg/>", overlaySVG: nil,
                changes: hostile, textDiff: "", acceptCommand: "accept", rejectCommand: "reject", groups: [group])
        }
        let html = try ReviewPage(entries: entries).render().html
        #expect(html.contains("<section id=\"groups\">"))
        #expect(html.contains("2 snapshots · segment 0 &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; inset left 16 → 20"))
        #expect(html.contains(">T/&lt;img src=x&gt;.1.svg</a>"))
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img src=x"))
        #expect(html.components(separatedBy: "<script").count == 2)
    }

    /// Issue 39: what a group's cause brought with it is listed, every line and escaped, where
    /// the group is decided on, open; the heading names the cause alone.
    @Test func aGroupListsWhatItsCauseBroughtWithIt() throws {
        let brought = ["\"<b>SC\" items 0–3 (QuickLinkCell) resized 84×76 → 83×76", "\"<b>SC\" items 1–3 moved right by 3 pt"]
        let cause = ChangeCause(kind: .inset, key: "inset left 20 → 24", segments: ["\"<b>SC\""], consequences: brought)
        let names = ["T/a.1", "T/b.1"]
        let group = ChangeGroups.make(names.map { .init(name: "\($0).svg", kind: .changed("1 change", causes: [cause])) })[0]
        let entries = names.map { name in
            ReviewEntry(
                key: SnapshotKey(name: name, format: .svg), status: .failing, reference: "<svg/>", actual: "<svg/>", overlaySVG: nil,
                changes: "1 change", textDiff: "", acceptCommand: "accept", rejectCommand: "reject", groups: [group])
        }
        let html = try ReviewPage(entries: entries).render().html
        #expect(html.contains("2 snapshots · cause: inset left 20 → 24 in &quot;&lt;b&gt;SC&quot;</h3>"))
        #expect(
            html.contains(
                "<details class=\"group-consequences\" open><summary>with it: 2 changes</summary><ul>"
                    + "<li>&quot;&lt;b&gt;SC&quot; items 0–3 (QuickLinkCell) resized 84×76 → 83×76</li>"
                    + "<li>&quot;&lt;b&gt;SC&quot; items 1–3 moved right by 3 pt</li></ul></details>"))
    }

    /// A group carries the digest of its members and their renderings: a decision the browser
    /// kept for it is restored only while both are the same (`decisions.js`).
    @Test func aGroupsDigestFollowsItsMembersRenderings() throws {
        let group = ChangeGroups.make([
            .init(name: "T/a.1.svg", kind: .changed("1 change", causes: [])), .init(name: "T/b.1.svg", kind: .changed("1 change", causes: [])),
        ])[0]
        func digest(_ actualOfB: String) throws -> String {
            let entries = [("T/a.1", "<svg/>"), ("T/b.1", actualOfB)].map { name, actual in
                ReviewEntry(
                    key: SnapshotKey(name: name, format: .svg), status: .failing, reference: "<svg/>", actual: actual, overlaySVG: nil,
                    changes: "1 change", textDiff: "", acceptCommand: "accept", rejectCommand: "reject", groups: [group])
            }
            let html = try ReviewPage(entries: entries).render().html
            return try #require(html.components(separatedBy: "data-group-digest=\"").dropFirst().first?.prefix(16)).description
        }
        #expect(try digest("<svg id=\"b\"/>") == digest("<svg id=\"b\"/>"))
        #expect(try digest("<svg id=\"b\"/>") != digest("<svg id=\"c\"/>"))
        #expect(try digest("<svg/>").allSatisfy(\.isHexDigit))
    }
}

/// The page's script and style sheet are files (`Review/Page`), resources copied beside the
/// program; each page carries them whole, allowed by their hashes.
@Suite struct ReviewAssetsTests {
    @Test func theFilesAreFoundInTheResourceBundleAndCarriedWhole() throws {
        let assets = try ReviewAssets.shared.get()
        let folder = try #require(ReviewAssets.folders().first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("review.js").path) })
        #expect(folder.path.contains("_SnapshotCLI."), "found only in the sources: \(folder.path)")
        let script =
            try String(contentsOf: folder.appendingPathComponent("review.js"), encoding: .utf8)
            + String(contentsOf: folder.appendingPathComponent("decisions.js"), encoding: .utf8)
        #expect(assets.script == "\n" + script)
        let html = try ReviewPage(entries: []).render().html
        #expect(html.contains("<script>\n" + script + "</script>"))
        #expect(html.contains("<style>" + assets.styleSheet + "</style>"))
        #expect(html.contains("script-src 'sha256-\(SHA256.base64(of: Array(assets.script.utf8)))'"))
    }

    @Test func missingFilesAreAnErrorThatSaysWhereTheyWereLookedFor() {
        let nowhere = URL(fileURLWithPath: "/nonexistent/Page")
        guard case .failure(let error) = ReviewAssets.load(from: [nowhere]) else {
            Issue.record("loaded from nowhere")
            return
        }
        #expect(error.description.contains("review.js, decisions.js, review.css"))
        #expect(error.description.contains("/nonexistent/Page"))
    }
}
