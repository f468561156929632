import Foundation
import InterfaceBuilder

/// `custom_module` (IBLinter's): a custom class declared in a module's Swift files (`custom_module_rule`) must name that
/// module as its `customModule`, or the runtime looks for it in the wrong module.
public struct CustomModuleRule: LintRule {
    /// `custom_module`.
    public static let identifier = "custom_module"
    /// On by default, as in IBLinter (it finds nothing without `custom_module_rule`).
    public static let isEnabledByDefault = true
    /// What it checks.
    public static let description = "A custom class matches its module, by the custom_module_rule configuration."
    /// An error, as in IBLinter.
    public static let severity = LintSeverity.error

    /// Class name → the module whose sources declare it.
    let moduleOfClass: [String: String]

    /// Reads the classes the configured modules' Swift files declare (as text, `class Name`).
    public init(configuration: LintConfiguration) {
        var map: [String: String] = [:]
        for entry in configuration.customModules {
            for folder in entry.included {
                let url = configuration.baseFolder.appendingPathComponent(folder)
                let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
                while let file = walker?.nextObject() as? URL {
                    guard file.pathExtension == "swift" else { continue }
                    let relative = String(file.standardizedFileURL.path.dropFirst(configuration.baseFolder.standardizedFileURL.path.count + 1))
                    if entry.excluded.contains(where: { PathPattern.matches($0, relative) }) { continue }
                    guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                    for name in CustomModuleRule.declaredClasses(in: text) { map[name] = entry.module }
                }
            }
        }
        moduleOfClass = map
    }

    /// Creates the rule with a known class → module table (tests).
    init(moduleOfClass: [String: String]) { self.moduleOfClass = moduleOfClass }

    /// The names after `class` keywords (not `class func`/`class var`).
    static func declaredClasses(in text: String) -> [String] {
        var names: [String] = []
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        var i = 0
        while i + 1 < words.count {
            if words[i] == "class", let first = words[i + 1].first, first.isUppercase || first == "_" { names.append(String(words[i + 1])) }
            i += 1
        }
        return names
    }

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        guard !moduleOfClass.isEmpty else { return [] }
        return document.objects.compactMap { object in
            guard let customClass = object.customClass, let expected = moduleOfClass[customClass],
                  object.customModule != expected else { return nil }
            return diagnostic("custom class \(customClass) belongs to module \(expected), but its custom module is \(object.customModule.map { "\"\($0)\"" } ?? "not set")",
                              at: object.position, in: context)
        }
    }
}
