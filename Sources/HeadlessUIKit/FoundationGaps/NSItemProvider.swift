import Foundation

/// Data handed between processes (share sheets, drag and drop, extensions), by type identifier.
/// Foundation has it on Apple platforms and not on Linux, so HeadlessUIKit provides it. Headless:
/// an in-process container of the items registered; loading answers on the next scheduler turn.
@MainActor
open class NSItemProvider {
    /// A closure that loads an item: it calls the completion with the item or an error.
    public typealias LoadHandler = @MainActor (_ completion: @escaping @MainActor (Any?, (any Error)?) -> Void) -> Void

    private var items: [(type: String, load: LoadHandler)] = []
    /// The name suggested for the item when it is saved.
    open var suggestedName: String?

    /// Makes an empty provider.
    public init() {}

    /// Makes a provider of one item of a type.
    public convenience init(item: Any?, typeIdentifier: String?) {
        self.init()
        if let typeIdentifier { registerItem(forTypeIdentifier: typeIdentifier) { completion in completion(item, nil) } }
    }

    /// Makes a provider of an object: a string (`public.plain-text`), a URL (`public.url`), an image (`public.image`) or data.
    public convenience init(object: Any) {
        self.init()
        let type: String
        switch object {
        case is String, is NSString: type = "public.plain-text"
        case is URL: type = "public.url"
        case is UIImage: type = "public.image"
        default: type = "public.data"
        }
        registerItem(forTypeIdentifier: type) { completion in completion(object, nil) }
    }

    /// Makes a provider of a file's contents.
    public convenience init?(contentsOf fileURL: URL) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init(item: fileURL, typeIdentifier: "public.file-url")
    }

    /// The type identifiers registered, in order.
    open var registeredTypeIdentifiers: [String] { items.map(\.type) }

    /// Registers a loader for a type.
    open func registerItem(forTypeIdentifier typeIdentifier: String, loadHandler: @escaping LoadHandler) {
        items.append((typeIdentifier, loadHandler))
    }

    /// Whether an item of a type (or a type that conforms to it, by prefix family: `public.image` covers `public.png`) is there.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        items.contains { Self.conforms($0.type, to: typeIdentifier) }
    }

    /// Loads the item of a type; the completion runs on the next scheduler turn.
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {
        guard let entry = items.first(where: { Self.conforms($0.type, to: typeIdentifier) }) else {
            Scheduler.shared.schedule("NSItemProvider load") {
                completionHandler?(nil, NSError(domain: "NSItemProviderErrorDomain", code: -1000,
                                                userInfo: [NSLocalizedDescriptionKey: "Cannot load representation of type \(typeIdentifier)"]))
            }
            return
        }
        Scheduler.shared.schedule("NSItemProvider load") {
            entry.load { item, error in completionHandler?(item, error) }
        }
    }

    /// Whether an object of a class can be loaded (a string, URL or image item).
    open func canLoadObject(ofClass aClass: Any.Type) -> Bool {
        if aClass == String.self || aClass == NSString.self { return hasItemConformingToTypeIdentifier("public.plain-text") }
        if aClass == URL.self || aClass == NSURL.self { return hasItemConformingToTypeIdentifier("public.url") }
        if aClass == UIImage.self { return hasItemConformingToTypeIdentifier("public.image") }
        return false
    }

    static func conforms(_ type: String, to wanted: String) -> Bool {
        if type == wanted || wanted == "public.item" || wanted == "public.data" { return true }
        switch wanted {
        case "public.image": return ["public.png", "public.jpeg", "public.heic", "public.tiff"].contains(type)
        case "public.text": return ["public.plain-text", "public.utf8-plain-text", "public.html"].contains(type)
        case "public.url": return type == "public.file-url"
        default: return false
        }
    }
}
