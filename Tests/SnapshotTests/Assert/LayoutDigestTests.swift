import Testing
@testable import Snapshot

@Suite struct LayoutDigestTests {
    /// A one-segment, one-cell layout built by hand.
    static let tiny = Layout(
        screenName: "A",
        device: Device(id: "d", name: "D", portraitSize: Size(width: 10, height: 20), scale: 2),
        style: .flow,
        chrome: [],
        scrollArea: Rect(x: 0, y: 0, width: 10, height: 20),
        contentInset: .zero,
        contentSize: Size(width: 10, height: 5),
        segments: [
            LayoutSegment(
                index: 0, name: "S", frame: Rect(x: 0, y: 0, width: 10, height: 5), inset: .zero,
                minimumLineSpacing: 0, minimumInteritemSpacing: 0,
                items: [LayoutItem(index: 0, cellType: "C", frame: Rect(x: 0, y: 0, width: 10, height: 5))])
        ],
        diagnostics: [])

    private func digest(_ layout: Layout) -> UInt64 { LayoutDigest.of(layout) }

    /// The digest is `StableDigest` over the listing's walk with its values unformatted
    /// (`ListingTokens`), here written out by hand from the tiny layout's listing
    /// (`LayoutListing`'s format) by the token rule: a number is `0xFF` and its bit pattern, an
    /// integer `0xFD` and its 8 bytes, a string `0xFE`, its length and its UTF-8, little-endian;
    /// words, spaces, commas, `×` and line ends as the listing has them. A stamp written on one
    /// machine is proven on another while both hold.
    @Test func theDigestIsTheListingsTokens() {
        let listing = """
            layout-listing 1
            screen "A"
            device id "d" name "D" idiom phone portrait-size 10×20 scale 2 orientation portrait
            safe-area portrait 0,0,0,0 landscape 0,0,0,0
            style flow
            scroll-area 0,0 10×20
            content-inset 0,0,0,0
            content-size 10×5
            segment 0 "S" 0,0 10×5 inset 0,0,0,0 line-spacing 0 interitem-spacing 0
              item 0 "C" 0,0 10×5
            end

            """
        #expect(LayoutListing.render(Self.tiny) == listing)
        func token(_ marker: UInt8, _ bits: UInt64) -> [UInt8] { [marker] + (0..<8).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) } }
        func n(_ value: Double) -> [UInt8] { token(0xFF, value.bitPattern) }
        func i(_ value: Int) -> [UInt8] { token(0xFD, UInt64(value)) }
        func s(_ text: String) -> [UInt8] { token(0xFE, UInt64(text.utf8.count)) + Array(text.utf8) }
        func w(_ text: String) -> [UInt8] { Array(text.utf8) }
        let zeros = n(0) + w(",") + n(0) + w(",") + n(0) + w(",") + n(0)
        let tokens: [[UInt8]] = [
            w("layout-listing 1\n"),
            w("screen "), s("A"), w("\n"),
            w("device id "), s("d"), w(" name "), s("D"), w(" idiom phone portrait-size "), n(10), w("×"), n(20),
            w(" scale "), n(2), w(" orientation portrait\n"),
            w("safe-area portrait "), zeros, w(" landscape "), zeros, w("\n"),
            w("style flow\n"),
            w("scroll-area "), n(0), w(","), n(0), w(" "), n(10), w("×"), n(20), w("\n"),
            w("content-inset "), zeros, w("\n"),
            w("content-size "), n(10), w("×"), n(5), w("\n"),
            w("segment "), i(0), w(" "), s("S"), w(" "), n(0), w(","), n(0), w(" "), n(10), w("×"), n(5),
            w(" inset "), zeros, w(" line-spacing "), n(0), w(" interitem-spacing "), n(0), w("\n"),
            w("  item "), i(0), w(" "), s("C"), w(" "), n(0), w(","), n(0), w(" "), n(10), w("×"), n(5), w("\n"),
            w("end\n"),
        ]
        var bytes = StableDigest()
        Array(tokens.joined()).withUnsafeBytes { bytes.add(bytes: $0) }
        #expect(digest(Self.tiny) == bytes.finish())
    }

    /// The text writes ±0 and every NaN alike, and so does the digest; anything else the text
    /// tells apart, the digest does too.
    @Test func theDigestFoldsWhatTheListingFolds() {
        func with(_ width: Double) -> Layout {
            var layout = Self.tiny
            layout.segments[0].items[0].frame.size.width = width
            return layout
        }
        #expect(digest(with(0)) == digest(with(-0.0)))
        #expect(digest(with(.nan)) == digest(with(-Double.nan)))
        #expect(digest(with(.nan)) == digest(with(Double(nan: 1, signaling: false))))
        #expect(digest(with(.infinity)) != digest(with(-.infinity)))
        #expect(digest(with(1)) != digest(with(1.0000000000000002)))
    }

    /// The tokens reach the digest through a small buffer: how it cuts them (a token that does
    /// not fit, a text longer than the whole buffer) changes nothing. The tiny layout above pins
    /// the stream itself; here a large one, with a 5,000-byte text, is cut every few bytes.
    @Test func howTheBufferCutsTheTokensChangesNothing() {
        var layout = RenderSamples.unusual()
        layout.screenName = String(repeating: "長い名前 ", count: 400)
        layout.segments[0].items[0].text = String(repeating: "x", count: 5_000)
        let whole = ListingWriter.digest(of: layout)
        #expect(whole == digest(layout))
        for size in [9, 10, 16, 17, 64, 100, 4_999, 5_010] {
            #expect(ListingWriter.digest(of: layout, bufferSize: size) == whole, "a buffer of \(size) bytes")
        }
        layout.segments[0].items[0].text = String(repeating: "x", count: 4_999) + "y"
        #expect(ListingWriter.digest(of: layout, bufferSize: 64) != whole, "the long text's last byte counts")
    }

    @Test func theSameLayoutBuiltTwiceHasTheSameDigest() {
        #expect(digest(RenderSamples.unusual()) == digest(RenderSamples.unusual()))
        #expect(digest(RenderSamples.documented) == digest(RenderSamples.documented))
    }

    /// `change` applied to `base` moves the digest.
    private func expectChange(_ what: Comment, from base: Layout = RenderSamples.documented, _ change: (inout Layout) -> Void) {
        var changed = base
        change(&changed)
        #expect(digest(changed) != digest(base), what)
    }

    @Test func everyNumberCounts() {
        expectChange("a frame's x") { $0.segments[2].items[0].frame.origin.x += 0.5 }
        expectChange("a frame's height by the smallest step") { $0.segments[2].items[0].frame.size.height = 240.nextUp }
        expectChange("an inset") { $0.segments[0].inset.right = 1 }
        expectChange("line spacing") { $0.segments[2].minimumLineSpacing = 11 }
        expectChange("interitem spacing") { $0.segments[2].minimumInteritemSpacing = 11 }
        expectChange("the content size") { $0.contentSize.height += 1 }
        expectChange("the content inset") { $0.contentInset.bottom = 34 }
        expectChange("the scroll area") { $0.scrollArea.size.height -= 1 }
        expectChange("the device scale") { $0.device.scale = 3 }
        expectChange("a safe area") { $0.device.landscapeSafeArea.left = 44 }
        expectChange("headers of empty sections shown") { $0.style = .listKit(ListKitOptions(showHeaderWhenEmpty: true)) }
        expectChange("a sticky header offset") { $0.style = .listKit(ListKitOptions(stickyHeaderYOffset: 64)) }
        expectChange("a sticky header offset against headers shown") {
            $0.style = .listKit(ListKitOptions(showHeaderWhenEmpty: true, stickyHeaderYOffset: 1))
        }
    }

    @Test func everyNaNIsOneNaN() {
        var quiet = RenderSamples.documented
        quiet.segments[0].minimumLineSpacing = .nan
        var payload = RenderSamples.documented
        payload.segments[0].minimumLineSpacing = Double(nan: 0x1234, signaling: false)
        var negative = RenderSamples.documented
        negative.segments[0].minimumLineSpacing = -Double.nan
        #expect(quiet.segments[0].minimumLineSpacing.bitPattern != payload.segments[0].minimumLineSpacing.bitPattern)
        #expect(digest(quiet) == digest(payload))
        #expect(digest(quiet) == digest(negative))
        #expect(digest(quiet) != digest(RenderSamples.documented))
    }

    @Test func everyStringCounts() {
        expectChange("the screen name") { $0.screenName += " " }
        expectChange("a segment name") { $0.segments[1].name = "SecondCategorySc" }
        expectChange("a cell type") { $0.segments[0].items[0].cellType = "OneLabelCel" }
        expectChange("a chrome title") { $0.chrome[1].title = "Second Category" }
        expectChange("a device name") { $0.device.name = "iPhone 8 " }
        expectChange("a nested text") { $0.segments[1].items[0].nested?.items[0].text = "充电" }
        expectChange("composed and decomposed é") { $0.screenName = "caf\u{E9}" }
        var composed = RenderSamples.documented
        composed.screenName = "caf\u{E9}"
        expectChange("decomposed é is other bytes", from: composed) { $0.screenName = "cafe\u{301}" }
    }

    @Test func stringsAreDelimitedByTheirLength() {
        // The same bytes split differently between two strings.
        expectChange("bytes moved from one string to the next") {
            $0.segments[0].name = "OneLabelS"
            $0.segments[0].items[0].cellType = "COneLabelCell"
        }
    }

    @Test func anAbsentOptionalIsNotAnEmptyOne() {
        expectChange("text nil → empty") { $0.segments[2].items[0].text = "" }
        expectChange("title present → nil") { $0.chrome[1].title = nil }
        expectChange("header nil → zero rect") { $0.segments[0].header = .zero }
        expectChange("footer added") { $0.segments[2].footer = Rect(x: 0, y: 430, width: 375, height: 0) }
        expectChange("diagnostic segment 2 → nil") { $0.diagnostics[0].segment = nil }
    }

    @Test func enumerationsCount() {
        expectChange("style flow → left-aligned") { $0.style = .leftAlignedFlow }
        expectChange("listKit sticky headers") { $0.style = .listKit(ListKitOptions(stickyHeaders: true)) }
        expectChange("listKit stretch") { $0.style = .listKit(ListKitOptions(stretchToEdge: true)) }
        expectChange("listKit scroll offset") { $0.style = .listKit(ListKitOptions(scrollOffset: 1)) }
        expectChange("orientation") { $0.device.orientation = .landscape }
        expectChange("idiom") { $0.device.idiom = .pad }
        expectChange("chrome kind") { $0.chrome[1].kind = .largeTitle }
        expectChange("nested visibility") { $0.segments[1].items[0].nested?.items[2].visibility = .full }
        expectChange("text size") { $0.contentSizeCategory = .accessibilityMedium }
        expectChange("another text size") { $0.contentSizeCategory = .extraSmall }
    }

    @Test func nestedCollectionsCount() {
        expectChange("a nested item frame") { $0.segments[1].items[0].nested?.items[3].frame.origin.x = 389 }
        expectChange("a nested item removed") { $0.segments[1].items[0].nested?.items.removeLast() }
        expectChange("nested content width") { $0.segments[1].items[0].nested?.contentWidth = 517 }
        expectChange("nested spacing") { $0.segments[1].items[0].nested?.minimumLineSpacing = 12 }
        expectChange("nested interitem spacing") { $0.segments[1].items[0].nested?.minimumInteritemSpacing = 8 }
        expectChange("nested section inset") { $0.segments[1].items[0].nested?.sectionInset.left = 16 }
        expectChange("nested content inset") { $0.segments[1].items[0].nested?.contentInset.left = 0 }
        expectChange("nested collection removed") { $0.segments[1].items[0].nested = nil }
        expectChange("an empty nested collection added") {
            $0.segments[0].items[0].nested = NestedLayout(frame: .zero, contentInset: .zero, minimumLineSpacing: 0, contentWidth: 0, items: [])
        }
    }

    @Test func diagnosticsCount() {
        expectChange("severity") { $0.diagnostics[0].severity = .error }
        expectChange("kind") { $0.diagnostics[0].kind = .itemWiderThanSection }
        expectChange("item") { $0.diagnostics[0].item = 1 }
        expectChange("message") { $0.diagnostics[0].message += "." }
        expectChange("one more") { $0.diagnostics.append($0.diagnostics[0]) }
        expectChange("none") { $0.diagnostics = [] }
    }

    /// A compositional section's background, badges and self-sizing count; an empty list of
    /// badges is no badges.
    @Test func backgroundsAndBadgesCount() {
        var layout = RenderSamples.documented
        layout.segments[0].composition = LayoutComposition(tree: "t", firstGroup: .zero, groupCount: 1, orthogonalScrolling: .none)
        let plain = LayoutDigest.of(layout)
        var withEmpty = layout
        withEmpty.segments[0].composition?.badges = []
        #expect(LayoutDigest.of(withEmpty) == plain)
        var backed = layout
        backed.segments[0].composition?.background = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(LayoutDigest.of(backed) != plain)
        var badged = layout
        badged.segments[0].composition?.badges = [LayoutBadge(item: 0, kind: "badge", frame: Rect(x: 1, y: 1, width: 2, height: 2))]
        let one = LayoutDigest.of(badged)
        #expect(one != plain && one != LayoutDigest.of(backed))
        badged.segments[0].composition?.badges[0].kind = "dot"
        #expect(LayoutDigest.of(badged) != one)
        badged.segments[0].composition?.badges[0].kind = "badge"
        badged.segments[0].composition?.badges[0].item = 1
        #expect(LayoutDigest.of(badged) != one)
        // Self-sized: the groups as laid out, and which items were fitted or left at their estimate.
        var sized = layout
        sized.segments[0].composition?.fitted = [0]
        let fitted = LayoutDigest.of(sized)
        #expect(fitted != plain)
        sized.segments[0].composition?.fitted = []
        sized.segments[0].composition?.estimated = [0]
        #expect(LayoutDigest.of(sized) != fitted && LayoutDigest.of(sized) != plain)
        sized.segments[0].composition?.sizedGroups = [Rect(x: 0, y: 0, width: 1, height: 1)]
        #expect(LayoutDigest.of(sized) != fitted)
    }

    @Test func orderAndCountsCount() {
        expectChange("segments swapped") { $0.segments.swapAt(0, 2) }
        expectChange("an item index") { $0.segments[0].items[0].index = 1 }
        expectChange("an empty segment added") {
            $0.segments.append(LayoutSegment(index: 3, name: "", frame: .zero, inset: .zero, minimumLineSpacing: 0, minimumInteritemSpacing: 0, items: []))
        }
        expectChange("a chrome band removed") { $0.chrome.removeFirst() }
    }

    /// Every text output writes 0 and −0 alike, so they share a digest: no rendering tells them apart.
    @Test func zeroAndMinusZeroAreOneLayoutToEveryRendering() {
        var negative = RenderSamples.documented
        negative.segments[0].minimumLineSpacing = -0.0
        #expect(digest(negative) == digest(RenderSamples.documented))
        #expect(ASCIIRenderer().render(negative) == ASCIIRenderer().render(RenderSamples.documented))
        #expect(SVGRenderer().render(negative) == SVGRenderer().render(RenderSamples.documented))
    }
}
