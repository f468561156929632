import Foundation

/// A menu command that sends an action selector along the responder chain (iOS 13).
@MainActor
open class UICommand: UIMenuElement {
    /// The action sent to the first responder that can perform it.
    public let action: Selector
    /// A value the responder can read to tell commands with the same action apart.
    public let propertyList: Any?
    /// Other modifier combinations that send other actions.
    public let alternates: [UICommandAlternate]
    /// The title shown by discoverability interfaces.
    open var discoverabilityTitle: String?
    /// The attributes.
    open var attributes: UIMenuElement.Attributes
    /// The check state.
    open var state: UIMenuElement.State

    /// Makes a command.
    public init(title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }
}

/// Another action a command sends while other modifier keys are held.
@MainActor
open class UICommandAlternate {
    /// The title shown while the modifiers are held.
    public let title: String
    /// The action sent.
    public let action: Selector
    /// The modifiers that select this alternate.
    public let modifierFlags: UIKeyModifierFlags

    /// Makes an alternate.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
    }
}
