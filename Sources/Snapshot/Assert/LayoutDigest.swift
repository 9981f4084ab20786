/// A 64-bit fingerprint of a `Layout`: the `StableDigest` of its listing's bytes
/// (`LayoutListing.render`), what a snapshot stamp's `layout=` holds.
///
/// The listing is the one text form of a layout: it writes every field, and
/// `LayoutListing.parse` reads every one back, so two layouts with one listing are one layout to
/// every renderer. That holds only while the listing knows every field: `EveryFieldTests` holds a
/// layout that sets each one and fails when a field is added that the sample, the listing or its
/// list of fields does not have, so the digest cannot silently miss it. It is the same on every machine and in every
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
