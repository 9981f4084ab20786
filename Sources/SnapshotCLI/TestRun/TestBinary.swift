import Foundation

/// The package's built test program, listed and run without SwiftPM, for a shard.
///
/// Each `swift test` costs SwiftPM's own start (~0.35 s of CPU: the manifest, the build plan,
/// `swiftc -print-target-info`) before the tests. A whole run pays it once; a shard that listed
/// the suite and then ran its part through SwiftPM paid it three times (build, list, run), so
/// four shards of a fast suite cost 3.7× one run. With the program found, a shard pays SwiftPM
/// once, for the build check (`swift build --build-tests`), and lists and runs its tests as
/// `swift test` would: XCTest with the ids as arguments, Swift Testing with
/// `--testing-library swift-testing --filter`.
///
/// Only where SwiftPM builds tests into one executable (Linux: `.build/debug/NAMEPackageTests.xctest`);
/// on Apple platforms the tests are a bundle that `xctest` loads, so `find` gives `nil` there
/// and the shard goes through `swift test`, as it does when the user passes `swift test`
/// arguments (which may name another configuration or build folder).
struct TestBinary {
    var executable: URL

    /// The single `*PackageTests.xctest` program in `debug` of the request's build folder, if any.
    static func find(in request: TestRunRequest) -> TestBinary? {
        #if os(Linux)
            let folder = (request.scratchPath ?? request.packageRoot.appendingPathComponent(".build")).appendingPathComponent("debug")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let programs = names.filter { $0.hasSuffix("PackageTests.xctest") }
                .map { folder.appendingPathComponent($0) }
                .filter { FileManager.default.isExecutableFile(atPath: $0.path) && !FileSystem.isFolder($0) }
            return programs.count == 1 ? TestBinary(executable: programs[0]) : nil
        #else
            return nil
        #endif
    }

    /// XCTest's ids (`Module.Class/testName`) and Swift Testing's (`Module.Suite/name()`), sorted.
    func listTests(environment: [String: String]) throws(CLIError) -> [String] {
        let xctest = try output(of: ["--list-tests"], environment: environment)
        // A package whose tests are all XCTest has no Swift Testing in its program, which says
        // so with exit status 69 (EX_UNAVAILABLE): it has no Swift Testing tests to list.
        let swiftTesting = try output(of: ["--testing-library", "swift-testing", "--list-tests"], environment: environment, unavailable: 69)
        return Shard.testIDs(inListing: xctest + "\n" + swiftTesting)
    }

    /// Runs `tests`: the XCTest ones in one process, the Swift Testing ones in another, as
    /// `swift test` does, passing the output on through `pass`. The worse exit status wins.
    /// Each Swift Testing process writes its event stream to a file of `streams`.
    func run(
        _ tests: [String], environment: [String: String], in folder: URL, streams: borrowing EventStreamFiles, pass: ([UInt8]) -> Void
    ) throws(CLIError) -> Int32 {
        let xctest = tests.filter { !Self.isSwiftTesting($0) }
        let swiftTesting = tests.filter(Self.isSwiftTesting)
        var runs: [[String]] = []
        for batch in Self.batches(xctest, { $0.utf8.count + 1 }) { runs.append([batch.joined(separator: ",")]) }
        for (index, batch) in Self.batches(swiftTesting, { NSRegularExpression.escapedPattern(for: $0).utf8.count + 1 }).enumerated() {
            runs.append(["--testing-library", "swift-testing", "--filter", Shard.filter(batch)] + streams.arguments(forProcess: index))
        }
        var worst: Int32 = 0
        for arguments in runs {
            let process = try start(arguments, environment: environment, in: folder, output: .combined)
            let status = process.wait(passing: pass)
            worst = max(worst, status)
        }
        return worst
    }

    /// The longest argument passed: Linux refuses one longer than 128 KiB (`MAX_ARG_STRLEN`,
    /// "Argument list too long"), which a shard of 1,200 long test ids passed.
    static let maximumArgumentBytes = 96 << 10

    /// `ids` in runs whose argument (each id's `cost` in bytes, added up) stays under
    /// `maximumArgumentBytes`: one run for most shards, more for a very large one.
    static func batches(_ ids: [String], _ cost: (String) -> Int) -> [[String]] {
        var batches: [[String]] = []
        var current: [String] = []
        var used = 64  // the filter's own anchors and group
        for id in ids {
            let bytes = cost(id)
            if !current.isEmpty, used + bytes > maximumArgumentBytes {
                batches.append(current)
                current = []
                used = 64
            }
            current.append(id)
            used += bytes
        }
        if !current.isEmpty { batches.append(current) }
        return batches
    }

    /// Swift Testing names functions with their parentheses; XCTest methods have none.
    static func isSwiftTesting(_ id: String) -> Bool { id.hasSuffix(")") }

    /// The program's output; "" when it exits with `unavailable` (a testing library it lacks).
    private func output(of arguments: [String], environment: [String: String], unavailable: Int32? = nil) throws(CLIError) -> String {
        let process = try start(arguments, environment: environment, in: nil, output: .outputOnly)
        var bytes: [UInt8] = []
        let status = process.wait { bytes += $0 }
        if let unavailable, status == unavailable { return "" }
        guard status == 0 else {
            throw CLIError(
                "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) failed (exit status \(status)); run 'swift test list' to see why")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func start(_ arguments: [String], environment: [String: String], in folder: URL?, output: ChildProcess.Output) throws(CLIError) -> RunningProgram {
        try ChildProcess.start(
            executable, arguments, environment: environment, in: folder, output: output,
            describe: "\(executable.path) (run 'swift build --build-tests')")
    }
}
