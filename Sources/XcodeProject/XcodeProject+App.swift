import Foundation

// Finding the app a SwiftPM target stands for, and its Info.plist as Xcode would produce it.
// Compiled into the HeadlessApp plugin too (see XcodeProject.swift).

/// How a SwiftPM target names its app: lines `// headless-app: key = value` in a Swift file of the target.
///
/// Keys: `project` (a `.xcodeproj`, relative to that file's folder), `target` (the Xcode target), `folder` (an app
/// folder without a project, relative to that file's folder), `optional` (`yes`: an app that is not there gives a
/// warning and an empty module, not an error). All are optional (docs/ios-apps.md).
public struct AppConfiguration: Sendable, Equatable {
    /// The `.xcodeproj` to read, relative to the configuration file's folder.
    public var project: String?
    /// The Xcode target to build.
    public var target: String?
    /// An app folder to take whole, when there is no project.
    public var folder: String?
    /// Whether a missing app is only a warning (the module is then empty but for `HeadlessApp.isAvailable`).
    public var isOptional = false

    /// No settings: the project (or folder) is found by looking.
    public init(project: String? = nil, target: String? = nil, folder: String? = nil) {
        self.project = project
        self.target = target
        self.folder = folder
    }

    /// Reads the `// headless-app: key = value` lines of a Swift file's text; other lines are ignored.
    public init(parsing text: String) throws(XcodeProjectError) {
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("//") else { continue }
            let comment = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard comment.hasPrefix("headless-app:") else { continue }
            let setting = comment.dropFirst("headless-app:".count)
            let parts = setting.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[1].isEmpty else {
                throw XcodeProjectError(file: "headless-app", message: "'\(trimmed)' is not 'headless-app: key = value'")
            }
            switch parts[0] {
            case "project": project = parts[1]
            case "target": target = parts[1]
            case "folder": folder = parts[1]
            case "optional": isOptional = ["yes", "true"].contains(parts[1].lowercased())
            default:
                throw XcodeProjectError(file: "headless-app", message: "unknown setting '\(parts[0])' (known: project, target, folder, optional)")
            }
        }
    }
}

/// An iOS app (or its unit tests) as HeadlessUIKit builds it: what compiles, what is copied, and its settings.
public struct AppDescription: Sendable {
    /// The product's name (`PRODUCT_NAME`, else the target's).
    public let name: String
    /// The Swift files to compile.
    public let sources: [URL]
    /// The files to copy into the app's bundle.
    public let resources: [XcodeProject.Resource]
    /// The Info.plist file, if any.
    public let infoPlistFile: URL?
    /// The build settings, unexpanded (a folder app has only the names HeadlessUIKit derives).
    public let buildSettings: [String: String]
    /// The project it comes from, if any.
    public let project: URL?
    /// Whether it is a unit-test target.
    public let isUnitTest: Bool

    /// Finds the app for a SwiftPM target: the configuration's project or folder, else the one `.xcodeproj` in
    /// the package's folder (or the one named like the target), else the folder named like the target.
    /// - Parameters:
    ///   - packageRoot: the folder of the user's Package.swift.
    ///   - configurationFolder: the folder of the file holding the `headless-app:` lines (relative paths start there).
    ///   - targetName: the SwiftPM target's name.
    ///   - wantsTests: whether the SwiftPM target is a test target (then a unit-test target is chosen).
    public static func locate(packageRoot: URL, configurationFolder: URL, targetName: String,
                              wantsTests: Bool = false, configuration: AppConfiguration) throws(XcodeProjectError) -> AppDescription {
        if let folder = configuration.folder {
            return folderApp(configurationFolder.appendingPathComponent(folder).standardizedFileURL, name: targetName, tests: wantsTests)
        }
        let projectURL: URL
        if let project = configuration.project {
            projectURL = configurationFolder.appendingPathComponent(project).standardizedFileURL
        } else {
            let projects = xcodeProjects(in: packageRoot)
            if projects.count == 1 {
                projectURL = projects[0]
            } else if let named = projects.first(where: { $0.deletingPathExtension().lastPathComponent == targetName }) {
                projectURL = named
            } else if projects.isEmpty {
                let folder = packageRoot.appendingPathComponent(targetName)
                guard FileManager.default.fileExists(atPath: folder.path) else {
                    throw XcodeProjectError(file: packageRoot.path, message: "no .xcodeproj and no folder named '\(targetName)' here: add a line '// headless-app: project = PATH.xcodeproj' or '// headless-app: folder = PATH' to the target's Swift file")
                }
                return folderApp(folder, name: targetName, tests: wantsTests)
            } else {
                let names = projects.map(\.lastPathComponent).joined(separator: ", ")
                throw XcodeProjectError(file: packageRoot.path, message: "several Xcode projects (\(names)) and none named '\(targetName).xcodeproj': add a line '// headless-app: project = NAME.xcodeproj'")
            }
        }
        let project = try XcodeProject(contentsOf: projectURL)
        let target = try chooseTarget(in: project, named: configuration.target, swiftPMName: targetName, wantsTests: wantsTests)
        let settings = target.buildSettings
        let name = expand(settings["PRODUCT_NAME"] ?? target.name, settings: settings, targetName: target.name, project: project.directory)
        let infoPlist = settings["INFOPLIST_FILE"].map {
            project.directory.appendingPathComponent(expand($0, settings: settings, targetName: target.name, project: project.directory)).standardizedFileURL
        }
        var withTarget = settings
        withTarget["TARGET_NAME"] = target.name
        return AppDescription(name: name, sources: target.sources, resources: target.resources, infoPlistFile: infoPlist,
                              buildSettings: withTarget, project: project.url, isUnitTest: target.isUnitTest)
    }

    /// The `.xcodeproj` folders directly inside a folder, sorted.
    static func xcodeProjects(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xcodeproj") }.sorted().map { folder.appendingPathComponent($0) }
    }

    static func chooseTarget(in project: XcodeProject, named wanted: String?, swiftPMName: String, wantsTests: Bool) throws(XcodeProjectError) -> XcodeProject.Target {
        let file = project.url.appendingPathComponent("project.pbxproj").path
        let names = project.targets.map(\.name).joined(separator: ", ")
        if let wanted {
            guard let target = project.target(named: wanted) else {
                throw XcodeProjectError(file: file, message: "no target named '\(wanted)' (targets: \(names))")
            }
            return target
        }
        if let target = project.target(named: swiftPMName), target.isUnitTest == wantsTests { return target }
        let candidates = project.targets.filter { wantsTests ? $0.isUnitTest : $0.isApplication }
        guard candidates.count == 1 else {
            let kind = wantsTests ? "unit-test" : "application"
            throw XcodeProjectError(file: file, message: "\(candidates.count) \(kind) targets and none named '\(swiftPMName)' (targets: \(names)): add a line '// headless-app: target = NAME'")
        }
        return candidates[0]
    }

    /// An app folder without a project: its Swift files compile, the rest is copied, `Info.plist` is the plist.
    static func folderApp(_ folder: URL, name: String, tests: Bool) -> AppDescription {
        let contents = SynchronizedFolder(url: folder)
        let plist = folder.appendingPathComponent("Info.plist")
        return AppDescription(name: name, sources: contents.sources, resources: contents.resources,
                              infoPlistFile: FileManager.default.fileExists(atPath: plist.path) ? plist : nil,
                              buildSettings: ["PRODUCT_NAME": name, "TARGET_NAME": name], project: nil, isUnitTest: tests)
    }

    /// Expands `$(NAME)` and `${NAME}` (with `:rfc1034identifier`, `:c99extidentifier`, `:lower`, `:upper`) from
    /// build settings and the names Xcode derives; `$(inherited)` and unknown names become empty.
    public static func expand(_ value: String, settings: [String: String], targetName: String, project: URL, depth: Int = 0) -> String {
        guard value.contains("$"), depth < 8 else { return value }
        var result = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, let close: Character = ["(": ")", "{": "}"][rest[afterDollar]],
                  let end = rest[afterDollar...].firstIndex(of: close) else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let reference = rest[rest.index(after: afterDollar)..<end]
            let parts = reference.split(separator: ":", maxSplits: 1).map(String.init)
            var replacement = derived(parts.first ?? "", settings: settings, targetName: targetName, project: project)
            replacement = expand(replacement, settings: settings, targetName: targetName, project: project, depth: depth + 1)
            if parts.count == 2 { replacement = modify(replacement, parts[1]) }
            result += replacement
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    static func derived(_ name: String, settings: [String: String], targetName: String, project: URL) -> String {
        if let value = settings[name] { return value }
        switch name {
        case "TARGET_NAME": return targetName
        case "PRODUCT_NAME", "EXECUTABLE_NAME": return settings["PRODUCT_NAME"] ?? targetName
        case "PRODUCT_MODULE_NAME":
            return modify(expand(settings["PRODUCT_NAME"] ?? targetName, settings: settings, targetName: targetName, project: project), "c99extidentifier")
        case "SRCROOT", "PROJECT_DIR", "SOURCE_ROOT": return project.path
        case "DEVELOPMENT_LANGUAGE": return "en"
        default: return ""  // $(inherited) and what Xcode alone knows
        }
    }

    static func modify(_ value: String, _ modifier: String) -> String {
        switch modifier {
        case "rfc1034identifier": return String(value.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" })
        case "c99extidentifier": return String(value.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        default: return value
        }
    }
}
