import Testing
import Snapshot
@testable import ScreenFixtures

@Suite struct DCFrameFixtureTests {
    @Test func simpleListIsNinetyNineLabelRowsOfFiftyPointsInOneSegment() {
        let screen = MyListViewController.screen(on: .iPhone8)
        #expect(screen.chrome.navigationBar != nil)
        #expect(screen.layoutStyle == .flow)
        #expect(screen.subControllers.map(\.name) == ["DCContainerModel"])
        let rows = screen.subControllers[0]
        #expect(rows.numberOfItems == 99)
        #expect(cells(rows).map(\.text) == (1...99).map { "\($0)" })
        #expect(cells(rows).allSatisfy { $0.type == "LabelCell" })
    }

    @Test(arguments: fixtureTestDevices)
    func simpleListRowsAreAsWideAsTheDevice(device: Device) {
        let rows = MyListViewController.screen(on: device).subControllers[0]
        #expect(itemSizes(rows, on: device) == Array(repeating: Size(width: device.size.width, height: 50), count: 99))
    }

    @Test func simpleListRowCountIsAParameter() {
        #expect(MyListViewController.screen(on: .iPhone8, rows: 3).subControllers[0].numberOfItems == 3)
        #expect(MyListViewController.screen(on: .iPhone8, rows: 0).subControllers[0].numberOfItems == 0)
    }

    @Test func postListIsOnePostItemCMSegmentPerPost() {
        let screen = PostListCM.screen(on: .iPhone8)
        #expect(screen.layoutStyle == .flow)
        #expect(screen.subControllers.map(\.name) == ["PostItemCM", "PostItemCM", "PostItemCM", "PostItemCM"])
        // user + photo + interactive bar + comments + the 10-pt separator: 3 + 4 + 1, 3 + 4 + 1, 3 + 1 + 1, 3 + 2 + 1.
        #expect(screen.subControllers.map(\.numberOfItems) == [8, 8, 5, 6])
    }

    @Test func eachPostIsUserPhotoBarCommentsThenSeparator() {
        let userA = PostListCM.screen(on: .iPhone8).subControllers[0]
        #expect(
            cells(userA) == [
                Cell("UserCell", text: "userA"),
                Cell("PhotoCell"),
                Cell("InteractiveCell", text: "Like Comment Share"),
                Cell("CommentCell", text: "Luminous triangle"),
                Cell("CommentCell", text: "Awesome"),
                Cell("CommentCell", text: "Super clean"),
                Cell("CommentCell", text: "Stunning shot"),
                Cell("DCSeparator"),
            ])
        #expect(itemSizes(userA, on: .iPhone8).map(\.height) == [50, 375, 44, 30, 30, 30, 30, 10])
    }

    @Test(arguments: fixtureTestDevices)
    func photoIsFullWidthBy375(device: Device) {
        for post in PostListCM.screen(on: device).subControllers {
            #expect(post.sizeForItem(at: 1, in: fullWidthContext(device)) == Size(width: device.size.width, height: 375))
        }
    }

    @Test func commentsFollowTheSeedsMockData() {
        let posts = PostListCM.screen(on: .iPhone8).subControllers
        #expect(
            cells(posts[1]).compactMap(\.text) == [
                "userB", "Like Comment Share",
                "The simplicity here is superb", "thanks!", "That's always so kind of you!", "I think you might like this",
            ])
        #expect(cells(posts[2]).compactMap(\.text) == ["userC", "Like Comment Share", "So good"])
        #expect(cells(posts[3]).compactMap(\.text) == ["userD", "Like Comment Share", "hope she might like it.", "I love it."])
    }
}
