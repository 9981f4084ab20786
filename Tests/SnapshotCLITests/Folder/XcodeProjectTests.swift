import Foundation
import Snapshot
import Testing
@testable import SnapshotCLI
import TestSupport

/// An Xcode project has no `Package.swift`: a stand-in folder with `Shop.xcodeproj` and two test
/// folders, whose assertions run as xcodebuild would run them (their test files' paths inside
/// it). Every step runs the command its message printed, pasted as printed, from another folder.
@Suite struct XcodeProjectTests {
    /// The words of a printed command line (single quotes as `ShellWord` writes them).
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var started = false
        for character in line {
            if character == "'" {
                quoted.toggle()
                started = true
            } else if character == " ", !quoted {
                if started { words.append(word) }
                word = ""
                started = false
            } else {
                word.append(character)
                started = true
            }
        }
        if started { words.append(word) }
        return words
    }

    /// The command after `label:` in a message, as words without the leading `snapshot-cli`.
    static func printed(_ label: String, in message: String) throws -> [String] {
        let line = try #require(message.split(separator: "\n").first { $0.hasPrefix(label + ":") })
        let words = Self.words(String(line.dropFirst(label.count + 1)).trimmingCharacters(in: .whitespaces))
        #expect(words.first == "snapshot-cli", "\(line)")
        return Array(words.dropFirst())
    }

    final class Project {
        let root: URL
        let elsewhere: URL
        init() throws {
            let package = try TemporaryPackage()
            try FileManager.default.removeItem(at: package.root.appendingPathComponent("Package.swift"))  // no package here
            root = package.root.appendingPathComponent("Shop")
            elsewhere = package.root.appendingPathComponent("elsewhere")
            for folder in ["Shop.xcodeproj", "ShopTests", "CartTests"] {
                try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            try Data("@Test func home() {}\n".utf8).write(to: root.appendingPathComponent("ShopTests/HomeTests.swift"))
            try Data("func testCart() {}\n".utf8).write(to: root.appendingPathComponent("CartTests/CartTests.swift"))
            keep = package
        }
        private let keep: TemporaryPackage

        /// One assertion of `text` as `test` in `folder/file`, the way a test bundle runs it.
        func assert(_ text: String, test: String, in folder: String, file: String, environment: [String: String] = [:]) -> String? {
            let strategy = Strategy<String, String>(pathExtension: "txt", diffing: .text)
            return snapshotFailure(
                of: { text }, as: strategy, named: nil, record: nil, snapshotDirectory: nil, fileID: "\(folder)/\(file)",
                filePath: root.appendingPathComponent("\(folder)/\(file)").path, testName: test, environment: environment,
                counter: SnapshotCounter(), names: SnapshotNames()
            )?.message
        }
    }

    @Test func everyStepWorksWithTheCommandsAsPrinted() throws {
        let project = try Project()
        let snapshots = project.root.appendingPathComponent("__Snapshots__").path
        // 1. First run: both snapshots wait as pending files under the project's one __Snapshots__.
        let home = try #require(project.assert("home A", test: "home()", in: "ShopTests", file: "HomeTests.swift"))
        let cart = try #require(project.assert("cart A", test: "testCart()", in: "CartTests", file: "CartTests.swift"))
        #expect(FileManager.default.fileExists(atPath: snapshots + "/ShopTests/HomeTests/home.1.new.txt"))
        #expect(FileManager.default.fileExists(atPath: snapshots + "/CartTests/CartTests/testCart.1.new.txt"))
        #expect(!FileManager.default.fileExists(atPath: project.root.appendingPathComponent("ShopTests/__Snapshots__").path))
        #expect(home.contains("Accept:    snapshot-cli accept ShopTests/HomeTests/home.1 --snapshots \(snapshots)"))
        #expect(!home.contains("swift run") && !home.contains("swift test"))

        // 2. Review, accept one and reject the other, from another folder.
        let review = CLIRun.run(try Self.printed("Review", in: home), in: project.elsewhere)
        #expect(review.status == 0, "\(review.error)")
        let page = try String(contentsOf: project.root.appendingPathComponent("snapshot-review/index.html"), encoding: .utf8)
        #expect(page.contains("snapshot-cli accept ShopTests/HomeTests/home.1 --snapshots \(snapshots)"))
        #expect(CLIRun.run(try Self.printed("Accept", in: home), in: project.elsewhere).status == 0)
        #expect(CLIRun.run(try Self.printed("Reject", in: cart), in: project.elsewhere).status == 0)
        #expect(project.assert("home A", test: "home()", in: "ShopTests", file: "HomeTests.swift") == nil)

        // 3. A change fails; its printed Accept makes it the reference.
        let changed = try #require(project.assert("home B", test: "home()", in: "ShopTests", file: "HomeTests.swift"))
        #expect(changed.contains("does not match its reference"))
        #expect(changed.contains("Re-record: set SNAPSHOT_RECORD=failed in the test's environment (its scheme or test plan), then run home again"))
        #expect(CLIRun.run(try Self.printed("Accept", in: changed), in: project.elsewhere).status == 0)
        #expect(try String(contentsOfFile: snapshots + "/ShopTests/HomeTests/home.1.txt", encoding: .utf8) == "home B")

        // 4. The cart snapshot again, decided on the page and applied from its decisions file.
        _ = project.assert("cart A", test: "testCart()", in: "CartTests", file: "CartTests.swift")
        let second = CLIRun.run(["review", "--output", "review", "--snapshots", snapshots], in: project.root)
        #expect(second.status == 0, "\(second.error)")
        let html = try String(contentsOf: project.root.appendingPathComponent("review/index.html"), encoding: .utf8)
        let decisions = try ApplyCommandTests.decisions(html: html, ["CartTests/CartTests/testCart.1.txt": "accept"])
        try Data(decisions.utf8).write(to: project.root.appendingPathComponent("decisions.json"))
        let apply = CLIRun.run(["apply", project.root.appendingPathComponent("decisions.json").path, "--snapshots", snapshots], in: project.elsewhere)
        #expect(apply.status == 0, "\(apply.error)")
        #expect(FileManager.default.fileExists(atPath: snapshots + "/CartTests/CartTests/testCart.1.txt"))

        // 5. The cart test is deleted; prune says how to record a run under xcodebuild, then
        //    removes the reference no test asserts.
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("CartTests/CartTests.swift"))
        let refused = CLIRun.run(["prune", "--snapshots", snapshots], in: project.elsewhere)
        #expect(refused.status == 2)
        #expect(refused.error.contains("set SNAPSHOT_TOUCHED_LOG=FILE in the test's environment"))
        #expect(refused.error.contains("'snapshot-cli prune --touched-log FILE --snapshots \(snapshots)'"))
        let log = project.root.appendingPathComponent("touched.log").path
        #expect(project.assert("home B", test: "home()", in: "ShopTests", file: "HomeTests.swift", environment: ["SNAPSHOT_TOUCHED_LOG": log]) == nil)
        let prune = CLIRun.run(["prune", "--touched-log", log, "--snapshots", snapshots], in: project.elsewhere)
        #expect(prune.status == 0, "\(prune.error)")
        #expect(prune.output.contains("removed CartTests/CartTests/testCart.1.txt"))
        #expect(FileManager.default.fileExists(atPath: snapshots + "/ShopTests/HomeTests/home.1.txt"))

        // Run from inside the project, the commands find its __Snapshots__ without being told.
        #expect(CLIRun.run(["list"], in: project.root.appendingPathComponent("ShopTests")).output.contains("ShopTests/HomeTests/home.1.txt"))
    }

    /// A touched log that cannot be trusted removes nothing and says why.
    @Test func aBadTouchedLogIsRefused() throws {
        let project = try Project()
        _ = project.assert("home A", test: "home()", in: "ShopTests", file: "HomeTests.swift")
        let snapshots = project.root.appendingPathComponent("__Snapshots__").path
        let empty = project.root.appendingPathComponent("empty.log")
        try Data("/elsewhere/a.txt\tx.swift:1\n".utf8).write(to: empty)
        for (arguments, message) in [
            (["prune", "--touched-log", "missing.log"], "error: missing.log: no such file; pass the file SNAPSHOT_TOUCHED_LOG named for the run\n"),
            (["prune", "--touched-log", empty.path], "error: \(empty.path): it names no reference under \(snapshots)"),
            (["prune", "--touched-log", empty.path, "--shards", "a"], "error: give either --shards or --touched-log, not both"),
        ] {
            let run = CLIRun.run(arguments + ["--snapshots", snapshots], in: project.root)
            #expect(run.status == 2)
            #expect(run.error.hasPrefix(message), "\(run.error)")
        }
    }
}
