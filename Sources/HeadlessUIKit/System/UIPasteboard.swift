import Foundation

/// A pasteboard, kept in memory: items are dictionaries from type identifiers to values, as in
/// UIKit. `UIPasteboard.general` and named pasteboards are cleared by
/// `UIApplication.shared.resetForTesting()`.
///
/// HeadlessUIKit's pasteboard is main-actor isolated (UIKit's may be used from any thread). The
/// typed properties store UIKit's identifiers: a string as `public.utf8-plain-text`, a URL as
/// `public.url`, an image as `public.png`, a colour as `com.apple.uikit.color`; they do not
/// convert between types (iOS may offer a URL as a string too).
@MainActor
open class UIPasteboard {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Makes a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes a name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The system-wide general pasteboard's name.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// Posted (object: the pasteboard) when a pasteboard's contents change.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a pasteboard is removed.
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// The change notification's user-info key for the types added.
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// The change notification's user-info key for the types removed.
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The type identifiers string items may have.
    nonisolated public static let typeListString: [String] = ["public.utf8-plain-text", "public.text", "public.plain-text"]
    /// The type identifiers URL items may have.
    nonisolated public static let typeListURL: [String] = ["public.url"]
    /// The type identifiers image items may have.
    nonisolated public static let typeListImage: [String] = ["public.png", "public.jpeg", "public.image"]
    /// The type identifiers colour items may have.
    nonisolated public static let typeListColor: [String] = ["com.apple.uikit.color"]

    private static var storedGeneral: UIPasteboard?
    private static var named: [Name: UIPasteboard] = [:]

    /// The system-wide pasteboard.
    public static var general: UIPasteboard {
        if let storedGeneral { return storedGeneral }
        let board = UIPasteboard(name: .general)
        storedGeneral = board
        return board
    }

    /// The named app pasteboard, made when `create` is true and it does not exist (nil otherwise).
    public static func withName(_ pasteboardName: Name, create: Bool) -> UIPasteboard? {
        if pasteboardName == .general { return general }
        if let board = named[pasteboardName] { return board }
        guard create else { return nil }
        let board = UIPasteboard(name: pasteboardName)
        named[pasteboardName] = board
        return board
    }

    /// A new app pasteboard with a unique name.
    public static func withUniqueName() -> UIPasteboard {
        withName(Name(rawValue: UUID().uuidString), create: true)!
    }

    /// Removes the named app pasteboard.
    public static func remove(withName pasteboardName: Name) {
        guard let board = named.removeValue(forKey: pasteboardName) else { return }
        NotificationCenter.default.post(name: removedNotification, object: board)
    }

    /// Empties the general pasteboard and forgets named ones (called by `UIApplication.shared.resetForTesting()`).
    static func reset() {
        storedGeneral = nil
        named.removeAll()
    }

    /// The pasteboard's name.
    public let name: Name
    /// Increments whenever the contents change.
    public private(set) var changeCount = 0
    private var storedItems: [[String: Any]] = []

    private init(name: Name) { self.name = name }

    // MARK: Items

    /// The items, each a dictionary from type identifiers to values. Setting replaces them.
    open var items: [[String: Any]] {
        get { storedItems }
        set { replaceItems(newValue) }
    }

    /// How many items there are.
    open var numberOfItems: Int { storedItems.count }

    /// The first item's types.
    open var types: [String] { storedItems.first.map { Array($0.keys).sorted() } ?? [] }

    /// Replaces the items (UIKit's options, such as expiration, are ignored).
    open func setItems(_ items: [[String: Any]], options: [String: Any] = [:]) { replaceItems(items) }

    /// Appends items.
    open func addItems(_ items: [[String: Any]]) { replaceItems(storedItems + items) }

    /// Whether the first item has one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        guard let first = storedItems.first else { return false }
        return pasteboardTypes.contains { first[$0] != nil }
    }

    /// The first item's value for `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? { storedItems.first?[pasteboardType] }

    /// Replaces the items with one holding `value` for `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        replaceItems([[pasteboardType: value]])
    }

    /// The first item's data for `pasteboardType` (data stored as such, or a string's UTF-8).
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        switch value(forPasteboardType: pasteboardType) {
        case let data as Data: return data
        case let string as String: return Data(string.utf8)
        default: return nil
        }
    }

    /// Replaces the items with one holding `data` for `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        replaceItems([[pasteboardType: data]])
    }

    // MARK: Typed values

    /// The first string item; setting replaces the items (nil empties the pasteboard).
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// Every string item, or nil when there is none; setting replaces the items.
    open var strings: [String]? {
        get { values(Self.typeListString, as: String.self) }
        set { replaceItems((newValue ?? []).map { [Self.typeListString[0]: $0] }) }
    }
    /// The first URL item; setting replaces the items.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    /// Every URL item, or nil when there is none; setting replaces the items.
    open var urls: [URL]? {
        get { values(Self.typeListURL, as: URL.self) }
        set { replaceItems((newValue ?? []).map { [Self.typeListURL[0]: $0] }) }
    }
    /// The first image item; setting replaces the items.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    /// Every image item, or nil when there is none; setting replaces the items.
    open var images: [UIImage]? {
        get { values(Self.typeListImage, as: UIImage.self) }
        set { replaceItems((newValue ?? []).map { [Self.typeListImage[0]: $0] }) }
    }
    /// The first colour item; setting replaces the items.
    open var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }
    /// Every colour item, or nil when there is none; setting replaces the items.
    open var colors: [UIColor]? {
        get { values(Self.typeListColor, as: UIColor.self) }
        set { replaceItems((newValue ?? []).map { [Self.typeListColor[0]: $0] }) }
    }

    /// Whether any item is a string.
    open var hasStrings: Bool { strings != nil }
    /// Whether any item is a URL.
    open var hasURLs: Bool { urls != nil }
    /// Whether any item is an image.
    open var hasImages: Bool { images != nil }
    /// Whether any item is a colour.
    open var hasColors: Bool { colors != nil }

    // MARK: Storage

    private func values<T>(_ types: [String], as: T.Type) -> [T]? {
        let found = storedItems.compactMap { item in types.lazy.compactMap { item[$0] as? T }.first }
        return found.isEmpty ? nil : found
    }

    private func replaceItems(_ newItems: [[String: Any]]) {
        let oldTypes = Set(storedItems.flatMap(\.keys))
        let newTypes = Set(newItems.flatMap(\.keys))
        storedItems = newItems
        changeCount += 1
        NotificationCenter.default.post(name: Self.changedNotification, object: self, userInfo: [
            Self.changedTypesAddedUserInfoKey: Array(newTypes.subtracting(oldTypes)).sorted(),
            Self.changedTypesRemovedUserInfoKey: Array(oldTypes.subtracting(newTypes)).sorted(),
        ])
    }
}
