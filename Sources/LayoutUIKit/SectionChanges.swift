// What `SubControllerDataSource.apply(_:)` tells the collection view when the list of
// sub-controllers changes (MCCS `addSC` / `insSC` / `rmSC`, a reorder): sections deleted,
// inserted, moved and reloaded, by the sub-controllers' identity.
#if (canImport(UIKit) && !os(watchOS)) || UIKIT_SURFACE
    #if canImport(UIKit)
        import UIKit
    #endif
    import Foundation
    import LayoutModel

    /// The section updates from one list of sub-controllers to another, as
    /// `performBatchUpdates(_:completion:)` takes them: deletes and reloads at their old indices,
    /// inserts at their new ones, moves from old to new.
    ///
    /// Identity: a sub-controller that is `Identifiable` is known by its `id`; any other by its
    /// `name`; either with how many alike come before it (the second `GoodsSC` is `GoodsSC` #2),
    /// as MCCS tells two instances of one type apart by their place. A section kept in its order
    /// among the kept ones is not moved (inserting above it shifts it, which UIKit does itself);
    /// the fewest kept sections are moved: those off the longest run kept in order (of equally
    /// long runs, the one that keeps the earlier sections: [x, y] → [y, x] moves y). A kept
    /// section whose item count changed is reloaded; one that moved and changed its count is
    /// deleted and inserted instead (UIKit refuses a reload and a move of one section).
    ///
    ///     // [Banner, Goods, Footer] → [Goods, Banner, Promo]
    ///     SectionChanges(from: old, to: new)
    ///     // deleted [2], inserted [2], moved [(from: 1, to: 0)], reloaded []
    public struct SectionChanges: Equatable, Sendable {
        /// Old indices, ascending.
        public var deleted: [Int] = []
        /// New indices, ascending.
        public var inserted: [Int] = []
        /// Old index to new index, by old index.
        public var moved: [Move] = []
        /// Old indices, ascending.
        public var reloaded: [Int] = []

        /// A section that changed its place among the kept ones.
        public struct Move: Equatable, Sendable {
            public var from: Int
            public var to: Int

            /// A section moved from `from` (old index) to `to` (new index).
            public init(from: Int, to: Int) {
                self.from = from
                self.to = to
            }
        }

        /// Whether there is nothing to tell the collection view.
        public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && moved.isEmpty && reloaded.isEmpty }

        /// The updates from `old` to `new`; each list is asked its names, ids and item counts once.
        public init(from old: [any SubController], to new: [any SubController]) {
            let oldKeys = Self.keys(old), newKeys = Self.keys(new)
            var newIndex: [AnyHashable: Int] = [:]
            for (index, key) in newKeys.enumerated() { newIndex[key] = index }
            var oldIndex: [AnyHashable: Int] = [:]
            for (index, key) in oldKeys.enumerated() { oldIndex[key] = index }
            deleted = oldKeys.indices.filter { newIndex[oldKeys[$0]] == nil }
            inserted = newKeys.indices.filter { oldIndex[newKeys[$0]] == nil }
            // The kept sections in their new order, by old index; those off the longest
            // increasing run moved.
            let kept = newKeys.compactMap { oldIndex[$0] }
            let staying = Set(LongestIncreasingRun.positions(in: kept).map { kept[$0] })
            for from in kept.sorted() {
                guard let to = newIndex[oldKeys[from]] else { continue }
                let changedCount = Swift.max(0, old[from].numberOfItems) != Swift.max(0, new[to].numberOfItems)
                if staying.contains(from) {
                    if changedCount { reloaded.append(from) }
                } else if changedCount {
                    deleted.append(from)
                    inserted.append(to)
                } else {
                    moved.append(Move(from: from, to: to))
                }
            }
            deleted.sort()
            inserted.sort()
        }

        /// Each sub-controller's identity: its `id` when `Identifiable`, else its name; with the
        /// number of the same before it, so that no two are alike.
        private static func keys(_ list: [any SubController]) -> [AnyHashable] {
            var seen: [AnyHashable: Int] = [:]
            return list.map { subController in
                let base: AnyHashable =
                    if let identifiable = subController as? any Identifiable { identity(of: identifiable) } else { AnyHashable(subController.name) }
                seen[base, default: 0] += 1
                return AnyHashable([base, AnyHashable(seen[base] ?? 1)])
            }
        }

        private static func identity<T: Identifiable>(of value: T) -> AnyHashable {
            AnyHashable(["id": AnyHashable(value.id)])
        }
    }
#endif
