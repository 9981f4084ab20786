/// A 64-bit fingerprint of a `Layout`: the `StableDigest` of its listing's bytes
/// (`LayoutListing.render`), what a snapshot stamp's `layout=` holds.
///
/// The listing is the one text form of a layout: it writes every field, and
/// `LayoutListing.parse` reads every one back (`parse(render(l)) == l` is tested over every
/// sample and fixture), so two layouts with one listing are one layout to every renderer, and
/// the digest can never miss a field added later. It is the same on every machine and in every
/// process, as the listing's bytes are (numbers by the package's own formatter, strings by
/// their scalars).
///
///     LayoutDigest.of(layout)   // 0x… the same in every run
enum LayoutDigest {
    static func of(_ layout: Layout) -> UInt64 {
        var digest = StableDigest()
        ListingWriter.renderText(layout).addBytes(to: &digest)
        return digest.finish()
    }
}
