/// A cause's subject (`ChangeCause.subject`): what it is as data, whose canonical encoding a
/// group's id is the digest of, never its words; and the subjects of the causes that are changes
/// of a whole screen or of an inset.
extension ChangeCause {
    /// The canonical encoding of a cause's kind and subject: each token's UTF-8 length, a colon
    /// and the token, after the kind (`inset 4:left2:162:20`); what `ChangeGroups.id(of:)` digests.
    package static func canonical(_ kind: Kind, _ subject: [String]) -> String {
        subject.reduce(kind.rawValue + " ") { $0 + "\($1.utf8.count):\($1)" }
    }

    /// This cause's `canonical` encoding; a cause made by hand without a subject is keyed on its key.
    package var identity: String {
        Self.canonical(kind, subject.isEmpty && kind != .unexplained ? [key] : subject)
    }

    /// The edges that changed, each as its name and old and new value (`left`, `16`, `20`).
    static func insetSubject(_ old: EdgeInsets, _ new: EdgeInsets) -> [String] {
        let edges = [("top", old.top, new.top), ("left", old.left, new.left), ("bottom", old.bottom, new.bottom), ("right", old.right, new.right)]
        return edges.filter { !Same.number($0.1, $0.2) }.flatMap { [$0.0, NumberFormat.exact($0.1), NumberFormat.exact($0.2)] }
    }

    /// What a screen-wide change is, as data.
    static func subject(of change: LayoutChange) -> [String] {
        func device(_ device: Device) -> [String] {
            [device.id, device.orientation.rawValue, NumberFormat.exact(device.size.width), NumberFormat.exact(device.size.height)]
        }
        switch change {
        case .screenName(let old, let new): return [old, new]
        case .device(let old, let new): return device(old) + device(new)
        case .style(let old, let new): return LayoutStyle.fieldChanges(old, new).flatMap { [$0.name, $0.old, $0.new] }
        case .direction(let old, let new): return [old.rawValue, new.rawValue]
        case .sectionInsetReference(let old, let new): return ["reference", old.rawValue, new.rawValue]
        case .contentSizeCategory(let old, let new): return [old.rawValue, new.rawValue]
        case .rootView(let old, let new): return ["root-view", String(old), String(new)]
        case .underBars(let old, let new): return ["under-bars", String(old), String(new)]
        case .layoutDirection(let old, let new): return [old.rawValue, new.rawValue]
        default: return [ChangeLine(change).single]
        }
    }
}
