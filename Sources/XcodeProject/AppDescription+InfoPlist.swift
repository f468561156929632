import Foundation

// The app's Info.plist as Xcode writes it into the .app: the file's keys with their `$(SETTING)` references
// expanded, plus, when the target generates its Info.plist (`GENERATE_INFOPLIST_FILE = YES`), the keys
// Xcode derives from build settings (`INFOPLIST_KEY_UIMainStoryboardFile` and the like, the bundle's identity).
// Where the file and the generated keys disagree, the file wins (a decision: Xcode documents the merge but not
// the precedence; the file is what the developer wrote).

extension AppDescription {
    /// The app's Info.plist as its .app would hold it (expanded and merged with generated keys).
    public func infoPlist() throws(XcodeProjectError) -> [String: Any] {
        var file: [String: Any] = [:]
        if let url = infoPlistFile {
            do {
                let data = try Data(contentsOf: url)
                guard let dictionary = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
                    throw XcodeProjectError(file: url.path, message: "the Info.plist is not a dictionary")
                }
                file = dictionary
            } catch let error as XcodeProjectError {
                throw error
            } catch {
                throw XcodeProjectError(file: url.path, message: "cannot read the Info.plist: \(error.localizedDescription)")
            }
        }
        let expanded = expandValues(file) as? [String: Any] ?? [:]
        guard buildSettings["GENERATE_INFOPLIST_FILE"] == "YES" || infoPlistFile == nil else { return expanded }
        return Self.merge(generatedInfoPlist(), under: expanded)
    }

    /// The keys Xcode generates from build settings.
    func generatedInfoPlist() -> [String: Any] {
        func setting(_ name: String) -> String? {
            buildSettings[name].map { expand($0) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        var plist: [String: Any] = [
            "CFBundleName": setting("PRODUCT_NAME") ?? name,
            "CFBundleExecutable": setting("EXECUTABLE_NAME") ?? setting("PRODUCT_NAME") ?? name,
            "CFBundlePackageType": isUnitTest ? "BNDL" : "APPL",
            "CFBundleDevelopmentRegion": setting("DEVELOPMENT_LANGUAGE") ?? "en",
            "CFBundleInfoDictionaryVersion": "6.0",
        ]
        plist["CFBundleIdentifier"] = setting("PRODUCT_BUNDLE_IDENTIFIER")
        plist["CFBundleShortVersionString"] = setting("MARKETING_VERSION")
        plist["CFBundleVersion"] = setting("CURRENT_PROJECT_VERSION")
        for (key, raw) in buildSettings where key.hasPrefix("INFOPLIST_KEY_") {
            let plistKey = String(key.dropFirst("INFOPLIST_KEY_".count))
            let value = expand(raw)
            switch plistKey {
            case "UIApplicationSceneManifest_Generation":
                guard value == "YES" else { continue }
                var manifest = plist["UIApplicationSceneManifest"] as? [String: Any] ?? [:]
                manifest["UIApplicationSupportsMultipleScenes"] = manifest["UIApplicationSupportsMultipleScenes"] ?? false
                plist["UIApplicationSceneManifest"] = manifest
            case "UILaunchScreen_Generation":
                if value == "YES" { plist["UILaunchScreen"] = plist["UILaunchScreen"] ?? [String: Any]() }
            default:
                // Lists are space-separated (orientations); YES/NO are booleans.
                if plistKey.hasPrefix("UISupportedInterfaceOrientations") {
                    plist[plistKey] = value.split(separator: " ").map(String.init)
                } else if value == "YES" || value == "NO" {
                    plist[plistKey] = value == "YES"
                } else {
                    plist[plistKey] = value
                }
            }
        }
        return plist
    }

    /// Expands build-setting references in a setting's value.
    func expand(_ value: String) -> String {
        Self.expand(value, settings: buildSettings, targetName: buildSettings["TARGET_NAME"] ?? name,
                    project: project?.deletingLastPathComponent() ?? URL(fileURLWithPath: "/"))
    }

    private func expandValues(_ value: Any) -> Any {
        switch value {
        case let string as String: return expand(string)
        case let array as [Any]: return array.map(expandValues)
        case let dictionary as [String: Any]: return dictionary.mapValues(expandValues)
        default: return value
        }
    }

    /// `top` over `base`, dictionaries merged key by key.
    static func merge(_ base: [String: Any], under top: [String: Any]) -> [String: Any] {
        var result = base
        for (key, value) in top {
            if let inner = value as? [String: Any], let below = result[key] as? [String: Any] {
                result[key] = merge(below, under: inner)
            } else {
                result[key] = value
            }
        }
        return result
    }
}
