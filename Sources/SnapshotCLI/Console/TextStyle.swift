/// ANSI colours for a terminal, or plain text when colour is off.
package struct TextStyle: Sendable {
    package var colors: Bool

    package init(colors: Bool) {
        self.colors = colors
    }

    /// Colour only for a terminal, and never when `NO_COLOR` is set (to anything).
    package static func forOutput(isTerminal: Bool, environment: [String: String]) -> TextStyle {
        TextStyle(colors: isTerminal && environment["NO_COLOR"] == nil)
    }

    package func red(_ text: String) -> String { wrap(text, "31") }
    package func green(_ text: String) -> String { wrap(text, "32") }
    package func yellow(_ text: String) -> String { wrap(text, "33") }
    package func bold(_ text: String) -> String { wrap(text, "1") }
    package func dim(_ text: String) -> String { wrap(text, "2") }

    private func wrap(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
