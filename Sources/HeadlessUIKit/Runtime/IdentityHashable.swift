import Foundation

// In UIKit these classes are NSObjects that keep NSObject's `isEqual(_:)` and `hash`: an object equals only itself.
// Apps rely on it: `items.firstIndex(of: item)`, `switch sender { case saveButton: … }`, `Set<UIBarButtonItem>`,
// constraints in dictionaries. Views, controllers, windows and scenes get the same through `UIResponder`; colours,
// fonts and trait collections compare by value, as UIKit's do.

extension UIBarItem: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UIBarItem, rhs: UIBarItem) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UINavigationItem: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UINavigationItem, rhs: UINavigationItem) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIGestureRecognizer: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NSLayoutConstraint: Hashable {
    /// Identity, as `NSObject.isEqual(_:)` (two constraints with the same terms are still two constraints).
    nonisolated public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UILayoutGuide: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIStoryboardSegue: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UIStoryboardSegue, rhs: UIStoryboardSegue) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIStoryboard: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UIStoryboard, rhs: UIStoryboard) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UINib: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UINib, rhs: UINib) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIMenuElement: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UIMenuElement, rhs: UIMenuElement) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIAlertAction: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UIAlertAction, rhs: UIAlertAction) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIContextualAction: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UIContextualAction, rhs: UIContextualAction) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UISwipeActionsConfiguration: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UISwipeActionsConfiguration, rhs: UISwipeActionsConfiguration) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIPresentationController: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UIPresentationController, rhs: UIPresentationController) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UICollectionViewLayout: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UICollectionViewLayout, rhs: UICollectionViewLayout) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIVisualEffect: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UIVisualEffect, rhs: UIVisualEffect) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIActivity: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UIActivity, rhs: UIActivity) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIFeedbackGenerator: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UIFeedbackGenerator, rhs: UIFeedbackGenerator) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIPasteboard: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UIPasteboard, rhs: UIPasteboard) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UISceneSession: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIScreen: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UIScreen, rhs: UIScreen) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIEvent: Hashable {
    /// Identity, as `NSObject.isEqual(_:)`.
    nonisolated public static func == (lhs: UIEvent, rhs: UIEvent) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
