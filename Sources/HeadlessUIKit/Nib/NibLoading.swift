import Foundation

/// Settings and counters of HeadlessUIKit's nib loading: class registration, where unqualified
/// custom class names are looked for, what happens on a bad connection, and what was made.
@MainActor
public enum NibLoading {
    /// What a nib does with a problem UIKit raises an exception for (an outlet the object lacks,
    /// rule 27) or that HeadlessUIKit checks at load time (an action the target lacks).
    public enum ProblemPolicy: Sendable {
        /// Stop with UIKit's message, as iOS does (`instantiateOrThrow` throws instead). The default.
        case raise
        /// Log the message, skip the connection and go on (for tools walking many files: `headless trace`).
        case logAndContinue
    }

    /// What happens on a bad connection; `.raise` by default.
    public static var problemPolicy: ProblemPolicy = .raise

    /// Counts of what nibs made since the last `resetStatistics()`.
    public struct Statistics: Sendable, Equatable {
        /// Objects made from nibs (views, controllers, items…; not strings or numbers).
        public var objectsCreated = 0
        /// View controllers made from nibs and storyboards.
        public var controllersCreated = 0
        /// Root views loaded from nibs for view controllers.
        public var viewsLoaded = 0
        /// Outlets and outlet-collection entries connected.
        public var outletsConnected = 0
        /// Actions connected.
        public var actionsConnected = 0
        /// Custom or UIKit classes that were not found and fell back (rule 27), in order.
        public var unknownClasses: [String] = []
        /// The messages of problems logged under `.logAndContinue` (or thrown under `.raise`).
        public var problems: [String] = []
        /// The messages of problems on objects whose class fell back (rule 27): an outlet or action
        /// the fallback class lacks. Kept apart from `problems`, as consequences of a missing class.
        public var problemsOnFallbackObjects: [String] = []

        /// All counters at zero.
        public init() {}
    }

    /// What nibs made since the last reset.
    public static var statistics = Statistics()

    /// Sets the counters back to zero.
    public static func resetStatistics() { statistics = Statistics() }

    /// Objects made as a fallback for a class that was not found (rule 27), held weakly: a scene's
    /// controller that fell back is File's Owner of its view nib, loaded later.
    private static var fallbacks: [ObjectIdentifier: Weak<AnyObject>] = [:]

    static func markFallback(_ object: AnyObject) {
        if fallbacks.count > 4096 { fallbacks = fallbacks.filter { $0.value.value != nil } }
        fallbacks[ObjectIdentifier(object)] = Weak(object)
    }

    /// Whether `object` was made as a fallback for a missing class.
    static func isFallback(_ object: AnyObject?) -> Bool {
        guard let object, let entry = fallbacks[ObjectIdentifier(object)] else { return false }
        return entry.value === object
    }

    /// Functions that make instances of registered classes Swift cannot make by name (`init()` is not `required`).
    static var factories: [ObjectIdentifier: @MainActor () -> AnyObject] = [:] {
        didSet { NibClassResolver.generation &+= 1 }
    }

    /// Registers a class as `register(_:as:)` does, with the function that makes one: for classes UIKit makes
    /// by name with `init()` (a scene delegate, an object in a nib) that do not conform to `NibCustomObject`.
    /// The HeadlessApp plugin registers an app's scene delegates this way.
    public static func register<T: AnyObject>(_ type: T.Type, as name: String? = nil, making make: @escaping @MainActor () -> T) {
        factories[ObjectIdentifier(type)] = make
        register(type, as: name)
    }

    /// Classes registered by name: `customClass` values found here first.
    static var registeredClasses: [String: AnyClass] = [:] {
        didSet { NibClassResolver.generation &+= 1 }
    }

    /// Modules searched for a custom class named without module (`customModuleProvider="target"`),
    /// after the registered classes. Empty by default; an app adds its own module's name.
    public static var searchModules: [String] = [] {
        didSet { NibClassResolver.generation &+= 1 }
    }

    /// Forgets every name registered for `type`.
    public static func unregister(_ type: AnyClass) {
        registeredClasses = registeredClasses.filter { $0.value != type }
        factories[ObjectIdentifier(type)] = nil
        NibClassResolver.clearCache()
    }

    /// Registers a class under its bare and module-qualified names (and `name`, if given), for
    /// custom classes the Swift runtime cannot find by the name the file uses.
    public static func register(_ type: AnyClass, as name: String? = nil) {
        let qualified = String(reflecting: type)
        registeredClasses[qualified] = type
        if let bare = qualified.split(separator: ".").last { registeredClasses[String(bare)] = type }
        if let name { registeredClasses[name] = type }
        NibClassResolver.clearCache()
    }
}
