import SwiftSyntax

/// A method declared in the file, as the action tables and `#selector` need it.
struct MethodInfo {
    /// The class, struct or extended type it is declared in.
    var typeName: String?
    /// Whether it is declared in an extension.
    var inExtension: Bool
    var baseName: String
    /// The argument labels, `"_"` for an unlabelled one.
    var labels: [String]
    /// The parameters' types, as written.
    var types: [String]
    var isStatic: Bool
    var isIBAction: Bool
    /// Whether it is an `@IBSegueAction` (a segue's destination maker).
    var isIBSegueAction = false
    /// Whether it returns something other than `Void`.
    var returnsValue: Bool
    /// Whether it is `async` or `throws`.
    var hasEffects: Bool
    var isObjC: Bool
    /// The name given by `@objc(name:)`.
    var explicitSelector: String?
    var position: AbsolutePosition

    /// Whether an `@objc` method has an action's shape: no result, no effects, and nothing, the sender, or the sender
    /// and the event (`UIEvent`) as parameters. Other `@objc` methods (delegate methods…) are not listed as actions.
    var hasActionShape: Bool {
        guard !returnsValue && !hasEffects else { return false }
        switch types.count {
        case 0, 1: return true
        case 2: return types[1].hasPrefix("UIEvent")
        default: return false
        }
    }

    /// Its Objective-C selector.
    var selector: String { explicitSelector ?? ObjCSelectorName.method(baseName, labels: labels) }
}

/// A `#selector(...)` of the file, resolved as far as the file allows.
struct SelectorReference {
    enum Kind { case method, getter, setter }
    var kind: Kind
    /// The type written before the method (`RatingControl` in `RatingControl.ratingButtonTapped(button:)`), if any.
    var typeName: String?
    var baseName: String
    /// The labels written (`nil` for `#selector(save)`, which names the method without them).
    var labels: [String]?
}

/// What the first pass learns of the file: its types and methods, and the methods `#selector` names.
final class DeclarationIndex: SyntaxVisitor {
    private(set) var methods: [MethodInfo] = []
    private(set) var selectors: [SelectorReference] = []
    private(set) var classNames: Set<String> = []
    /// The optional requirements of the file's protocols and its properties of an optional type (RewriteContext).
    private(set) var context = RewriteContext()
    private var typeStack: [(name: String, isExtension: Bool)] = []

    init(_ tree: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classNames.insert(node.name.text)
        context.classNames.insert(node.name.text)
        if let first = node.inheritanceClause?.inheritedTypes.first {
            // `UIKit.UITableViewCell` → `UITableViewCell`; generic arguments dropped.
            let written = first.type.trimmedDescription
            let base = written.split(separator: "<").first.map(String.init) ?? written
            context.superclasses[node.name.text] = base.split(separator: ".").last.map(String.init) ?? base
        }
        if Rewriter.applicationMainAttribute(of: node) != nil { context.applicationMainClass = node.name.text }
        typeStack.append((node.name.text, false))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append((node.name.text, false)); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append((node.name.text, false)); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append((node.name.text, false)); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append((node.name.text, false)); return .visitChildren }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append((node.extendedType.trimmedDescription, true))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    /// Whether a member of a protocol is marked `optional`.
    static func isOptionalRequirement(_ decl: any WithModifiersSyntax) -> Bool {
        decl.modifiers.contains { $0.name.tokenKind == .keyword(.optional) }
    }

    /// `name(label:_:)`: a method's name as an optional requirement's call matches it.
    static func requirementKey(_ name: String, labels: [String]) -> String {
        name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        recordExtensionOverride(ExtensionOverride.forwarder(for: node), of: node)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if Self.isOptionalRequirement(node) { context.optionalRequirements.insert(name); continue }
            let type = binding.typeAnnotation?.type
            if type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
                || type?.trimmedDescription.hasPrefix("Optional<") == true
                || binding.initializer?.value.is(ClosureExprSyntax.self) == true {
                context.optionalProperties.insert(name)
            }
        }
        return .visitChildren
    }

    /// An extension's override, as the forwarder its class's body gets (by the extended type's name).
    private func recordExtensionOverride(_ forwarder: String?, of node: some SyntaxProtocol) {
        guard let forwarder, let typeName = Rewriter.extendedTypeName(of: node) else { return }
        if !context.extensionOverrides[typeName, default: []].contains(forwarder) {
            context.extensionOverrides[typeName, default: []].append(forwarder)
        }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        recordExtensionOverride(ExtensionOverride.forwarder(for: node), of: node)
        let parameters = node.signature.parameterClause.parameters
        if Self.isOptionalRequirement(node) {
            context.optionalRequirements.insert(Self.requirementKey(node.name.text, labels: parameters.map { $0.firstName.text }))
        }
        let objc = node.attributes.attribute(named: "objc")
        var explicitSelector: String?
        if case .objCName(let pieces)? = objc?.arguments {
            explicitSelector = pieces.trimmedDescription.filter { !$0.isWhitespace }
        }
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) ?? false
        methods.append(MethodInfo(
            // A function inside a function body belongs to no type.
            typeName: isMember ? typeStack.last?.name : nil,
            inExtension: isMember && (typeStack.last?.isExtension ?? false),
            baseName: node.name.text,
            labels: parameters.map { $0.firstName.text },
            types: parameters.map { $0.type.trimmedDescription },
            isStatic: node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) },
            isIBAction: node.attributes.attribute(named: "IBAction") != nil,
            isIBSegueAction: node.attributes.attribute(named: "IBSegueAction") != nil,
            returnsValue: node.signature.returnClause.map { !["Void", "()"].contains($0.type.trimmedDescription) } ?? false,
            hasEffects: node.signature.effectSpecifiers != nil,
            isObjC: objc != nil,
            explicitSelector: explicitSelector,
            position: node.positionAfterSkippingLeadingTrivia
        ))
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector", let reference = Self.selectorReference(node) { selectors.append(reference) }
        return .visitChildren
    }

    /// What a `#selector(...)` names, or nil if it is not a shape the rewriter knows.
    static func selectorReference(_ node: MacroExpansionExprSyntax) -> SelectorReference? {
        guard let argument = node.arguments.first else { return nil }
        var kind = SelectorReference.Kind.method
        switch argument.label?.text {
        case "getter": kind = .getter
        case "setter": kind = .setter
        case nil: break
        default: return nil
        }
        var expression = argument.expression
        while true {
            if let cast = expression.as(AsExprSyntax.self) { expression = cast.expression; continue }
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                expression = only.expression
                continue
            }
            break
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return SelectorReference(kind: kind, typeName: nil, baseName: reference.baseName.text,
                                     labels: reference.argumentNames.map { $0.arguments.map(\.name.text) })
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            var typeName = member.base?.trimmedDescription
            if typeName == "self" || typeName == "Self" { typeName = nil }
            if let name = typeName, name.hasSuffix(".self") { typeName = String(name.dropLast(5)) }
            return SelectorReference(kind: kind, typeName: typeName, baseName: member.declName.baseName.text,
                                     labels: member.declName.argumentNames.map { $0.arguments.map(\.name.text) })
        }
        return nil
    }

    /// The methods a selector may name, best first: the written type's, then any.
    func candidates(for reference: SelectorReference) -> [MethodInfo] {
        let named = methods.filter { method in
            method.baseName == reference.baseName && (reference.labels == nil || reference.labels == method.labels)
        }
        if let typeName = reference.typeName {
            let ofType = named.filter { $0.typeName == typeName }
            if !ofType.isEmpty { return ofType }
        }
        return named
    }

    /// Whether some `#selector` of the file names this method.
    func isSelectorTarget(_ method: MethodInfo) -> Bool {
        selectors.contains { reference in
            reference.kind == .method && reference.baseName == method.baseName
                && (reference.labels == nil || reference.labels == method.labels)
                && (reference.typeName == nil || reference.typeName == method.typeName)
        }
    }
}

extension AttributeListSyntax {
    /// The first attribute with this name (`objc` for `@objc` and `@objc(name:)`).
    func attribute(named name: String) -> AttributeSyntax? {
        for element in self {
            if case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == name { return attribute }
        }
        return nil
    }
}
