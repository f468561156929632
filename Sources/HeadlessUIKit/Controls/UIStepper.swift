import Foundation

/// A control with − and + buttons that steps a value within a range. A user's tap is the value
/// stepped then `sendActions(for: .valueChanged)` (`simulateIncrement()`, `simulateDecrement()`);
/// setting `value` in code sends nothing, as in UIKit.
@MainActor
open class UIStepper: UIControl {
    /// UIKit's fixed stepper size (94 × 32).
    static let standardSize = CGSize(width: 94, height: 32)

    /// Makes a stepper. As in UIKit the frame's size is ignored: a stepper is 94 × 32.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.standardSize))
        isOpaque = false
    }

    /// Makes a stepper from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// The value, always within `minimumValue…maximumValue`. Default 0.
    open var value: Double {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }
    private var storedValue: Double = 0

    /// The smallest value. Default 0. Stops with UIKit's exception when not below `maximumValue`.
    open var minimumValue: Double = 0 {
        didSet {
            guard minimumValue < maximumValue else {
                UIKitException.invalidArgument("minimumValue (\(minimumValue)) must be less than maximumValue (\(maximumValue))").raise()
            }
            storedValue = clamped(storedValue)
        }
    }

    /// The largest value. Default 100. Stops with UIKit's exception when not above `minimumValue`.
    open var maximumValue: Double = 100 {
        didSet {
            guard maximumValue > minimumValue else {
                UIKitException.invalidArgument("maximumValue (\(maximumValue)) must be greater than minimumValue (\(minimumValue))").raise()
            }
            storedValue = clamped(storedValue)
        }
    }

    /// How much a tap changes the value. Default 1. Stops with UIKit's exception when not above 0.
    open var stepValue: Double = 1 {
        didSet {
            guard stepValue > 0 else {
                UIKitException.invalidArgument("stepValue (\(stepValue)) must be greater than 0").raise()
            }
        }
    }

    /// Whether stepping past a limit wraps to the other one. Default false.
    open var wraps = false
    /// Whether holding a button repeats the step. Default true.
    open var autorepeat = true
    /// Whether value changes are sent while a button is held. Default true.
    open var isContinuous = true

    /// HeadlessUIKit: a tap on +: the value grows by `stepValue` (capped at `maximumValue`, or
    /// wrapping to `minimumValue` when `wraps` and already at the maximum), then `.valueChanged`
    /// is sent. At the maximum without wrapping the + button is disabled: nothing happens.
    open func simulateIncrement() {
        let next: Double
        if storedValue >= maximumValue {
            guard wraps else { return }
            next = minimumValue
        } else {
            next = min(storedValue + stepValue, maximumValue)
        }
        step(to: next)
    }

    /// HeadlessUIKit: a tap on −, as `simulateIncrement()` the other way.
    open func simulateDecrement() {
        let next: Double
        if storedValue <= minimumValue {
            guard wraps else { return }
            next = maximumValue
        } else {
            next = max(storedValue - stepValue, minimumValue)
        }
        step(to: next)
    }

    /// A stepper's `.valueChanged` is its primary action.
    override var primaryActionSourceEvents: UIControl.Event { .valueChanged }

    /// 94 × 32, as in UIKit.
    open override var intrinsicContentSize: CGSize { UIStepper.standardSize }

    /// 94 × 32, as in UIKit.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.standardSize }

    private func step(to next: Double) {
        guard next != storedValue else { return }
        storedValue = next
        sendActions(for: .valueChanged)
    }

    private func clamped(_ value: Double) -> Double { min(max(value, minimumValue), maximumValue) }
}
