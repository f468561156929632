// DocumentBuilder: the `<document>` element's attributes and its `<dependencies>`, read into the header where the
// document stores it (issue 14, twelfth pass: checked first, then filled in place, no copy of the header).

extension DocumentBuilder {
    /// The header's `type`, kind and `version`, checked (the errors a header can raise, before anything else is read).
    func checkHeader() throws(IBReadError) -> (type: String, kind: IBDocumentKind, version: String) {
        guard let typeSlot = find(0, .type) else { throw error(.missingAttribute(element: "document", attribute: "type"), position(0)) }
        let type = commonValue(typeSlot)  // ready-made Strings for the common header values
        let kind: IBDocumentKind
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
        // The iPad's own document types (`…CocoaTouch.iPad.XIB`, and the iPad storyboard's) are Cocoa Touch
        // documents too, from the years when Xcode kept iPhone and iPad interfaces apart: same elements.
        case _ where type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.") && type.hasSuffix(".XIB")
                && !type.contains("AppleTV") && !type.contains("WatchKit"):
            kind = type.contains("Storyboard") ? .storyboard : .xib
        default:
            let platform: String
            if type.contains("AppleTV") { platform = "tvOS" }
            else if type.contains("WatchKit") || type.contains("watchKit") { platform = "watchOS" }
            else if type.contains(".Cocoa.") || type.hasSuffix(".Cocoa") { platform = "macOS (Cocoa)" }
            else { platform = "non-Cocoa-Touch" }
            throw error(.unsupportedDocumentType(type: type, platform: platform), position(ofValue: typeSlot))
        }
        guard let versionSlot = find(0, .version) else { throw error(.missingAttribute(element: "document", attribute: "version"), position(0)) }
        let version = commonValue(versionSlot)
        guard version == "3.0" || version == "2.0" else { throw error(.unsupportedVersion(version), position(ofValue: versionSlot)) }
        return (type, kind, version)
    }

    /// Fills the rest of the header `h` (made from `checkHeader`'s values) from `<document>` and its children.
    mutating func readHeader(_ h: inout IBDocumentHeader) {
        for i in attributeRange(0) {
            let a = tree.attributes[i]
            switch attrKey[Int(a.name)] {
            case .type, .version: break
            case .toolsVersion: h.toolsVersion = value(a)
            case .systemVersion: h.systemVersion = value(a)
            case .targetRuntime: h.targetRuntime = commonValue(a)
            case .propertyAccessControl: h.propertyAccessControl = commonValue(a)
            case .useAutolayout: h.useAutolayout = bool(a)
            case .useTraitCollections: h.useTraitCollections = bool(a)
            case .useSafeAreas: h.useSafeAreas = bool(a)
            case .colorMatched: h.colorMatched = bool(a)
            case .launchScreen: h.launchScreen = bool(a)
            case .initialViewController: h.initialViewController = value(a)
            default:
                h.unknownAttributes.append(IBAttribute(name: tree.names[Int(a.name)], value: value(a)))
                unknownAttribute(a, on: 0)
            }
        }
        var c = tree.nodes[0].firstChild
        while c >= 0 {
            switch elemKind[Int(tree.nodes[Int(c)].name)] {
            case .dependencies:
                // counted, then appended as walked (`children(of:)` and a `map` made two temporary arrays per document)
                var n = 0
                var d = tree.nodes[Int(c)].firstChild
                while d >= 0 {
                    n &+= 1
                    d = tree.nodes[Int(d)].nextSibling
                }
                h.dependencies.reserveCapacity(h.dependencies.count + n)
                d = tree.nodes[Int(c)].firstChild
                while d >= 0 {
                    h.dependencies.append(element(d))
                    d = tree.nodes[Int(d)].nextSibling
                }
            case .device: h.device = element(c)
            case .simulatedMetrics: h.simulatedMetrics.append(element(c))
            default: break
            }
            c = tree.nodes[Int(c)].nextSibling
        }
    }
}
