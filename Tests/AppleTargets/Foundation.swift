// Foundation as the UIKit bridge sees it on an Apple platform, for `scripts/check-apple-targets.py`
// only (never built by SwiftPM): what the bridge and the transcribed UIKit surface use of it. Each
// declaration cites its source: Foundation's public headers (NSObject.h of the Objective-C
// runtime, which Foundation re-exports) and Apple's documentation of Foundation's Swift
// `IndexPath` (developer.apple.com/documentation/foundation/indexpath: iOS 8.0+, tvOS 9.0+,
// watchOS 2.0+, visionOS 1.0+, macOS 10.10+). All of it predates every minimum this package
// declares, so none of it carries an `@available`. Foundation re-exports CoreGraphics' geometry
// on Apple platforms (Foundation.h imports CoreGraphics through CoreFoundation), as here.
@_exported import CoreGraphics

/// NSObject.h: `@protocol NSObject` (Swift: `NSObjectProtocol`). Its requirements are not
/// transcribed: the bridge calls none of them.
public protocol NSObjectProtocol: AnyObject {}

/// NSObject.h: `@interface NSObject <NSObject>`, `- (instancetype)init`.
open class NSObject: NSObjectProtocol {
    public init() {}
}

/// Foundation's `struct IndexPath`: `init(indexes:)` and its subscript. `section` and `item` are
/// UIKit's (NSIndexPath+UIKitAdditions.h), declared by the UIKit surface.
public struct IndexPath: Hashable, Sendable {
    private var indexes: [Int]
    public init(indexes: [Int]) { self.indexes = indexes }
    public subscript(index: Int) -> Int { indexes[index] }
}

/// Foundation's `struct IndexSet` (Apple's documentation: iOS 8.0+, tvOS 9.0+, visionOS 1.0+; a
/// `SetAlgebra` and a collection of `Int`): the `SetAlgebra` initialiser from a sequence of
/// integers and iteration, what the bridge (`insertSections`, `deleteSections`) and the surface use.
public struct IndexSet: Sequence, Hashable, Sendable {
    private var members: [Int]
    public init<S: Sequence>(_ sequence: S) where S.Element == Int { members = Array(Set(sequence)).sorted() }
    public func makeIterator() -> IndexingIterator<[Int]> { members.makeIterator() }
}

/// Foundation's `class Bundle` (Apple's documentation: `class Bundle : NSObject`, iOS 2.0+): only
/// named, as `UINib(nibName:bundle:)` takes one.
open class Bundle: NSObject {}
