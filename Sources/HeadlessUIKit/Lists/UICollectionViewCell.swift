import Foundation

/// An item of a collection view: a content view holding the item's subviews, with selection and
/// highlight states set by the collection view.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The content view; the nib decoder may replace it with the archived one.
    var storedContentView: UIView!

    /// Makes a cell with a frame and an empty content view.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    /// Makes a cell from an archive, with a content view until the nib decoder sets the archived one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder, let content = nib.object("UIContentView", as: UIView.self) {
            storedContentView = content
        }
        if storedContentView == nil { installContentView() }
    }

    private func installContentView() {
        let content = UIView(frame: bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        storedContentView = content
        addSubview(content)
    }

    /// The view to add the item's own subviews to.
    open var contentView: UIView { storedContentView }

    /// Whether the cell is selected; the collection view sets it as items are selected.
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    /// Whether the cell is highlighted (a finger is down on it).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind the content when the cell is selected.
    open var selectedBackgroundView: UIView?

    // MARK: Configurations (UICollectionViewCell+Configuration.swift has the rest)

    let configurationHost = ConfigurationHost()

    /// Updates the cell's configurations for its state when a change asked for it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
    }

    /// The cell's state for its configurations: its traits, selection and highlight.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout (UIKit does so itself on every state change).
    open func setNeedsUpdateConfiguration() {
        configurationHost.needsUpdate = true
        setNeedsLayout()
    }

    /// Restyles the cell for a state; by default runs `configurationUpdateHandler`. Override to set
    /// configurations from the state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Runs a pending configuration update now (UIKit does before the cell is shown and at layout).
    func updateConfigurationIfNeeded() {
        configurationHost.updateIfNeeded(state: configurationState, host: self, container: contentView) { updateConfiguration(using: $0) }
    }

    /// A closure that restyles the cell for a state, run by `updateConfiguration(using:)`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// Restyles a cell for a state.
    public typealias ConfigurationUpdateHandler = @MainActor (UICollectionViewCell, UICellConfigurationState) -> Void
}
