/// The command line of `snapshot-bench`.
struct Options {
    /// Workload names or groups (`scale`, `diff-1`); empty for all.
    var only: [String] = []
    /// Timed runs per workload; `nil` for each workload's default.
    var runs: Int?
    /// Warm-up runs per workload; `nil` for each workload's default.
    var warmup: Int?
    var json = false
    var list = false
    var help = false
    /// Exit with status 1 when a goal is missed.
    var check = false
    /// Run every workload in this process instead of one child process each.
    var inProcess = false

    static let usage = """
        usage: snapshot-bench [--only NAME[,NAME…]] [--runs N] [--warmup N] [--json] [--check] [--in-process] [--list]

          --only NAME     run only these workloads; a group name (scale, diff, peer) picks all of its own
          --runs N        timed runs of every workload (default: each workload's own)
          --warmup N      untimed runs first (default: each workload's own)
          --json          print the report as JSON (sorted keys) instead of the table
          --check         exit with status 1 when a goal is missed
          --in-process    run all workloads in this process; peak memory is then reset with
                          /proc/self/clear_refs between workloads where allowed, else it is the process's
          --list          list the workloads and exit

        Each workload runs in a child process of this binary (snapshot-bench --only NAME --json),
        so its peak memory (VmHWM on Linux, ru_maxrss elsewhere) is its own.
        """

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw BenchFailure("\(flag) needs a value.\n\n\(usage)") }
            return next
        }
        func count(_ flag: String) throws -> Int {
            let text = try value(flag)
            guard let number = Int(text), number >= 0 else {
                throw BenchFailure("\(flag) takes a whole number of runs, not \"\(text)\".")
            }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--only": options.only += try value(argument).split(separator: ",").map(String.init)
            case "--runs": options.runs = try count(argument)
            case "--warmup": options.warmup = try count(argument)
            case "--json": options.json = true
            case "--check": options.check = true
            case "--in-process": options.inProcess = true
            case "--list": options.list = true
            case "--help", "-h": options.help = true
            default: throw BenchFailure("unknown argument \"\(argument)\".\n\n\(usage)")
            }
        }
        if options.runs == 0 { throw BenchFailure("--runs must be at least 1.") }
        let known = Workload.all.map(\.name)
        for name in options.only where Workload.selected(by: [name]).isEmpty {
            throw BenchFailure("no workload is called \"\(name)\"; these are: \(known.joined(separator: ", ")).")
        }
        return options
    }

    /// The arguments that make a child process run `workload` with the same counts.
    func childArguments(for workload: Workload) -> [String] {
        var arguments = ["--only", workload.name, "--json"]
        if let runs { arguments += ["--runs", String(runs)] }
        if let warmup { arguments += ["--warmup", String(warmup)] }
        return arguments
    }
}
