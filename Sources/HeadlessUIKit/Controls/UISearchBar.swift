import Foundation

/// A text field for searching, with optional cancel, bookmark and scope buttons.
///
/// Setting `text` in code tells the delegate nothing, as in UIKit; what a user does is simulated:
/// `simulateTextEntry(_:)` (typing), `simulateSearchButtonTap()`, `simulateCancelButtonTap()`,
/// `simulateScopeSelection(_:)`. Becoming and resigning first responder asks and tells the
/// delegate about editing, as UIKit's search field does.
@MainActor
open class UISearchBar: UIView {
    /// The bar's look, with UIKit's raw values (`UISearchBar.Style`).
    public enum Style: UInt, Sendable {
        /// The system's look (prominent).
        case `default` = 0
        /// A translucent background, an opaque field.
        case prominent = 1
        /// No background.
        case minimal = 2
    }

    /// UIKit's bar height without a prompt or scope bar.
    static let standardHeight: CGFloat = 56

    /// Makes a search bar with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a search bar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The delegate, held weakly.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The search controller that owns this bar, told when the user changes the search.
    weak var owningSearchController: UISearchController?
    private var storedSearchTextField: UISearchTextField?

    /// The bar's text field (iOS 13); its text is the bar's.
    open var searchTextField: UISearchTextField {
        if let field = storedSearchTextField { return field }
        let field = UISearchTextField(frame: bounds.insetBy(dx: 8, dy: 10))
        field.searchBar = self
        storedSearchTextField = field
        return field
    }
    /// The text; never nil when read (setting nil empties it), as in UIKit. Default empty.
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }
    private var storedText = ""
    /// The text shown when the field is empty.
    open var placeholder: String?
    /// The keyboard shown. Default `.default`.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's look. Default `.default`.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// A line of text above the field.
    open var prompt: String?
    /// The look. Default `.default`.
    open var searchBarStyle: Style = .default
    /// The background colour of the bar; nil for the default.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent. Default true.
    open var isTranslucent = true
    /// Whether the cancel button shows. Default false.
    open var showsCancelButton = false
    /// Shows or hides the cancel button (the animation is headless).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    /// Whether the bookmark button shows. Default false.
    open var showsBookmarkButton = false
    /// Whether the search results button shows. Default false.
    open var showsSearchResultsButton = false
    /// Whether the scope bar shows. Default false.
    open var showsScopeBar = false
    /// The titles of the scope buttons.
    open var scopeButtonTitles: [String]?
    /// The selected scope button. Default 0.
    open var selectedScopeButtonIndex = 0

    /// A search bar can take the keyboard.
    open override var canBecomeFirstResponder: Bool { true }

    /// Begins editing, if the delegate allows it: `searchBarShouldBeginEditing`, then `searchBarTextDidBeginEditing`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard delegate?.searchBarShouldBeginEditing(self) ?? true,
              HeadlessKeyboard.handOver({ super.becomeFirstResponder() }) else { return false }
        delegate?.searchBarTextDidBeginEditing(self)
        HeadlessKeyboard.inputDidBecomeFirstResponder()
        owningSearchController?.searchBarDidBeginEditing()
        return true
    }

    /// Ends editing, if the delegate allows it: `searchBarShouldEndEditing`, then `searchBarTextDidEndEditing`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.searchBarShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        delegate?.searchBarTextDidEndEditing(self)
        HeadlessKeyboard.inputDidResignFirstResponder()
        return true
    }

    /// HeadlessUIKit: what typing `string` at the end of the text does: the delegate may refuse
    /// (`shouldChangeTextIn`); otherwise the text changes and `textDidChange` follows. Editing
    /// begins first if it has not. Returns whether the text changed.
    @discardableResult
    open func simulateTextEntry(_ string: String) -> Bool {
        if !isFirstResponder, !becomeFirstResponder() { return false }
        let range = NSRange(location: (storedText as NSString).length, length: 0)
        guard delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return false }
        storedText += string
        delegate?.searchBar(self, textDidChange: storedText)
        owningSearchController?.searchDidChange()
        return true
    }

    /// HeadlessUIKit: a tap on the keyboard's search button: `searchBarSearchButtonClicked`.
    open func simulateSearchButtonTap() { delegate?.searchBarSearchButtonClicked(self) }

    /// HeadlessUIKit: a tap on the cancel button: `searchBarCancelButtonClicked` (nothing when it is hidden).
    open func simulateCancelButtonTap() {
        guard showsCancelButton || owningSearchController?.isActive == true else { return }
        delegate?.searchBarCancelButtonClicked(self)
        owningSearchController?.isActive = false
    }

    /// HeadlessUIKit: a tap on a scope button: the index changes, then
    /// `selectedScopeButtonIndexDidChange`. Nothing for a button that does not exist or is already selected.
    open func simulateScopeSelection(_ index: Int) {
        guard let titles = scopeButtonTitles, titles.indices.contains(index), index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        owningSearchController?.searchDidChange()
    }

    /// UIKit's height (56 points); no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISearchBar.standardHeight)
    }
}
