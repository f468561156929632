import SwiftParser
import SwiftSyntax

// Overrides declared in extensions. On iOS UIKit's methods are `@objc`, so an app may override one in an extension
// (`extension ListViewController { override func tableView(_:numberOfRowsInSection:) … }`, a common way to group a
// table view controller's data source). Swift on Linux refuses it ("cannot be overridden from extension"). The
// rewriter keeps the method where it is, renamed `__extension_<name>` and no longer `override`, and adds to the
// class's own body an override that forwards to it (on the class's closing-brace line, so no line moves). The
// context scan records the forwarders of every file's extensions, so a class gets them whichever file extends it.
// Only methods and computed properties of the app's own classes are moved this way; a variadic parameter, a property
// with observers or throwing accessors, and `static`/`class` members are left as written (and still fail to compile).

/// The forwarding override for an extension member, when it can be written.
enum ExtensionOverride {
    /// The prefix of a renamed member: `__extension_viewDidLoad`.
    static let prefix = "__extension_"

    /// The override to add to the class's body for a method of an extension, or nil when it is not an override that
    /// can be forwarded.
    static func forwarder(for node: FunctionDeclSyntax) -> String? {
        guard isForwardableOverride(node.modifiers) else { return nil }
        let parameters = node.signature.parameterClause.parameters
        guard parameters.allSatisfy({ $0.ellipsis == nil }) else { return nil }
        let arguments = parameters.map { parameter -> String in
            let label = parameter.firstName.text == "_" ? "" : parameter.firstName.text + ": "
            let name = (parameter.secondName ?? parameter.firstName).text
            let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
                $0.trimmedDescription == "inout"
            } ?? false
            return label + (isInout ? "&" : "") + name
        }
        let effects = node.signature.effectSpecifiers
        let call = (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
            + prefix + node.name.text + "(" + arguments.joined(separator: ", ") + ")"
        // Tokens joined by single spaces: one line, without the comments a signature may hold.
        var header = modifiers(node.modifiers) + "func " + node.name.text + tokens(node.genericParameterClause) + tokens(node.signature)
        if let clause = node.genericWhereClause { header += " " + tokens(clause) }
        return header + " { " + call + " }"
    }

    /// The override to add for a computed property of an extension (`override var prefersStatusBarHidden: Bool {…}`).
    static func forwarder(for node: VariableDeclSyntax) -> String? {
        guard isForwardableOverride(node.modifiers), node.bindingSpecifier.tokenKind == .keyword(.var),
              node.bindings.count == 1, let binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type, binding.initializer == nil,
              let accessors = binding.accessorBlock else { return nil }
        var setter = false
        if case .accessors(let list) = accessors.accessors {
            for accessor in list {
                guard accessor.effectSpecifiers == nil else { return nil }
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get): continue
                case .keyword(.set): setter = true
                default: return nil   // observers (willSet/didSet) and others stay as written
                }
            }
        }
        let renamed = prefix + name
        let body = setter ? "get { \(renamed) } set { \(renamed) = newValue }" : renamed
        return modifiers(node.modifiers) + "var " + name + ": " + tokens(type) + " { " + body + " }"
    }

    /// `override`, not `static` or `class`.
    static func isForwardableOverride(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            && !modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// The forwarder's modifiers: the member's access (`public`, `open`) and `override`.
    private static func modifiers(_ list: DeclModifierListSyntax) -> String {
        let access = list.first { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
        return (access.map { $0.name.text + " " } ?? "") + "override "
    }

    /// The node's text on one line: each run of trivia (spaces, line breaks, comments) becomes one space.
    private static func tokens(_ node: (some SyntaxProtocol)?) -> String {
        guard let node else { return "" }
        var text = ""
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !token.leadingTrivia.isEmpty && !text.isEmpty && !text.hasSuffix(" ") { text += " " }
            text += token.text
            if !token.trailingTrivia.isEmpty { text += " " }
        }
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}

extension Rewriter {
    /// Whether a member is an extension's override of a class the app declares (this file's or the context's).
    func isExtensionOverride(_ node: some SyntaxProtocol, forwardable: Bool) -> Bool {
        guard forwardable, let typeName = Self.extendedTypeName(of: node) else { return false }
        return appClassNames.contains(typeName)
    }

    /// The extended type's name when `node` is a member of an extension (nil elsewhere).
    static func extendedTypeName(of node: some SyntaxProtocol) -> String? {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return nil }
        var current = node.parent
        while let parent = current {
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self) { return extensionDecl.extendedType.trimmedDescription }
            if parent.is(ClassDeclSyntax.self) || parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// An extension's override, renamed `__extension_<name>` and without `override` (and `private`/`fileprivate`, so
    /// the forwarder in the class's body, maybe in another file, can call it). The name keeps its position.
    func renamedExtensionOverride<D: WithAttributesSyntax & WithModifiersSyntax>(_ decl: D) -> D {
        edit(decl, attribute: { _ in .keep }, removeModifier: { modifier in
            [.keyword(.override), .keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind)
        })
    }

    /// `func f` → `func __extension_f`.
    func renamedName(_ name: TokenSyntax) -> TokenSyntax {
        name.with(\.tokenKind, .identifier(ExtensionOverride.prefix + name.text))
    }

    /// Adds the forwarding overrides of the class's extensions (from any file) on the line of its closing brace.
    func addExtensionOverrideForwarders(to decl: ClassDeclSyntax, original: ClassDeclSyntax) -> ClassDeclSyntax {
        let className = original.name.text
        guard let forwarders = extensionOverrides[className], !forwarders.isEmpty else { return decl }
        let members = forwarders.compactMap { Parser.parse(source: $0).statements.first?.item.as(DeclSyntax.self) }
        let result = Self.appendingOnClosingLine(members, to: decl, indentation: Self.memberIndentation(of: original))
        note(.note, at: original.name.positionAfterSkippingLeadingTrivia,
             "\(className) forwards \(forwarders.count) override(s) declared in its extensions (renamed \(ExtensionOverride.prefix)…): "
                + "Swift on Linux does not override from an extension")
        return result
    }
}
