import Foundation

extension UIView {
    /// Makes the first responder in this view's hierarchy (the view or a descendant) resign; with
    /// `force`, it resigns even if it would refuse. Returns whether it resigned (UIKit's rule: true
    /// also when nothing in the hierarchy was first responder).
    ///
    /// UIKit: apps call it to dismiss the keyboard (`view.endEditing(true)`, often from a tap
    /// gesture on the background); a text field's delegate is still asked `textFieldShouldEndEditing`
    /// unless `force` is true. Headless: there is no keyboard, so only first responder changes.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIResponder.currentFirstResponder as? UIView, responder.isDescendant(of: self) else {
            return true
        }
        if force {
            // Forced: resign without asking (UIKit skips textFieldShouldEndEditing).
            UIResponder.forcingResign = true
            defer { UIResponder.forcingResign = false }
            return responder.resignFirstResponder() || UIResponder.currentFirstResponder !== responder
        }
        return responder.resignFirstResponder()
    }
}

extension UIResponder {
    /// Set while `endEditing(true)` resigns: text fields skip `textFieldShouldEndEditing`.
    static var forcingResign = false
}
