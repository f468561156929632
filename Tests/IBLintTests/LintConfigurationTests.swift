import Foundation
import Testing
@testable import IBLint
import TestScratch

/// `.headless-lint.yml`: IBLinter's keys, the YAML subset, the search upwards, and which rules run.
struct LintConfigurationTests {
    @Test func iblintersExampleConfigurationReadsUnchanged() throws {
        // Given IBLinter's README example
        let yaml = """
        enabled_rules:
          - relative_to_margin
        disabled_rules:
          - custom_class_name   # comment
        excluded:
          - Carthage
          - App
        included:
          - App/Views
        custom_module_rule:
          - module: UIComponents
            included:
              - UIComponents/Classes
            excluded:
              - UIComponents/Classes/Config/Generated
        use_base_class_rule:
          - element_class: UILabel
            base_classes:
              - PrimaryLabel
              - SecondaryLabel
        view_as_device_rule:
          device_id: retina4_0
        hides_bottom_bar_rule:
          excluded_view_controllers: [HomeViewController, "SettingsViewController"]
        """
        // When it is parsed
        let configuration = try LintConfiguration(yaml: yaml)
        // Then every key is understood
        #expect(configuration.enabledRules == ["relative_to_margin"])
        #expect(configuration.disabledRules == ["custom_class_name"])
        #expect(configuration.excluded == ["Carthage", "App"])
        #expect(configuration.included == ["App/Views"])
        #expect(configuration.customModules == [.init(module: "UIComponents", included: ["UIComponents/Classes"], excluded: ["UIComponents/Classes/Config/Generated"])])
        #expect(configuration.baseClasses == ["UILabel": ["PrimaryLabel", "SecondaryLabel"]])
        #expect(configuration.viewAsDevice == "retina4_0")
        #expect(configuration.hidesBottomBarExcluded == ["HomeViewController", "SettingsViewController"])
    }

    @Test func enabledAndDisabledRulesChangeTheDefaultSet() throws {
        let configuration = try LintConfiguration(yaml: "enabled_rules: [misplaced]\ndisabled_rules:\n  - ambiguous\n")
        #expect(configuration.isEnabled(MisplacedRule.self))
        #expect(!configuration.isEnabled(AmbiguousRule.self))
        #expect(configuration.isEnabled(DanglingReferenceRule.self))
        #expect(!configuration.isEnabled(ReuseIdentifierRule.self))
    }

    @Test func badIndentationIsAnErrorWithItsLine() {
        #expect(throws: LintConfigurationError.self) { try LintConfiguration(yaml: "excluded:\n  - a\n    - b\n") }
        #expect(throws: LintConfigurationError.self) { try LintConfiguration(yaml: "just a sentence\n") }
    }

    @Test func excludedPathsMatchFoldersAndGlobs() throws {
        var configuration = try LintConfiguration(yaml: "excluded:\n  - Pods\n  - \"**/Generated\"\n  - Legacy/*.xib\n")
        configuration.baseFolder = URL(fileURLWithPath: "/project")
        #expect(!configuration.shouldLint("/project/Pods/Lib/View.xib"))
        #expect(!configuration.shouldLint("/project/App/Generated/View.xib"))
        #expect(!configuration.shouldLint("/project/Legacy/Old.xib"))
        #expect(configuration.shouldLint("/project/Legacy/Keep/New.xib"))
        #expect(configuration.shouldLint("/project/App/Main.storyboard"))
    }

    @Test func theConfigurationIsFoundFromTheCurrentFolderUpwards() throws {
        // Given a project with .headless-lint.yml at its top and a nested folder
        let top = TestScratch.shared.file("lint-config")
        let nested = top.appendingPathComponent("App/Views")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: top) }
        try "disabled_rules: [ambiguous]\n".write(to: top.appendingPathComponent(".headless-lint.yml"), atomically: true, encoding: .utf8)
        // When searched from the nested folder
        let found = try #require(LintConfiguration.find(from: nested))
        // Then the top one is found, and relative paths resolve against its folder
        let configuration = try LintConfiguration(contentsOf: found)
        #expect(found.standardizedFileURL.path == top.appendingPathComponent(".headless-lint.yml").standardizedFileURL.path)
        #expect(configuration.disabledRules == ["ambiguous"])
        #expect(configuration.baseFolder.standardizedFileURL.path == top.standardizedFileURL.path)
    }
}
