import Foundation
import Testing
@testable import HeadlessUIKit

/// What the rewritten `NSLocalizedString(…, bundle: Bundle.headlessMain, …)` relies on: Foundation on Linux reads an
/// app's `.strings` from the bundle it is given.
struct LocalizedStringTests {
    static func strings(_ pairs: [String: String]) -> String {
        pairs.map { "\"\($0.key)\" = \"\($0.value)\";" }.joined(separator: "\n") + "\n"
    }

    @Test("NSLocalizedString reads en.lproj/Localizable.strings of the bundle it is given; a missing key gives value: or the key")
    func english() throws {
        // Given a bundle with English strings and a named table
        let files = try FixtureBundle([
            "en.lproj/Localizable.strings": Self.strings(["greeting": "Hello"]),
            "en.lproj/Meals.strings": Self.strings(["title": "Your Meals"]),
        ])

        // When strings are looked up as the rewritten app looks them up
        let greeting = NSLocalizedString("greeting", bundle: files.bundle, comment: "")
        let title = NSLocalizedString("title", tableName: "Meals", bundle: files.bundle, comment: "")
        let missing = NSLocalizedString("farewell", bundle: files.bundle, value: "Bye", comment: "")
        let bare = NSLocalizedString("farewell", bundle: files.bundle, comment: "")

        // Then the file's values come back
        #expect(greeting == "Hello")
        #expect(title == "Your Meals")
        #expect(missing == "Bye")
        #expect(bare == "farewell")
    }

    @Test("With only Base.lproj Foundation reads Base; with en and Base (and fr) it reads en; with fr alone it finds nothing")
    func localizationChoice() throws {
        // Given bundles with different localizations
        let base = try FixtureBundle(["Base.lproj/Localizable.strings": Self.strings(["greeting": "Hello from Base"])])
        let several = try FixtureBundle([
            "Base.lproj/Localizable.strings": Self.strings(["greeting": "Hello from Base"]),
            "en.lproj/Localizable.strings": Self.strings(["greeting": "Hello from en"]),
            "fr.lproj/Localizable.strings": Self.strings(["greeting": "Bonjour"]),
        ])
        let french = try FixtureBundle(["fr.lproj/Localizable.strings": Self.strings(["greeting": "Bonjour"])])

        // When the same key is looked up in each
        // Then Linux's Foundation takes Base alone, prefers en to Base and fr, and does not fall back to fr
        #expect(NSLocalizedString("greeting", bundle: base.bundle, comment: "") == "Hello from Base")
        #expect(NSLocalizedString("greeting", bundle: several.bundle, comment: "") == "Hello from en")
        #expect(NSLocalizedString("greeting", bundle: french.bundle, comment: "") == "greeting")
    }
}
