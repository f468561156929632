import SwiftSyntax

// The app's container. On iOS `FileManager.urls(for: .documentDirectory, in: .userDomainMask)` is the app's own
// Documents folder; on Linux Foundation answers with the home folder of whoever runs the tests. HeadlessUIKit gives
// the app a container (docs/ios-apps.md) and the app's files ask it instead.

extension Rewriter {
    /// Functions whose answer is a folder of the app's container, and their HeadlessUIKit stand-ins.
    static let containerFunctions = [
        "NSSearchPathForDirectoriesInDomains": "HeadlessSearchPathForDirectoriesInDomains",
        "NSHomeDirectory": "HeadlessHomeDirectory",
    ]

    /// `fm.urls(for:in:)` → `fm.headlessURLs(for:in:)`, `fm.url(for:in:appropriateFor:create:)` →
    /// `fm.headlessURL(…)`, `NSSearchPathForDirectoriesInDomains(…)` and `NSHomeDirectory()` → HeadlessUIKit's.
    func containerPaths(_ node: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
           let replacement = Self.containerFunctions[reference.baseName.text] {
            let name = reference.baseName
            let renamed = reference.with(\.baseName, .identifier(replacement, leadingTrivia: name.leadingTrivia, trailingTrivia: name.trailingTrivia))
            return node.with(\.calledExpression, ExprSyntax(renamed))
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return node }
        let replacement: String
        switch (member.declName.baseName.text, labels) {
        case ("urls", ["for", "in"]): replacement = "headlessURLs"
        case ("url", ["for", "in", "appropriateFor", "create"]): replacement = "headlessURL"
        default: return node
        }
        let name = member.declName.baseName
        let renamed = member.with(\.declName, member.declName.with(\.baseName, .identifier(replacement, leadingTrivia: name.leadingTrivia, trailingTrivia: name.trailingTrivia)))
        return node.with(\.calledExpression, ExprSyntax(renamed))
    }
}
