import Testing
@testable import Snapshot

/// Every registered format streams (`snapshot-cli render`, a megabyte at a time) the very bytes
/// an assertion stores above its stamp: one renderer, two destinations.
@Suite struct FormatStreamingTests {
    /// 15,000 goods cells whose texts need escaping in every format (`<`, `&`, `"`, a line
    /// break, CJK and an emoji of four bytes): the listing alone passes a megabyte, so each
    /// rendering is handed over in several pieces, cut wherever a flush falls.
    static let large: Layout = {
        var layout = RenderSamples.goodsGrid(count: 15_000)
        for index in layout.segments[0].items.indices {
            layout.segments[0].items[index].text = "<b>\"Goods\" & 充值 👨‍👩‍👧\n\(index)</b>"
        }
        return layout
    }()

    @Test(arguments: SnapshotFormat.builtIn)
    func aStreamedRenderingIsTheStoredOne(format: SnapshotFormat) throws {
        let renderer = StampedRenderer(format)
        for layout in RendererVersionTests.corpus + RendererVersionTests.corpus03 + [Self.large] {
            var chunks: [[UInt8]] = []
            format.write(layout) { chunks.append(Array($0)) }
            let streamed = chunks.flatMap { $0 }
            #expect(streamed == renderer.render(layout).bytesWritten, "\(format) of \(layout.screenName)")
            // Each piece is whole text: standard output gets it as it comes.
            for chunk in chunks {
                #expect(String(validating: chunk, as: UTF8.self) != nil, "\(format): a piece ends inside a character")
            }
        }
        var pieces = 0
        format.write(Self.large) { _ in pieces += 1 }
        #expect(pieces > 1, "\(format): \(pieces) piece(s); a rendering this large is streamed")
    }
}

extension TextBuffer {
    /// Everything written, as bytes.
    fileprivate var bytesWritten: [UInt8] { Array(text.utf8) }
}
