import Foundation
import Testing
@testable import SnapshotCLI
import TestSupport

/// The shipped CI workflow (`examples/ci/github-actions.yml`), its `snapshot-cli test` line run as
/// GitHub would run it: a pull request trusts no stamp (issue 40: a reference whose body is
/// anything under a copied stamp passed under `CI=1`), a push to main keeps the stamps' speed-up.
@Suite struct ExampleWorkflowTests {
    static let workflow = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/ci/github-actions.yml")

    /// The words after `snapshot-cli` of the workflow's test command, for one event and shard,
    /// with GitHub's expressions resolved as it resolves them.
    static func testCommand(event: String, shard: Int) throws -> [String] {
        let text = try String(contentsOf: workflow, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.contains("swift run") && $0.contains("snapshot-cli test ") && !$0.hasPrefix("#") })
        var command = ""
        for line in lines[start...] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            command += " " + (trimmed.hasSuffix("\\") ? String(trimmed.dropLast()) : trimmed)
            if !trimmed.hasSuffix("\\") { break }
        }
        command = command.replacingOccurrences(of: "${{ matrix.shard }}", with: String(shard))
        command = command.replacingOccurrences(
            of: "${{ github.event_name == 'pull_request' && '--verify-all' || '' }}", with: event == "pull_request" ? "--verify-all" : "")
        #expect(!command.contains("${{"), "an expression the test does not resolve: \(command)")
        let words = command.split(separator: " ").map(String.init)
        let cli = try #require(words.firstIndex(of: "snapshot-cli"))
        return Array(words[(cli + 1)...])
    }

    @Test(arguments: [("pull_request", true), ("push", false)])
    func aPullRequestTrustsNoStamp(event: String, verifiesAll: Bool) throws {
        let words = try Self.testCommand(event: event, shard: 2)
        #expect(words.first == "test")
        #expect(words.contains("--verify-all") == verifiesAll)
        // Run as the workflow runs it: the test process is told to trust no stamp (a forged one
        // then fails: `StampedMatchTests.verifyAllTrustsNoStamp`).
        let package = try TemporaryPackage()
        try FileManager.default.createDirectory(at: package.root.appendingPathComponent("shard-2"), withIntermediateDirectories: true)  // the step's mkdir -p
        let runner = SimulatedTestRunner(tests: ["ShopTests.HomeTests/home()", "ShopTests.HomeTests/cart()"]) { _ in }
        let run = CLIRun.run(words, in: package.root, environment: ["CI": "1"], testRunner: runner)
        #expect(run.status == 0, "\(words): \(run.error)")
        let environment = try #require(runner.requests.last?.environment)
        #expect((environment["SNAPSHOT_VERIFY_ALL"] == "1") == verifiesAll)
    }

    /// The example's Mac job compiles the user's own scheme that links LayoutUIKit for the iOS
    /// Simulator against the real SDK, and names nothing of this repository (issue 48): what a
    /// user sets is in the workflow's `env`, named in its opening comment.
    @Test func theExamplesMacJobCompilesTheUsersSchemeAndNamesNothingOfThisRepository() throws {
        let text = try String(contentsOf: Self.workflow, encoding: .utf8)
        let job = try #require(text.range(of: "\n  uikit:\n").map { String(text[$0.lowerBound...]) })
        #expect(job.contains("runs-on: macos-"))
        #expect(job.contains("xcodebuild build -scheme \"$UIKIT_SCHEME\" -destination 'generic/platform=iOS Simulator'"))
        #expect(job.contains("working-directory: ${{ env.UIKIT_FOLDER }}"))
        for name in ["UIKIT_SCHEME:", "UIKIT_FOLDER:", "SWIFT_VERSION:"] { #expect(text.contains("\n  \(name) "), "\(name)") }
        for own in ["examples/", "ShopApp", "shared-sizing", "-scheme LayoutUIKit"] { #expect(!text.contains(own), "\(own)") }
    }

    /// This repository's own workflow runs `.ci/run` on Linux and, on a Mac, compiles LayoutUIKit
    /// for every simulator `Package.swift` declares a platform of, and the example app (issue 48).
    @Test func theRepositorysWorkflowRunsTheCIScriptAndTheMacBuilds() throws {
        let root = Self.workflow.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent(".github/workflows/ci.yml"), encoding: .utf8)
        #expect(text.contains("run: bash .ci/run"))
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for (platform, destination) in [
            ("iOS", "iOS Simulator"), ("tvOS", "tvOS Simulator"), ("watchOS", "watchOS Simulator"), ("visionOS", "visionOS Simulator"),
        ]
        where manifest.contains(".\(platform)(") {
            #expect(text.contains("\"generic/platform=\(destination)\""), "\(platform)")
        }
        #expect(text.contains("for scheme in LayoutModel LayoutUIKit "))
        #expect(text.contains("working-directory: examples/shared-sizing") && text.contains("xcodebuild build -scheme ShopApp"))
    }
}
