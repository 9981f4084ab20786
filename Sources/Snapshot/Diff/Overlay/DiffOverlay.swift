/// One SVG of the reference and the new layout on top of each other, with the change list.
///
/// Content coordinates, 1 unit = 1 pt. Unchanged cells are grey; removed ones a red outline
/// at their old place; added ones green; a cell that moved or resized on its own shows its old
/// frame dashed red, its new frame green and a blue line between their centres; a cell with
/// another type or text is amber. Segment bands alternate in tone with their index and name in
/// a column on the right (`+` added, `−` removed, `↕` reordered); a kept band that moved has
/// its old place dashed red; a dashed line marks the new fold. A legend sits on top and the
/// summary below (and in the SVG's `<desc>`, for tools); the canvas is wide enough for the
/// title and the legend on every device. Deterministic: fixed attribute order,
/// `NumberFormat.exact`, no ids.
package enum DiffOverlay {
    private static let margin: Double = 16
    private static let top: Double = 76
    private static let lineHeight: Double = 15
    /// Rough advance of one character at 11 px, to size the canvas around the texts.
    private static let characterWidth: Double = 6.7

    /// The two texts an overlay was drawn from, by `StableDigest`: the first line of its
    /// `<metadata>`, so that an overlay is read only beside the very reference and pending
    /// rendering it describes. A run killed between writing a pending file and its overlay
    /// leaves the earlier run's overlay beside new bytes: its causes are not these bytes'.
    ///
    ///     snapshot-overlay 1 reference=1f0e… pending=9a3c…
    package struct Compared: Equatable, Sendable {
        var reference: String
        var pending: String

        package init(reference: String, pending: String) {
            self.reference = StableDigest.hex(of: reference)
            self.pending = StableDigest.hex(of: pending)
        }

        var line: String { "snapshot-overlay 1 reference=\(reference) pending=\(pending)" }
    }

    /// `summary`: the diff's change list, when the caller has it already (`LayoutDiff.summary()`).
    static func render(_ diff: LayoutDiff, summary changeList: String? = nil, compared: Compared) -> String {
        let overlay = OverlayMarks(diff)
        let summary = (changeList ?? diff.summary()).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let content = contentSize(diff, overlay)
        let gutter = min(320, overlay.bands.map { Double($0.label.unicodeScalars.count) }.max().map { $0 * characterWidth } ?? 0)
        let listTop = top + content.height + 36
        let longestLine = summary.map { Double($0.unicodeScalars.count) }.max() ?? 0
        let width = max(margin + content.width + 12 + gutter, margin + longestLine * characterWidth, OverlaySVG.headerWidth(diff)) + margin
        let height = listTop + Double(summary.count + 1) * lineHeight + margin

        var svg = OverlaySVG(width: width, height: height, cells: overlay.marks.count + overlay.bands.count)
        svg.description(summary)
        svg.metadata(compared.line + "\n" + ChangeCause.block(diff.causes))
        svg.title(diff)
        svg.legend()
        svg.rect("frame", Rect(x: 0, y: 0, width: content.width, height: content.height))
        for (position, band) in overlay.bands.enumerated() where band.kind != .removed {
            let tone = band.kind == .added ? "band-added" : (position % 2 == 0 ? "band" : "band-alt")
            svg.rect(tone, band.frame)
        }
        for band in overlay.bands {
            if band.kind == .removed { svg.rect("band-old", band.frame) }
            if let old = band.oldFrame { svg.rect("band-old", old) }
        }
        for mark in overlay.marks where mark.kind == .unchanged { svg.rect("muted", mark.frame) }
        for mark in overlay.marks { svg.nested(mark) }
        for mark in overlay.marks where mark.kind == .removed { svg.rect("removed", mark.frame, title: mark.title) }
        for mark in overlay.marks where mark.kind == .moved {
            guard let old = mark.oldFrame else { continue }
            svg.rect("old", old)
            svg.link(from: old, to: mark.frame)
            svg.rect(mark.alsoChanged ? "changed" : "new", mark.frame, title: mark.title)
        }
        for mark in overlay.marks where mark.kind == .added { svg.rect("added", mark.frame, title: mark.title) }
        for mark in overlay.marks where mark.kind == .changed { svg.rect("changed", mark.frame, title: mark.title) }
        if diff.new.direction == .horizontal {
            let fold = diff.new.visibleWidth
            if fold.isFinite, fold > 0, fold < content.width { svg.fold(atX: fold, height: content.height) }
        } else {
            let fold = diff.new.visibleHeight
            if fold.isFinite, fold > 0, fold < content.height { svg.fold(at: fold, width: content.width) }
        }
        for (band, y) in labelPlaces(overlay.bands) {
            svg.bandLabel(band, x: content.width + 12, y: y)
        }
        svg.changeList(summary, top: listTop)
        return svg.finish()
    }

    /// The smallest rectangle around everything `render` draws as changed, in the overlay's
    /// coordinates (content drawn at the margin and below the header), `nil` when nothing is.
    static func changedRegion(_ diff: LayoutDiff) -> Rect? {
        let overlay = OverlayMarks(diff)
        var frames: [Rect] = []
        for mark in overlay.marks where mark.kind != .unchanged {
            frames.append(mark.frame)
            if let old = mark.oldFrame { frames.append(old) }
        }
        // Added, removed and reordered bands, and a kept band that moved (drawn at its old place too).
        for band in overlay.bands where band.kind != .unchanged || band.oldFrame != nil {
            frames.append(band.frame)
            if let old = band.oldFrame { frames.append(old) }
        }
        let finite = frames.filter { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) }
        guard let first = finite.first else { return nil }
        let region = finite.dropFirst().reduce(first) { $0.union($1) }
        return Rect(x: region.minX + margin, y: region.minY + top, width: region.width, height: region.height)
    }

    /// The change list an overlay carries in its `<desc>`, or `nil` when it has none.
    package static func changeList(in svg: String) -> String? {
        element("desc", in: svg)
    }

    /// The unescaped text of the first `<name>` element.
    private static func element(_ name: String, in svg: String) -> String? {
        guard let open = svg.range(of: "<\(name)>"), let close = svg.range(of: "</\(name)>", range: open.upperBound..<svg.endIndex) else {
            return nil
        }
        return XMLEscaping.unescape(ArraySlice(svg[open.upperBound..<close.lowerBound].utf8))
    }

    /// Each band's label at the top of its band, pushed down just enough not to overlap the one above.
    private static func labelPlaces(_ bands: [OverlayMarks.Band]) -> [(OverlayMarks.Band, Double)] {
        let wanted = bands.enumerated().compactMap { position, band -> (Int, Double)? in
            band.frame.minY.isFinite ? (position, band.frame.minY + 12) : nil
        }
        var places: [(OverlayMarks.Band, Double)] = []
        var lowest = -Double.infinity
        for (position, y) in wanted.sorted(by: { ($0.1, $0.0) < ($1.1, $1.0) }) {
            let placed = max(y, lowest + 13)
            places.append((bands[position], placed))
            lowest = placed
        }
        return places
    }

    /// Everything drawn fits: content sizes, bands, cells and old places, at least the device width.
    private static func contentSize(_ diff: LayoutDiff, _ overlay: OverlayMarks) -> Size {
        var width = max(diff.old.device.size.width, diff.new.device.size.width)
        var height = max(diff.old.contentSize.height, diff.new.contentSize.height)
        width = max(width, diff.old.contentSize.width, diff.new.contentSize.width)
        var rects: [Rect] = []
        for band in overlay.bands {
            rects.append(band.frame)
            if let old = band.oldFrame { rects.append(old) }
        }
        for mark in overlay.marks {
            rects.append(mark.frame)
            if let old = mark.oldFrame { rects.append(old) }
        }
        for rect in rects where rect.maxX.isFinite && rect.maxY.isFinite {
            width = max(width, rect.maxX, rect.minX)
            height = max(height, rect.maxY, rect.minY)
        }
        return Size(width: width.isFinite ? width : 0, height: height.isFinite ? height : 0)
    }
}
