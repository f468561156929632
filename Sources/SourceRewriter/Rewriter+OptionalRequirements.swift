import SwiftParser
import SwiftSyntax

// `@objc protocol`s with `optional` requirements, which need Objective-C.
//
// On iOS a conformer may omit an optional requirement, and a call through `?(` yields nil when it did:
// `delegate?.title?(for: 3)` is a `String?`, nil when there is no delegate or when it does not implement the method.
// Here each optional method stays a requirement, made `throws`, with a default implementation in a generated
// extension that throws; the call becomes `try? delegate?.title(for: 3)`: the implementation's value, or nil when
// there is none. A conformer's non-throwing method satisfies the throwing requirement, so conformers compile as
// written. `x.f!(…)` becomes `try! x.f(…)`: it stops the app when `f` is missing, as iOS's force unwrap does.

/// The error the generated default implementation of an optional requirement throws (one per rewritten file).
let notImplementedError = "_OptionalRequirementNotImplemented"

/// A call to rewrite, found before rewriting: `x?.f?(…)` or `x.f!(…)`.
struct OptionalCallPlan {
    /// The calls whose `?`/`!` after the method's name goes.
    var calls: Set<SyntaxIdentifier> = []
    /// The expressions (the whole postfix chain each call is part of) that get `try?` (true) or `try!` (false).
    var roots: [SyntaxIdentifier: Bool] = [:]
}

/// Finds the calls of optional requirements in the original tree.
final class OptionalCallFinder: SyntaxVisitor {
    let context: RewriteContext
    var plan = OptionalCallPlan()

    init(context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    /// The method name and whether the call is `?(` (true) or `!(` (false), for `base.name?(…)` and `base.name!(…)`.
    static func optionalCallee(_ call: FunctionCallExprSyntax) -> (member: MemberAccessExprSyntax, optional: Bool)? {
        if let chained = call.calledExpression.as(OptionalChainingExprSyntax.self),
           let member = chained.expression.as(MemberAccessExprSyntax.self), member.base != nil {
            return (member, true)
        }
        if let unwrapped = call.calledExpression.as(ForceUnwrapExprSyntax.self),
           let member = unwrapped.expression.as(MemberAccessExprSyntax.self), member.base != nil {
            return (member, false)
        }
        return nil
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let (member, optional) = Self.optionalCallee(node) else { return .visitChildren }
        let name = member.declName.baseName.text
        var labels = node.arguments.map { $0.label?.text ?? "_" }
        if node.trailingClosure != nil { labels.append("_") }
        labels += node.additionalTrailingClosures.map(\.label.text)
        let key = DeclarationIndex.requirementKey(name, labels: labels)
        // A known requirement is rewritten; a property of an optional type holds a closure: left alone.
        guard context.optionalRequirements.contains(key) || !context.optionalProperties.contains(name) else { return .visitChildren }
        plan.calls.insert(node.id)
        let root = Self.chainRoot(of: Syntax(node))
        plan.roots[root.id] = (plan.roots[root.id] ?? false) || optional
        return .visitChildren
    }

    /// The whole postfix expression a call is part of (`x?.f?(1).count`): what `try?` must cover.
    static func chainRoot(of node: Syntax) -> Syntax {
        var current = node
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id { current = parent; continue }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id { current = parent; continue }
            if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == current.id {
                current = parent
                continue
            }
            if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { current = parent; continue }
            break
        }
        return current
    }
}

extension Rewriter {
    /// `x?.f?(…)` → `x?.f(…)` (the `try?` comes with the chain's root).
    func removeOptionalCallMark(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        guard let (member, _) = OptionalCallFinder.optionalCallee(call) else { return call }
        let mark = call.calledExpression.trailingTrivia
        return call.with(\.calledExpression, ExprSyntax(member.with(\.trailingTrivia, member.trailingTrivia + mark)))
    }

    /// Wraps a chain that calls an optional requirement in `try?` (or `try!`); in parentheses unless it is a statement.
    func wrapInTry(_ expression: ExprSyntax, original: some SyntaxProtocol) -> ExprSyntax {
        guard let optional = optionalCalls.roots[original.id] else { return expression }
        let statement = original.parent?.is(CodeBlockItemSyntax.self) ?? false
        let text = "try\(optional ? "?" : "!") " + expression.trimmedDescription
        let source = statement ? text : "(" + text + ")"
        guard let wrapped = Parser.parse(source: source).statements.first?.item.as(ExprSyntax.self) else { return expression }
        return wrapped.with(\.leadingTrivia, expression.leadingTrivia).with(\.trailingTrivia, expression.trailingTrivia)
    }

    /// An `@objc` protocol: class-bound (`AnyObject`, as `@objc` made it), its optional requirements made throwing, and
    /// their default implementations in an extension written after its closing brace.
    func objcProtocol(_ decl: ProtocolDeclSyntax, original: ProtocolDeclSyntax) -> ProtocolDeclSyntax {
        var decl = addAnyObject(to: decl)
        var defaults: [String] = []
        let access = original.modifiers.contains { $0.name.tokenKind == .keyword(.public) } ? "public " : ""
        var members: [MemberBlockItemSyntax] = []
        for item in decl.memberBlock.members {
            var item = item
            if let function = item.decl.as(FunctionDeclSyntax.self), DeclarationIndex.isOptionalRequirement(function) {
                let (requirement, implementation) = optionalMethod(function, protocolName: original.name.text)
                item.decl = DeclSyntax(requirement)
                if let implementation { defaults.append(access + implementation) }
            } else if let variable = item.decl.as(VariableDeclSyntax.self), DeclarationIndex.isOptionalRequirement(variable) {
                let (requirement, implementation) = optionalProperty(variable, protocolName: original.name.text)
                item.decl = DeclSyntax(requirement)
                if let implementation { defaults.append(access + implementation) }
            } else if let other = item.decl.as(SubscriptDeclSyntax.self), DeclarationIndex.isOptionalRequirement(other) {
                note(.error, at: item.positionAfterSkippingLeadingTrivia,
                     "optional subscript of \(original.name.text) needs Objective-C: left as a requirement every conformer must implement")
                item.decl = DeclSyntax(removeOptional(other))
            } else if let other = item.decl.as(InitializerDeclSyntax.self), DeclarationIndex.isOptionalRequirement(other) {
                note(.error, at: item.positionAfterSkippingLeadingTrivia,
                     "optional initializer of \(original.name.text) needs Objective-C: left as a requirement every conformer must implement")
                item.decl = DeclSyntax(removeOptional(other))
            }
            members.append(item)
        }
        decl.memberBlock.members = MemberBlockItemListSyntax(members)
        if !defaults.isEmpty {
            // Declarations sharing a line need semicolons between them.
            var text = "extension \(original.name.text) { " + defaults.joined(separator: "; ") + " }"
            if !declaredNotImplementedError {
                declaredNotImplementedError = true
                text += "; fileprivate struct \(notImplementedError): Error {}"
            }
            pendingExtensions[original.name.text] = text
            note(.note, at: original.name.positionAfterSkippingLeadingTrivia,
                 "optional requirements of \(original.name.text) made throwing, with default implementations that throw: call them as x?.f?(…) (rewritten to try? x?.f(…))")
        }
        return decl
    }

    /// `@objc protocol P` is class-bound: `protocol P: AnyObject` keeps `weak var delegate: P?` valid.
    func addAnyObject(to decl: ProtocolDeclSyntax) -> ProtocolDeclSyntax {
        let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard !inherited.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }) else { return decl }
        var decl = decl
        let anyObject = InheritedTypeSyntax(type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("AnyObject"))))
        if var clause = decl.inheritanceClause, let last = clause.inheritedTypes.last {
            var types = Array(clause.inheritedTypes.dropLast())
            types.append(last.with(\.type, last.type.with(\.trailingTrivia, [])).with(\.trailingComma, .commaToken(trailingTrivia: .space)))
            types.append(anyObject.with(\.trailingTrivia, last.trailingTrivia))
            clause.inheritedTypes = InheritedTypeListSyntax(types)
            decl.inheritanceClause = clause
        } else {
            let trailing = decl.name.trailingTrivia
            decl.name = decl.name.with(\.trailingTrivia, [])
            decl.inheritanceClause = InheritanceClauseSyntax(
                colon: .colonToken(trailingTrivia: .space),
                inheritedTypes: InheritedTypeListSyntax([anyObject.with(\.trailingTrivia, trailing)]))
        }
        return decl
    }

    /// Removes `optional`, keeping the lines.
    func removeOptional<D: WithAttributesSyntax & WithModifiersSyntax>(_ decl: D) -> D {
        edit(decl, attribute: { _ in .keep }, removeModifier: { $0.name.tokenKind == .keyword(.optional) })
    }

    /// `optional func f(_ x: Int) -> T` → the requirement `func f(_ x: Int) throws -> T` and its default implementation.
    func optionalMethod(_ function: FunctionDeclSyntax, protocolName: String) -> (FunctionDeclSyntax, String?) {
        var function = removeOptional(function)
        if function.signature.effectSpecifiers?.throwsClause != nil {
            note(.warning, at: function.positionAfterSkippingLeadingTrivia,
                 "optional requirement \(function.name.text) of \(protocolName) throws: an implementation missing throws as its errors do (write try? x?.f(…))")
        } else {
            let parameters = function.signature.parameterClause
            let throwsClause = ThrowsClauseSyntax(throwsSpecifier: .keyword(.throws, leadingTrivia: .space, trailingTrivia: parameters.rightParen.trailingTrivia))
            var effects = function.signature.effectSpecifiers ?? FunctionEffectSpecifiersSyntax()
            if let async = effects.asyncSpecifier {
                effects.asyncSpecifier = async.with(\.trailingTrivia, [])
                effects.throwsClause = throwsClause.with(\.throwsSpecifier.trailingTrivia, async.trailingTrivia)
            } else {
                function.signature.parameterClause = parameters.with(\.rightParen.trailingTrivia, [])
                effects.throwsClause = throwsClause
            }
            function.signature.effectSpecifiers = effects
        }
        let isStatic = function.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        let implementation = (isStatic ? "static " : "") + "func " + Self.oneLine(function.name)
            + (function.genericParameterClause.map { Self.oneLine($0) } ?? "") + Self.oneLine(function.signature)
            + (function.genericWhereClause.map { " " + Self.oneLine($0) } ?? "")
            + " { throw \(notImplementedError)() }"
        return (function, implementation)
    }

    /// `optional var v: T? { get }` → a requirement with a default of nil; `optional var v: T { get }` → `{ get throws }`
    /// with a default that throws (reads need `try?`: an error note); a settable non-optional one stays required.
    func optionalProperty(_ variable: VariableDeclSyntax, protocolName: String) -> (VariableDeclSyntax, String?) {
        var variable = removeOptional(variable)
        guard variable.bindings.count == 1, var binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type else { return (variable, nil) }
        let isStatic = variable.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        let prefix = (isStatic ? "static " : "") + "var \(name): \(Self.oneLine(type))"
        let settable: Bool = {
            guard case .accessors(let list)? = binding.accessorBlock?.accessors else { return false }
            return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
        }()
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            // iOS reads an unimplemented optional property as nil.
            return (variable, prefix + " { get { nil }" + (settable ? " set {} }" : " }"))
        }
        if settable {
            note(.error, at: variable.positionAfterSkippingLeadingTrivia,
                 "optional settable property \(name) of \(protocolName) has a non-optional type: left as a requirement every conformer must implement (make its type optional)")
            return (variable, nil)
        }
        // `{ get }` → `{ get throws }`: a conformer's plain property still satisfies it.
        if case .accessors(let list)? = binding.accessorBlock?.accessors, var accessorBlock = binding.accessorBlock,
           let index = Array(list).firstIndex(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) {
            var accessors = Array(list)
            let getter = accessors[index]
            accessors[index] = getter
                .with(\.accessorSpecifier.trailingTrivia, [])
                .with(\.effectSpecifiers, AccessorEffectSpecifiersSyntax(
                    throwsClause: ThrowsClauseSyntax(throwsSpecifier: .keyword(.throws, leadingTrivia: .space, trailingTrivia: getter.accessorSpecifier.trailingTrivia))))
            accessorBlock.accessors = .accessors(AccessorDeclListSyntax(accessors))
            binding.accessorBlock = accessorBlock
            variable.bindings = PatternBindingListSyntax([binding])
        }
        note(.error, at: variable.positionAfterSkippingLeadingTrivia,
             "optional property \(name) of \(protocolName) has a non-optional type: made { get throws } with a default that throws; "
                + "iOS reads it as \(Self.oneLine(type))?, here a read must be written (try? x?.\(name))")
        return (variable, prefix + " { get throws { throw \(notImplementedError)() } }")
    }

    /// A node's text on one line: each run of trivia becomes one space, comments go (generated code keeps the lines).
    static func oneLine(_ node: some SyntaxProtocol) -> String {
        var text = ""
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !token.leadingTrivia.isEmpty, !text.isEmpty, text.last != " " { text += " " }
            text += token.text
            if !token.trailingTrivia.isEmpty { text += " " }
        }
        return text.trimmingCharacters(in: " ")
    }
}

private extension String {
    func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
