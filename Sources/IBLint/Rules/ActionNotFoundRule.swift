import InterfaceBuilder

/// `action_not_found` (`--sources`): an action whose selector no method of the target's class (with its extensions
/// and superclasses in the sources) has, Swift names mapped to Objective-C selectors as the compiler does
/// (`save(_:)` → `save:`, `save(sender:)` → `saveWithSender:`, `@objc(name:)` as written). An action sent to the
/// First Responder is checked against every class of the sources and UIKit's standard edit actions.
public struct ActionNotFoundRule: LintRule {
    /// `action_not_found`.
    public static let identifier = "action_not_found"
    /// On when `--sources` is given.
    public static let isEnabledByDefault = true
    /// What it checks.
    public static let description = "(with --sources) An action names a selector no method of its target's class has."
    /// An error: UIKit raises "unrecognized selector sent to instance" when the control sends it.
    public static let severity = LintSeverity.error

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        guard let sources = context.project.sources else { return [] }
        return document.connections.compactMap { connection in
            guard connection.kind == .action, let selector = connection.selector, let targetIndex = connection.destinationIndex else { return nil }
            let target = document.objects[targetIndex]
            let sender = document.objects[connection.source]
            if target.placeholderIdentifier == "IBFirstResponder" {
                // The responder chain decides at run time: any class of the app (or UIKit's edit actions) may answer.
                if UIKitMembers.responderActions.contains(selector) || sources.types.values.contains(where: { $0.membersUnknown || $0.selectors.contains(selector) }) {
                    return nil
                }
                return diagnostic("action \"\(selector)\" of \(sender.lintName) goes to the First Responder, but no class in the sources has a method with that selector; nothing in the responder chain will handle it: add `@IBAction func \(swiftName(selector))` to a responder or reconnect the action",
                                  at: connection.position, in: context)
            }
            guard let name = target.checkedCustomClass, let type = sources.type(named: name), type.kind == "class" else { return nil }
            let chain = sources.chain(of: type)
            if chain.hasUnreadMembers || chain.types.contains(where: { $0.selectors.contains(selector) }) { return nil }
            if let superclass = chain.externalSuperclass, !SwiftSourceIndex.isFrameworkClass(superclass) { return nil }
            let base = baseName(selector)
            let near = chain.types.flatMap(\.selectors).filter { baseName($0) == base }.sorted()
            let hint = near.isEmpty ? "" : " (\(type.name) has \(near.joined(separator: ", ")): the parameters differ)"
            return diagnostic("action \"\(selector)\" of \(sender.lintName) names no method of \(type.name) or its superclasses in the sources\(hint); UIKit will raise \"unrecognized selector sent to instance\": add `@IBAction func \(swiftName(selector))` to \(type.name) or reconnect the action",
                              at: connection.position, in: context)
        }
    }

    /// The selector's first part without `With…` (`saveWithSender:` → `save`).
    func baseName(_ selector: String) -> String {
        let head = selector.split(separator: ":", omittingEmptySubsequences: false).first.map(String.init) ?? selector
        guard let range = head.range(of: "With", options: .backwards), range.lowerBound != head.startIndex else { return head }
        return String(head[..<range.lowerBound])
    }

    /// The Swift declaration a selector comes from, in the common cases (`save:` → `save(_:)`).
    func swiftName(_ selector: String) -> String {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return "\(selector)()" }
        var head = parts[0]
        var first = "_"
        if let range = head.range(of: "With", options: .backwards), range.lowerBound != head.startIndex {
            let label = head[range.upperBound...]
            first = (label.first.map { $0.lowercased() } ?? "") + label.dropFirst()
            head = String(head[..<range.lowerBound])
        }
        let rest = parts.dropFirst().dropLast().map { $0.isEmpty ? "_" : $0 }
        return "\(head)(\(([first] + rest).map { $0 + ":" }.joined()))"
    }
}
