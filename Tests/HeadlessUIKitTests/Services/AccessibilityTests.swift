import Foundation
import Testing
@testable import HeadlessUIKit

/// A custom control that describes itself, as apps do by overriding.
@MainActor
private final class RatingControl: UIView {
    var rating = 3
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityValue: String? {
        get { "\(rating) of 5 stars" }
        set {}
    }
}

@MainActor
struct AccessibilityTests {
    @Test("Standard controls describe themselves as UIKit's do: a button by its title, a label by its text")
    func standardControlDefaults() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        let label = UILabel()
        label.text = "Meal Name"
        let image = UIImageView()
        let plain = UIView()

        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityTraits == .button)
        #expect(button.accessibilityLabel == "Save")
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityTraits == .staticText)
        #expect(label.accessibilityLabel == "Meal Name")
        #expect(!image.isAccessibilityElement)
        #expect(image.accessibilityTraits == .image)
        #expect(!plain.isAccessibilityElement)
        #expect(plain.accessibilityTraits == [])
        #expect(plain.accessibilityLabel == nil)
    }

    @Test("A control's default traits follow its state: disabled reads notEnabled, selected reads selected")
    func traitsFollowState() {
        let button = UIButton(type: .system)
        button.isEnabled = false
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])

        let toggle = UISwitch()
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")

        let slider = UISlider()
        slider.value = 0.5
        #expect(slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "50%")
    }

    @Test("Values the app sets win over the defaults, nil included, and overrides in subclasses work")
    func explicitValuesWin() {
        let label = UILabel()
        label.text = "5"
        label.accessibilityLabel = "Five stars"
        label.accessibilityHint = "Rates the meal"
        label.accessibilityTraits = [.staticText, .header]
        label.isAccessibilityElement = false
        let button = UIButton(type: .system)
        button.setTitle("×", for: .normal)
        button.accessibilityLabel = nil

        #expect(label.accessibilityLabel == "Five stars")
        #expect(label.accessibilityHint == "Rates the meal")
        #expect(label.accessibilityTraits.contains(.header))
        #expect(!label.isAccessibilityElement)
        #expect(button.accessibilityLabel == nil)
        let rating = RatingControl()
        #expect(rating.isAccessibilityElement)
        #expect(rating.accessibilityValue == "3 of 5 stars")
    }

    @Test("A bar button item is a button element labelled by its title")
    func barButtonItem() {
        let item = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        #expect(item.isAccessibilityElement)
        #expect(item.accessibilityTraits == .button)
        #expect(item.accessibilityLabel == "Done")
        item.accessibilityHint = "Saves the meal"
        #expect(item.accessibilityHint == "Saves the meal")
    }

    @Test("Posted accessibility notifications are recorded until the app reset; VoiceOver is not running")
    func notificationsAreRecorded() {
        UIApplication.shared.resetForTesting()
        let label = UILabel()

        UIAccessibility.post(notification: .screenChanged, argument: label)
        UIAccessibility.post(notification: .announcement, argument: "Meal saved")

        #expect(UIAccessibility.postedNotifications.map(\.notification) == [.screenChanged, .announcement])
        #expect(UIAccessibility.postedNotifications.first?.argument as? UILabel === label)
        #expect(UIAccessibility.postedNotifications.last?.argument as? String == "Meal saved")
        #expect(!UIAccessibility.isVoiceOverRunning)
        UIApplication.shared.resetForTesting()
        #expect(UIAccessibility.postedNotifications.isEmpty)
    }

    @Test("Traits and notifications have UIKit's raw values")
    func rawValues() {
        #expect(UIAccessibilityTraits.button.rawValue == 0x1)
        #expect(UIAccessibilityTraits.staticText.rawValue == 0x40)
        #expect(UIAccessibilityTraits.notEnabled.rawValue == 0x100)
        #expect(UIAccessibilityTraits.adjustable.rawValue == 0x1000)
        #expect(UIAccessibilityTraits.header.rawValue == 0x10000)
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
        #expect(UIAccessibility.Notification.layoutChanged.rawValue == 1001)
        #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
    }
}
