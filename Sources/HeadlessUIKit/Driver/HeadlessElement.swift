import Foundation

/// One element on screen, found again each time it is used (as XCUITest's `XCUIElement`):
/// `app.buttons["Save"]`, `app.cells.element(boundBy: 0)`. Read it (`exists`, `label`,
/// `isEnabled`…), query inside it (`cell.staticTexts`), or act on it (`tap()`, `typeText(_:)`…,
/// in the `+Actions` files). A use that finds no element, or several where one is needed, stops
/// with a message listing what is on screen; the `…OrThrow` twins throw `HeadlessDriverError`.
@MainActor
public struct HeadlessElement: HeadlessElementQuerying, @MainActor CustomStringConvertible {
    /// Which match of the query this element is.
    enum Selection {
        /// The only match.
        case only
        /// The first match.
        case first
        /// The match at an index.
        case index(Int)
        /// One element seen in a snapshot (handed to `matching` closures), found again by identity.
        case seen(DriverNode)
    }

    let query: HeadlessQuery
    let selection: Selection

    init(query: HeadlessQuery, selection: Selection) {
        self.query = query
        self.selection = selection
    }

    /// An element seen while evaluating a query.
    init(window: UIWindow, node: DriverNode) {
        let path = node.label.map { "\(HeadlessQuery.plural(node.type))[\"\($0)\"]" } ?? HeadlessQuery.plural(node.type)
        query = HeadlessQuery(window: window, path: path) { screen in
            ([screen] + screen.descendants).filter { $0.isSame(as: node) }
        }
        selection = .seen(node)
    }

    /// How the element reads in messages: `app.buttons["Save"]`.
    public var description: String {
        switch selection {
        case .only, .seen: return query.description
        case .first: return query.description + ".firstMatch"
        case .index(let index): return query.description + ".element(boundBy: \(index))"
        }
    }

    // MARK: Finding

    /// The element's node now, or why there is none.
    func resolve() -> Result<DriverNode, HeadlessDriverError> {
        if case .seen(let node) = selection, isStillOnScreen(node) { return .success(node) }
        let (matches, screen) = query.nodes()
        switch selection {
        case .only:
            if matches.count == 1 { return .success(matches[0]) }
            if matches.isEmpty { return .failure(notFound(screen)) }
            return .failure(HeadlessDriverError(kind: .ambiguous, message: """
                \(description) matches \(matches.count) elements; one is needed (narrow it, or use \
                firstMatch or element(boundBy:)):
                \(matches.map { "  " + $0.summary }.joined(separator: "\n"))
                """))
        case .first, .seen:
            if let first = matches.first { return .success(first) }
            return .failure(notFound(screen))
        case .index(let index):
            if matches.indices.contains(index) { return .success(matches[index]) }
            return .failure(HeadlessDriverError(kind: .notFound, message: """
                \(description): no element at index \(index); the query matches \(matches.count).
                On screen:
                \(screen.outline().map { "  " + $0 }.joined(separator: "\n"))
                """))
        }
    }

    private func isStillOnScreen(_ node: DriverNode) -> Bool {
        let screen = DriverSnapshot.take(query.window)
        return ([screen] + screen.descendants).contains { $0.isSame(as: node) }
    }

    private func notFound(_ screen: DriverNode) -> HeadlessDriverError {
        HeadlessDriverError(kind: .notFound, message: """
            No element matches \(description).
            On screen:
            \(screen.outline().map { "  " + $0 }.joined(separator: "\n"))
            """)
    }

    /// The node, stopping with the message when there is none.
    func node() -> DriverNode {
        switch resolve() {
        case .success(let node): return node
        case .failure(let error): error.raise()
        }
    }

    /// Makes sure the element is on screen now, throwing why it is not.
    public func resolveOrThrow() throws(HeadlessDriverError) {
        _ = try resolve().get()
    }

    // MARK: Reading

    /// Whether exactly the element is on screen now (for `.only` elements: exactly one match).
    public var exists: Bool {
        if case .success = resolve() { return true }
        return false
    }

    /// The accessibility identifier.
    public var identifier: String { node().identifier ?? "" }
    /// The accessibility label (set, or UIKit's default: a label's text, a button's title, a
    /// field's placeholder, a bar button's title or system item's name).
    public var label: String { node().label ?? "" }
    /// The accessibility value: a field's text, a switch's "1" or "0", a slider's percentage.
    public var value: String? { node().value }
    /// The text a button, label, field or bar item shows (the first of them), else "".
    public var title: String { node().visibleTexts.first ?? "" }
    /// A text field's (or search bar's) placeholder.
    public var placeholderValue: String? {
        switch node().view {
        case let field as UITextField: return field.placeholder
        case let search as UISearchBar: return search.placeholder
        default: return nil
        }
    }
    /// The element's kind.
    public var elementType: HeadlessElementType { node().type }
    /// Whether the element is enabled (a control, bar item, tab item or alert action).
    public var isEnabled: Bool { node().isEnabled }
    /// Whether the element is selected (a control's `isSelected`, the selected tab).
    public var isSelected: Bool {
        let node = node()
        switch node.target {
        case .view(let view):
            if let control = view as? UIControl { return control.isSelected }
            if let cell = view as? UITableViewCell { return cell.isSelected }
            if let cell = view as? UICollectionViewCell { return cell.isSelected }
            return false
        case .tabItem(let item, let bar): return bar.selectedItem === item
        default: return false
        }
    }
    /// Whether a tap would reach the element now (on screen, enabled, taking touches).
    public var isHittable: Bool {
        guard case .success(let node) = resolve() else { return false }
        return hittabilityProblem(node) == nil
    }
    /// The element's frame in window coordinates (`.zero` for bar items, which have no view here).
    public var frame: CGRect {
        guard let view = node().view else { return .zero }
        return view.convert(view.bounds, to: nil)
    }
    /// The view behind the element, when it is a view (or a bar item's custom view).
    public var view: UIView? { node().view }
    /// The bar button item behind the element, when it is one.
    public var barButtonItem: UIBarButtonItem? {
        if case .barItem(let item) = node().target { return item }
        return nil
    }
    /// The element and everything inside it, one line each, indented.
    public var debugDescription: String { node().outline().joined(separator: "\n") }

    // MARK: Querying inside

    /// The elements of `type` inside this one.
    public func descendants(matching type: HeadlessElementType) -> HeadlessQuery {
        let element = self
        return HeadlessQuery(window: query.window, path: path("." + HeadlessQuery.plural(type))) { _ in
            guard case .success(let node) = element.resolve() else { return [] }
            return node.descendants.filter { type == .any || $0.type == type }
        }
    }

    /// The elements of `type` directly inside this one.
    public func children(matching type: HeadlessElementType) -> HeadlessQuery {
        let element = self
        return HeadlessQuery(window: query.window, path: path(".children(\(type))")) { _ in
            guard case .success(let node) = element.resolve() else { return [] }
            return node.children.filter { type == .any || $0.type == type }
        }
    }

    private func path(_ suffix: String) -> String {
        String(description.dropFirst("app.".count)) + suffix
    }
}
