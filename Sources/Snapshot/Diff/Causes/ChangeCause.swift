/// Why a layout changed, as data: what changed in the answers a screen's code gives (a
/// sub-controller's inset, spacings, header and footer sizes, item count, item sizes, cell types;
/// the chrome; the layout style), worded so that it reads the same on every device, screen and
/// segment position, with the values that differ between them apart.
///
/// The consequences (segments and items that moved or resized because of a cause, a new content
/// size, diagnostics) are not causes; `CauseFinder` works out which cause explains each one from
/// the layout rules, and every change that none explains is a cause of its own. Change groups
/// (`ChangeGroups`) gather snapshots by `key`; a snapshot is accepted when every cause it has is.
///
/// Rules:
/// - A sub-controller's metric answers name the change first and the segments last:
///   `inset left 16 → 20 in "GoodsSC"`. The same change in several segments (a shared constant)
///   is one cause naming each: `inset left 12 → 16 in "GoodsSC", "PromoSC"`.
/// - Data (items added or removed, cell types, texts, segments added, removed or reordered) name
///   the segment inside the key: `"GoodsSC" items 6 → 8`.
/// - An item whose size the sub-controller answered differently is a cause with its values, keyed
///   by how much it changed (the values differ with the device, the change of an edit does not):
///   `"ProductCell" height 240 → 260 (+20) in "ProductGridSC"`, key `"ProductCell" height +20`.
/// - The changes no cause explains are one cause, `unexplained:` with their change lines as its
///   values: `unexplained: segment 0 "A" item 0 Cell moved 0,0 → 0,1; …`.
///
///     // reference: GoodsSC inset left 16; now 20 — on any device, at any segment index:
///     CauseFinder.causes(of: diff).map(\.line)   // ["inset left 16 → 20 in \"GoodsSC\""]
package struct ChangeCause: Hashable, Sendable {
    /// What kind of answer changed: what a differential test compares with the edit it made.
    package enum Kind: String, CaseIterable, Sendable {
        case screenName = "screen-name", device, style, direction, layoutDirection = "layout-direction"
        case insetReference = "inset-reference", textSize = "text-size", chrome
        case segment, inset
        case lineSpacing = "line-spacing", interitemSpacing = "interitem-spacing"
        case group, header, footer, background, badge, items
        case cellType = "cell-type", texts, size, nested, diagnostic, unexplained
    }

    package var kind: Kind
    /// How the cause reads, before its values and segments (`inset left 16 → 20`,
    /// `"ProductCell" height +20`): the same in every snapshot of the cause.
    package var key: String
    /// What the cause is, as data: with its kind, what a group is keyed on (`canonical`), so that
    /// rewording `key` never re-keys an accepted group. Tokens are names as given, numbers in
    /// their exact form and identifiers (`["left", "16", "20"]`; `["ProductCell", "height", "20"]`).
    package var subject: [String] = []
    /// The values that may differ between snapshots of one cause, each distinct once (`240 → 260`).
    package var values: [String] = []
    /// The segments it was seen in, each by its quoted name (`"GoodsSC"`, `"OneLabelSC" #2` for the
    /// second of several of that name); none for a screen-wide cause or one whose key names its segment.
    package var segments: [String] = []
    /// What ends the key and is shown after the values (`+20`): a size cause's change.
    package var qualifier: String?
    /// What the cause explains, as the change list words it (`segment 3 "GoodsSC" items 0–3
    /// (QuickLinkCell) resized 83×76 → 82×76`), each distinct once: what a group shows after its
    /// line (`with it: …`), so that accepting a cause accepts nothing unseen.
    package var consequences: [String] = []

    package init(
        kind: Kind, key: String, subject: [String] = [], values: [String] = [], segments: [String] = [], qualifier: String? = nil,
        consequences: [String] = []
    ) {
        self.kind = kind
        self.key = key
        self.subject = subject
        self.values = values
        self.segments = segments
        self.qualifier = qualifier
        self.consequences = consequences
    }

    /// The key without its qualifier: what the line starts with.
    private var lead: String {
        guard let qualifier, key.hasSuffix(" " + qualifier) else { return key }
        return String(key.dropLast(qualifier.count + 1))
    }

    /// How many of a cause's distinct values a line shows; the block keeps every one.
    static let shownValues = 5

    /// The line the change list shows after `cause: `: `"ProductCell" height 240 → 260 in "ProductGridSC"`
    /// (values `; ` apart, the first `shownValues` of them).
    package var line: String {
        var text = lead
        if !values.isEmpty {
            text += " " + values.prefix(Self.shownValues).joined(separator: "; ")
            if values.count > Self.shownValues { text += "; … \(values.count - Self.shownValues) more" }
        }
        if let qualifier { text += " (\(qualifier))" }
        if !segments.isEmpty { text += " in " + segments.joined(separator: ", ") }
        return text
    }
}

// MARK: - The machine-readable block

extension ChangeCause {
    /// The first line of a block of causes.
    static let blockHeader = "snapshot-causes 2"

    /// The causes as lines a program reads back exactly (`parse(block:)`), carried beside the
    /// overlay's change list so that grouping never re-reads sentences:
    ///
    ///     snapshot-causes 2
    ///     cause inset "inset left 16 → 20" subject "left" "16" "20" segments "\"GoodsSC\"" with "segment 3 \"GoodsSC\" items 0–5 (GoodsCell) moved right by 4 pt"
    ///     cause size "\"ProductCell\" height +20" subject "ProductCell" "height" "20" qualifier "+20" values "240 → 260" segments "\"ProductGridSC\""
    ///
    /// Strings are quoted and escaped as the listing writes them (a segment as the cause names it,
    /// quoted once more).
    static func block(_ causes: [ChangeCause]) -> String {
        var lines = [blockHeader]
        for cause in causes {
            var line = "cause \(cause.kind.rawValue) \(StringEscaping.quoted(cause.key))"
            if !cause.subject.isEmpty { line += " subject " + cause.subject.map(StringEscaping.quoted).joined(separator: " ") }
            if let qualifier = cause.qualifier { line += " qualifier " + StringEscaping.quoted(qualifier) }
            if !cause.values.isEmpty { line += " values " + cause.values.map(StringEscaping.quoted).joined(separator: " ") }
            if !cause.segments.isEmpty { line += " segments " + cause.segments.map(StringEscaping.quoted).joined(separator: " ") }
            if !cause.consequences.isEmpty { line += " with " + cause.consequences.map(StringEscaping.quoted).joined(separator: " ") }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The causes of a block `block(_:)` wrote, or `nil` when the text is not exactly one.
    package static func parse(block text: String) -> [ChangeCause]? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard lines.first == Substring(blockHeader) else { return nil }
        var causes: [ChangeCause] = []
        for (number, line) in lines.dropFirst().enumerated() {
            var reader = ListingLine(number: number + 2, bytes: ArraySlice(line.utf8))
            guard reader.nextWord() == "cause", let kind = reader.nextWord().flatMap(Kind.init(rawValue:)),
                let key = try? reader.string("the key")
            else { return nil }
            var cause = ChangeCause(kind: kind, key: key)
            while let word = reader.nextWord() {
                switch word {
                case "subject"
                where cause.subject.isEmpty && cause.qualifier == nil && cause.values.isEmpty && cause.segments.isEmpty
                    && cause.consequences.isEmpty:
                    while let token = try? reader.string("a subject's token") { cause.subject.append(token) }
                case "qualifier" where cause.qualifier == nil && cause.values.isEmpty && cause.segments.isEmpty && cause.consequences.isEmpty:
                    guard let qualifier = try? reader.string("the qualifier") else { return nil }
                    cause.qualifier = qualifier
                case "values" where cause.values.isEmpty && cause.segments.isEmpty && cause.consequences.isEmpty:
                    while let value = try? reader.string("a value") { cause.values.append(value) }
                case "segments" where cause.segments.isEmpty && cause.consequences.isEmpty:
                    while let name = try? reader.string("a segment") { cause.segments.append(name) }
                case "with" where cause.consequences.isEmpty:
                    while let line = try? reader.string("a consequence") { cause.consequences.append(line) }
                default:
                    return nil
                }
            }
            guard (try? reader.finish()) != nil else { return nil }
            causes.append(cause)
        }
        return causes
    }
}
