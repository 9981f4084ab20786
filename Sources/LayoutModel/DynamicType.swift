/// `UIContentSizeCategory`: the text size a user chose, from extra small to the five
/// accessibility sizes. `large` is iOS's default.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The smallest size (`xSmall`).
    case extraSmall = "xSmall"
    /// `Small`.
    case small
    /// `Medium`.
    case medium
    /// `Large`, iOS's default.
    case large
    /// `xLarge`.
    case extraLarge = "xLarge"
    /// `xxLarge`.
    case extraExtraLarge = "xxLarge"
    /// `xxxLarge`, the largest without the accessibility sizes.
    case extraExtraExtraLarge = "xxxLarge"
    /// `AX1`, the first accessibility size.
    case accessibilityMedium = "AX1"
    /// `AX2`.
    case accessibilityLarge = "AX2"
    /// `AX3`.
    case accessibilityExtraLarge = "AX3"
    /// `AX4`.
    case accessibilityExtraExtraLarge = "AX4"
    /// `AX5`, the largest.
    case accessibilityExtraExtraExtraLarge = "AX5"

    /// Whether it is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Smaller text first: `extraSmall < large < accessibilityMedium`.
    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        a.step < b.step
    }

    /// How many steps of the text-size slider lie between this category and `other`.
    public func distance(to other: ContentSizeCategory) -> Int {
        abs(step - other.step)
    }

    private var step: Int { Self.steps[self] ?? 0 }
    /// Each category's place in `allCases`, worked out once: asked for every cell whose height is
    /// a formula of the text size, a search of `allCases` was a tenth of laying out a big screen.
    private static let steps = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })

    /// The point size of `style` at this category: `UIFont.preferredFont(forTextStyle:).pointSize`.
    ///
    /// Evidence, row by row (styles in `TextStyle`'s order):
    /// - Measured: temoki/UIKit_DynamicType (README, commit 04de9d6) prints every style at all
    ///   twelve categories from an app run in the iOS 13.3 simulator (Xcode 11.3). Every style at
    ///   `large` was printed on current iOS too (zacwest/iosfontsizes, gist 916d31da5d03405809c4).
    /// - Documented: Apple's Human Interface Guidelines, Typography, Specifications ("iOS, iPadOS
    ///   Dynamic Type sizes" and "larger accessibility type sizes"), read in a verbatim transcript
    ///   of the page's tables. It agrees with the measurement in 131 of 132 cells.
    /// - The one disagreement: caption 2 at AX5 is 41 points measured and 40 in the guidelines.
    ///   The measurement outranks the documentation, so 41 (iOS 13.3; no later measurement of that
    ///   cell was found).
    ///
    ///     ContentSizeCategory.accessibilityExtraLarge.pointSize(.body)   // 40
    ///     ContentSizeCategory.extraSmall.pointSize(.largeTitle)          // 31
    public func pointSize(_ style: TextStyle) -> Double {
        TypeRamp.sizes[step][style.index]
    }

    /// The leading (line spacing, in points) the Human Interface Guidelines give `style` at this
    /// category: body is 22 at `large` and 62 at AX5.
    ///
    /// Documented, not measured: the guidelines' Typography tables (see `pointSize(_:)`). It is a
    /// designer's line spacing, not `UIFont.lineHeight`, which no public measurement gives for
    /// every size (blocked on evidence): model a label's height from it only where the design does.
    ///
    ///     ContentSizeCategory.large.leading(.body)   // 22
    public func leading(_ style: TextStyle) -> Double {
        TypeRamp.leadings[step][style.index]
    }
}

/// The twelve rows of Dynamic Type: each category's point sizes and leadings, one number per
/// `TextStyle` in its declared order (large title, titles 1 to 3, headline, subheadline, body,
/// callout, footnote, captions 1 and 2). Sources: `ContentSizeCategory.pointSize(_:)`.
private enum TypeRamp {
    /// Point sizes, one row per category from `xSmall` to `AX5`.
    static let sizes: [[Double]] = [
        [31, 25, 19, 17, 14, 12, 14, 13, 12, 11, 11],  // xSmall
        [32, 26, 20, 18, 15, 13, 15, 14, 12, 11, 11],  // Small
        [33, 27, 21, 19, 16, 14, 16, 15, 12, 11, 11],  // Medium
        [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11],  // Large
        [36, 30, 24, 22, 19, 17, 19, 18, 15, 14, 13],  // xLarge
        [38, 32, 26, 24, 21, 19, 21, 20, 17, 16, 15],  // xxLarge
        [40, 34, 28, 26, 23, 21, 23, 22, 19, 18, 17],  // xxxLarge
        [44, 38, 34, 31, 28, 25, 28, 26, 23, 22, 20],  // AX1
        [48, 43, 39, 37, 33, 30, 33, 32, 27, 26, 24],  // AX2
        [52, 48, 44, 43, 40, 36, 40, 38, 33, 32, 29],  // AX3
        [56, 53, 50, 49, 47, 42, 47, 44, 38, 37, 34],  // AX4
        [60, 58, 56, 55, 53, 49, 53, 51, 44, 43, 41],  // AX5; caption 2: 41 measured, 40 documented (see pointSize(_:))
    ]

    /// Leadings, in the same rows.
    static let leadings: [[Double]] = [
        [38, 31, 24, 22, 19, 16, 19, 18, 16, 13, 13],  // xSmall
        [39, 32, 25, 23, 20, 18, 20, 19, 16, 13, 13],  // Small
        [40, 33, 26, 24, 21, 19, 21, 20, 16, 13, 13],  // Medium
        [41, 34, 28, 25, 22, 20, 22, 21, 18, 16, 13],  // Large
        [43, 37, 30, 28, 24, 22, 24, 23, 20, 19, 18],  // xLarge
        [46, 39, 32, 30, 26, 24, 26, 25, 22, 21, 20],  // xxLarge
        [48, 41, 34, 32, 29, 28, 29, 28, 24, 23, 22],  // xxxLarge
        [52, 46, 41, 38, 34, 31, 34, 32, 29, 28, 25],  // AX1
        [57, 51, 47, 44, 40, 37, 40, 39, 33, 32, 30],  // AX2
        [61, 57, 52, 51, 48, 43, 48, 46, 40, 39, 35],  // AX3
        [66, 62, 59, 58, 56, 50, 56, 52, 46, 44, 41],  // AX4
        [70, 68, 66, 65, 62, 58, 62, 60, 52, 51, 48],  // AX5
    ]
}

/// `UIFont.TextStyle`: the text styles of Dynamic Type.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// A screen's large title.
    case largeTitle
    /// The first level of titles.
    case title1
    /// The second level of titles.
    case title2
    /// The third level of titles.
    case title3
    /// Headings.
    case headline
    /// Subheadings.
    case subheadline
    /// Body text.
    case body
    /// Callouts.
    case callout
    /// Footnotes.
    case footnote
    /// Captions.
    case caption1
    /// Secondary captions.
    case caption2

    /// The point size at the default category, `large` (see `ContentSizeCategory.pointSize(_:)`).
    public var defaultPointSize: Double { ContentSizeCategory.large.pointSize(self) }

    /// Where the style's number sits in a row of `TypeRamp`.
    fileprivate var index: Int { Self.indices[self] ?? 0 }
    private static let indices = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}
