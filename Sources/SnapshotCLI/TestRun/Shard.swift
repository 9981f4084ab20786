import Foundation

/// One part of a suite split for a CI matrix: `--shard K/N` runs shard K of N.
///
/// The split: every test `swift test list` names (an XCTest method, a Swift Testing function),
/// sorted by its id, and dealt out in turn: the first to shard 1, the second to shard 2, …, the
/// N+1st to shard 1 again. So every test is in exactly one shard, the shards differ by at most
/// one test, and the split depends only on the test ids: the same on every machine and run. A
/// test's snapshots stay together in its shard (a device matrix is one test).
struct Shard: Sendable, Equatable {
    /// From 1.
    var index: Int
    var count: Int

    /// The most shards a split has: 1,000. A CI matrix is far smaller (GitHub Actions runs at most
    /// 256 jobs a matrix), and a run record is a CI artifact anyone can hand-make: a bound keeps
    /// `merge` and `prune --shards` from counting to a billion.
    static let maximumCount = 1_000

    /// `K/N` with 1 ≤ K ≤ N ≤ `maximumCount`.
    static func parse(_ text: String) throws(CLIError) -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw CLIError("--shard \(text): expected K/N, shard K of N, such as 2/4")
        }
        guard count >= 1 else { throw CLIError("--shard \(text): N, the number of shards, is at least 1") }
        guard count <= maximumCount else {
            throw CLIError("--shard \(text): N, the number of shards, is at most \(maximumCount)")
        }
        guard index >= 1, index <= count else {
            throw CLIError("--shard \(text): K counts the shards from 1 to \(count)")
        }
        return Shard(index: index, count: count)
    }

    /// This shard's tests among `tests`.
    func select(_ tests: [String]) -> [String] {
        Array(Set(tests)).sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// A `swift test --filter` pattern that runs exactly `tests`, each id matched whole. Swift
    /// Testing matches the filter against the id with the test's source location after it
    /// (`ShopTests.HomeSuite/home()/HomeTests.swift:8:28`), which `swift test list` leaves out,
    /// so that may follow; XCTest ids (`ShopTests.HomeXC/testHome`) have none.
    static func filter(_ tests: [String]) -> String {
        "^(" + tests.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|") + ")(/[^/]*:[0-9]+:[0-9]+)?$"
    }

    /// The test ids among `swift test list`'s output lines (build messages left out). A space
    /// is part of an id only between backticks: a test named with a raw identifier
    /// (`` func `raw name with spaces`() ``) is listed as ``ShopTests.Home/`raw name with spaces`()``.
    static func testIDs(inListing output: String) -> [String] {
        output.split(whereSeparator: \.isNewline).map(String.init).filter { line in
            guard let first = line.first, first.isLetter || first == "_", line.contains("."), !hasSpaceOutsideBackticks(line) else {
                return false
            }
            return line.contains("/") || line.hasSuffix(")")
        }
    }

    private static func hasSpaceOutsideBackticks(_ line: String) -> Bool {
        var quoted = false
        for character in line {
            if character == "`" { quoted.toggle() } else if character == " ", !quoted { return true }
        }
        return quoted  // an unclosed backtick is not an id either
    }
}
