import Foundation

/// Colors and fonts (`UIColor`, `UIFont` with its descriptor), moved out of `ViewEncoder.swift` (issue 14, tenth round:
/// the file was past 600 lines).
extension ViewEncoder {
    mutating func encodeColor(_ color: IBColor) -> NibArchiveBuilder.Ref {
        let name = color.components == .none ? color.systemColor ?? color.cocoaTouchSystemColor ?? color.name : nil
        return encodeColor(color.components, alpha: color.alpha ?? 1, encoding: color.encoding, name: name,
                           isSystem: color.systemColor != nil || color.cocoaTouchSystemColor != nil)
    }

    /// Colour `position` of object `index`, its fields read in place before the builder's first call (issue 14,
    /// eleventh round: `encodeColor(document.objects[index].colors[position])` copied the whole `IBColor`, ten
    /// optional `String`s retained and released, ≈ 250 instructions a background, tint or text colour).
    mutating func encodeColor(ofObject index: Int, at position: Int) -> NibArchiveBuilder.Ref {
        // In place in the document's colour table (issue 14, fifteenth round).
        let colors = document.objects[index].colorList
        let components = colors[position].components
        let alpha = colors[position].alpha ?? 1
        let systemName = colors[position].systemColor ?? colors[position].cocoaTouchSystemColor
        let colorName = colors[position].name
        // `IBColor.encoding` from the fields (the getter, on the whole colour, copied it).
        let encoding = IBColor.encoding(
            hasSystemColor: colors[position].systemColor != nil,
            hasCocoaTouchSystemColor: colors[position].cocoaTouchSystemColor != nil,
            hasName: colorName != nil, hasCatalog: colors[position].catalog != nil,
            colorSpace: colors[position].colorSpace, customColorSpace: colors[position].customColorSpace)
        let isSystem = systemName != nil
        let name = components == .none ? systemName ?? colorName : nil
        return encodeColor(components, alpha: alpha, encoding: encoding, name: name, isSystem: isSystem)
    }

    /// A `UIColor` from a colour's fields: `name` is the system colour's name when `isSystem`, else the named colour's.
    mutating func encodeColor(_ components: IBColor.Components, alpha: Double, encoding: IBColor.Encoding, name: String?,
                              isSystem: Bool) -> NibArchiveBuilder.Ref {
        let ref = builder.object(.UIColor)
        switch components {
        case let .rgb(red, green, blue):
            builder.set(ref, .UIColorComponentCount, .integer(4))
            builder.set(ref, .UIRed, .float(Float(red)))
            builder.set(ref, .UIGreen, .float(Float(green)))
            builder.set(ref, .UIBlue, .float(Float(blue)))
            builder.set(ref, .UIAlpha, .float(Float(alpha)))
            // Written straight into the nib's bytes (issue 14, eighth round: a `String` joined from the components before).
            builder.setComponents(ref, .NSRGB, red, green, blue, alpha, count: alpha != 1 ? 4 : 3)
            builder.set(ref, .NSColorSpace, .integer(encoding == .calibratedRGB ? 1 : 2))
        case let .white(white):
            builder.set(ref, .UIColorComponentCount, .integer(2))
            builder.set(ref, .UIWhite, .float(Float(white)))
            builder.set(ref, .UIAlpha, .float(Float(alpha)))
            builder.setComponents(ref, .NSWhite, white, alpha, 0, 0, count: alpha != 1 ? 2 : 1)
            builder.set(ref, .NSColorSpace, .integer(encoding == .calibratedWhite ? 3 : 4))
        case let .cmyk(cyan, magenta, yellow, black):
            builder.set(ref, .UIColorComponentCount, .integer(5))
            builder.set(ref, .NSCMYK, utf8: [cyan, magenta, yellow, black, alpha].map(NibNames.component).joined(separator: " "))
            builder.set(ref, .NSColorSpace, .integer(5))
        case .none:
            if let name { builder.set(ref, isSystem ? .UISystemColorName : .UIColorName, builder.string(name)) }
        }
        return ref
    }

    /// The first font of object `index`, or the default font when it has none.
    mutating func encodeFirstFont(ofObject index: Int, defaultSize: Double) -> NibArchiveBuilder.Ref {
        encodeFont(ofObject: index, at: document.objects[index].fontList.isEmpty ? nil : 0, defaultSize: defaultSize)
    }

    /// Font `position` of object `index` (nil: the default font), its fields read in place (issue 14, eleventh round:
    /// `encodeFont(document.objects[index].fonts.first, …)` copied the `IBFont` into an optional and destroyed it,
    /// eight optional `String`s, a label's and a button's font each).
    mutating func encodeFont(ofObject index: Int, at position: Int?, defaultSize: Double) -> NibArchiveBuilder.Ref {
        guard let position else { return encodeFont(size: defaultSize, usage: ViewEncoder.fontUsage(nil), type: nil, name: nil) }
        let fonts = document.objects[index].fontList
        let size = fonts[position].pointSize ?? defaultSize
        let type = fonts[position].type, name = fonts[position].name
        let usage = ViewEncoder.fontUsage(type: type, name: name, style: fonts[position].style, weight: fonts[position].weight)
        return encodeFont(size: size, usage: usage, type: type, name: name)
    }

    /// Where the font a text field or view archives is in object `index`'s fonts (`IBObject.font(key) ?? fonts.first`),
    /// by index: `first(where:)` copied each font it tested.
    @inline(__always)
    func fontPosition(ofObject index: Int, preferring key: String) -> Int? {
        let fonts = document.objects[index].fontList
        let count = fonts.count
        var i = 0
        while i < count {
            if fonts[i].key == key { return i }
            i += 1
        }
        return count > 0 ? 0 : nil
    }

    /// A `UIFont` from a font's fields: `usage` is `fontUsage`'s (nil for a font given by name).
    mutating func encodeFont(size: Double, usage systemUsage: String?, type: String?, name fontName: String?) -> NibArchiveBuilder.Ref {
        let ref = builder.object(.UIFont)
        let isSystem = systemUsage != nil
        let name = isSystem ? (type == "boldSystem" ? ".SFUI-Semibold" : ".SFUI-Regular") : (fontName ?? "Helvetica")
        let nameRef = builder.string(name)
        builder.set(ref, .UIFontName, nameRef)
        let descriptor = builder.object(.UIFontDescriptor)
        // The two entries without an array (issue 14, seventh round; a concatenation made three before the fifth).
        let first: (NibArchiveBuilder.Ref, NibArchiveBuilder.Ref)
        if isSystem {
            first = (builder.string(literal: "NSCTFontUIUsageAttribute"), builder.string(systemUsage ?? "CTFontRegularUsage"))
        } else {
            first = (builder.string(literal: "NSFontNameAttribute"), builder.string(name))
        }
        let second = (builder.string(literal: "NSFontSizeAttribute"), builder.number(Int(size)))
        let attributes = builder.dictionary(first, second, mutable: true)
        builder.set(descriptor, .UIFontDescriptorAttributes, attributes)
        builder.set(ref, .UIFontDescriptor, descriptor)
        builder.set(ref, .UIFontPointSize, .double(size))
        builder.set(ref, .UIFontTextStyleForScaling, .null)
        builder.set(ref, .UIFontPointSizeForScaling, .double(0))
        builder.set(ref, .UIFontMaximumPointSizeAfterScaling, .double(0))
        builder.set(ref, .UIFontTraits, .integer(0))
        if isSystem { builder.set(ref, .UISystemFont, .bool(true)) }
        builder.set(ref, .NSName, nameRef)
        builder.set(ref, .NSSize, .double(size))
        return ref
    }

    /// CoreText's usage attribute for a system or text-style font (`CTFontRegularUsage`, `CTFontEmphasizedUsage` for
    /// `boldSystem`, `CTFontObliqueUsage` for `italicSystem`, `CTFontDemiUsage` for weight `semibold`…, the style name
    /// such as `UICTFontTextStyleBody` for a text style); nil for a font given by name.
    static func fontUsage(_ font: IBFont?) -> String? {
        guard let font else { return "CTFontRegularUsage" }
        return fontUsage(type: font.type, name: font.name, style: font.style, weight: font.weight)
    }

    /// `fontUsage` from a font's fields.
    static func fontUsage(type: String?, name: String?, style: String?, weight: String?) -> String? {
        if let style, name == nil { return style }
        guard type != nil || name == nil else { return nil }
        // `system` (the commonest type) and no type skip the two compares below (issue 14, nineteenth round): a
        // `String` equal to a short literal is found by one compare of its bits, each unequal one cost a call into the
        // runtime's comparison (≈ 3,000 a corpus pass here).
        if type != "system" && type != nil {
            if type == "boldSystem" { return "CTFontEmphasizedUsage" }
            if type == "italicSystem" { return "CTFontObliqueUsage" }
        }
        guard let weight, !weight.isEmpty else { return "CTFontRegularUsage" }
        // A switch, not a dictionary literal built on every call.
        switch weight {
        case "ultraLight": return "CTFontUltraLightUsage"
        case "thin": return "CTFontThinUsage"
        case "light": return "CTFontLightUsage"
        case "medium": return "CTFontMediumUsage"
        case "semibold": return "CTFontDemiUsage"
        case "bold": return "CTFontEmphasizedUsage"
        case "heavy": return "CTFontHeavyUsage"
        case "black": return "CTFontBlackUsage"
        default: return "CTFontRegularUsage"
        }
    }
}
