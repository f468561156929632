/// The properties of an `IBObject` that most objects leave empty (button states, runtime attributes, attributed
/// strings, keyboard and accessibility settings, variations…), kept out of line so an object stays small: the
/// object table is built, copied and freed faster, and objects without any of them allocate nothing for them.
struct IBObjectExtras: Sendable {
    /// An `id` assigned after reading (the read one is decoded from the element).
    var id: String?
    var childText: String?
    var childPlaceholder: String?
    var states: [IBButtonState] = []
    var runtimeAttributes: [IBRuntimeAttribute] = []
    var attributedStrings: [IBAttributedString] = []
    var textInputTraits: IBTextInputTraits?
    var variations: [IBVariation] = []
    var accessibility: IBAccessibility?
    var imageReferences: [IBImageReference] = []
    var symbolConfigurations: [IBSymbolConfiguration] = []
    var segments: [IBSegment] = []
    var simulatedMetrics: [IBElement] = []
    var unknownChildren: [IBElement] = []
    /// Index lists set after reading (the read ones stay in the document's list table: `IBIndexList.swift`).
    var setChildren: IBOwnedIndices?
    var setSubviews: IBOwnedIndices?
    var setConnections: IBOwnedIndices?
    var setConstraints: IBOwnedIndices?
    /// Value lists set after reading (the read ones stay in the document's value tables: `IBValueTable.swift`).
    var setColors: IBOwnedValues<IBColor>?
    var setFonts: IBOwnedValues<IBFont>?
    var setProperties: IBOwnedValues<IBProperty>?
}

/// The out-of-line storage of `IBObjectExtras`, copied on write (`IBObject.extras`): shared between copies of an
/// object until one of them changes it.
final class IBObjectExtrasBox: @unchecked Sendable {  // mutated only while uniquely referenced
    /// Unchecked exclusivity (issue 14, nineteenth round): the box is changed only through its one owner's `modify`, so
    /// no two accesses overlap, and each checked one was a `swift_beginAccess` call (≈ 500 a corpus read).
    @exclusivity(unchecked) var value: IBObjectExtras

    init(_ value: IBObjectExtras) { self.value = value }
}

extension IBObject {
    /// The out-of-line properties, allocated on the first write and copied on write when shared.
    var extras: IBObjectExtras {
        get { extrasBox?.value ?? IBObjectExtras() }
        _modify {
            if extrasBox == nil {
                extrasBox = IBObjectExtrasBox(IBObjectExtras())
            } else if !isKnownUniquelyReferenced(&extrasBox) {
                extrasBox = IBObjectExtrasBox(extrasBox!.value)
            }
            yield &extrasBox!.value
        }
    }

    var childText: String? {
        get { extrasBox?.value.childText }
        set { extras.childText = newValue }
    }
    var childPlaceholder: String? {
        get { extrasBox?.value.childPlaceholder }
        set { extras.childPlaceholder = newValue }
    }
    /// Button titles per state.
    public var states: [IBButtonState] {
        get { extrasBox?.value.states ?? [] }
        set { extras.states = newValue }
        _modify { yield &extras.states }
    }
    /// User-defined runtime attributes.
    public var runtimeAttributes: [IBRuntimeAttribute] {
        get { extrasBox?.value.runtimeAttributes ?? [] }
        set { extras.runtimeAttributes = newValue }
        _modify { yield &extras.runtimeAttributes }
    }
    /// Attributed strings (`attributedText`, `attributedPlaceholder`…), in document order.
    public var attributedStrings: [IBAttributedString] {
        get { extrasBox?.value.attributedStrings ?? [] }
        set { extras.attributedStrings = newValue }
        _modify { yield &extras.attributedStrings }
    }
    /// Keyboard settings of text fields, text views and search bars.
    public var textInputTraits: IBTextInputTraits? {
        get { extrasBox?.value.textInputTraits }
        set { extras.textInputTraits = newValue }
    }
    /// Size-class variations (`<variation key=…>`).
    public var variations: [IBVariation] {
        get { extrasBox?.value.variations ?? [] }
        set { extras.variations = newValue }
        _modify { yield &extras.variations }
    }
    /// Accessibility settings.
    public var accessibility: IBAccessibility? {
        get { extrasBox?.value.accessibility }
        set { extras.accessibility = newValue }
    }
    /// Image references (`<imageReference key="image">`, SF Symbols and catalog images).
    public var imageReferences: [IBImageReference] {
        get { extrasBox?.value.imageReferences ?? [] }
        set { extras.imageReferences = newValue }
        _modify { yield &extras.imageReferences }
    }
    /// SF Symbols configurations (`<preferredSymbolConfiguration>`).
    public var symbolConfigurations: [IBSymbolConfiguration] {
        get { extrasBox?.value.symbolConfigurations ?? [] }
        set { extras.symbolConfigurations = newValue }
        _modify { yield &extras.symbolConfigurations }
    }
    /// The segments of a segmented control.
    public var segments: [IBSegment] {
        get { extrasBox?.value.segments ?? [] }
        set { extras.segments = newValue }
        _modify { yield &extras.segments }
    }
    /// Design-time simulated metrics (`simulatedNavigationBarMetrics`, `freeformSimulatedSizeMetrics`…):
    /// Xcode's canvas settings, without effect at run time; kept as elements.
    public var simulatedMetrics: [IBElement] {
        get { extrasBox?.value.simulatedMetrics ?? [] }
        set { extras.simulatedMetrics = newValue }
        _modify { yield &extras.simulatedMetrics }
    }
    /// Child elements the model does not understand, kept generically.
    public var unknownChildren: [IBElement] {
        get { extrasBox?.value.unknownChildren ?? [] }
        set { extras.unknownChildren = newValue }
        _modify { yield &extras.unknownChildren }
    }
}
