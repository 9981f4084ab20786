import Testing
import Snapshot

/// The text sizes of Dynamic Type, against the rules Apple's Human Interface Guidelines state for
/// its published tables and the values measured on iOS (cited in `ContentSizeCategory`).
@Suite struct DynamicTypeTests {
    @Test func categoriesRunFromExtraSmallToAX5WithLargeTheDefault() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).map(\.rawValue) == ["AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(ContentSizeCategory.extraSmall < .large && ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(ContentSizeCategory.accessibilityExtraLarge.distance(to: .large) == 6)
        #expect(ContentSizeCategory.small.distance(to: .large) == 2)
        #expect(CollectionContext(containerSize: .zero, insetContainerSize: .zero, device: .iPhone8).contentSizeCategory == .large)
    }

    @Test func theDefaultSizesAreTheMeasuredOnes() {
        // Printed on iOS: large title 34 … caption 2 11, body 17.
        for style in TextStyle.allCases {
            #expect(ContentSizeCategory.large.pointSize(style) == style.defaultPointSize)
        }
        #expect(TextStyle.body.defaultPointSize == 17 && TextStyle.caption2.defaultPointSize == 11)
    }

    @Test func bodyGrowsToFiftyThreePointsAtAX5() {
        // The guidelines: body is 28 points at AX1; 40 at AX3 and 53 at AX5 as measured.
        #expect(ContentSizeCategory.accessibilityMedium.pointSize(.body) == 28)
        #expect(ContentSizeCategory.accessibilityExtraLarge.pointSize(.body) == 40)
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.pointSize(.body) == 53)
        // Every category has a body size, and each is larger than the one before.
        let sizes = ContentSizeCategory.allCases.compactMap { $0.pointSize(.body) }
        #expect(sizes.count == 12)
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func theStandardSizesKeepTheGuidelinesRules() {
        let standard = ContentSizeCategory.allCases.filter { !$0.isAccessibilityCategory }
        for category in standard {
            // Headline and body use the same size; captions never go under 11 points.
            #expect(category.pointSize(.headline) == category.pointSize(.body))
            #expect((category.pointSize(.caption2) ?? 0) >= 11)
        }
        // The captions keep one size at the three smallest settings.
        #expect(Set([ContentSizeCategory.extraSmall, .small, .medium].map { $0.pointSize(.caption1) }) == [11])
        #expect(Set([ContentSizeCategory.extraSmall, .small, .medium].map { $0.pointSize(.caption2) }) == [11])
    }

    @Test func sizesNoMeasurementSettlesAreNil() {
        // Blocked on evidence: not guessed.
        #expect(ContentSizeCategory.accessibilityMedium.pointSize(.title1) == nil)
        #expect(ContentSizeCategory.extraLarge.pointSize(.largeTitle) == nil)
        #expect(ContentSizeCategory.accessibilityMedium.pointSize(.headline) == nil)
    }
}
