import Foundation

// snapshot-bench: times layout, rendering, verification and diffs of this toolkit against
// swift-snapshot-testing and against the floor of reading the reference bytes.
// `swift run -c release --package-path Benchmarks snapshot-bench --help` lists the options.

// The environment must not change what a snapshot assertion does while it is timed.
for key in ["SNAPSHOT_RECORD", "SNAPSHOT_DIR", "SNAPSHOT_ARTIFACTS", "SNAPSHOT_TOUCHED_LOG"] {
    unsetenv(key)
}

do {
    let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    if options.help {
        print(Options.usage)
        exit(0)
    }
    if options.list {
        for workload in Workload.all {
            print(workload.name.padding(toLength: 16, withPad: " ", startingAt: 0) + workload.summary)
        }
        exit(0)
    }
    try TemporaryFolder.start()
    defer { TemporaryFolder.finish() }
    let report = try Runner.report(options)
    print(options.json ? try report.json() : Table.render(report), terminator: "")
    if options.check, report.targets.contains(where: \.missed) {
        TemporaryFolder.finish()
        exit(1)
    }
} catch {
    TemporaryFolder.finish()
    FileHandle.standardError.write(Data("snapshot-bench: \(error)\n".utf8))
    exit(2)
}
