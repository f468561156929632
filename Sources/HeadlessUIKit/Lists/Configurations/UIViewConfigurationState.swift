import Foundation

/// A view's configuration state: traits, and whether it is disabled, highlighted, selected or focused.
@MainActor
public struct UIViewConfigurationState: UIConfigurationState, @MainActor Hashable {
    /// The traits the view has.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted (a finger is down on it).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has focus.
    public var isFocused = false
    /// Whether the view is pinned (a pinned header).
    public var isPinned = false
    var customValues: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Makes a state for traits, with every flag off.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A custom value an app stored under a key.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customValues[key] }
        set { customValues[key] = newValue }
    }
}
