import Foundation

/// `.headless-lint.yml`: which rules run, which paths are skipped, and the rules' options. Keys are IBLinter's
/// (`.iblinter.yml` reads unchanged): `enabled_rules`, `disabled_rules`, `excluded`, `included`,
/// `custom_module_rule`, `use_base_class_rule`, `view_as_device_rule`, `use_trait_collections_rule`,
/// `hides_bottom_bar_rule`, `reporter`.
public struct LintConfiguration: Sendable, Hashable {
    /// One `custom_module_rule` entry: the classes declared in `included` Swift files belong to `module`.
    public struct CustomModule: Sendable, Hashable {
        /// The module name.
        public var module: String
        /// Folders (relative to the configuration's folder) whose `*.swift` files declare the module's classes.
        public var included: [String]
        /// Folders to leave out of `included`.
        public var excluded: [String]
    }

    /// The configuration file's name.
    public static let fileName = ".headless-lint.yml"
    /// IBLinter's file name, read when no `.headless-lint.yml` is found in the same folder.
    public static let iblinterFileName = ".iblinter.yml"

    /// Rules to run in addition to the default ones.
    public var enabledRules: [String] = []
    /// Default rules not to run.
    public var disabledRules: [String] = []
    /// Paths (relative to `baseFolder`; a `*` matches within a path component, `**` across) not to lint.
    public var excluded: [String] = []
    /// When not empty, only these paths are linted.
    public var included: [String] = []
    /// `custom_module_rule`.
    public var customModules: [CustomModule] = []
    /// `use_base_class_rule`: element class (`UILabel`) → the custom classes allowed.
    public var baseClasses: [String: [String]] = [:]
    /// `view_as_device_rule: device_id` (IBLinter's default `retina4_7`).
    public var viewAsDevice: String = "retina4_7"
    /// `use_trait_collections_rule: use_trait_collections` (default true: trait collections must be on).
    public var useTraitCollections: Bool = true
    /// `hides_bottom_bar_rule: excluded_view_controllers`: custom classes that may keep the bottom bar.
    public var hidesBottomBarExcluded: [String] = []
    /// `reporter` (`xcode`, `json`, `github`), when the file names one.
    public var reporter: String?
    /// The folder relative paths are resolved against (the configuration file's folder).
    public var baseFolder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    /// The file this configuration was read from, if any.
    public var file: URL?

    /// The default configuration (default rules, nothing excluded).
    public init() {}

    /// Parses YAML text; `baseFolder` resolves relative paths.
    public init(yaml: String, baseFolder: URL? = nil) throws(LintConfigurationError) {
        let root = try YAMLReader.read(yaml)
        if let base = baseFolder { self.baseFolder = base }
        guard case .map = root else { throw LintConfigurationError(line: 1, message: "the configuration must be a mapping of keys") }
        enabledRules = root["enabled_rules"]?.strings ?? []
        disabledRules = root["disabled_rules"]?.strings ?? []
        excluded = root["excluded"]?.strings ?? []
        included = root["included"]?.strings ?? []
        customModules = (root["custom_module_rule"]?.list ?? []).compactMap { entry in
            guard let module = entry["module"]?.string else { return nil }
            return CustomModule(module: module, included: entry["included"]?.strings ?? [], excluded: entry["excluded"]?.strings ?? [])
        }
        for entry in root["use_base_class_rule"]?.list ?? [] {
            guard let element = entry["element_class"]?.string else { continue }
            baseClasses[element, default: []] += entry["base_classes"]?.strings ?? []
        }
        if let device = root["view_as_device_rule"]?["device_id"]?.string { viewAsDevice = device }
        if let flag = root["use_trait_collections_rule"]?["use_trait_collections"]?.bool { useTraitCollections = flag }
        hidesBottomBarExcluded = root["hides_bottom_bar_rule"]?["excluded_view_controllers"]?.strings ?? []
        reporter = root["reporter"]?.string
    }

    /// Reads a configuration file.
    public init(contentsOf url: URL) throws(LintConfigurationError) {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw LintConfigurationError(line: 0, message: "cannot read the file", file: url.path)
        }
        do {
            try self.init(yaml: text, baseFolder: url.deletingLastPathComponent())
        } catch {
            var located = error
            located.file = url.path
            throw located
        }
        file = url
    }

    /// The nearest `.headless-lint.yml` (else `.iblinter.yml`) in `folder` or above it, nil when there is none.
    public static func find(from folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            for name in [fileName, iblinterFileName] {
                let candidate = current.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path || current.path == "/" { return nil }
            current = parent
        }
    }

    /// Whether a rule runs: enabled by default and not disabled, or named in `enabled_rules`.
    public func isEnabled(_ rule: any LintRule.Type) -> Bool {
        if enabledRules.contains(rule.identifier) { return true }
        return rule.isEnabledByDefault && !disabledRules.contains(rule.identifier)
    }

    /// Whether a path (absolute, or relative to the current folder) is to be linted under `excluded`/`included`.
    public func shouldLint(_ path: String) -> Bool {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = baseFolder.standardizedFileURL.path
        let relative = absolute.hasPrefix(base + "/") ? String(absolute.dropFirst(base.count + 1)) : absolute
        if excluded.contains(where: { PathPattern.matches($0, relative) }) { return false }
        return included.isEmpty || included.contains { PathPattern.matches($0, relative) }
    }
}
