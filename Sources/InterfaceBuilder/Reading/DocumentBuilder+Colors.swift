// DocumentBuilder: colours and fonts, filled in place.
//
// An object's colours and fonts are filled where they are stored (their slot in the document's value table,
// `IBValueTable.swift`): built in a function and returned, a colour (ten fields, eight Strings) was copied into its
// destination and the original destroyed, about 400 instructions per colour. The fillers are static so that the
// destination and the tree they read (other stored properties of the builder) can be passed together.

extension DocumentBuilder {
    /// A color's attribute keys (the others are reported as unknown).
    static let colorKeys: AttrKeyMask = [
        .key, .red, .green, .blue, .white, .cyan, .magenta, .yellow, .black, .alpha, .colorSpace, .customColorSpace,
        .systemColor, .cocoaTouchSystemColor, .xcode11CocoaTouchSystemColor, .name, .catalog,
    ]
    /// A font's attribute keys.
    static let fontKeys: AttrKeyMask = [.key, .type, .pointSize, .size, .weight, .name, .family, .style, .metaFont]

    /// A colour's or font's attribute value: a ready-made String for the common ones (see `CommonValues`).
    @inline(__always)
    static func commonValue(_ a: XMLAttributeSlot, _ tree: XMLTree, _ buf: UnsafeBufferPointer<UInt8>) -> String {
        if !a.hasReferences, let s = CommonValues.string(buf, Int(a.valueStart), Int(a.valueEnd)) { return s }
        return tree.value(a)
    }

    /// A numeric attribute value.
    @inline(__always)
    static func double(_ a: XMLAttributeSlot, _ tree: XMLTree, _ buf: UnsafeBufferPointer<UInt8>) -> Double? {
        fastDouble(buf, Int(a.valueStart), Int(a.valueEnd)) ?? Double(tree.value(a))
    }

    /// Fills `c` (a new `IBColor()`) from the `<color>` element `k`; true when it has attributes a colour does not have.
    static func fillColor(_ c: inout IBColor, _ k: Int32, tree: XMLTree, keys: [AttrKey], buf: UnsafeBufferPointer<UInt8>) -> Bool {
        var unknown = false
        var r = 0.0, g = 0.0, b = 0.0, w = 0.0, cy = 0.0, m = 0.0, y = 0.0, bl = 0.0
        var hasRGB = false, hasWhite = false, hasCMYK = false
        let node = tree.nodes[Int(k)]
        for i in Int(node.attributeStart)..<Int(node.attributeStart + node.attributeCount) {
            let a = tree.attributes[i]
            switch keys[Int(a.name)] {
            case .key: c.key = commonValue(a, tree, buf)
            case .red: r = double(a, tree, buf) ?? 0; hasRGB = true
            case .green: g = double(a, tree, buf) ?? 0; hasRGB = true
            case .blue: b = double(a, tree, buf) ?? 0; hasRGB = true
            case .white: w = double(a, tree, buf) ?? 0; hasWhite = true
            case .cyan: cy = double(a, tree, buf) ?? 0; hasCMYK = true
            case .magenta: m = double(a, tree, buf) ?? 0; hasCMYK = true
            case .yellow: y = double(a, tree, buf) ?? 0; hasCMYK = true
            case .black: bl = double(a, tree, buf) ?? 0; hasCMYK = true
            case .alpha: c.alpha = double(a, tree, buf)
            case .colorSpace: c.colorSpace = commonValue(a, tree, buf)
            case .customColorSpace: c.customColorSpace = commonValue(a, tree, buf)
            case .systemColor: c.systemColor = commonValue(a, tree, buf)
            case .cocoaTouchSystemColor: c.cocoaTouchSystemColor = commonValue(a, tree, buf)
            case .xcode11CocoaTouchSystemColor: c.xcode11CocoaTouchSystemColor = commonValue(a, tree, buf)
            case .name: c.name = commonValue(a, tree, buf)
            case .catalog: c.catalog = commonValue(a, tree, buf)
            default: unknown = true
            }
        }
        if hasCMYK {
            c.components = .cmyk(cyan: cy, magenta: m, yellow: y, black: bl)
        } else if hasRGB {
            c.components = .rgb(red: r, green: g, blue: b)
        } else if hasWhite {
            c.components = .white(w)
        }
        return unknown
    }

    /// Fills `f` (a new `IBFont` of the element's name) from the font element `k`; true when it has attributes a font
    /// does not have.
    static func fillFont(_ f: inout IBFont, _ k: Int32, tree: XMLTree, keys: [AttrKey], buf: UnsafeBufferPointer<UInt8>) -> Bool {
        var unknown = false
        let node = tree.nodes[Int(k)]
        for i in Int(node.attributeStart)..<Int(node.attributeStart + node.attributeCount) {
            let a = tree.attributes[i]
            switch keys[Int(a.name)] {
            case .key: f.key = commonValue(a, tree, buf)
            case .type: f.type = commonValue(a, tree, buf)
            case .pointSize, .size: f.pointSize = double(a, tree, buf)
            case .weight: f.weight = commonValue(a, tree, buf)
            case .name: f.name = commonValue(a, tree, buf)
            case .family: f.family = commonValue(a, tree, buf)
            case .style: f.style = commonValue(a, tree, buf)
            case .metaFont: f.metaFont = commonValue(a, tree, buf)
            default: unknown = true
            }
        }
        return unknown
    }
}
