/// `UICollectionViewLeftAlignedLayout`, the pod MCCS installs: the flow layout with x rewritten.
///
/// Rules:
/// - Lines, line heights, line spacing, vertical centring, headers and footers are exactly
///   the flow layout's (`FlowLayout`, `FlowLines`); only x changes.
/// - Each line starts at the section's inset left, and each next item starts at the previous
///   item's maxX + `minimumInteritemSpacing`, the last line included. A lone item sits at inset
///   left too (the flow layout centres one above its section's last line).
///
/// Three 100-wide items, spacing 10, in a 375-wide section: x = 0, 110, 220 (the flow layout
/// gives 0, 137.5, 275).
enum LeftAlignedLayout {
    /// Left-aligned x and vertically centred y for the items of one line.
    static func align(_ line: FlowLine, of segment: MeasuredSegment, lineTop: Double, into frames: inout [Rect]) {
        var x = segment.inset.left
        for item in line.items {
            let size = segment.sizes[item]
            frames[item] = Rect(origin: Point(x: x, y: lineTop + (line.height - size.height) / 2), size: size)
            x += size.width + segment.interitemSpacing
        }
    }
}
