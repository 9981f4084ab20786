/// A right-to-left screen (`Screen.layoutDirection`), as each layout style's code answers it.
///
/// Rules, with their evidence:
/// - `UICollectionViewLayout` leaves frames alone: `flipsHorizontallyInOppositeLayoutDirection`
///   "Base implementation returns false" (Apple's `UICollectionViewLayout.h`).
/// - `.flow` mirrors its own frames (`developmentLayoutDirection`: "FlowLayout returns
///   leftToRight", `UICollectionViewLayout.h`): each item, header and footer is reflected
///   across its section's frame, the full width of the collection view; the section's left and
///   right insets go with the items. Every attribute is mirrored however its item was sized
///   (`sizeForItemAt` or `itemSize`): UIKit flips the flow layout's attributes across the
///   collection view's width (`flipsHorizontallyInOppositeLayoutDirection`; issue 38, from the
///   renderings its reviewers hold), where the reports of iOS 9 to 12 (material-components-ios
///   radar 22828797, StackOverflow 54087393) had delegate-sized items left unmirrored.
/// - `.leftAlignedFlow` is that flow layout with every item's x rewritten from the section's
///   left inset (mokagio/UICollectionViewLeftAlignedLayout, `leftAlignFrameWithSectionInset:`):
///   its items stay where they are; headers and footers come from the flow layout, mirrored.
/// - `.listKit`: IGListKit's `IGListCollectionViewLayout` has no right-to-left code (source at
///   `e3facbe`): nothing moves.
/// - `.compositional` lays out left to right and flips the collection view: every frame is
///   mirrored across the content width, so a section's leading inset shows on the right. Its
///   insets are `NSDirectionalEdgeInsets` (leading, trailing: Apple's documentation), which
///   only a flip keeps on the reading side; no public frames of a right-to-left compositional
///   layout were found to measure it against (`snapshot-cli compare` checks it on a device). An
///   orthogonal section runs from the right edge to the left: its repetitions are recorded one
///   by one (`LayoutComposition.sizedGroups`).
/// - A nested collection (`NestedLayout`) is left as laid out: where a right-to-left horizontal
///   collection's content starts is not measured (a diagnostic says so).
///
/// Mirrored insets are written as they show: a flow section with `left: 20, right: 10`, 375
/// wide, two 100-wide items (justified: x = 20 and 265) mirrors them to x = 255 and 10, and its
/// `inset` reads `left: 10, right: 20`. A compositional item `fractionalWidth(0.5)` after a
/// 16-pt leading inset (x = 16, 179.5 wide) shows at x = 375 − 16 − 179.5 = 179.5.
enum RightToLeft {
    /// `segments`, laid out left to right, as they show right to left.
    static func mirror(
        _ segments: inout [LayoutSegment], style: LayoutStyle, contentWidth: Double, diagnostics: inout [Diagnostic]
    ) {
        switch style {
        case .listKit:
            break
        case .flow:
            for index in segments.indices { mirrorFlow(&segments[index], items: true) }
        case .leftAlignedFlow:
            for index in segments.indices { mirrorFlow(&segments[index], items: false) }
        case .compositional:
            for index in segments.indices { mirrorCompositional(&segments[index], width: contentWidth) }
        }
        for segment in segments {
            guard let item = segment.items.first(where: { $0.nested != nil }) else { continue }
            diagnostics.append(
                Diagnostic(
                    severity: .warning, kind: .unsupportedOption, segment: segment.index, item: item.index,
                    message: "right to left, a nested collection is laid out left to right: where its content starts "
                        + "is not measured (blocked on evidence)."))
            return
        }
    }

    /// A flow section: its supplementary views (and items, unless rewritten) across its frame.
    private static func mirrorFlow(_ segment: inout LayoutSegment, items: Bool) {
        let across = segment.frame.minX + segment.frame.maxX
        segment.header = segment.header.map { reflected($0, across) }
        segment.footer = segment.footer.map { reflected($0, across) }
        guard items else { return }
        for index in segment.items.indices { segment.items[index].frame = reflected(segment.items[index].frame, across) }
        swap(&segment.inset.left, &segment.inset.right)
    }

    /// A compositional section: everything across the content width.
    private static func mirrorCompositional(_ segment: inout LayoutSegment, width: Double) {
        segment.frame = reflected(segment.frame, width)
        segment.header = segment.header.map { reflected($0, width) }
        segment.footer = segment.footer.map { reflected($0, width) }
        for index in segment.items.indices { segment.items[index].frame = reflected(segment.items[index].frame, width) }
        swap(&segment.inset.left, &segment.inset.right)
        guard var composition = segment.composition else { return }
        if composition.orthogonalScrolling != .none, composition.sizedGroups.isEmpty, composition.groupCount > 1 {
            composition.sizedGroups = composition.groups(spacing: segment.minimumLineSpacing)
        }
        composition.sizedGroups = composition.sizedGroups.map { reflected($0, width) }
        composition.firstGroup = reflected(composition.firstGroup, width)
        composition.background = composition.background.map { reflected($0, width) }
        for index in composition.badges.indices { composition.badges[index].frame = reflected(composition.badges[index].frame, width) }
        segment.composition = composition
    }

    /// `rect` reflected across the vertical line x = across / 2.
    private static func reflected(_ rect: Rect, _ across: Double) -> Rect {
        Rect(x: across - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
}
