/// What kind of change a line tells, for the summary's header (`3 changes: 1 inset, …`).
///
/// Cases are in the order the header lists them. Screen-wide ones happen at most once and
/// read without a count (`device`); the others read `1 inset`, `400 items moved`.
enum ChangeCategory: Int, Sendable, Hashable, CaseIterable, Comparable {
    case screenName, device, style, textSize, chrome, scrollArea, contentInset
    case segmentAdded, segmentRemoved, segmentReordered
    case inset, lineSpacing, interitemSpacing, groupTree, header, footer, background
    case segmentResized, segmentMoved
    case cellType, text, itemRemoved, itemAdded, itemResized, itemMoved, nested, badge
    case contentSize
    case diagnosticNew, diagnosticChanged, diagnosticResolved

    static func < (a: ChangeCategory, b: ChangeCategory) -> Bool { a.rawValue < b.rawValue }

    /// `device`, `1 inset`, `400 items moved`.
    func counted(_ count: Int) -> String {
        if let word = screenWideWord, count == 1 { return word }
        let (singular, plural) = words
        return Wording.count(count, singular, plural)
    }

    private var screenWideWord: String? {
        switch self {
        case .screenName: "screen name"
        case .device: "device"
        case .style: "style"
        case .textSize: "text size"
        case .scrollArea: "scroll area"
        case .contentInset: "content inset"
        case .contentSize: "content size"
        default: nil
        }
    }

    private var words: (String, String) {
        switch self {
        case .screenName: ("screen name", "screen names")
        case .device: ("device", "devices")
        case .style: ("style", "styles")
        case .textSize: ("text size", "text sizes")
        case .chrome: ("chrome bar", "chrome bars")
        case .scrollArea: ("scroll area", "scroll areas")
        case .contentInset: ("content inset", "content insets")
        case .segmentAdded: ("segment added", "segments added")
        case .segmentRemoved: ("segment removed", "segments removed")
        case .segmentReordered: ("segment reordered", "segments reordered")
        case .inset: ("inset", "insets")
        case .lineSpacing: ("line spacing", "line spacings")
        case .interitemSpacing: ("interitem spacing", "interitem spacings")
        case .groupTree: ("group tree", "group trees")
        case .header: ("header", "headers")
        case .footer: ("footer", "footers")
        case .background: ("background", "backgrounds")
        case .segmentResized: ("segment resized", "segments resized")
        case .segmentMoved: ("segment moved", "segments moved")
        case .cellType: ("cell type", "cell types")
        case .text: ("text", "texts")
        case .itemRemoved: ("item removed", "items removed")
        case .itemAdded: ("item added", "items added")
        case .itemResized: ("item resized", "items resized")
        case .itemMoved: ("item moved", "items moved")
        case .nested: ("nested change", "nested changes")
        case .badge: ("badge", "badges")
        case .contentSize: ("content size", "content sizes")
        case .diagnosticNew: ("new diagnostic", "new diagnostics")
        case .diagnosticChanged: ("changed diagnostic", "changed diagnostics")
        case .diagnosticResolved: ("resolved diagnostic", "resolved diagnostics")
        }
    }
}
