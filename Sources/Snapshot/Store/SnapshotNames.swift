import Foundation

/// The reference files this process's assertions used, so two different snapshots never meet
/// in one file unnoticed.
///
/// Names are made file-safe (`PathComponent`), so different names can give one file: `a b` and
/// `a/b` both become `a-b`; `Cart` and `cart` are two names but one file on a case-insensitive
/// disk (macOS's default), and so are `ς` and `σ` (case folding, not just lower case); `café` and `cafe\u{301}` are one text in two Unicode spellings (keys
/// compare canonically, writers scalar for scalar). Two parameterized cases of one test share its name too. The first
/// assertion to use a file owns it for the run; another snapshot that comes to the same file
/// (compared without case) fails, naming both, and nothing is read or written for it.
package final class SnapshotNames: @unchecked Sendable {
    /// Who asserted a snapshot: the test and the snapshot's name as written in the test, and
    /// the test or case that ran it (two Swift Testing suites may have functions of one name;
    /// cases of one parameterized test differ only here).
    package struct Writer: Equatable, Sendable {
        package var test: String
        package var name: String
        package var testCase: String

        package init(test: String, name: String, testCase: String) {
            self.test = test
            self.name = name
            self.testCase = testCase
        }

        /// Scalar for scalar: `café` composed and `cafe\u{301}` decomposed are one `String` to
        /// Swift but two names a file system may keep apart or together.
        package static func == (a: Writer, b: Writer) -> Bool {
            a.test.unicodeScalars.elementsEqual(b.test.unicodeScalars) && a.name.unicodeScalars.elementsEqual(b.name.unicodeScalars)
                && a.testCase.unicodeScalars.elementsEqual(b.testCase.unicodeScalars)
        }
    }

    /// The names every assertion of this process shares.
    package static let shared = SnapshotNames()

    private let lock = NSLock()
    private var owners: [String: (path: String, writer: Writer)] = [:]

    package init() {}

    /// Claims the file at `path` for `writer`: `nil` when it is free or already `writer`'s,
    /// else the path and writer that have it.
    package func claim(_ path: String, by writer: Writer) -> (path: String, writer: Writer)? {
        let key = Self.caseFolded(path)
        lock.lock()
        defer { lock.unlock() }
        if let owner = owners[key] {
            return owner.writer == writer ? nil : owner
        }
        owners[key] = (path, writer)
        return nil
    }

    /// `path` as a case-insensitive disk compares it: Unicode case folding, scalar by scalar
    /// (`ς` and `σ`, `ſ` and `s`, `µ` and `μ` are one file there, which `lowercased()` misses);
    /// a scalar whose folding is longer (`ß` → `ss`) is only lowercased, since folding one
    /// character into two is not what a disk does to a name.
    static func caseFolded(_ path: String) -> String {
        var bytes = path
        // Over the bytes in place: every assertion asks, and walking the `UTF8View` was a tenth
        // of checking an unchanged snapshot.
        guard !bytes.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) else { return path.lowercased() }
        var folded = String.UnicodeScalarView()
        for scalar in path.unicodeScalars {
            let one = String(scalar)
            let fold = one.folding(options: .caseInsensitive, locale: nil).unicodeScalars
            folded.append(contentsOf: fold.count == 1 ? fold : one.lowercased().unicodeScalars)
        }
        return String(folded)
    }

    /// The failure message of a snapshot whose file `owner` has.
    package static func collision(file: String, writer: Writer, owner: (path: String, writer: Writer)) -> String {
        let twoSpellings = owner.writer.name == writer.name && !owner.writer.name.unicodeScalars.elementsEqual(writer.name.unicodeScalars)
        let sameName = owner.writer.test == writer.test && owner.writer.name == writer.name
        let why: String
        if twoSpellings {
            why =
                "the names are one text in two Unicode spellings (composed and decomposed), which one disk keeps as one "
                + "file and another as two; give one of them another name"
        } else if sameName {
            why =
                "two tests named \(writer.test) in one file, or two cases of one parameterized test, would overwrite each "
                + "other's reference; pass named: to tell them apart (a case's argument, say)"
        } else if (owner.path as NSString).lastPathComponent == (file as NSString).lastPathComponent {
            why = "the names differ only in characters a file name cannot hold; give one of them another name"
        } else {
            why =
                "the names differ only in case, and a case-insensitive disk (macOS's default) keeps one file for both; "
                + "give one of them another name"
        }
        return "Snapshot \"\(writer.name)\" of \(writer.test) and snapshot \"\(owner.writer.name)\" of \(owner.writer.test) "
            + "come to one file, \((file as NSString).lastPathComponent): \(why). Nothing was compared or written for this one."
    }
}
