import Foundation

/// Something the compiler could not express exactly like ibtool, reported instead of failing.
public struct NibCompileNote: Sendable, Hashable, CustomStringConvertible {
    /// The nib the note is about.
    public var nib: String
    /// What happened.
    public var message: String
    /// A note.
    public init(nib: String, message: String) {
        self.nib = nib
        self.message = message
    }
    /// `nib: message`.
    public var description: String { "\(nib): \(message)" }
}

/// Why a document could not be compiled.
public struct NibCompileError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// The explanation.
    public var message: String
    /// An error.
    public init(_ message: String) { self.message = message }
    /// The explanation.
    public var description: String { message }
    /// The explanation, for `localizedDescription`.
    public var errorDescription: String? { message }
}

/// Name tables shared by the compiler and the compiled-nib reader.
public enum NibNames {
    /// The UIKit class of a controller element (`viewController` → `UIViewController`).
    public static func controllerClass(forKind kind: String) -> String {
        switch kind {
        case "avPlayerViewController": return "AVPlayerViewController"
        case "glkViewController": return "GLKViewController"
        case "hostingController": return "UIHostingController"
        default: return uiClass(forKind: kind)
        }
    }

    /// The UIKit class of a view element (`button` → `UIButton`, `view` → `UIView`).
    public static func viewClass(forKind kind: String) -> String {
        switch kind {
        case "mapView": return "MKMapView"
        case "wkWebView": return "WKWebView"
        case "arscnView": return "ARSCNView"
        case "sceneKitView": return "SCNView"
        case "skView": return "SKView"
        case "glkView": return "GLKView"
        case "mtkView": return "MTKView"
        case "containerView": return "UIView"
        case "switch": return "UISwitch"
        case "viewLayoutGuide": return "UILayoutGuide"
        default: return uiClass(forKind: kind)
        }
    }

    /// Element kinds that are objects but not views (items, recognizers, sections, layouts, placeholders).
    static let nonViewKinds: Set<String> = [
        "customObject", "tableViewSection", "placeholder", "proxyObject", "exit", "viewControllerPlaceholder",
        "viewControllerLayoutGuide", "viewLayoutGuide", "segment", "collectionViewFlowLayout", "collectionViewLayout",
        "menu", "command", "keyCommand", "action", "simulatedMetricsContainer", "searchDisplayController",
    ]

    /// Whether an element kind is a view (encoded with `UIBounds`, `UISubviews`…) rather than a plain object.
    public static func isView(kind: String) -> Bool {
        !(nonViewKinds.contains(kind) || kind.hasSuffix("Item") || kind.hasSuffix("Recognizer") || kind.hasSuffix("Controller"))
    }

    /// The class of any object element: controllers, views, items (`barButtonItem` → `UIBarButtonItem`), `customObject` → `NSObject`.
    public static func objectClass(forKind kind: String) -> String {
        switch kind {
        case "customObject": return "NSObject"
        case "viewControllerLayoutGuide": return "_UILayoutGuide"
        case "viewLayoutGuide": return "UILayoutGuide"
        case "collectionViewFlowLayout": return "UICollectionViewFlowLayout"
        default: return kind.hasSuffix("Controller") ? controllerClass(forKind: kind) : viewClass(forKind: kind)
        }
    }

    /// The nib key an attached child is stored under: `UI` + its `key` or container, capitalized (`navigationItem` → `UINavigationItem`);
    /// a collection view's `collectionViewLayout` is UIKit's `UICollectionLayout`.
    public static func attachmentKey(_ name: String) -> String {
        // By length first: a heap string's unequal comparison is the slow path (issue 14, tenth round).
        if name.utf8.count == 20 && name == "collectionViewLayout" { return "UICollectionLayout" }
        guard let first = name.first else { return "UIChildren" }
        return uiPrefixed(name) ?? "UI" + first.uppercased() + name.dropFirst()
    }

    /// `UI` + `name` with its first letter capitalized, built from the bytes when that letter is ASCII lowercase (the
    /// Unicode-aware `Character.uppercased()` is slow); nil otherwise.
    private static func uiPrefixed(_ name: String) -> String? {
        guard let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return nil }
        // Copied from the contiguous bytes (issue 14, tenth round: iterating `utf8.dropFirst()` cost ≈ 900
        // instructions a name).
        var name = name
        return name.withUTF8 { source in
            String(unsafeUninitializedCapacity: source.count + 2) { buffer in
                buffer[0] = UInt8(ascii: "U")
                buffer[1] = UInt8(ascii: "I")
                buffer[2] = first - 32
                var i = 1
                while i < source.count {
                    buffer[i + 2] = source[i]
                    i += 1
                }
                return source.count + 2
            }
        }
    }

    /// The class a storyboard reference (`viewControllerPlaceholder`) is compiled to (ours; see `docs/nib-format.md` §7).
    public static let storyboardReferenceClass = "UIStoryboardReference"

    private static func uiClass(forKind kind: String) -> String {
        guard let first = kind.first else { return "NSObject" }
        return uiPrefixed(kind) ?? "UI" + first.uppercased() + kind.dropFirst()
    }

    /// `UpstreamPlaceholder-<number>`, the first 32 made once per process (issue 14, tenth round: an interpolation per
    /// proxy and per external-object entry, ≈ 900 instructions each).
    static func upstreamPlaceholder(_ number: Int) -> String {
        number >= 1 && number <= upstreamPlaceholders.count ? upstreamPlaceholders[number - 1] : "UpstreamPlaceholder-\(number)"
    }
    private static let upstreamPlaceholders: [String] = (1 ... 32).map { "UpstreamPlaceholder-\($0)" }

    /// `first` + `middle` + `last` in one string allocated once (issue 14, tenth round: a view nib's name was an
    /// interpolation, three appends and two `description` calls).
    static func joined(_ first: String, _ middle: StaticString, _ last: String) -> String {
        var first = first, last = last
        return first.withUTF8 { a in
            last.withUTF8 { c in
                let m = middle.utf8CodeUnitCount
                return String(unsafeUninitializedCapacity: a.count + m + c.count) { buffer in
                    var i = 0
                    for byte in a { buffer[i] = byte; i += 1 }
                    for k in 0 ..< m { buffer[i] = middle.utf8Start[k]; i += 1 }
                    for byte in c { buffer[i] = byte; i += 1 }
                    return i
                }
            }
        }
    }

    /// The class name a nib records for a custom class: Swift-mangled (`_TtC8SwiftGen3Foo`) when a module is given.
    public static func runtimeClassName(customClass: String, module: String?) -> String {
        guard let module, !module.isEmpty else { return customClass }
        // Issue 14, fifth round: a byte search first (most names have no dot), the `Character` search, which decides,
        // only when there is a dot byte; and the name appended into one reserved string instead of an interpolation
        // (together ≈ 2,000 instructions a custom class before).
        if customClass.utf8.contains(UInt8(ascii: ".")) && customClass.contains(".") { return customClass }
        let moduleCount = String(module.utf8.count), classCount = String(customClass.utf8.count)
        var name = "_TtC"
        name.reserveCapacity(4 + moduleCount.utf8.count + module.utf8.count + classCount.utf8.count + customClass.utf8.count)
        name += moduleCount
        name += module
        name += classCount
        name += customClass
        return name
    }

    /// The readable class of a recorded name: `_TtC8SwiftGen3Foo` → (`Foo`, `SwiftGen`).
    public static func demangle(_ name: String) -> (className: String, module: String?) {
        guard name.hasPrefix("_TtC") else { return (name, nil) }
        var rest = Substring(name.dropFirst(4))
        var parts: [String] = []
        while !rest.isEmpty {
            let digits = rest.prefix { $0.isNumber }
            guard let count = Int(digits), count > 0 else { return (name, nil) }
            rest = rest.dropFirst(digits.count)
            guard rest.utf8.count >= count else { return (name, nil) }
            let part = String(decoding: Array(rest.utf8.prefix(count)), as: UTF8.self)
            parts.append(part)
            rest = Substring(String(decoding: Array(rest.utf8.dropFirst(count)), as: UTF8.self))
        }
        guard parts.count == 2 else { return (name, nil) }
        return (parts[1], parts[0])
    }

    /// `NSLayoutAttribute` raw values by IB attribute name.
    public static let layoutAttributes: [String: Int] = [
        "left": 1, "right": 2, "top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "height": 8,
        "centerX": 9, "centerY": 10, "lastBaseline": 11, "baseline": 11, "firstBaseline": 12,
        "leftMargin": 13, "rightMargin": 14, "topMargin": 15, "bottomMargin": 16, "leadingMargin": 17,
        "trailingMargin": 18, "centerXWithinMargins": 19, "centerYWithinMargins": 20,
    ]

    /// `UIView.ContentMode` raw values by IB name.
    public static let contentModes: [String: Int] = [
        "scaleToFill": 0, "scaleAspectFit": 1, "scaleAspectFill": 2, "redraw": 3, "center": 4, "top": 5,
        "bottom": 6, "left": 7, "right": 8, "topLeft": 9, "topRight": 10, "bottomLeft": 11, "bottomRight": 12,
    ]

    /// `UIControl.Event` bits by IB event type.
    public static let controlEvents: [String: Int] = [
        "touchDown": 1 << 0, "touchDownRepeat": 1 << 1, "touchDragInside": 1 << 2, "touchDragOutside": 1 << 3,
        "touchDragEnter": 1 << 4, "touchDragExit": 1 << 5, "touchUpInside": 1 << 6, "touchUpOutside": 1 << 7,
        "touchCancel": 1 << 8, "valueChanged": 1 << 12, "primaryActionTriggered": 1 << 13, "menuActionTriggered": 1 << 14,
        "editingDidBegin": 1 << 16, "editingChanged": 1 << 17, "editingDidEnd": 1 << 18, "editingDidEndOnExit": 1 << 19,
    ]

    /// `UIControl.State` bits by IB state name.
    public static let controlStates: [String: Int] = ["normal": 0, "highlighted": 1, "disabled": 2, "selected": 4, "focused": 8]

    /// The segue-template class and action name for a segue kind.
    public static func segueTemplate(forKind kind: String?) -> (className: String, action: String?) {
        switch kind {
        case "show": return ("UIStoryboardShowSegueTemplate", "showViewController:sender:")
        case "showDetail": return ("UIStoryboardShowSegueTemplate", "showDetailViewController:sender:")
        case "push": return ("UIStoryboardPushSegueTemplate", nil)
        case "presentation": return ("UIStoryboardPresentationSegueTemplate", nil)
        case "modal": return ("UIStoryboardModalSegueTemplate", nil)
        case "popover": return ("UIStoryboardPopoverSegueTemplate", nil)
        case "popoverPresentation": return ("UIStoryboardPopoverPresentationSegueTemplate", nil)
        case "embed": return ("UIStoryboardEmbedSegueTemplate", nil)
        case "unwind": return ("UIStoryboardUnwindSegueTemplate", nil)
        case "replace": return ("UIStoryboardReplaceSegueTemplate", nil)
        case "relationship": return ("UIStoryboardRelationshipSegueTemplate", nil)
        default: return ("UIStoryboardSegueTemplate", nil)
        }
    }

    /// The segue kind a template class (and action) stands for: the inverse of `segueTemplate(forKind:)`.
    public static func segueKind(forTemplate className: String, action: String?) -> String? {
        if className == "UIStoryboardShowSegueTemplate" {
            return action == "showDetailViewController:sender:" ? "showDetail" : "show"
        }
        let kinds = ["push", "presentation", "modal", "popover", "popoverPresentation", "embed", "unwind", "replace", "relationship"]
        return kinds.first { segueTemplate(forKind: $0).className == className } ?? (className == "UIStoryboardSegueTemplate" ? "custom" : nil)
    }

    /// Formats a color component as ibtool does in `NSRGB`/`NSWhite` (`1`, `0.5`).
    static func component(_ value: Double) -> String {
        if let whole = wholeComponent(value) { return String(whole) }
        // `description` directly: `String(value)` reached it through a protocol witness (same text).
        return value.description
    }

    /// A component written as an integer (a whole number below 1e15), else nil (written as `description`).
    @inline(__always)
    static func wholeComponent(_ value: Double) -> Int? {
        value == value.rounded() && abs(value) < 1e15 ? Int(value) : nil
    }
}


/// Which children of an object form its view hierarchy, as the compiler encodes `UISubviews` and the summaries walk it.
enum NibHierarchy {
    /// Whether an object is a prototype (table `prototypes`, collection view `cells`): compiled into a nested nib.
    static func isPrototype(_ index: Int, in document: some IBDocumentTables) -> Bool {
        // By UTF-8 length first, one comparison at most (issue 14, tenth round: asked for every child, mostly
        // `subviews`, whose unequal comparisons took the slow path); exact for these ASCII names, as in `isCell`.
        guard let container = document.objects[index].container else { return false }
        switch container.utf8.count {
        case 10: return container == "prototypes"
        case 5:
            return container == "cells" && (document.objects[index].parent.map { document.kind(ofObject: $0) == "collectionView" } ?? false)
        default: return false
        }
    }

    /// The indices of the subtree rooted at `index`, in document order (walks the index table without copying objects).
    static func subtree(_ index: Int, in document: some IBDocumentTables) -> [Int] {
        // Sized once: an object's subtree has at most as many objects as its element has elements (growing both
        // arrays from empty reallocated them several times per walk; issue 14, seventh round).
        let bound = min(document.objects[index].element.subtreeSize, 4096)
        var result: [Int] = []
        result.reserveCapacity(bound)
        appendSubtree(index, in: document, to: &result)
        return result
    }

    /// Appends the subtree rooted at `index` to `result`, in document order: a recursive walk (issue 14, twelfth round:
    /// the explicit work stack it replaces was a second array per walk, ≈ 630 allocations a corpus pass).
    static func appendSubtree<D: IBDocumentTables>(_ index: Int, in document: D, to result: inout [Int]) {
        result.append(index)
        let children = document.objects[index].childList
        for k in children.indices { appendSubtree(children[k], in: document, to: &result) }
    }

    /// Whether an object is a placeholder (`IBObject.isPlaceholder`), its kind read by index: the getter takes the whole
    /// object, so calling it on an array element copied the object (issue 14, tenth round).
    static func isPlaceholder(_ index: Int, in document: some IBDocumentTables) -> Bool {
        IBObject.isPlaceholder(kind: document.kind(ofObject: index))
    }

    /// A controller's view: its child with `key="view"` (like `IBDocument.view(of:)`, without copying objects).
    static func view(of controller: Int, in document: some IBDocumentTables) -> Int? {
        // The key compared in the source bytes (issue 14, eighth round: a `String` per child before).
        document.objects[controller].childList.first { document.valueEquals(ofObject: $0, .key, "view") }
    }

    /// Whether an object is a cell whose `contentView` is its first subview.
    static func isCell(_ kind: String) -> Bool {
        // By UTF-8 length first, one comparison at most (issue 14, fifth round: asked for every view). Exact: only
        // `K`, `;` and `` ` `` have canonical equivalents of another length in ASCII, and these names have none.
        switch kind.utf8.count {
        case 13: return kind == "tableViewCell"
        case 18: return kind == "collectionViewCell"
        case 22: return kind == "collectionReusableView"
        default: return false
        }
    }

    /// The content view of a cell (its child with `key="contentView"`).
    static func contentView(of index: Int, in document: some IBDocumentTables) -> Int? {
        guard isCell(document.kind(ofObject: index)) else { return nil }
        return document.objects[index].childList.first { document.valueEquals(ofObject: $0, .key, "contentView") }
    }

    /// The hierarchy children of a view: a cell's content view first, then its non-prototype `<subviews>`.
    static func subviews(of index: Int, in document: some IBDocumentTables) -> [Int] {
        var result: [Int] = []
        // Sized once when there are subviews (issue 14, seventh round); a leaf's empty result allocates nothing.
        let count = document.objects[index].subviewList.count
        if count > 0 { result.reserveCapacity(count + 1) }
        if let content = contentView(of: index, in: document) { result.append(content) }
        for child in document.objects[index].subviewList where !isPrototype(child, in: document) { result.append(child) }
        return result
    }
}
