import Foundation

// Interactions attached to views, as UIKit keeps them: the view holds them in order, an
// interaction's `view` is weak, and adding one to another view moves it. Headless: nothing
// long-presses or hovers; tests reach an interaction through `interactions`.

extension UIView {
    /// The attached interactions, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { storedInteractions }
        set {
            for interaction in storedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches an interaction, moving it from the view it was on; adding it again does nothing.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard interaction.view !== self else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches an interaction; one that is not attached here is ignored.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
