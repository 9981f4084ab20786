/// The commands a failure message, the `test` summary and the review page tell a user to run
/// next: written the way they run in a client package, with every word quoted for a shell.
///
///     NextCommand.cli("accept", "ShopTests/MallTests/testMall.1")   // swift run snapshot-cli accept ShopTests/MallTests/testMall.1
///     NextCommand.testFilter("testMall()")                          // '[./]testMall(\(|$)'
package enum NextCommand {
    /// How `snapshot-cli` runs from any package that depends on this one.
    package static let cliPrefix = "swift run snapshot-cli"

    /// `swift run snapshot-cli WORD…`, each word quoted as needed.
    package static func cli(_ words: String...) -> String {
        Style.package.cli(words)
    }

    /// Where a printed command runs: in a package (`swift run snapshot-cli …`), or in an Xcode
    /// project with no `Package.swift`, where `snapshot-cli` is installed and is told the
    /// snapshot folder's absolute path, so the command works from any folder it is pasted in.
    package enum Style: Sendable, Equatable {
        case package
        case project(snapshots: String)
        /// In a package, for a snapshot folder other than its own (a test's `directory:`).
        case packageFolder(snapshots: String)

        /// `WORDS` as a command line of this style.
        package func cli(_ words: [String]) -> String {
            switch self {
            case .package: ([NextCommand.cliPrefix] + words.map(ShellWord.quoted)).joined(separator: " ")
            case .project(let snapshots): (["snapshot-cli"] + words + ["--snapshots", snapshots]).map(ShellWord.quoted).joined(separator: " ")
            case .packageFolder(let snapshots): Style.package.cli(words + ["--snapshots", snapshots])
            }
        }
    }

    /// A `swift test --filter` pattern that selects the test named `testName` and no other:
    /// `swift test` matches the pattern anywhere in `Target.Suite/name()` (Swift Testing) or
    /// `Target.Class/name` (XCTest), so a bare `home` would also run `homeText()`. Anchored
    /// after `.` or `/` and before `(` or the end, it runs `home()`, `HomeSuite/home()` and
    /// `HomeTests/home`, and nothing else.
    package static func testFilter(_ testName: String) -> String {
        let bare = ReferenceLocation.bareTestName(testName)
        let escaped = bare.unicodeScalars.map { scalar -> String in
            isRegexLiteral(scalar) ? String(scalar) : "\\" + String(scalar)
        }.joined()
        return ShellWord.quoted("[./]\(escaped)(\\(|$)")
    }

    /// `swift test --filter PATTERN` for one test.
    package static func verify(_ testName: String) -> String {
        "swift test --filter \(testFilter(testName))"
    }

    private static func isRegexLiteral(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_": true
        default: !scalar.isASCII  // identifiers may hold letters of any script
        }
    }
}

/// Quotes a word for a POSIX shell when it holds anything but safe characters.
///
///     ShellWord.quoted("MallTests/testMall.1")   // MallTests/testMall.1
///     ShellWord.quoted("it's here")              // 'it'\''s here'
package enum ShellWord {
    package static func quoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", ".", "_", "-", "/", "+", ",", ":", "@", "%", "=": true
            default: false
            }
        }
        if safe && !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
