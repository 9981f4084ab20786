import Foundation
import Testing
@testable import SnapshotCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the command line writes reaches CI logs, where a viewer may start a new line at any
/// Unicode line break and a line starting with `::` is a GitHub Actions workflow command.
@Suite struct CILogLineTests {
    /// A cell type with U+2028 in a failure that `test` passes through once planted `::error`.
    @Test func theProcessStreamsBreakLinesOnlyAtLineFeeds() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let stream = DescriptorStream(descriptor: ends[1], name: "test pipe")
        let hostile = "PromoCell\u{2028}::error file=x::planted\u{2029}::add-mask::\u{85}\u{0B}\u{0C}lone\rCRLF\r\nnext line\n"
        stream.write(hostile)
        close(ends[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = read(ends[0], &buffer, buffer.count), count > 0 { bytes += buffer[..<count] }
        let written = String(decoding: bytes, as: UTF8.self)
        #expect(written == #"PromoCell\u{2028}::error file=x::planted\u{2029}::add-mask::\u{85}\u{B}\u{C}lone\u{D}CRLF"# + "\r\nnext line\n")
        for line in written.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            #expect(!line.hasPrefix("::"))
        }
    }
}
