import LayoutModel

/// One post of DCFrame's post list: who posted it and the comments under it.
public struct PostData: Sendable, Hashable {
    /// Who wrote the post.
    public var username: String
    /// The post's comments, one row each.
    public var comments: [String]

    /// A post by `username` with `comments`.
    public init(username: String, comments: [String]) {
        self.username = username
        self.comments = comments
    }
}

/// DCFrame's post list (`dcframe-readme.txt`): a `PostListCM` of `PostItemCM`s, each a user row,
/// a 375-pt photo, the interactive bar and a `CommentCM` of comments, with a 10-pt bottom separator.
///
/// The seed gives the photo's 375 pt and the separator's 10 pt; the other heights are chosen:
/// `UserCell` 50, `InteractiveCell` 44, `CommentCell` 30. Each post is one segment named `PostItemCM`.
///
///     PostListCM.screen(on: .iPhone8).subControllers.map(\.numberOfItems)   // [8, 8, 5, 6]
public enum PostListCM {
    /// The seed's `mockData`.
    public static let mockData = [
        PostData(username: "userA", comments: ["Luminous triangle", "Awesome", "Super clean", "Stunning shot"]),
        PostData(
            username: "userB",
            comments: [
                "The simplicity here is superb", "thanks!", "That's always so kind of you!", "I think you might like this",
            ]),
        PostData(username: "userC", comments: ["So good"]),
        PostData(username: "userD", comments: ["hope she might like it.", "I love it."]),
    ]

    /// The container tree `cmDidLoad()` builds.
    public static func model(posts: [PostData] = mockData) -> DCContainer {
        DCContainer(name: "PostListCM", children: posts.map { .container(postItemCM($0)) })
    }

    /// The post list on `device`, one container model per post.
    public static func screen(on device: Device, posts: [PostData] = mockData) -> Screen {
        Screen(
            name: "PostListCM",
            device: device,
            chrome: Chrome(navigationBar: NavigationBar(title: "Posts")),
            layoutStyle: .flow,
            subControllers: model(posts: posts).subControllers())
    }

    static func postItemCM(_ post: PostData) -> DCContainer {
        let commentCM = DCContainer(
            name: "CommentCM",
            children: post.comments.map { .cell(DCCell("CommentCell", height: 30, text: $0)) })
        return DCContainer(
            name: "PostItemCM",
            children: [
                .cell(DCCell("UserCell", height: 50, text: post.username)),
                .cell(DCCell("PhotoCell", height: 375)),
                .cell(DCCell("InteractiveCell", height: 44, text: "Like Comment Share")),
                .container(commentCM),
            ],
            bottomSeparator: DCSeparator(height: 10))
    }
}
