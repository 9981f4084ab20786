/// The exact layout format: every field of a `Layout` as readable text, and back.
///
/// It is a snapshot format of its own (`.layout`), the listing under the ASCII grid and the
/// `<metadata>` of an SVG, so any reference can be parsed back into a `Layout` and diffed
/// without the code that wrote it. `parse(render(layout)) == layout` for every layout
/// (NaN compares unequal to itself, so a layout holding NaN renders back to the same text).
///
/// One line per thing, so a line diff shows what moved; indentation shows nesting. Numbers
/// are written by `NumberFormat.exact` (`171.5`, `nan`, `-inf`), strings in double quotes
/// with the escapes of `StringEscaping` (`\"`, `\\`, `\n`, `\u{1B}`). Frames are `x,y W×H`,
/// sizes `W×H`, insets `top,left,bottom,right` (the order of `UIEdgeInsets`). Optional parts
/// (`title`, `text`, a diagnostic's `segment` and `item`, `header`, `footer`, `nested`) are
/// left out when absent. Chrome bands and the scroll area are in screen coordinates;
/// segments, headers, footers and items in content coordinates; nested items in their
/// collection's content coordinates. A horizontally scrolling layout ends its `style` line
/// with `direction horizontal`. A screen line may end with `text-size AX3` and `right-to-left`,
/// the `content-inset` line with `root-view`, when not the default. A compositional section's segment line is followed by
/// `section groups N first x,y W×H orthogonal B tree "…"` (`LayoutComposition`).
///
///     layout-listing 1
///     screen "SecondCategoryVC"
///     device id "iphone-8" name "iPhone 8" idiom phone portrait-size 375×667 scale 2 orientation portrait
///     safe-area portrait 20,0,0,0 landscape 0,0,0,0
///     style listkit sticky-headers false stretch-to-edge false scroll-offset 0
///     chrome status-bar 0,0 375×20
///     chrome navigation-bar 0,20 375×44 title "Second category"
///     scroll-area 0,64 375×603
///     content-inset 0,0,0,0
///     content-size 375×430
///     segment 0 "OneLabelSC" 0,0 375×50 inset 0,20,0,0 line-spacing 0 interitem-spacing 0
///       item 0 "OneLabelCell" 20,0 355×50 text "All categories"
///     segment 1 "SecondCategorySC" 0,50 375×140 inset 0,0,0,0 line-spacing 0 interitem-spacing 0
///       header 0,50 375×30
///       item 0 "EmbedCollectionViewCell" 0,80 375×110
///         nested 0,0 375×110 content-inset 0,16,0,16 item-spacing 10 content-width 518
///           nested-item 0 "CategoryCell" 16,0 114×110 full text "充值"
///           nested-item 1 "CategoryCell" 140,0 114×110 full
///           nested-item 2 "CategoryCell" 264,0 114×110 partial
///           nested-item 3 "CategoryCell" 388,0 114×110 hidden
///     segment 2 "OptimumGoodsSC" 0,190 375×240 inset 0,16,0,0 line-spacing 10 interitem-spacing 10
///       item 0 "OptimumGoodsCell" 16,190 171.5×240
///     diagnostic warning off-pixel-grid segment 2 item 0 "item 0 ends at x 187.5, between pixels"
///     end
public enum LayoutListing {
    /// The version this toolkit writes and reads; it changes when the format does.
    static let version = 1
    /// The line every listing starts with.
    static let firstLine = "layout-listing \(version)"
    /// The line after which an ASCII snapshot holds its listing.
    static let asciiMarker = "── exact layout ──"

    /// The listing of `layout`: LF line endings, ending with the line `end` and a newline.
    public static func render(_ layout: Layout) -> String {
        ListingWriter.render(layout)
    }

    /// The layout a listing describes.
    ///
    /// Fails with the line number and what was wrong: a missing or unknown keyword, a bad
    /// number, an unterminated string, a listing cut short before its `end` line.
    public static func parse(_ text: String) throws(LayoutListingError) -> Layout {
        var parser = ListingParser(text)
        return try parser.parse()
    }

    /// The listing inside an ASCII or SVG snapshot (or the text itself when it is a listing).
    ///
    /// An ASCII snapshot holds it under the line `── exact layout ──`; an SVG in its
    /// `<metadata>`, XML-escaped. `nil` when there is none.
    public static func extract(from snapshot: String) -> String? {
        ListingExtraction.extract(from: snapshot)
    }
}

/// A listing that could not be read: the line and what was wrong with it.
public struct LayoutListingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// What is wrong there.
    public var message: String

    /// An error at `line`.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
