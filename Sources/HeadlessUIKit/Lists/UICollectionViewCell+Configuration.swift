import Foundation

extension UICollectionViewCell {
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

    /// The background UIKit gives a cell of this kind: clear for a plain cell, a list row's for a list cell.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        self is UICollectionViewListCell ? .listPlainCell() : .clear()
    }
}
