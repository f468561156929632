import SwiftSyntax

// How an iOS app names its delegate: `@UIApplicationMain` / `@main` on the class, or a `main.swift` calling
// `UIApplicationMain(argc, argv, nil, NSStringFromClass(AppDelegate.self))`. HeadlessUIKit's launcher starts the app
// (`UIApplication.shared.launch(delegate:…)`), so the rewriter reports the class (RewriteResult.applicationMainClass)
// and removes what would start it: the attribute, or the call (top-level code cannot stay in a library target).

extension Rewriter {
    /// The delegate class a `UIApplicationMain(…)` call names: `NSStringFromClass(X.self)` or `"Module.X"`.
    static func delegateClass(of call: FunctionCallExprSyntax) -> String? {
        let arguments = Array(call.arguments)
        guard arguments.count == 4 else { return nil }
        let expression = arguments[3].expression
        if let inner = expression.as(FunctionCallExprSyntax.self),
           inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSStringFromClass",
           let member = inner.arguments.first?.expression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "self", let base = member.base {
            return base.trimmedDescription.split(separator: ".").last.map(String.init)
        }
        if let literal = expression.as(StringLiteralExprSyntax.self), let text = literal.representedLiteralValue, !text.isEmpty {
            return text.split(separator: ".").last.map(String.init)
        }
        return nil
    }

    /// The top-level `UIApplicationMain(…)` call of a statement (`UIApplicationMain(…)`, `_ = …`, `exit(…)`), if any.
    static func applicationMainCall(in item: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
        guard item.item.is(ExprSyntax.self) else { return nil }
        final class Finder: SyntaxVisitor {
            var found: FunctionCallExprSyntax?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIApplicationMain" { found = node }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(item)
        return finder.found
    }

    /// Comments out the file's top-level `UIApplicationMain(…)` statements, keeping the lines, and records the class.
    func removeApplicationMain(_ file: SourceFileSyntax) -> SourceFileSyntax {
        var file = file
        var items: [CodeBlockItemSyntax] = []
        var carry = Trivia()
        for item in file.statements {
            guard let call = Self.applicationMainCall(in: item) else {
                items.append(item.with(\.leadingTrivia, carry + item.leadingTrivia))
                carry = []
                continue
            }
            let delegate = Self.delegateClass(of: call)
            if let delegate { applicationMainClass = delegate }
            note(.note, at: item.positionAfterSkippingLeadingTrivia,
                 "UIApplicationMain(…) commented out: HeadlessUIKit's launcher starts the app"
                    + (delegate.map { " (its delegate, \($0), is RewriteResult.applicationMainClass)" } ?? ""))
            let text = item.with(\.leadingTrivia, []).description
            var pieces: [TriviaPiece] = []
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if index > 0 { pieces.append(.newlines(1)) }
                let trimmed = line.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
                if !trimmed.isEmpty { pieces.append(.lineComment("// " + String(trimmed))) }
            }
            carry += item.leadingTrivia + Trivia(pieces: pieces)
        }
        if !carry.isEmpty {
            // Nothing follows: the comment goes before the end of the file.
            file.endOfFileToken = file.endOfFileToken.with(\.leadingTrivia, carry + file.endOfFileToken.leadingTrivia)
        }
        file.statements = CodeBlockItemListSyntax(items)
        return file
    }
}
