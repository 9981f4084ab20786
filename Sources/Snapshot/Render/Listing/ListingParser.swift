/// Reads the exact layout format back into a `Layout`, line by line.
///
/// The header lines come in a fixed order; then segments with their header, items, nested
/// collections and footer; then diagnostics; then `end`. Blank lines are ignored, anything
/// after `end` but a `# snapshot-stamp …` line is an error, and a listing without `end` was cut short.
struct ListingParser {
    private let bytes: [UInt8]
    private var lineStart = 0
    private var lineNumber = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func parse() throws(LayoutListingError) -> Layout {
        var line = try nextLine("the first line `\(LayoutListing.firstLine)`")
        try readFirstLine(&line)

        line = try nextLine("`screen`")
        try line.expect("screen")
        let screenName = try line.string("the screen name")
        let category = line.skip("text-size") ? try line.choice("a text size (`xSmall` … `xxxLarge`, `AX1` … `AX5`)", ContentSizeCategory.self) : .large
        let layoutDirection: LayoutDirection = line.skip(LayoutDirection.rightToLeft.word) ? .rightToLeft : .leftToRight
        try line.finish()

        let device = try readDevice()
        let (style, direction, reference) = try readStyle()

        var chrome: [ChromeBand] = []
        line = try nextLine("`chrome` or `scroll-area`")
        while line.skip("chrome") {
            let kind = try line.choice(
                "a chrome kind (`status-bar`, `navigation-bar`, `large-title`, `toolbar`, `tab-bar`, `home-indicator`)", ChromeBand.Kind.self)
            let frame = try line.frame("the \(kind.rawValue) frame")
            let title = try line.string(after: "title", "the \(kind.rawValue) title")
            try line.finish()
            chrome.append(ChromeBand(kind: kind, title: title, frame: frame))
            line = try nextLine("`chrome` or `scroll-area`")
        }
        try line.expect("scroll-area")
        let scrollArea = try line.frame("the scroll area")
        try line.finish()

        line = try nextLine("`content-inset`")
        try line.expect("content-inset")
        let contentInset = try line.insets("the content inset")
        let rootView = line.skip("root-view")
        let underBars = line.skip("under-bars")
        try line.finish()

        line = try nextLine("`content-size`")
        try line.expect("content-size")
        let contentSize = try line.size("the content size")
        try line.finish()

        var body = ListingBody()
        while true {
            line = try nextLine("`segment`, `diagnostic` or `end`")
            if try body.read(&line) { break }
        }
        try expectNothingAfterEnd()
        var layout = Layout(
            screenName: screenName, device: device, style: style, chrome: chrome,
            scrollArea: scrollArea, contentInset: contentInset, contentSize: contentSize,
            segments: body.segments, diagnostics: body.diagnostics, direction: direction, sectionInsetReference: reference)
        layout.collectionViewIsRootView = rootView
        layout.collectionViewUnderBars = underBars
        layout.contentSizeCategory = category
        layout.layoutDirection = layoutDirection
        return layout
    }

    private func readFirstLine(_ line: inout ListingLine) throws(LayoutListingError) {
        guard line.skip("layout-listing") else {
            throw line.error("this is not a layout listing: it must start with `\(LayoutListing.firstLine)`")
        }
        let version = line.nextWord()
        guard version == String(LayoutListing.version) else {
            throw line.error(
                "this listing has version `\(StringEscaping.display(version ?? ""))`; this toolkit reads version \(LayoutListing.version): re-record the snapshot"
            )
        }
        try line.finish()
    }

    private mutating func readDevice() throws(LayoutListingError) -> Device {
        var line = try nextLine("`device`")
        try line.expect("device")
        try line.expect("id")
        let id = try line.string("the device id")
        try line.expect("name")
        let name = try line.string("the device name")
        try line.expect("idiom")
        let idiom = try line.choice("an idiom (`phone` or `pad`)", Device.Idiom.self)
        try line.expect("portrait-size")
        let portraitSize = try line.size("the portrait size")
        try line.expect("scale")
        let scale = try line.number("the scale")
        try line.expect("orientation")
        let orientation = try line.choice("an orientation (`portrait` or `landscape`)", Orientation.self)
        var layoutMargin = Device.presetLayoutMargin(of: id)
        if line.skip("layout-margin") {
            layoutMargin = line.skip("none") ? nil : try line.number("the layout margin")
        }
        try line.finish()

        line = try nextLine("`safe-area`")
        try line.expect("safe-area")
        try line.expect("portrait")
        let portraitSafeArea = try line.insets("the portrait safe area")
        try line.expect("landscape")
        let landscapeSafeArea = try line.insets("the landscape safe area")
        try line.finish()
        return Device(
            id: id, name: name, idiom: idiom, portraitSize: portraitSize,
            portraitSafeArea: portraitSafeArea, landscapeSafeArea: landscapeSafeArea,
            scale: scale, orientation: orientation, layoutMargin: layoutMargin)
    }

    private mutating func readStyle() throws(LayoutListingError) -> (LayoutStyle, ScrollDirection, SectionInsetReference) {
        var line = try nextLine("`style`")
        try line.expect("style")
        let style: LayoutStyle
        switch line.nextWord() {
        case "flow": style = .flow
        case "left-aligned": style = .leftAlignedFlow
        case "listkit":
            try line.expect("sticky-headers")
            let sticky = try line.boolean("sticky headers")
            try line.expect("stretch-to-edge")
            let stretch = try line.boolean("stretch to edge")
            try line.expect("scroll-offset")
            let offset = try line.number("the scroll offset")
            var options = ListKitOptions(stickyHeaders: sticky, stretchToEdge: stretch, scrollOffset: offset)
            if line.skip("show-header-when-empty") {
                options.showHeaderWhenEmpty = try line.boolean("show header when empty")
            }
            if line.skip("sticky-header-y-offset") {
                options.stickyHeaderYOffset = try line.number("the sticky header y offset")
            }
            style = .listKit(options)
        case "compositional":
            try line.expect("inter-section-spacing")
            let spacing = try line.number("the inter-section spacing")
            try line.expect("scroll-offset")
            var options = CompositionalOptions(interSectionSpacing: spacing, scrollOffset: try line.number("the scroll offset"))
            if line.skip("content-insets-reference") {
                options.contentInsetsReference = try line.choice(
                    "a content insets reference (`automatic`, `none`, `safeArea`, `layoutMargins` or `readableContent`)",
                    ContentInsetsReference.self)
            }
            if line.skip("list") {
                options.list = try line.choice(
                    "a list appearance (\(ListAppearance.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")))", ListAppearance.self)
            }
            if line.skip("uikit") {
                options.uikit = try line.choice("a UIKit version (`ios14` or `ios17`)", UIKitVersion.self)
            }
            style = .compositional(options)
        default:
            throw line.error("expected a layout style (`flow`, `left-aligned`, `listkit` or `compositional`)")
        }
        var direction = ScrollDirection.vertical
        if line.skip("direction") {
            direction = try line.choice("a scroll direction (`vertical` or `horizontal`)", ScrollDirection.self)
        }
        var reference = SectionInsetReference.fromContentInset
        if line.skip("section-inset-reference") {
            reference = try line.choice(
                "a section inset reference (`fromContentInset`, `fromSafeArea` or `fromLayoutMargins`)", SectionInsetReference.self)
        }
        try line.finish()
        return (style, direction, reference)
    }

    /// The next line that is not blank; `expected` says what was wanted when the text ends.
    private mutating func nextLine(_ expected: String) throws(LayoutListingError) -> ListingLine {
        while lineStart < bytes.count {
            var end = lineStart
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            lineNumber += 1
            let line = ListingLine(number: lineNumber, bytes: bytes[lineStart..<end])
            lineStart = end + 1
            if !line.isBlank { return line }
        }
        throw LayoutListingError(
            line: lineNumber + 1,
            message: "the listing ends here but \(expected) should follow: it was cut short (a listing ends with `end`)")
    }

    private mutating func expectNothingAfterEnd() throws(LayoutListingError) {
        let endLine = lineNumber
        while lineStart < bytes.count {
            var end = lineStart
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            lineNumber += 1
            let text = bytes[lineStart..<(end > lineStart && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end)]
            let line = ListingLine(number: lineNumber, bytes: bytes[lineStart..<end])
            lineStart = end + 1
            // A stamp (`# snapshot-stamp …`, see `SnapshotStamp`) may follow a stored listing.
            guard line.isBlank || SnapshotStamp.parse(line: text)?.format == .layout else {
                throw line.error("text after `end` (line \(endLine)): a listing ends with its `end` line")
            }
        }
    }
}
