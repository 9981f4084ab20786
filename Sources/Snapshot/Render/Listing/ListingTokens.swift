/// Where the listing's walk writes: the listing's text (`TextBuffer`) or the digest's tokens
/// (`ListingTokens`). Words, spaces and line ends are bytes to both; values each writes its way.
protocol ListingOutput {
    mutating func append(byte: UInt8)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
    mutating func put(number: Double)
    mutating func put(integer: Int)
    mutating func put(string: String)
    /// Moves written bytes on once there are `threshold` of them (the text's megabyte at a time).
    mutating func flushIfLarge(threshold: Int)
}

extension ListingOutput {
    /// A word of the format's own, copied with no `String` to look into.
    @inline(__always)
    mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// A string's UTF-8: every `TextBuffer` write of a `String` comes here too.
    @inline(__always)
    mutating func append(_ word: String) {
        let copied: Void? = word.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil {
            for byte in word.utf8 { append(byte: byte) }
        }
    }
}

extension TextBuffer: ListingOutput {
    mutating func put(number value: Double) { append(number: value) }
    mutating func put(integer value: Int) { append(integer: value) }
    mutating func put(string text: String) { StringEscaping.appendQuoted(text, to: &self) }
}

/// The listing's walk with its values unformatted, hashed as it is written: what `LayoutDigest`
/// is the `StableDigest` of.
///
/// The same words, spaces and line ends as the text, but each number as `0xFF` and its bit
/// pattern (0 for ±0, `Double.nan`'s for every NaN: the text writes those alike), each integer as
/// `0xFD` and its 8 bytes, each string as `0xFE`, its UTF-8 length in 8 bytes and its UTF-8 bytes,
/// little-endian. UTF-8 has none of those three bytes, so each token ends where its marker says,
/// and two layouts with one listing have one token stream, two with two listings two. Numbers
/// are not formatted (formatting was a third of a stamped match), and the bytes go through a
/// small buffer of their own straight into the digest, never into a text the size of the listing.
///
///     ListingTokens.digest { tokens in tokens.append("item "); tokens.put(integer: 3) }
///     // the StableDigest of "item " + [0xFD, 3, 0, 0, 0, 0, 0, 0, 0]
struct ListingTokens: ListingOutput {
    /// Bytes held before they go to the digest: many lines' worth, so the digest takes them
    /// whole words at a time. The digest is the same whatever the size (tested).
    static let bufferSize = 4096

    private var digest = StableDigest()
    /// `capacity` bytes, owned by `digest(_:)`.
    private let buffer: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var count = 0

    private init(buffer: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.buffer = buffer
        self.capacity = capacity
    }

    /// The digest of what `write` writes; `bufferSize` at least 9, a token's size.
    static func digest(bufferSize: Int = bufferSize, _ write: (inout ListingTokens) -> Void) -> UInt64 {
        let capacity = Swift.max(bufferSize, 9)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var tokens = ListingTokens(buffer: buffer, capacity: capacity)
        write(&tokens)
        tokens.flush()
        return tokens.digest.finish()
    }

    @inline(__always)
    mutating func append(byte: UInt8) {
        if count == capacity { flush() }
        buffer[count] = byte
        count += 1
    }

    mutating func put(number value: Double) {
        token(0xFF, value == 0 ? 0 : value.isNaN ? Double.nan.bitPattern : value.bitPattern)
    }

    mutating func put(integer value: Int) {
        token(0xFD, UInt64(bitPattern: Int64(value)))
    }

    mutating func put(string text: String) {
        token(0xFE, UInt64(text.utf8.count))
        append(text)
    }

    /// Nothing: the bytes go to the digest as the buffer fills.
    mutating func flushIfLarge(threshold: Int) {}

    /// `marker` and `bits`, little-endian: 9 bytes.
    @inline(__always)
    private mutating func token(_ marker: UInt8, _ bits: UInt64) {
        if count + 9 > capacity { flush() }
        buffer[count] = marker
        UnsafeMutableRawPointer(buffer + count + 1).storeBytes(of: bits.littleEndian, as: UInt64.self)
        count += 9
    }

    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let length = bytes.count
        if count + length > capacity { flush() }
        guard length <= capacity else { return digest.add(bytes: UnsafeRawBufferPointer(bytes)) }
        if length <= 16 {
            for index in 0..<length { buffer[count + index] = base[index] }
        } else {
            (buffer + count).update(from: base, count: length)
        }
        count += length
    }

    private mutating func flush() {
        digest.add(bytes: UnsafeRawBufferPointer(start: buffer, count: count))
        count = 0
    }
}
