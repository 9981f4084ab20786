import Foundation
import ScreenFiles
import Snapshot

/// A test run's folder for CI: `test --artifacts DIR` (or `SNAPSHOT_ARTIFACTS`) writes the run's
/// record (`run.json`) and, under `snapshots/`, copies of what failed: pending renderings,
/// overlays and the references they differ from, in the snapshot folder's layout. Each shard of
/// a matrix writes its own; `merge` joins them and `prune --shards` trusts their union.
struct RunFolder: Sendable {
    static let format = "snapshot-run/1"
    var url: URL

    init(url: URL) {
        self.url = url
    }

    var recordURL: URL { url.appendingPathComponent("run.json") }
    /// What the store copies there (`SNAPSHOT_ARTIFACTS` of the tests).
    var snapshots: URL { url.appendingPathComponent("snapshots", isDirectory: true) }

    /// What one run (one shard) did.
    struct Record: Sendable, Equatable {
        /// `1/1` when the suite was not split.
        var shard: Shard
        /// The digest of every test id of the suite (`swift test list`), when it was split: shards
        /// of one suite share it.
        var suite: String?
        /// The digest of the references (paths and bytes) when the run started: shards of one
        /// commit share it.
        var references: String
        /// Whether `swift test` ran every test it was given to the end.
        var complete: Bool
        var passed: [String]
        var failed: [String]
        var pending: [String]
        var missing: [String]
        var recorded: [String]
        /// Every reference the run asserted, and the ones that were there when it started.
        var touched: [String]
        var presentAtStart: [String]
    }

    func write(_ record: Record) throws(CLIError) {
        let object: [String: Any] = [
            "format": Self.format, "shard": "\(record.shard.index)/\(record.shard.count)", "suite": record.suite ?? NSNull(),
            "references": record.references, "complete": record.complete, "passed": record.passed, "failed": record.failed,
            "pending": record.pending, "missing": record.missing, "recorded": record.recorded, "touched": record.touched,
            "presentAtStart": record.presentAtStart,
        ]
        let data: Data
        do {
            data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
        } catch {
            throw CLIError("\(recordURL.path): the run record cannot be written (\(error))")
        }
        try FileSystem.createFolder(url, named: url.path)
        try FileSystem.writeAtomically(data + Data("\n".utf8), to: recordURL, named: recordURL.path)
    }

    /// The record of the run folder, refused with the file and JSON path when it is not one.
    func read(named name: String) throws(CLIError) -> Record {
        guard FileSystem.exists(recordURL) else {
            throw CLIError("\(name): is not a run folder of 'snapshot-cli test --artifacts' (no run.json)")
        }
        let file = "\(name)/run.json"
        // A run record names each reference a few times: 64 MiB is several hundred thousand.
        let data = try FileSystem.read(recordURL, named: file, maximumBytes: 64 << 20)
        do {
            return try Self.decode(try ScreenFile.document(data, file: file))
        } catch {
            throw CLIError(error.description)
        }
    }

    private static func decode(_ root: JSONField) throws(JSONFileError) -> Record {
        let object = try root.object(keys: [
            "format", "shard", "suite", "references", "complete", "passed", "failed", "pending", "missing", "recorded", "touched",
            "presentAtStart",
        ])
        let format = try object.required("format", expected: "\"\(Self.format)\"")
        guard try format.string() == Self.format else { throw format.error(expected: "\"\(Self.format)\"") }
        let shardValue = try object.required("shard", expected: "K/N")
        guard let shard = try? Shard.parse(try shardValue.string()) else {
            throw shardValue.error(expected: "K/N with 1 ≤ K ≤ N ≤ \(Shard.maximumCount)")
        }
        func paths(_ key: String) throws(JSONFileError) -> [String] {
            var result: [String] = []
            for element in try object.required(key, expected: "an array of snapshot paths").array() {
                let path = try element.string()
                guard SnapshotName.isSafe(path) else { throw element.error(expected: "a path inside the snapshot folder") }
                result.append(path)
            }
            return result
        }
        return Record(
            shard: shard, suite: try object.string("suite"),
            references: try object.required("references", expected: "a digest").string(),
            complete: try object.required("complete", expected: "true or false").bool(),
            passed: try paths("passed"), failed: try paths("failed"), pending: try paths("pending"), missing: try paths("missing"),
            recorded: try paths("recorded"), touched: try paths("touched"), presentAtStart: try paths("presentAtStart"))
    }

    /// The digest of the references a run starts from (each `path hash`): what shards of one
    /// commit share, and what `prune --shards` holds the checkout's references to.
    static func referencesDigest(_ state: FolderState) -> String {
        digest(state.references.map { "\($0.key.referencePath) \($0.value.contentHash)" })
    }

    /// The digest naming a set of lines (test ids, `path hash` of references), sorted first.
    static func digest(_ lines: [String]) -> String {
        StableDigest.hex(of: lines.sorted().joined(separator: "\n"))
    }
}
