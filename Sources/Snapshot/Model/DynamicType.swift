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

    private var step: Int { ContentSizeCategory.allCases.firstIndex(of: self) ?? 0 }

    /// The point size of `style` at this category (`UIFont.preferredFont(forTextStyle:)`), where
    /// measured UIKit output settles it; `nil` where it does not (blocked on evidence).
    ///
    /// Evidence:
    /// - Every style at `large`: `UIFont.preferredFont(forTextStyle:).pointSize` printed on iOS
    ///   (zacwest/iosfontsizes, gist 916d31da5d03405809c4): large title 34, title 1 28, title 2 22,
    ///   title 3 20, headline 17, body 17, callout 16, subheadline 15, footnote 13, caption 1 12,
    ///   caption 2 11.
    /// - Body at all twelve categories, and headline, subheadline, footnote and the captions from
    ///   extra small to extra extra extra large: a table generated in the iOS 8.4 simulator
    ///   (gist of alexisakers, "Generated within the iPhone Simulator (iOS Version 8.4 (12H141))").
    ///   Body's row is the one Apple's Human Interface Guidelines give for current iOS too (28
    ///   points at AX1).
    /// - Not settled: the other styles at the other categories, and every style but body at the
    ///   accessibility sizes (iOS 8.4 kept them at extra extra extra large; current iOS grows them,
    ///   and no public measurement of current iOS was found). Line heights likewise.
    ///
    ///     ContentSizeCategory.accessibilityExtraLarge.pointSize(.body)   // 40
    public func pointSize(_ style: TextStyle) -> Double? {
        let index = step
        if self == .large { return style.defaultPointSize }
        let row: [Double]? =
            switch style {
            case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .headline: [14, 15, 16, 17, 19, 21, 23]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21]
            case .footnote: [12, 12, 12, 13, 15, 17, 19]
            case .caption1: [11, 11, 11, 12, 14, 16, 18]
            case .caption2: [11, 11, 11, 11, 13, 15, 17]
            case .largeTitle, .title1, .title2, .title3, .callout: nil
            }
        guard let row, index < row.count else { return nil }
        return row[index]
    }
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

    /// The point size at the default category, `large` (measured: see `ContentSizeCategory.pointSize(_:)`).
    public var defaultPointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }
}
