/// Writes a `Layout` in the exact layout format described on `LayoutListing`.
enum ListingWriter {
    /// The version of the bytes this writer writes, named in snapshot stamps (`layout/1`).
    ///
    /// Bump it with any change that alters the listing of some layout (number formats and
    /// string escaping included): a stamped reference is accepted without rendering only while
    /// its stamp names the current version, so a change left unbumped would let stale
    /// references pass. `RendererVersionTests` keeps the digest of each version's output over
    /// a fixed corpus and fails, asking for the bump, when it moves. It is not
    /// `LayoutListing.version`, the format's, which the parser checks: bumping that one makes
    /// old listings unreadable, bumping this one only sends stamped references the long way.
    static let version = 3

    static func render(_ layout: Layout) -> String {
        var out = renderText(layout, flushing: true)
        return out.takeText()
    }

    /// The listing as bytes, before they become a `String`; `flushing` moves them into the text
    /// a megabyte at a time (`TextBuffer.flushIfLarge`), for a caller that wants the `String`:
    /// a million items are then not held as bytes and as text at once. With a `sink` they are
    /// streamed to it instead.
    static func renderText(_ layout: Layout, flushing: Bool = false, to sink: TextSink? = nil) -> TextBuffer {
        var out = TextBuffer(capacity: estimatedSize(layout), streamingTo: sink)
        write(layout, into: &out, flushing: flushing)
        return out
    }

    /// The `StableDigest` of the listing's walk with its values unformatted (`ListingTokens`),
    /// what `LayoutDigest` is; `bufferSize` changes how the bytes are cut, not the digest.
    static func digest(of layout: Layout, bufferSize: Int = ListingTokens.bufferSize) -> UInt64 {
        ListingTokens.digest(bufferSize: bufferSize) { tokens in
            var walk = ListingWalk(out: tokens, flushing: false)
            walk.write(layout)
            tokens = walk.out
        }
    }

    /// About how many bytes the listing of `layout` takes (a little more, usually), so the
    /// buffer it is written into is allocated once.
    static func estimatedSize(_ layout: Layout) -> Int {
        var size = 1024 + 120 * (layout.segments.count + layout.diagnostics.count)
        for segment in layout.segments {
            size += 72 * segment.items.count
            for item in segment.items {
                if let nested = item.nested { size += 100 + 64 * nested.items.count }
            }
        }
        return size
    }

    /// Appends the listing to `out` (the ASCII and SVG renderers write it after their drawing),
    /// moving it into the text as it goes when `flushing`, or into the sink of a streaming
    /// buffer (the SVG renderer's escaping goes with it: `TextBuffer.beginElementText`).
    static func write(_ layout: Layout, into out: inout TextBuffer, flushing: Bool = false) {
        var walk = ListingWalk(out: out, flushing: flushing || out.sink != nil)
        out = TextBuffer()  // hand the bytes over instead of copying them
        walk.write(layout)
        out = walk.out
    }
}

/// The listing's walk, one for the text and for the digest's tokens: every field in order, each
/// word, space and line end as the listing has them, each value handed to `out` to write as it
/// writes values (`ListingOutput`).
private struct ListingWalk<Out: ListingOutput> {
    var out: Out
    /// Moves the text's bytes into its `String` after each item, a megabyte at a time.
    let flushing: Bool

    init(out: Out, flushing: Bool) {
        self.out = out
        self.flushing = flushing
    }

    mutating func write(_ layout: Layout) {
        word(value: LayoutListing.firstLine)
        endLine()
        word("screen")
        string(layout.screenName)
        // Only when not the default, so listings of other layouts keep their bytes.
        if layout.contentSizeCategory != .large {
            word("text-size")
            word(value: layout.contentSizeCategory.rawValue)
        }
        if layout.layoutDirection == .rightToLeft { word(value: LayoutDirection.rightToLeft.word) }
        endLine()
        write(layout.device)
        write(layout.style, layout.direction, layout.sectionInsetReference)
        for band in layout.chrome {
            word("chrome")
            word(value: band.kind.rawValue)
            frame(band.frame)
            if let title = band.title {
                word("title")
                string(title)
            }
            endLine()
        }
        word("scroll-area")
        frame(layout.scrollArea)
        endLine()
        word("content-inset")
        insets(layout.contentInset)
        // Only when set, so earlier listings keep their bytes.
        if layout.collectionViewIsRootView { word("root-view") }
        if layout.collectionViewUnderBars { word("under-bars") }
        endLine()
        word("content-size")
        size(layout.contentSize)
        endLine()
        for segment in layout.segments {
            write(segment)
        }
        for diagnostic in layout.diagnostics {
            write(diagnostic)
        }
        line("end")
    }

    private mutating func write(_ device: Device) {
        word("device")
        word("id")
        string(device.id)
        word("name")
        string(device.name)
        word("idiom")
        word(value: device.idiom.rawValue)
        word("portrait-size")
        size(device.portraitSize)
        word("scale")
        number(device.scale)
        word("orientation")
        word(value: device.orientation.rawValue)
        // Only when not what the id's preset has, so listings of presets keep their bytes.
        if device.layoutMargin != Device.presetLayoutMargin(of: device.id) {
            word("layout-margin")
            if let margin = device.layoutMargin { number(margin) } else { word("none") }
        }
        endLine()
        word("safe-area")
        word("portrait")
        insets(device.portraitSafeArea)
        word("landscape")
        insets(device.landscapeSafeArea)
        endLine()
    }

    private mutating func write(_ style: LayoutStyle, _ direction: ScrollDirection, _ reference: SectionInsetReference) {
        word("style")
        word(value: style.id)
        if case .listKit(let options) = style {
            word("sticky-headers")
            word(options.stickyHeaders ? "true" : "false")
            word("stretch-to-edge")
            word(options.stretchToEdge ? "true" : "false")
            word("scroll-offset")
            number(options.scrollOffset)
            // Written only when set (README, "Compatibility"): 0.1 listings keep their bytes.
            if options.showHeaderWhenEmpty {
                word("show-header-when-empty")
                word("true")
            }
            if options.stickyHeaderYOffset != 0 {
                word("sticky-header-y-offset")
                number(options.stickyHeaderYOffset)
            }
        }
        if case .compositional(let options) = style {
            word("inter-section-spacing")
            number(options.interSectionSpacing)
            word("scroll-offset")
            number(options.scrollOffset)
            if options.contentInsetsReference != .automatic {
                word("content-insets-reference")
                word(value: options.contentInsetsReference.rawValue)
            }
            if let list = options.list {
                word("list")
                word(value: list.rawValue)
            }
            if options.uikit != .iOS17 {
                word("uikit")
                word(value: options.uikit.rawValue)
            }
        }
        // Written only when not the default (README, "Compatibility"): earlier listings keep their bytes.
        if direction == .horizontal {
            word("direction")
            word(value: direction.rawValue)
        }
        if reference != .fromContentInset {
            word("section-inset-reference")
            word(value: reference.rawValue)
        }
        endLine()
    }

    private mutating func write(_ segment: LayoutSegment) {
        word("segment")
        integer(segment.index)
        string(segment.name)
        frame(segment.frame)
        word("inset")
        insets(segment.inset)
        word("line-spacing")
        number(segment.minimumLineSpacing)
        word("interitem-spacing")
        number(segment.minimumInteritemSpacing)
        endLine()
        if let composition = segment.composition {
            indent(1)
            word("section")
            word("groups")
            integer(composition.groupCount)
            word("first")
            frame(composition.firstGroup)
            word("orthogonal")
            word(value: composition.orthogonalScrolling.rawValue)
            word("tree")
            string(composition.tree)
            endLine()
            if let background = composition.background { framed("background", background) }
            for group in composition.sizedGroups { framed("group", group) }
            for (keyword, indices): (StaticString, [Int]) in [("fitted", composition.fitted), ("estimated", composition.estimated)] where !indices.isEmpty {
                indent(1)
                word(keyword)
                indexRuns(indices)
                endLine()
            }
        }
        if let header = segment.header { framed("header", header) }
        for index in segment.items.indices {
            write(itemAt: index, of: segment.items)
            if flushing { out.flushIfLarge(threshold: 1 << 20) }
        }
        for badge in segment.composition?.badges ?? [] {
            indent(1)
            word("badge")
            integer(badge.item)
            string(badge.kind)
            frame(badge.frame)
            endLine()
        }
        if let footer = segment.footer { framed("footer", footer) }
    }

    /// The item's fields are read where it is: handed the item, the walk copied it, retaining each
    /// of its strings, then released them (a twentieth of a 1,000-cell screen's match).
    private mutating func write(itemAt position: Int, of items: [LayoutItem]) {
        indent(1)
        word("item")
        integer(items[position].index)
        string(items[position].cellType)
        frame(items[position].frame)
        text(items[position].text)
        endLine()
        guard let nested = items[position].nested else { return }
        indent(2)
        word("nested")
        frame(nested.frame)
        word("content-inset")
        insets(nested.contentInset)
        word("item-spacing")
        number(nested.minimumLineSpacing)
        word("content-width")
        number(nested.contentWidth)
        // Written only when set (README, "Compatibility"): 0.1 collections keep their bytes.
        if nested.minimumInteritemSpacing != 0 {
            word("interitem-spacing")
            number(nested.minimumInteritemSpacing)
        }
        if nested.sectionInset != .zero {
            word("section-inset")
            insets(nested.sectionInset)
        }
        endLine()
        for nestedItem in nested.items {
            indent(3)
            word("nested-item")
            integer(nestedItem.index)
            string(nestedItem.cellType)
            frame(nestedItem.frame)
            word(value: nestedItem.visibility.rawValue)
            text(nestedItem.text)
            endLine()
        }
    }

    private mutating func write(_ diagnostic: Diagnostic) {
        word("diagnostic")
        word(value: diagnostic.severity.rawValue)
        word(value: diagnostic.kind.rawValue)
        if let segment = diagnostic.segment {
            word("segment")
            integer(segment)
        }
        if let item = diagnostic.item {
            word("item")
            integer(item)
        }
        string(diagnostic.message)
        endLine()
    }

    // MARK: Tokens: each is written after one space, except the first of a line.

    private var atLineStart = true

    // Asked before every token (100,000 times for a 1,000-cell screen): inlined, not called.
    @inline(__always)
    private mutating func separate() {
        if atLineStart {
            atLineStart = false
        } else {
            out.append(byte: UInt8(ascii: " "))
        }
    }

    private mutating func indent(_ level: Int) {
        for _ in 0..<level { out.append(literal: "  ") }
    }

    /// A word of the format's own: copied as it is, with no `String` to look into.
    private mutating func word(_ literal: StaticString) {
        separate()
        out.append(literal: literal)
    }

    /// A word that is a value's name (`AX1`, `portrait`).
    private mutating func word(value: String) {
        separate()
        out.append(value)
    }

    private mutating func line(_ literal: StaticString) {
        word(literal)
        endLine()
    }

    private mutating func endLine() {
        out.append(byte: UInt8(ascii: "\n"))
        atLineStart = true
    }

    @inline(__always)
    private mutating func string(_ text: String) {
        separate()
        out.put(string: text)
    }

    @inline(__always)
    private mutating func text(_ text: String?) {
        guard let text else { return }
        word("text")
        string(text)
    }

    @inline(__always)
    private mutating func number(_ value: Double) {
        separate()
        out.put(number: value)
    }

    @inline(__always)
    private mutating func integer(_ value: Int) {
        separate()
        out.put(integer: value)
    }

    /// `  keyword x,y W×H`: a line of a segment's that holds one frame.
    private mutating func framed(_ keyword: StaticString, _ rect: Rect) {
        indent(1)
        word(keyword)
        frame(rect)
        endLine()
    }

    /// `0-3 5 7-9`: ascending indices as runs.
    private mutating func indexRuns(_ indices: [Int]) {
        var start = 0
        while start < indices.count {
            var end = start
            while end + 1 < indices.count, indices[end + 1] == indices[end] + 1 { end += 1 }
            separate()
            out.put(integer: indices[start])
            if end > start {
                out.append(byte: UInt8(ascii: "-"))
                out.put(integer: indices[end])
            }
            start = end + 1
        }
    }

    /// `x,y W×H`
    private mutating func frame(_ rect: Rect) {
        separate()
        out.put(number: rect.minX)
        out.append(byte: UInt8(ascii: ","))
        out.put(number: rect.minY)
        size(rect.size)
    }

    /// `W×H`
    private mutating func size(_ size: Size) {
        separate()
        out.put(number: size.width)
        out.append(literal: "×")
        out.put(number: size.height)
    }

    /// `top,left,bottom,right`
    private mutating func insets(_ insets: EdgeInsets) {
        separate()
        out.put(number: insets.top)
        out.append(byte: UInt8(ascii: ","))
        out.put(number: insets.left)
        out.append(byte: UInt8(ascii: ","))
        out.put(number: insets.bottom)
        out.append(byte: UInt8(ascii: ","))
        out.put(number: insets.right)
    }
}
