import Foundation

/// A menu element whose children are made later, when the menu opens (iOS 14). Headless: nothing
/// opens menus; `resolve(_:)` asks the provider, as opening the menu would.
@MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// The provider: it calls the completion with the elements to show.
    public typealias Provider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    let provider: Provider
    /// Whether the provider is asked each time the menu opens (`uncached`) rather than once.
    public let isUncached: Bool
    private var cached: [UIMenuElement]?

    /// Makes a deferred element whose elements are asked for once and kept.
    public convenience init(_ elementProvider: @escaping Provider) {
        self.init(provider: elementProvider, isUncached: false)
    }

    init(provider: @escaping Provider, isUncached: Bool) {
        self.provider = provider
        self.isUncached = isUncached
        super.init(title: "")
    }

    /// Makes a deferred element whose elements are asked for every time the menu opens (iOS 15).
    public static func uncached(_ elementProvider: @escaping Provider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, isUncached: true)
    }

    /// Asks the provider for the elements (or hands back the kept ones) and passes them to `completion` when it answers.
    public func resolve(_ completion: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if !isUncached, let cached { completion(cached); return }
        provider { [weak self] elements in
            if let self, !self.isUncached { self.cached = elements }
            completion(elements)
        }
    }
}
