import Foundation

// Reading an Xcode project (`X.xcodeproj/project.pbxproj`) for what an app *is*: which Swift files its target
// compiles, which resources it copies and where they land in the .app, and its build settings. Xcode is the
// truth about an app when there is a project: a folder can hold Swift files the target does not compile, and a
// target can compile files outside its folder.
//
// This file and XcodeProject+App.swift are also compiled into the HeadlessApp build-tool plugin (symbolic links
// in Plugins/HeadlessApp/), which must plan the build before any tool runs: so they use Foundation only and no
// `public` type outside this pair. docs/ios-apps.md describes what is read.

/// An Xcode project read from its `project.pbxproj`: its targets, their files and build settings.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    public let url: URL
    /// The folder that holds the `.xcodeproj`, where `SOURCE_ROOT` paths start.
    public let directory: URL
    /// The project's native targets, in the file's order.
    public let targets: [Target]

    /// One target of the project (an app, an app extension, a unit-test bundle…).
    public struct Target: Sendable {
        /// The target's name (`FoodTracker`).
        public let name: String
        /// Its product type (`com.apple.product-type.application`…).
        public let productType: String
        /// The Swift files its Sources phase compiles, as absolute file URLs.
        public let sources: [URL]
        /// What its Resources phase copies, with each file's place in the product.
        public let resources: [Resource]
        /// Its build settings for the Debug configuration (or the first), over the project's, unexpanded.
        public let buildSettings: [String: String]

        /// Whether the target builds an iOS app.
        public var isApplication: Bool { productType == "com.apple.product-type.application" }
        /// Whether the target builds a unit-test bundle.
        public var isUnitTest: Bool { productType == "com.apple.product-type.bundle.unit-test" }
    }

    /// A file (or folder) a target copies into its product.
    public struct Resource: Sendable, Equatable {
        /// The file or folder in the project.
        public let url: URL
        /// Where it lands, relative to the product's root (`Base.lproj/Main.storyboard`, `Assets.xcassets`).
        public let bundlePath: String
    }

    /// Reads the project at `url` (a `.xcodeproj` folder or its `project.pbxproj`).
    public init(contentsOf url: URL) throws(XcodeProjectError) {
        let projectURL = url.lastPathComponent == "project.pbxproj" ? url.deletingLastPathComponent() : url
        let file = projectURL.appendingPathComponent("project.pbxproj")
        let plist: Any
        do {
            let data = try Data(contentsOf: file)
            plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw XcodeProjectError(file: file.path, message: "cannot read the project: \(error.localizedDescription)")
        }
        guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: [String: Any]],
              let rootID = root["rootObject"] as? String, let project = objects[rootID] else {
            throw XcodeProjectError(file: file.path, message: "not an Xcode project file (no objects or rootObject)")
        }
        self.url = projectURL
        self.directory = projectURL.deletingLastPathComponent()
        let reader = PBXReader(objects: objects, directory: directory.appendingPathComponent(project["projectDirPath"] as? String ?? ""))
        let projectSettings = reader.buildSettings(listID: project["buildConfigurationList"] as? String)
        self.targets = (project["targets"] as? [String] ?? []).compactMap { id in
            reader.target(id: id, projectSettings: projectSettings)
        }
    }

    /// The target of that name, if any.
    public func target(named name: String) -> Target? { targets.first { $0.name == name } }
}

/// A project that cannot be read, or an app that cannot be found in it: the file and what to do.
public struct XcodeProjectError: Error, CustomStringConvertible, Sendable {
    /// The file concerned.
    public let file: String
    /// What is wrong, and what to do.
    public let message: String
    /// `file: error: message`, as compilers print it.
    public var description: String { "\(file): error: \(message)" }
}

/// Walks the objects of a `project.pbxproj`.
struct PBXReader {
    let objects: [String: [String: Any]]
    let directory: URL
    /// Each group child's parent group.
    let parents: [String: String]

    init(objects: [String: [String: Any]], directory: URL) {
        self.objects = objects
        self.directory = directory
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
        }
        self.parents = parents
    }

    func target(id: String, projectSettings: [String: String]) -> XcodeProject.Target? {
        guard let object = objects[id], object["isa"] as? String == "PBXNativeTarget",
              let name = object["name"] as? String else { return nil }
        var settings = projectSettings
        settings.merge(buildSettings(listID: object["buildConfigurationList"] as? String)) { $1 }
        var sources: [URL] = []
        var resources: [XcodeProject.Resource] = []
        for phaseID in object["buildPhases"] as? [String] ?? [] {
            guard let phase = objects[phaseID] else { continue }
            let files = (phase["files"] as? [String] ?? []).compactMap { objects[$0]?["fileRef"] as? String }
            switch phase["isa"] as? String {
            case "PBXSourcesBuildPhase":
                sources += files.compactMap(url(ofFile:)).filter { $0.pathExtension == "swift" }
            case "PBXResourcesBuildPhase":
                resources += files.flatMap(resourceEntries(ofFile:))
            default:
                break
            }
        }
        // Xcode 16's folders (PBXFileSystemSynchronizedRootGroup): everything in the folder belongs to the
        // target, minus the exceptions the project lists for it; Swift files compile, the rest is copied.
        for groupID in object["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            guard let folder = url(ofFile: groupID) else { continue }
            let excluded = synchronizedExceptions(group: groupID, target: id)
            let infoPlist = settings["INFOPLIST_FILE"].map { directory.appendingPathComponent($0).standardizedFileURL.path }
            let contents = SynchronizedFolder(url: folder, excluded: excluded, infoPlist: infoPlist)
            sources += contents.sources
            resources += contents.resources
        }
        return XcodeProject.Target(name: name, productType: object["productType"] as? String ?? "",
                                   sources: sources, resources: resources, buildSettings: settings)
    }

    /// The Debug configuration's settings of a configuration list (else the default one's, else the first's).
    func buildSettings(listID: String?) -> [String: String] {
        guard let listID, let list = objects[listID] else { return [:] }
        let configurations = (list["buildConfigurations"] as? [String] ?? []).compactMap { objects[$0] }
        let chosen = configurations.first { $0["name"] as? String == "Debug" }
            ?? configurations.first { $0["name"] as? String == list["defaultConfigurationName"] as? String }
            ?? configurations.first
        var settings: [String: String] = [:]
        for (key, value) in chosen?["buildSettings"] as? [String: Any] ?? [:] {
            if let string = value as? String { settings[key] = string }
            else if let list = value as? [String] { settings[key] = list.joined(separator: " ") }
        }
        return settings
    }

    /// A file reference's or group's place on disk, following its groups up to the project's folder.
    func url(ofFile id: String) -> URL? {
        guard let object = objects[id] else { return nil }
        let path = object["path"] as? String
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<absolute>":
            return path.map { URL(fileURLWithPath: $0) }
        case "SOURCE_ROOT":
            return path.map { directory.appendingPathComponent($0).standardizedFileURL } ?? directory
        case "<group>":
            let base = parents[id].flatMap(url(ofFile:)) ?? directory
            return path.map { base.appendingPathComponent($0).standardizedFileURL } ?? base
        default:
            return nil  // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: nothing of the app's own
        }
    }

    /// A Resources-phase entry: one file, a folder reference, or each localization of a variant group.
    func resourceEntries(ofFile id: String) -> [XcodeProject.Resource] {
        guard let object = objects[id] else { return [] }
        if object["isa"] as? String == "PBXVariantGroup" {
            return (object["children"] as? [String] ?? []).compactMap { child in
                url(ofFile: child).map { XcodeProject.Resource(url: $0, bundlePath: Self.bundlePath(of: $0)) }
            }
        }
        return url(ofFile: id).map { [XcodeProject.Resource(url: $0, bundlePath: Self.bundlePath(of: $0))] } ?? []
    }

    /// Where Xcode copies a resource: the product's root, inside its `.lproj` folder if it has one.
    static func bundlePath(of url: URL) -> String {
        let folder = url.deletingLastPathComponent().lastPathComponent
        return folder.hasSuffix(".lproj") ? "\(folder)/\(url.lastPathComponent)" : url.lastPathComponent
    }

    /// The paths (relative to a synchronized folder) the project keeps out of a target.
    func synchronizedExceptions(group: String, target: String) -> Set<String> {
        var excluded: Set<String> = []
        for exceptionID in objects[group]?["exceptions"] as? [String] ?? [] {
            guard let exception = objects[exceptionID], exception["target"] as? String == target else { continue }
            excluded.formUnion(exception["membershipExceptions"] as? [String] ?? [])
        }
        return excluded
    }
}

/// What a folder holds as an app's files: Swift sources to compile and resources to copy, as Xcode 16's
/// synchronized folders and a project-less app folder see them.
struct SynchronizedFolder {
    /// The Swift files, sorted by path.
    var sources: [URL] = []
    /// The resources, sorted by path: `.lproj` contents keep their folder, bundles (`.xcassets`…) stay whole.
    var resources: [XcodeProject.Resource] = []

    /// Extensions of folders Xcode copies or compiles as one unit.
    static let unitFolders: Set<String> = ["xcassets", "storyboard", "xib", "bundle", "xcdatamodeld", "scnassets", "docc", "xcstrings"]
    /// Files that are neither compiled nor copied.
    static let ignoredExtensions: Set<String> = ["entitlements", "xcconfig", "h", "m", "mm", "c", "cpp", "md", "xctestplan", "xcscheme"]

    init(url folder: URL, excluded: Set<String> = [], infoPlist: String? = nil) {
        let manager = FileManager.default
        var stack: [(URL, String)] = [(folder, "")]
        while let (directory, relative) = stack.popLast() {
            let names = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let url = directory.appendingPathComponent(name)
                let path = relative.isEmpty ? name : "\(relative)/\(name)"
                if excluded.contains(path) { continue }
                let ext = url.pathExtension.lowercased()
                var isDirectory: ObjCBool = false
                _ = manager.fileExists(atPath: url.path, isDirectory: &isDirectory)
                if isDirectory.boolValue && !Self.unitFolders.contains(ext) {
                    if ext == "xcodeproj" || ext == "xcworkspace" { continue }  // hidden folders (.build, .git) are skipped above
                    stack.append((url, path))
                } else if ext == "swift" {
                    sources.append(url)
                } else if Self.ignoredExtensions.contains(ext) || name == "Info.plist" || url.standardizedFileURL.path == infoPlist {
                    continue
                } else {
                    resources.append(XcodeProject.Resource(url: url, bundlePath: PBXReader.bundlePath(of: url)))
                }
            }
        }
        sources.sort { $0.path < $1.path }
        resources.sort { $0.url.path < $1.url.path }
    }
}
