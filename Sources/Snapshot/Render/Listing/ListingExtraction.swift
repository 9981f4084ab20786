import Foundation

/// Finds the exact listing inside a snapshot of any of the three formats.
enum ListingExtraction {
    /// A stamp on the snapshot's last line (`SnapshotStamp`) is left out of the listing.
    static func extract(from snapshot: String) -> String? {
        let snapshot = SnapshotStamp.stripped(snapshot)
        let bytes = Array(snapshot.utf8)
        let first = Array(LayoutListing.firstLine.utf8)
        if bytes.starts(with: first) { return snapshot }
        // An SVG keeps its listing in <metadata>: no need to look for the ASCII marker line first.
        if TextScan.isSVG(bytes) {
            return insideMetadata(bytes) ?? afterASCIIMarker(bytes)
        }
        return afterASCIIMarker(bytes) ?? insideMetadata(bytes)
    }

    /// The text after the marker line, when it starts with the listing's first line.
    private static func afterASCIIMarker(_ bytes: [UInt8]) -> String? {
        let marker = Array(LayoutListing.asciiMarker.utf8)
        var lineStart = 0
        while lineStart < bytes.count {
            var end = lineStart
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var contentEnd = end
            if contentEnd > lineStart, bytes[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
            if bytes[lineStart..<contentEnd].elementsEqual(marker) {
                let rest = bytes[Swift.min(end + 1, bytes.count)...]
                guard rest.starts(with: Array(LayoutListing.firstLine.utf8)) else { return nil }
                return String(decoding: rest, as: UTF8.self)
            }
            lineStart = end + 1
        }
        return nil
    }

    /// The XML-unescaped text of the first `<metadata>` element, when it is a listing.
    private static func insideMetadata(_ bytes: [UInt8]) -> String? {
        guard let open = firstIndex(of: Array("<metadata>".utf8), in: bytes, from: 0),
            let close = firstIndex(of: Array("</metadata>".utf8), in: bytes, from: open)
        else { return nil }
        var start = open + "<metadata>".utf8.count
        if start < close, bytes[start] == UInt8(ascii: "\n") { start += 1 }
        let text = XMLEscaping.unescape(bytes[start..<close])
        return text.utf8.starts(with: LayoutListing.firstLine.utf8) ? text : nil
    }

    /// The first place of `needle` at or after `start`: `memchr` finds each candidate first
    /// byte at memory speed (a listing sits at the end of a many-megabyte SVG).
    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let head = needle.first, needle.count <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var index = start
            let last = buffer.count - needle.count
            while index <= last {
                guard let found = memchr(base + index, Int32(head), last - index + 1) else { return nil }
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if buffer[index..<(index + needle.count)].elementsEqual(needle) { return index }
                index += 1
            }
            return nil
        }
    }
}
