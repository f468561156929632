import Foundation

extension UITableViewCell {
    /// A list row's content configuration for the cell's style (image, text, secondary text), ready to fill in.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The cell's content as a configuration: its view fills the content view. Nil removes it.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationHost.contentConfiguration }
        set { configurationHost.setContent(newValue, in: contentView) }
    }

    /// The cell's background as a configuration, behind the content. Nil removes it.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationHost.backgroundConfiguration }
        set { configurationHost.setBackground(newValue, in: self) }
    }

    /// Whether a state change updates the content configuration by its `updated(for:)`. Default true.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationHost.automaticallyUpdatesContent }
        set { configurationHost.automaticallyUpdatesContent = newValue }
    }

    /// Whether a state change updates the background configuration by its `updated(for:)`. Default true.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationHost.automaticallyUpdatesBackground }
        set { configurationHost.automaticallyUpdatesBackground = newValue }
    }

    /// The background UIKit gives a table row: a plain list row's.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
}
