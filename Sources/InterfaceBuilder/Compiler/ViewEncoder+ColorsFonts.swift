import Foundation

/// Colors and fonts (`UIColor`, `UIFont` with its descriptor), moved out of `ViewEncoder.swift` (issue 14, tenth round:
/// the file was past 600 lines).
extension ViewEncoder {
    mutating func encodeColor(_ color: IBColor) -> NibArchiveBuilder.Ref {
        let ref = builder.object(.UIColor)
        let alpha = color.alpha ?? 1
        switch color.components {
        case let .rgb(red, green, blue):
            builder.set(ref, .UIColorComponentCount, .integer(4))
            builder.set(ref, .UIRed, .float(Float(red)))
            builder.set(ref, .UIGreen, .float(Float(green)))
            builder.set(ref, .UIBlue, .float(Float(blue)))
            builder.set(ref, .UIAlpha, .float(Float(alpha)))
            // Written straight into the nib's bytes (issue 14, eighth round: a `String` joined from the components before).
            builder.setComponents(ref, .NSRGB, red, green, blue, alpha, count: alpha != 1 ? 4 : 3)
            builder.set(ref, .NSColorSpace, .integer(color.encoding == .calibratedRGB ? 1 : 2))
        case let .white(white):
            builder.set(ref, .UIColorComponentCount, .integer(2))
            builder.set(ref, .UIWhite, .float(Float(white)))
            builder.set(ref, .UIAlpha, .float(Float(alpha)))
            builder.setComponents(ref, .NSWhite, white, alpha, 0, 0, count: alpha != 1 ? 2 : 1)
            builder.set(ref, .NSColorSpace, .integer(color.encoding == .calibratedWhite ? 3 : 4))
        case let .cmyk(cyan, magenta, yellow, black):
            builder.set(ref, .UIColorComponentCount, .integer(5))
            builder.set(ref, .NSCMYK, utf8: [cyan, magenta, yellow, black, alpha].map(NibNames.component).joined(separator: " "))
            builder.set(ref, .NSColorSpace, .integer(5))
        case .none:
            if let system = color.systemColor ?? color.cocoaTouchSystemColor {
                builder.set(ref, .UISystemColorName, builder.string(system))
            } else if let name = color.name {
                builder.set(ref, .UIColorName, builder.string(name))
            }
        }
        return ref
    }

    mutating func encodeFont(_ font: IBFont?, defaultSize: Double) -> NibArchiveBuilder.Ref {
        let size = font?.pointSize ?? defaultSize
        let ref = builder.object(.UIFont)
        let systemUsage = ViewEncoder.fontUsage(font)
        let isSystem = systemUsage != nil
        let name = isSystem ? (font?.type == "boldSystem" ? ".SFUI-Semibold" : ".SFUI-Regular") : (font?.name ?? "Helvetica")
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
        if let style = font.style, font.name == nil { return style }
        guard font.type != nil || font.name == nil else { return nil }
        switch font.type {
        case "boldSystem": return "CTFontEmphasizedUsage"
        case "italicSystem": return "CTFontObliqueUsage"
        default:
            // A switch, not a dictionary literal built on every call.
            switch font.weight ?? "" {
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
}
