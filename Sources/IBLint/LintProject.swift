import Foundation
import InterfaceBuilder

/// What the project around a file holds, for rules that look beyond one file: its storyboards (with their
/// identifiers and whether they have an initial controller) and its asset catalogs' image and colour names.
public struct LintProject: Sendable {
    /// What one storyboard offers to references.
    public struct Storyboard: Sendable, Hashable {
        /// The storyboard identifiers of its scenes; nil when the file could not be read.
        public var identifiers: Set<String>?
        /// Whether it names an initial view controller; nil when unknown.
        public var hasInitialViewController: Bool?

        /// Creates an entry.
        public init(identifiers: Set<String>?, hasInitialViewController: Bool?) {
            self.identifiers = identifiers
            self.hasInitialViewController = hasInitialViewController
        }
    }

    /// The project folder, nil for a project of given contents.
    public var root: URL?
    /// Storyboards by name without extension (`Main`), as Xcode copies them all into one bundle folder.
    public var storyboards: [String: Storyboard] = [:]
    /// Image names: image sets (with namespaces, `Icons/star`) and loose image files (`star` for `star@2x.png`).
    public var images: Set<String> = []
    /// Colour set names (with namespaces).
    public var colors: Set<String> = []

    /// An empty project (no storyboards, no assets).
    public init() {}

    /// A project of given contents (tests).
    public init(storyboards: [String: Storyboard], images: Set<String> = [], colors: Set<String> = []) {
        self.storyboards = storyboards
        self.images = images
        self.colors = colors
    }

    /// Folders never searched: build products, dependencies' checkouts, version control.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Scans a project folder: every `.storyboard` (read tolerantly for its identifiers) and every `.xcassets`.
    public static func scan(_ root: URL) -> LintProject {
        var project = LintProject()
        project.root = root
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else {
            return project
        }
        while let url = walker.nextObject() as? URL {
            let name = url.lastPathComponent
            let ext = url.pathExtension
            if skippedFolders.contains(name) || ext == "storyboardc" || ext == "xcodeproj" {
                walker.skipDescendants()
                continue
            }
            switch ext {
            case "storyboard":
                let base = url.deletingPathExtension().lastPathComponent
                var entry = Storyboard(identifiers: nil, hasInitialViewController: nil)
                if let data = try? Data(contentsOf: url), let read = try? IBDocument.readTolerating(data: data, fileName: url.path) {
                    entry.identifiers = Set(read.document.objects.compactMap(\.storyboardIdentifier))
                    entry.hasInitialViewController = read.document.header.initialViewController != nil
                }
                // Localized copies (`Base.lproj`, `fr.lproj`) are one storyboard; keep what the first read knows.
                project.storyboards[base] = project.storyboards[base].map { old in
                    Storyboard(identifiers: (old.identifiers ?? []).union(entry.identifiers ?? []),
                               hasInitialViewController: (old.hasInitialViewController ?? false) || (entry.hasInitialViewController ?? false))
                } ?? entry
            case "xcassets":
                project.addCatalog(url)
                walker.skipDescendants()
            case "png", "jpg", "jpeg", "pdf", "gif", "svg", "heic":
                var base = url.deletingPathExtension().lastPathComponent
                for suffix in ["~ipad", "~iphone", "@3x", "@2x", "@1x"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
                for suffix in ["~ipad", "~iphone"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
                project.images.insert(base)
                project.images.insert(url.lastPathComponent)
            default:
                break
            }
        }
        return project
    }

    /// Adds an asset catalog's image and colour sets, with the namespaces of folders that provide one.
    mutating func addCatalog(_ catalog: URL) {
        var stack: [(URL, String)] = [(catalog, "")]
        while let (folder, namespace) = stack.popLast() {
            guard let items = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) else { continue }
            for item in items {
                let name = item.deletingPathExtension().lastPathComponent
                switch item.pathExtension {
                case "imageset", "symbolset", "appiconset":
                    images.insert(namespace + name)
                case "colorset":
                    colors.insert(namespace + name)
                case "":
                    var isFolder: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: item.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                    stack.append((item, namespace + (LintProject.providesNamespace(item) ? name + "/" : "")))
                default:
                    break
                }
            }
        }
    }

    /// Whether a catalog folder's `Contents.json` says `"provides-namespace" : true`.
    static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }

    /// The project folder of a file: the nearest folder at or above it that holds an `.xcodeproj`, else `fallback`.
    public static func root(for file: URL, fallback: URL) -> URL {
        // The search `trace` and `gen` share (an .xcodeproj or .xcworkspace).
        IBProject.projectFolder(containing: file) ?? fallback
    }
}
