/// The full-page screenshot both renderers draw, in points.
///
/// Page y equals screen y above the scroll area. The scroll area is stretched to hold the
/// whole content (`contentInset.top + content + contentInset.bottom`, at least its own
/// height); the bottom chrome bands follow it, moved down by as much. The fold is where the
/// bottom chrome starts on the device: content y `visibleHeight`. A horizontal layout's
/// scroll area is stretched to the right as well, to hold `contentInset.left + content +
/// contentInset.right`: the device is drawn that much wider (its chrome bands keep their
/// frames), and the fold is the vertical line at content x `visibleWidth`. NaN and infinite
/// numbers count as 0 here, so a broken layout still gets a page (the listing shows the numbers).
struct PageGeometry {
    /// The page position of content (0, 0).
    let contentOrigin: Point
    /// Page y of the scroll area's top.
    let scrollTop: Double
    /// Page y where the stretched scroll area ends and the bottom chrome starts.
    let contentEnd: Double
    /// Page y of the page's bottom edge.
    let pageEnd: Double
    /// Where the fold is along the scroll axis: a page y, or a page x when `direction` is horizontal.
    let fold: Double
    let direction: ScrollDirection
    /// The width the device is drawn at: its own, or more when horizontal content runs past it.
    let deviceWidth: Double
    /// Added to a bottom chrome band's screen y.
    private let bottomShift: Double

    init(layout: Layout) {
        let scrollArea = layout.scrollArea
        direction = layout.direction
        scrollTop = Self.finite(scrollArea.minY)
        contentOrigin = Point(
            x: Self.finite(scrollArea.minX) + Self.finite(layout.contentInset.left),
            y: scrollTop + Self.finite(layout.contentInset.top))
        let contentHeight =
            Self.finite(layout.contentInset.top) + Self.contentExtent(layout, alongX: false)
            + Self.finite(layout.contentInset.bottom)
        contentEnd = scrollTop + Swift.max(Self.finite(scrollArea.height), contentHeight)
        bottomShift = contentEnd - Self.finite(scrollArea.maxY)
        var bottomExtent = Self.finite(layout.device.size.height) - Self.finite(scrollArea.maxY)
        for band in layout.chrome where !Self.isTop(band, in: layout) {
            bottomExtent = Swift.max(bottomExtent, Self.finite(band.frame.maxY) - Self.finite(scrollArea.maxY))
        }
        pageEnd = contentEnd + Swift.min(Swift.max(bottomExtent, 0), 10_000)
        var width = Self.finite(layout.device.size.width)
        if direction == .horizontal {
            let contentWidth =
                Self.finite(layout.contentInset.left)
                + Self.contentExtent(layout, alongX: true) + Self.finite(layout.contentInset.right)
            width += Swift.max(0, contentWidth - Self.finite(scrollArea.width))
            fold = contentOrigin.x + Self.finite(layout.visibleWidth)
        } else {
            fold = contentOrigin.y + Self.finite(layout.visibleHeight)
        }
        deviceWidth = Swift.min(Swift.max(width, 0), 100_000)
    }

    /// A rectangle in content coordinates, on the page.
    func content(_ rect: Rect) -> Rect {
        rect.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y)
    }

    /// A chrome band's frame on the page.
    func chrome(_ band: ChromeBand, in layout: Layout) -> Rect {
        Self.isTop(band, in: layout) ? band.frame : band.frame.offsetBy(dx: 0, dy: bottomShift)
    }

    /// A band above the scroll area's top belongs to the top chrome; every other to the bottom.
    static func isTop(_ band: ChromeBand, in layout: Layout) -> Bool {
        band.frame.minY < layout.scrollArea.minY
    }

    /// How far the content reaches down (or, `alongX`, to the right): its content size there,
    /// or further when a segment or item does.
    private static func contentExtent(_ layout: Layout, alongX: Bool) -> Double {
        func end(_ rect: Rect) -> Double { finite(alongX ? rect.maxX : rect.maxY) }
        var extent = finite(alongX ? layout.contentSize.width : layout.contentSize.height)
        for segment in layout.segments {
            extent = Swift.max(extent, end(segment.frame))
            for item in segment.items {
                extent = Swift.max(extent, end(item.frame))
            }
        }
        return extent
    }

    /// A number fit for page arithmetic: NaN and infinities become 0, the rest is kept within ±1e9.
    static func finite(_ value: Double) -> Double {
        value.isFinite ? Swift.min(Swift.max(value, -1e9), 1e9) : 0
    }
}

extension LayoutSegment {
    /// The band less its header, footer and section inset: where its items go, in content
    /// coordinates. The header and footer are above and below the items, or left and right of
    /// them in a horizontal layout. The flow layout puts the inset between them and the items;
    /// IGListKit puts it around its header (`ListKitLayout`), and vertically around its footer
    /// too. Width or height can come out negative (an inset larger than the band).
    /// For a compositional section that scrolls sideways, how many of its cells run past its
    /// band's edge, and whether that edge is the left one (right to left the strip runs
    /// leftwards): what the renderings count with `▸ +N` (`◂ +N` on the left); nil for any other segment.
    var cellsPastTheEdge: (count: Int, leftwards: Bool)? {
        guard let composition, composition.orthogonalScrolling != .none else { return nil }
        let left = items.reduce(0) { $0 + ($1.frame.minX < frame.minX ? 1 : 0) }
        let right = items.reduce(0) { $0 + ($1.frame.maxX > frame.maxX ? 1 : 0) }
        return left > right ? (left, true) : (right, false)
    }

    func itemArea(in layout: Layout) -> Rect {
        let insetInside: Bool = if case .listKit = layout.style { false } else { true }
        if layout.direction == .horizontal {
            let left = header.map { $0.maxX + (insetInside ? inset.left : 0) } ?? frame.minX + inset.left
            let right = (footer?.minX ?? frame.maxX) - inset.right
            return Rect(x: left, y: frame.minY + inset.top, width: right - left, height: frame.height - inset.vertical)
        }
        let top = header.map { $0.maxY + (insetInside ? inset.top : 0) } ?? frame.minY + inset.top
        let bottom = footer.map { $0.minY - (insetInside ? inset.bottom : 0) } ?? frame.maxY - inset.bottom
        return Rect(x: frame.minX + inset.left, y: top, width: frame.width - inset.horizontal, height: bottom - top)
    }
}
