import Foundation
import ScreenFiles
import Snapshot

/// The decisions a reviewer made on the review page, as its `decisions.json` holds them.
///
///     {
///       "format": "snapshot-review-decisions/1",
///       "page": "0123456789abcdef",
///       "decisions": [
///         { "snapshot": "ShopTests/HomeTests/home.iphone-se.svg", "decision": "accept",
///           "reference": "…16 hex digits, or null for a new snapshot…", "pending": "…16 hex digits…",
///           "file": "files/001-actual.svg" },
///         { "snapshot": "ShopTests/HomeTests/home.iphone-8.svg", "decision": "wait", "groups": ["c3f9a1c2e"],
///           "reference": "…", "pending": "…", "file": "files/002-actual.svg" }
///       ]
///     }
///
/// `reference` and `pending` are the `StableDigest`s of the reference and the rendering the page
/// showed; `file` is where the review folder keeps that rendering (for `apply --from`); `page`
/// is the page's id. A snapshot that waits for another of its change groups is `"wait"`, with
/// the groups accepted for it (on the page, or by `accept --group` before the review): `apply`
/// records them as `accept --group` does, so the command line knows them. Read as strictly as a
/// screen file: an unknown key, a name that leaves the snapshot folder, a digest that is not 16
/// hex digits, a snapshot named twice, a group id that is not one, or groups on a decision that
/// is not `"wait"` is an error naming the entry.
struct ReviewDecisions: Sendable {
    static let format = "snapshot-review-decisions/1"

    enum Verdict: Sendable, Equatable {
        case accept, reject
        /// Accepted for these groups, waiting for another.
        case wait(groups: [String])
    }

    struct Decision: Sendable {
        /// The entry's place in the file, for messages: `decisions[3]`.
        var index: Int
        var key: SnapshotKey
        var verdict: Verdict
        var reference: String?
        var pending: String
        var file: String?

        var accept: Bool { verdict == .accept }

        /// `decisions[3] (ShopTests/HomeTests/home.iphone-se.svg)`.
        var label: String { "decisions[\(index)] (\(key.referencePath))" }
    }

    var page: String
    var decisions: [Decision]

    /// The largest decisions file read: 16 MiB, some 50,000 decisions (a 243 MB one once took
    /// more than 6 GB to parse).
    static let maximumBytes = 16 << 20

    static func read(_ data: Data, file: String) throws(CLIError) -> ReviewDecisions {
        do {
            return try decode(ScreenFile.document(data, file: file))
        } catch {
            throw CLIError(error.description)
        }
    }

    private static func decode(_ root: JSONField) throws(JSONFileError) -> ReviewDecisions {
        let object = try root.object(keys: ["format", "page", "decisions"])
        let format = try object.required("format", expected: "\"\(Self.format)\"")
        guard try format.string() == Self.format else { throw format.error(expected: "\"\(Self.format)\"") }
        let page = try object.required("page", expected: "the page's id, 16 hex digits")
        var decisions: [Decision] = []
        var seen: [SnapshotKey: Int] = [:]
        for (index, element) in try object.required("decisions", expected: "an array of decisions").array().enumerated() {
            let entry = try element.object(keys: ["snapshot", "decision", "groups", "reference", "pending", "file"])
            let snapshot = try entry.required("snapshot", expected: "a snapshot's path in the snapshot folder")
            guard let name = try? snapshot.string(), SnapshotName.isSafe(name),
                case .reference(let key)? = SnapshotFile(relativePath: name, customReferences: [name])
            else {
                throw snapshot.error(
                    expected: "a snapshot's path in the snapshot folder (ShopTests/HomeTests/home.iphone-se.svg), without '..', '/' first or hidden folders")
            }
            if let earlier = seen[key] {
                throw snapshot.error(expected: "each snapshot once", found: "\(key.referencePath) again (first in decisions[\(earlier)])")
            }
            seen[key] = index
            let file = entry["file"]
            if let file {
                guard let path = try? file.string(), isReviewFile(path) else {
                    throw file.error(expected: "a rendering of the review folder (files/NNN-actual.svg, .txt or .layout)")
                }
            }
            let decision = try entry.required("decision", expected: "\"accept\", \"reject\" or \"wait\"")
                .choice(["accept": "accept", "reject": "reject", "wait": "wait"])
            let verdict: Verdict
            if decision == "wait" {
                verdict = .wait(groups: try groupIDs(entry.required("groups", expected: "the change groups accepted for a snapshot that waits")))
            } else if let groups = entry["groups"] {
                throw groups.error(expected: "no \"groups\" but on a \"wait\" decision")
            } else {
                verdict = decision == "accept" ? .accept : .reject
            }
            decisions.append(
                Decision(
                    index: index, key: key, verdict: verdict,
                    reference: try entry["reference"].map(digest),
                    pending: try digest(entry.required("pending", expected: "16 hex digits")),
                    file: try file?.string()))
        }
        return ReviewDecisions(page: try digest(page), decisions: decisions)
    }

    /// At most this many groups on one decision (a snapshot has one group a cause).
    static let maximumGroups = 256

    /// Change group ids (`c3f9a1c2e`: a letter and 8 hex digits, as `ChangeGroups` makes them),
    /// each once, at least one.
    private static func groupIDs(_ value: JSONField) throws(JSONFileError) -> [String] {
        let elements = try value.array(atMost: maximumGroups, of: "change group ids")
        guard !elements.isEmpty else { throw value.error(expected: "at least one change group id") }
        var ids: [String] = []
        for element in elements {
            let id = try element.string()
            guard ChangeGroups.isGroupID(id) else { throw element.error(expected: "a change group id (c3f9a1c2e)") }
            guard !ids.contains(id) else { throw element.error(expected: "each group once", found: "\(id) again") }
            ids.append(id)
        }
        return ids
    }

    private static func digest(_ value: JSONField) throws(JSONFileError) -> String {
        let text = try value.string()
        guard StableDigest.parseHex(text.utf8) != nil else { throw value.error(expected: "16 lowercase hex digits") }
        return text
    }

    /// `files/012-actual.svg`: only the renderings `review` writes, never a path elsewhere.
    static func isReviewFile(_ path: String) -> Bool {
        guard path.hasPrefix("files/") else { return false }
        let name = path.dropFirst("files/".count)
        guard let dash = name.firstIndex(of: "-"), name[..<dash].count >= 3, name[..<dash].allSatisfy(\.isASCIIDigit) else { return false }
        let actual = "-actual."
        guard name[dash...].hasPrefix(actual) else { return false }
        return SnapshotFormat(custom: String(name[dash...].dropFirst(actual.count))) != nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
