import Foundation
import Snapshot

/// What the command line remembers between runs, in `__Snapshots__/.runs/`, which ignores
/// itself (a `.gitignore` of `*` inside), so `git add __Snapshots__` never commits it.
///
/// `last-complete-run.txt`: every reference path the last complete `snapshot-cli test` asserted,
/// sorted, one a line; `prune` and `list` read it. `last-recorded.txt`: the references the last
/// run wrote; `review` shows them as new. `custom-references.txt`: the references of custom
/// strategies the runs' assertions used (`ShopTests/CartTests/cart.1.json`), one a line, so that
/// every command knows them (`SnapshotFolder.scan`), and no other file of their extension.
struct RunRecord: Sendable {
    var snapshots: URL
    /// Whether the user named the snapshot folder (`ConfinedPath.rootIsNamed`).
    var rootIsNamed: Bool

    init(snapshots: URL, rootIsNamed: Bool = false) {
        self.snapshots = snapshots
        self.rootIsNamed = rootIsNamed
    }

    /// A file of `.runs`, reached through real folders only (`ConfinedPath`): a `.runs` that is a
    /// link (committed, or made by hand) is refused, never written through or trusted.
    private func file(_ name: String) -> ConfinedPath {
        ConfinedPath(root: snapshots.path, relativePath: ".runs/\(name)", rootIsNamed: rootIsNamed)
    }

    private var lastCompleteRunFile: ConfinedPath { file("last-complete-run.txt") }
    /// `accepted-groups.txt`: the change groups `accept --group` accepted for snapshots that wait
    /// for another of their groups, each line `GROUP<TAB>SNAPSHOT<TAB>DIGEST<TAB>WRITTEN`: the
    /// pending rendering's digest (a new rendering starts over) and the moment the reference was
    /// written into this checkout, which a line committed or written by hand cannot know, and which
    /// running the tests again does not change.
    private var acceptedGroupsFile: ConfinedPath { file("accepted-groups.txt") }
    /// How messages name it.
    static let acceptedGroupsName = ".runs/accepted-groups.txt"
    private var lastRecordedFile: ConfinedPath { file("last-recorded.txt") }
    private var customReferencesFile: ConfinedPath { file("custom-references.txt") }
    /// `last-complete-run-start.txt`: the references there when the last complete run started.
    private var lastCompleteRunStartFile: ConfinedPath { file("last-complete-run-start.txt") }

    /// The last complete run: what it asserted, what was there when it started (`nil` in a
    /// record from before 0.2), and when it ended.
    struct CompleteRun: Sendable {
        var references: Set<String>
        var presentAtStart: Set<String>?
        var date: Date
    }

    /// The last complete run, or `nil` when none is on record.
    func lastCompleteRun() throws(CLIError) -> CompleteRun? {
        guard let text = try readText(lastCompleteRunFile) else { return nil }
        return CompleteRun(
            references: Self.paths(in: text), presentAtStart: try readText(lastCompleteRunStartFile).map(Self.paths(in:)),
            date: FileSystem.modificationDate(URL(fileURLWithPath: lastCompleteRunFile.path)) ?? .distantFuture)
    }

    /// The references the last run recorded (empty when none is on record).
    func lastRecorded() throws(CLIError) -> Set<String> {
        try readText(lastRecordedFile).map(Self.paths(in:)) ?? []
    }

    /// Writes what a complete run asserted and which references were there when it started
    /// (the start first: a record is read only when its main file is there).
    func writeLastCompleteRun(_ references: Set<String>, presentAtStart: Set<String>) throws(CLIError) {
        try write(presentAtStart, to: lastCompleteRunStartFile)
        try write(references, to: lastCompleteRunFile)
    }

    func writeLastRecorded(_ references: Set<String>) throws(CLIError) {
        try write(references, to: lastRecordedFile)
    }

    /// The custom strategies' references the tests asserted, on record: safe paths of an extension
    /// a custom strategy may take, each line on its own; none when the record cannot be read (a scan
    /// then knows a custom reference by its pending file alone).
    func customReferences() -> Set<String> {
        guard let text = try? readText(customReferencesFile) else { return [] }
        return SnapshotFile.customReferences(among: Self.paths(in: text))
    }

    /// Adds `references` to the record (written only when one is new).
    func addCustomReferences(_ references: Set<String>) throws(CLIError) {
        let known = customReferences()
        guard !references.isSubset(of: known) else { return }
        try write(known.union(references), to: customReferencesFile)
    }

    private var otherFoldersFile: ConfinedPath { file("other-folders.txt") }

    /// The snapshot folders of the tests' own (a `directory:` trait, `snapshotDirectory:`) that
    /// runs wrote into, still there: what `list`, `accept` and `reject` look in besides this folder
    /// (issue 50: their pending snapshots were invisible without `--snapshots`). A line holds an
    /// absolute path and this user's signature of it (`RecordKey`): a line written by anything
    /// else never sends a command to another folder.
    func otherFolders() -> [URL] {
        guard let text = try? readText(otherFoldersFile) else { return [] }
        return text.split(whereSeparator: \.isNewline).compactMap { line -> URL? in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, parts[0].hasPrefix("/"), (try? RecordKey.sign("other-folder\t" + parts[0])) == parts[1] else { return nil }
            let folder = URL(fileURLWithPath: parts[0], isDirectory: true)
            return FileSystem.isFolder(folder) ? folder : nil
        }
    }

    /// Adds `folders` to the record, keeping the ones recorded before that are still there, at
    /// most `otherFoldersKept`.
    func addOtherFolders(_ folders: [URL]) throws(CLIError) {
        let known = otherFolders().map(\.standardizedFileURL.path)
        let all = Array(Set(known + folders.map(\.standardizedFileURL.path))).sorted().prefix(Self.otherFoldersKept)
        guard Set(all) != Set(known) else { return }
        var lines: Set<String> = []
        for path in all { lines.insert(path + "\t" + (try RecordKey.sign("other-folder\t" + path))) }
        try write(lines, to: otherFoldersFile)
    }

    static let otherFoldersKept = 20

    /// A group accepted for one pending rendering: its bytes' digest, and when the reference was
    /// written (`FileSystem.writtenStamp`).
    struct AcceptedGroup: Hashable, Sendable {
        var group: String
        var snapshot: String
        var digest: String
        var written: String

        /// The line's fields as `RecordKey` signs them; the signature follows them on the line.
        var signedText: String { "\(group)\t\(snapshot)\t\(digest)\t\(written)" }
    }

    /// The groups accepted for snapshots still waiting for another, and how many lines were
    /// malformed (dropped; the caller says so).
    func acceptedGroups() throws(CLIError) -> (accepted: Set<AcceptedGroup>, malformed: Int) {
        guard let text = try readText(acceptedGroupsFile) else { return ([], 0) }
        var accepted: Set<AcceptedGroup> = []
        var malformed = 0
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 5, SnapshotName.isSafe(parts[1]), StableDigest.parseHex(parts[2].utf8) != nil,
                StableDigest.parseHex(parts[3].utf8) != nil, ChangeGroups.isGroupID(parts[0])
            else {
                malformed += 1
                continue
            }
            let group = AcceptedGroup(group: parts[0], snapshot: parts[1], digest: parts[2], written: parts[3])
            // Signed by this user's key (`RecordKey`), or not written by `accept --group` or `apply` here.
            guard try RecordKey.sign(group.signedText) == parts[4] else {
                malformed += 1
                continue
            }
            accepted.insert(group)
        }
        return (accepted, malformed)
    }

    /// The groups of `accepted` that hold for `key` as it is now: the digest of its pending bytes
    /// and the moment its reference was written are the ones recorded.
    static func groups(_ accepted: Set<AcceptedGroup>, for key: SnapshotKey, digest: String, in folder: SnapshotFolder) -> [String] {
        let written = FileSystem.writtenStamp(folder.file(key.referencePath))
        return accepted.filter { $0.snapshot == key.referencePath && $0.digest == digest && $0.written == written }.map(\.group).sorted()
    }

    func writeAcceptedGroups(_ accepted: Set<AcceptedGroup>) throws(CLIError) {
        var lines: Set<String> = []
        for group in accepted { lines.insert(group.signedText + "\t" + (try RecordKey.sign(group.signedText))) }
        try write(lines, to: acceptedGroupsFile)
    }

    /// A record's text, `nil` when there is none.
    private func readText(_ file: ConfinedPath) throws(CLIError) -> String? {
        let contents = FileContents.read(file)
        if case .missing = contents { return nil }
        return try FileSystem.text(try FileSystem.data(contents, named: file.relativePath), named: file.relativePath)
    }

    private func write(_ paths: Set<String>, to file: ConfinedPath) throws(CLIError) {
        let ignore = self.file(".gitignore")
        if case .missing = FileContents.read(ignore) {
            try FileSystem.writeAtomically(Data(CustomReferenceLog.gitignore.utf8), to: ignore, named: ignore.relativePath)
        }
        let text = paths.sorted().map { $0 + "\n" }.joined()
        try FileSystem.writeAtomically(Data(text.utf8), to: file, named: file.relativePath)
    }

    /// The references a touched log names inside `snapshots`, relative to it. Assertions log
    /// absolute paths; those in other snapshot folders (a test's own `snapshotDirectory:`)
    /// are not this folder's and are left out. The folder is matched as given and with its
    /// symbolic links resolved, since the compiler's `#filePath` may name either.
    static func touchedReferences(inLog text: String, snapshots: URL) -> Set<String> {
        Set(touchedSources(inLog: text, snapshots: snapshots).keys)
    }

    /// The same references with the source location each was asserted at (`/repo/Tests/HomeTests.swift:12`,
    /// the last one when asserted more than once; empty when the log names none).
    static func touchedSources(inLog text: String, snapshots: URL) -> [String: String] {
        let prefixes = folderPrefixes(snapshots)
        var sources: [String: String] = [:]
        for entry in TouchedLog.entries(in: text) {
            guard let path = prefixes.lazy.compactMap({ entry.reference.pathRemainder(after: $0) }).first else { continue }
            if SnapshotName.isSafe(path) { sources[path] = String(entry.source) }
        }
        return sources
    }

    /// The snapshot folder's path as given and with its links resolved (the compiler's
    /// `#filePath` may name either), each ending in `/`. A log's paths are compared with them, and
    /// cut, by byte (`PathBytes`).
    private static func folderPrefixes(_ snapshots: URL) -> [String] {
        Set([snapshots.standardizedFileURL.path, snapshots.resolvingSymlinksInPath().path])
            .map { $0.hasByteSuffix("/") ? $0 : $0 + "/" }.sorted()
    }

    /// The other snapshot folders a touched log names (a test's `directory:`), sorted: a
    /// reference's path is its folder followed by three names (`Target/TestFile/name.ext`).
    static func otherFolders(inLog text: String, besides snapshots: URL) -> [URL] {
        let own = folderPrefixes(snapshots)
        var folders: Set<String> = []
        for reference in TouchedLog.entries(in: text).map(\.reference) {
            guard reference.hasBytePrefix("/"), !own.contains(where: { reference.hasBytePrefix($0) }) else { continue }
            let names = String(reference).pathNames
            guard names.count > 4, SnapshotName.isSafe(names.suffix(3).joined(separator: "/")) else { continue }
            folders.insert(names.dropLast(3).joined(separator: "/"))
        }
        return folders.sorted().map { URL(fileURLWithPath: $0, isDirectory: true) }.filter { FileSystem.isFolder($0) }
    }

    /// Safe relative paths, one a line; anything else (`..`, absolute) is dropped.
    static func paths(in text: String) -> Set<String> {
        var paths: Set<String> = []
        for line in text.split(whereSeparator: \.isNewline) {
            let path = line.trimmingCharacters(in: .whitespaces)
            if SnapshotName.isSafe(path) { paths.insert(path) }
        }
        return paths
    }
}
