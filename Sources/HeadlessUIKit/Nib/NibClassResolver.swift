import Foundation
import InterfaceBuilder

/// A class that can be made from a nib with `init?(coder:)` (UIKit's NSCoding classes).
@MainActor
protocol NibArchivable: AnyObject {
    init?(coder: NSCoder)
}

/// A custom object of a nib (`customObject` with a `customClass`) that is not a view, controller or
/// item: UIKit makes it with `init()`; Swift needs the class to say it can be made that way.
/// Declare `init()` `required` in a non-final class. Main-actor isolated, so a `UIResponder` subclass
/// (a scene delegate named in Info.plist, see `UIApplication.launch(delegate:infoPlist:bundle:)`) can conform.
@MainActor
public protocol NibCustomObject: AnyObject {
    /// Makes the object, as a nib does.
    init()
}

extension UIView: NibArchivable {}
extension UIViewController: NibArchivable {}
extension UIBarItem: NibArchivable {}
extension UINavigationItem: NibArchivable {}
extension NSLayoutConstraint: NibArchivable {}
extension UILayoutGuide: NibArchivable {}

// Which class an archived object becomes.
//
// - `UIClassSwapper` (a custom class, or a controller): `UIClassName` is `customClass`, Swift-mangled
//   when it has a module (`_TtC5MyApp14ViewController`). Found, in order, among the classes an app
//   registered (`NibLoading.register`), then through the Swift runtime (`_typeByName("MyApp.ViewController")`,
//   which needs no registration), then, for a name without module (`customModuleProvider="target"` or
//   an Objective-C style name), in each module of `NibLoading.searchModules`. Not found: rule 27, log
//   `Unknown class X in Interface Builder file.` and make `UIOriginalClassName` (UIViewController,
//   UIButton…) instead.
// - Any other class name is UIKit's: HeadlessUIKit's class of that name. A UIKit class HeadlessUIKit
//   lacks uses the fallback class the archive names (`_UILayoutGuide` → `UIView`), else `UIView` for a
//   view (it has a frame) with rule 27's log line (silent for private `_UI…` classes), else an inert object.
@MainActor
enum NibClassResolver {
    enum Resolved {
        case archivable(any NibArchivable.Type)
        case plain(any NibCustomObject.Type)
        /// A class made by the function registered for it (`NibLoading.register(_:as:making:)`).
        case made(@MainActor () -> AnyObject)
        case plainNSObject
        case unknown(String)
    }

    private static var uikitCache: [String: Resolved?] = [:]

    /// Changes whenever `resolve` may answer differently (a registration, `NibLoading.searchModules`):
    /// per-nib caches of its answers (`NibRuntimeIndex.resolvedClass`) are dropped then.
    static var generation = 0

    /// The class to make, and whether it is a fallback for a class that was not found (rule 27).
    static func resolve(_ archived: NibObjectGraph.Object, graph: NibObjectGraph, file: String, objectID: String?) -> (Resolved, fellBack: Bool) {
        if archived.className == "UIClassSwapper" {
            let className = graph.string(graph.object("UIClassName", of: archived)) ?? ""
            let original = graph.string(graph.object("UIOriginalClassName", of: archived)) ?? "NSObject"
            var fellBack = false
            if className != original, !className.isEmpty {
                if let custom = customClass(named: className) { return (custom, false) }
                let readable = readableName(className)
                // Rule 27.
                Diagnostics.warning("Unknown class \(readable) in Interface Builder file.")
                NibLoading.statistics.unknownClasses.append(readable)
                fellBack = true
            }
            let (resolved, missing) = uikitClass(original, fallbacks: [], looksLikeView: isViewLike(archived), logUnknown: true)
            return (resolved, fellBack || missing)
        }
        return uikitClass(archived.className, fallbacks: archived.fallbackClassNames, looksLikeView: isViewLike(archived), logUnknown: true)
    }

    /// Makes an instance with `init?(coder:)`.
    static func instantiate(_ type: any NibArchivable.Type, coder: UINibDecoder) -> AnyObject? {
        type.init(coder: coder)
    }

    private static func isViewLike(_ archived: NibObjectGraph.Object) -> Bool {
        archived["UIBounds"] != nil || archived["UICenter"] != nil || archived["UISubviews"] != nil
    }

    /// `customClass(named:)`'s answers by raw name, with the search modules they were found with
    /// (`_typeByName` answers the same for a name all along; a registration clears the cache).
    private static var customCache: [String: (modules: [String], result: Resolved?)] = [:]

    /// An app class by name (registered, or through the Swift runtime).
    static func customClass(named rawName: String) -> Resolved? {
        let modules = NibLoading.searchModules
        if let cached = customCache[rawName], cached.modules == modules { return cached.result }
        let result = findCustomClass(named: rawName)
        customCache[rawName] = (modules, result)
        return result
    }

    private static func findCustomClass(named rawName: String) -> Resolved? {
        let name = readableName(rawName)
        var candidates = [name]
        if !name.contains(".") {
            candidates += NibLoading.searchModules.map { "\($0).\(name)" }
        }
        for candidate in candidates {
            if let registered = NibLoading.registeredClasses[candidate] { return resolved(registered) }
        }
        for candidate in candidates {
            if let type = _typeByName(candidate) as? AnyClass, let result = resolved(type) { return result }
        }
        // A module-qualified name whose module is not the one the class lives in (a storyboard from
        // another target): the bare name among registered classes.
        if let dot = name.lastIndex(of: ".") {
            let bare = String(name[name.index(after: dot)...])
            if let registered = NibLoading.registeredClasses[bare] { return resolved(registered) }
            for module in NibLoading.searchModules {
                if let type = _typeByName("\(module).\(bare)") as? AnyClass, let result = resolved(type) { return result }
            }
        }
        return nil
    }

    private static func resolved(_ type: AnyClass) -> Resolved? {
        if let make = NibLoading.factories[ObjectIdentifier(type)], !(type is any NibArchivable.Type) { return .made(make) }
        if let archivable = type as? any NibArchivable.Type { return .archivable(archivable) }
        if let plain = type as? any NibCustomObject.Type { return .plain(plain) }
        if type == NSObject.self { return .plainNSObject }
        return nil
    }

    /// A UIKit class by its Objective-C name.
    private static func uikitClass(_ name: String, fallbacks: [String], looksLikeView: Bool, logUnknown: Bool) -> (Resolved, fellBack: Bool) {
        if let cached = uikitCache[name], let cached { return (cached, false) }
        if name == "NSObject" { return (.plainNSObject, false) }
        // Every segue template class (UIStoryboardShowSegueTemplate, …PushSegueTemplate…) is one class here.
        if name.hasPrefix("UIStoryboard") && name.hasSuffix("SegueTemplate") { return (.archivable(UIStoryboardSegueTemplate.self), false) }
        if name == "UIStoryboardReference" { return (.archivable(UIStoryboardReference.self), false) }
        for candidate in [name] + fallbacks {
            if let type = _typeByName("HeadlessUIKit.\(candidate)") as? AnyClass, let result = resolved(type) {
                uikitCache[name] = result
                return (result, false)
            }
        }
        if name.hasSuffix("Controller"), !name.hasPrefix("_") {
            // Rule 27 for controllers: a UIKit controller class HeadlessUIKit lacks
            // (AVPlayerViewController, GLKViewController…) becomes a plain UIViewController.
            if logUnknown {
                Diagnostics.warning("Unknown class \(name) in Interface Builder file.")
                NibLoading.statistics.unknownClasses.append(name)
            }
            return (.archivable(UIViewController.self), true)
        }
        if looksLikeView {
            // A private UIKit view (`_UITableViewCellSeparatorView`) is a plain view here, silently.
            guard !name.hasPrefix("_") else { return (.archivable(UIView.self), false) }
            if logUnknown {
                Diagnostics.warning("Unknown class \(name) in Interface Builder file.")
                NibLoading.statistics.unknownClasses.append(name)
            }
            return (.archivable(UIView.self), true)
        }
        return (.unknown(name), true)
    }

    /// `_TtC5MyApp14ViewController` → `MyApp.ViewController`; other names unchanged.
    static func readableName(_ name: String) -> String {
        guard name.hasPrefix("_TtC") else { return name }
        var rest = Substring(name.dropFirst(4))
        var parts: [String] = []
        while let first = rest.first, first.isNumber {
            let digits = rest.prefix { $0.isNumber }
            guard let length = Int(digits) else { break }
            rest = rest.dropFirst(digits.count)
            guard rest.count >= length else { break }
            parts.append(String(rest.prefix(length)))
            rest = rest.dropFirst(length)
        }
        return parts.count >= 2 ? parts.joined(separator: ".") : name
    }

    /// An app class by name (registered or through the Swift runtime), e.g. a custom segue class.
    static func appClass(named rawName: String) -> AnyClass? {
        let name = readableName(rawName)
        let candidates = [name] + (name.contains(".") ? [] : NibLoading.searchModules.map { "\($0).\(name)" })
        for candidate in candidates {
            if let registered = NibLoading.registeredClasses[candidate] { return registered }
            if let type = _typeByName(candidate) as? AnyClass { return type }
        }
        return nil
    }

    /// Forgets cached lookups (after a registration).
    static func clearCache() {
        generation &+= 1
        uikitCache.removeAll()
        customCache.removeAll()
    }
}
