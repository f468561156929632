import Foundation

/// A description of elements on screen, evaluated each time it is used (as XCUITest's
/// `XCUIElementQuery`): `app.buttons`, `app.tables.cells`, `app.buttons.matching { … }`.
///
/// Subscripting, `element(boundBy:)`, `firstMatch` and `element` give a `HeadlessElement`, which
/// is also found again at each use, so an element named before a screen appears works once it
/// has appeared.
@MainActor
public struct HeadlessQuery: HeadlessElementQuerying, @MainActor CustomStringConvertible {
    let window: UIWindow
    /// How the query reads in messages: `buttons["Save"]`.
    let path: String
    let evaluate: @MainActor (DriverNode) -> [DriverNode]

    init(window: UIWindow, path: String, evaluate: @escaping @MainActor (DriverNode) -> [DriverNode]) {
        self.window = window
        self.path = path
        self.evaluate = evaluate
    }

    /// How the query reads: `app.navigationBars.buttons["Add"]`.
    public var description: String { "app." + path }

    /// The matches in a fresh look at the screen.
    func nodes() -> (matches: [DriverNode], screen: DriverNode) {
        let screen = DriverSnapshot.take(window)
        return (evaluate(screen), screen)
    }

    // MARK: Reading

    /// How many elements match now.
    public var count: Int { nodes().matches.count }

    /// The matching elements now, each bound to its index in the query.
    public var allElementsBoundByIndex: [HeadlessElement] {
        (0..<count).map { element(boundBy: $0) }
    }

    /// The element that matches by identifier: its `accessibilityIdentifier`, its
    /// `accessibilityLabel`, or a text it shows (a button's title, a label's text, a field's
    /// placeholder or text, a bar button's title or system item name such as "Add", a
    /// navigation bar's title). Using it needs exactly one match.
    public subscript(_ identifier: String) -> HeadlessElement {
        HeadlessElement(query: matching(identifier: identifier), selection: .only)
    }

    /// The element at `index` among the matches (screen order: depth first, front to back in
    /// each view's subviews order).
    public func element(boundBy index: Int) -> HeadlessElement {
        HeadlessElement(query: self, selection: .index(index))
    }

    /// The only match; using it stops when there are none or several.
    public var element: HeadlessElement { HeadlessElement(query: self, selection: .only) }

    /// The first match (no error when there are several).
    public var firstMatch: HeadlessElement { HeadlessElement(query: self, selection: .first) }

    // MARK: Narrowing

    /// The matches whose identifier, label or visible text is `identifier`.
    public func matching(identifier: String) -> HeadlessQuery {
        filtered("[\"\(identifier)\"]") { $0.matches(identifier) }
    }

    /// The matches for which `predicate` is true. The predicate gets each match as a
    /// `HeadlessElement` (on Linux, Foundation only evaluates block predicates:
    /// `NSPredicate { element, _ in (element as? HeadlessElement)?.label == "Soup" }`).
    public func matching(_ predicate: NSPredicate) -> HeadlessQuery {
        filtered(".matching(\(predicate))") { predicate.evaluate(with: HeadlessElement(window: window, node: $0)) }
    }

    /// The matches for which `isIncluded` is true.
    public func matching(_ isIncluded: @escaping @MainActor (HeadlessElement) -> Bool) -> HeadlessQuery {
        filtered(".matching(closure)") { isIncluded(HeadlessElement(window: window, node: $0)) }
    }

    /// The matches of `type` named `identifier` (nil: any name).
    public func matching(_ type: HeadlessElementType, identifier: String?) -> HeadlessQuery {
        filtered(".matching(\(type)\(identifier.map { ", \"\($0)\"" } ?? ""))") {
            (type == .any || $0.type == type) && (identifier.map($0.matches) ?? true)
        }
    }

    /// The matches that hold, somewhere inside, an element of `type` named `identifier`
    /// (`app.cells.containing(.staticText, identifier: "Soup")`).
    public func containing(_ type: HeadlessElementType, identifier: String?) -> HeadlessQuery {
        filtered(".containing(\(type)\(identifier.map { ", \"\($0)\"" } ?? ""))") { node in
            node.descendants.contains { (type == .any || $0.type == type) && (identifier.map($0.matches) ?? true) }
        }
    }

    /// The elements of `type` anywhere inside the matches.
    public func descendants(matching type: HeadlessElementType) -> HeadlessQuery {
        let parent = evaluate
        return HeadlessQuery(window: window, path: path + "." + Self.plural(type)) { screen in
            Self.unique(parent(screen).flatMap { $0.descendants.filter { type == .any || $0.type == type } })
        }
    }

    /// The elements of `type` directly inside the matches.
    public func children(matching type: HeadlessElementType) -> HeadlessQuery {
        let parent = evaluate
        return HeadlessQuery(window: window, path: path + ".children(\(type))") { screen in
            Self.unique(parent(screen).flatMap { $0.children.filter { type == .any || $0.type == type } })
        }
    }

    /// The matches that pass, read as a query of their own (`barButtons` rather than `buttons.…`).
    func narrowed(to name: String, _ isIncluded: @escaping @MainActor (DriverNode) -> Bool) -> HeadlessQuery {
        let parent = evaluate
        let base = path.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        return HeadlessQuery(window: window, path: base.isEmpty ? name : base + "." + name) { parent($0).filter(isIncluded) }
    }

    func filtered(_ suffix: String, _ isIncluded: @escaping @MainActor (DriverNode) -> Bool) -> HeadlessQuery {
        let parent = evaluate
        return HeadlessQuery(window: window, path: path + suffix) { parent($0).filter(isIncluded) }
    }

    static func unique(_ nodes: [DriverNode]) -> [DriverNode] {
        var result: [DriverNode] = []
        for node in nodes where !result.contains(where: { $0.isSame(as: node) }) { result.append(node) }
        return result
    }

    /// `buttons`, `staticTexts`, `switches`… as the query properties are named.
    static func plural(_ type: HeadlessElementType) -> String {
        switch type {
        case .any: return "descendants"
        case .switch: return "switches"
        case .other: return "otherElements"
        case .searchField: return "searchFields"
        default: return type.rawValue + "s"
        }
    }
}
