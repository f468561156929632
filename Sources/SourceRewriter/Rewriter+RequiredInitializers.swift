import SwiftSyntax

// Initializers HeadlessUIKit makes `required` where UIKit's are plain designated ones. UIKit makes cells, bars and
// layers through the Objective-C runtime (`initWithFrame:`, `initWithStyle:reuseIdentifier:`, `initWithLayer:`);
// Swift on Linux makes them from the class object (`type.init(frame:)`), which needs a `required` initializer. Swift
// then insists that every override says `required` too, so an app's `override init(frame:)` in a collection view
// cell does not compile unless the rewriter adds it. Only overrides in a class that descends, directly or through
// the app's own classes, from one of these types get it: elsewhere `required` would oblige the app's subclasses to
// provide the initializer.

extension Rewriter {
    /// UIKit class → the initializers (their argument labels, `""` for `init()`) HeadlessUIKit makes `required`.
    static let requiredInitializers: [String: Set<String>] = {
        var table: [String: Set<String>] = [
            "UITableViewCell": ["style:reuseIdentifier:"],
            "UITableViewHeaderFooterView": ["reuseIdentifier:"],
            "UICollectionReusableView": ["frame:"], "UICollectionViewCell": ["frame:"],
            "UICollectionViewListCell": ["frame:"],
            "UINavigationBar": ["frame:"], "UIToolbar": ["frame:"],
            "UIStoryboardSegue": ["identifier:source:destination:"],
            "UIScene": ["session:connectionOptions:"], "UIWindowScene": ["session:connectionOptions:"],
            "UIBarAppearance": ["idiom:", "barAppearance:"], "UINavigationBarAppearance": ["idiom:", "barAppearance:"],
            "UITabBarAppearance": ["idiom:", "barAppearance:"], "UIToolbarAppearance": ["idiom:", "barAppearance:"],
        ]
        for layer in ["CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAScrollLayer", "CATransformLayer",
                      "CAReplicatorLayer", "CAEmitterLayer"] {
            table[layer] = ["", "layer:"]
        }
        for animation in ["CAAnimation", "CAPropertyAnimation", "CABasicAnimation", "CAKeyframeAnimation",
                          "CASpringAnimation", "CAAnimationGroup", "CATransition"] {
            table[animation] = [""]
        }
        return table
    }()

    /// `override init(frame:)` → `required override init(frame:)` when the enclosing class descends from a type
    /// whose `init(frame:)` HeadlessUIKit makes required; any other initializer is returned as it is.
    func requiredOverride(_ decl: InitializerDeclSyntax, original: InitializerDeclSyntax) -> InitializerDeclSyntax {
        let modifiers = decl.modifiers.map(\.name.text)
        guard modifiers.contains("override"), !modifiers.contains("required"), !modifiers.contains("convenience"),
              let className = Self.enclosingClassName(of: original) else { return decl }
        let labels = decl.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        guard requiresInitializer(labels, inSubclassOf: className) else { return decl }
        // `required` goes first, taking the first modifier's (or the keyword's) leading trivia.
        var result = decl
        if let first = result.modifiers.first {
            let required = DeclModifierSyntax(name: .keyword(.required, leadingTrivia: first.leadingTrivia, trailingTrivia: .space))
            var rest = Array(result.modifiers)
            rest[0] = first.with(\.leadingTrivia, [])
            result.modifiers = DeclModifierListSyntax([required] + rest)
        }
        return result
    }

    /// Whether a class named `className` (the app's) inherits `labels` as a required initializer.
    private func requiresInitializer(_ labels: String, inSubclassOf className: String) -> Bool {
        var current = className
        var seen: Set<String> = [current]
        while let parent = superclasses[current] {
            if Self.requiredInitializers[parent]?.contains(labels) == true { return true }
            guard seen.insert(parent).inserted else { return false }
            current = parent
        }
        return false
    }

    /// The name of the class whose body holds `decl` (nil in a struct, an extension or at the top level).
    private static func enclosingClassName(of decl: some SyntaxProtocol) -> String? {
        var node = decl.parent
        while let current = node {
            if let type = current.as(ClassDeclSyntax.self) { return type.name.text }
            if current.is(StructDeclSyntax.self) || current.is(ExtensionDeclSyntax.self) || current.is(EnumDeclSyntax.self) {
                return nil
            }
            node = current.parent
        }
        return nil
    }
}
