/// A 64-bit fingerprint of every field of a `Layout`: what a snapshot stamp's `layout=` holds.
///
/// The layout is written out as a string of 64-bit little-endian words, field by field in a
/// fixed order, and that string is digested by `StableDigest`; so the value is the same on
/// every machine and in every process, and costs a small fraction of a rendering (one pass
/// over plain data, no text, the words go through a small buffer). The words:
///
/// - a number is its IEEE 754 bit pattern, except that every NaN is one NaN (`0x7FF8…0`):
///   renderers print every NaN alike. `0` and `-0` stay apart (a stricter digest only sends
///   more snapshots the long way);
/// - a whole number is its two's-complement bit pattern; `true`/`false` are 1/0;
/// - a string is its UTF-8 byte count, then its bytes, then zero bytes up to a whole word
///   (the bytes, not Unicode equivalence: renderers write the bytes);
/// - an optional is the word 0 when absent, else 1 and then the value;
/// - an array is its count, then its elements; an enumeration is its raw value as a string;
/// - the walk starts with its own `version`, and visits the fields in declaration order:
///   `screenName`, `device` (`id`, `name`, `idiom`, `portraitSize`, `portraitSafeArea`,
///   `landscapeSafeArea`, `scale`, `orientation`), `style` (its `id`, then for `listkit`
///   `stickyHeaders`, `stretchToEdge`, `scrollOffset`, and when either is set the word
///   `extrasMarker`, `showHeaderWhenEmpty`, `stickyHeaderYOffset`; for `compositional`
///   `interSectionSpacing`, `scrollOffset`, `contentInsetsReference`), when horizontal the word
///   `directionMarker` and `direction`, when not `fromContentInset` the word
///   `insetReferenceMarker` and `sectionInsetReference`, `chrome` (`kind`, `title`, `frame`),
///   `scrollArea`, `contentInset`, `contentSize`, `segments` (`index`, `name`, `frame`,
///   `inset`, `minimumLineSpacing`, `minimumInteritemSpacing`, `header`, `footer`, `items` (and
///   after them, for a compositional section, the word `compositionMarker`, `groupCount`,
///   `firstGroup`, `orthogonalScrolling`, `tree`, and with a background, badges or self-sized
///   cells the word `decorationMarker`, `background`, `badges` (`item`, `kind`, `frame`),
///   `sizedGroups`, `fitted`, `estimated`):
///   `index`, `cellType`, `text`, `frame`, `nested`: `frame`, `contentInset`, `itemSpacing`,
///   `contentWidth`, when either is set the word `extrasMarker`, `interitemSpacing` and
///   `sectionInset`, then `items`: `index`, `cellType`, `text`, `frame`, `visibility`),
///   `diagnostics` (`severity`, `kind`, `segment`, `item`, `message`), and when not `large` the
///   word `textSizeMarker` and `contentSizeCategory`. A rectangle is x, y,
///   width, height; a size width, height; insets top, left, bottom, right.
///
/// A field added to `Layout` (or to any type inside it) must be added to this walk, and
/// `version` bumped: two layouts that differ only in a field the walk skips would share a
/// digest, and a stamped reference of one would pass for the other without being rendered.
/// `LayoutDigestTests` lists every field by reflection and fails when one is new.
///
///     LayoutDigest.of(layout)   // 0x… the same in every run
enum LayoutDigest {
    /// The walk's version, its first word: bumped when the walk changes.
    static let version: UInt64 = 1

    /// Announces `showHeaderWhenEmpty` and `stickyHeaderYOffset` when either is set.
    static let extrasMarker: UInt64 = 0xFFFF_FFFF_FFFF_FFFE
    /// Announces a scroll direction other than vertical.
    static let directionMarker: UInt64 = 0xFFFF_FFFF_FFFF_FFFD
    /// Announces a section inset reference other than `fromContentInset`.
    static let insetReferenceMarker: UInt64 = 0xFFFF_FFFF_FFFF_FFFB
    /// Announces a segment's `composition`, after its items.
    static let compositionMarker: UInt64 = 0xFFFF_FFFF_FFFF_FFFC
    /// Announces a text size other than `large`, after the diagnostics.
    static let textSizeMarker: UInt64 = 0xFFFF_FFFF_FFFF_FFFA
    /// Before a compositional section's background and badges, when it has any.
    static let decorationMarker: UInt64 = 0xFFFF_FFFF_FFFF_FFFB

    static func of(_ layout: Layout) -> UInt64 {
        withUnsafeTemporaryAllocation(byteCount: Walk.bufferSize, alignment: 8) { buffer in
            var walk = Walk(buffer: buffer)
            walk.word(version)
            walk.add(layout)
            return walk.finish()
        }
    }

    /// One walk over a layout: its words are gathered in `buffer` and digested a buffer at a time.
    /// Items are read in place (a `for … in` loop would copy, retain and release every one).
    private struct Walk {
        static let bufferSize = 4096

        let buffer: UnsafeMutableRawBufferPointer
        /// Bytes gathered in `buffer`.
        var used = 0
        var digest = StableDigest()

        mutating func add(_ layout: Layout) {
            string(layout.screenName)
            add(layout.device)
            add(layout.style)
            if layout.direction != .vertical {
                // Only when horizontal, as the extras above; neither marker can start the chrome count.
                room(8)
                put(LayoutDigest.directionMarker)
                string(layout.direction.rawValue)
            }
            if layout.sectionInsetReference != .fromContentInset {
                room(8)
                put(LayoutDigest.insetReferenceMarker)
                string(layout.sectionInsetReference.rawValue)
            }
            count(layout.chrome.count)
            for band in layout.chrome {
                string(band.kind.rawValue)
                if let title = band.title {
                    present(true)
                    string(title)
                } else {
                    present(false)
                }
                rect(band.frame)
            }
            rect(layout.scrollArea)
            insets(layout.contentInset)
            size(layout.contentSize)
            count(layout.segments.count)
            for index in layout.segments.indices { add(layout.segments[index]) }
            count(layout.diagnostics.count)
            for index in layout.diagnostics.indices { add(layout.diagnostics[index]) }
            if layout.contentSizeCategory != .large {
                room(8)
                put(LayoutDigest.textSizeMarker)
                string(layout.contentSizeCategory.rawValue)
            }
        }

        mutating func add(_ device: Device) {
            string(device.id)
            string(device.name)
            string(device.idiom.rawValue)
            size(device.portraitSize)
            insets(device.portraitSafeArea)
            insets(device.landscapeSafeArea)
            number(device.scale)
            string(device.orientation.rawValue)
        }

        mutating func add(_ style: LayoutStyle) {
            string(style.id)
            switch style {
            case .flow, .leftAlignedFlow:
                break
            case .compositional(let options):
                room(16)
                put(Self.bits(options.interSectionSpacing))
                put(Self.bits(options.scrollOffset))
                string(options.contentInsetsReference.rawValue)
            case .listKit(let options):
                room(24)
                put(options.stickyHeaders ? 1 : 0)
                put(options.stretchToEdge ? 1 : 0)
                put(Self.bits(options.scrollOffset))
                // Only when set: the words of layouts without them (every stamp written before
                // they existed) stay as they were. The marker can never start the chrome list
                // that follows otherwise, which begins with a count.
                if !options.hasDefaultExtras {
                    room(24)
                    put(LayoutDigest.extrasMarker)
                    put(options.showHeaderWhenEmpty ? 1 : 0)
                    put(Self.bits(options.stickyHeaderYOffset))
                }
            }
        }

        mutating func add(_ segment: LayoutSegment) {
            integer(segment.index)
            string(segment.name)
            rect(segment.frame)
            insets(segment.inset)
            room(16)
            put(Self.bits(segment.minimumLineSpacing))
            put(Self.bits(segment.minimumInteritemSpacing))
            optionalRect(segment.header)
            optionalRect(segment.footer)
            count(segment.items.count)
            segment.items.withUnsafeBufferPointer { items in
                guard let first = items.baseAddress else { return }
                for index in items.indices { add(item: first + index) }
            }
            if let composition = segment.composition {
                // Only for compositional sections; the marker cannot start the next segment
                // (an index) or the diagnostics (a count).
                room(16)
                put(LayoutDigest.compositionMarker)
                put(UInt64(truncatingIfNeeded: composition.groupCount))
                rect(composition.firstGroup)
                string(composition.orthogonalScrolling.rawValue)
                string(composition.tree)
                // Only with a background, badges or self-sized cells, so sections without them keep their words.
                if composition.background != nil || !composition.badges.isEmpty || !composition.sizedGroups.isEmpty
                    || !composition.fitted.isEmpty || !composition.estimated.isEmpty
                {
                    room(8)
                    put(LayoutDigest.decorationMarker)
                    optionalRect(composition.background)
                    count(composition.badges.count)
                    for badge in composition.badges {
                        integer(badge.item)
                        string(badge.kind)
                        rect(badge.frame)
                    }
                    count(composition.sizedGroups.count)
                    for group in composition.sizedGroups { rect(group) }
                    for indices in [composition.fitted, composition.estimated] {
                        count(indices.count)
                        for index in indices { integer(index) }
                    }
                }
            }
        }

        /// Through a pointer, so the item is read in place, not copied.
        @inline(__always)
        mutating func add(item: UnsafePointer<LayoutItem>) {
            integer(item.pointee.index)
            string(item.pointee.cellType)
            optionalString(item.pointee.text)
            rect(item.pointee.frame)
            if let nested = item.pointee.nested {
                present(true)
                add(nested)
            } else {
                present(false)
            }
        }

        mutating func add(_ nested: NestedLayout) {
            rect(nested.frame)
            insets(nested.contentInset)
            room(16)
            put(Self.bits(nested.itemSpacing))
            put(Self.bits(nested.contentWidth))
            // Only when set, behind the marker (never a count), as for the list-kit options.
            if !nested.hasDefaultExtras {
                room(8)
                put(LayoutDigest.extrasMarker)
                room(8)
                put(Self.bits(nested.interitemSpacing))
                insets(nested.sectionInset)
            }
            count(nested.items.count)
            nested.items.withUnsafeBufferPointer { items in
                guard let first = items.baseAddress else { return }
                for index in items.indices { add(nestedItem: first + index) }
            }
        }

        @inline(__always)
        mutating func add(nestedItem item: UnsafePointer<NestedItem>) {
            integer(item.pointee.index)
            string(item.pointee.cellType)
            optionalString(item.pointee.text)
            rect(item.pointee.frame)
            string(item.pointee.visibility.rawValue)
        }

        mutating func add(_ diagnostic: Diagnostic) {
            string(diagnostic.severity.rawValue)
            string(diagnostic.kind.rawValue)
            optionalInteger(diagnostic.segment)
            optionalInteger(diagnostic.item)
            string(diagnostic.message)
        }

        // MARK: Values

        mutating func finish() -> UInt64 {
            flush()
            return digest.finish()
        }

        mutating func flush() {
            digest.add(bytes: UnsafeRawBufferPointer(rebasing: buffer[..<used]))
            used = 0
        }

        /// Makes room for `bytes` more (at most the buffer's size) by digesting what is gathered.
        @inline(__always)
        mutating func room(_ bytes: Int) {
            if used + bytes > buffer.count { flush() }
        }

        /// Stores a word where `room` made space for it.
        @inline(__always)
        mutating func put(_ value: UInt64) {
            buffer.storeBytes(of: value.littleEndian, toByteOffset: used, as: UInt64.self)
            used += 8
        }

        @inline(__always)
        mutating func word(_ value: UInt64) {
            room(8)
            put(value)
        }

        /// A number's bits, every NaN as one.
        @inline(__always)
        static func bits(_ value: Double) -> UInt64 {
            value.isNaN ? 0x7FF8_0000_0000_0000 : value.bitPattern
        }

        @inline(__always)
        mutating func number(_ value: Double) {
            word(Self.bits(value))
        }

        @inline(__always)
        mutating func integer(_ value: Int) {
            word(UInt64(truncatingIfNeeded: Int64(value)))
        }

        @inline(__always)
        mutating func count(_ value: Int) {
            integer(value)
        }

        /// 1 before a value that is there, 0 for one that is not.
        @inline(__always)
        mutating func present(_ isPresent: Bool) {
            word(isPresent ? 1 : 0)
        }

        @inline(__always)
        mutating func optionalString(_ value: String?) {
            guard let value else { return present(false) }
            present(true)
            string(value)
        }

        mutating func optionalInteger(_ value: Int?) {
            guard let value else { return present(false) }
            present(true)
            integer(value)
        }

        mutating func optionalRect(_ value: Rect?) {
            guard let value else { return present(false) }
            present(true)
            rect(value)
        }

        /// Its byte count, its bytes, zero bytes to a whole word.
        @inline(__always)
        mutating func string(_ value: String) {
            let copied: Void? = value.utf8.withContiguousStorageIfAvailable { bytes(UnsafeRawBufferPointer($0)) }
            if copied == nil {
                var value = value
                value.withUTF8 { bytes(UnsafeRawBufferPointer($0)) }
            }
        }

        private mutating func bytes(_ bytes: UnsafeRawBufferPointer) {
            let length = bytes.count
            let padded = (length + 7) & ~7
            if used + 8 + padded > buffer.count {
                flush()
                if 8 + padded > buffer.count {
                    // Longer than the buffer: straight to the digest, which reads a stream.
                    put(UInt64(length))
                    flush()
                    digest.add(bytes: bytes)
                    withUnsafeBytes(of: UInt64(0)) { digest.add(bytes: UnsafeRawBufferPointer(rebasing: $0[..<(padded - length)])) }
                    return
                }
            }
            put(UInt64(length))
            guard length > 0, let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
            buffer.storeBytes(of: 0, toByteOffset: used + padded - 8, as: UInt64.self)  // the padding
            (target + used).copyMemory(from: source, byteCount: length)
            used += padded
        }

        @inline(__always)
        mutating func rect(_ rect: Rect) {
            room(32)
            put(Self.bits(rect.origin.x))
            put(Self.bits(rect.origin.y))
            put(Self.bits(rect.size.width))
            put(Self.bits(rect.size.height))
        }

        @inline(__always)
        mutating func size(_ size: Size) {
            room(16)
            put(Self.bits(size.width))
            put(Self.bits(size.height))
        }

        @inline(__always)
        mutating func insets(_ insets: EdgeInsets) {
            room(32)
            put(Self.bits(insets.top))
            put(Self.bits(insets.left))
            put(Self.bits(insets.bottom))
            put(Self.bits(insets.right))
        }
    }
}
