import SwiftParser
import SwiftSyntax

// The app's main bundle. On iOS `Bundle.main` is the .app folder: storyboards, nibs, strings. On Linux Foundation's
// `Bundle.main` is the test runner's folder and cannot be replaced, so HeadlessUIKit keeps `Bundle.headlessMain`
// (the launched app's bundle) and the app's files name it instead.

extension Rewriter {
    /// `Bundle.main` → `Bundle.headlessMain`; `.main` as a `bundle:` argument → `.headlessMain`.
    func mainBundle(_ node: MemberAccessExprSyntax) -> MemberAccessExprSyntax? {
        guard node.declName.baseName.text == "main", node.declName.argumentNames == nil else { return nil }
        if let base = node.base {
            guard base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bundle" else { return nil }
        } else {
            guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "bundle" else { return nil }
        }
        let name = node.declName.baseName
        return node.with(\.declName, node.declName.with(\.baseName, .identifier("headlessMain", leadingTrivia: name.leadingTrivia, trailingTrivia: name.trailingTrivia)))
    }

    /// `Bundle(for: X.self)` → `Bundle.headlessMain`: an app's classes live in its main bundle.
    func bundleForClass(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bundle",
              node.arguments.count == 1, node.arguments.first?.label?.text == "for", node.trailingClosure == nil,
              let replacement = Parser.parse(source: "Bundle.headlessMain").statements.first?.item.as(ExprSyntax.self)
        else { return nil }
        return replacement.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `NSLocalizedString("key", comment: "")` → `NSLocalizedString("key", bundle: Bundle.headlessMain, comment: "")`:
    /// the `bundle:` argument goes after the key and `tableName:`, as the signature orders them.
    func localizedString(_ node: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLocalizedString",
              !node.arguments.isEmpty, !node.arguments.contains(where: { $0.label?.text == "bundle" })
        else { return node }
        var arguments = Array(node.arguments)
        let position = (arguments.firstIndex { $0.label?.text == "tableName" } ?? 0) + 1
        let previous = arguments[position - 1]
        let after = previous.trailingComma?.trailingTrivia ?? []
        if previous.trailingComma == nil { arguments[position - 1] = previous.with(\.trailingComma, .commaToken()) }
        let bundle = LabeledExprSyntax(
            label: .identifier("bundle", leadingTrivia: after.isEmpty ? .space : []),
            colon: .colonToken(trailingTrivia: .space),
            expression: ExprSyntax(MemberAccessExprSyntax(
                base: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("Bundle"))),
                declName: DeclReferenceExprSyntax(baseName: .identifier("headlessMain")))),
            trailingComma: position < arguments.count ? .commaToken(trailingTrivia: after) : nil)
        arguments.insert(bundle, at: position)
        return node.with(\.arguments, LabeledExprListSyntax(arguments))
    }
}
