/// The group tree in one line, as `LayoutComposition.tree` records it: `horizontal 1w×0.25w
/// spacing 10 [item 0.25w×1h inset 4,4,4,4]`. A dimension is points (`120`), an estimate
/// (`~44`), an estimate uniform across siblings (`≈44`), a fraction of the container's width (`0.25w`) or height (`1h`); `[4 equal × …]` is
/// an equally sized count group, `[4 × …]` a repeating one.
extension CompositionalGroup {
    var tree: String {
        var text = "\(axis.rawValue) \(size.tree)"
        switch interItemSpacing {
        case .fixed(let value) where value != 0: text += " spacing \(NumberFormat.exact(value))"
        case .flexible(let value): text += " flexible \(NumberFormat.exact(value))"
        case .fixed: break
        }
        text += contentInsets.tree + edgeSpacing.tree
        switch subitems {
        case .list(let elements): text += " [" + elements.map(\.tree).joined(separator: ", ") + "]"
        case .equallySized(let element, let count): text += " [\(count) equal × \(element.tree)]"
        case .repeating(let element, let count): text += " [\(count) × \(element.tree)]"
        }
        return text
    }
}

extension CompositionalElement {
    var tree: String {
        switch self {
        case .item(let item): "item \(item.size.tree)\(item.contentInsets.tree)\(item.edgeSpacing.tree)"
        case .group(let group): group.tree
        }
    }
}

extension LayoutSize {
    var tree: String { "\(width.tree)×\(height.tree)" }
}

extension LayoutDimension {
    var tree: String {
        switch self {
        case .absolute(let value): NumberFormat.exact(value)
        case .estimated(let value): "~" + NumberFormat.exact(value)
        case .uniformAcrossSiblings(let value): "≈" + NumberFormat.exact(value)
        case .fractionalWidth(let value): NumberFormat.exact(value) + "w"
        case .fractionalHeight(let value): NumberFormat.exact(value) + "h"
        }
    }
}

extension EdgeSpacing {
    /// ` edge leading 2 trailing ≥0`: the sides that are set (`≥` a flexible one), or nothing.
    fileprivate var tree: String {
        guard self != EdgeSpacing.none else { return "" }  // the usual item: no list of sides to make
        let sides: [String] = [("leading", leading), ("top", top), ("trailing", trailing), ("bottom", bottom)].compactMap { name, value in
            value.map { spacing in
                switch spacing {
                case .fixed(let points): "\(name) \(NumberFormat.exact(points))"
                case .flexible(let points): "\(name) ≥\(NumberFormat.exact(points))"
                }
            }
        }
        return sides.isEmpty ? "" : " edge " + sides.joined(separator: " ")
    }
}

extension EdgeInsets {
    /// ` inset t,l,b,r`, or nothing when all are 0.
    fileprivate var tree: String {
        self == .zero ? "" : " inset \([top, left, bottom, right].map(NumberFormat.exact).joined(separator: ","))"
    }
}
