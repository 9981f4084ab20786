/// The name of a type as `String(describing:)` gives it (`OptimumGoodsSC`).
///
/// Every sub-controller without a `name` of its own is named after its type, once per
/// segment and layout. `String(describing:)` goes through the standard library's printing of
/// any value (about 540 ns a name, measured in release on Linux); `_typeName(_:qualified: false)`
/// is the call that printing ends in for a metatype, and the runtime keeps the names it has
/// worked out (`swift_getTypeName`), so a name costs about 16 ns after the first. The two agree
/// for nested, generic, local, private and class types, tuples, functions and existentials
/// (`TypeNameTests`). No cache of ours, so no lock and no Foundation in this module.
///
///     TypeName.of(Grid.self)   // "Grid"
enum TypeName {
    static func of(_ type: Any.Type) -> String {
        _typeName(type, qualified: false)
    }
}
