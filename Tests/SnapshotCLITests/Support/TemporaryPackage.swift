import Foundation
@testable import Snapshot
@testable import SnapshotCLI
import TestSupport

/// What the command line's tests write into a `TemporaryPackage`: snapshot files and overlays.
extension TemporaryPackage {
    /// Writes a file inside `__Snapshots__`.
    func snapshot(_ path: String, _ text: String) throws {
        try write("__Snapshots__/" + path, text)
    }

    /// An overlay as a test run writes it (`DiffOverlay`): `desc`, the change list as it stands
    /// escaped in the SVG, and the causes' block, bound to the two texts it was drawn from.
    static func overlay(_ desc: String, causes: [ChangeCause] = [], reference: String, pending: String) -> String {
        let metadata = DiffOverlay.Compared(reference: reference, pending: pending).line + "\n" + ChangeCause.block(causes)
        let escaped = metadata.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
        return "<svg><desc>\(desc)</desc><metadata>\(escaped)</metadata></svg>"
    }

    /// A failing snapshot inside `__Snapshots__`: `name` + `.svg` holding `reference`, its pending
    /// file holding `pending`, and the overlay of the two (`overlay`).
    func failing(_ name: String, reference: String, pending: String, desc: String, causes: [ChangeCause] = []) throws {
        try snapshot("\(name).svg", reference)
        try snapshot("\(name).new.svg", pending)
        try snapshot("\(name).diff.svg", Self.overlay(desc, causes: causes, reference: reference, pending: pending))
    }

    /// A failing snapshot whose change is worked out from its bytes: `name` + `.svg` holding
    /// `old`, its pending file holding `new`, and the overlay a test run draws of the two.
    func failing(_ name: String, from old: String, to new: String) throws {
        try snapshot("\(name).svg", old)
        try snapshot("\(name).new.svg", new)
        if let overlay = SnapshotComparison.compare(reference: old, actual: new)?.overlaySVG { try snapshot("\(name).diff.svg", overlay) }
    }
}
