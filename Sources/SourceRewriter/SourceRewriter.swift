import SwiftParser
import SwiftSyntax

/// Rewrites an iOS app's Swift file so that it compiles on Linux against HeadlessUIKit, keeping its line numbers.
///
/// It removes what needs Objective-C (`@objc`, `@objcMembers`, `@nonobjc`, `dynamic`), turns `@IBOutlet` into
/// `@Outlet`/`@OutletCollection` and `@IBInspectable` into `@Inspectable`, `#selector(...)` into a `Selector` with the
/// Objective-C name, lists each class's action methods in an `actionMethods` override, turns `import os.log` into
/// `import HeadlessOSLog`, removes `@UIApplicationMain` (HeadlessUIKit's launcher starts the app, reported as
/// `applicationMainClass`), gives `@objc` protocols' optional requirements default implementations, and points
/// `Bundle.main` at `Bundle.headlessMain`. Generated code is kept on existing lines.
public enum SourceRewriter {
    /// The rewritten text of `source` and the notes; `fileName` is the original path, written in `#sourceLocation`.
    ///
    /// `context` adds what the app's other files declare (`RewriteContext.scanning(_:)`): it tells a call of another
    /// file's optional protocol requirement (`x?.f?(…)`, rewritten) from a call of an optional closure (left alone).
    public static func rewrite(_ source: String, fileName: String, context: RewriteContext = RewriteContext()) -> RewriteResult {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        let index = DeclarationIndex(tree)
        let rewriter = Rewriter(index: index, converter: converter, fileName: fileName)
        var known = context
        known.formUnion(index.context)
        rewriter.superclasses = known.superclasses
        rewriter.appClassNames = known.classNames
        rewriter.extensionOverrides = known.extensionOverrides
        let finder = OptionalCallFinder(context: known)
        finder.walk(tree)
        rewriter.optionalCalls = finder.plan
        if tree.hasError {
            rewriter.note(.warning, at: tree.positionAfterSkippingLeadingTrivia,
                          "the file has syntax errors; it is rewritten as the parser recovered it")
        }
        let rewritten = rewriter.rewrite(tree)
        let escaped = fileName.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let text = "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + rewritten.description
        let notes = rewriter.notes.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        return RewriteResult(text: text, notes: notes, applicationMainClass: rewriter.applicationMainClass)
    }
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

/// What to do with one attribute.
enum AttributeEdit {
    case keep
    case remove
    case replace(AttributeSyntax)
}

final class Rewriter: SyntaxRewriter {
    let index: DeclarationIndex
    let converter: SourceLocationConverter
    let fileName: String
    private(set) var notes: [RewriteNote] = []
    /// The optional requirements' calls to rewrite, found before rewriting.
    var optionalCalls = OptionalCallPlan()
    /// Extensions to write after a protocol's closing brace (its optional requirements' defaults), by protocol name.
    var pendingExtensions: [String: String] = [:]
    /// Whether the file already got the error type the defaults throw.
    var declaredNotImplementedError = false
    /// The app delegate's class, when the file starts the app.
    var applicationMainClass: String?
    /// Each app class's superclass, this file's and the context's (for `requiredOverride`).
    var superclasses: [String: String] = [:]
    /// The app's classes, this file's and the context's.
    var appClassNames: Set<String> = []
    /// Per app class, the forwarders of its extensions' overrides (Rewriter+ExtensionOverrides.swift).
    var extensionOverrides: [String: [String]] = [:]

    init(index: DeclarationIndex, converter: SourceLocationConverter, fileName: String) {
        self.index = index
        self.converter = converter
        self.fileName = fileName
        super.init(viewMode: .sourceAccurate)
    }

    func note(_ severity: RewriteNote.Severity, at position: AbsolutePosition, _ message: String) {
        let location = converter.location(for: position)
        notes.append(RewriteNote(severity: severity, fileName: fileName, line: location.line, column: location.column, message: message))
    }

    // MARK: Attributes and modifiers that need Objective-C

    static let objcAttributes: Set<String> = ["objc", "objcMembers", "nonobjc"]

    /// Removes the Objective-C attributes, and `dynamic`, from any declaration.
    func stripObjC<D: WithAttributesSyntax & WithModifiersSyntax>(_ decl: D, extraAttribute: (AttributeSyntax) -> AttributeEdit = { _ in .keep },
                                                                 extraModifier: (DeclModifierSyntax) -> Bool = { _ in false }) -> D {
        edit(decl, attribute: { attribute in
            Self.objcAttributes.contains(attribute.attributeName.trimmedDescription) ? .remove : extraAttribute(attribute)
        }, removeModifier: { modifier in
            modifier.name.tokenKind == .keyword(.dynamic) || extraModifier(modifier)
        })
    }

    /// Edits a declaration's attributes and modifiers, keeping the newlines and comments of what it removes so that
    /// every later token stays on its line.
    func edit<D: WithAttributesSyntax & WithModifiersSyntax>(_ decl: D, attribute: (AttributeSyntax) -> AttributeEdit,
                                                            removeModifier: (DeclModifierSyntax) -> Bool) -> D {
        var decl = decl
        // Modifiers first: what they leave goes onto the next modifier, the last attribute or the keyword.
        if decl.modifiers.contains(where: removeModifier) {
            var carry = Trivia()
            var kept: [DeclModifierSyntax] = []
            for modifier in decl.modifiers {
                if removeModifier(modifier) {
                    carry += modifier.leadingTrivia + Self.linesOnly(modifier.trailingTrivia)
                } else {
                    kept.append(modifier.with(\.leadingTrivia, carry + modifier.leadingTrivia))
                    carry = []
                }
            }
            if !carry.isEmpty, let last = kept.popLast() {
                kept.append(last.with(\.trailingTrivia, last.trailingTrivia + carry))
                carry = []
            }
            decl.modifiers = DeclModifierListSyntax(kept)
            if !carry.isEmpty {
                if let last = decl.attributes.last {
                    var attributes = Array(decl.attributes)
                    attributes[attributes.count - 1] = last.with(\.trailingTrivia, last.trailingTrivia + carry)
                    decl.attributes = AttributeListSyntax(attributes)
                } else {
                    decl.leadingTrivia = carry + decl.leadingTrivia
                }
            }
        }
        var changed = false
        var carry = Trivia()
        var kept: [AttributeListSyntax.Element] = []
        for element in decl.attributes {
            guard case .attribute(let node) = element else {
                kept.append(element.with(\.leadingTrivia, carry + element.leadingTrivia))
                carry = []
                continue
            }
            switch attribute(node) {
            case .keep:
                kept.append(element.with(\.leadingTrivia, carry + element.leadingTrivia))
                carry = []
            case .remove:
                changed = true
                carry += node.leadingTrivia + Self.linesOnly(node.trailingTrivia)
            case .replace(let replacement):
                changed = true
                kept.append(.attribute(replacement.with(\.leadingTrivia, carry + replacement.leadingTrivia)))
                carry = []
            }
        }
        guard changed else { return decl }
        if !carry.isEmpty, let last = kept.popLast() {
            kept.append(last.with(\.trailingTrivia, last.trailingTrivia + carry))
            carry = []
        }
        decl.attributes = AttributeListSyntax(kept)
        if !carry.isEmpty { decl.leadingTrivia = carry + decl.leadingTrivia }
        return decl
    }

    /// The newlines and comments of a trivia: what must stay when a token goes.
    static func linesOnly(_ trivia: Trivia) -> Trivia {
        Trivia(pieces: trivia.pieces.filter { $0.isNewline || $0.isComment })
    }

    /// An attribute with another name and the same trivia (`@IBOutlet` → `@Outlet`).
    static func renamed(_ attribute: AttributeSyntax, to name: String) -> AttributeSyntax {
        attribute.with(\.attributeName, TypeSyntax(IdentifierTypeSyntax(
            name: .identifier(name), trailingTrivia: attribute.attributeName.trailingTrivia)))
    }

    // MARK: Declarations

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        var visited = super.visit(node).cast(FunctionDeclSyntax.self)
        // An override in an extension of an app class: renamed, its class forwards to it (Rewriter+ExtensionOverrides).
        if isExtensionOverride(node, forwardable: ExtensionOverride.forwarder(for: node) != nil) {
            visited = renamedExtensionOverride(visited)
            visited.name = renamedName(visited.name)
        }
        // Swift on Linux accepts @IBAction only on a method of one parameter; the action table lists the others.
        let parameters = node.signature.parameterClause.parameters.count
        return DeclSyntax(stripObjC(visited, extraAttribute: { attribute in
            attribute.attributeName.trimmedDescription == "IBAction" && parameters != 1 ? .remove : .keep
        }))
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let visited = stripObjC(super.visit(node).cast(ProtocolDeclSyntax.self))
        guard node.attributes.attribute(named: "objc") != nil else { return DeclSyntax(visited) }
        if !(node.parent?.parent?.is(CodeBlockItemListSyntax.self) ?? false),
           node.memberBlock.members.contains(where: { ($0.decl.asProtocol(WithModifiersSyntax.self)).map(DeclarationIndex.isOptionalRequirement) ?? false }) {
            note(.error, at: node.positionAfterSkippingLeadingTrivia,
                 "@objc protocol \(node.name.text) is nested in a type: its optional requirements need default implementations in an extension at the top level")
            return DeclSyntax(visited)
        }
        return DeclSyntax(objcProtocol(visited, original: node))
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let visited = super.visit(node)
        guard !pendingExtensions.isEmpty else { return visited }
        var items: [CodeBlockItemSyntax] = []
        for item in visited {
            guard let name = item.item.as(ProtocolDeclSyntax.self)?.name.text, let text = pendingExtensions.removeValue(forKey: name) else {
                items.append(item)
                continue
            }
            // On the line of the closing brace, before a comment that may follow it.
            let generated = Array(Parser.parse(source: text).statements)
            items.append(item.with(\.trailingTrivia, []).with(\.semicolon, .semicolonToken()))
            for (index, statement) in generated.enumerated() {
                var statement = statement
                if index == 0 { statement.leadingTrivia = .space }
                if index == generated.count - 1 { statement.trailingTrivia += item.trailingTrivia }
                items.append(statement)
            }
        }
        return CodeBlockItemListSyntax(items)
    }

    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        removeApplicationMain(super.visit(node))
    }

    // MARK: Calls: optional requirements, bundles, the container

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if let replacement = bundleForClass(node) { return replacement }
        var visited = super.visit(node).cast(FunctionCallExprSyntax.self)
        if optionalCalls.calls.contains(node.id) { visited = removeOptionalCallMark(visited) }
        visited = containerPaths(localizedString(visited))
        return wrapInTry(ExprSyntax(visited), original: node)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        let visited = super.visit(node).cast(MemberAccessExprSyntax.self)
        return wrapInTry(ExprSyntax(mainBundle(visited) ?? visited), original: node)
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> ExprSyntax {
        wrapInTry(super.visit(node), original: node)
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> ExprSyntax {
        wrapInTry(super.visit(node), original: node)
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> ExprSyntax {
        wrapInTry(super.visit(node), original: node)
    }

    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripObjC(super.visit(node).cast(EnumDeclSyntax.self)))
    }

    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripObjC(super.visit(node).cast(StructDeclSyntax.self)))
    }

    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripObjC(super.visit(node).cast(SubscriptDeclSyntax.self)))
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).cast(ExtensionDeclSyntax.self)
        let typeName = node.extendedType.trimmedDescription
        if !index.classNames.contains(typeName) {
            let actions = index.methods.filter { $0.typeName == typeName && $0.inExtension && isAction($0) }
            if !actions.isEmpty {
                note(.warning, at: node.positionAfterSkippingLeadingTrivia,
                     "action methods of \(typeName) declared in an extension (\(actions.map(\.selector).joined(separator: ", "))): "
                        + "list them in \(typeName).actionMethods, in the file that declares the class")
            }
        }
        return DeclSyntax(stripObjC(visited))
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        // `required init(coder:)` stays as written: HeadlessUIKit's initializers have UIKit's failability
        // (UIView's `init?(coder:)`, UIStackView's `init(coder:)`). Overrides of the initializers HeadlessUIKit
        // makes `required` get the modifier (Rewriter+RequiredInitializers.swift).
        let visited = stripObjC(super.visit(node).cast(InitializerDeclSyntax.self))
        return DeclSyntax(requiredOverride(visited, original: node))
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        var visited = super.visit(node).cast(VariableDeclSyntax.self)
        if isExtensionOverride(node, forwardable: ExtensionOverride.forwarder(for: node) != nil),
           var binding = visited.bindings.first, let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
            visited = renamedExtensionOverride(visited)
            binding.pattern = PatternSyntax(pattern.with(\.identifier, renamedName(pattern.identifier)))
            visited.bindings = PatternBindingListSyntax([binding])
        }
        if node.attributes.attribute(named: "IBOutlet") != nil { return DeclSyntax(outlet(visited)) }
        if node.attributes.attribute(named: "IBInspectable") != nil { return DeclSyntax(inspectable(visited)) }
        return DeclSyntax(stripObjC(visited))
    }

    /// `@IBOutlet weak var x: T!` → `@Outlet var x: T!`; `@IBOutlet var xs: [T]!` → `@OutletCollection var xs: [T]`.
    func outlet(_ decl: VariableDeclSyntax) -> VariableDeclSyntax {
        var decl = decl
        guard decl.bindings.count == 1, var binding = decl.bindings.first, let annotation = binding.typeAnnotation else {
            note(.error, at: decl.positionAfterSkippingLeadingTrivia,
                 "@IBOutlet needs one variable with a written type to become @Outlet")
            return stripObjC(decl, extraAttribute: { $0.attributeName.trimmedDescription == "IBOutlet" ? .remove : .keep })
        }
        var wrapper = "Outlet"
        let type = annotation.type
        let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type.as(OptionalTypeSyntax.self)?.wrappedType
        if let array = (unwrapped ?? type).as(ArrayTypeSyntax.self) {
            wrapper = "OutletCollection"
            if unwrapped != nil {
                // OutletCollection's value is a plain array: an empty collection, never nil.
                binding.typeAnnotation = annotation.with(\.type, TypeSyntax(array.with(\.trailingTrivia, type.trailingTrivia)))
                decl.bindings = PatternBindingListSyntax([binding])
                note(.note, at: type.positionAfterSkippingLeadingTrivia,
                     "outlet collection \(binding.pattern.trimmedDescription) is now \(array.trimmedDescription) (not optional): @OutletCollection starts empty")
            }
        } else if unwrapped == nil && binding.initializer == nil {
            note(.warning, at: type.positionAfterSkippingLeadingTrivia,
                 "outlet \(binding.pattern.trimmedDescription) has a non-optional type and no value: @Outlet needs an optional or implicitly unwrapped type")
        }
        return edit(decl, attribute: { attribute in
            switch attribute.attributeName.trimmedDescription {
            case "IBOutlet": return .replace(Self.renamed(attribute, to: wrapper))
            case let name where Self.objcAttributes.contains(name): return .remove
            default: return .keep
            }
        }, removeModifier: { modifier in
            [.keyword(.weak), .keyword(.unowned), .keyword(.dynamic)].contains(modifier.name.tokenKind)
        })
    }

    /// `@IBInspectable var x: T = v` → `@Inspectable var x: T = v`.
    func inspectable(_ decl: VariableDeclSyntax) -> VariableDeclSyntax {
        var decl = decl
        guard decl.bindings.count == 1, var binding = decl.bindings.first else {
            note(.error, at: decl.positionAfterSkippingLeadingTrivia, "@IBInspectable on several variables cannot become @Inspectable")
            return stripObjC(decl, extraAttribute: { $0.attributeName.trimmedDescription == "IBInspectable" ? .remove : .keep })
        }
        let computed: Bool = {
            switch binding.accessorBlock?.accessors {
            case .getter?: return true
            case .accessors(let list)?:
                return list.contains { [.keyword(.get), .keyword(.set), .keyword(._read), .keyword(._modify)].contains($0.accessorSpecifier.tokenKind) }
            case nil: return false
            }
        }()
        if computed {
            note(.warning, at: decl.positionAfterSkippingLeadingTrivia,
                 "@IBInspectable \(binding.pattern.trimmedDescription) is computed: @IBInspectable removed, a nib cannot set it "
                    + "(make it a stored @Inspectable property to keep it settable)")
            return stripObjC(decl, extraAttribute: { $0.attributeName.trimmedDescription == "IBInspectable" ? .remove : .keep })
        }
        if binding.initializer == nil, let annotation = binding.typeAnnotation {
            let type = annotation.type
            if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                // @Inspectable has no init(): give the optional its implicit nil.
                binding.typeAnnotation = annotation.with(\.trailingTrivia, [])
                binding.initializer = InitializerClauseSyntax(
                    equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space),
                    value: ExprSyntax(NilLiteralExprSyntax(trailingTrivia: annotation.trailingTrivia)))
                decl.bindings = PatternBindingListSyntax([binding])
            } else {
                note(.warning, at: decl.positionAfterSkippingLeadingTrivia,
                     "@Inspectable \(binding.pattern.trimmedDescription) needs an initial value")
            }
        }
        return stripObjC(decl, extraAttribute: { attribute in
            attribute.attributeName.trimmedDescription == "IBInspectable" ? .replace(Self.renamed(attribute, to: "Inspectable")) : .keep
        })
    }

    /// Imports of modules Linux lacks (Rewriter+Imports.swift).
    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax { rewriteImport(node) }

    // MARK: #selector

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        if node.macroName.text == "keyPath" { return keyPath(node) }
        guard node.macroName.text == "selector" else { return super.visit(node) }
        guard let reference = DeclarationIndex.selectorReference(node) else {
            note(.error, at: node.positionAfterSkippingLeadingTrivia, "cannot read \(node.trimmedDescription): left as is")
            return ExprSyntax(node)
        }
        let name: String
        switch reference.kind {
        case .getter: name = ObjCSelectorName.getter(reference.baseName)
        case .setter: name = ObjCSelectorName.setter(reference.baseName)
        case .method:
            let candidates = index.candidates(for: reference)
            if let labels = reference.labels {
                name = candidates.first?.selector ?? ObjCSelectorName.method(reference.baseName, labels: labels)
            } else if let method = candidates.first {
                name = method.selector
                if Set(candidates.map(\.selector)).count > 1 {
                    note(.warning, at: node.positionAfterSkippingLeadingTrivia,
                         "\(node.trimmedDescription) may name several methods (\(candidates.map(\.selector).joined(separator: ", "))): took \(name)")
                }
            } else {
                name = reference.baseName
                note(.warning, at: node.positionAfterSkippingLeadingTrivia,
                     "\(node.trimmedDescription): method not declared in this file, taken to have no parameter (\"\(name)\"); write its labels to be sure")
            }
        }
        // A selector name has only identifier characters and colons: it needs no escaping.
        guard let call = Parser.parse(source: "Selector(\"\(name)\")").statements.first?.item.as(ExprSyntax.self) else {
            return ExprSyntax(node)
        }
        return ExprSyntax(call.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }

    /// `#keyPath(Meal.name.count)` → `"name.count"`: the key path's string, as Objective-C key-value coding reads it.
    func keyPath(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.arguments.count == 1, let expression = node.arguments.first?.expression else { return ExprSyntax(node) }
        var components = expression.trimmedDescription.split(separator: ".").map(String.init)
        if components.count > 1, let first = components.first?.first, first.isUppercase || components.first == "self" {
            components.removeFirst()
        }
        guard components.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
              let literal = Parser.parse(source: "\"" + components.joined(separator: ".") + "\"").statements.first?.item.as(ExprSyntax.self)
        else {
            note(.error, at: node.positionAfterSkippingLeadingTrivia, "cannot read \(node.trimmedDescription): left as is")
            return ExprSyntax(node)
        }
        return literal.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    // MARK: Classes: launch attributes and action tables

    /// Whether a method receives actions: `@IBAction`, `@objc` or named by a `#selector` of the file; or makes a segue's
    /// destination (`@IBSegueAction`, listed in the same table).
    func isAction(_ method: MethodInfo) -> Bool {
        !method.isStatic && (method.isIBAction || method.isIBSegueAction || (method.isObjC && method.hasActionShape)
            || index.isSelectorTarget(method))
    }

    /// The attribute that makes a class the one the app starts with: `@UIApplicationMain` (or AppKit's), or `@main`
    /// on a class shaped as an app delegate (it adopts `UIApplicationDelegate`, or first inherits `UIResponder`).
    static func applicationMainAttribute(of node: ClassDeclSyntax) -> AttributeSyntax? {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let isAppDelegate = inherited.contains("UIApplicationDelegate") || inherited.first == "UIResponder"
        for element in node.attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            switch attribute.attributeName.trimmedDescription {
            case "UIApplicationMain", "NSApplicationMain": return attribute
            case "main" where isAppDelegate: return attribute
            default: continue
            }
        }
        return nil
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        var visited = super.visit(node).cast(ClassDeclSyntax.self)
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let main = Self.applicationMainAttribute(of: node)
        visited = stripObjC(visited, extraAttribute: { attribute in
            guard let main, attribute.trimmedDescription == main.trimmedDescription else { return .keep }
            self.applicationMainClass = node.name.text
            let name = attribute.attributeName.trimmedDescription
            self.note(.note, at: attribute.positionAfterSkippingLeadingTrivia,
                      (name == "main" ? "@main removed from the app delegate" : "@\(name) removed")
                        + ": HeadlessUIKit's launcher starts the app (UIApplication.shared.launch(delegate:…))")
            return .remove
        })
        let withActions = addActionMethods(to: visited, original: node, inherited: inherited)
        return DeclSyntax(addExtensionOverrideForwarders(to: withActions, original: node))
    }

    /// Adds `override class var actionMethods` listing the class's action methods, on the line of its closing brace.
    func addActionMethods(to decl: ClassDeclSyntax, original: ClassDeclSyntax, inherited: [String]) -> ClassDeclSyntax {
        let className = original.name.text
        let start = original.memberBlock.positionAfterSkippingLeadingTrivia
        let end = original.memberBlock.endPosition
        let own = index.methods.filter { method in
            !method.inExtension && method.typeName == className && method.position >= start && method.position < end && isAction(method)
        }
        let fromExtensions = index.methods.filter { $0.inExtension && $0.typeName == className && isAction($0) }
        let actions = own + fromExtensions
        guard !actions.isEmpty else { return decl }
        let declaresTable = original.memberBlock.members.contains { item in
            item.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedDescription == "actionMethods" } ?? false
        }
        if declaresTable {
            note(.note, at: original.name.positionAfterSkippingLeadingTrivia, "\(className) declares actionMethods itself: left as is")
            return decl
        }
        var entries: [String] = []
        var seen: Set<String> = []
        for method in actions where seen.insert(method.selector).inserted {
            guard let entry = entry(for: method, className: className) else { continue }
            entries.append("\"\(method.selector)\": \(entry)")
        }
        guard !entries.isEmpty else { return decl }
        let superclass = inherited.first.map { String($0.prefix { $0 != "<" }) }
        let isSubclassOfResponder = superclass.map { $0 != "NSObject" && !$0.hasSuffix("Delegate") && !$0.hasSuffix("DataSource") && !$0.hasSuffix("Protocol") } ?? false
        let access = original.modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) } ? "public " : ""
        let table = "[" + entries.joined(separator: ", ") + "]"
        let source = isSubclassOfResponder
            ? "\(access)override class var actionMethods: ActionMethods { super.actionMethods.adding(\(table)) }"
            : "\(access)class var actionMethods: ActionMethods { ActionMethods(\(table)) }"
        guard let member = Parser.parse(source: source).statements.first?.item.as(DeclSyntax.self) else { return decl }
        var decl = decl
        if !isSubclassOfResponder { decl = addConformance(to: decl) }
        decl = Self.appendingOnClosingLine([member], to: decl, indentation: Self.memberIndentation(of: original))
        note(.note, at: original.name.positionAfterSkippingLeadingTrivia,
             "\(className).actionMethods lists \(actions.map(\.selector).joined(separator: ", "))"
                + (isSubclassOfResponder ? "" : " (\(className) made ActionMethodsProviding: it is not taken for a UIResponder)"))
        return decl
    }

    /// The indentation of a class's first member (four spaces when it has none).
    static func memberIndentation(of decl: ClassDeclSyntax) -> Trivia {
        decl.memberBlock.members.first.map { indentation(of: $0.leadingTrivia) } ?? .spaces(4)
    }

    /// `decl` with `newMembers` added on the line of its closing brace, so that no line below moves: the first takes
    /// the brace's line break (and `indentation`), the others follow on that line after a `;`, and the brace closes it.
    /// On the line of the last member (`class A: NSObject { @objc func f() {} }`) declarations need a `;` between them.
    static func appendingOnClosingLine(_ newMembers: [DeclSyntax], to decl: ClassDeclSyntax, indentation: Trivia) -> ClassDeclSyntax {
        var decl = decl
        let brace = decl.memberBlock.rightBrace
        let braceHasNewline = brace.leadingTrivia.contains(where: \.isNewline)
        var lead: Trivia = braceHasNewline
            ? Trivia(pieces: Array(brace.leadingTrivia.pieces.reversed().drop { !$0.isNewline && !$0.isComment }.reversed())) + indentation
            : .space
        var onBraceLine = !braceHasNewline
        var members = Array(decl.memberBlock.members)
        for member in newMembers {
            if onBraceLine, let last = members.indices.last, members[last].semicolon == nil {
                members[last] = members[last].with(\.semicolon, .semicolonToken())
            }
            members.append(MemberBlockItemSyntax(decl: member.with(\.leadingTrivia, lead).with(\.trailingTrivia, [])))
            lead = .space
            onBraceLine = true
        }
        decl.memberBlock = decl.memberBlock
            .with(\.members, MemberBlockItemListSyntax(members))
            .with(\.rightBrace, brace.with(\.leadingTrivia, .space))
        return decl
    }

    /// The spaces and tabs after a trivia's last newline.
    static func indentation(of trivia: Trivia) -> Trivia {
        Trivia(pieces: Array(trivia.pieces.reversed().prefix { !$0.isNewline && !$0.isComment }.reversed()))
    }

    /// `class X: NSObject` → `class X: NSObject, ActionMethodsProviding`.
    func addConformance(to decl: ClassDeclSyntax) -> ClassDeclSyntax {
        var decl = decl
        let conformance = InheritedTypeSyntax(type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("ActionMethodsProviding"))))
        if var clause = decl.inheritanceClause, let last = clause.inheritedTypes.last {
            var types = Array(clause.inheritedTypes.dropLast())
            types.append(last.with(\.type, last.type.with(\.trailingTrivia, [])).with(\.trailingComma, .commaToken(trailingTrivia: .space)))
            types.append(conformance.with(\.trailingTrivia, last.trailingTrivia))
            clause.inheritedTypes = InheritedTypeListSyntax(types)
            decl.inheritanceClause = clause
        } else {
            let trailing: Trivia
            if let generics = decl.genericParameterClause {
                trailing = generics.trailingTrivia
                decl.genericParameterClause = generics.with(\.trailingTrivia, [])
            } else {
                trailing = decl.name.trailingTrivia
                decl.name = decl.name.with(\.trailingTrivia, [])
            }
            decl.inheritanceClause = InheritanceClauseSyntax(
                colon: .colonToken(trailingTrivia: .space),
                inheritedTypes: InheritedTypeListSyntax([conformance.with(\.trailingTrivia, trailing)]))
        }
        return decl
    }
}
