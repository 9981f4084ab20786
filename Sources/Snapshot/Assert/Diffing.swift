import Foundation

/// How a snapshot format is stored as bytes and how two snapshots are compared.
///
/// `diff` gets the reference first and the new snapshot second; it returns `nil` when they
/// match, else a `DiffReport` whose summary, text diff and overlay go into the failure.
///
///     let exact = Diffing<String>.text { reference, actual in
///         reference == actual ? nil : DiffReport(summary: "changed", textDiff: "", overlaySVG: nil)
///     }
public struct Diffing<Format>: Sendable {
    /// The bytes written to the reference file.
    public var toData: @Sendable (Format) -> Data
    /// The snapshot a reference file holds; an error means the file is not a valid reference.
    public var fromData: @Sendable (Data) throws -> Format
    /// `nil` when `actual` matches `reference`, else what differs.
    public var diff: @Sendable (_ reference: Format, _ actual: Format) -> DiffReport?

    /// A diffing from its three parts; for text, `Diffing.text` already does the first two.
    public init(
        toData: @escaping @Sendable (Format) -> Data,
        fromData: @escaping @Sendable (Data) throws -> Format,
        diff: @escaping @Sendable (_ reference: Format, _ actual: Format) -> DiffReport?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

extension Diffing where Format == String {
    /// UTF-8 text with LF line endings, compared by `SnapshotComparison.compare`.
    ///
    /// References are read with CRLF or LF and written with LF, so a checkout that turned line
    /// endings into CRLF still matches.
    public static var text: Diffing<String> {
        text { reference, actual in SnapshotComparison.compare(reference: reference, actual: actual) }
    }

    /// UTF-8 text with LF line endings, compared by `compare` (it sees both sides with LF).
    public static func text(
        _ compare: @escaping @Sendable (_ reference: String, _ actual: String) -> DiffReport?
    ) -> Diffing<String> {
        Diffing(
            toData: { Data(LineEndings.lf($0).utf8) },
            fromData: { data in
                guard let text = String(data: data, encoding: .utf8) else { throw NotUTF8Text() }
                return LineEndings.lf(text)
            },
            diff: { reference, actual in compare(LineEndings.lf(reference), LineEndings.lf(actual)) })
    }
}
