/// ANSI colours for a terminal, or plain text when colour is off.
struct TextStyle: Sendable {
    var colors: Bool

    init(colors: Bool) {
        self.colors = colors
    }

    /// Colour only for a terminal, and never when `NO_COLOR` is set (to anything).
    static func forOutput(isTerminal: Bool, environment: [String: String]) -> TextStyle {
        TextStyle(colors: isTerminal && environment["NO_COLOR"] == nil)
    }

    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }

    private func wrap(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
