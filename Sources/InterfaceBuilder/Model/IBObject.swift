/// One object element of a document (every element with an `id` that is not a connection or a
/// constraint: views, controllers, placeholders, cells, items, layout guides, gesture recognizers…),
/// an entry of the flat object table `IBDocument.objects`.
///
/// Relations are indices into the document's tables, never nested values.
public struct IBObject: Sendable {
    /// The object's index in `IBDocument.objects`.
    public var index: Int
    /// The element name, i.e. the object's kind: `view`, `label`, `viewController`, `placeholder`…
    public var kind: String
    /// The `id` attribute.
    public var id: String
    /// `key` (the property of the parent that holds it: `view`, `contentView`, `tableHeaderView`…).
    public var key: String?
    /// `customClass`.
    public var customClass: String?
    /// `customModule`.
    public var customModule: String?
    /// `customModuleProvider` (`target`).
    public var customModuleProvider: String?
    /// `userLabel`.
    public var userLabel: String?
    /// `sceneMemberID` (`viewController`, `firstResponder`, `exit`…).
    public var sceneMemberID: String?
    /// `placeholderIdentifier` of a `<placeholder>` (`IBFilesOwner`, `IBFirstResponder`) or `<proxyObject>`.
    public var placeholderIdentifier: String?
    /// `storyboardIdentifier` of a controller.
    public var storyboardIdentifier: String?
    /// `title`.
    public var title: String?
    /// `storyboardName` of a `viewControllerPlaceholder` (storyboard reference).
    public var storyboardName: String?
    /// `referencedIdentifier` of a `viewControllerPlaceholder`.
    public var referencedIdentifier: String?
    /// `type` of a layout guide (`top`, `bottom`) and other typed objects.
    public var type: String?
    /// The `<rect key="frame">`.
    public var frame: IBRect?
    /// The `<autoresizingMask key="autoresizingMask">`.
    public var autoresizingMask: IBAutoresizingMask?
    /// `contentMode`.
    public var contentMode: String?
    /// `hidden`.
    public var isHidden: Bool?
    /// `alpha`.
    public var alpha: Double?
    /// `tag`.
    public var tag: Int?
    /// `userInteractionEnabled`.
    public var isUserInteractionEnabled: Bool?
    /// `clipsSubviews`.
    public var clipsSubviews: Bool?
    /// `opaque`.
    public var isOpaque: Bool?
    /// `translatesAutoresizingMaskIntoConstraints`.
    public var translatesAutoresizingMaskIntoConstraints: Bool?
    /// `text` attribute or `<string key="text">`.
    public var text: String?
    /// `placeholder` attribute or `<string key="placeholder">`.
    public var placeholder: String?
    /// `image` attribute.
    public var image: String?
    /// `highlightedImage` attribute.
    public var highlightedImage: String?
    /// `reuseIdentifier` of cells and reusable views.
    public var reuseIdentifier: String?
    /// Colors keyed by their `key` (`backgroundColor`, `textColor`, `tintColor`…), in document order.
    public var colors: [IBColor] = []
    /// Fonts (`fontDescription`, `font`), in document order.
    public var fonts: [IBFont] = []
    /// Button titles per state.
    public var states: [IBButtonState] = []
    /// Other keyed values (`<string key>`, `<rect key>`, `<size key>`, `<inset key>`…), in document order.
    public var properties: [IBProperty] = []
    /// User-defined runtime attributes.
    public var runtimeAttributes: [IBRuntimeAttribute] = []
    /// The parent object's index (nil for top-level objects).
    public var parent: Int?
    /// The name of the container element that holds it in its parent (`subviews`, `prototypes`, `items`…), nil if direct.
    public var container: String?
    /// Indices of the `<subviews>` children, in order.
    public var subviews: [Int] = []
    /// Indices of every child object (subviews, keyed views, items, cells, guides…), in document order.
    public var children: [Int] = []
    /// Indices into `IBDocument.constraints` of the constraints this view owns.
    public var constraints: [Int] = []
    /// Indices into `IBDocument.connections` of the connections this object is the source of.
    public var connections: [Int] = []
    /// The scene index, for objects of a storyboard scene.
    public var scene: Int?
    /// Attributes the model does not understand, decoded, in document order (computed on demand).
    public var unknownAttributes: [IBAttribute] { AttrKey.unknown(element, known: AttrKey.objectKeys) }
    /// Child elements the model does not understand, kept generically.
    public var unknownChildren: [IBElement] = []
    /// The generic element of this object (every attribute and child, for anything not modeled).
    public var element: IBElement
    /// Where the object's start tag is. (computed on demand from the element).
    public var position: IBSourcePosition { element.position }

    init(index: Int, kind: String, id: String, element: IBElement) {
        self.index = index
        self.kind = kind
        self.id = id
        self.element = element
    }

    /// The first color with the given key.
    public func color(_ key: String) -> IBColor? { colors.first { $0.key == key } }
    /// The first font with the given key.
    public func font(_ key: String) -> IBFont? { fonts.first { $0.key == key } }
    /// The first property with the given key.
    public func property(_ key: String) -> IBValue? { properties.first { $0.key == key }?.value }
    /// The title for a button state (`normal` by default).
    public func title(for state: String = "normal") -> String? { states.first { $0.state == state }?.title }
    /// The decoded value of any attribute of the element, understood or not.
    public subscript(attribute name: String) -> String? { element[attribute: name] }

    /// Whether this is a controller (`…Controller` element or `sceneMemberID="viewController"`).
    public var isController: Bool { sceneMemberID == "viewController" || kind.hasSuffix("Controller") }
    /// Whether this is a placeholder (`placeholder`, `proxyObject`, `viewControllerPlaceholder`, `exit`).
    public var isPlaceholder: Bool {
        kind == "placeholder" || kind == "proxyObject" || kind == "viewControllerPlaceholder" || kind == "exit"
    }
}
