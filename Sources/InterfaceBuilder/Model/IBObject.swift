/// One object element of a document (every element with an `id` that is not a connection or a
/// constraint: views, controllers, placeholders, cells, items, layout guides, gesture recognizers…),
/// an entry of the flat object table `IBDocument.objects`.
///
/// Relations are indices into the document's tables, never nested values. Attribute-backed
/// properties are decoded from the source bytes when read.
public struct IBObject: Sendable {
    /// The object's index in `IBDocument.objects`.
    public var index: Int
    /// The `id` attribute (empty for the few id-less keyed views of old documents), decoded when read.
    public var id: String {
        get { extrasBox?.value.id ?? element.value(.id) ?? "" }
        set { extras.id = newValue }
    }
    /// The element name, i.e. the object's kind: `view`, `label`, `viewController`, `placeholder`…
    public var kind: String { element.name }
    /// `key` (the property of the parent that holds it: `view`, `contentView`, `tableHeaderView`…).
    public var key: String? { element.value(.key) }
    /// `customClass`.
    public var customClass: String? { element.value(.customClass) }
    /// `customModule`.
    public var customModule: String? { element.value(.customModule) }
    /// `customModuleProvider` (`target`).
    public var customModuleProvider: String? { element.value(.customModuleProvider) }
    /// `userLabel`.
    public var userLabel: String? { element.value(.userLabel) }
    /// `sceneMemberID` (`viewController`, `firstResponder`, `exit`…).
    public var sceneMemberID: String? { element.value(.sceneMemberID) }
    /// `placeholderIdentifier` of a `<placeholder>` (`IBFilesOwner`, `IBFirstResponder`) or `<proxyObject>`.
    public var placeholderIdentifier: String? { element.value(.placeholderIdentifier) }
    /// `storyboardIdentifier` of a controller.
    public var storyboardIdentifier: String? { element.value(.storyboardIdentifier) }
    /// `title`.
    public var title: String? { element.value(.title) }
    /// `storyboardName` of a `viewControllerPlaceholder` (storyboard reference).
    public var storyboardName: String? { element.value(.storyboardName) }
    /// `referencedIdentifier` of a `viewControllerPlaceholder`.
    public var referencedIdentifier: String? { element.value(.referencedIdentifier) }
    /// `type` of a layout guide (`top`, `bottom`) and other typed objects.
    public var type: String? { element.value(.type) }
    /// The `<rect key="frame">`.
    public var frame: Optional<IBRect>
    /// The `<autoresizingMask key="autoresizingMask">`.
    public var autoresizingMask: Optional<IBAutoresizingMask>
    /// `contentMode`.
    public var contentMode: String? { element.value(.contentMode) }
    /// `hidden`.
    public var isHidden: Bool? { element.flag(.hidden) }
    /// `alpha`.
    public var alpha: Double? { element.number(.alpha) }
    /// `tag`.
    public var tag: Int? { element.integer(.tag) }
    /// `userInteractionEnabled`.
    public var isUserInteractionEnabled: Bool? { element.flag(.userInteractionEnabled) }
    /// `clipsSubviews`.
    public var clipsSubviews: Bool? { element.flag(.clipsSubviews) }
    /// `opaque`.
    public var isOpaque: Bool? { element.flag(.opaque) }
    /// `translatesAutoresizingMaskIntoConstraints`.
    public var translatesAutoresizingMaskIntoConstraints: Bool? { element.flag(.translatesAutoresizingMaskIntoConstraints) }
    /// `<string key="text">` or the `text` attribute.
    public var text: String? { childText ?? element.value(.text) }
    /// `<string key="placeholder">` or the `placeholder` attribute.
    public var placeholder: String? { childPlaceholder ?? element.value(.placeholder) }
    /// `image` attribute.
    public var image: String? { element.value(.image) }
    /// `highlightedImage` attribute.
    public var highlightedImage: String? { element.value(.highlightedImage) }
    /// `reuseIdentifier` of cells and reusable views.
    public var reuseIdentifier: String? { element.value(.reuseIdentifier) }
    /// Colors keyed by their `key` (`backgroundColor`, `textColor`, `tintColor`…), in document order.
    public var colors: [IBColor] {
        get { colorList.array }
        set { values.colors = setAfterReading(newValue, \.setColors) }
    }
    /// Fonts (`fontDescription`, `font`), in document order.
    public var fonts: [IBFont] {
        get { fontList.array }
        set { values.fonts = setAfterReading(newValue, \.setFonts) }
    }
    /// Other keyed values (`<string key>`, `<rect key>`, `<size key>`, `<inset key>`…), in document order.
    public var properties: [IBProperty] {
        get { propertyList.array }
        set { values.properties = setAfterReading(newValue, \.setProperties) }
    }
    /// Where the three value lists above sit in the document's value tables (`IBValueTable.swift`).
    var values: IBObjectValues
    /// False when the `default` variation of an ancestor excludes this object (`<exclude reference=>`
    /// in a `subviews` mask): it is not installed under any/any traits.
    public var isInstalled: Bool
    /// The parent object's index (nil for top-level objects).
    public var parent: Optional<Int>
    /// The name of the container element that holds it in its parent (`subviews`, `prototypes`, `items`…), nil if direct.
    public var container: Optional<String>
    /// Indices of the `<subviews>` children, in order.
    public var subviews: [Int] {
        get { subviewList.array }
        set { lists.subviews = setAfterReading(newValue, \.setSubviews) }
    }
    /// Indices of every child object (subviews, keyed views, items, cells, guides…), in document order.
    public var children: [Int] {
        get { childList.array }
        set { lists.children = setAfterReading(newValue, \.setChildren) }
    }
    /// Indices into `IBDocument.constraints` of the constraints this view owns.
    public var constraints: [Int] {
        get { constraintList.array }
        set { lists.constraints = setAfterReading(newValue, \.setConstraints) }
    }
    /// Indices into `IBDocument.connections` of the connections this object is the source of.
    public var connections: [Int] {
        get { connectionList.array }
        set { lists.connections = setAfterReading(newValue, \.setConnections) }
    }
    /// Where the four index lists above sit in the document's list table (`IBIndexList.swift`).
    var lists: IBObjectLists
    /// The scene index, for objects of a storyboard scene.
    public var scene: Optional<Int>
    /// Attributes the model does not understand, decoded, in document order (computed on demand).
    public var unknownAttributes: [IBAttribute] { AttrKey.unknown(element, known: AttrKey.objectKeys) }
    /// The rarely set properties (button states, runtime attributes, keyboard settings…), out of line: see
    /// `IBObject+Extras.swift`.
    var extrasBox: Optional<IBObjectExtrasBox>
    /// The generic element of this object (every attribute and child, for anything not modeled).
    public var element: IBElement
    /// Where the object's start tag is. (computed on demand from the element).
    public var position: IBSourcePosition { element.position }

    /// Every field set once, the object's place given (issue 14, twelfth round): the reader set `parent`, `container`
    /// and `scene` after appending, three writes through `objects[i]`, each with a uniqueness check; the stored
    /// properties are spelt `Optional<…>` without declaration defaults, so the toolchain does not build the object twice
    /// (see `IBColor`).
    init(index: Int, element: IBElement, parent: Int?, container: String?, scene: Int?) {
        self.index = index
        frame = nil
        autoresizingMask = nil
        values = .empty
        isInstalled = true
        self.parent = parent
        self.container = container
        lists = .empty
        self.scene = scene
        extrasBox = nil
        self.element = element
    }

    /// Keeps a list set after reading in the extras (the document's tables never change once read) and returns the
    /// range that says so.
    private mutating func setAfterReading<Value>(_ list: [Value],
                                                 _ slot: WritableKeyPath<IBObjectExtras, IBOwnedValues<Value>?>) -> IBListRange {
        extras[keyPath: slot] = IBOwnedValues(list)
        return .setAfterReading
    }

    /// The first color with the given key.
    public func color(_ key: String) -> IBColor? {
        let colors = colorList
        return IBColor.position(of: key, in: colors).map { colors[$0] }
    }
    /// The first font with the given key.
    public func font(_ key: String) -> IBFont? { fontList.first { $0.key == key } }
    /// The attributed string with the given key (`attributedText` by default).
    public func attributedString(_ key: String = "attributedText") -> IBAttributedString? {
        attributedStrings.first { $0.key == key }
    }
    /// The first property with the given key.
    public func property(_ key: String) -> IBValue? { propertyList.first { $0.key == key }?.value }
    /// The title for a button state (`normal` by default).
    public func title(for state: String = "normal") -> String? { states.first { $0.state == state }?.title }
    /// The decoded value of any attribute of the element, understood or not.
    public subscript(attribute name: String) -> String? { element[attribute: name] }

    /// Whether this is a controller (`…Controller` element or `sceneMemberID="viewController"`).
    public var isController: Bool { sceneMemberID == "viewController" || kind.hasSuffix("Controller") }
    /// Whether this is a placeholder (`placeholder`, `proxyObject`, `viewControllerPlaceholder`, `exit`).
    public var isPlaceholder: Bool { IBObject.isPlaceholder(kind: kind) }

    /// Whether an element kind is a placeholder's (`isPlaceholder`), for callers that hold only the kind.
    static func isPlaceholder(kind: String) -> Bool {
        kind == "placeholder" || kind == "proxyObject" || kind == "viewControllerPlaceholder" || kind == "exit"
    }
}
