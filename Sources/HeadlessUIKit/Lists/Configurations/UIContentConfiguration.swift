import Foundation

/// A description of a cell's content that makes its own view: set it as a cell's
/// `contentConfiguration` and the cell shows that view in its content view.
@MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration as it should look in a state (selected, highlighted…).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made by a content configuration, able to show a new configuration of its kind.
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration the view shows; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (otherwise the cell makes a new view).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// By default a view shows configurations of the type it shows now.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
