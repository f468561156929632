import Foundation

/// An alert or action sheet: a title, a message, actions and (alerts only) text fields, presented
/// like any controller with `present(_:animated:completion:)`.
///
/// Its `modalPresentationStyle` is `.custom`, as in UIKit (the alert brings its own presentation
/// controller), so the presenter gets no appearance callbacks (rule 47). A headless app has no
/// finger: `simulateTap(on:)` and `simulateTap(onActionAt:)` stand in for tapping a button. As in UIKit, a tap
/// dismisses the alert (animated) and the action's handler runs once the dismissal is over.
@MainActor
open class UIAlertController: UIViewController {
    /// Alert or action sheet.
    public enum Style: Int, Sendable {
        /// An action sheet, anchored to the bottom of the screen (or a popover on iPad).
        case actionSheet = 0
        /// A centred alert.
        case alert = 1
    }

    /// The alert's message.
    open var message: String?
    /// Alert or action sheet; fixed at init.
    open private(set) var preferredStyle: UIAlertController.Style = .alert
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The text fields, in the order added; nil when there are none.
    open var textFields: [UITextField]? { storedTextFields.isEmpty ? nil : storedTextFields }
    private var storedTextFields: [UITextField] = []

    /// The action the Return key triggers (bold on iOS). It must be one of `actions`; another one
    /// is refused with a warning.
    open var preferredAction: UIAlertAction? {
        get { storedPreferredAction }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                Diagnostics.warning("\(self): the preferred action must be added with addAction(_:) first; preferredAction is unchanged.")
                return
            }
            storedPreferredAction = newValue
        }
    }
    private var storedPreferredAction: UIAlertAction?
    /// What apps set with `setValue(_:forKey:)` (UIAlertController+KeyValueCoding.swift).
    var codedValues: [String: Any] = [:]

    /// Makes an alert or action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        // UIKit's alerts present themselves with their own presentation controller (rule 47).
        modalPresentationStyle = .custom
    }

    /// Adds an action. A second `.cancel` action stops with UIKit's message.
    open func addAction(_ action: UIAlertAction) {
        do {
            try addActionOrThrow(action)
        } catch {
            error.raise()
        }
    }

    /// `addAction(_:)`, throwing UIKit's exception instead of stopping on a second `.cancel` action.
    public func addActionOrThrow(_ action: UIAlertAction) throws(UIKitException) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            throw UIKitException.internalInconsistency(
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        actions.append(action)
    }

    /// Adds a text field (alerts only; an action sheet stops with UIKit's message) and lets
    /// `configurationHandler` set it up.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIKitException.internalInconsistency(
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert").raise()
        }
        let field = UITextField()
        storedTextFields.append(field)
        configurationHandler?(field)
    }

    // MARK: Tapping from code (HeadlessUIKit)

    /// Taps `action` as a finger would: when the action is enabled and the alert is presented,
    /// dismisses the alert (animated) and runs the action's handler after the dismissal completes,
    /// as UIKit does. Returns false, doing nothing, for a disabled action; a tap on an alert that
    /// is not presented, or on an action it does not have, logs a warning and returns false.
    @discardableResult
    open func simulateTap(on action: UIAlertAction) -> Bool {
        guard actions.contains(where: { $0 === action }) else {
            Diagnostics.warning("simulateTap(on:) on \(self) with an action it does not have; nothing happens.")
            return false
        }
        guard action.isEnabled else { return false }
        guard presentingViewController != nil else {
            Diagnostics.warning("simulateTap(on:) on \(self), which is not presented; nothing happens.")
            return false
        }
        dismiss(animated: true) {
            action.handler?(action)
        }
        return true
    }

    /// Taps the action at `index` in `actions` (see `simulateTap(on:)`); an index out of range logs a
    /// warning and returns false.
    @discardableResult
    public func simulateTap(onActionAt index: Int) -> Bool {
        guard actions.indices.contains(index) else {
            Diagnostics.warning("tapAction(at: \(index)) on \(self), which has \(actions.count) actions; nothing happens.")
            return false
        }
        return simulateTap(on: actions[index])
    }
}
