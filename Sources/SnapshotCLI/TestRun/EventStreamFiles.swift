import Foundation

/// Where a run's Swift Testing processes write their event streams (`SwiftTestingRun`): one file
/// each in a folder of the temporary directory, removed when the run is read. When the user passes
/// `--event-stream-output-path` to `swift test` themselves, their file is read instead, if it is a
/// regular file (a pipe is another tool's to read), and nothing is added to their arguments.
struct EventStreamFiles: ~Copyable {
    private let folder: URL?
    private let usersFile: URL?
    private let addsVersion: Bool

    /// `arguments`: what follows `swift test`; `root`: the folder it runs in.
    init(arguments: [String], root: URL) {
        let option = "--event-stream-output-path"
        var users: String?
        if let index = arguments.firstIndex(of: option), index + 1 < arguments.count {
            users = arguments[index + 1]
        } else if let joined = arguments.first(where: { $0.hasPrefix(option + "=") }) {
            users = String(joined.dropFirst(option.count + 1))
        }
        usersFile = users.map { URL(fileURLWithPath: $0, relativeTo: root).standardizedFileURL }
        addsVersion = !arguments.contains { $0 == "--event-stream-version" || $0.hasPrefix("--event-stream-version=") }
        guard users == nil else {
            folder = nil
            return
        }
        let made = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-cli-events-\(UUID().uuidString)")
        folder = (try? FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)) == nil ? nil : made
    }

    /// What the `index`th Swift Testing process of the run is passed (none when the user named a file).
    func arguments(forProcess index: Int) -> [String] {
        guard let folder else { return [] }
        let path = ["--event-stream-output-path", folder.appendingPathComponent("\(index).jsonl").path]
        return path + (addsVersion ? ["--event-stream-version", "0"] : [])
    }

    /// Every stream the run wrote, in the order of its processes.
    func read() -> SwiftTestingRun {
        var run = SwiftTestingRun()
        if let usersFile {
            if FileSystem.exists(usersFile), FileSystem.nonRegularKind(usersFile) == nil, let data = try? Data(contentsOf: usersFile) { run.read(data) }
            return run
        }
        guard let folder else { return run }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() {
            if let data = try? Data(contentsOf: folder.appendingPathComponent(name)) { run.read(data) }
        }
        return run
    }

    deinit {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }
}
