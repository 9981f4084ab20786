/// Segment bands, headers, footers, cells and nested collections in the SVG.
///
/// Bands alternate two tints; the margins a segment's inset keeps free are hatched
/// (`inset-hatch`); cells are rectangles labelled with type and `W×H` where they fit, with a
/// `<title>` tooltip; a nested collection is clipped at its collection view's frame
/// (`clip-s<segment>-i<item>`, by position) and shows `▸ +N` when N items do not fully show.
extension SVGDrawing {
    mutating func drawBand(_ segment: LayoutSegment, position: Int) {
        let band = frame.placeContent(segment.frame)
        guard Self.isDrawable(band) else { return }
        svg.rect(band, class: position.isMultiple(of: 2) ? "band-even" : "band-odd")
        let inner = frame.placeContent(segment.itemArea(in: layout))
        guard Self.isDrawable(inner), inner != band else { return }
        // The band with the inner rectangle cut out (even-odd), hatched.
        svg.start("path")
        svg.attribute("class", "inset")
        svg.attribute("fill-rule", "evenodd")
        svg.out.append(" d=\"")
        subpath(band)
        svg.out.append(" ")
        subpath(inner)
        svg.out.append("\"")
        svg.end()
    }

    private mutating func subpath(_ rect: Rect) {
        svg.out.append("M ")
        svg.out.append(number: rect.minX)
        svg.out.append(" ")
        svg.out.append(number: rect.minY)
        svg.out.append(" H ")
        svg.out.append(number: rect.maxX)
        svg.out.append(" V ")
        svg.out.append(number: rect.maxY)
        svg.out.append(" H ")
        svg.out.append(number: rect.minX)
        svg.out.append(" Z")
    }

    mutating func drawSegment(_ segment: LayoutSegment, position: Int) {
        let band = frame.placeContent(segment.frame)
        if Self.isDrawable(band) {
            drawBracket(top: band.minY, bottom: band.maxY)
            gutterLabel("\(segment.index) \(TextWidth.printable(segment.name))", top: band.minY, bottom: band.maxY)
        }
        // A compositional section's background lies behind everything of it (presentation
        // attributes, so the style sheet every SVG shares stays as it is).
        if let background = segment.composition?.background {
            let placed = frame.placeContent(background)
            if Self.isDrawable(placed) {
                svg.start("rect")
                svg.attribute("fill", "#f3f5f8")
                svg.attribute("stroke", "#8792a2")
                svg.attribute("stroke-width", 1)
                svg.geometry(placed)
                svg.out.append("><title>background ")
                frameText(background)
                svg.out.append("</title></rect>\n")
            }
        }
        if let header = segment.header {
            drawSupplementary("header", header)
        }
        // A compositional section's groups are outlined; one that scrolls sideways is clipped at
        // the screen's edge, with a badge counting the cells past it.
        let pastTheEdge = Self.isDrawable(band) ? segment.cellsPastTheEdge : nil
        let sideways = pastTheEdge != nil
        if sideways {
            svg.start("clipPath")
            svg.out.append(" id=\"clip-s")
            svg.out.append(integer: position)
            svg.out.append("\">\n")
            svg.start("rect")
            svg.geometry(band)
            svg.end()
            svg.close("clipPath")
            svg.start("g")
            svg.out.append(" clip-path=\"url(#clip-s")
            svg.out.append(integer: position)
            svg.out.append(")\">\n")
        }
        if let composition = segment.composition {
            drawGroups(composition, spacing: segment.minimumLineSpacing)
        }
        var notDrawn = 0
        for (itemPosition, item) in segment.items.enumerated() {
            guard svg.out.writtenCount <= maximumDrawingBytes else {
                notDrawn = segment.items.count - itemPosition
                break
            }
            drawItem(item, segment: segment.index, position: ClipID(segment: position, item: itemPosition))
            // A megabyte at a time into the text: a million cells in one segment would
            // otherwise be held as bytes and as text at once (`TextBuffer.flushIfLarge`).
            svg.out.flushIfLarge()
        }
        // Badges over their cells, as UIKit draws supplementary items above them.
        for badge in segment.composition?.badges ?? [] where badge.item < segment.items.count - notDrawn {
            let placed = frame.placeContent(badge.frame)
            guard Self.isDrawable(placed) else { continue }
            svg.start("rect")
            svg.attribute("fill", "#d9480f")
            svg.attribute("fill-opacity", 0.55)
            svg.attribute("rx", 2)
            svg.geometry(placed)
            svg.out.append("><title>")
            XMLEscaping.append(TextWidth.printable(badge.kind), to: &svg.out)
            svg.out.append(" of item \(badge.item) ")
            frameText(badge.frame)
            svg.out.append("</title></rect>\n")
        }
        if sideways {
            svg.close("g")
            if let past = pastTheEdge, past.count > 0 {
                overflowBadge(past.leftwards ? "◂ +\(past.count)" : "▸ +\(past.count)", on: band, leftEdge: past.leftwards)
            }
        }
        if notDrawn > 0, Self.isDrawable(band) { overflowBadge("… \(notDrawn) cells not drawn (the listing holds them)", on: band) }
        if let footer = segment.footer {
            drawSupplementary("footer", footer)
        }
        if flaggedSegments.contains(segment.index), Self.isDrawable(band) {
            svg.rect(band, class: "flagged")
        }
    }

    private mutating func drawBracket(top: Double, bottom: Double) {
        let x = SVGFrame.gutter - 4
        svg.start("path")
        svg.attribute("class", "bracket")
        svg.out.append(" d=\"M ")
        svg.out.append(number: x)
        svg.out.append(" ")
        svg.out.append(number: top + 0.5)
        svg.out.append(" h -4 V ")
        svg.out.append(number: Swift.max(top + 0.5, bottom - 0.5))
        svg.out.append(" h 4\"")
        svg.end()
    }

    private mutating func drawSupplementary(_ name: String, _ rect: Rect) {
        let placed = frame.placeContent(rect)
        guard Self.isDrawable(placed) else { return }
        svg.start("rect")
        svg.attribute("class", "supplementary")
        svg.geometry(placed)
        svg.out.append("><title>\(name) ")
        frameText(rect)
        svg.out.append("</title></rect>\n")
        labels(in: placed, type: name, size: rect.size, text: nil, firstBaseline: placed.minY + 11)
    }

    /// A drawn cell's `<title>` tooltip, closing its `rect`: `GoodsCell · item 3 · "Leeks" · 16,40
    /// 171.5×265`, a nested one with its visibility after its number and where its frame is.
    private mutating func cellTitle(
        _ type: String, _ what: String, _ index: Int, detail: String? = nil, text: String?, frame rect: Rect, after: String = ""
    ) {
        svg.out.append("><title>")
        XMLEscaping.append(type, to: &svg.out)
        svg.out.append(" · ")
        svg.out.append(what)
        svg.out.append(" ")
        svg.out.append(integer: index)
        if let detail {
            svg.out.append(" · ")
            svg.out.append(detail)
        }
        if let text {
            svg.out.append(" · &quot;")
            XMLEscaping.append(text, to: &svg.out)
            svg.out.append("&quot;")
        }
        svg.out.append(" · ")
        frameText(rect)
        svg.out.append(after)
        svg.out.append("</title></rect>\n")
    }

    private mutating func drawItem(_ item: LayoutItem, segment: Int, position: ClipID) {
        let placed = frame.placeContent(item.frame)
        guard Self.isDrawable(placed) else { return }
        svg.start("rect")
        svg.attribute("class", "cell")
        svg.geometry(placed)
        cellTitle(item.cellType, "item", item.index, text: item.text, frame: item.frame)
        if placed.width < 2 || placed.height < 2 {
            mark(at: placed)
        }
        if let nested = item.nested {
            drawNested(nested, cell: item.frame, id: position)
            labelStrip(in: placed, text: "\(TextWidth.printable(item.cellType)) \(NumberFormat.label(item.frame.size))")
        } else {
            labels(in: placed, type: item.cellType, size: item.frame.size, text: item.text, firstBaseline: placed.minY + 11)
        }
        if !flaggedItems.isEmpty, flaggedItems.contains(ItemKey(segment: segment, item: item.index)) {
            svg.rect(placed, class: "flagged")
        }
    }

    /// A dot where a cell is too thin to see.
    private mutating func mark(at rect: Rect) {
        svg.start("circle")
        svg.attribute("class", "mark")
        svg.attribute("cx", rect.minX)
        svg.attribute("cy", rect.minY)
        svg.attribute("r", 2)
        svg.end()
    }

    /// The type and size lines of `SVGLabels`, then the text in quotes, as many as the height holds.
    private mutating func labels(in rect: Rect, type: String, size: Size, text: String?, firstBaseline: Double) {
        let label = labelCache.lines(type: type, size: size, width: rect.width)
        guard label.columns >= 2 else { return }
        var baseline = firstBaseline
        for line in label.lines {
            guard baseline + 3 <= rect.maxY else { return }
            svg.text(escaped: line.text, x: rect.minX + 3, y: baseline, class: line.style)
            baseline += SVGStyle.lineHeight
        }
        guard let text, baseline + 3 <= rect.maxY else { return }
        if let count = TextWidth.printableASCIICount(text), count + 2 <= label.columns {
            // Shown as it is and not cut: the quotes become entities, the text is escaped.
            svg.start("text")
            svg.attribute("class", "label")
            svg.attribute("x", rect.minX + 3)
            svg.attribute("y", baseline)
            svg.out.append(">&quot;")
            XMLEscaping.append(text, to: &svg.out)
            svg.out.append("&quot;</text>\n")
            return
        }
        let quoted = TextWidth.fitted("\"\(TextWidth.printable(text))\"", columns: label.columns)
        svg.text(quoted, x: rect.minX + 3, y: baseline, class: "label")
    }

    /// The label of a cell holding a nested collection, on a light strip over the nested items.
    private mutating func labelStrip(in rect: Rect, text: String) {
        let columns = SVGStyle.columns(in: rect.width)
        guard columns >= 2, rect.height >= 14 else { return }
        let fitted = TextWidth.fitted(text, columns: columns)
        svg.start("rect")
        svg.attribute("class", "strip")
        svg.attribute("x", rect.minX + 1)
        svg.attribute("y", rect.minY + 1)
        svg.attribute("width", Double(TextWidth.columns(of: fitted)) * SVGStyle.characterWidth + 4)
        svg.attribute("height", 13)
        svg.end()
        svg.text(fitted, x: rect.minX + 3, y: rect.minY + 11, class: "label")
    }

    private mutating func drawNested(_ nested: NestedLayout, cell: Rect, id: ClipID) {
        let collection = nested.frame.offsetBy(dx: cell.minX, dy: cell.minY)
        let placed = frame.placeContent(collection)
        guard Self.isDrawable(placed) else { return }
        svg.start("clipPath")
        svg.out.append(" id=\"")
        id.write(into: &svg.out)
        svg.out.append("\">\n")
        svg.start("rect")
        svg.geometry(placed)
        svg.end()
        svg.close("clipPath")
        svg.start("g")
        svg.out.append(" clip-path=\"url(#")
        id.write(into: &svg.out)
        svg.out.append(")\">\n")
        let labelTop = frame.placeContent(cell).minY + 14  // below the cell's label strip
        for item in nested.items {
            let rect = frame.placeContent(item.frame.offsetBy(dx: collection.minX, dy: collection.minY))
            guard Self.isDrawable(rect), rect.minX < placed.maxX, rect.maxX > placed.minX else { continue }
            svg.start("rect")
            svg.attribute("class", "nested")
            svg.geometry(rect)
            cellTitle(
                item.cellType, "nested item", item.index, detail: item.visibility.rawValue, text: item.text, frame: item.frame, after: " in the collection")
            labels(in: rect, type: item.cellType, size: item.frame.size, text: item.text, firstBaseline: Swift.max(rect.minY, labelTop) + 11)
        }
        svg.close("g")
        svg.rect(placed, class: "collection")
        guard nested.overflows else { return }
        let hidden = nested.items.reduce(0) { $0 + ($1.visibility == .full ? 0 : 1) }
        overflowBadge(hidden > 0 ? "▸ +\(hidden)" : "▸", on: placed)
    }

    /// Each repetition of a compositional group, outlined (presentation attributes, so the
    /// stylesheet every SVG shares stays as it is).
    private mutating func drawGroups(_ composition: LayoutComposition, spacing: Double) {
        for group in composition.groups(spacing: spacing) {
            let placed = frame.placeContent(group)
            guard Self.isDrawable(placed) else { continue }
            svg.start("rect")
            svg.attribute("fill", "none")
            svg.attribute("stroke", "#9aa5b1")
            svg.attribute("stroke-dasharray", "3 2")
            svg.geometry(placed)
            svg.end()
        }
    }

    /// `▸ +N` at the right edge of `placed` (or `◂ +N` at its left edge), half-way down: what
    /// scrolls past the edge.
    private mutating func overflowBadge(_ badge: String, on placed: Rect, leftEdge: Bool = false) {
        let width = Double(TextWidth.columns(of: badge)) * SVGStyle.characterWidth + 8
        let middle = placed.minY + placed.height / 2
        let x = leftEdge ? placed.minX + 2 : placed.maxX - width - 2
        svg.start("rect")
        svg.attribute("class", "overflow-badge")
        svg.attribute("x", x)
        svg.attribute("y", middle - 8)
        svg.attribute("width", width)
        svg.attribute("height", 16)
        svg.attribute("rx", 3)
        svg.end()
        svg.text(badge, x: x + width - 4, y: middle + 3.5, class: "overflow", anchor: "end")
    }

    /// `x,y W×H`, as in the listing.
    private mutating func frameText(_ rect: Rect) {
        svg.out.append(number: rect.minX)
        svg.out.append(",")
        svg.out.append(number: rect.minY)
        svg.out.append(" ")
        svg.out.append(number: rect.width)
        svg.out.append("×")
        svg.out.append(number: rect.height)
    }
}

/// The id of a nested collection's clip path, from the positions of its segment and cell:
/// `clip-s1-i0`. Written straight into the buffer, as every such cell has one.
struct ClipID {
    var segment: Int
    var item: Int

    func write(into out: inout TextBuffer) {
        out.append("clip-s")
        out.append(integer: segment)
        out.append("-i")
        out.append(integer: item)
    }
}
