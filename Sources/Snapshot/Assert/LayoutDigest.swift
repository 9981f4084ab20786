/// A 64-bit fingerprint of a `Layout`: the `StableDigest` of its listing's walk with the values
/// unformatted (`ListingTokens`), what a snapshot stamp's `layout=` holds.
///
/// The listing is the one text form of a layout: it writes every field, and
/// `LayoutListing.parse` reads every one back, so two layouts with one listing are one layout to
/// every renderer. The digest takes the same walk, so it sees every field the listing writes, and
/// only what the listing tells apart (±0 and NaNs are folded as the text folds them). That holds
/// only while the listing knows every field: `EveryFieldTests` holds a layout that sets each one
/// and fails when a field is added that the sample, the listing or its list of fields does not
/// have, so the digest cannot silently miss it. It is the same on every machine and in every
/// process: numbers by their bit patterns, little-endian, strings by their UTF-8.
///
///     LayoutDigest.of(layout)   // 0x… the same in every run
enum LayoutDigest {
    static func of(_ layout: Layout) -> UInt64 {
        ListingWriter.digest(of: layout)
    }
}
