import Foundation

/// The software keyboard, headless: whether it is up, and the notifications UIKit posts when it
/// comes and goes.
///
/// UIKit shows the keyboard when a text input (text field, text view, search bar) becomes first
/// responder and hides it when the input resigns and no other takes over. It posts
/// `keyboardWillShowNotification` and `keyboardWillChangeFrameNotification` at once and the
/// "did" ones when its animation ends (0.25 s on the virtual clock; next turn with animations
/// off); moving from one field to another posts will/did show again, without a hide. The user
/// info holds the begin and end frames (`NSValue`s of `CGRect`, in screen coordinates), the
/// duration, the curve (7, the keyboard's private curve) and `keyboardIsLocalUserInfoKey`.
/// The keyboard's height is approximate: 302 points plus the screen's bottom safe area (336 on
/// the default iPhone 14 screen, as iOS's English keyboard with its suggestion bar).
@MainActor
enum HeadlessKeyboard {
    /// Whether the keyboard is up.
    private(set) static var isShown = false
    /// Nesting of first-responder hand-overs between text inputs (no hide while one runs).
    private static var handingOver = 0

    /// The keyboard's animation, as UIKit reports it.
    static let animationDuration: TimeInterval = 0.25
    static let animationCurve = 7

    /// The keyboard's frame on screen, at the bottom.
    static var shownFrame: CGRect {
        let screen = UIScreen.main.bounds
        let height = 302 + UIScreen.main.safeAreaInsets.bottom
        return CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
    }

    /// The frame below the screen it slides from and to.
    static var hiddenFrame: CGRect { shownFrame.offsetBy(dx: 0, dy: shownFrame.height) }

    /// Runs a text input's `becomeFirstResponder` so that the input it takes over from resigning
    /// does not hide the keyboard.
    static func handOver<Result>(_ body: () -> Result) -> Result {
        handingOver += 1
        defer { handingOver -= 1 }
        return body()
    }

    /// A text input became first responder: the keyboard shows (again, when it was up).
    static func inputDidBecomeFirstResponder() {
        let begin = isShown ? shownFrame : hiddenFrame
        isShown = true
        post(UIResponder.keyboardWillShowNotification, then: UIResponder.keyboardDidShowNotification, from: begin, to: shownFrame)
    }

    /// A text input resigned: the keyboard hides unless another input is taking over.
    static func inputDidResignFirstResponder() {
        guard handingOver == 0, isShown else { return }
        isShown = false
        post(UIResponder.keyboardWillHideNotification, then: UIResponder.keyboardDidHideNotification, from: shownFrame, to: hiddenFrame)
    }

    /// Forgets the keyboard (`resetForTesting()`).
    static func reset() {
        isShown = false
        handingOver = 0
    }

    private static func post(_ will: Notification.Name, then did: Notification.Name, from begin: CGRect, to end: CGRect) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: will, object: nil, userInfo: info)
        Scheduler.shared.schedule(after: UIView.effectiveDuration(animationDuration), "keyboard animation") {
            center.post(name: did, object: nil, userInfo: info)
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        }
    }
}
