/// The name a test's references are filed under: the function name without its parameter list.
///
/// XCTest passes `#function` (`testMall()`), Swift Testing a test's name (`mallMatches()`,
/// `grid(device:)`); both become the bare name, later sanitised as a path component.
///
///     TestName.clean("testMall()")       // "testMall"
///     TestName.clean("grid(device:)")    // "grid"
package enum TestName {
    package static func clean(_ function: String) -> String {
        guard let open = function.firstIndex(of: "("), open != function.startIndex else { return function }
        return String(function[..<open])
    }
}
