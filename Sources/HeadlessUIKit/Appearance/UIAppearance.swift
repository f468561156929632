import Foundation

// UIAppearance, as apps use it in `application(_:didFinishLaunchingWithOptions:)`:
// `UINavigationBar.appearance().barTintColor = .red`. UIKit's proxy records the setters and replays
// them on each instance of the class as it enters a window, unless the instance set the property
// itself. Headless, without the Objective-C runtime to record setters: the proxy is an instance of
// the class, kept per class; when a view of the class (or a subclass) enters a window, each listed
// property the proxy changed from the class's default is copied to the view if the view still has
// the default. The properties listed are the ones apps set this way (docs/events-menus-animations.md);
// `appearance(whenContainedInInstancesOf:)` gives a proxy whose settings are kept, not applied.

/// The appearance proxies of classes, and what they apply.
@MainActor
enum AppearanceProxies {
    /// One class's proxy, a pristine instance to compare with, and its properties.
    struct Entry {
        let proxy: AnyObject
        let pristine: AnyObject
        let apply: @MainActor (_ proxy: AnyObject, _ pristine: AnyObject, _ target: AnyObject) -> Void
    }

    /// Whether any proxy was asked for: views entering windows skip the lookup otherwise.
    static var isActive = false
    private static var entries: [ObjectIdentifier: Entry] = [:]
    /// Contained proxies by their class followed by the container classes.
    private static var containedProxies: [[ObjectIdentifier]: AnyObject] = [:]

    /// The proxy of `type`, made with `make` the first time.
    static func proxy<T: AnyObject>(_ type: T.Type, make: () -> T, properties: [AppearanceProperty<T>]) -> T {
        if let entry = entries[ObjectIdentifier(type)] { return unsafeDowncast(entry.proxy, to: T.self) }
        isActive = true
        let proxy = make(), pristine = make()
        entries[ObjectIdentifier(type)] = Entry(proxy: proxy, pristine: pristine) { proxy, pristine, target in
            guard let target = target as? T else { return }
            let proxy = unsafeDowncast(proxy, to: T.self), pristine = unsafeDowncast(pristine, to: T.self)
            for property in properties { property.apply(proxy, pristine, target) }
        }
        return proxy
    }

    /// A proxy for instances inside containers of some classes (kept, not applied headless).
    static func containedProxy<T: AnyObject>(_ type: T.Type, containers: [AnyClass], make: () -> T) -> T {
        let key = [ObjectIdentifier(type)] + containers.map(ObjectIdentifier.init)
        if let known = containedProxies[key] { return unsafeDowncast(known, to: T.self) }
        let proxy = make()
        containedProxies[key] = proxy
        return proxy
    }

    /// Applies the proxies of `object`'s class and its superclasses, the nearest last (it wins).
    static func apply(to object: AnyObject) {
        guard isActive else { return }
        var chain: [Entry] = []
        var current: AnyClass? = type(of: object)
        while let cls = current {
            if let entry = entries[ObjectIdentifier(cls)] { chain.append(entry) }
            current = _getSuperclass(cls)
        }
        for entry in chain.reversed() { entry.apply(entry.proxy, entry.pristine, object) }
    }

    /// A view entered a window: it takes its proxies' settings, and so do the bars a navigation or tab
    /// bar controller whose view it is keeps outside its view hierarchy.
    static func viewEnteredWindow(_ view: UIView) {
        apply(to: view)
        guard let controller = view.next as? UIViewController, controller.viewIfLoaded === view else { return }
        if let navigation = controller as? UINavigationController {
            apply(to: navigation.navigationBar)
            apply(to: navigation.toolbar)
        } else if let tabs = controller as? UITabBarController {
            apply(to: tabs.tabBar)
        }
    }

    /// Forgets every proxy (for `resetForTesting()`).
    static func reset() {
        entries = [:]
        containedProxies = [:]
        isActive = false
    }
}

/// One property an appearance proxy applies.
@MainActor
struct AppearanceProperty<Root: AnyObject> {
    let apply: @MainActor (_ proxy: Root, _ pristine: Root, _ target: Root) -> Void

    /// A property compared with `==`: applied when the proxy changed it and the target did not.
    static func value<V: Equatable>(_ keyPath: ReferenceWritableKeyPath<Root, V>) -> AppearanceProperty {
        AppearanceProperty { proxy, pristine, target in
            let wanted = proxy[keyPath: keyPath], standard = pristine[keyPath: keyPath]
            if wanted != standard, target[keyPath: keyPath] == standard { target[keyPath: keyPath] = wanted }
        }
    }

    /// An optional property whose values cannot be compared (attributes, appearance objects): applied
    /// when the proxy has one and the target has none; `copy` makes the target's own.
    static func optional<V>(_ keyPath: ReferenceWritableKeyPath<Root, V?>, copy: @escaping (V) -> V = { $0 }) -> AppearanceProperty {
        AppearanceProperty { proxy, _, target in
            if let wanted = proxy[keyPath: keyPath], target[keyPath: keyPath] == nil { target[keyPath: keyPath] = copy(wanted) }
        }
    }
}

extension AppearanceProperty where Root: UIView {
    /// A view's own tint colour (not the inherited one).
    static var tint: AppearanceProperty {
        AppearanceProperty { proxy, _, target in
            if let wanted = proxy.storedTintColor, target.storedTintColor == nil { target.tintColor = wanted }
        }
    }

    /// A view's background colour.
    static var background: AppearanceProperty { .optional(\.backgroundColor) }
}
