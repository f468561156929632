import Foundation

/// The content and background configurations of one cell, header or footer, and the views that
/// show them: the machinery `UICollectionViewCell`, `UITableViewCell` and
/// `UITableViewHeaderFooterView` share.
///
/// As in UIKit, a content configuration's view fills the host's content view (pinned to its
/// edges, so self-sizing measures it), and is kept when the next configuration is one it
/// `supports(_:)`; a background configuration is shown by a view behind everything else.
@MainActor
final class ConfigurationHost {
    private(set) var contentConfiguration: (any UIContentConfiguration)?
    private(set) var configurationView: (any UIView & UIContentView)?
    private(set) var backgroundConfiguration: UIBackgroundConfiguration?
    private var backgroundView: UIView?
    /// A state change or `setNeedsUpdateConfiguration()` asked for an update not yet run.
    var needsUpdate = true
    /// The corners a list layout rounds (an inset-grouped section's outer rows), with UIKit's 10-point radius
    /// when the background configuration sets none.
    var roundedCorners: CACornerMask = [] {
        didSet { if roundedCorners != oldValue, let view = backgroundView { applyCorners(to: view) } }
    }
    var automaticallyUpdatesContent = true
    var automaticallyUpdatesBackground = true

    /// Shows `configuration` in `container` (nil removes the view).
    func setContent(_ configuration: (any UIContentConfiguration)?, in container: UIView) {
        contentConfiguration = configuration
        guard let configuration else {
            configurationView?.removeFromSuperview()
            configurationView = nil
            return
        }
        if let view = configurationView, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        configurationView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        configurationView = view
    }

    /// Shows `configuration` behind `host`'s subviews (nil removes it).
    func setBackground(_ configuration: UIBackgroundConfiguration?, in host: UIView) {
        backgroundConfiguration = configuration
        guard let configuration else {
            backgroundView?.removeFromSuperview()
            backgroundView = nil
            return
        }
        let view = backgroundView ?? UIView()
        if backgroundView == nil {
            backgroundView = view
            host.insertSubview(view, at: 0)
        }
        let insets = configuration.backgroundInsets
        view.frame = CGRect(x: insets.leading, y: insets.top, width: max(0, host.bounds.width - insets.leading - insets.trailing),
                            height: max(0, host.bounds.height - insets.top - insets.bottom))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.backgroundColor = configuration.resolvedBackgroundColor(for: host.tintColor)
        applyCorners(to: view)
        view.layer.borderWidth = configuration.strokeWidth
        if let stroke = configuration.strokeColor { view.layer.borderColor = stroke.cgColor }
        for subview in view.subviews where subview !== configuration.customView { subview.removeFromSuperview() }
        if let custom = configuration.customView, custom.superview !== view {
            custom.frame = view.bounds
            custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(custom)
        }
    }

    private func applyCorners(to view: UIView) {
        let radius = backgroundConfiguration?.cornerRadius ?? 0
        if radius == 0, !roundedCorners.isEmpty {
            view.layer.cornerRadius = 10
            view.layer.maskedCorners = roundedCorners
        } else {
            view.layer.cornerRadius = radius
            view.layer.maskedCorners = .all
        }
    }

    /// Runs a pending update: the configurations' `updated(for:)` when automatic, then `update`
    /// (the host's `updateConfiguration(using:)`).
    func updateIfNeeded<State: UIConfigurationState>(state: State, host: UIView, container: UIView, update: (State) -> Void) {
        guard needsUpdate else { return }
        needsUpdate = false
        if automaticallyUpdatesContent, let content = contentConfiguration {
            setContent(content.updated(for: state), in: container)
        }
        if automaticallyUpdatesBackground, let background = backgroundConfiguration {
            setBackground(background.updated(for: state), in: host)
        }
        update(state)
    }
}
