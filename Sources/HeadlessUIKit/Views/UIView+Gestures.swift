import Foundation

// Gesture recognizers attached to views. The view holds its recognizers; a recognizer's `view`
// is weak. Headless: nothing recognizes by itself; `simulateRecognition()` on a recognizer does
// what a finger does.

extension UIView {
    /// The attached recognizers, in the order they were added; nil when none. Setting it
    /// detaches the current ones and attaches the new ones.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            for recognizer in storedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recognizer, moving it from the view it was on; adding it again does nothing.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view !== self else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer; one that is not attached here is ignored.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = storedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        storedGestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
    }
}
