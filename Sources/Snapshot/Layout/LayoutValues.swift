/// Cleaning of the numbers a screen hands the engine: bad values become 0 and a diagnostic.
///
/// Rules:
/// - A value is usable when it is finite and not negative. Anything else (negative, NaN,
///   ±infinity) is replaced by 0 and reported as an error, because from then on the picture
///   differs from what the device would show. The layout always goes on.
/// - An item size of zero in either direction is kept and reported as a warning.
/// - Messages are one sentence naming where (`segment 2 "Goods" inset left`), the value
///   found and what the engine used instead, numbers through `NumberFormat.exact`. The
///   "where" is only worked out when there is something to report.
enum LayoutValues {
    static func isUsable(_ value: Double) -> Bool {
        value.isFinite && value >= 0
    }

    /// Whether every side of `insets` is usable.
    static func isUsable(_ insets: EdgeInsets) -> Bool {
        isUsable(insets.top) && isUsable(insets.left) && isUsable(insets.bottom) && isUsable(insets.right)
    }

    /// `insets` with each bad side replaced by 0; one `invalid-inset` error per bad side.
    static func cleaned(
        _ insets: EdgeInsets, what: @autoclosure () -> String, segment: Int?, item: Int? = nil,
        diagnostics: inout [Diagnostic]
    ) -> EdgeInsets {
        func side(_ value: Double, _ name: String) -> Double {
            if isUsable(value) { return value }
            diagnostics.append(
                Diagnostic(
                    severity: .error, kind: .invalidInset, segment: segment, item: item,
                    message: "\(what()) \(name) is \(NumberFormat.exact(value)); it is laid out as 0."))
            return 0
        }
        return EdgeInsets(
            top: side(insets.top, "top"), left: side(insets.left, "left"),
            bottom: side(insets.bottom, "bottom"), right: side(insets.right, "right"))
    }

    /// `spacing`, or 0 and an `invalid-spacing` error when it is bad.
    static func cleanedSpacing(
        _ spacing: Double, what: @autoclosure () -> String, segment: Int?, item: Int? = nil,
        diagnostics: inout [Diagnostic]
    ) -> Double {
        if isUsable(spacing) { return spacing }
        diagnostics.append(
            Diagnostic(
                severity: .error, kind: .invalidSpacing, segment: segment, item: item,
                message: "\(what()) is \(NumberFormat.exact(spacing)); it is laid out as 0."))
        return 0
    }

    /// A header's or footer's length along the scroll axis (its height, or its width when
    /// scrolling horizontally), 0 when there is none or when that length is bad (an error).
    static func cleanedSupplementaryLength(
        _ size: Size?, along direction: ScrollDirection, element: String, label: @autoclosure () -> String, segment: Int,
        diagnostics: inout [Diagnostic]
    ) -> Double {
        guard let size else { return 0 }
        let length = direction == .vertical ? size.height : size.width
        if length == 0, direction == .horizontal, size.height > 0 {
            diagnostics.append(
                Diagnostic(
                    severity: .warning, kind: .unsupportedOption, segment: segment,
                    message: "\(label()) \(element) is \(NumberFormat.exact(size.height)) high but 0 wide; a horizontal layout "
                        + "uses only a \(element)'s width, so it shows no \(element). Give it a width."))
        }
        if isUsable(length) { return length }
        diagnostics.append(
            Diagnostic(
                severity: .error, kind: .invalidSize, segment: segment,
                message: "\(label()) \(element) has \(direction == .vertical ? "height" : "width") \(NumberFormat.exact(length)); "
                    + "it is laid out as no \(element)."))
        return 0
    }

    /// Whether `size` goes through as it is, with nothing to report: both sides finite and above 0.
    /// Asked first for every item, so that no message closure is made for the usual size.
    static func isGood(_ size: Size) -> Bool {
        size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite
    }

    /// `size` with its negative, NaN or infinite sides replaced by 0, saying nothing.
    static func cleaned(_ size: Size) -> Size {
        Size(width: isUsable(size.width) ? size.width : 0, height: isUsable(size.height) ? size.height : 0)
    }

    /// An item's size with bad sides replaced by 0 (an error); a zero size is kept (a warning).
    static func cleanedItemSize(
        _ size: Size, label: @autoclosure () -> String, segment: Int, item: Int, diagnostics: inout [Diagnostic]
    ) -> Size {
        let usableWidth = isUsable(size.width)
        let usableHeight = isUsable(size.height)
        if usableWidth, usableHeight {
            if size.width == 0 || size.height == 0 {
                diagnostics.append(
                    Diagnostic(
                        severity: .warning, kind: .invalidSize, segment: segment, item: item,
                        message: "\(label()) item \(item) has size \(NumberFormat.size(size)), so its cell shows nothing."))
            }
            return size
        }
        let cleaned = Size(width: usableWidth ? size.width : 0, height: usableHeight ? size.height : 0)
        diagnostics.append(
            Diagnostic(
                severity: .error, kind: .invalidSize, segment: segment, item: item,
                message: "\(label()) item \(item) has size \(NumberFormat.size(size)), but sizes must be finite and not negative; "
                    + "it is laid out as \(NumberFormat.size(cleaned))."))
        return cleaned
    }
}

/// The left and right of the safe area and of the layout margins, in content coordinates:
/// what `sectionInsetReference` and `contentInsetsReference` measure insets from.
///
/// A collection view that is a subview (as MCCS and IGListKit screens add it) has UIView's
/// default margins, "8 points on each side", kept inside the safe area
/// (`insetsLayoutMarginsFromSafeArea`). One that is its view controller's root view has the
/// device's (`Device.layoutMargin`: 20 on Face ID iPhones, 16 on a 375 × 667 one, measured in
/// portrait); on a device where that is not measured, or on its side with a safe area at the
/// sides, it keeps 8 and says so. An inset-grouped list takes the device's margin either way
/// (`listMargins`, measured: `ListSections`). The content inset already keeps its part clear, so
/// each side is max(0, safe area (+ margin) − content inset).
struct ReferenceSides: Equatable {
    var safeArea: EdgeInsets
    var layoutMargins: EdgeInsets
    /// The margin on each side, beyond the safe area.
    var margin: Double
    /// Whether the collection view is its controller's root view.
    var rootView = false
    /// An inset-grouped list's sides: the device's margin where it is measured, else 8.
    var listMargins: EdgeInsets
    /// Whether `listMargins` is the device's measured margin.
    var listMarginMeasured: Bool
    /// The device and orientation, as a diagnostic names them (`iphone-se portrait`).
    var deviceLabel: String

    init(device: Device, contentInset: EdgeInsets, rootView: Bool = false, diagnostics: inout [Diagnostic]) {
        let safe = device.safeArea
        func sides(_ extra: Double) -> EdgeInsets {
            EdgeInsets(left: Swift.max(0, safe.left + extra - contentInset.left), right: Swift.max(0, safe.right + extra - contentInset.right))
        }
        deviceLabel = "\(device.id) \(device.orientation.rawValue)"
        let measured = safe.left == 0 && safe.right == 0 ? device.layoutMargin : nil
        margin = 8
        self.rootView = rootView
        if rootView {
            if let measured {
                margin = measured
            } else {
                diagnostics.append(
                    Diagnostic(
                        severity: .warning, kind: .unsupportedOption,
                        message: "the root view's layout margins on \(deviceLabel) are not measured; they are "
                            + "laid out as UIView's 8 points inside the safe area (blocked on evidence)."))
            }
        }
        safeArea = sides(0)
        layoutMargins = sides(margin)
        listMargins = sides(measured ?? 8)
        listMarginMeasured = measured != nil
    }
}
