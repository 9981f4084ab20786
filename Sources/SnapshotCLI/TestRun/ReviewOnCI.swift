import Snapshot

extension NextCommand {
    /// What to do about failures that a CI run found: `accept` and `review --open` would act on
    /// the CI machine's checkout, so the way is the review folder the run uploads.
    ///
    ///     On CI: download the snapshot-review artifact, decide in its index.html, download decisions.json, then in your checkout:
    ///     swift run snapshot-cli apply decisions.json --from snapshot-review
    static let reviewOnCI = [
        "On CI: download the snapshot-review artifact (see examples/ci/github-actions.yml), decide in its index.html, "
            + "download decisions.json, then in your checkout:",
        cli("apply", "decisions.json", "--from", "snapshot-review"),
    ]

    /// Whether commands print `reviewOnCI` instead of local `accept` and `review --open` commands.
    static func isCI(_ environment: [String: String]) -> Bool {
        ResolvedRecordMode.isContinuousIntegration(environment) || GitHubAnnotations.isActive(environment)
    }
}
