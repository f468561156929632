import Foundation

/// A view that applies a visual effect (blur, vibrancy) behind or to its content. Add subviews
/// to `contentView`, not to the effect view itself. Headless: the effect is kept, not drawn.
@MainActor
open class UIVisualEffectView: UIView {
    /// The content view; the nib decoder may replace it with the archived one.
    var storedContentView: UIView!

    /// Makes an effect view with an effect (nil for none), sized zero.
    public convenience init(effect: UIVisualEffect?) {
        self.init(frame: .zero)
        self.effect = effect
    }

    /// Makes an effect view with no effect.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    /// Makes an effect view from an archive, with a content view until the nib decoder sets the archived one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if storedContentView == nil { installContentView() }
    }

    private func installContentView() {
        let content = UIView(frame: bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        storedContentView = content
        addSubview(content)
    }

    /// The effect; nil for none.
    open var effect: UIVisualEffect?

    /// The view to add content to; it fills the effect view.
    open var contentView: UIView { storedContentView }
}
