import Foundation
import InterfaceBuilder

/// A storyboard: scenes compiled into nibs, each instantiated on demand, every time anew (rule 24).
///
/// Loads `Name.storyboardc` (ibtool's or `headless compile`'s output) or, HeadlessUIKit's addition,
/// `Name.storyboard` itself, compiled on first use and cached for the process.
@MainActor
open class UIStoryboard {
    /// The storyboard's name (`Main`).
    public let name: String
    /// The bundle it was loaded from.
    public let bundle: Bundle
    let compiled: StoryboardFiles

    /// The storyboard `name` in `bundle` (nil: the main bundle). Stops with UIKit's message when there
    /// is none; `load(name:bundle:)` throws instead.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        do {
            try self.init(loading: name, bundle: storyboardBundleOrNil ?? .headlessMain)
        } catch {
            error.raise()
        }
    }

    /// The storyboard `name` in `bundle`, throwing when it is missing or unreadable.
    public static func load(name: String, bundle: Bundle?) throws(UIKitException) -> UIStoryboard {
        try UIStoryboard(loading: name, bundle: bundle ?? .headlessMain)
    }

    init(loading name: String, bundle: Bundle) throws(UIKitException) {
        self.name = name
        self.bundle = bundle
        self.compiled = try StoryboardFiles.load(name: name, bundle: bundle)
    }

    /// The storyboard at a path: a `.storyboard` source or a `.storyboardc` folder (HeadlessUIKit's
    /// addition, for tools); resources come from the folder that holds it, or for a file in a `.lproj` folder
    /// (`Base.lproj/Main.storyboard`) from the folder above, the bundle it is a localization of.
    public static func load(contentsOf url: URL) throws(UIKitException) -> UIStoryboard {
        let folder = ResourceFolder.bundleFolder(holding: url)
        guard let bundle = Bundle(path: folder.path) else {
            throw .invalidArgument("Could not open the folder '\(folder.path)' as a bundle.")
        }
        return try UIStoryboard(files: StoryboardFiles.load(url: url), name: url.deletingPathExtension().lastPathComponent, bundle: bundle)
    }

    private init(files: StoryboardFiles, name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
        self.compiled = files
    }

    /// The initial view controller, new each time; nil when none is designated (rule 30).
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil)
    }

    /// The initial view controller, made by `creator` from the coder (nil result: the default, rule 29).
    open func instantiateInitialViewController(creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let entry = compiled.entryPoint else { return nil }
        do {
            return try instantiate(nibNamed: compiled.nibName(forIdentifier: entry) ?? entry, creator: creator)
        } catch {
            error.raise()
        }
    }

    /// The controller with this storyboard identifier, new each time (rule 24). An unknown identifier
    /// stops with UIKit's message (rule 28); `instantiateViewControllerOrThrow(withIdentifier:)` throws.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        do {
            return try instantiateViewControllerOrThrow(withIdentifier: identifier)
        } catch {
            error.raise()
        }
    }

    /// The controller with this identifier made by `creator` from the coder (rule 29); a nil result
    /// falls back to the class the storyboard names.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        do throws(UIKitException) {
            guard let nibName = compiled.nibName(forIdentifier: identifier) else { throw unknownIdentifier(identifier) }
            let controller = try instantiate(nibNamed: nibName, creator: creator.map { make in { make($0) } })
            guard let typed = controller as? ViewController else {
                throw UIKitException.invalidArgument(
                    "Storyboard (\(self)) instantiated \(controller) for identifier '\(identifier)', which is not a \(ViewController.self).")
            }
            return typed
        } catch {
            error.raise()
        }
    }

    /// `instantiateViewController(withIdentifier:)`, throwing rule 28's error instead of stopping; also the
    /// exception a container's relationship child raises when it is a reference to a missing storyboard or identifier.
    public func instantiateViewControllerOrThrow(withIdentifier identifier: String) throws(UIKitException) -> UIViewController {
        guard let nibName = compiled.nibName(forIdentifier: identifier) else { throw unknownIdentifier(identifier) }
        return try instantiateCollecting(nibNamed: nibName)
    }

    /// `instantiateInitialViewController()`, throwing what it would raise (a relationship child's missing reference…)
    /// instead of stopping; nil when no initial controller is designated (rule 30).
    public func instantiateInitialViewControllerOrThrow() throws(UIKitException) -> UIViewController? {
        guard let entry = compiled.entryPoint else { return nil }
        return try instantiateCollecting(nibNamed: compiled.nibName(forIdentifier: entry) ?? entry)
    }

    /// `instantiate(nibNamed:creator:)`, throwing the first exception raised inside the nib's objects' `init(coder:)`
    /// (a container resolving a storyboard reference among its children) rather than stopping there.
    private func instantiateCollecting(nibNamed nibName: String) throws(UIKitException) -> UIViewController {
        var result: Result<UIViewController, UIKitException>?
        let raised = UIKitException.collecting {
            do throws(UIKitException) {
                result = .success(try instantiate(nibNamed: nibName, creator: nil))
            } catch {
                result = .failure(error)
            }
        }
        if let raised { throw raised }
        guard let result else { throw .internalInconsistency("Storyboard (\(self)): instantiating '\(nibName)' gave no result.") }
        return try result.get()
    }

    /// The storyboard identifiers of the scenes, sorted (HeadlessUIKit's addition, for tools).
    public var identifiers: [String] { compiled.identifiers.sorted() }

    private func unknownIdentifier(_ identifier: String) -> UIKitException {
        // Rule 28.
        .invalidArgument("Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
    }

    /// Makes a scene's controller from its nib (rules 24, 29): `init(coder:)`, then `awakeFromNib`.
    func instantiate(nibNamed nibName: String, creator: ((NSCoder) -> UIViewController?)?) throws(UIKitException) -> UIViewController {
        let nib = try compiled.nib(named: nibName, storyboard: self)
        let owner = StoryboardSceneOwner(creator: creator)
        _ = try nib.instantiateOrThrow(withOwner: owner, options: [.externalObjects: ["UIStoryboardPlaceholder": self]])
        if let reference = owner.reference {
            return try reference.resolve(from: self, creator: creator)
        }
        guard let controller = owner.sceneViewController else {
            throw .internalInconsistency("Storyboard (\(self)): the scene nib '\(nibName)' holds no view controller.")
        }
        return controller
    }

    /// The nib of a controller's view (its `nibName`), from this storyboard.
    func viewNib(named nibName: String) throws(UIKitException) -> UINib {
        try compiled.nib(named: nibName, storyboard: self)
    }
}

extension UIStoryboard: @MainActor CustomStringConvertible {
    /// `<UIStoryboard: Main>`.
    public var description: String { "<UIStoryboard: \(name)>" }
}

/// File's Owner of a scene nib: its `sceneViewController` outlet receives the scene's controller.
@MainActor
final class StoryboardSceneOwner: NibOutletReceiving {
    var sceneViewController: UIViewController?
    var reference: UIStoryboardReference?
    /// Rule 29's creator, used once: for the scene's controller, the first controller the nib makes.
    private var creator: ((NSCoder) -> UIViewController?)?

    init(creator: ((NSCoder) -> UIViewController?)?) { self.creator = creator }

    /// The creator, once.
    func takeCreator() -> ((NSCoder) -> UIViewController?)? {
        defer { creator = nil }
        return creator
    }

    func setNibOutlet(_ key: String, to value: AnyObject?) -> Bool {
        guard key == "sceneViewController" else { return false }
        if let reference = value as? UIStoryboardReference {
            self.reference = reference
        } else {
            sceneViewController = value as? UIViewController
        }
        return true
    }
}

/// A storyboard reference (`viewControllerPlaceholder`): instantiating its scene instantiates the
/// referenced storyboard's controller instead.
@MainActor
final class UIStoryboardReference: NibArchivable {
    let storyboardName: String?
    let referencedIdentifier: String?
    let bundleIdentifier: String?
    /// The tab bar item the reference carries in the containing storyboard (ours: `UITabBarItem`), used when the
    /// referenced controller declares none of its own.
    let tabBarItem: UITabBarItem?
    /// The controller this reference stands for as a container's relationship child, made once per instantiation.
    private var resolvedChild: UIViewController?

    init?(coder: NSCoder) {
        guard let nib = coder as? UINibDecoder else { return nil }
        storyboardName = nib.string("UIReferencedStoryboardName")
        referencedIdentifier = nib.string("UIReferencedIdentifier")
        bundleIdentifier = nib.string("UIReferencedBundleIdentifier")
        tabBarItem = nib.object("UITabBarItem", as: UITabBarItem.self)
    }

    /// The referenced scene's controller as a container's relationship child: loaded as UIKit does, from the other
    /// storyboard of the same bundle (or this one) as if it were in the container's file. A missing storyboard or
    /// identifier raises UIKit's exception (collected inside a throwing variant: the container goes on without the
    /// child); nil then.
    func resolveAsChild(from storyboard: UIStoryboard?) -> UIViewController? {
        if let resolvedChild { return resolvedChild }
        guard let storyboard else {
            Diagnostics.warning("A storyboard reference to '\(storyboardName ?? "")/\(referencedIdentifier ?? "")' among a container's "
                                + "children was loaded outside a storyboard; the child is left out.")
            return nil
        }
        let child: UIViewController
        do {
            child = try resolve(from: storyboard, creator: nil)
        } catch {
            error.raiseOrCollect()
            return nil
        }
        // The referenced scene's own tab bar item wins; the placeholder's applies when the scene declares none.
        if child.storedTabBarItem == nil, let tabBarItem {
            if tabBarItem.title == nil { tabBarItem.title = child.title }
            child.storedTabBarItem = tabBarItem
        }
        resolvedChild = child
        return child
    }

    func resolve(from storyboard: UIStoryboard, creator: ((NSCoder) -> UIViewController?)?) throws(UIKitException) -> UIViewController {
        let bundle = bundleIdentifier.flatMap(Bundle.init(identifier:)) ?? storyboard.bundle
        let target = try storyboardName.map { name throws(UIKitException) in try UIStoryboard.load(name: name, bundle: bundle) } ?? storyboard
        if let referencedIdentifier {
            guard let nibName = target.compiled.nibName(forIdentifier: referencedIdentifier) else {
                throw .invalidArgument("Storyboard (\(target)) doesn't contain a view controller with identifier '\(referencedIdentifier)'")
            }
            return try target.instantiate(nibNamed: nibName, creator: creator)
        }
        guard let entry = target.compiled.entryPoint else {
            throw .invalidArgument("Storyboard reference to \(target) has no identifier and \(target) has no initial view controller.")
        }
        return try target.instantiate(nibNamed: target.compiled.nibName(forIdentifier: entry) ?? entry, creator: creator)
    }
}

/// A storyboard's compiled files: the identifier table and the nibs, read once per process.
@MainActor
final class StoryboardFiles {
    let displayName: String
    let identifierToNib: [String: String]
    let entryPoint: String?
    private let nibData: (String) -> Data?
    private var graphs: [String: NibRuntimeIndex] = [:]
    private var objectIDs: [String: [Int: String]]

    private static var cache: [String: StoryboardFiles] = [:]

    var identifiers: [String] { Array(identifierToNib.keys) }

    init(displayName: String, identifierToNib: [String: String], entryPoint: String?, objectIDs: [String: [Int: String]],
         nibData: @escaping (String) -> Data?) {
        self.displayName = displayName
        self.identifierToNib = identifierToNib
        self.entryPoint = entryPoint
        self.objectIDs = objectIDs
        self.nibData = nibData
    }

    func nibName(forIdentifier identifier: String) -> String? { identifierToNib[identifier] }

    /// A scene or view nib; its archive is decoded once, each instantiation is new.
    func nib(named name: String, storyboard: UIStoryboard) throws(UIKitException) -> UINib {
        let index: NibRuntimeIndex
        if let cached = graphs[name] {
            index = cached
        } else {
            guard let data = nibData(name) else {
                throw .invalidArgument("Storyboard (\(storyboard)) has no nib named '\(name)' in \(displayName).")
            }
            do {
                index = NibRuntimeIndex(try NibObjectGraph(data: data))
            } catch {
                throw .internalInconsistency("Could not load the nib '\(name)' of \(displayName): \(error)")
            }
            graphs[name] = index
        }
        return UINib(index: index, bundle: storyboard.bundle, displayName: "\(displayName) (\(name))", objectIDs: objectIDs[name] ?? [:])
    }

    /// Finds and reads `name.storyboardc` or compiles `name.storyboard` (same folders as nibs, rule 17).
    static func load(name: String, bundle: Bundle) throws(UIKitException) -> StoryboardFiles {
        let root = bundle.resourceURL ?? bundle.bundleURL
        let paths = NibSearch.relativePaths(for: name, idiom: .current, localizations: bundle.preferredLocalizations,
                                            extensions: ["storyboardc", "storyboard"])
        for path in paths {
            let url = root.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path) { return try load(url: url) }
        }
        throw .invalidArgument("Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)> (loaded)")
    }

    /// The storyboard at `url` (`.storyboardc` folder or `.storyboard` source), once per process.
    static func load(url: URL) throws(UIKitException) -> StoryboardFiles {
        if let cached = cache[url.path] { return cached }
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw .invalidArgument("Could not find a storyboard at '\(url.path)'")
        }
        let files = url.pathExtension == "storyboardc" ? try readCompiled(url) : try compileSource(url)
        cache[url.path] = files
        return files
    }

    private static func readCompiled(_ url: URL) throws(UIKitException) -> StoryboardFiles {
        let plistURL = url.appendingPathComponent("Info.plist")
        guard let data = try? Data(contentsOf: plistURL),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            throw .internalInconsistency("Could not read the storyboard '\(url.lastPathComponent)': no readable Info.plist")
        }
        let table = (plist["UIViewControllerIdentifiersToNibNames"] as? [String: String]) ?? [:]
        return StoryboardFiles(
            displayName: url.lastPathComponent, identifierToNib: table,
            entryPoint: plist["UIStoryboardDesignatedEntryPointIdentifier"] as? String, objectIDs: [:]
        ) { nibName in
            try? NibFiles.archiveData(at: url.appendingPathComponent(nibName + ".nib"))
        }
    }

    private static func compileSource(_ url: URL) throws(UIKitException) -> StoryboardFiles {
        let document: IBDocument
        do {
            document = try IBDocument.read(contentsOf: url)
        } catch {
            throw .internalInconsistency("Could not read the storyboard '\(url.lastPathComponent)': \(error)")
        }
        guard document.kind == .storyboard else {
            throw .invalidArgument("'\(url.lastPathComponent)' is not a storyboard: load it with UINib(nibName:bundle:).")
        }
        let compiled: CompiledStoryboard
        do {
            compiled = try StoryboardCompiler.compile(document)
        } catch {
            throw .internalInconsistency("Could not compile the storyboard '\(url.lastPathComponent)': \(error)")
        }
        let plist = compiled.infoPlist.foundationObject as? [String: Any] ?? [:]
        let table = (plist["UIViewControllerIdentifiersToNibNames"] as? [String: String]) ?? [:]
        var archives: [String: Data] = [:]
        for (name, archive) in compiled.nibs { archives[name] = archive.data() }
        return StoryboardFiles(
            displayName: url.lastPathComponent, identifierToNib: table,
            entryPoint: plist["UIStoryboardDesignatedEntryPointIdentifier"] as? String, objectIDs: compiled.objectIDs
        ) { archives[$0] }
    }
}
