import Foundation

/// What Swift Testing's event stream says of a run: the JSON Lines that `swift test
/// --event-stream-output-path FILE --event-stream-version 0` writes, one record a line. Read
/// instead of the console's sentences, which a toolchain may reword.
///
/// The format is swift-testing's `Documentation/ABI/JSON.md`, schema `0` (ST-0002, Swift 6.0);
/// `swift test` passes the two options on since Swift 6.0 (swift-package-manager#7768). A record
/// of a kind not known here is skipped, as the schema asks, and so is a line that is not JSON (a
/// crash can cut the last one). Measured with Swift 6.3.1 on Linux: a test that passes writes
/// `testStarted` then `testEnded`; one that fails, an `issueRecorded` between them; a disabled
/// one, `testSkipped` alone; a run that crashes stops without `runEnded`, the crashing test
/// started and never ended.
struct SwiftTestingRun: Sendable, Equatable {
    /// `runStarted` and `runEnded` records seen: one each per test process that ran to its end.
    private(set) var runsStarted = 0
    private(set) var runsEnded = 0
    /// Each test's name and place (`crashes() at LibTests/T.swift:7`), and whether it is a suite, by id.
    private var tests: [String: Test] = [:]
    private var started: Set<String> = []
    private var ended: Set<String> = []
    private var skippedIDs: Set<String> = []
    private var failing: Set<String> = []

    private struct Test: Sendable, Equatable {
        var name: String
        var isSuite: Bool
    }

    init() {}

    /// Takes one stream's bytes (a file's whole contents); a run may read several.
    mutating func read(_ stream: Data) {
        for line in stream.split(separator: UInt8(ascii: "\n")) {
            guard let record = try? JSONDecoder().decode(Record.self, from: Data(line)) else { continue }
            read(record)
        }
    }

    /// Whether a test process wrote the stream: `false` when Swift Testing did not run
    /// (`--disable-swift-testing`, a build error).
    var ran: Bool { runsStarted > 0 }

    /// Every run that started ended, and every test that started ended with it.
    var ranToCompletion: Bool { ran && runsEnded >= runsStarted && unfinished.isEmpty }

    /// The test functions that ended without a failing issue, by name.
    var passed: [String] { names(ended.subtracting(failing)) }
    /// The test functions with a failing issue (a known issue does not fail), by name.
    var failed: [String] { names(failing) }
    var skipped: [String] { names(skippedIDs) }
    /// The test functions that started and never ended: the one a crash stopped, and any running beside it.
    var unfinished: [String] { names(started.subtracting(ended)) }

    /// The same, as `swift test --filter` names them (the id without its `/File.swift:line:column`),
    /// each with its name as `unfinished` gives it, sorted by name: what to run again one at a time
    /// to find which of them crashes.
    var unfinishedTests: [(id: String, name: String)] {
        started.subtracting(ended).compactMap { id -> (id: String, name: String)? in
            if tests[id]?.isSuite == true { return nil }
            var bare = Substring(id)
            if let slash = bare.lastIndex(of: "/"), bare[bare.index(after: slash)...].contains(":") { bare = bare[..<slash] }
            return (String(bare), tests[id]?.name ?? id)
        }.sorted { $0.name < $1.name }
    }

    /// `Swift Testing: 40 passed, 1 failed, 2 skipped`, and the tests a crash left unfinished.
    func line(style: TextStyle) -> String {
        var parts = [
            "\(passed.count) passed",
            failed.isEmpty ? "0 failed" : style.red("\(failed.count) failed"),
            "\(skipped.count) skipped",
        ]
        if !unfinished.isEmpty { parts.append(style.red("\(unfinished.count) unfinished")) }
        return "Swift Testing: " + parts.joined(separator: ", ")
    }

    /// `a() at M/F.swift:3, b() at M/F.swift:9 and 2 more`.
    static func list(_ names: [String], shown: Int = 3) -> String {
        let head = names.prefix(shown).joined(separator: ", ")
        return names.count > shown ? "\(head) and \(names.count - shown) more" : head
    }

    private func names(_ ids: Set<String>) -> [String] {
        ids.compactMap { id in
            guard let test = tests[id] else { return id }
            return test.isSuite ? nil : test.name
        }.sorted()
    }

    private mutating func read(_ record: Record) {
        switch record.kind {
        case "test":
            guard let id = record.payload.id else { return }
            let place = record.payload.sourceLocation.map { " at \($0.fileID ?? "?"):\($0.line ?? 0)" } ?? ""
            tests[id] = Test(name: (record.payload.name ?? id) + place, isSuite: record.payload.kind == "suite")
        case "event":
            if record.payload.kind == "runStarted" { runsStarted += 1 }
            if record.payload.kind == "runEnded" { runsEnded += 1 }
            guard let id = record.payload.testID else { return }
            switch record.payload.kind {
            case "testStarted": started.insert(id)
            case "testEnded": ended.insert(id)
            case "testSkipped": skippedIDs.insert(id)
            case "issueRecorded":
                // `isFailure` comes with schema 6.3 (a warning is not a failure); schema 0 has none.
                guard let issue = record.payload.issue, !issue.isKnown, issue.isFailure ?? true else { return }
                failing.insert(id)
            default: return
            }
        default: return
        }
    }

    /// The fields of a record this reader uses; the rest is ignored.
    private struct Record: Decodable {
        var kind: String
        var payload: Payload

        struct Payload: Decodable {
            var kind: String?
            var id: String?
            var name: String?
            var sourceLocation: SourceLocation?
            var testID: String?
            var issue: Issue?
        }

        struct SourceLocation: Decodable {
            var fileID: String?
            var line: Int?
        }

        struct Issue: Decodable {
            var isKnown: Bool
            var isFailure: Bool?
        }
    }
}
