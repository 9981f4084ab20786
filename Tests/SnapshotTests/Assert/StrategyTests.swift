import Testing
import Foundation
import Snapshot

@Suite struct StrategyTests {
    /// A user's own type, snapshotted through a strategy on another.
    struct CartViewModel {
        var items: [String]
    }

    @Test func pullbackSnapshotsAnotherTypeAndKeepsExtensionAndDiffing() throws {
        let text = Strategy<String, String>(
            pathExtension: "txt", diffing: .text { $0 == $1 ? nil : DiffReport(summary: "changed", textDiff: "", overlaySVG: nil) })
        let cart = text.pullback { (model: CartViewModel) in model.items.joined(separator: "\n") }
        #expect(try cart.snapshot(CartViewModel(items: ["milk", "eggs"])) == "milk\neggs")
        #expect(cart.pathExtension == "txt")
        #expect(cart.diffing.diff("a", "b")?.summary == "changed")
    }

    @Test func pullbacksCompose() throws {
        let text = Strategy<String, String>(pathExtension: "txt", diffing: .text)
        let count = text.pullback { (n: Int) in "#\(n)" }.pullback { (items: [String]) in items.count }
        #expect(try count.snapshot(["a", "b", "c"]) == "#3")
    }

    @Test func aPulledBackStrategyIsStoredUnderTheTestsName() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        let cart = StoreHarness.lines.pullback { (model: CartViewModel) in model.items.joined(separator: ",") }
        let message = snapshotFailure(
            of: { CartViewModel(items: ["milk", "eggs"]) }, as: cart, named: nil, record: .missing, snapshotDirectory: nil,
            fileID: store.package.fileID, filePath: store.package.testFile, testName: "testCart()", environment: [:], counter: SnapshotCounter())?.message
        #expect(message?.hasPrefix("No reference was found for \"testCart.1.txt\"") == true)
        #expect(store.read("ShopTests/MallTests/testCart.1.txt") == "milk,eggs")
    }

    /// `snapshot-cli` reads a custom strategy's files too (issue 41: `SnapshotFile`), so its
    /// failure names the accept command as a built-in one's does.
    @Test func aCustomFormatsFailureNamesTheAcceptCommand() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        let json = Strategy<String, String>(pathExtension: "json", diffing: StoreHarness.lines.diffing)
        _ = store.verify("{\"a\": 1}", as: json, record: .missing)
        let mismatch = try #require(store.verify("{\"a\": 2}", as: json))
        #expect(mismatch.contains("Accept:    swift run snapshot-cli accept ShopTests/MallTests/testMall.1"))
        #expect(store.read("ShopTests/MallTests/testMall.1.new.json") == "{\"a\": 2}")
    }

    /// What a snapshot's files are is read from their names: an extension that would let one
    /// pass for another's (`diff.svg`, `new.txt`, `new`) is refused before anything is written.
    @Test(arguments: ["diff.svg", "new.txt", "new", "NEW", "", "j/son", "seventeen-letters", "json 1", "jsön", "١٢", "e\u{301}"])
    func anExtensionNoFormatMayTakeIsRefused(pathExtension: String) throws {
        let store = try StoreHarness()
        defer { store.remove() }
        let strategy = Strategy<String, String>(pathExtension: pathExtension, diffing: StoreHarness.lines.diffing)
        let message = try #require(store.verify("a", as: strategy, record: .all))
        #expect(message.hasPrefix("Strategy(pathExtension: \"\(pathExtension)\") cannot be stored: "))
        #expect(message.hasSuffix("Nothing was written."))
        #expect(store.files.isEmpty, "\(store.files)")
    }

    /// The store notes a custom strategy's reference as it writes its files, once, in the run
    /// record the command line reads (`CustomReferenceLog`): how `snapshot-cli` tells them from a
    /// file of the user's with the same extension (issue 50). A built-in format's it does not note.
    @Test func theStoreNotesACustomStrategysReferences() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        let json = Strategy<String, String>(pathExtension: "json", diffing: StoreHarness.lines.diffing)
        _ = store.verify("{\"a\": 1}", as: json, record: .missing)
        _ = store.verify("{\"a\": 2}", as: json)
        _ = store.verify("grid", record: .missing, testName: "testOther()")
        #expect(store.read(".runs/custom-references.txt") == "ShopTests/MallTests/testMall.1.json\n")
        #expect(store.read(".runs/.gitignore")?.hasSuffix("*\n") == true)
    }

    /// A name whose last word is `new` or `diff` (any case) would make the snapshot's files pass
    /// for another's: beside `a0`, `a0.new`'s reference is a0's pending file, and the next run
    /// deleted references (issue 50). Refused with the reason before anything is written; a name
    /// that only contains the word is taken.
    @Test(arguments: [("a0.new", "svg"), ("b0.diff", "svg"), ("A0.NEW", "txt"), ("new", "txt"), ("x.Diff", "txt")])
    func aNameTheStoreUsesForItsOwnFilesIsRefused(name: String, pathExtension: String) throws {
        let store = try StoreHarness()
        defer { store.remove() }
        let strategy = Strategy<String, String>(pathExtension: pathExtension, diffing: StoreHarness.lines.diffing)
        let message = try #require(store.verify("a", as: strategy, named: name, record: .all))
        let word = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        #expect(message.hasPrefix("named: \"\(name)\" cannot be stored: a snapshot's name may not end in '.\(word)': "))
        #expect(message.hasSuffix("Nothing was written."))
        #expect(store.files.isEmpty, "\(store.files)")
        // The name the message suggests is taken.
        let suggested = try #require(message.components(separatedBy: "Rename it (\"").last?.components(separatedBy: "\"").first)
        #expect(!suggested.isEmpty && suggested != name)
        #expect(store.verify("a", as: strategy, named: suggested, record: .all)?.contains("cannot be stored") != true)
    }

    @Test func builtInsRenderTheLaidOutScreenAndStampIt() throws {
        let screen = Screen(name: "MallVC", device: .iPhone8)
        let layout = LayoutEngine.layout(screen)
        // Each built-in is the layout engine followed by one renderer, whatever they print,
        // and one stamp line (its exact form is in `SnapshotStampTests`).
        let stored: [(String, String)] = [
            (try Strategy<Screen, String>.ascii.snapshot(screen), ASCIIRenderer().render(layout)),
            (try Strategy<Screen, String>.svg.snapshot(screen), SVGRenderer().render(layout)),
            (try Strategy<Screen, String>.layout.snapshot(screen), LayoutListing.render(layout)),
            (try Strategy<Layout, String>.svg.snapshot(layout), SVGRenderer().render(layout)),
        ]
        for (snapshot, rendering) in stored {
            #expect(snapshot.hasPrefix(rendering))
            let rest = snapshot.dropFirst(rendering.count)
            #expect(rest.hasSuffix("\n") && rest.dropLast().firstIndex(of: "\n") == nil)
            #expect(rest.contains("snapshot-stamp "))
        }
    }

    @Test func builtInsNameTheirExtensions() {
        #expect(Strategy<Screen, String>.ascii.pathExtension == "txt")
        #expect(Strategy<Screen, String>.svg.pathExtension == "svg")
        #expect(Strategy<Screen, String>.layout.pathExtension == "layout")
        #expect(Strategy<Layout, String>.ascii.pathExtension == "txt")
        #expect(Strategy<Layout, String>.layout.pathExtension == "layout")
    }
}
