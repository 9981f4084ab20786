import Snapshot

/// Reads the top level of a screen file: name, device, orientation, chrome, layout, direction, content inset.
enum ScreenDecoding {
    static let screenKeys = [
        "name", "device", "orientation", "chrome", "layout", "direction", "sectionInsetReference", "contentInset", "contentSizeCategory", "segments",
        "combinations", "rootView", "underBars", "layoutDirection",
    ]
    static let chromeKeys = ["statusBar", "navigationBar", "toolbar", "tabBar", "bottomSafeArea"]
    static let navigationBarKeys = ["title", "largeTitle"]
    static let listKitKeys = ["stickyHeaders", "stretchToEdge", "scrollOffset", "showHeaderWhenEmpty", "stickyHeaderYOffset"]
    static let deviceKeys = ["id", "name", "idiom", "size", "safeArea", "landscapeSafeArea", "scale", "layoutMargin"]
    static let sizeKeys = ["width", "height"]

    /// The screen and the combinations the file names for `check`.
    static func file(_ root: JSONField, defaultName: String) throws(JSONFileError) -> (screen: Screen, combinations: ScreenCombinations) {
        let object = try root.object(keys: screenKeys)
        let device = try oriented(try object["device"].map(device) ?? .iPhone8, object["orientation"])
        let name = try object.string("name") ?? defaultName
        let chrome = try object["chrome"].map(chrome) ?? Chrome()
        let layoutStyle = try object["layout"].map(layoutStyle) ?? .leftAlignedFlow
        let direction = try object["direction"]?.choice(["vertical": ScrollDirection.vertical, "horizontal": .horizontal]) ?? .vertical
        let reference =
            try object["sectionInsetReference"]?.choice(
                ["fromContentInset": SectionInsetReference.fromContentInset, "fromSafeArea": .fromSafeArea, "fromLayoutMargins": .fromLayoutMargins])
            ?? .fromContentInset
        let contentInset = try SegmentDecoding.insets(object["contentInset"])
        let category = try object["contentSizeCategory"]?.choice(categories) ?? .large
        var segments: [FileSegment] = []
        var tally = ScreenTally()
        if let list = object["segments"] { segments = try SegmentDecoding.segments(list, direction: direction, tally: &tally) }
        var combinations = ScreenCombinations()
        if let value = object["combinations"] { combinations = try Self.combinations(value, direction: direction, tally: &tally) }
        var screen = Screen(
            name: name, device: device, chrome: chrome, layoutStyle: layoutStyle, contentInset: contentInset,
            scrollDirection: direction, sectionInsetReference: reference, subControllers: segments)
        screen.contentSizeCategory = category
        screen.collectionViewIsRootView = try object.bool("rootView", default: false)
        screen.collectionViewUnderBars = try object.bool("underBars", default: false)
        screen.layoutDirection = try object["layoutDirection"]?.choice(layoutDirections) ?? .leftToRight
        return (screen, combinations)
    }

    /// `device` turned as an `"orientation"` value says (`"portrait"`, `"landscape"`), if there is one.
    static func oriented(_ device: Device, _ orientation: JSONField?) throws(JSONFileError) -> Device {
        guard let orientation else { return device }
        var turned = device
        turned.orientation = try orientation.choice(["portrait": .portrait, "landscape": .landscape])
        return turned
    }

    /// The text sizes by the names Apple's tables use: `xSmall` … `xxxLarge`, `AX1` … `AX5`.
    static let categories: KeyValuePairs<String, ContentSizeCategory> = [
        "xSmall": .extraSmall, "small": .small, "medium": .medium, "large": .large, "xLarge": .extraLarge, "xxLarge": .extraExtraLarge,
        "xxxLarge": .extraExtraExtraLarge, "AX1": .accessibilityMedium, "AX2": .accessibilityLarge, "AX3": .accessibilityExtraLarge,
        "AX4": .accessibilityExtraExtraLarge, "AX5": .accessibilityExtraExtraExtraLarge,
    ]

    /// `leftToRight` and `rightToLeft`, as `UIUserInterfaceLayoutDirection` names them.
    static let layoutDirections: KeyValuePairs<String, LayoutDirection> = ["leftToRight": .leftToRight, "rightToLeft": .rightToLeft]

    static func chrome(_ value: JSONField) throws(JSONFileError) -> Chrome {
        let object = try value.object(keys: chromeKeys)
        let defaults = Chrome()
        var navigationBar: NavigationBar?
        if let bar = object["navigationBar"] {
            let barObject = try bar.object(keys: navigationBarKeys)
            navigationBar = NavigationBar(
                title: try barObject.required("title", expected: "a string").string(),
                largeTitle: try barObject.bool("largeTitle", default: false))
        }
        return Chrome(
            statusBar: try object.bool("statusBar", default: defaults.statusBar),
            navigationBar: navigationBar,
            toolbar: try object.bool("toolbar", default: defaults.toolbar),
            tabBar: try object.bool("tabBar", default: defaults.tabBar),
            bottomSafeArea: try object.bool("bottomSafeArea", default: defaults.bottomSafeArea))
    }

    static func layoutStyle(_ value: JSONField) throws(JSONFileError) -> LayoutStyle {
        guard case .object = value.value else {
            return try value.choice(
                ["flow": .flow, "left-aligned": .leftAlignedFlow, "listkit": .listKit, "compositional": .compositional],
                otherwise: value.isString ? "" : ", or an object {\"listkit\": {…}} or {\"compositional\": {…}}")
        }
        let object = try value.object(keys: ["listkit", "compositional"])
        if let compositional = object["compositional"] {
            if object["listkit"] != nil { throw value.error(expected: "either \"listkit\" or \"compositional\"", found: "both") }
            let options = try compositional.object(keys: ["interSectionSpacing", "scrollOffset", "contentInsetsReference", "list", "uikit"])
            return .compositional(
                CompositionalOptions(
                    interSectionSpacing: try options.number("interSectionSpacing", default: 0),
                    scrollOffset: try options.number("scrollOffset", default: 0),
                    contentInsetsReference: try options["contentInsetsReference"].map(SectionDecoding.insetsReference) ?? .automatic,
                    list: try options["list"]?.choice(
                        [
                            "plain": ListAppearance.plain, "grouped": .grouped, "insetGrouped": .insetGrouped, "sidebar": .sidebar,
                            "sidebarPlain": .sidebarPlain,
                        ]),
                    uikit: try options["uikit"]?.choice(["ios14": UIKitVersion.iOS14, "ios17": .iOS17]) ?? .iOS17))
        }
        let options = try object.required("listkit", expected: "an object of listkit options").object(keys: listKitKeys)
        return .listKit(
            ListKitOptions(
                stickyHeaders: try options.bool("stickyHeaders", default: false),
                stretchToEdge: try options.bool("stretchToEdge", default: false),
                scrollOffset: try options.number("scrollOffset", default: 0),
                showHeaderWhenEmpty: try options.bool("showHeaderWhenEmpty", default: false),
                stickyHeaderYOffset: try options.number("stickyHeaderYOffset", default: 0)))
    }

    /// A preset id, or a custom device object.
    static func device(_ value: JSONField) throws(JSONFileError) -> Device {
        let ids = Device.presets.map(\.id)
        guard case .object = value.value else {
            let expected = "one of " + JSONField.list(ids) + ", or a custom device object"
            guard case .string(let id) = value.value else { throw value.error(expected: expected) }
            if let device = Device.named(id) { return device }
            var found = value.value.found
            if let suggestion = Suggestion.closest(to: id, among: ids) {
                found += "; did you mean \(JSONValue.quoted(suggestion))?"
            }
            throw value.error(expected: expected, found: found)
        }
        let object = try value.object(keys: deviceKeys)
        let size = try object.required("size", expected: "an object {\"width\", \"height\"}").object(keys: sizeKeys)
        // An id names files and reaches logs and pasted code: no control or invisible characters.
        for (key, what) in [("id", "an id"), ("name", "a name")] {
            if let given = object[key], let text = try? given.string(), text.unicodeScalars.contains(where: NameRules.isInvisible) {
                throw given.error(expected: "\(what) without control or invisible characters", found: JSONValue.quoted(text))
            }
        }
        return Device(
            id: try object.string("id") ?? "custom",
            name: try object.string("name") ?? "Custom device",
            idiom: try object["idiom"]?.choice(["phone": .phone, "pad": .pad]) ?? .phone,
            portraitSize: Size(
                width: try size.required("width", expected: "a number above 0").positiveNumber(),
                height: try size.required("height", expected: "a number above 0").positiveNumber()),
            portraitSafeArea: try SegmentDecoding.insets(object["safeArea"]),
            landscapeSafeArea: try SegmentDecoding.insets(object["landscapeSafeArea"]),
            scale: try object["scale"]?.positiveNumber() ?? 2,
            layoutMargin: try object["layoutMargin"].map { value throws(JSONFileError) in
                let margin = try value.number()
                guard margin >= 0 else { throw value.error(expected: "a layout margin of 0 or more points") }
                return margin
            })
    }
}
