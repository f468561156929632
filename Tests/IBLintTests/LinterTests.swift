import Foundation
import Testing
@testable import IBLint
import InterfaceBuilder
import TestScratch

/// Running the linter: folders, projects, reporters, exit codes, the shared corpus.
struct LinterTests {
    static let diagnostics = [
        LintDiagnostic(file: "App/Main.storyboard", line: 12, column: 5, severity: .warning, message: "scene Home is unreachable, 100%", rule: "unreachable_scene"),
        LintDiagnostic(file: "App/Cell.xib", line: 3, column: 9, severity: .error, message: "outlet \"x\" points to \"y\"", rule: "dangling_reference"),
    ]

    @Test func theXcodeReporterPrintsWhatCompilersPrint() {
        var report = LintReport()
        report.diagnostics = LinterTests.diagnostics
        #expect(LintReporter.xcode.render(report) == """
            App/Main.storyboard:12:5: warning: scene Home is unreachable, 100% [unreachable_scene]
            App/Cell.xib:3:9: error: outlet "x" points to "y" [dangling_reference]

            """)
    }

    @Test func theGitHubReporterWritesEscapedWorkflowCommands() {
        var report = LintReport()
        report.diagnostics = [LinterTests.diagnostics[0]]
        #expect(LintReporter.github.render(report)
                == "::warning file=App/Main.storyboard,line=12,col=5,title=unreachable_scene::scene Home is unreachable, 100%25 [unreachable_scene]\n")
    }

    @Test func theJSONReporterWritesEveryField() throws {
        var report = LintReport()
        report.diagnostics = LinterTests.diagnostics
        let decoded = try JSONDecoder().decode([LintDiagnostic].self, from: Data(LintReporter.json.render(report).utf8))
        #expect(decoded == LinterTests.diagnostics)
    }

    @Test func exitCodesAreZeroCleanOneOnStrictWarningsTwoOnErrors() {
        var report = LintReport()
        #expect(report.exitCode(strict: true) == 0)
        report.diagnostics = [LinterTests.diagnostics[0]]
        #expect(report.exitCode(strict: false) == 0)
        #expect(report.exitCode(strict: true) == 1)
        report.diagnostics = LinterTests.diagnostics
        #expect(report.exitCode(strict: false) == 2)
    }

    @Test func aFolderIsLintedAgainstItsProjectsStoryboardsAndCatalogs() throws {
        // Given a project folder: Main references Other ("Detail") and Missing, and names image "logo" that a catalog holds
        let top = TestScratch.shared.file("lint-project")
        defer { try? FileManager.default.removeItem(at: top) }
        let app = top.appendingPathComponent("App")
        let imageSet = app.appendingPathComponent("Assets.xcassets/logo.imageset")
        try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: top.appendingPathComponent("Demo.xcodeproj"), withIntermediateDirectories: true)
        let main = LintFixture.storyboard(resources: #"<image name="logo" width="1" height="1"/>"#,
                                          LintFixture.scene("A", connections: #"<segue destination="R1" kind="show" id="s1"/><segue destination="R2" kind="show" id="s2"/>"#),
                                          LintFixture.reference("R1", storyboard: "Other", identifier: "Detail"),
                                          LintFixture.reference("R2", storyboard: "Missing"))
        let other = LintFixture.storyboard(LintFixture.scene("A", attributes: #"storyboardIdentifier="Detail""#))
        try main.write(to: app.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        try other.write(to: top.appendingPathComponent("Other.storyboard"), atomically: true, encoding: .utf8)
        // When the App folder alone is linted with image_resources on
        var configuration = LintConfiguration()
        configuration.enabledRules = ["image_resources"]
        let report = Linter(configuration: configuration).lint(paths: [app.path])
        // Then the project is the .xcodeproj folder above: Other is found, Missing is not; the image is in the catalog
        #expect(report.filesLinted == 1)
        #expect(report.diagnostics.map(\.rule) == ["missing_storyboard_reference"])
        #expect(report.diagnostics.first?.message.contains("\"Missing\"") == true)
        #expect(report.diagnostics.first?.file == app.path + "/Main.storyboard")
    }

    @Test func theSharedCorpusLintsWithoutTrappingAndFindsIBLintersFixtures() throws {
        // Given ../shared/corpus (skipped with a note when absent, except in CI)
        guard let corpus = SharedCorpus.folder() else { return }
        // When every file is linted with every rule on
        var configuration = LintConfiguration()
        configuration.enabledRules = Linter.allRules.map { $0.identifier }
        let report = Linter(configuration: configuration).lint(paths: [corpus.path])
        // Then every Cocoa Touch file was read, and IBLinter's own fixtures trigger their rules
        #expect(report.filesLinted > 200)
        let rulesOnFixture = { (name: String) in Set(report.diagnostics.filter { $0.file.hasSuffix(name) }.map(\.rule)) }
        #expect(rulesOnFixture("DuplicateIdRule/DuplicateID.xib").contains("duplicate_id"))
        #expect(rulesOnFixture("DuplicateConstraintRule/DuplicateConstraint.xib").contains("duplicate_constraint"))
        #expect(rulesOnFixture("AmbiguousViewRule/AmbiguousConstraint.storyboard").contains("ambiguous"))
        #expect(rulesOnFixture("HasInitialViewController/HasInitialViewControllerBad.storyboard").contains("has_initial_view_controller"))
        #expect(!rulesOnFixture("HasInitialViewController/HasInitialViewControllerGood.storyboard").contains("has_initial_view_controller"))
        #expect(rulesOnFixture("StackViewBackgroundColorRule/StackViewBackgroundColorRule.xib").contains("stackview_backgroundcolor"))
        #expect(rulesOnFixture("UseTraitCollectionsRule/UseTraitCollectionsNoTest.storyboard").contains("use_trait_collections"))
        #expect(!rulesOnFixture("UseTraitCollectionsRule/UseTraitCollectionsYesTest.storyboard").contains("use_trait_collections"))
        #expect(rulesOnFixture("HasSingleViewController/HasSingleViewControllerBadTwoController.storyboard").contains("has_single_view_controller"))
        #expect(rulesOnFixture("HidesBottomBarRule/HidesBottomBarNoViewController.storyboard").contains("hides_bottom_bar"))
        #expect(!rulesOnFixture("HidesBottomBarRule/HidesBottomBarYesViewController.storyboard").contains("hides_bottom_bar"))
    }
}
