/// The exact layout format: every number of a `Layout` in text, and back.
///
/// It is the third snapshot format on its own, the listing under the ASCII grid, and the
/// `<metadata>` of an SVG, so any reference can be parsed back into a `Layout` and diffed.
public enum LayoutListing {
    public static func render(_ layout: Layout) -> String {
        // Placeholder until the listing lands.
        "screen \(layout.screenName)\n"
    }

    /// The layout a listing describes.
    public static func parse(_ text: String) throws(LayoutListingError) -> Layout {
        throw LayoutListingError(line: 1, message: "the exact layout format is not implemented yet")
    }

    /// The listing inside an ASCII or SVG snapshot (or the text itself when it is a listing).
    public static func extract(from snapshot: String) -> String? {
        nil
    }
}

/// A listing that could not be read: the line and what was wrong with it.
public struct LayoutListingError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
