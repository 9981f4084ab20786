import Testing
import SnapshotAssertions

/// `assertLayout(of:matches:)`: a screen against frames UIKit reported, worked out by hand: a
/// row 50 high across the iPhone 8's 375 points, at the content's top.
@Suite struct AssertMatchesUIKitTests {
    static var screen: Screen { Screen(name: "Settings", device: .iPhoneSE, chrome: .none, subControllers: [SingleRow(cell: Cell("Row"), height: 50)]) }

    static func frames(height: Double) -> MeasuredFrames {
        MeasuredFrames(
            device: .iPhone8, elements: [MeasuredFrames.Element(category: .cell, section: 0, item: 0, frame: Rect(x: 0, y: 0, width: 375, height: height))])
    }

    @Test func agreeingFramesRecordNothing() {
        // Laid out on the frames' device (the iPhone 8), not the screen's own (the iPhone SE).
        assertLayout(of: Self.screen, matches: Self.frames(height: 50))
    }

    @Test func aDifferenceIsAnIssueNamingIt() throws {
        let log = IssueLog()
        withKnownIssue {
            assertLayout(of: Self.screen, matches: Self.frames(height: 44))
        } matching: { issue in
            log.append(issue)
            return true
        }
        #expect(
            log.all.first?.comments.map(\.rawValue) == [
                """
                compare: 1 elements on iphone-8, 1 difference (within 1 pixel, 0.5 pt)
                  segment 0 "SingleRow" item 0 "Row": UIKit 0,0 375×44, model 0,0 375×50
                """
            ])
    }
}
