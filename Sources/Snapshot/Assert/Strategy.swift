/// How to snapshot a value: turn it into a `Format`, store it under a path extension, diff it.
///
/// A strategy is a value, so new ones are built from old ones with `pullback`. The built-ins
/// snapshot a `Screen` (or a `Layout`) as text: `.ascii`, `.svg` and `.layout`.
///
///     let mall = Strategy<Screen, String>.svg.pullback { (model: MallViewModel) in model.screen }
///     assertSnapshot(of: MallViewModel(), as: mall)   // __Snapshots__/ShopTests/MallTests/testMall.1.svg
public struct Strategy<Value, Format>: Sendable {
    /// The extension of the reference file (`svg`), without a dot.
    public var pathExtension: String
    /// How the format is stored and compared.
    public var diffing: Diffing<Format> {
        didSet { rendering = nil }
    }
    /// Turns a value into its snapshot; an error fails the assertion with its description.
    public var snapshot: @Sendable (Value) throws -> Format {
        didSet { rendering = nil }
    }
    /// For the built-in renderings: how the value is laid out and which renderer draws it, so
    /// a reference whose stamp proves it matches is accepted without rendering
    /// (`StampedRenderer`). Dropped as soon as `snapshot` or `diffing` is replaced; kept by
    /// `pullback`, whose transform runs first.
    var rendering: Rendering?

    /// The value laid out, its renderer, and the step from text to `Format` for a mismatch.
    struct Rendering: Sendable {
        var layout: @Sendable (Value) throws -> Layout
        var renderer: StampedRenderer
        var format: @Sendable (String) -> Format
    }

    /// A strategy from its three parts.
    ///
    ///     let names = Strategy<[String], String>(pathExtension: "txt", diffing: .text) { $0.joined(separator: "\n") }
    ///     try names.snapshot(["a", "b"])   // "a\nb"
    public init(
        pathExtension: String,
        diffing: Diffing<Format>,
        snapshot: @escaping @Sendable (Value) throws -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for another type: `transform` turns a `NewValue` into a `Value` first.
    ///
    ///     let ids = Strategy<String, String>(pathExtension: "txt", diffing: .text).pullback { (n: Int) in "#\(n)" }
    ///     try ids.snapshot(7)   // "#7"
    public func pullback<NewValue>(
        _ transform: @escaping @Sendable (NewValue) throws -> Value
    ) -> Strategy<NewValue, Format> {
        let snapshot = self.snapshot
        var pulled = Strategy<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
            try snapshot(transform(newValue))
        }
        if let rendering {
            let layout = rendering.layout
            pulled.rendering = .init(
                layout: { try layout(transform($0)) }, renderer: rendering.renderer, format: rendering.format)
        }
        return pulled
    }
}

extension Strategy where Value == Format {
    /// A strategy whose values are already snapshots.
    public init(pathExtension: String, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}
