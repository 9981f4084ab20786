#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The environment variables a snapshot assertion reads, taken from the process.
///
/// `ProcessInfo.processInfo.environment` copies every variable into a new dictionary on each
/// call; an assertion needs six, so it asks for those six.
package enum SnapshotEnvironment {
    /// Every variable an assertion looks at.
    package static var keys: [String] {
        [
            ResolvedRecordMode.environmentKey, "CI", SnapshotDirectory.environmentKey,
            SnapshotCheck<String>.artifactsKey, TouchedLog.environmentKey, SnapshotCheck<String>.verifyAllKey,
        ]
    }

    /// The set ones among `keys`, with their values.
    package static func current() -> [String: String] {
        var environment: [String: String] = [:]
        for key in keys {
            if let value = getenv(key) { environment[key] = String(cString: value) }
        }
        return environment
    }
}
