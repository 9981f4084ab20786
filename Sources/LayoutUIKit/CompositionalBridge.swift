// The model's compositional sections as UIKit's: every dimension, spacing, inset, edge spacing,
// group arrangement, badge, boundary item, background and list configuration the model can say.
#if (canImport(UIKit) && !os(watchOS)) || UIKIT_SURFACE
    #if canImport(UIKit)
        import UIKit
    #endif
    import Foundation
    import LayoutModel

    /// `CompositionalSection` → `NSCollectionLayoutSection`, one to one:
    ///
    /// | model | UIKit |
    /// |---|---|
    /// | `LayoutDimension` `.absolute`, `.fractionalWidth`, `.fractionalHeight`, `.estimated`, `.uniformAcrossSiblings` | `NSCollectionLayoutDimension` of the same name (the last iOS 17) |
    /// | `LayoutSpacing` `.fixed`, `.flexible` | `NSCollectionLayoutSpacing.fixed(_:)`, `.flexible(_:)` |
    /// | `EdgeInsets` (left, right) | `NSDirectionalEdgeInsets` (leading, trailing): the model lays out left to right and mirrors |
    /// | `CompositionalGroup.Subitems` `.list`, `.equallySized`, `.repeating` | `horizontal(layoutSize:subitems:)`, `horizontal(layoutSize:subitem:count:)`, `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16), or `vertical(…)` |
    /// | `ItemSupplementary` | `NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:)`, its anchor's offset absolute or fractional |
    /// | `header`, `footer` | `NSCollectionLayoutBoundarySupplementaryItem` of kind `UICollectionView.elementKindSectionHeader` (`.top`) or `…Footer` (`.bottom`), `absoluteOffset`, `extendsBoundary`, `pinToVisibleBounds` |
    /// | `background` | `NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)` with its content insets: register your view for that kind on the layout |
    /// | `orthogonalScrolling`, `contentInsetsReference` (iOS 14), `supplementariesFollowContentInsets`, `interGroupSpacing` | the section's properties of those names |
    ///
    /// What the running iOS lacks is refused by name (`onRefusal`, an assertion by default) and laid
    /// out as its nearest older form: `uniformAcrossSiblings(estimate: e)` before iOS 17 as
    /// `estimated(e)`, `repeatingSubitem` before iOS 16 as `subitems: [subitem]`, a
    /// `contentInsetsReference` before iOS 14 as the default. `CompositionalOptions.scrollOffset`
    /// and `.uikit` say how a test lays the screen out, not how the app configures UIKit: they have
    /// no UIKit counterpart and are not refused.
    @MainActor public enum CompositionalBridge {
        /// The element kind of section backgrounds: register the app's background view for it on
        /// the layout (`register(_:forDecorationViewOfKind:)`).
        public static let backgroundKind = "LayoutUIKit.section-background"

        /// `section` as UIKit's; `name` names it in a refusal (`section 2 "GoodsSC"`).
        public static func layoutSection(
            _ section: CompositionalSection, name: String = "section", onRefusal: @escaping (String) -> Void = { assertionFailure($0) }
        ) -> NSCollectionLayoutSection {
            let translator = Translator(name: name, onRefusal: onRefusal)
            let built = NSCollectionLayoutSection(group: translator.group(section.group))
            built.contentInsets = Translator.insets(section.contentInsets)
            built.interGroupSpacing = CGFloat(section.interGroupSpacing)
            built.orthogonalScrollingBehavior = Translator.scrolling(section.orthogonalScrolling)
            built.supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
            if section.contentInsetsReference != .automatic {
                if #available(iOS 14, tvOS 14, *) {
                    built.contentInsetsReference = Translator.reference(section.contentInsetsReference)
                } else {
                    translator.refuse("contentInsetsReference \(section.contentInsetsReference.rawValue) needs iOS 14; left as UIKit's default")
                }
            }
            var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
            if let header = section.header { boundary.append(translator.boundary(header, kind: UICollectionView.elementKindSectionHeader, .top)) }
            if let footer = section.footer { boundary.append(translator.boundary(footer, kind: UICollectionView.elementKindSectionFooter, .bottom)) }
            built.boundarySupplementaryItems = boundary
            if let background = section.background {
                let decoration = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
                decoration.contentInsets = Translator.insets(background.contentInsets)
                built.decorationItems = [decoration]
            }
            return built
        }

        /// The section of a sub-controller without a compositional section of its own, as the
        /// engine lays it out: in a `list` appearance, `list(using:layoutEnvironment:)` with a
        /// supplementary header or footer where the sub-controller has one (iOS 14); without one,
        /// its rows, each `sizeForItem`'s height, `minimumLineSpacing` apart in one vertical group
        /// as tall as all of them, inside its `inset`, its header and footer as boundary items.
        public static func rowsSection(
            of spec: any SubController, in context: CollectionContext, list: ListAppearance?, environment: any NSCollectionLayoutEnvironment,
            onRefusal: @escaping (String) -> Void = { assertionFailure($0) }
        ) -> NSCollectionLayoutSection {
            let translator = Translator(name: spec.name, onRefusal: onRefusal)
            if let list {
                if #available(iOS 14, tvOS 14, *) {
                    var configuration = UICollectionLayoutListConfiguration(appearance: translator.appearance(list))
                    if spec.sizeForHeader(in: context) != nil { configuration.headerMode = .supplementary }
                    if spec.sizeForFooter(in: context) != nil { configuration.footerMode = .supplementary }
                    return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                }
                onRefusal("\(spec.name): a \(list.rawValue) list needs iOS 14; laid out as rows")
            }
            let count = Swift.max(0, spec.numberOfItems)
            let heights = (0..<count).map { spec.sizeForItem(at: $0, in: context).height }
            let spacing = spec.minimumLineSpacing
            let total = heights.reduce(0, +) + Double(Swift.max(0, count - 1)) * spacing
            let rows = heights.map { height in
                NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(height))))
            }
            // A section without items still needs a subitem (UIKit raises for a group of none): one of no height.
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(total))),
                subitems: rows.isEmpty ? [Translator.placeholder] : rows)
            group.interItemSpacing = .fixed(CGFloat(spacing))
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = Translator.insets(spec.inset)
            let sides: [(Size?, String, NSRectAlignment)] = [
                (spec.sizeForHeader(in: context), UICollectionView.elementKindSectionHeader, .top),
                (spec.sizeForFooter(in: context), UICollectionView.elementKindSectionFooter, .bottom),
            ]
            section.boundarySupplementaryItems = sides.compactMap { size, kind, alignment in
                size.map { translator.boundary(BoundaryItem(LayoutSize(width: .fractionalWidth(1), height: .absolute($0.height))), kind: kind, alignment) }
            }
            return section
        }

        /// The layout-wide configuration of `options`: `interSectionSpacing` and (iOS 14) `contentInsetsReference`.
        public static func configuration(_ options: CompositionalOptions) -> UICollectionViewCompositionalLayoutConfiguration {
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = CGFloat(options.interSectionSpacing)
            if #available(iOS 14, tvOS 14, *) {
                // The model's `.automatic` is the configuration's default, the safe area.
                configuration.contentInsetsReference =
                    options.contentInsetsReference == .automatic ? .safeArea : Translator.reference(options.contentInsetsReference)
            }
            return configuration
        }
    }

    extension SubControllerDataSource {
        /// The layout `screen` is laid out with, for the app to install: a `UICollectionViewFlowLayout`
        /// scrolling as the screen does for `.flow`; for `.compositional`, `compositionalLayout(options:)`
        /// with the app's section background (`ReusableViews.background`) registered on it. IGListKit's
        /// `ListCollectionViewLayout` and the MCCS pod's `UICollectionViewLeftAlignedLayout` are the
        /// app's own (this package does not link them): `nil`, reported, and the app installs its own.
        /// A frames file records the class installed (`FramesFileWriter`), and `compare` says first
        /// when it is not the screen's.
        public func makeLayout(for screen: Screen) -> UICollectionViewLayout? {
            switch screen.layoutStyle {
            case .flow:
                let flow = UICollectionViewFlowLayout()
                flow.scrollDirection = screen.scrollDirection == .horizontal ? .horizontal : .vertical
                return flow
            case .compositional(let options):
                let layout = compositionalLayout(options: options)
                views.background?.register(on: layout, decoration: CompositionalBridge.backgroundKind)
                return layout
            case .listKit, .leftAlignedFlow:
                report("the screen \"\(screen.name)\" is laid out with \(screen.layoutStyle.layoutClassName), which the app installs itself")
                return nil
            }
        }

        /// A compositional layout of these sub-controllers' sections, each asked for in the context
        /// of the attached collection view (`attach(to:)`): `compositionalSection(in:)` through
        /// `CompositionalBridge.layoutSection`, the others through `rowsSection`.
        public func compositionalLayout(
            options: CompositionalOptions = CompositionalOptions(), onRefusal: @escaping (String) -> Void = { assertionFailure($0) }
        ) -> UICollectionViewCompositionalLayout {
            UICollectionViewCompositionalLayout(
                sectionProvider: { [weak self] index, environment in
                    guard let self, let collectionView = self.collectionView, self.subControllers.indices.contains(index) else { return nil }
                    let spec = self.subControllers[index]
                    let context = self.context(for: collectionView)
                    guard let section = spec.compositionalSection(in: context) else {
                        return CompositionalBridge.rowsSection(of: spec, in: context, list: options.list, environment: environment, onRefusal: onRefusal)
                    }
                    return CompositionalBridge.layoutSection(section, name: "section \(index) \"\(spec.name)\"", onRefusal: onRefusal)
                }, configuration: CompositionalBridge.configuration(options))
        }
    }

    /// One section's translation, with what it had to refuse.
    @MainActor private struct Translator {
        let name: String
        let onRefusal: (String) -> Void

        func refuse(_ what: String) {
            onRefusal("\(name): \(what).")
        }

        /// An item of no size: what stands in for the subitems a group must have.
        static var placeholder: NSCollectionLayoutItem {
            NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)))
        }

        static func insets(_ insets: EdgeInsets) -> NSDirectionalEdgeInsets {
            NSDirectionalEdgeInsets(top: CGFloat(insets.top), leading: CGFloat(insets.left), bottom: CGFloat(insets.bottom), trailing: CGFloat(insets.right))
        }

        static func scrolling(_ scrolling: OrthogonalScrolling) -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
            switch scrolling {
            case .none: .none
            case .continuous: .continuous
            case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
            case .paging: .paging
            case .groupPaging: .groupPaging
            case .groupPagingCentered: .groupPagingCentered
            }
        }

        @available(iOS 14, tvOS 14, *)
        static func reference(_ reference: ContentInsetsReference) -> UIContentInsetsReference {
            switch reference {
            case .automatic: .automatic
            case .none: .none
            case .safeArea: .safeArea
            case .layoutMargins: .layoutMargins
            case .readableContent: .readableContent
            }
        }

        /// The list appearance; on tvOS, where UICollectionLayoutList.h marks `insetGrouped`,
        /// `sidebar` and `sidebarPlain` `API_UNAVAILABLE(tvos)`, those are refused and laid out as
        /// `grouped` (`insetGrouped`) or `plain` (the sidebars).
        @available(iOS 14, tvOS 14, *)
        func appearance(_ appearance: ListAppearance) -> UICollectionLayoutListConfiguration.Appearance {
            #if os(tvOS)
                switch appearance {
                case .plain: return .plain
                case .grouped: return .grouped
                case .insetGrouped, .sidebar, .sidebarPlain:
                    let fallback: UICollectionLayoutListConfiguration.Appearance = appearance == .insetGrouped ? .grouped : .plain
                    refuse("a \(appearance.rawValue) list is not available on tvOS; laid out as \(fallback == .grouped ? "grouped" : "plain")")
                    return fallback
                }
            #else
                switch appearance {
                case .plain: return .plain
                case .grouped: return .grouped
                case .insetGrouped: return .insetGrouped
                case .sidebar: return .sidebar
                case .sidebarPlain: return .sidebarPlain
                }
            #endif
        }

        func dimension(_ dimension: LayoutDimension) -> NSCollectionLayoutDimension {
            switch dimension {
            case .absolute(let points): return .absolute(CGFloat(points))
            case .fractionalWidth(let fraction): return .fractionalWidth(CGFloat(fraction))
            case .fractionalHeight(let fraction): return .fractionalHeight(CGFloat(fraction))
            case .estimated(let points): return .estimated(CGFloat(points))
            case .uniformAcrossSiblings(let estimate):
                if #available(iOS 17, tvOS 17, *) { return .uniformAcrossSiblings(estimate: CGFloat(estimate)) }
                refuse("uniformAcrossSiblings(estimate: \(estimate)) needs iOS 17; laid out as estimated(\(estimate))")
                return .estimated(CGFloat(estimate))
            }
        }

        func size(_ size: LayoutSize) -> NSCollectionLayoutSize {
            NSCollectionLayoutSize(widthDimension: dimension(size.width), heightDimension: dimension(size.height))
        }

        static func spacing(_ spacing: LayoutSpacing?) -> NSCollectionLayoutSpacing? {
            switch spacing {
            case .fixed(let points): .fixed(CGFloat(points))
            case .flexible(let points): .flexible(CGFloat(points))
            case nil: nil
            }
        }

        static func edgeSpacing(_ edges: EdgeSpacing) -> NSCollectionLayoutEdgeSpacing? {
            guard edges != .none else { return nil }
            return NSCollectionLayoutEdgeSpacing(
                leading: spacing(edges.leading), top: spacing(edges.top), trailing: spacing(edges.trailing), bottom: spacing(edges.bottom))
        }

        func anchor(_ anchor: LayoutAnchor) -> NSCollectionLayoutAnchor {
            var edges: NSDirectionalRectEdge = []
            if anchor.edges.contains(.top) { edges.insert(.top) }
            if anchor.edges.contains(.leading) { edges.insert(.leading) }
            if anchor.edges.contains(.bottom) { edges.insert(.bottom) }
            if anchor.edges.contains(.trailing) { edges.insert(.trailing) }
            switch anchor.offset {
            case .absolute(let x, let y): return NSCollectionLayoutAnchor(edges: edges, absoluteOffset: CGPoint(x: x, y: y))
            case .fractional(let x, let y): return NSCollectionLayoutAnchor(edges: edges, fractionalOffset: CGPoint(x: x, y: y))
            }
        }

        func item(_ item: CompositionalItem) -> NSCollectionLayoutItem {
            let badges = item.supplementaries.map { badge in
                NSCollectionLayoutSupplementaryItem(layoutSize: size(badge.size), elementKind: badge.kind, containerAnchor: anchor(badge.anchor))
            }
            let built = NSCollectionLayoutItem(layoutSize: size(item.size), supplementaryItems: badges)
            built.contentInsets = Self.insets(item.contentInsets)
            built.edgeSpacing = Self.edgeSpacing(item.edgeSpacing)
            return built
        }

        func element(_ element: CompositionalElement) -> NSCollectionLayoutItem {
            switch element {
            case .item(let item): self.item(item)
            case .group(let group): self.group(group)
            }
        }

        func group(_ group: CompositionalGroup) -> NSCollectionLayoutGroup {
            let layoutSize = size(group.size)
            let horizontal = group.axis == .horizontal
            let built: NSCollectionLayoutGroup
            switch group.subitems {
            case .list(let elements):
                var subitems = elements.map(element)
                if subitems.isEmpty {
                    refuse("a group without subitems (UIKit raises an exception for one); laid out with one item of no size")
                    subitems = [Self.placeholder]
                }
                built = horizontal ? .horizontal(layoutSize: layoutSize, subitems: subitems) : .vertical(layoutSize: layoutSize, subitems: subitems)
            case .equallySized(let subitem, let count):
                let item = element(subitem)
                built =
                    horizontal
                    ? .horizontal(layoutSize: layoutSize, subitem: item, count: count) : .vertical(layoutSize: layoutSize, subitem: item, count: count)
            case .repeating(let subitem, let count):
                let item = element(subitem)
                if #available(iOS 16, tvOS 16, *) {
                    built =
                        horizontal
                        ? .horizontal(layoutSize: layoutSize, repeatingSubitem: item, count: count)
                        : .vertical(layoutSize: layoutSize, repeatingSubitem: item, count: count)
                } else {
                    refuse("repeatingSubitem (count \(count)) needs iOS 16; laid out as subitems: [subitem]")
                    built = horizontal ? .horizontal(layoutSize: layoutSize, subitems: [item]) : .vertical(layoutSize: layoutSize, subitems: [item])
                }
            }
            built.interItemSpacing = Self.spacing(group.interItemSpacing)
            built.contentInsets = Self.insets(group.contentInsets)
            built.edgeSpacing = Self.edgeSpacing(group.edgeSpacing)
            return built
        }

        func boundary(_ item: BoundaryItem, kind: String, _ alignment: NSRectAlignment) -> NSCollectionLayoutBoundarySupplementaryItem {
            let built = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(item.size), elementKind: kind, alignment: alignment, absoluteOffset: CGPoint(x: item.offset.x, y: item.offset.y))
            built.extendsBoundary = item.extendsBoundary
            built.pinToVisibleBounds = item.pinToVisibleBounds
            return built
        }
    }
#endif
