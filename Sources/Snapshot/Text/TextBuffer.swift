import Foundation

/// Where a streaming `TextBuffer` sends its bytes: whole scalars, in order.
typealias TextSink = (UnsafeRawBufferPointer) -> Void

/// UTF-8 bytes being written by a renderer, turned into a `String` once at the end.
///
/// Appending to one byte buffer (instead of concatenating `String`s) keeps every renderer
/// linear in the size of its output. The bytes live in a buffer of its own rather than an
/// `Array`: a renderer appends a few bytes hundreds of thousands of times, and a plain copy
/// into spare capacity is several times cheaper than `Array.append(contentsOf:)`. A copied
/// buffer gets its own bytes on its next write, as an `Array` would.
struct TextBuffer {
    private var storage: TextStorage
    /// Forms of numbers that have no short exact form of their own (see `append(number:)`).
    var forms = NumberForms.empty
    /// Text moved out of the bytes by `flushIfLarge`, in front of them.
    private var flushed: String?
    /// What the whole text is expected to take, to reserve `flushed` once.
    private let expectedSize: Int
    /// Where XML element text begins in the bytes (`beginElementText`), or `nil`.
    private var elementTextStart: Int?
    /// Where a streaming buffer's bytes go as `flushIfLarge` moves them out (a file being
    /// written, standard output), instead of into `flushed`; `nil` for a buffer that keeps them.
    let sink: TextSink?
    /// How many bytes went to the sink.
    private var streamedCount = 0

    /// A buffer of `capacity` bytes, or, given a sink, one that hands its bytes to it a megabyte
    /// at a time (`flushIfLarge`) and the rest at `finish()`: a rendering of a million cells is
    /// written without ever being held whole. A streaming buffer's `text` is only what has not
    /// yet gone to the sink.
    init(capacity: Int = 0, streamingTo sink: TextSink? = nil) {
        storage = TextStorage(capacity: sink == nil ? Swift.max(capacity, 64) : 2 << 20)
        expectedSize = sink == nil ? capacity : 0
        self.sink = sink
    }

    /// Hands everything still in a streaming buffer to its sink.
    mutating func finish() {
        flushIfLarge(threshold: 0)
    }

    /// How many bytes are in the buffer (not counting what was flushed).
    var count: Int { storage.count }

    /// How many bytes the buffer has room for before it grows.
    var capacity: Int { storage.capacity }

    /// How many bytes were written in all, what was flushed included.
    var writtenCount: Int { (flushed?.utf8.count ?? 0) + streamedCount + storage.count }

    /// The bytes in the buffer, copied into an array.
    var bytes: [UInt8] { withBytes { Array($0) } }

    /// Calls `body` with the bytes in the buffer (not what was flushed).
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }

    /// Everything written, as one string.
    var text: String {
        let rest = withBytes { String(decoding: $0, as: UTF8.self) }
        return flushed.map { $0 + rest } ?? rest
    }

    /// Everything written, as one string, moved out of the buffer (no copy of what was flushed).
    mutating func takeText() -> String {
        flushIfLarge(threshold: 0)
        let text = flushed ?? ""
        flushed = nil
        return text
    }

    /// Adds everything written, in order, to `digest` (the flushed text, then the bytes),
    /// without copying it into one piece: what a snapshot stamp's `file=` is computed from.
    func addBytes(to digest: inout StableDigest) {
        if var flushed {
            flushed.withUTF8 { digest.add(bytes: UnsafeRawBufferPointer($0)) }
        }
        withBytes { digest.add(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Whether the last byte written is `byte` (`false` when nothing was written).
    func ends(with byte: UInt8) -> Bool {
        if storage.count > 0 { return storage.base[storage.count - 1] == byte }
        return flushed?.utf8.last == byte
    }

    /// Whether everything written is exactly `data` (and holds no carriage return, so the
    /// text diffing's `toData`, which turns CR LF into LF, would write these very bytes).
    func isExactly(_ data: Data) -> Bool {
        let flushedCount = flushed?.utf8.count ?? 0
        guard data.count == flushedCount + storage.count else { return false }
        return data.withUnsafeBytes { other in
            let head = UnsafeRawBufferPointer(rebasing: other[..<flushedCount])
            let tail = UnsafeRawBufferPointer(rebasing: other[flushedCount...])
            let headMatches =
                flushed.map { flushed in
                    flushed.utf8.withContiguousStorageIfAvailable { Self.same(UnsafeRawBufferPointer($0), head) } ?? false
                } ?? true
            return headMatches && withBytes { Self.same(UnsafeRawBufferPointer($0), tail) }
        }
    }

    /// Equal bytes, none of them a carriage return.
    private static func same(_ mine: UnsafeRawBufferPointer, _ theirs: UnsafeRawBufferPointer) -> Bool {
        guard mine.count == theirs.count, !TextScan.contains(13, in: mine) else { return false }
        guard let left = mine.baseAddress, let right = theirs.baseAddress else { return true }
        return memcmp(left, right, mine.count) == 0
    }

    /// Moves the bytes into the text once they pass `threshold`, so the buffer stays small.
    ///
    /// A drawing of 100,000 cells is tens of megabytes: held as bytes and then copied into a
    /// `String`, it takes twice that in fresh pages, and allocations that large come straight
    /// from the system each time. Moving a megabyte at a time into a string reserved for the
    /// whole text keeps one large allocation. Call it only between whole scalars, and never
    /// while bytes already written are still to be read back (`withBytes`, `removeLast`).
    mutating func flushIfLarge(threshold: Int = 1 << 20) {
        if let sink {
            guard storage.count >= Swift.max(threshold, 1) else { return }
            if let start = elementTextStart {
                escapeElementText(from: start)
                elementTextStart = 0
            }
            withBytes { sink(UnsafeRawBufferPointer($0)) }
            streamedCount += storage.count
            storage.count = 0
            return
        }
        guard storage.count >= Swift.max(threshold, 1) || (threshold == 0 && flushed == nil) else { return }
        if let start = elementTextStart {
            escapeElementText(from: start)
            elementTextStart = 0
        }
        let chunk = withBytes { String(decoding: $0, as: UTF8.self) }
        // Pages a large write touched (an SVG's listing, written whole before its drawing) stay
        // resident while the buffer holds them: a fresh small one lets them go, before the text
        // grows by the chunk, so the bytes, the chunk and the text are never held all at once.
        if threshold > 0, storage.capacity > 8 << 20 {
            storage = TextStorage(capacity: 2 << 20)
        } else {
            storage.count = 0
        }
        if flushed == nil {
            var text = String()
            if threshold > 0 { text.reserveCapacity(expectedSize + expectedSize / 4) }
            flushed = text
        }
        flushed?.append(chunk)
    }

    /// From here on, what is written is XML element text (an SVG's listing in `<metadata>`):
    /// its `&`, `<` and `>` become entities when it leaves the bytes (`flushIfLarge`) or at
    /// `endElementText`, so a writer that flushes as it goes can write it plainly. Quotes stay
    /// as they are, which keeps a listing readable.
    mutating func beginElementText() {
        elementTextStart = storage.count
    }

    /// Ends the element text `beginElementText` began, escaping what is left of it.
    mutating func endElementText() {
        if let start = elementTextStart { escapeElementText(from: start) }
        elementTextStart = nil
    }

    /// Writes the bytes from `start` on back with `&`, `<` and `>` as entities; in the usual
    /// text without any, nothing is copied.
    private mutating func escapeElementText(from start: Int) {
        let special = withBytes { bytes in
            bytes[start...].contains { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }
        }
        guard special else { return }
        let text = withBytes { Array($0[start...]) }
        removeLast(storage.count - start)
        var plain = 0
        for (index, byte) in text.enumerated() {
            let entity: String
            switch byte {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            default: continue
            }
            append(bytes: text[plain..<index])
            append(entity)
            plain = index + 1
        }
        append(bytes: text[plain...])
    }

    /// Room for `extra` more bytes; returns where they go. The caller adds what it wrote to `count`.
    @inline(__always)
    private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy(reserving: extra)
        } else if storage.capacity - storage.count < extra {
            storage.grow(toFit: extra)
        }
        return storage.base + storage.count
    }

    /// Copies `source` to the end.
    @inline(__always)
    mutating func append(contentsOf source: UnsafeBufferPointer<UInt8>) {
        let count = source.count
        guard count > 0, let from = source.baseAddress else { return }
        let to = reserve(count)
        if count <= 16 {
            for index in 0..<count { to[index] = from[index] }
        } else {
            to.update(from: from, count: count)
        }
        storage.count += count
    }

    mutating func append(_ text: Substring) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil {
            for byte in text.utf8 { append(byte: byte) }
        }
    }

    mutating func append(bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    @inline(__always)
    mutating func append(byte: UInt8) {
        reserve(1).pointee = byte
        storage.count += 1
    }

    /// Appends what `body` writes at the pointer it is given: at most `maxCount` bytes; it
    /// returns how many it wrote. For loops that would otherwise append byte by byte.
    @inline(__always)
    mutating func append(upTo maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        guard maxCount > 0 else { return }
        let written = body(reserve(maxCount))
        storage.count += Swift.min(Swift.max(written, 0), maxCount)
    }

    mutating func append(scalar: Unicode.Scalar) {
        // Encoding by hand avoids a `String` per scalar.
        let value = scalar.value
        let to = reserve(4)
        switch value {
        case 0..<0x80:
            to[0] = UInt8(value)
            storage.count += 1
        case 0x80..<0x800:
            to[0] = UInt8(0xC0 | (value >> 6))
            to[1] = UInt8(0x80 | (value & 0x3F))
            storage.count += 2
        case 0x800..<0x10000:
            to[0] = UInt8(0xE0 | (value >> 12))
            to[1] = UInt8(0x80 | ((value >> 6) & 0x3F))
            to[2] = UInt8(0x80 | (value & 0x3F))
            storage.count += 3
        default:
            to[0] = UInt8(0xF0 | (value >> 18))
            to[1] = UInt8(0x80 | ((value >> 12) & 0x3F))
            to[2] = UInt8(0x80 | ((value >> 6) & 0x3F))
            to[3] = UInt8(0x80 | (value & 0x3F))
            storage.count += 4
        }
    }

    /// A whole number in decimal digits, written without making a `String`.
    mutating func append(integer: Int) {
        append(integer: Int64(integer))
    }

    mutating func append(integer value: Int64) {
        let to = reserve(20)
        var magnitude = value.magnitude
        var length = 0
        if value < 0 {
            to[0] = UInt8(ascii: "-")
            length = 1
        }
        let first = length
        repeat {
            to[length] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            length += 1
        } while magnitude > 0
        var low = first
        var high = length - 1
        while low < high {
            let swap = to[low]
            to[low] = to[high]
            to[high] = swap
            low += 1
            high -= 1
        }
        storage.count += length
    }

    /// Removes the last `count` bytes.
    mutating func removeLast(_ count: Int) {
        guard count > 0 else { return }
        _ = reserve(0)  // own the bytes before changing them
        storage.count -= Swift.min(count, storage.count)
    }

    /// Removes spaces at the end of the bytes written so far (before a line break).
    mutating func trimTrailingSpaces() {
        guard storage.count > 0 else { return }
        _ = reserve(0)  // own the bytes before changing them
        while storage.count > 0, storage.base[storage.count - 1] == UInt8(ascii: " ") {
            storage.count -= 1
        }
    }
}

/// The bytes of a `TextBuffer`: one allocation, doubled when full.
final class TextStorage {
    private(set) var base: UnsafeMutablePointer<UInt8>
    var count = 0
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Makes room for `extra` more bytes.
    func grow(toFit extra: Int) {
        let needed = count + extra
        var newCapacity = Swift.max(capacity * 2, 64)
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    /// A copy of the bytes with room for `extra` more.
    func copy(reserving extra: Int) -> TextStorage {
        let copy = TextStorage(capacity: Swift.max(capacity, count + extra))
        copy.base.update(from: base, count: count)
        copy.count = count
        return copy
    }
}
