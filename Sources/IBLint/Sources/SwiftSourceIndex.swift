import Foundation

/// What `--sources DIR` folders hold for the source rules: the types their Swift files declare (read as text by
/// `SwiftTokenizer`, comments and strings skipped), the classes their Objective-C headers declare, and the image
/// and colour sets of the asset catalogs found under them.
public struct SwiftSourceIndex: Sendable {
    /// Types by qualified name (`Outer.Inner`), declarations and extensions merged.
    public var types: [String: SwiftSourceType] = [:]
    /// Qualified names by last name component (`Inner` → `Outer.Inner`).
    var simpleNames: [String: Set<String>] = [:]
    /// Qualified names by `@objc(Name)` name.
    var objcNames: [String: String] = [:]
    /// Image set names (with namespaces) and loose image files under the source folders.
    public var images: Set<String> = []
    /// Colour set names (with namespaces) under the source folders.
    public var colors: Set<String> = []
    /// How many source files were read.
    public var fileCount = 0

    /// An empty index.
    public init() {}

    /// An index of Swift source text (tests).
    public init(swift sources: [String]) {
        for (number, text) in sources.enumerated() { addSwift(text, path: "source\(number).swift") }
        fileCount = sources.count
    }

    /// Reads every `.swift`, `.h` and `.m` file and every `.xcassets` under the folders (or the files themselves).
    public static func scan(_ folders: [URL]) -> SwiftSourceIndex {
        var index = SwiftSourceIndex()
        var catalogs = LintProject()
        for folder in folders {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else { index.add(file: folder); continue }
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            while let url = walker?.nextObject() as? URL {
                let ext = url.pathExtension
                if LintProject.skippedFolders.contains(url.lastPathComponent) || ext == "xcodeproj" || ext == "storyboardc" {
                    walker?.skipDescendants()
                } else if ext == "xcassets" {
                    catalogs.addCatalog(url)
                    walker?.skipDescendants()
                } else {
                    index.add(file: url)
                }
            }
        }
        index.images.formUnion(catalogs.images)
        index.colors.formUnion(catalogs.colors)
        return index
    }

    /// Adds one file: Swift or Objective-C source, or a loose image.
    mutating func add(file url: URL) {
        switch url.pathExtension {
        case "swift":
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return }
            addSwift(text, path: url.path)
            fileCount += 1
        case "h", "m", "mm":
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return }
            addObjectiveC(text, path: url.path)
            fileCount += 1
        case "png", "jpg", "jpeg", "pdf", "gif", "svg", "heic":
            var base = url.deletingPathExtension().lastPathComponent
            for suffix in ["~ipad", "~iphone", "@3x", "@2x", "@1x", "~ipad", "~iphone"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
            images.insert(base)
            images.insert(url.lastPathComponent)
        default:
            break
        }
    }

    /// The type a custom class names: its qualified name, its `@objc` name, or its last component when unique.
    public func type(named name: String) -> SwiftSourceType? {
        if let type = types[name], type.kind != nil { return type }
        if let qualified = objcNames[name] { return types[qualified] }
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        let candidates = (simpleNames[simple] ?? []).compactMap { types[$0] }.filter { $0.kind != nil }
        return candidates.count == 1 ? candidates.first : candidates.first { $0.name == simple }
    }

    /// How a class's superclass chain ends, and what it declares along the way.
    public struct ClassChain: Sendable {
        /// The source types of the chain, the class first (with the extensions of a UIKit class at its end).
        public var types: [SwiftSourceType]
        /// The first superclass not declared in the sources (`UIViewController`), nil when the chain has no end there.
        public var externalSuperclass: String?
        /// Whether some class along the chain is Objective-C, whose members are not read.
        public var hasUnreadMembers: Bool { types.contains(where: \.membersUnknown) }
        /// Whether the chain ends in a framework class (UIKit's or another of Apple's), whose members the rules know only in part.
        public var endsInFramework: Bool { externalSuperclass.map(SwiftSourceIndex.isFrameworkClass) ?? false }
    }

    /// The chain of a class declared in the sources: it, its superclasses declared there, and the first one not.
    public func chain(of type: SwiftSourceType) -> ClassChain {
        var chain = ClassChain(types: [type], externalSuperclass: nil)
        var current = type
        var seen: Set<String> = [type.name]
        while let superName = current.inherited.first {
            guard let next = self.type(named: superName), next.kind == "class" || next.membersUnknown else {
                // A protocol first, or a class the sources do not declare.
                if self.type(named: superName)?.kind == "protocol" { break }
                chain.externalSuperclass = superName
                if let extensions = types[superName] { chain.types.append(extensions) }
                break
            }
            guard seen.insert(next.name).inserted else { break }
            chain.types.append(next)
            current = next
        }
        return chain
    }

    /// Whether a class name is one of Apple's frameworks' (`UIView`, `NSObject`, `MKMapView`, `WKWebView`…).
    public static func isFrameworkClass(_ name: String) -> Bool {
        let prefixes = ["UI", "NS", "MK", "WK", "AV", "GLK", "SCN", "SK", "AR", "PK", "CN", "CL", "PH", "QL", "SF", "MTK", "GK", "EK", "CA", "MF", "MS", "AS", "IN"]
        return prefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first.map { $0.isUppercase } == true
        }
    }
}
