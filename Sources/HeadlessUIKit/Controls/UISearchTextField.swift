import Foundation

/// A search bar's text field (iOS 13). Its text is its search bar's, both ways.
@MainActor
open class UISearchTextField: UITextField {
    weak var searchBar: UISearchBar?

    /// The search bar's text.
    open override var text: String? {
        get { searchBar?.text ?? super.text }
        set { if let searchBar { searchBar.text = newValue } else { super.text = newValue } }
    }

    /// The tokens shown before the text (recorded).
    open var tokens: [UISearchToken] = []
    /// The background colour of the tokens.
    open var tokenBackgroundColor: UIColor?
    /// Whether tokens may be deleted.
    open var allowsDeletingTokens = true
    /// Whether tokens may be copied.
    open var allowsCopyingTokens = true
}

/// A token in a search field (iOS 13).
@MainActor
open class UISearchToken {
    /// The token's icon.
    public let icon: UIImage?
    /// The token's text.
    public let text: String
    /// A value the app attaches.
    open var representedObject: Any?

    init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
    }

    /// A token with an icon and text.
    public static func token(icon: UIImage?, text: String) -> UISearchToken { UISearchToken(icon: icon, text: text) }
}
