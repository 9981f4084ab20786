/// What a change of the room across a line predicts for the width of its items (their height,
/// on a screen that scrolls sideways): the rule `CauseFinder` explains a width by (issue 39).
///
/// Code that sizes cells shares out the room a line has: a line of `n` items whose inset takes
/// `Δi` more points and whose gaps grow by `Δs` on a device `Δd` wider gives each item
/// `(Δd − Δi − (n − 1)·Δs) ÷ n`, to the whole point or the device's pixel when the new width is
/// rounded to one of them. `n` is the item's own line's count, the segment's fullest line's, or
/// (to the pixel only) the count the change itself implies, when no fewer than the fullest line:
/// frames cannot tell a grid of 3 columns showing 2 items from one of 2 columns.
///
///     // 4 more points of inset on a line of 4 cells 84 wide (⌊(393 − 32 − 24) ÷ 4⌋):
///     LineShare.predicts(from: 84, to: 83, lineLength: 4, room: .init(insetTaken: 4), scale: 3)   // true: ⌊83.25⌋
///     LineShare.predicts(from: 84, to: 82, lineLength: 4, room: .init(insetTaken: 4), scale: 3)   // false: its own cause
struct LineShare {
    /// How the room across a segment's lines changed between the two layouts.
    struct Room {
        /// How much wider the device is (taller, sideways).
        var deviceWider: Double = 0
        /// How many more points the segment's inset takes across.
        var insetTaken: Double = 0
        /// How many points each gap between items grew.
        var gapGrew: Double = 0
    }

    private let layout: Layout
    private let vertical: Bool
    /// Each item's line length (how many items share its line), by segment index, worked out when first asked.
    private var lineLengths: [Int: [Int]] = [:]

    init(layout: Layout) {
        self.layout = layout
        vertical = layout.direction == .vertical
    }

    /// Whether item `item` of the segment at `ref` going from `old` to `new` across is what `room`
    /// predicts for some count of items its code may share the line's room among.
    mutating func explains(from old: Double, to new: Double, item: Int, at ref: SegmentRef, room: Room) -> Bool {
        let lines = lineLengths(of: item, at: ref)
        let scale = layout.device.scale
        if [lines.own, lines.fullest].contains(where: { Self.predicts(from: old, to: new, lineLength: $0, room: room, scale: scale) }) {
            return true
        }
        // The count for which the share is the change, (Δd − Δi + Δs) ÷ (change + Δs): guessed,
        // so it must predict the width to the device's pixel, not to the whole point.
        let denominator = Same.delta(old, new) + room.gapGrew
        guard denominator != 0 else { return false }
        let implied = ((room.deviceWider - room.insetTaken + room.gapGrew) / denominator).rounded()
        guard implied.isFinite, implied >= Double(lines.fullest), implied < 1e6 else { return false }
        return Self.predicts(from: old, to: new, lineLength: Int(implied), room: room, scale: scale, toWholePoints: false)
    }

    /// Whether `new` is `old` plus the share of `room` a line of `lineLength` items gives each,
    /// exactly, or rounded to the whole point (when `toWholePoints`) or to a pixel at `scale`.
    static func predicts(from old: Double, to new: Double, lineLength: Int, room: Room, scale: Double, toWholePoints: Bool = true) -> Bool {
        let count = Double(Swift.max(lineLength, 1))
        let share = (room.deviceWider - room.insetTaken - (count - 1) * room.gapGrew) / count
        guard share != 0 else { return false }
        let predicted = old + share
        if abs(new - predicted) < 1e-9 { return true }
        // Rounded: a value on the grid, nearer than one step to the exact share.
        let pixel = 1 / Swift.max(scale, 1)
        for step in toWholePoints ? [1, pixel] : [pixel] {
            let onGrid = abs((new / step).rounded() - new / step) < 1e-6
            if onGrid, abs(new - predicted) < step - 1e-9 { return true }
        }
        return false
    }

    /// How many items share item `index`'s line in its segment of the new layout (items in index
    /// order whose extents along the scroll axis overlap the line's by more than a point), and how
    /// many the segment's fullest line holds.
    private mutating func lineLengths(of index: Int, at ref: SegmentRef) -> (own: Int, fullest: Int) {
        let lengths = lineLengths(at: ref)
        return (lengths.indices.contains(index) ? lengths[index] : 1, lengths.max() ?? 1)
    }

    private mutating func lineLengths(at ref: SegmentRef) -> [Int] {
        // A removed segment (odd position) has no items here.
        guard ref.position % 2 == 0, layout.segments.indices.contains(ref.index) else { return [] }
        if let known = lineLengths[ref.index] { return known }
        var lengths: [Int] = []
        let items = layout.segments[ref.index].items
        var start = 0
        var end = -Double.infinity
        for (position, item) in items.enumerated() {
            let (low, high) = vertical ? (item.frame.minY, item.frame.maxY) : (item.frame.minX, item.frame.maxX)
            // A point of slack: frames snapped to the pixel grid may overlap the line above by a pixel.
            if position > start, low >= end - 1 {
                lengths += Array(repeating: position - start, count: position - start)
                start = position
                end = high
            } else {
                end = Swift.max(end, high)
            }
        }
        lengths += Array(repeating: items.count - start, count: items.count - start)
        lineLengths[ref.index] = lengths
        return lengths
    }
}
