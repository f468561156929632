import Foundation

/// An on/off control. A user's toggle is `isOn` changed then `sendActions(for: .valueChanged)`;
/// setting `isOn` or calling `setOn(_:animated:)` in code sends nothing, as in UIKit.
@MainActor
open class UISwitch: UIControl {
    /// UIKit's fixed switch size (51 × 31).
    static let standardSize = CGSize(width: 51, height: 31)

    /// Makes a switch. As in UIKit the frame's size is ignored: a switch is 51 × 31.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.standardSize))
        isOpaque = false
    }

    /// Makes a switch from an archive: on state and colours (a nib's opacity flag is kept).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder {
            decodeSwitchAttributes(nib)
        } else {
            isOpaque = false
        }
    }

    /// Whether the switch is on. Default false.
    open var isOn = false {
        willSet { observedPropertyWillChange(.isOn) }
        didSet { observedPropertyDidChange(.isOn) }
    }

    /// Sets the state; no action is sent (the animation is not simulated).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The colour of the track when on; nil for the default green.
    open var onTintColor: UIColor?
    /// The colour of the thumb; nil for the default white.
    open var thumbTintColor: UIColor?

    /// A switch's `.valueChanged` is its primary action.
    override var primaryActionSourceEvents: UIControl.Event { .valueChanged }

    /// 49 × 31: the alignment rectangle of a 51 × 31 switch (see `alignmentRectInsets`).
    open override var intrinsicContentSize: CGSize { CGSize(width: UISwitch.standardSize.width - 2, height: UISwitch.standardSize.height) }

    /// 2 points on the right lie outside what constraints align. (Read off the frames Xcode stores:
    /// a switch placed by constraints is 51 wide; one stretched to 500 points is 502.)
    open override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2) }

    /// 51 × 31, as in UIKit.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.standardSize }
}
