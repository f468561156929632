import SwiftParser
import SwiftSyntax

/// What the rewriter knows of the app's other files: the names that decide whether `x?.name?(…)` and `x.name!(…)`
/// call an `@objc` protocol's optional requirement (rewritten) or a property holding an optional closure (left alone).
///
/// The rewriter sees one file at a time; `headless-rewrite --context FILE…` (or `RewriteContext.scanning(_:)`) adds
/// what the other files declare. A call that matches neither set is taken for an optional requirement.
///
/// The same scan tells the HeadlessApp plugin's launcher what the app declares (`classNames`, and the delegate class
/// the app starts with): `headless-app bundle --declarations` reads those two keys of the JSON the scan writes.
public struct RewriteContext: Sendable, Hashable, Codable {
    /// The optional requirements of the app's `@objc` protocols: `name(label:_:)` for methods, `name` for properties.
    public var optionalRequirements: Set<String>
    /// The names of the properties and variables of an optional type or holding a closure: `x.name?(…)` calls a closure.
    public var optionalProperties: Set<String>
    /// The names of the app's classes (the launcher registers the scene delegates the Info.plist names among them).
    public var classNames: Set<String>
    /// The class the app starts with (`@UIApplicationMain`, an app delegate's `@main`, or main.swift's `UIApplicationMain`).
    public var applicationMainClass: String?
    /// Each app class's first inherited type, as written without a module (`"BaseCell": "UITableViewCell"`): which
    /// initializers an override must mark `required` (Rewriter+RequiredInitializers.swift).
    public var superclasses: [String: String]
    /// Per app class, the forwarding overrides of the overrides its extensions declare (Rewriter+ExtensionOverrides.swift).
    public var extensionOverrides: [String: [String]] = [:]

    /// A context with these names (none by default: the file alone decides).
    public init(optionalRequirements: Set<String> = [], optionalProperties: Set<String> = [],
                classNames: Set<String> = [], applicationMainClass: String? = nil, superclasses: [String: String] = [:]) {
        self.optionalRequirements = optionalRequirements
        self.optionalProperties = optionalProperties
        self.classNames = classNames
        self.applicationMainClass = applicationMainClass
        self.superclasses = superclasses
    }

    private enum CodingKeys: String, CodingKey {
        case optionalRequirements, optionalProperties, classNames, applicationMainClass, superclasses, extensionOverrides
    }

    /// Decodes a context; one written before `superclasses` or `extensionOverrides` existed has none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        optionalRequirements = try container.decode(Set<String>.self, forKey: .optionalRequirements)
        optionalProperties = try container.decode(Set<String>.self, forKey: .optionalProperties)
        classNames = try container.decode(Set<String>.self, forKey: .classNames)
        applicationMainClass = try container.decodeIfPresent(String.self, forKey: .applicationMainClass)
        superclasses = try container.decodeIfPresent([String: String].self, forKey: .superclasses) ?? [:]
        extensionOverrides = try container.decodeIfPresent([String: [String]].self, forKey: .extensionOverrides) ?? [:]
    }

    /// The names the app's files declare (their sources, read only for their declarations).
    public static func scanning(_ sources: [String]) -> RewriteContext {
        var context = RewriteContext()
        for source in sources {
            let tree = Parser.parse(source: source)
            context.formUnion(DeclarationIndex(tree).context)
            // main.swift's `UIApplicationMain(…, NSStringFromClass(AppDelegate.self))`, at the top level.
            for item in tree.statements {
                if let call = Rewriter.applicationMainCall(in: item), let delegate = Rewriter.delegateClass(of: call) {
                    context.applicationMainClass = context.applicationMainClass ?? delegate
                }
            }
        }
        return context
    }

    /// Adds another context's names.
    public mutating func formUnion(_ other: RewriteContext) {
        optionalRequirements.formUnion(other.optionalRequirements)
        optionalProperties.formUnion(other.optionalProperties)
        classNames.formUnion(other.classNames)
        applicationMainClass = applicationMainClass ?? other.applicationMainClass
        superclasses.merge(other.superclasses) { mine, _ in mine }
        for (className, forwarders) in other.extensionOverrides {
            let mine = extensionOverrides[className, default: []]
            extensionOverrides[className] = mine + forwarders.filter { !mine.contains($0) }
        }
    }
}
