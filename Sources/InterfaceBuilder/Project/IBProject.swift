import Foundation

/// The IB files of a project as Xcode's app bundle sees them: every `.storyboard` and `.xib` under a root folder,
/// indexed by name, because Xcode copies all of a target's storyboards and nibs into one flat bundle folder
/// (localized ones into their `.lproj`). A storyboard reference (`storyboardName`) or `UIStoryboard(name:bundle:)`
/// names a file anywhere in the project; this finds it. `headless trace`, `lint` and `gen` share it.
public struct IBProject: Sendable {
    /// One IB file of the project.
    public struct File: Sendable, Hashable {
        /// Where it is.
        public var url: URL
        /// Its name without extension, as a bundle knows it (`Main`).
        public var name: String
        /// `storyboard` or `xib`.
        public var fileExtension: String
        /// The `.lproj` folder it sits in (`Base.lproj`), if any.
        public var localization: String?

        /// Whether the file is a storyboard.
        public var isStoryboard: Bool { fileExtension == "storyboard" }
    }

    /// The project folder searched.
    public let root: URL
    /// Every `.storyboard` and `.xib` under the root, sorted by path.
    public private(set) var files: [File] = []
    /// Every `.xcassets` folder under the root, sorted by path.
    public private(set) var assetCatalogs: [URL] = []
    /// Loose image files (`.png`, `.jpg`, `.pdf`…) under the root, sorted by path.
    public private(set) var imageFiles: [URL] = []

    /// Folders never searched: build products, dependencies' checkouts, version control.
    public static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Image file extensions a bundle's `UIImage(named:)` finds.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "gif", "svg", "heic"]

    /// Scans `root` for IB files, asset catalogs and image files (skipping `skippedFolders`, hidden
    /// folders, compiled `.storyboardc` folders and `.xcodeproj` packages).
    public init(root: URL) {
        self.root = root.standardizedFileURL
        guard let walker = FileManager.default.enumerator(
            at: self.root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return }
        while let url = walker.nextObject() as? URL {
            let ext = url.pathExtension.lowercased()
            if IBProject.skippedFolders.contains(url.lastPathComponent) || ext == "storyboardc" || ext == "xcodeproj" {
                walker.skipDescendants()
                continue
            }
            switch ext {
            case "storyboard", "xib":
                let folder = url.deletingLastPathComponent().lastPathComponent
                files.append(File(url: url.standardizedFileURL, name: url.deletingPathExtension().lastPathComponent,
                                  fileExtension: ext, localization: folder.hasSuffix(".lproj") ? folder : nil))
            case "xcassets":
                assetCatalogs.append(url.standardizedFileURL)
                walker.skipDescendants()
            case _ where IBProject.imageExtensions.contains(ext):
                imageFiles.append(url.standardizedFileURL)
            default:
                break
            }
        }
        files.sort { $0.url.path < $1.url.path }
        assetCatalogs.sort { $0.path < $1.path }
        imageFiles.sort { $0.path < $1.path }
    }

    /// The project around `file` (its default root, `root(for:)`).
    public init(around file: URL) {
        self.init(root: IBProject.root(for: file))
    }

    /// The storyboards, by name; each name's files ordered as a bundle looks them up (`Base.lproj`, unlocalized, others).
    public var storyboards: [String: [File]] { grouped(files.filter(\.isStoryboard)) }

    /// The xibs, by name, ordered as `storyboards`.
    public var nibs: [String: [File]] { grouped(files.filter { !$0.isStoryboard }) }

    /// The storyboard a reference or `UIStoryboard(name:bundle:)` named `name` finds, if the project has one.
    public func storyboard(named name: String) -> File? { storyboards[name]?.first }

    /// The xib `UINib(nibName:bundle:)` named `name` finds, if the project has one.
    public func nib(named name: String) -> File? { nibs[name]?.first }

    private func grouped(_ files: [File]) -> [String: [File]] {
        func rank(_ file: File) -> Int { file.localization == "Base.lproj" ? 0 : file.localization == nil ? 1 : 2 }
        return Dictionary(grouping: files, by: \.name).mapValues { group in
            group.sorted { (rank($0), $0.url.path) < (rank($1), $1.url.path) }
        }
    }

    /// The default project folder of a file or folder: the nearest folder at or above it that holds an
    /// `.xcodeproj` (or `.xcworkspace`), else the file's own folder (a folder: itself).
    public static func root(for file: URL) -> URL {
        let start = file.standardizedFileURL
        var isFolder: ObjCBool = false
        let own = FileManager.default.fileExists(atPath: start.path, isDirectory: &isFolder) && isFolder.boolValue
            && !["storyboardc", "nib"].contains(start.pathExtension.lowercased())
            ? start : start.deletingLastPathComponent()
        return projectFolder(containing: file) ?? own
    }

    /// The nearest folder at or above `file` that holds an `.xcodeproj` or `.xcworkspace`; nil when none does.
    public static func projectFolder(containing file: URL) -> URL? {
        let start = file.standardizedFileURL
        var isFolder: ObjCBool = false
        var current = FileManager.default.fileExists(atPath: start.path, isDirectory: &isFolder) && isFolder.boolValue
            && !["storyboardc", "nib", "xcodeproj"].contains(start.pathExtension.lowercased())
            ? start : start.deletingLastPathComponent()
        while true {
            if let items = try? FileManager.default.contentsOfDirectory(atPath: current.path),
               items.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                return current
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path || current.path == "/" { return nil }
            current = parent
        }
    }
}
