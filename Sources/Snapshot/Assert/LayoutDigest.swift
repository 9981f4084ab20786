/// A 64-bit fingerprint of every field of a `Layout`: what a snapshot stamp's `layout=` holds.
///
/// The layout is walked in a fixed order and fed to a `StableDigest` as 64-bit words, so the
/// value is the same on every machine and in every process, and costs a small fraction of a
/// rendering (one pass over plain data, no text). The rules:
///
/// - a number is its IEEE 754 bit pattern, except that every NaN is one NaN (`0x7FF8…0`):
///   renderers print every NaN alike. `0` and `-0` stay apart (a stricter digest only sends
///   more snapshots the long way);
/// - a whole number is its two's-complement bit pattern; `true`/`false` are 1/0;
/// - a string is its UTF-8 byte count, then its bytes, zero-padded to a whole word (the bytes,
///   not Unicode equivalence: renderers write the bytes);
/// - an optional is the word 0 when absent, else 1 and then the value;
/// - an array is its count, then its elements; an enumeration is its raw value as a string;
/// - the walk starts with its own `version`, and visits the fields in declaration order:
///   `screenName`, `device` (`id`, `name`, `idiom`, `portraitSize`, `portraitSafeArea`,
///   `landscapeSafeArea`, `scale`, `orientation`), `style` (its `id`, then for `listkit`
///   `stickyHeaders`, `stretchToEdge`, `scrollOffset`), `chrome` (`kind`, `title`, `frame`),
///   `scrollArea`, `contentInset`, `contentSize`, `segments` (`index`, `name`, `frame`,
///   `inset`, `minimumLineSpacing`, `minimumInteritemSpacing`, `header`, `footer`, `items`:
///   `index`, `cellType`, `text`, `frame`, `nested`: `frame`, `contentInset`, `itemSpacing`,
///   `contentWidth`, `items`: `index`, `cellType`, `text`, `frame`, `visibility`),
///   `diagnostics` (`severity`, `kind`, `segment`, `item`, `message`). A rectangle is x, y,
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

    static func of(_ layout: Layout) -> UInt64 {
        var walk = Walk()
        walk.word(version)
        walk.add(layout)
        return walk.digest.finish()
    }

    /// One walk over a layout, feeding its digest.
    private struct Walk {
        var digest = StableDigest()

        mutating func add(_ layout: Layout) {
            string(layout.screenName)
            add(layout.device)
            add(layout.style)
            word(UInt64(layout.chrome.count))
            for band in layout.chrome {
                string(band.kind.rawValue)
                optional(band.title) { $0.string($1) }
                rect(band.frame)
            }
            rect(layout.scrollArea)
            insets(layout.contentInset)
            size(layout.contentSize)
            word(UInt64(layout.segments.count))
            for segment in layout.segments { add(segment) }
            word(UInt64(layout.diagnostics.count))
            for diagnostic in layout.diagnostics { add(diagnostic) }
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
            case .listKit(let options):
                boolean(options.stickyHeaders)
                boolean(options.stretchToEdge)
                number(options.scrollOffset)
            }
        }

        mutating func add(_ segment: LayoutSegment) {
            integer(segment.index)
            string(segment.name)
            rect(segment.frame)
            insets(segment.inset)
            number(segment.minimumLineSpacing)
            number(segment.minimumInteritemSpacing)
            optional(segment.header) { $0.rect($1) }
            optional(segment.footer) { $0.rect($1) }
            word(UInt64(segment.items.count))
            for item in segment.items { add(item) }
        }

        mutating func add(_ item: LayoutItem) {
            integer(item.index)
            string(item.cellType)
            optional(item.text) { $0.string($1) }
            rect(item.frame)
            optional(item.nested) { $0.add($1) }
        }

        mutating func add(_ nested: NestedLayout) {
            rect(nested.frame)
            insets(nested.contentInset)
            number(nested.itemSpacing)
            number(nested.contentWidth)
            word(UInt64(nested.items.count))
            for item in nested.items {
                integer(item.index)
                string(item.cellType)
                optional(item.text) { $0.string($1) }
                rect(item.frame)
                string(item.visibility.rawValue)
            }
        }

        mutating func add(_ diagnostic: Diagnostic) {
            string(diagnostic.severity.rawValue)
            string(diagnostic.kind.rawValue)
            optional(diagnostic.segment) { $0.integer($1) }
            optional(diagnostic.item) { $0.integer($1) }
            string(diagnostic.message)
        }

        // MARK: Values

        mutating func word(_ value: UInt64) {
            digest.add(word: value)
        }

        mutating func number(_ value: Double) {
            word(value.isNaN ? 0x7FF8_0000_0000_0000 : value.bitPattern)
        }

        mutating func integer(_ value: Int) {
            word(UInt64(truncatingIfNeeded: Int64(value)))
        }

        mutating func boolean(_ value: Bool) {
            word(value ? 1 : 0)
        }

        mutating func string(_ value: String) {
            word(UInt64(value.utf8.count))
            digest.add(bytes: value)
            digest.padToWord()
        }

        mutating func optional<T>(_ value: T?, _ add: (inout Walk, T) -> Void) {
            guard let value else { return word(0) }
            word(1)
            add(&self, value)
        }

        mutating func rect(_ rect: Rect) {
            number(rect.minX)
            number(rect.minY)
            number(rect.width)
            number(rect.height)
        }

        mutating func size(_ size: Size) {
            number(size.width)
            number(size.height)
        }

        mutating func insets(_ insets: EdgeInsets) {
            number(insets.top)
            number(insets.left)
            number(insets.bottom)
            number(insets.right)
        }
    }
}
