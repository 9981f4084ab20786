/// A layout style as data: every field, named as the listing names it, so that a style change is
/// identified and worded from the fields that changed (issue 50: "sticky headers on" and "stretch
/// to edge on" were one cause, `style listkit → listkit`, and a compositional option change was
/// not worded at all).
///
///     LayoutStyle.fieldChanges(.listKit(ListKitOptions()), .listKit(ListKitOptions(stickyHeaders: true)))
///     // [("sticky-headers", "false", "true")]
extension LayoutStyle {
    /// The layout, then each of its options, defaults included.
    var fields: [(name: String, value: String)] {
        let number = NumberFormat.exact
        switch self {
        case .flow, .leftAlignedFlow:
            return [("layout", id)]
        case .listKit(let options):
            return [
                ("layout", id), ("sticky-headers", String(options.stickyHeaders)), ("stretch-to-edge", String(options.stretchToEdge)),
                ("scroll-offset", number(options.scrollOffset)), ("show-header-when-empty", String(options.showHeaderWhenEmpty)),
                ("sticky-header-y-offset", number(options.stickyHeaderYOffset)),
            ]
        case .compositional(let options):
            return [
                ("layout", id), ("inter-section-spacing", number(options.interSectionSpacing)), ("scroll-offset", number(options.scrollOffset)),
                ("content-insets-reference", options.contentInsetsReference.rawValue), ("list", options.list?.rawValue ?? "none"),
                ("uikit", options.uikit.rawValue),
            ]
        }
    }

    /// The fields whose values differ between `old` and `new`, in the order `fields` gives them
    /// (`old`'s first, then those only `new` has); a field one of them lacks reads `none` there.
    static func fieldChanges(_ old: LayoutStyle, _ new: LayoutStyle) -> [(name: String, old: String, new: String)] {
        let before = old.fields, after = new.fields
        var names = before.map(\.name)
        for field in after where !names.contains(field.name) { names.append(field.name) }
        func value(_ name: String, in fields: [(name: String, value: String)]) -> String {
            fields.first { $0.name == name }?.value ?? "none"
        }
        return names.compactMap { name in
            let (from, to) = (value(name, in: before), value(name, in: after))
            return from == to ? nil : (name, from, to)
        }
    }

    /// What a change of style can do to a layout, from the options that changed (issue 50: a
    /// cause is given only the consequences it can produce).
    enum Reach: Comparable {
        /// Stretching to the edge (IGListKit's `stretchToEdge`): an item that ends within 1 pt of
        /// the right inset is widened to touch it, nothing moves (`ListKitLayout`).
        case stretch
        /// Sticky headers, their offset and the scroll offset move headers (pinned boundary items in
        /// a compositional layout); a header shown for an empty section and the spacing between
        /// sections move what follows. No size changes.
        case moves
        /// Another layout, the content insets reference, the list appearance or the UIKit release's
        /// pixel rounding: anything may move or resize (`CompositionalLayout`).
        case everything
    }

    /// What changing `old` into `new` can do: the most any changed field can; none when no field changed.
    static func reach(_ old: LayoutStyle, _ new: LayoutStyle) -> Set<Reach> {
        guard old.id == new.id else { return [.everything] }
        return Set(
            fieldChanges(old, new).map { change -> Reach in
                switch change.name {
                case "stretch-to-edge": .stretch
                case "sticky-headers", "sticky-header-y-offset", "scroll-offset", "show-header-when-empty", "inter-section-spacing": .moves
                default: .everything
                }
            })
    }
}
