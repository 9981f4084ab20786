/// The one line-ending normaliser: every CR LF pair becomes LF (a checkout with `autocrlf`);
/// a lone CR is text, kept, and the text diff shows it as `␍`.
enum LineEndings {
    static func lf(_ text: String) -> String {
        guard TextScan.containsCarriageReturn(text) else { return text }  // the common case: one fast scan, no copy
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { continue }
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }
}

/// A reference file whose bytes are not UTF-8.
struct NotUTF8Text: Error, CustomStringConvertible {
    var description: String { "it is not valid UTF-8 text" }
}
