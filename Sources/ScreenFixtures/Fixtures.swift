import Snapshot

/// The sample screens, by the short names the command line uses.
public enum Fixtures {
    /// Every fixture, in the order `snapshot-cli fixtures` lists them.
    public static let all: [Fixture] = []

    /// The fixture with this short name, or `nil`.
    public static func named(_ name: String) -> Fixture? {
        all.first { $0.name == name }
    }
}

/// A sample screen recognisable from the seed documents, buildable on any device.
public struct Fixture: Sendable {
    /// The short name (`second-category`).
    public var name: String
    /// One line on where it comes from.
    public var summary: String
    /// Builds the screen on a device.
    public var make: @Sendable (Device) -> Screen

    public init(name: String, summary: String, make: @escaping @Sendable (Device) -> Screen) {
        self.name = name
        self.summary = summary
        self.make = make
    }
}
