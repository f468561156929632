import Foundation

/// The device family a nib's `~iphone` / `~ipad` modifier selects (rule 18). Headless runs as a phone.
extension UIUserInterfaceIdiom {
    /// The idiom HeadlessUIKit runs as.
    static let current: UIUserInterfaceIdiom = .phone

    /// The resource-name modifier bundles use for this idiom.
    var deviceModifier: String {
        switch self {
        case .pad: "~ipad"
        default: "~iphone"
        }
    }
}

// The nib search of rules 10–20, the default `loadView`'s first step. Pure: it reads the file
// system and nothing else; `loadViewFromNib()` applies the result (rule 15) and loads the nib.
//
// The order, first match wins:
// - Rule 12: an explicit `nibName` is the only candidate; none found → rule 12's error.
// - Rules 14 and 16, nil `nibName`: `Module.NameWithoutController`, `Module.NameWithController`,
//   `NameWithoutController`, `NameWithController`. The name without "Controller" exists only when the
//   class name ends in "Controller" (and is longer than it).
//   Rule 16 is [U]. Decision: the prefixed pair first, then the bare pair (the inferred order). The
//   module is the first component of `String(reflecting:)`, the name its last, generic arguments and
//   `(unknown context …)` parts dropped: `App.Outer<Swift.Int>.ListViewController` → `App` + `ListViewController`,
//   candidates `App.ListView`, `App.ListViewController`, `ListView`, `ListViewController`.
//   (On iOS such nested, generic or local classes have mangled Objective-C names, so only the bare
//   names could match there; we also try the readable prefixed ones.) HeadlessUIKit's own classes
//   have no module prefix, as UIKit's do not (`uikitTypeName`).
// - Per candidate, extensions `nib` (compiled: a file or a folder) then `xib` (source, compiled on
//   first use by issue 5). UIKit only asks for `nib`; the `xib` step is ours, for uncompiled bundles.
// - Rule 17, per extension: the folders `Base.lproj`, then each preferred localization's
//   (`en.lproj`…), then the bundle's resource root.
// - Rule 18, per folder: `Name~iphone` (the current idiom's modifier) before `Name`.
enum NibSearch {
    /// A nib the search found: the name `nibName` reports (rule 15) and the file or folder found.
    struct Match: Equatable, Sendable {
        /// The resolved name, without folder, device modifier or extension (`MyView`).
        let name: String
        /// The `.nib` (file or folder) or `.xib` found.
        let url: URL
    }

    /// The extensions tried for each candidate, compiled first.
    static let extensions = ["nib", "xib"]

    /// Finds the nib for a controller: its explicit `nibName`, else the names its class gives (rules 12, 14–18).
    @MainActor
    static func find(
        for controller: UIViewController,
        idiom: UIUserInterfaceIdiom = .current,
        preferredLocalizations: [String]? = nil
    ) throws(UIKitException) -> Match? {
        try find(
            nibName: controller.storedNibName,
            typeName: String(reflecting: type(of: controller)),
            bundle: controller.storedNibBundle,
            idiom: idiom,
            preferredLocalizations: preferredLocalizations)
    }

    /// Finds the first existing nib among the candidates, in the order above; nil when `nibName`
    /// is nil and nothing matches. An explicit `nibName` that matches nothing throws rule 12's error.
    static func find(
        nibName: String?,
        typeName: String,
        bundle: Bundle?,
        idiom: UIUserInterfaceIdiom = .current,
        preferredLocalizations: [String]? = nil
    ) throws(UIKitException) -> Match? {
        let bundle = bundle ?? .headlessMain
        let localizations = preferredLocalizations ?? bundle.preferredLocalizations
        let names = nibName.map { [$0] } ?? candidateNames(forTypeName: typeName)
        for name in names {
            if let url = firstExisting(name, in: bundle, idiom: idiom, localizations: localizations) {
                return Match(name: name, url: url)
            }
        }
        guard let nibName else { return nil }
        // Rule 12.
        throw .internalInconsistency(
            "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(nibName)'")
    }

    /// The names tried for a class when `nibName` is nil, in order (rules 14, 16).
    static func candidateNames(forTypeName typeName: String) -> [String] {
        let (module, className) = splitTypeName(typeName)
        var bare: [String] = []
        let suffix = "Controller"
        if className.hasSuffix(suffix), className.count > suffix.count {
            bare.append(String(className.dropLast(suffix.count)))
        }
        bare.append(className)
        guard let module else { return bare }
        return bare.map { "\(module).\($0)" } + bare
    }

    /// The relative paths tried for one name, in order (rules 17, 18); storyboards use the same
    /// folders and variants with their own extensions.
    static func relativePaths(
        for name: String, idiom: UIUserInterfaceIdiom, localizations: [String], extensions: [String] = extensions
    ) -> [String] {
        var folders = ["Base.lproj/"]
        for localization in localizations where localization != "Base" {
            let folder = "\(localization).lproj/"
            if !folders.contains(folder) { folders.append(folder) }
        }
        folders.append("")
        let variants = [name + idiom.deviceModifier, name]
        return extensions.flatMap { ext in
            folders.flatMap { folder in variants.map { "\(folder)\($0).\(ext)" } }
        }
    }

    /// The module (nil for HeadlessUIKit's own classes or an unqualified name) and the class name.
    static func splitTypeName(_ typeName: String) -> (module: String?, name: String) {
        // Split on dots outside <…> and (…), dropping generic arguments and context parts.
        var components: [String] = []
        var current = ""
        var depth = 0
        var inContext = false
        for character in typeName {
            switch character {
            case "<", "(":
                if depth == 0 && character == "(" && current.isEmpty { inContext = true }
                depth += 1
            case ">", ")":
                depth = max(0, depth - 1)
            case "." where depth == 0:
                if !current.isEmpty && !inContext { components.append(current) }
                current = ""
                inContext = false
            default:
                if depth == 0 { current.append(character) }
            }
        }
        if !current.isEmpty && !inContext { components.append(current) }
        guard let name = components.last else { return (nil, typeName) }
        guard components.count > 1, components[0] != "HeadlessUIKit" else { return (nil, name) }
        return (components[0], name)
    }

    private static func firstExisting(
        _ name: String, in bundle: Bundle, idiom: UIUserInterfaceIdiom, localizations: [String]
    ) -> URL? {
        // Paths as strings, a URL only for the match: every controller whose class has no nib tries
        // 24 paths here (2 names × 2 extensions × 3 folders × 2 variants), and building a Foundation
        // URL per path cost about 20,000 instructions on Linux, most of a view's load (issue 14).
        let rootPath = (bundle.resourceURL ?? bundle.bundleURL).path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        for path in relativePaths(for: name, idiom: idiom, localizations: localizations) {
            let fullPath = prefix + path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: fullPath, isDirectory: &isDirectory) else { continue }
            // A compiled nib is a file or a folder; a xib is a file.
            if path.hasSuffix(".xib") && isDirectory.boolValue { continue }
            return URL(fileURLWithPath: fullPath, isDirectory: isDirectory.boolValue)
        }
        return nil
    }
}
