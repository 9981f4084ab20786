import Foundation

/// The review page's script and style sheet: files of their own in `Review/Page` (`review.js`,
/// `decisions.js`, `review.css`), read, linted and tested as JavaScript and CSS, and copied
/// whole into each page, which stays one self-contained file.
///
/// They are resources of this target: SwiftPM copies `Page` into a bundle beside the program
/// (`<package>_SnapshotCLI.resources` on Linux, `.bundle` on Apple platforms). They are looked
/// up there, then beside this source file (a checkout), and their absence is an error that says
/// where they were looked for, never a crash.
struct ReviewAssets: Sendable {
    /// The page's one script, exactly as it stands between its tags.
    var script: String
    /// The page's one style sheet, exactly as it stands between its tags.
    var styleSheet: String

    static let shared: Result<ReviewAssets, CLIError> = load(from: folders())

    static func load(from folders: [URL]) -> Result<ReviewAssets, CLIError> {
        for folder in folders {
            func read(_ name: String) -> String? {
                guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { return nil }
                return String(data: data, encoding: .utf8)
            }
            if let review = read("review.js"), let decisions = read("decisions.js"), let css = read("review.css") {
                return .success(ReviewAssets(script: "\n" + review + decisions, styleSheet: "\n" + css))
            }
        }
        return .failure(
            CLIError(
                "the review page's script and style sheet (review.js, decisions.js, review.css) are not beside snapshot-cli; looked in "
                    + folders.map(\.path).joined(separator: ", ") + ". Build snapshot-cli with SwiftPM, which copies them there"))
    }

    /// Where the files may be: in a resource bundle beside the program, then in the sources.
    static func folders() -> [URL] {
        let main = Bundle.main.bundleURL
        var folders: [URL] = []
        for place in [main, main.deletingLastPathComponent()] + (Bundle.main.resourceURL.map { [$0] } ?? []) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? []
            for name in names.sorted() where name.hasSuffix("_SnapshotCLI.resources") || name.hasSuffix("_SnapshotCLI.bundle") {
                let bundle = place.appendingPathComponent(name)
                folders += [bundle.appendingPathComponent("Page"), bundle.appendingPathComponent("Contents/Resources/Page")]
            }
        }
        return folders + [URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Page")]
    }
}
