import Foundation

/// The state a view's configurations are updated for: its traits and flags, and custom keys.
@MainActor
public protocol UIConfigurationState {
    /// The traits the view has.
    var traitCollection: UITraitCollection { get set }
    /// A custom value an app stored under a key.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key for an app's own values in a configuration state.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Makes a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Makes a key from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
