import Foundation

/// The name of a type as `String(describing:)` gives it (`OptimumGoodsSC`), worked out once
/// per type.
///
/// Every sub-controller without a `name` of its own is named after its type, once per
/// segment and layout; the runtime demangles the name each time, which costs more than
/// laying out the segment's cells, so the names are kept by type.
///
///     TypeName.of(Grid.self)   // "Grid"
enum TypeName {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var names: [ObjectIdentifier: String] = [:]

    static func of(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        lock.lock()
        if let name = names[key] {
            lock.unlock()
            return name
        }
        lock.unlock()
        let name = String(describing: type)
        lock.lock()
        names[key] = name
        lock.unlock()
        return name
    }
}
