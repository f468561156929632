import Foundation

// A switch's attributes as a nib archives them (UIKit's `-[UISwitch initWithCoder:]` keys).
extension UISwitch {
    func decodeSwitchAttributes(_ nib: UINibDecoder) {
        // ibtool also archives the enabled state as `UISwitchEnabled`; `UIDisabled` (UIControl) covers it otherwise.
        if let enabled = nib.bool("UISwitchEnabled") { isEnabled = enabled }
        isOn = nib.bool("UISwitchOn") ?? false
        onTintColor = nib.color("UISwitchOnTintColor")
        thumbTintColor = nib.color("UISwitchThumbTintColor")
        if let tint = nib.color("UISwitchTintColor") { tintColor = tint }
    }
}
