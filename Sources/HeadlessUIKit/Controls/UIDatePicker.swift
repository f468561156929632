import Foundation

/// The look of a date picker (iOS 13.4), with UIKit's raw values.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A compact label that opens an editor.
    case compact = 2
    /// An inline calendar or clock.
    case inline = 3
}

/// A control that picks a date, a time, or a countdown duration. A user's pick is `date` changed
/// then `sendActions(for: .valueChanged)` (`simulateDateSelection(_:)`); setting `date` in code
/// sends nothing, as in UIKit.
@MainActor
open class UIDatePicker: UIControl {
    /// What the picker picks, with UIKit's raw values.
    public enum Mode: Int, Sendable {
        /// A time of day.
        case time = 0
        /// A calendar date.
        case date = 1
        /// A date and a time.
        case dateAndTime = 2
        /// Hours and minutes of a countdown.
        case countDownTimer = 3
        /// A year and month (iOS 17.4).
        case yearAndMonth = 4
    }

    /// Makes a date picker with a frame, showing now.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a date picker from an archive, showing now until the nib decoder sets the archived values.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The date shown, always within `minimumDate…maximumDate`. Default: when the picker was made.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    private var storedDate = Date()

    /// Sets the date, clamped to the limits (the animation is headless); no action is sent.
    open func setDate(_ date: Date, animated: Bool) { storedDate = clamped(date) }

    /// What is picked. Default `.dateAndTime`.
    open var datePickerMode: Mode = .dateAndTime
    /// The earliest date; nil for none. Setting it moves `date` inside the limits.
    open var minimumDate: Date? {
        didSet { storedDate = clamped(storedDate) }
    }
    /// The latest date; nil for none. Setting it moves `date` inside the limits.
    open var maximumDate: Date? {
        didSet { storedDate = clamped(storedDate) }
    }
    /// The locale of the display; nil for the current one.
    open var locale: Locale?
    /// The calendar. Default the current one.
    open var calendar: Calendar! = .current
    /// The time zone; nil for the current one.
    open var timeZone: TimeZone?
    /// The countdown duration in seconds, in `.countDownTimer` mode. Default 0.
    open var countDownDuration: TimeInterval = 0
    /// The minutes between selectable times (a divisor of 60). Default 1.
    open var minuteInterval = 1
    /// Whether picked times round to `minuteInterval`. Default true.
    open var roundsToMinuteInterval = true
    /// The look asked for. Default `.automatic`.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic

    /// The look in use: the preferred one, with `.automatic` resolved to wheels for a countdown
    /// and compact otherwise, as iOS 14 does.
    open var datePickerStyle: UIDatePickerStyle {
        guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
        return datePickerMode == .countDownTimer ? .wheels : .compact
    }

    /// HeadlessUIKit: what a user's pick does: the date changes (clamped to the limits), then
    /// `.valueChanged` is sent.
    open func simulateDateSelection(_ date: Date) {
        setDate(date, animated: true)
        sendActions(for: .valueChanged)
    }

    /// A date picker's `.valueChanged` is its primary action.
    override var primaryActionSourceEvents: UIControl.Event { .valueChanged }

    private func clamped(_ date: Date) -> Date {
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }
}
