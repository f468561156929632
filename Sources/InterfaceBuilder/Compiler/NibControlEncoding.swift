import Foundation

/// IB's names for the enumerated attributes the compiler archives, with the raw values UIKit archives for them
/// (see `docs/nib-format.md`, "Controls and their keys"). Static tables, shared by every compile; `NibNameTable`s,
/// not `[String: Int]` (issue 14, fifth round: a `Dictionary` lookup hashed the name with SipHash, ≈ 900 instructions),
/// each with a `NibByteNameTable` for the attribute's source bytes since the thirteenth round (`NibEnumTable`).
enum NibEnumValues {
    /// `NSTextAlignment` (`textAlignment`).
    static let textAlignment: NibEnumTable = ["left": 0, "center": 1, "right": 2, "justified": 3, "natural": 4]
    /// `NSLineBreakMode` (`lineBreakMode`).
    static let lineBreakMode: NibEnumTable = [
        "wordWrap": 0, "characterWrap": 1, "clip": 2, "headTruncation": 3, "tailTruncation": 4, "middleTruncation": 5,
    ]
    /// `UIBaselineAdjustment` (`baselineAdjustment`).
    static let baselineAdjustment: NibEnumTable = ["alignBaselines": 0, "alignCenters": 1, "none": 2]
    /// `UIControl.ContentHorizontalAlignment` (`contentHorizontalAlignment`).
    static let contentHorizontalAlignment: NibEnumTable = [
        "center": 0, "left": 1, "right": 2, "fill": 3, "leading": 4, "trailing": 5,
    ]
    /// `UIControl.ContentVerticalAlignment` (`contentVerticalAlignment`).
    static let contentVerticalAlignment: NibEnumTable = ["center": 0, "top": 1, "bottom": 2, "fill": 3]
    /// `UIButton.ButtonType` (`buttonType`).
    static let buttonType: NibEnumTable = [
        "custom": 0, "system": 1, "roundedRect": 1, "detailDisclosure": 2, "infoLight": 3, "infoDark": 4, "contactAdd": 5,
        "plain": 6, "close": 7,
    ]
    /// `UITextField.BorderStyle` (`borderStyle`).
    static let borderStyle: NibEnumTable = ["none": 0, "line": 1, "bezel": 2, "roundedRect": 3]
    /// `UITextField.ViewMode` (`clearButtonMode`).
    static let viewMode: NibEnumTable = ["never": 0, "whileEditing": 1, "unlessEditing": 2, "always": 3]
    /// `UITextAutocapitalizationType`.
    static let autocapitalization: NibEnumTable = ["none": 0, "words": 1, "sentences": 2, "allCharacters": 3]
    /// `UITextAutocorrectionType`.
    static let autocorrection: NibEnumTable = ["default": 0, "no": 1, "yes": 2]
    /// `UIKeyboardType`.
    static let keyboardType: NibEnumTable = [
        "default": 0, "alphabet": 1, "ASCIICapable": 1, "numbersAndPunctuation": 2, "URL": 3, "numberPad": 4,
        "phonePad": 5, "namePhonePad": 6, "emailAddress": 7, "decimalPad": 8, "twitter": 9, "webSearch": 10,
        "ASCIICapableNumberPad": 11, "asciiCapableNumberPad": 11,
    ]
    /// `UIReturnKeyType`.
    static let returnKeyType: NibEnumTable = [
        "default": 0, "go": 1, "google": 2, "join": 3, "next": 4, "route": 5, "search": 6, "send": 7, "yahoo": 8,
        "done": 9, "emergencyCall": 10, "continue": 11,
    ]
    /// `UIScrollView.KeyboardDismissMode`.
    static let keyboardDismissMode: NibEnumTable = ["none": 0, "onDrag": 1, "interactive": 2]
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    static let contentInsetAdjustment: NibEnumTable = ["automatic": 0, "scrollableAxes": 1, "never": 2, "always": 3]
    /// `NSLayoutConstraint.Axis` (stack view `axis`).
    static let axis: NibEnumTable = ["horizontal": 0, "vertical": 1]
    /// `UIStackView.Distribution`.
    static let stackDistribution: NibEnumTable = [
        "fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4,
    ]
    /// `UIStackView.Alignment` (`top` is `leading`, `bottom` is `trailing`).
    static let stackAlignment: NibEnumTable = [
        "fill": 0, "leading": 1, "top": 1, "firstBaseline": 2, "center": 3, "trailing": 4, "bottom": 4, "lastBaseline": 5,
    ]
    /// `UIActivityIndicatorView.Style`: the iOS 13 styles (archived under `UIActivityIndicatorViewStyle-Modern`).
    static let modernIndicatorStyle: NibEnumTable = ["medium": 100, "large": 101]
    /// `UIActivityIndicatorView.Style`: the legacy styles (archived under `UIActivityIndicatorViewStyle`).
    static let legacyIndicatorStyle: NibEnumTable = ["whiteLarge": 0, "white": 1, "gray": 2]
    /// `UIBarStyle`.
    static let barStyle: NibEnumTable = ["default": 0, "black": 1, "blackOpaque": 1, "blackTranslucent": 2]
    /// `UITableViewCell.AccessoryType`.
    static let accessoryType: NibEnumTable = [
        "none": 0, "disclosureIndicator": 1, "detailDisclosureButton": 2, "checkmark": 3, "detailButton": 4,
    ]
    /// `UITableViewCell.SelectionStyle`.
    static let selectionStyle: NibEnumTable = ["none": 0, "blue": 1, "gray": 2, "default": 3]
    /// `UITableViewCell.CellStyle` (`style="IBUITableViewCellStyle…"`).
    static let cellStyle: NibEnumTable = [
        "IBUITableViewCellStyleDefault": 0, "IBUITableViewCellStyleValue1": 1, "IBUITableViewCellStyleValue2": 2,
        "IBUITableViewCellStyleSubtitle": 3,
    ]
    /// `UICollectionView.ScrollDirection`.
    static let scrollDirection: NibEnumTable = ["vertical": 0, "horizontal": 1]
    /// The element kinds compiled to `UIControl` subclasses (they carry the control keys).
    static let controlKinds: Set<String> = [
        "button", "textField", "switch", "slider", "segmentedControl", "stepper", "datePicker", "pageControl",
    ]
}

/// The class-specific attributes of controls, text views, scroll views, stack views, bars, cells and flow layouts,
/// with ibtool's keys (the contract is what `HeadlessUIKit`'s `init?(coder:)`s read; see `docs/nib-format.md`).
extension ViewEncoder {
    // MARK: Helpers

    /// Sets `key` to the raw value of an enumerated value unless it is absent, unknown, or `skipping`.
    mutating func setEnum(_ ref: NibArchiveBuilder.Ref, _ key: NibKey, _ value: String?, _ table: NibEnumTable,
                          skipping defaultValue: Int? = nil) {
        guard let value, let raw = table[value], raw != defaultValue else { return }
        builder.set(ref, key, .integer(raw))
    }

    /// Sets `key` to the raw value of `element`'s enumerated attribute `attribute` unless it is absent, unknown, or
    /// `skipping`: looked up by its source bytes (issue 14, thirteenth round: `element.value(attribute)` made a `String`
    /// per attribute, only to look it up).
    mutating func setEnum(_ ref: NibArchiveBuilder.Ref, _ key: NibKey, _ element: IBElement, _ attribute: AttrKey,
                          _ table: NibEnumTable, skipping defaultValue: Int? = nil) {
        guard let raw = element.lookup(attribute, table), raw != defaultValue else { return }
        builder.set(ref, key, .integer(raw))
    }

    /// Sets `key` to the colour `<color key=colorKey>` of object `index`, when it has one: its colors read without
    /// copying the object (issue 14, tenth round), the colour without copying it (eleventh round).
    mutating func setColor(_ ref: NibArchiveBuilder.Ref, _ key: NibKey, ofObject index: Int, _ colorKey: String) {
        guard let position = document.colorPosition(ofObject: index, colorKey) else { return }
        let encodedColor = encodeColor(ofObject: index, at: position)
        builder.set(ref, key, encodedColor)
    }

    /// Sets `key` to true (or to `value`) when the YES/NO attribute `attribute` of `element` is `when`.
    mutating func setFlag(_ ref: NibArchiveBuilder.Ref, _ key: NibKey, _ element: IBElement, _ attribute: AttrKey, when expected: Bool,
                          value: Bool? = nil) {
        // Compared in place (issue 14, thirteenth round: `flag` decoded a `String`).
        guard let flag = element.sourceFlag(attribute), flag == expected else { return }
        builder.set(ref, key, .bool(value ?? expected))
    }

    /// Sets `key` to true (or to `value`) when a YES/NO attribute already read is `when`.
    mutating func setFlag(_ ref: NibArchiveBuilder.Ref, _ key: NibKey, _ flag: Bool?, when expected: Bool, value: Bool? = nil) {
        guard let flag, flag == expected else { return }
        builder.set(ref, key, .bool(value ?? expected))
    }

    /// An image as ibtool archives it: a `UIImageNibPlaceholder` whose `UIResourceName` names the resource.
    mutating func imagePlaceholder(_ name: String) -> NibArchiveBuilder.Ref {
        let ref = builder.object(.UIImageNibPlaceholder, capacity: 1)
        builder.set(ref, .UIResourceName, builder.string(name))
        return ref
    }

    /// `imagePlaceholder(_:)` for an attribute's value, its name copied from the source bytes (no `String`).
    mutating func imagePlaceholder(_ storage: XMLStorage, _ slot: XMLAttributeSlot) -> NibArchiveBuilder.Ref {
        let ref = builder.object(.UIImageNibPlaceholder, capacity: 1)
        builder.set(ref, .UIResourceName, builder.string(storage, slot))
        return ref
    }

    /// A size or point as `encodeCGSize:` archives it: `0x07` + two little-endian doubles.
    static func sizeData(_ size: IBSize) -> NibValue { .data(NibGeometry.data(size.width, size.height)) }

    /// Edge insets as `encodeUIEdgeInsets:` archives them: `0x07` + top, left, bottom, right as doubles.
    static func insetsData(_ insets: IBInsets) -> NibValue {
        .data(NibGeometry.data(insets.top, insets.left, insets.bottom, insets.right))
    }

    /// The size property `key` of object `index` (`<size key=…>`), if any.
    func size(ofObject index: Int, _ key: String) -> IBSize? {
        if case .size(let size)? = document.property(ofObject: index, key) { return size }
        return nil
    }

    /// The insets property `key` of object `index` (`<inset key=…>`), if any.
    func insets(ofObject index: Int, _ key: String) -> IBInsets? {
        if case .insets(let insets)? = document.property(ofObject: index, key) { return insets }
        return nil
    }


    // MARK: Every view, every control

    /// `UITintColor` (`<color key="tintColor">`).
    mutating func encodeTint(ofObject index: Int, _ ref: NibArchiveBuilder.Ref) {
        setColor(ref, .UITintColor, ofObject: index, "tintColor")
    }

    /// `UIControl`'s keys: `UIHighlighted`, `UISelected`, `UIDisabled` (each only when true),
    /// `UIContentVerticalAlignment` and `UIContentHorizontalAlignment` (only when not `center`).
    mutating func encodeControl(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        // One pass over the attributes instead of one scan per accessor (issue 14, fifth round); the first attribute of
        // each kind counts, as with `isHighlighted`, `isSelected`, `isEnabled` and the alignments.
        // The alignments looked up by their source bytes (issue 14, thirteenth round: a `String` each).
        var highlighted: Bool?, selected: Bool?, enabled: Bool?, vertical: Int??, horizontal: Int??
        var walk = IBAttributeWalk(document.objects[index].element)
        while let (key, slot) = walk.next() {
            switch key {
            case .highlighted: if highlighted == nil { highlighted = walk.flag(slot) }
            case .selected: if selected == nil { selected = walk.flag(slot) }
            case .enabled: if enabled == nil { enabled = walk.flag(slot) }
            case .contentVerticalAlignment:
                if vertical == nil { vertical = .some(walk.lookup(slot, NibEnumValues.contentVerticalAlignment)) }
            case .contentHorizontalAlignment:
                if horizontal == nil { horizontal = .some(walk.lookup(slot, NibEnumValues.contentHorizontalAlignment)) }
            default: break
            }
        }
        if highlighted == true { builder.set(ref, .UIHighlighted, .bool(true)) }
        if selected == true { builder.set(ref, .UISelected, .bool(true)) }
        if enabled == false { builder.set(ref, .UIDisabled, .bool(true)) }
        if let raw = vertical ?? nil, raw != 0 { builder.set(ref, .UIContentVerticalAlignment, .integer(raw)) }
        if let raw = horizontal ?? nil, raw != 0 { builder.set(ref, .UIContentHorizontalAlignment, .integer(raw)) }
    }

    // MARK: Labels and buttons

    /// `UILabel`'s keys in `-[UILabel encodeWithCoder:]` order, each only when not UIKit's default except
    /// `UITextAlignment`, which UIKit always archives (absent in the XML means left).
    mutating func encodeLabel(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        // Fields read by index, no `IBObject` copy (issue 14, tenth round: labels are the most common class-specific
        // views).
        // One pass over the attributes (labels are the most common views), then the keys in UILabel's order.
        var alignment = 0, lineBreak = 4, lines = 1, baseline = 0
        var adjusts = false, tightening = false, enabled = true, highlighted = false
        var minimumFontSize = 0.0, scaleFactor = 0.0, maxWidth = 0.0
        // The attribute walk reads values from the source bytes (issue 14, ninth round): `forEachAttribute` decoded each
        // value into a `String` and looked the enumerations up by it (≈ 180 instructions a label attribute).
        var walk = IBAttributeWalk(document.objects[index].element)
        while let (key, slot) = walk.next() {
            switch key {
            case .textAlignment:
                alignment = walk.lookup(slot, NibEnumValues.textAlignment) ?? 0
            case .lineBreakMode:
                lineBreak = walk.lookup(slot, NibEnumValues.lineBreakMode) ?? 4
            case .numberOfLines: lines = walk.plainInteger(slot) ?? 1
            case .baselineAdjustment:
                baseline = walk.lookup(slot, NibEnumValues.baselineAdjustment) ?? 0
            case .adjustsFontSizeToFit: adjusts = walk.equals(slot, "YES")
            case .allowsDefaultTighteningForTruncation: tightening = walk.equals(slot, "YES")
            case .enabled: enabled = !walk.equals(slot, "NO")
            case .highlighted: highlighted = walk.equals(slot, "YES")
            case .minimumFontSize: minimumFontSize = walk.number(slot) ?? 0
            case .minimumScaleFactor: scaleFactor = walk.number(slot) ?? 0
            case .preferredMaxLayoutWidth: maxWidth = walk.number(slot) ?? 0
            default: break
            }
        }
        // A label whose text is attributed in IB (`<attributedString key="attributedText">`) gets its characters as
        // `UIText` (ibtool archives the attributed string itself as UIAttributedText; its runs are not compiled here).
        setText(ofObject: index, ref, attributed: true)
        setColor(ref, .UITextColor, ofObject: index, "textColor")
        let font = encodeFirstFont(ofObject: index, defaultSize: 17)
        builder.set(ref, .UIFont, font)
        setColor(ref, .UIHighlightedColor, ofObject: index, "highlightedColor")
        setColor(ref, .UIShadowColor, ofObject: index, "shadowColor")
        if case .size(let offset)? = document.property(ofObject: index, "shadowOffset"), offset.width != 0 || offset.height != 0 {
            builder.set(ref, .UIShadowOffset, ViewEncoder.sizeData(offset))
        }
        if lines != 1 { builder.set(ref, .UINumberOfLines, .integer(lines)) }
        if baseline != 0 { builder.set(ref, .UIBaselineAdjustment, .integer(baseline)) }
        if adjusts { builder.set(ref, .UIAdjustsFontSizeToFit, .bool(true)) }
        if minimumFontSize != 0 { builder.set(ref, .UIMinimumFontSize, .float(Float(minimumFontSize))) }
        if tightening { builder.set(ref, .UIAllowsDefaultTighteningForTruncation, .bool(true)) }
        if lineBreak != 4 { builder.set(ref, .UILineBreakMode, .integer(lineBreak)) }
        builder.set(ref, .UITextAlignment, .integer(alignment))
        if !enabled { builder.set(ref, .UIEnabled, .bool(false)) }
        if scaleFactor != 0 { builder.set(ref, .UIMinimumScaleFactor, .float(Float(scaleFactor))) }
        if maxWidth > 0 { builder.set(ref, .UIPreferredMaxLayoutWidth, .float(Float(maxWidth))) }
        if highlighted { builder.set(ref, .UIHighlighted, .bool(true)) }
    }

    /// `UIButton`'s keys: the per-state content (title, title colour, title shadow colour, image, background image),
    /// the image adjustment flags, the type, the font, then the insets and a line break mode other than `middleTruncation`.
    mutating func encodeButton(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        // The element and the states read once, before the builder's first call (issue 14, eleventh round: this took an
        // `IBObject` copy, as did every class-specific helper below, ≈ 550 instructions with its destroy a view).
        let element = document.objects[index].element
        let states = document.objects[index].extrasBox?.value.states ?? []
        // The entries, key then value, on the scratch stack (issue 14, fifteenth round: a list per button).
        let base = refStack.count
        // By index, each field read where it is used (issue 14, thirteenth round: `for state in states` copied every
        // `IBButtonState`, its strings and two optional colours, and destroyed it again, ≈ 260 instructions a state).
        for i in states.indices {
            let content = builder.object(.UIButtonContent)
            if let title = states[i].title { builder.set(content, .UITitle, builder.string(title)) }
            if states[i].titleColor != nil { builder.set(content, .UITitleColor, encodeColor(states[i].titleColor!)) }
            if states[i].titleShadowColor != nil { builder.set(content, .UIShadowColor, encodeColor(states[i].titleShadowColor!)) }
            if let image = states[i].image { builder.set(content, .UIImage, imagePlaceholder(image)) }
            if let image = states[i].backgroundImage { builder.set(content, .UIBackgroundImage, imagePlaceholder(image)) }
            let number = builder.number(NibNames.controlStateTable[states[i].state] ?? 0)
            refStack.append(number)
            refStack.append(content)
        }
        let stateful = popDictionary(from: base, mutable: true)
        builder.set(ref, .UIButtonStatefulContent, stateful)
        // Flags compared and the type looked up in place (issue 14, thirteenth round: a `String` each).
        builder.set(ref, .UIAdjustsImageWhenHighlighted, .bool(element.sourceFlag(.adjustsImageWhenHighlighted) != false))
        builder.set(ref, .UIAdjustsImageWhenDisabled, .bool(element.sourceFlag(.adjustsImageWhenDisabled) != false))
        // An absent type is `custom` (0); an unknown one 0 too.
        builder.set(ref, .UIButtonType, .integer(element.lookup(.buttonType, NibEnumValues.buttonType) ?? 0))
        let font = encodeFirstFont(ofObject: index, defaultSize: 15)
        builder.set(ref, .UIFont, font)
        // Three lookups, and none without properties (issue 14, thirteenth round: a loop over an array literal of three
        // pairs of strings allocated and copied that array for every button).
        if !document.objects[index].propertyList.isEmpty {
            if let insets = insets(ofObject: index, "contentEdgeInsets") {
                builder.set(ref, "UIContentEdgeInsets", ViewEncoder.insetsData(insets))
            }
            if let insets = insets(ofObject: index, "titleEdgeInsets") { builder.set(ref, "UITitleEdgeInsets", ViewEncoder.insetsData(insets)) }
            if let insets = insets(ofObject: index, "imageEdgeInsets") { builder.set(ref, "UIImageEdgeInsets", ViewEncoder.insetsData(insets)) }
        }
        setEnum(ref, .UILineBreakMode, element, .lineBreakMode, NibEnumValues.lineBreakMode, skipping: 5)
    }

    /// `UIImageView`: `UIImage`, `UIHighlightedImage` (image placeholders) and `UIHighlighted`.
    mutating func encodeImageView(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        // The element read by index, no `IBObject` copy (issue 14, tenth round).
        // The names copied from the source bytes, the flag compared in place (issue 14, thirteenth round).
        let element = document.objects[index].element
        if let image = element.slot(.image) { builder.set(ref, .UIImage, imagePlaceholder(element.storage, image)) }
        if let image = element.slot(.highlightedImage) {
            builder.set(ref, .UIHighlightedImage, imagePlaceholder(element.storage, image))
        }
        if element.sourceFlag(.highlighted) == true { builder.set(ref, .UIHighlighted, .bool(true)) }
    }

    // MARK: Text

    /// `UITextField`: text, placeholder, font, colour, alignment, border, clear button, sizing, and the keyboard
    /// settings of `<textInputTraits>` archived on the field itself.
    mutating func encodeTextField(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        let element = document.objects[index].element
        setText(ofObject: index, ref, attributed: true)
        setPlaceholder(ofObject: index, ref)
        if let position = fontPosition(ofObject: index, preferring: "fontDescription") {
            let encodedFont = encodeFont(ofObject: index, at: position, defaultSize: 14)
            builder.set(ref, .UIFont, encodedFont)
        }
        setColor(ref, .UITextColor, ofObject: index, "textColor")
        // Enumerations, flags and the size read from the source bytes (issue 14, thirteenth round: a `String` each).
        builder.set(ref, .UITextAlignment, .integer(element.lookup(.textAlignment, NibEnumValues.textAlignment) ?? 0))
        setEnum(ref, .UIBorderStyle, element, .borderStyle, NibEnumValues.borderStyle, skipping: 0)
        setEnum(ref, .UIClearButtonMode, element, .clearButtonMode, NibEnumValues.viewMode, skipping: 0)
        setFlag(ref, .UIClearsOnBeginEditing, element, .clearsOnBeginEditing, when: true)
        if element.sourceFlag(.adjustsFontSizeToFit) == true { builder.set(ref, .UIAdjustsFontSizeToFit, .bool(true)) }
        if let size = element.sourceNumber(.minimumFontSize), size != 0 { builder.set(ref, .UIMinimumFontSize, .float(Float(size))) }
        encodeTextInputTraits(index, ref)
    }

    /// `UITextView` (after the scroll view keys): text, font, colour, alignment, `UIEditable`/`UISelectable` (only
    /// when false) and the keyboard settings.
    mutating func encodeTextView(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        let element = document.objects[index].element
        setText(ofObject: index, ref, attributed: true)
        if let position = fontPosition(ofObject: index, preferring: "fontDescription") {
            let encodedFont = encodeFont(ofObject: index, at: position, defaultSize: 14)
            builder.set(ref, .UIFont, encodedFont)
        }
        setColor(ref, .UITextColor, ofObject: index, "textColor")
        builder.set(ref, .UITextAlignment, .integer(element.lookup(.textAlignment, NibEnumValues.textAlignment) ?? 0))
        setFlag(ref, .UIEditable, element, .editable, when: false)
        setFlag(ref, .UISelectable, element, .selectable, when: false)
        encodeTextInputTraits(index, ref)
    }

    /// The `<textInputTraits>` of a text field or view, each key only when not the default.
    mutating func encodeTextInputTraits(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        guard let traits = document.objects[index].extrasBox?.value.textInputTraits else { return }
        setEnum(ref, .UIAutocapitalizationType, traits.autocapitalizationType, NibEnumValues.autocapitalization, skipping: 0)
        setEnum(ref, .UIAutocorrectionType, traits.autocorrectionType, NibEnumValues.autocorrection, skipping: 0)
        setEnum(ref, .UIKeyboardType, traits.keyboardType, NibEnumValues.keyboardType, skipping: 0)
        setEnum(ref, .UIReturnKeyType, traits.returnKeyType, NibEnumValues.returnKeyType, skipping: 0)
        if traits.secureTextEntry == true { builder.set(ref, .UISecureTextEntry, .bool(true)) }
        if traits.enablesReturnKeyAutomatically == true { builder.set(ref, .UIEnablesReturnKeyAutomatically, .bool(true)) }
    }

    // MARK: Scroll views

    /// `UIScrollView`'s keys (scroll views, text views, table and collection views). The first four are the ones ibtool
    /// writes for the golden table view, in its order; the others only when not the default.
    mutating func encodeScrollView(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        // By index, no `IBObject` copy (issue 14, tenth round).
        // The attributes read in one pass (issue 14, fifth round: sixteen scans before), the first of each kind
        // counting as with `IBElement.flag`/`value`/`number`; then the keys in the same order as before.
        var bouncesZoom: Bool?, alwaysBounceVertical: Bool?, alwaysBounceHorizontal: Bool?, scrollEnabled: Bool?
        var pagingEnabled: Bool?, bounces: Bool?, showsHorizontal: Bool?, showsVertical: Bool?, directionalLock: Bool?
        var delaysContentTouches: Bool?, canCancelContentTouches: Bool?
        // The enumerations looked up and the scales parsed from the source bytes (issue 14, thirteenth round).
        var insetBehavior: Int??, dismissMode: Int??, minimumZoom: Double??, maximumZoom: Double??
        var walk = IBAttributeWalk(document.objects[index].element)
        while let (key, slot) = walk.next() {
            switch key {
            case .bouncesZoom: if bouncesZoom == nil { bouncesZoom = walk.flag(slot) }
            case .alwaysBounceVertical: if alwaysBounceVertical == nil { alwaysBounceVertical = walk.flag(slot) }
            case .alwaysBounceHorizontal: if alwaysBounceHorizontal == nil { alwaysBounceHorizontal = walk.flag(slot) }
            case .scrollEnabled: if scrollEnabled == nil { scrollEnabled = walk.flag(slot) }
            case .pagingEnabled: if pagingEnabled == nil { pagingEnabled = walk.flag(slot) }
            case .bounces: if bounces == nil { bounces = walk.flag(slot) }
            case .showsHorizontalScrollIndicator: if showsHorizontal == nil { showsHorizontal = walk.flag(slot) }
            case .showsVerticalScrollIndicator: if showsVertical == nil { showsVertical = walk.flag(slot) }
            case .directionalLockEnabled: if directionalLock == nil { directionalLock = walk.flag(slot) }
            case .delaysContentTouches: if delaysContentTouches == nil { delaysContentTouches = walk.flag(slot) }
            case .canCancelContentTouches: if canCancelContentTouches == nil { canCancelContentTouches = walk.flag(slot) }
            case .contentInsetAdjustmentBehavior:
                if insetBehavior == nil { insetBehavior = .some(walk.lookup(slot, NibEnumValues.contentInsetAdjustment)) }
            case .keyboardDismissMode:
                if dismissMode == nil { dismissMode = .some(walk.lookup(slot, NibEnumValues.keyboardDismissMode)) }
            case .minimumZoomScale: if minimumZoom == nil { minimumZoom = .some(walk.number(slot)) }
            case .maximumZoomScale: if maximumZoom == nil { maximumZoom = .some(walk.number(slot)) }
            default: break
            }
        }
        builder.set(ref, .UIScrollViewIndicatorInsetAdjustmentBehavior, .integer(1))
        builder.set(ref, .UIBouncesZoom, .bool(bouncesZoom != false))
        if alwaysBounceVertical == true { builder.set(ref, .UIAlwaysBounceVertical, .bool(true)) }
        let behavior = (insetBehavior ?? nil) ?? 0
        builder.set(ref, .UIScrollViewContentInsetAdjustmentBehavior, .integer(behavior))
        setFlag(ref, .UIAlwaysBounceHorizontal, alwaysBounceHorizontal, when: true)
        setFlag(ref, .UIScrollDisabled, scrollEnabled, when: false, value: true)
        setFlag(ref, .UIPagingEnabled, pagingEnabled, when: true)
        setFlag(ref, .UIBounceEnabled, bounces, when: false)
        setFlag(ref, .UIShowsHorizontalScrollIndicator, showsHorizontal, when: false)
        setFlag(ref, .UIShowsVerticalScrollIndicator, showsVertical, when: false)
        setFlag(ref, .UIDirectionalLockEnabled, directionalLock, when: true)
        setFlag(ref, .UIDelaysContentTouches, delaysContentTouches, when: false)
        setFlag(ref, .UICanCancelContentTouches, canCancelContentTouches, when: false)
        if let raw = dismissMode ?? nil, raw != 0 { builder.set(ref, .UIKeyboardDismissMode, .integer(raw)) }
        if let scale = minimumZoom ?? nil, scale != 1 { builder.set(ref, .UIMinimumZoomScale, .float(Float(scale))) }
        if let scale = maximumZoom ?? nil, scale != 1 { builder.set(ref, .UIMaximumZoomScale, .float(Float(scale))) }
        if case .size(let size)? = document.property(ofObject: index, "contentSize") { builder.set(ref, .UIContentSize, ViewEncoder.sizeData(size)) }
        if case .insets(let insets)? = document.property(ofObject: index, "contentInset") { builder.set(ref, .UIContentInset, ViewEncoder.insetsData(insets)) }
    }

    // MARK: Other controls

    /// `UISwitch`: `UISwitchOn`, `UISwitchOnTintColor`, `UISwitchThumbTintColor`.
    mutating func encodeSwitch(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        if document.objects[index].element.sourceFlag(.on) == true { builder.set(ref, .UISwitchOn, .bool(true)) }
        setColor(ref, .UISwitchOnTintColor, ofObject: index, "onTintColor")
        setColor(ref, .UISwitchThumbTintColor, ofObject: index, "thumbTintColor")
    }

    /// `UISlider`: `UIValue`, `UIMinValue`, `UIMaxValue` (floats, always), `UIContinuous` (only when false), the track and
    /// thumb colours.
    mutating func encodeSlider(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        let element = document.objects[index].element
        // Parsed from the source bytes (issue 14, thirteenth round: a `String` and `Double(String)` each).
        builder.set(ref, .UIValue, .float(Float(element.sourceNumber(.value) ?? 0)))
        builder.set(ref, .UIMinValue, .float(Float(element.sourceNumber(.minValue) ?? 0)))
        builder.set(ref, .UIMaxValue, .float(Float(element.sourceNumber(.maxValue) ?? 1)))
        setFlag(ref, .UIContinuous, element, .continuous, when: false)
        setColor(ref, .UIMinimumTintColor, ofObject: index, "minimumTrackTintColor")
        setColor(ref, .UIMaximumTintColor, ofObject: index, "maximumTrackTintColor")
        setColor(ref, .UIThumbTintColor, ofObject: index, "thumbTintColor")
    }

    /// `UISegmentedControl`: `UISegments` (`UISegment` with `UISegmentTitle`, `UISegmentImage`, `UISegmentDisabled`,
    /// `UISegmentWidth`), `UISelectedSegmentIndex`, `UIMomentary`, `UISelectedSegmentTintColor`.
    mutating func encodeSegmentedControl(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        // Segments have no id (not objects of the model): read them from the generic element.
        let element = document.objects[index].element
        var segments: [NibArchiveBuilder.Ref] = []
        for list in element.children where list.name == "segments" {
            for segment in list.children where segment.name == "segment" {
                let segmentRef = builder.object(.UISegment)
                builder.setString(segmentRef, .UISegmentTitle, segment, .title)
                builder.setString(segmentRef, .UISegmentImage, segment, .image)
                if segment.sourceFlag(.enabled) == false { builder.set(segmentRef, .UISegmentDisabled, .bool(true)) }
                if let width = segment.sourceNumber(.width), width > 0 {
                    builder.set(segmentRef, .UISegmentWidth, .float(Float(width)))
                }
                segments.append(segmentRef)
            }
        }
        builder.set(ref, .UISegments, builder.array(segments))
        if let selected = element.sourceInteger(.selectedSegmentIndex) { builder.set(ref, .UISelectedSegmentIndex, .integer(selected)) }
        setFlag(ref, .UIMomentary, element, .momentary, when: true)
        setColor(ref, .UISelectedSegmentTintColor, ofObject: index, "selectedSegmentTintColor")
    }

    /// `UIActivityIndicatorView`: the style (`UIActivityIndicatorViewStyle-Modern` for `medium`/`large`, else
    /// `UIActivityIndicatorViewStyle`), `UIHidesWhenStopped` (only when false), `UIAnimating`, `UIColor`.
    mutating func encodeActivityIndicator(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        let element = document.objects[index].element
        // The style looked up by its source bytes, the flags compared in place (issue 14, thirteenth round).
        if let modern = element.lookup(.style, NibEnumValues.modernIndicatorStyle) {
            builder.set(ref, "UIActivityIndicatorViewStyle-Modern", .integer(modern))
        } else if let legacy = element.lookup(.style, NibEnumValues.legacyIndicatorStyle) {
            builder.set(ref, .UIActivityIndicatorViewStyle, .integer(legacy))
        }
        if element.sourceFlag(.hidesWhenStopped) == false { builder.set(ref, .UIHidesWhenStopped, .bool(false)) }
        if element.sourceFlag(.animating) == true { builder.set(ref, .UIAnimating, .bool(true)) }
        setColor(ref, .UIColor, ofObject: index, "color")
    }

    /// `UIStackView`: axis, distribution, alignment, spacing, the two arrangement flags and
    /// `UIStackViewArrangedSubviews` (the `<subviews>`, in order).
    mutating func encodeStackView(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        let element = document.objects[index].element
        // Read from the source bytes (issue 14, thirteenth round: a `String` per attribute).
        setEnum(ref, .UIStackViewAxis, element, .axis, NibEnumValues.axis)
        setEnum(ref, .UIStackViewDistribution, element, .distribution, NibEnumValues.stackDistribution, skipping: 0)
        setEnum(ref, .UIStackViewAlignment, element, .alignment, NibEnumValues.stackAlignment, skipping: 0)
        if let spacing = element.sourceNumber(.spacing), spacing != 0 { builder.set(ref, .UIStackViewSpacing, .double(spacing)) }
        setFlag(ref, .UIStackViewBaselineRelative, element, .baselineRelativeArrangement, when: true)
        setFlag(ref, .UIStackViewLayoutMarginsRelative, element, .layoutMarginsRelativeArrangement, when: true)
        var arranged: [NibArchiveBuilder.Ref] = []
        for child in document.objects[index].subviewList { if let encodedChild = encoded[child] { arranged.append(encodedChild) } }
        builder.set(ref, .UIStackViewArrangedSubviews, builder.array(arranged, mutable: true))
    }

    /// Navigation bars, toolbars and tab bars: `UIBarStyle`, `UIBarTranslucence` (2 when `translucent="NO"`),
    /// `UIBarTintColor`, `UIBarPrefersLargeTitles`; tab bars add `selectedImageTintColor` as `UITintColor` and
    /// `UIUnselectedItemTintColor`.
    mutating func encodeBar(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        let element = document.objects[index].element
        setEnum(ref, .UIBarStyle, element, .barStyle, NibEnumValues.barStyle, skipping: 0)
        if element.sourceFlag(.translucent) == false { builder.set(ref, .UIBarTranslucence, .integer(2)) }
        setColor(ref, .UIBarTintColor, ofObject: index, "barTintColor")
        setFlag(ref, .UIBarPrefersLargeTitles, element, .prefersLargeTitles, when: true)
        if element.name == "tabBar" {
            // ibtool archives a tab bar's selected-image tint as its `UITintColor` (xibdump maps it back so).
            if document.colorPosition(ofObject: index, "tintColor") == nil {
                setColor(ref, .UITintColor, ofObject: index, "selectedImageTintColor")
            }
            setColor(ref, .UIUnselectedItemTintColor, ofObject: index, "unselectedItemTintColor")
        }
    }

    // MARK: Cells and layouts

    /// `UITableViewCell`: `UIReuseIdentifier`, `UIContentView`, the style's labels and image view (references, nil
    /// when none), `UITableViewCellStyle`, `UIAccessoryType` and `UISelectionStyle` (only when not the default).
    mutating func encodeTableViewCell(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        // The element read by index, no `IBObject` copy (issue 14, tenth round).
        let element = document.objects[index].element
        builder.setString(ref, .UIReuseIdentifier, element, .reuseIdentifier)
        if let content = NibHierarchy.contentView(of: index, in: document), let contentRef = encoded[content] {
            builder.set(ref, .UIContentView, contentRef)
        }
        // The ids looked up and the enumerations read by their source bytes, no array literal (issue 14, thirteenth
        // round: six `String`s a cell, decoded only to be looked up).
        setCellReference(ref, .UITextLabel, element, .textLabel)
        setCellReference(ref, .UIDetailTextLabel, element, .detailTextLabel)
        setCellReference(ref, .UIImageView, element, .imageView)
        setEnum(ref, .UITableViewCellStyle, element, .style, NibEnumValues.cellStyle, skipping: 0)
        setEnum(ref, .UIAccessoryType, element, .accessoryType, NibEnumValues.accessoryType, skipping: 0)
        setEnum(ref, .UISelectionStyle, element, .selectionStyle, NibEnumValues.selectionStyle, skipping: 3)
    }

    /// Sets `key` to the encoded object whose id is `element`'s attribute `attribute`, else to nil.
    private mutating func setCellReference(_ ref: NibArchiveBuilder.Ref, _ key: NibKey, _ element: IBElement, _ attribute: AttrKey) {
        let target = document.objectIndex(ofIDIn: element, attribute).flatMap { encoded[$0] }
        builder.set(ref, key, target.map { NibValue.object($0.index) } ?? .null)
    }

    /// `UICollectionViewCell` / `UICollectionReusableView`: `UIReuseIdentifier` and (cells) `UIContentView`.
    mutating func encodeCollectionCell(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        builder.setString(ref, .UIReuseIdentifier, document.objects[index].element, .reuseIdentifier)
        if let content = NibHierarchy.contentView(of: index, in: document), let contentRef = encoded[content] {
            builder.set(ref, .UIContentView, contentRef)
        }
    }

    /// `UICollectionViewFlowLayout` (the collection view's `UICollectionLayout`): item, estimated item, header and
    /// footer sizes, line and interitem spacing, scroll direction, section inset.
    mutating func encodeFlowLayout(_ index: Int, _ ref: NibArchiveBuilder.Ref) {
        let element = document.objects[index].element
        if let size = size(ofObject: index, "itemSize") { builder.set(ref, .UIItemSize, ViewEncoder.sizeData(size)) }
        if let size = size(ofObject: index, "estimatedItemSize") { builder.set(ref, .UIEstimatedItemSize, ViewEncoder.sizeData(size)) }
        if let spacing = element.sourceNumber(.minimumLineSpacing) { builder.set(ref, .UILineSpacing, .double(spacing)) }
        if let spacing = element.sourceNumber(.minimumInteritemSpacing) { builder.set(ref, .UIInteritemSpacing, .double(spacing)) }
        setEnum(ref, .UIScrollDirection, element, .scrollDirection, NibEnumValues.scrollDirection, skipping: 0)
        if let size = size(ofObject: index, "headerReferenceSize") { builder.set(ref, .UIHeaderReferenceSize, ViewEncoder.sizeData(size)) }
        if let size = size(ofObject: index, "footerReferenceSize") { builder.set(ref, .UIFooterReferenceSize, ViewEncoder.sizeData(size)) }
        if let insets = insets(ofObject: index, "sectionInset") { builder.set(ref, .UISectionInset, ViewEncoder.insetsData(insets)) }
    }
}
