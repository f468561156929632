import Foundation
import Testing
@testable import HeadlessUIKit

/// The key-value coding tricks real apps play on alerts and user defaults, which Foundation on Linux lacks.
@MainActor
struct KeyValueCodingTricksTests {
    @Test("An alert keeps the attributed title, and its action the image, that an app sets through setValue(_:forKey:)")
    func alertKeyValueCoding() throws {
        // Given an alert and an action, as an app builds them
        let alert = UIAlertController(title: "Delete?", message: "Gone for good", preferredStyle: .actionSheet)
        let action = UIAlertAction(title: "Delete", style: .destructive)
        let icon = UIImage()

        // When the app sets UIKit's private properties by key
        alert.setValue(NSAttributedString(string: "Delete?"), forKey: "attributedTitle")
        action.setValue(icon, forKey: "image")
        action.setValue(true, forKey: "checked")
        alert.addAction(action)

        // Then they read back by key, beside the public ones
        #expect((alert.value(forKey: "attributedTitle") as? NSAttributedString)?.string == "Delete?")
        #expect(alert.value(forKey: "message") as? String == "Gone for good")
        #expect(action.value(forKey: "image") as? UIImage === icon)
        #expect(action.value(forKey: "checked") as? Bool == true)
        #expect(action.value(forKey: "title") as? String == "Delete")
    }

    @Test("A key an alert does not have throws UIKit's NSUnknownKeyException from the throwing variant")
    func unknownAlertKey() {
        // Given an action
        let action = UIAlertAction(title: "OK", style: .default)

        // When an app sets a key UIKit's action does not have, then UIKit's exception names the class and the key
        #expect(throws: UIKitException.self) { try action.setValueOrThrow(1, forKey: "colour") }
        do {
            try action.setValueOrThrow(1, forKey: "colour")
        } catch {
            #expect(error.name == "NSUnknownKeyException")
            #expect(error.reason.contains("UIAlertAction") && error.reason.hasSuffix("for the key colour."))
        }
    }

    @Test("UserDefaults' setValue(_:forKey:) and value(forKey:) store and read the defaults, as NSUserDefaults' key-value coding does")
    func userDefaultsKeyValueCoding() throws {
        // Given a suite of defaults of its own
        let suite = "HeadlessUIKitTests.kvc.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }

        // When a value is set by key, then it reads back both ways; nil removes it
        defaults.setValue(42, forKey: "answer")
        #expect(defaults.value(forKey: "answer") as? Int == 42)
        #expect(defaults.integer(forKey: "answer") == 42)
        defaults.setValue(nil, forKey: "answer")
        #expect(defaults.value(forKey: "answer") == nil)
    }
}
