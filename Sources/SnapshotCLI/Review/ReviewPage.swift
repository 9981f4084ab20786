import Snapshot

/// The review page: one self-contained HTML file plus the SVG files it shows with `<img>`.
///
/// Every name and text is escaped with `HTML.escape`; SVG snapshots are never inserted into
/// the HTML, they are written as files and shown with `<img src>` (which runs no script), and
/// only when they can do nothing but draw (`InertSVG`), since the files can be opened alone.
/// A Content-Security-Policy allows the page's one script by its hash, nothing else.
/// The output depends only on the entries: sorted, numbered, no dates.
struct ReviewPage: Sendable {
    /// Marks a folder as written by `review`, so that a later run may replace it.
    static let marker = "<!-- snapshot-cli review -->"

    var entries: [ReviewEntry]
    /// How the commands it shows run (`swift run` in a package, else the installed command).
    var style: NextCommand.Style

    init(entries: [ReviewEntry], style: NextCommand.Style = .package) {
        self.entries = entries
        self.style = style
    }

    /// `index.html` and the files beside it, by path relative to the review folder.
    struct Output: Sendable, Equatable {
        var html: String
        var files: [(path: String, contents: String)]

        static func == (a: Output, b: Output) -> Bool {
            a.html == b.html && a.files.map(\.path) == b.files.map(\.path) && a.files.map(\.contents) == b.files.map(\.contents)
        }
    }

    func render() throws(CLIError) -> Output {
        let assets = try ReviewAssets.shared.get()
        var files: [(path: String, contents: String)] = []
        var articles = ""
        var navigation = ""
        // Every snapshot is drawn in full, but one whose change list is the same text as one
        // drawn above (`ReviewEntry.sameChangeAs`): that one is named, linked and decided.
        var numbers: [String: Int] = [:]
        var inlineText = Self.inlineTextBudget
        for (offset, entry) in entries.enumerated() {
            let number = offset + 1
            numbers[entry.key.referencePath] = number
            if let name = entry.sameChangeAs, let first = numbers[name] {
                articles += member(entry, number: number, representative: first, files: &files)
                navigation += navigationItem(entry, number: number)
                continue
            }
            articles += article(entry, number: number, files: &files, inlineText: &inlineText)
            navigation += navigationItem(entry, number: number)
        }
        if entries.isEmpty {
            articles = "<p id=\"empty\">No pending snapshots: nothing to review.</p>\n"
        }
        let html = """
            <!DOCTYPE html>
            \(Self.marker)
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy(assets))">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="snapshot-review-page" content="\(pageID)">
            <title>Snapshot review: \(HTML.escape(counts))</title>
            <style>\(assets.styleSheet)</style>
            </head>
            <body>
            <header class="page-header">
            <h1>Snapshot review</h1>
            <p class="counts" id="counts">\(HTML.escape(counts))</p>
            <div class="filters">
            <fieldset><legend>Status</legend>
            \(statusFilters)</fieldset>
            <label>Name <input type="search" id="name-filter" placeholder="filter by name (press /)" autocomplete="off"></label>
            <span id="visible-count">\(entries.count) of \(entries.count) shown</span>
            <span id="decided" data-total="\(decidable)">0 of \(decidable) decided</span>
            <span id="decision-said" role="status" aria-live="polite"></span>
            <button type="button" id="download-decisions">Download decisions (d)</button>
            </div>
            <div id="restored" role="alert" hidden><span id="restored-text"></span>
            <button type="button" id="restored-keep">Keep them</button> <button type="button" id="restored-clear">Clear them</button></div>
            </header>
            <div class="layout">
            <nav id="snapshot-list" aria-label="Snapshots"><ol>
            \(navigation)</ol></nav>
            <main id="snapshots">
            \(groupSection)\(articles)</main>
            \(ReviewKeyboard.keyboardHelp)</div>
            <script>\(assets.script)</script>
            </body>
            </html>

            """
        return Output(html: html, files: files)
    }

    /// Nothing may load or run but the page's own script (allowed by its SHA-256, so an
    /// injected `<script>` would not run even if escaping failed), its images (SVG files
    /// beside it, or data: URLs) and its own style sheet (by its SHA-256 too: no style attribute
    /// and no injected `<style>` applies); no `<base>` may move its links and no form may send
    /// anything anywhere.
    static func contentSecurityPolicy(_ assets: ReviewAssets) -> String {
        "default-src 'none'; img-src 'self' file: data:; "
            + "style-src 'sha256-\(SHA256.base64(of: Array(assets.styleSheet.utf8)))'; "
            + "script-src 'sha256-\(SHA256.base64(of: Array(assets.script.utf8)))'; base-uri 'none'; form-action 'none'"
    }

    /// Names this page's entries and what they showed: a decisions file carries it, so `apply
    /// --from` can tell it was made on this page.
    var pageID: String {
        StableDigest.hex(
            of:
                entries.map { "\($0.key.referencePath) \($0.status.rawValue) \($0.referenceDigest ?? "-") \($0.actualDigest)" }
                .joined(separator: "\n"))
    }

    /// Entries a reviewer can accept or reject (a recorded one is a reference already).
    private var decidable: Int { entries.filter { $0.status != .recorded }.count }

    /// The change groups of more than one snapshot, largest first: what changed, said once,
    /// with its members one click away and one decision for all of them.
    private var groupSection: String {
        var groups: [(group: ChangeGroups.Group, numbers: [Int])] = []
        var place: [String: Int] = [:]
        let lone = ChangeGroups.loneMembers(of: entries.flatMap(\.groups))
        for (offset, entry) in entries.enumerated() {
            for group in entry.groups where lone[entry.key.referencePath] == nil {
                if let index = place[group.id] {
                    groups[index].numbers.append(offset + 1)
                } else {
                    place[group.id] = groups.count
                    groups.append((group, [offset + 1]))
                }
            }
        }
        guard !groups.isEmpty else { return "" }
        groups.sort { ($0.group.members.count, $1.group.id) > ($1.group.members.count, $0.group.id) }
        var html = "<section id=\"groups\"><h2>Change groups</h2>\n"
        for (group, numbers) in groups {
            let id = HTML.escape(group.id)
            // What the page decides on for this group: its members and the renderings they show,
            // so a decision kept in the browser is restored only for the same group.
            let digest = StableDigest.hex(
                of: numbers.map { "\(entries[$0 - 1].key.referencePath) \(entries[$0 - 1].actualDigest)" }.joined(separator: "\n"))
            let members = numbers.map { number in
                "<li><a href=\"#snapshot-\(number)\">\(HTML.escape(entries[number - 1].key.referencePath))</a></li>"
            }.joined()
            html += """
                <div class="group" id="group-\(id)" data-group="\(id)" data-group-digest="\(digest)" data-members="\(numbers.count)">
                <h3><span class="group-id">\(id)</span> \(HTML.escape(group.headlineWithoutConsequences))</h3>
                \(consequences(of: group))<p class="group-representative">First member: <a href="#snapshot-\(numbers[0])">\(HTML.escape(entries[numbers[0] - 1].key.referencePath))</a></p>
                <details class="group-members"><summary>\(numbers.count) snapshots</summary><ol>\(members)</ol></details>
                <div class="decision-buttons"><button type="button" class="decide-group" data-decision="accept">Accept group</button>\
                <button type="button" class="decide-group" data-decision="reject">Reject group</button>\
                <span class="group-decided">undecided</span> <button type="button" class="undo-group" hidden>Undo</button></div>
                \(command("Accept", style.cli(["accept", "--group", group.id]), kind: "accept"))</div>

                """
        }
        return html + "</section>\n"
    }

    /// What a group's cause brought with it, every line, where the group is decided on (open,
    /// so that accepting the group accepts nothing unseen); nothing for a group without any.
    private func consequences(of group: ChangeGroups.Group) -> String {
        let lines = group.allConsequences
        guard !lines.isEmpty else { return "" }
        let items = lines.map { "<li>\(HTML.escape($0))</li>" }.joined()
        return "<details class=\"group-consequences\" open><summary>with it: \(lines.count) \(lines.count == 1 ? "change" : "changes")</summary>"
            + "<ul>\(items)</ul></details>\n"
    }

    /// `3 snapshots: 1 failing, 1 new, 1 recorded`.
    var counts: String {
        let parts = ReviewEntry.Status.allCases.map { status in
            "\(entries.filter { $0.status == status }.count) \(status.rawValue)"
        }
        return "\(entries.count) snapshot\(entries.count == 1 ? "" : "s"): " + parts.joined(separator: ", ")
    }

    private func navigationItem(_ entry: ReviewEntry, number: Int) -> String {
        """
        <li data-target="snapshot-\(number)" data-status="\(entry.status.rawValue)" data-name="\(HTML.escape(entry.key.referencePath))">\
        <a href="#snapshot-\(number)"><span class="status status-\(entry.status.rawValue)">\(entry.status.rawValue)</span> \
        <span class="name">\(HTML.escape(entry.key.referencePath))</span> <span class="nav-decision"></span></a></li>

        """
    }

    private static func prefix(_ number: Int) -> String {
        "files/" + String(repeating: "0", count: Swift.max(0, 3 - String(number).count)) + String(number)
    }

    /// A snapshot whose change its group's first snapshot already shows: named, decided and
    /// linked, not drawn again, so the page grows with the changes, not with the snapshots.
    private func member(
        _ entry: ReviewEntry, number: Int, representative: Int, files: inout [(path: String, contents: String)]
    ) -> String {
        let name = HTML.escape(entry.key.referencePath)
        let file = "\(Self.prefix(number))-actual.\(entry.key.format.pathExtension)"
        files.append((file, entry.key.format.isDrawing ? InertSVG.shown(entry.actual, file: entry.key.pendingPath) : entry.actual))
        var html = """
            <article class="snapshot member" id="snapshot-\(number)" data-status="\(entry.status.rawValue)" data-name="\(name)" \
            data-view="side"\(decisionAttributes(entry, file: file)) tabindex="-1">
            <h2><span class="status status-\(entry.status.rawValue)">\(entry.status.rawValue)</span> <span class="name">\(name)</span></h2>
            <p class="same-as">Same change as <a href="#snapshot-\(representative)">\(HTML.escape(entries[representative - 1].key.referencePath))</a> \
            (the same change list, group <span class="group-id">\(HTML.escape(entry.groups.map(\.id).joined(separator: " ")))</span>), not drawn again. <a href="\(file)">Its new rendering</a>.</p>

            """
        html += decisionButtons + "<section class=\"commands\">\n"
        if let accept = entry.acceptCommand { html += command("Accept", accept, kind: "accept") }
        html += command("Reject", entry.rejectCommand, kind: "reject") + "</section>\n</article>\n"
        return html
    }

    /// What the decision script reads from an article: the snapshot and the digests shown.
    private func decisionAttributes(_ entry: ReviewEntry, file: String) -> String {
        guard entry.status != .recorded else { return "" }
        return """
             data-snapshot="\(HTML.escape(entry.key.referencePath))" data-reference-digest="\(entry.referenceDigest ?? "")" \
            data-pending-digest="\(entry.actualDigest)" data-file="\(file)" data-groups="\(HTML.escape(entry.groups.map(\.id).joined(separator: " ")))" \
            data-accepted-groups="\(HTML.escape(entry.acceptedGroups.joined(separator: " ")))"
            """
    }

    private let decisionButtons = """
        <div class="decision-buttons"><button type="button" class="decide" data-decision="accept">Accept (a)</button>\
        <button type="button" class="decide" data-decision="reject">Reject (x)</button>\
        <span class="decided-as">undecided</span> <button type="button" class="undecide" hidden>Undo (u)</button></div>

        """

    private var statusFilters: String {
        ReviewEntry.Status.allCases.map { status in
            let count = entries.filter { $0.status == status }.count
            return "<label><input type=\"checkbox\" class=\"status-filter\" value=\"\(status.rawValue)\" checked> "
                + "\(status.rawValue) (\(count))</label>\n"
        }.joined()
    }

    private func article(
        _ entry: ReviewEntry, number: Int, files: inout [(path: String, contents: String)], inlineText: inout Int
    ) -> String {
        let name = HTML.escape(entry.key.referencePath)
        let prefix = Self.prefix(number)
        // Text renderings mark the lines that differ; the page scrolls both sides to the first.
        let changed = entry.reference.map { TextDiff.changedLines(old: $0, new: entry.actual) }
        let reference = entry.reference.map {
            show(
                $0, format: entry.key.format, path: "\(prefix)-reference", file: entry.key.referencePath, label: "Reference", name: name,
                changed: changed?.old ?? [], files: &files, inlineText: &inlineText)
        }
        let actualLabel = entry.status == .recorded ? "Recorded reference" : "Actual"
        let actual = show(
            entry.actual, format: entry.key.format, path: "\(prefix)-actual", file: entry.key.pendingPath, label: actualLabel, name: name,
            changed: changed?.new ?? [], files: &files, inlineText: &inlineText)
        var overlay: String?
        if let svg = entry.overlaySVG {
            files.append(("\(prefix)-overlay.svg", InertSVG.shown(svg, file: entry.key.overlayPath)))
            overlay = "<img class=\"rendering\" loading=\"lazy\" src=\"\(prefix)-overlay.svg\" alt=\"Diff overlay of \(name)\">"
        }
        // Past the inline budget a text snapshot is a link: nothing to lay over or blink.
        let compare = reference != nil && (entry.key.format.isDrawing || inlineText >= 0)
        let noReference =
            entry.status == .recorded
            ? "<p class=\"none\">Recorded by the last run; the earlier reference, if any, is not kept.</p>"
            : "<p class=\"none\">No reference yet.</p>"
        if !entry.key.format.isDrawing, entry.status != .recorded {
            // Text renderings are shown inline; the file is what `apply --from` takes.
            let path = "\(prefix)-actual.\(entry.key.format.pathExtension)"
            if !files.contains(where: { $0.path == path }) { files.append((path, entry.actual)) }
        }
        let decision = decisionAttributes(entry, file: "\(prefix)-actual.\(entry.key.format.pathExtension)")
        var html = """
            <article class="snapshot" id="snapshot-\(number)" data-status="\(entry.status.rawValue)" data-name="\(name)" data-view="side"\(decision) tabindex="-1">
            <h2><span class="status status-\(entry.status.rawValue)">\(entry.status.rawValue)</span> <span class="name">\(name)</span></h2>
            <div class="views">
            \(viewButton("side", "Side by side", key: 1, enabled: true))\(viewButton("overlay", "Overlay", key: 2, enabled: compare))\
            \(viewButton("blink", "Blink", key: 3, enabled: compare))\(viewButton("diff", "Diff overlay", key: 4, enabled: overlay != nil))</div>
            <div class="view view-side">
            <figure><figcaption>Reference</figcaption>\(reference ?? noReference)</figure>
            <figure><figcaption>\(actualLabel)</figcaption>\(actual)</figure>
            </div>

            """
        if compare {
            html += """
                <div class="view view-overlay">
                <label>Actual on top, opacity <input type="range" class="opacity" min="0" max="100" value="50" aria-label="Opacity of the actual rendering"></label>
                <div class="stack">\(Self.layers)</div>
                </div>
                <div class="view view-blink">
                <button type="button" class="blink-toggle">Toggle (t)</button>
                <label><input type="checkbox" class="blink-auto"> Blink every 0.6 s</label>
                <span class="blink-showing">Showing: reference</span>
                <div class="stack blink-stack" data-showing="reference">\(Self.layers)</div>
                </div>

                """
        }
        if let overlay {
            var zoom = ""
            if let region = entry.changedRegion {
                let numbers = [region.minX, region.minY, region.width, region.height].map { String(format: "%.1f", locale: nil, $0) }
                zoom =
                    "<button type=\"button\" class=\"zoom\" data-region=\"\(numbers.joined(separator: " "))\" aria-pressed=\"false\">Zoom to the change (z)</button>"
            }
            html += "<div class=\"view view-diff\">\(zoom)\(overlay)</div>\n"
        }
        html += "<section class=\"changes\"><h3>Changes</h3><pre>\(HTML.escape(entry.changes))</pre></section>\n"
        if !entry.textDiff.isEmpty {
            html += "<details class=\"text-diff\" open><summary>Text diff</summary><pre>\(HTML.escape(entry.textDiff))</pre></details>\n"
        }
        if entry.status != .recorded { html += decisionButtons }
        html += "<section class=\"commands\">\n"
        if let accept = entry.acceptCommand {
            html += command("Accept", accept, kind: "accept")
        }
        html += command(entry.status == .recorded ? "Drop" : "Reject", entry.rejectCommand, kind: "reject")
        html += "</section>\n</article>\n"
        return html
    }

    /// The overlay and blink views' two layers, empty: the script fills them from the side view
    /// when the view is opened, so each rendering is in the page once.
    private static let layers = #"<div class="layer layer-reference" data-fill="reference"></div><div class="layer layer-actual" data-fill="actual"></div>"#

    /// Bytes of snapshot text (escaped) a page shows inline at most; past them a text snapshot
    /// is a link to its file, so the page of a review of 1,000 failures stays under 10 MB.
    static let inlineTextBudget = 1_000_000

    /// An `<img>` of an SVG written beside the page, or the escaped text of a `.txt` or `.layout`
    /// with the `changed` lines (0-based) marked.
    /// One side of a snapshot: a drawing as a file of the page (`path` with the format's
    /// extension), a text inline, or past the inline budget as a file it links to.
    private func show(
        _ text: String, format: SnapshotFormat, path stem: String, file: String, label: String, name: String,
        changed: Set<Int>, files: inout [(path: String, contents: String)], inlineText: inout Int
    ) -> String {
        let path = stem + "." + format.pathExtension
        guard format.isDrawing else {
            let escaped = HTML.escape(text)
            inlineText -= escaped.utf8.count
            guard inlineText >= 0 else {
                let textPath = path
                if !files.contains(where: { $0.path == textPath }) { files.append((textPath, text)) }
                return
                    "<p class=\"none\">Not shown inline on a page of this many snapshots: <a href=\"\(textPath)\">open the \(label.lowercased())</a>; the changes and the text diff are below.</p>"
            }
            guard !changed.isEmpty else { return "<pre class=\"snapshot-text\">\(escaped)</pre>" }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
                changed.contains(index) ? "<mark class=\"changed-line\">\(HTML.escape(String(line)))</mark>" : HTML.escape(String(line))
            }
            return "<pre class=\"snapshot-text\">\(lines.joined(separator: "\n"))</pre>"
        }
        if !files.contains(where: { $0.path == path }) { files.append((path, InertSVG.shown(text, file: file))) }
        return "<img class=\"rendering\" loading=\"lazy\" src=\"\(path)\" alt=\"\(label) of \(name)\">"
    }

    private func viewButton(_ view: String, _ title: String, key: Int, enabled: Bool) -> String {
        let pressed = view == "side" ? "true" : "false"
        return
            "<button type=\"button\" class=\"view-button\" data-view=\"\(view)\" aria-pressed=\"\(pressed)\"\(enabled ? "" : " disabled")>\(title) (\(key))</button>\n"
    }

    private func command(_ title: String, _ command: String, kind: String) -> String {
        let escaped = HTML.escape(command)
        return "<div class=\"command command-\(kind)\"><span class=\"command-label\">\(title)</span><code>\(escaped)</code>"
            + "<button type=\"button\" class=\"copy\" data-copy=\"\(escaped)\">Copy</button></div>\n"
    }
}
