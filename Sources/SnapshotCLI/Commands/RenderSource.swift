import Foundation
import ScreenFiles
import ScreenFixtures
import Snapshot

extension RenderCommand {
    /// A fixture or a JSON screen file: what `render` and `check` lay out.
    enum Source: Equatable {
        case fixture(String)
        case file(String)

        /// `--fixture NAME` or one `FILE.json`, for `command`.
        static func parse(_ arguments: ParsedArguments, command: String) throws(CLIError) -> Source {
            switch (arguments.value("--fixture"), arguments.positionals.count) {
            case (let fixture?, 0): return .fixture(fixture)
            case (nil, 1): return .file(arguments.positionals[0])
            case (.some, _): throw CLIError("give either --fixture NAME or a FILE.json, not both")
            case (nil, 0): throw CLIError("'\(command)' needs a screen: --fixture NAME or a FILE.json")
            case (nil, _): throw CLIError("'\(command)' takes one FILE.json, not \(arguments.positionals.count)")
            }
        }

        /// An unknown fixture is an error naming the fixtures there are.
        func validate() throws(CLIError) {
            guard case .fixture(let name) = self, Fixtures.named(name) == nil else { return }
            let names = Fixtures.all.map(\.name)
            let list = names.isEmpty ? "there are no fixtures" : "fixtures: \(names.joined(separator: ", "))"
            throw CLIError("unknown fixture '\(name)'\(Suggestion.didYouMean(name, in: names)); \(list)")
        }

        /// The screen: a fixture on the iPhone 8, a file on its own device.
        func screen(in context: CommandContext) throws(CLIError) -> Screen {
            try contents(in: context).screen
        }

        /// The screen and the combinations a file names (none for a fixture).
        func contents(in context: CommandContext) throws(CLIError) -> (screen: Screen, combinations: ScreenCombinations) {
            switch self {
            case .fixture(let name):
                guard let fixture = Fixtures.named(name) else { throw CLIError("unknown fixture '\(name)'") }
                return (fixture.make(.iPhone8), ScreenCombinations())
            case .file(let path):
                do {
                    return try ScreenFile.loadWithCombinations(path: context.url(forPath: path).path, named: path)
                } catch {
                    throw CLIError(error.description)
                }
            }
        }

        /// The text size a `--category` or `--categories` names: `large`, `AX3`…
        static func category(_ name: String) throws(CLIError) -> ContentSizeCategory {
            guard let category = ContentSizeCategory(rawValue: name) else {
                let names = ContentSizeCategory.allCases.map(\.rawValue)
                throw CLIError("unknown text size '\(name)'\(Suggestion.didYouMean(name, in: names)); text sizes: \(names.joined(separator: ", "))")
            }
            return category
        }
    }
}
