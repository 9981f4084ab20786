import Foundation
import Testing
@testable import Snapshot

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Renderings must not depend on the locale or time zone of the machine. This suite changes
/// the process's environment and C locale, so it runs serialized and restores them.
@Suite(.serialized) struct RendererEnvironmentTests {
    private static func renderAll() -> [String] {
        [RenderSamples.documented, RenderSamples.unusual()].flatMap { layout in
            [ASCIIRenderer().render(layout), SVGRenderer(showsPointGrid: true).render(layout), LayoutListing.render(layout)]
        }
    }

    @Test func sameBytesUnderOtherLocalesAndTimeZones() {
        let reference = Self.renderAll()
        let names = ["LANG", "LC_ALL", "LC_NUMERIC", "TZ"]
        let saved = names.map { name in getenv(name).map { String(cString: $0) } }
        let savedLocale = setlocale(LC_ALL, nil).map { String(cString: $0) } ?? "C"
        defer {
            for (name, value) in zip(names, saved) {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            tzset()
            setlocale(LC_ALL, savedLocale)
        }
        // Decimal commas, Arabic digits, half-hour and negative offsets.
        let settings = [
            ("de_DE.UTF-8", "Europe/Berlin"), ("fr_FR.UTF-8", "Asia/Kolkata"),
            ("ar_EG.UTF-8", "America/St_Johns"), ("C", "UTC"),
        ]
        for (locale, zone) in settings {
            for name in ["LANG", "LC_ALL", "LC_NUMERIC"] { setenv(name, locale, 1) }
            setenv("TZ", zone, 1)
            tzset()
            if setlocale(LC_ALL, locale) != nil, locale.hasPrefix("de_DE"), let point = localeconv()?.pointee.decimal_point {
                // Where the machine has the locale, the C library now writes decimal commas.
                #expect(String(cString: point) == ",")
            }
            #expect(Self.renderAll() == reference, "rendering changed under \(locale), \(zone)")
        }
    }
}
