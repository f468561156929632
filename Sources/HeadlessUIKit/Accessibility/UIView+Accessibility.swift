import Foundation

/// The accessibility values a view was given explicitly; what is unset falls back to the view's
/// default (below).
struct AccessibilitySettings {
    var label: String?
    var hasLabel = false
    var value: String?
    var hasValue = false
    var traits: UIAccessibilityTraits?
    var isElement: Bool?
}

// UIKit's defaults for its standard views. They are computed from the view's state each time, as
// UIKit's are (a disabled button reads `.notEnabled`), until the app sets the property. A switch
// on a type rather than overrides: Swift cannot override members declared in extensions, and the
// public properties stay overridable in the app's subclasses.
//
// Approximations (iOS's exact values are private and vary by release):
// - `UISwitch` reads `.button` (iOS 17 adds a private toggle trait) with value "1"/"0".
// - `UISlider` and `UIProgressView` read their value as a whole percentage ("50%").
// - `UITextField` and `UITextView` read their text as the value and no traits (iOS uses private ones).
// - Containers (`UISegmentedControl`, `UIStepper`, plain views) are not elements themselves.
extension UIView {
    /// The label when none was set: a label's text, a button's current title.
    var defaultAccessibilityLabel: String? {
        switch self {
        case let label as UILabel: return label.text
        case let button as UIButton: return button.currentTitle
        case let field as UITextField: return field.placeholder
        default: return nil
        }
    }

    /// The value when none was set.
    var defaultAccessibilityValue: String? {
        switch self {
        case let toggle as UISwitch: return toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            let range = slider.maximumValue - slider.minimumValue
            let fraction = range > 0 ? (slider.value - slider.minimumValue) / range : 0
            return "\(Int((fraction * 100).rounded()))%"
        case let progress as UIProgressView: return "\(Int((progress.progress * 100).rounded()))%"
        case let field as UITextField: return field.text
        case let textView as UITextView: return textView.text
        default: return nil
        }
    }

    /// The traits when none were set.
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits
        switch self {
        case is UIButton, is UISwitch: traits = .button
        case is UISlider: traits = .adjustable
        case is UILabel: traits = .staticText
        case is UIImageView: traits = .image
        case is UIProgressView: traits = .updatesFrequently
        case is UISearchBar: traits = .searchField
        default: traits = []
        }
        if let control = self as? UIControl, !(self is UITextField) {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        } else if let label = self as? UILabel, !label.isEnabled {
            traits.insert(.notEnabled)
        }
        return traits
    }

    /// Whether the view is an element when not set: standard controls, labels and text views are;
    /// image views (as in UIKit) and plain views are not.
    var defaultIsAccessibilityElement: Bool {
        switch self {
        case is UIButton, is UISwitch, is UISlider, is UILabel, is UITextField, is UITextView, is UIProgressView:
            return true
        default:
            return false
        }
    }
}
