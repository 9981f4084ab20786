import Foundation
import Snapshot

/// What GitHub Actions reads from a run (when `GITHUB_ACTIONS=true`): an `::error` line per
/// failing, new or missing snapshot, pointing at the assertion's source line, and a short
/// Markdown summary appended to the file `GITHUB_STEP_SUMMARY` names.
///
///     ::error file=Tests/ShopTests/HomeTests.swift,line=12,title=Snapshot home.iphone-se.svg::segment 3 "GoodsSC" inset left 16 → 20%0A…
enum GitHubAnnotations {
    static func isActive(_ environment: [String: String]) -> Bool {
        environment["GITHUB_ACTIONS"] == "true"
    }

    /// One `::error` line per failure, with GitHub's escapes (`%0A` for a line break, and `:`
    /// and `,` in properties).
    static func errorLines(_ verdicts: [SnapshotVerdict], packageRoot: URL) -> [String] {
        verdicts.compactMap { verdict in
            guard let message = verdict.message else { return nil }
            var properties: [String] = []
            if let file = verdict.file { properties.append("file=" + escapeProperty(JUnitReport.relative(file, to: packageRoot))) }
            if let line = verdict.line, line > 0 { properties.append("line=\(line)") }
            properties.append("title=" + escapeProperty("Snapshot \(verdict.reference) \(verdict.outcome.rawValue)"))
            return "::error \(properties.joined(separator: ","))::\(escapeData(message))"
        }
    }

    /// One `::error` line per failure of a merged run (`merge`): the shards' records do not say
    /// where each was asserted, so these name the snapshot, its change and the way to review it.
    static func mergedErrorLines(_ failures: [(reference: String, outcome: String)], groups: [ChangeGroups.Group]) -> [String] {
        var changes: [String: String] = [:]
        for group in groups { changes.merge(group.changeLists) { first, _ in first } }
        return failures.sorted { $0.reference < $1.reference }.map { reference, outcome in
            let message = (changes[reference].map { [$0] } ?? []) + NextCommand.reviewOnCI
            return "::error title=\(escapeProperty("Snapshot \(reference) \(outcome)"))::\(escapeData(message.joined(separator: "\n")))"
        }
    }

    /// `### Snapshots`, the summary line, and every group (largest first, at most ten): a lone
    /// failure is a row of its own, accepted by its name.
    static func summary(_ result: SnapshotTestSession.Result) -> String {
        let lines = result.folders.map { $0.summary.line(style: TextStyle(colors: false), otherFolder: $0.otherFolderName) }
        return summary(line: lines.joined(separator: "\n\n"), groups: result.folders.flatMap(\.groups))
    }

    /// The summary of a summary line and its groups (`merge` writes one for all its shards).
    static func summary(line: String, groups: [ChangeGroups.Group]) -> String {
        var text = "### Snapshots\n\n" + line + "\n"
        let shown = groups.prefix(10)
        guard !shown.isEmpty else { return text }
        let lone = ChangeGroups.loneMembers(of: groups)
        text += "\n| group or snapshot | what changed |\n|---|---|\n"
        for group in shown {
            // A lone failure is named; a snapshot whose one-member groups are its several causes, once.
            if let name = group.members.first, let alone = lone[name] {
                if alone.id == group.id { text += "| \(markdownText(name)) | \(markdownText(group.change(of: name))) |\n" }
            } else {
                text += "| `\(group.id)` | \(markdownText(group.headline)) |\n"
            }
        }
        if groups.count > shown.count { text += "\n… and \(groups.count - shown.count) more groups\n" }
        // The step summary is read on GitHub: `accept` there would act on the runner's checkout.
        let hint = NextCommand.reviewOnCI
        return text + "\n" + markdownText(hint[0]) + "\n\n```\n" + hint[1] + "\n```\n"
    }

    /// `text` as plain words in a Markdown table cell: HTML's `<`, `>` and `&` as references, every
    /// other Markdown mark behind a backslash, line breaks as spaces; segment names and cell types
    /// are the user's, and a summary must show them, not run them (`<img>`, `[x](…)`, `|`).
    static func markdownText(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "|", "~", "=", ":":
                result += "\\" + String(character)
            case _ where character.isNewline: result += " "
            default: result.append(character)
            }
        }
        return result
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
