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
    ///
    /// The paths to try depend only on the class, `nibName`, bundle and idiom, so they are worked out
    /// once per combination (`candidateCache`); whether a file exists is asked every time, since tests
    /// write nibs into bundles as they go (issue 14: a view load without a nib was mostly this search).
    @MainActor
    static func find(
        for controller: UIViewController,
        idiom: UIUserInterfaceIdiom = .current,
        preferredLocalizations: [String]? = nil
    ) throws(UIKitException) -> Match? {
        let bundle = controller.storedNibBundle ?? .headlessMain
        let nibName = controller.storedNibName
        let key = CandidateKey(type: ObjectIdentifier(type(of: controller)), nibName: nibName, bundle: bundle, idiom: idiom,
                               localizations: preferredLocalizations)
        let candidates: [Candidate]
        if let cached = candidateCache[key] {
            candidates = cached
        } else {
            candidates = Self.candidates(nibName: nibName, typeName: String(reflecting: type(of: controller)), bundle: bundle,
                                         idiom: idiom, localizations: preferredLocalizations ?? bundle.preferredLocalizations)
            candidateCache[key] = candidates
        }
        return try firstExisting(candidates, nibName: nibName, bundle: bundle)
    }

    /// What decides a controller's candidate paths.
    struct CandidateKey: Hashable {
        let type: ObjectIdentifier
        let nibName: String?
        /// Kept alive by the key, so its identity cannot be taken by another bundle.
        let bundle: Bundle
        let idiom: UIUserInterfaceIdiom
        let localizations: [String]?
    }

    /// One path to try: the name it reports (rule 15) and the full path.
    struct Candidate: Sendable {
        let name: String
        let path: String
        let isXib: Bool
    }

    /// Candidate paths per controller class (and `nibName`, bundle, idiom), in search order.
    @MainActor static var candidateCache: [CandidateKey: [Candidate]] = [:]

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
        let candidates = candidates(nibName: nibName, typeName: typeName, bundle: bundle, idiom: idiom,
                                    localizations: preferredLocalizations ?? bundle.preferredLocalizations)
        return try firstExisting(candidates, nibName: nibName, bundle: bundle)
    }

    /// Every path to try, in order: each candidate name's relative paths under the bundle's resources.
    /// Plain strings, with a URL made only for the match: a Foundation URL per path cost about 20,000
    /// instructions on Linux, and a class without a nib tries 24 paths.
    static func candidates(nibName: String?, typeName: String, bundle: Bundle, idiom: UIUserInterfaceIdiom,
                           localizations: [String]) -> [Candidate] {
        let rootPath = (bundle.resourceURL ?? bundle.bundleURL).path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        let names = nibName.map { [$0] } ?? candidateNames(forTypeName: typeName)
        return names.flatMap { name in
            relativePaths(for: name, idiom: idiom, localizations: localizations).map {
                Candidate(name: name, path: prefix + $0, isXib: $0.hasSuffix(".xib"))
            }
        }
    }

    /// The first candidate that exists; nil when `nibName` is nil and none does. An explicit `nibName`
    /// that matches nothing throws rule 12's error.
    private static func firstExisting(_ candidates: [Candidate], nibName: String?, bundle: Bundle) throws(UIKitException) -> Match? {
        for candidate in candidates {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) else { continue }
            // A compiled nib is a file or a folder; a xib is a file.
            if candidate.isXib && isDirectory.boolValue { continue }
            return Match(name: candidate.name, url: URL(fileURLWithPath: candidate.path, isDirectory: isDirectory.boolValue))
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
}
