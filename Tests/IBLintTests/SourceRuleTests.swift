import Foundation
import Testing
@testable import IBLint
import InterfaceBuilder
import TestScratch

/// The `--sources` rules: each fires on a small file whose sources lack what it names, and stays quiet when the
/// sources have it (or when no sources were given).
struct SourceRuleTests {
    /// A project whose sources are the given Swift texts.
    func project(_ swift: String..., images: Set<String> = [], colors: Set<String> = []) -> LintProject {
        var project = LintProject(storyboards: [:], images: images, colors: colors)
        project.sources = SwiftSourceIndex(swift: swift)
        return project
    }

    @Test func aCustomClassNoSourceDeclaresIsUnknown() {
        // Given a scene of HomeViewController, a label of module Pods' FancyLabel, and a UIKit custom class
        let xml = LintFixture.storyboard(LintFixture.scene("A", attributes: #"customClass="HomeViewController" customModule="App" customModuleProvider="target""#,
            content: #"<subviews><label customClass="FancyLabel" customModule="Pods" id="l1"/><label customClass="UILabel" id="l2"/></subviews>"#))
        // When the sources declare no HomeViewController
        let missing = LintFixture.lint(xml, rule: UnknownClassRule.self, project: project("class Other: UIViewController {}"))
        // Then only HomeViewController is reported (another module's class and UIKit's are not checked)
        #expect(missing.count == 1)
        #expect(missing.first?.message.contains(#"custom class "HomeViewController" of UIViewController (id A) is declared in no source file"#) == true)
        #expect(missing.first?.rule == "unknown_class")
        // And when they declare it (even after a comment and a string mentioning other names), nothing is reported
        let declared = project(#"// class Nope {}"# + "\nlet s = \"class Nope\"\nfinal class HomeViewController: UIViewController {}")
        #expect(LintFixture.lint(xml, rule: UnknownClassRule.self, project: declared).isEmpty)
        // And without --sources the rule is silent
        #expect(LintFixture.lint(xml, rule: UnknownClassRule.self).isEmpty)
    }

    @Test func aStructIsNotAClassAndNestedClassesAreKnown() {
        let xml = LintFixture.storyboard(LintFixture.scene("A", attributes: #"customClass="Home""#),
                                         LintFixture.scene("B", attributes: #"customClass="Outer.Inner""#))
        let found = LintFixture.lint(xml, rule: UnknownClassRule.self, project: project("struct Home {}\nenum Outer { class Inner: UIViewController { class func make() {} } }"))
        #expect(found.map(\.message) == [#"custom class "Home" of UIViewController (id A) is declared as a struct, not a class; make it a class or fix the name in the Identity inspector"#])
    }

    @Test func anOutletTheClassDoesNotDeclareIsNotFound() {
        // Given HomeViewController connecting outlets title, subtitle (a superclass's), view (UIKit's) and missing
        let outlets = #"<outlet property="titleLabel" destination="l1" id="o1"/><outlet property="subtitleLabel" destination="l1" id="o2"/><outlet property="view" destination="view-A" id="o3"/><outlet property="missingLabel" destination="l1" id="o4"/>"#
        let xml = LintFixture.storyboard(LintFixture.scene("A", attributes: #"customClass="HomeViewController""#, connections: outlets,
                                                           content: #"<subviews><label id="l1"/></subviews>"#))
        let sources = project("""
            class BaseViewController: UIViewController { @IBOutlet weak var subtitleLabel: UILabel! }
            final class HomeViewController: BaseViewController {
                @IBOutlet private weak var titleLabel: UILabel!
                func viewDidLoad() { var missingLabel = 1 }   // a local, not a property
            }
            """)
        // When linted
        let found = LintFixture.lint(xml, rule: OutletNotFoundRule.self, project: sources)
        // Then only missingLabel is reported, at its <outlet> element
        #expect(found.map(\.message) == [#"outlet "missingLabel" of HomeViewController (id A) names no property of HomeViewController or its superclasses in the sources; UIKit will raise "this class is not key value coding-compliant for the key missingLabel": add `@IBOutlet var missingLabel` to HomeViewController or remove the connection"#])
        // And a superclass from a library the sources do not have makes the rule stay quiet
        #expect(LintFixture.lint(xml, rule: OutletNotFoundRule.self, project: project("class HomeViewController: LibraryViewController {}")).isEmpty)
        // And an extension's property counts
        #expect(LintFixture.lint(xml, rule: OutletNotFoundRule.self, project: project(
            "class HomeViewController: UIViewController { @IBOutlet var titleLabel: UILabel!\n @IBOutlet var subtitleLabel: UILabel! }\nextension HomeViewController { var missingLabel: UILabel? { nil } }")).isEmpty)
    }

    @Test func anActionNoMethodHasIsNotFoundWithSwiftNamesMappedToSelectors() {
        // Given buttons sending save:, closeWithSender:, refresh, share:forEvent: and custom: to HomeViewController
        let actions = [("b1", "save:"), ("b2", "closeWithSender:"), ("b3", "refresh"), ("b4", "share:forEvent:"), ("b5", "custom:"), ("b6", "gone:")]
        let buttons = actions.map { #"<button id="\#($0.0)"><connections><action selector="\#($0.1)" destination="A" eventType="touchUpInside" id="a-\#($0.0)"/></connections></button>"# }
        let xml = LintFixture.storyboard(LintFixture.scene("A", attributes: #"customClass="HomeViewController""#,
                                                           content: "<subviews>\(buttons.joined())</subviews>"))
        let sources = project("""
            class HomeViewController: UIViewController {
                @IBAction func save(_ sender: Any) {}
                @IBAction func close(sender: UIButton) {}
                @IBAction func refresh() {}
                @IBAction func share(_ sender: UIButton, forEvent event: UIEvent) {}
                @objc(custom:) func somethingElse(_ x: Any) {}
                func gone() {}
            }
            """)
        // When linted
        let found = LintFixture.lint(xml, rule: ActionNotFoundRule.self, project: sources)
        // Then only gone: is reported, with the near miss named
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix(#"action "gone:" of UIButton (id b6) names no method of HomeViewController or its superclasses in the sources (HomeViewController has gone: the parameters differ)"#) == true)
        #expect(found.first?.message.contains("add `@IBAction func gone(_:)` to HomeViewController") == true)
    }

    @Test func aFirstResponderActionIsCheckedAgainstEveryClassAndUIKitsEditActions() {
        // Given buttons sending toggleMenu:, copy: and nowhere: to the First Responder
        let buttons = [("b1", "toggleMenu:"), ("b2", "copy:"), ("b3", "nowhere:")].map {
            #"<button id="\#($0.0)"><connections><action selector="\#($0.1)" destination="fr-A" eventType="touchUpInside" id="a-\#($0.0)"/></connections></button>"#
        }
        let xml = LintFixture.storyboard(LintFixture.scene("A", content: "<subviews>\(buttons.joined())</subviews>"))
        // When one class of the sources has toggleMenu:
        let found = LintFixture.lint(xml, rule: ActionNotFoundRule.self, project: project("class MenuController: UIViewController { @IBAction func toggleMenu(_ sender: Any?) {} }"))
        // Then only nowhere: is reported
        #expect(found.map { $0.message.hasPrefix(#"action "nowhere:" of UIButton (id b3) goes to the First Responder"#) } == [true])
    }

    @Test func imagesAndColorsMissingFromTheCatalogsAreReportedAtTheElementsUsingThem() {
        // Given an image view using "logo", a button using an SF Symbol, and a view coloured "Brand" and "Missing"
        let content = """
            <subviews>
                <imageView image="logo" id="i1"/>
                <button id="b1"><state key="normal" image="star.fill" catalog="system"/></button>
                <view id="v1"><color key="backgroundColor" name="Brand"/><color key="tintColor" name="Missing"/>
                    <color key="textColor" systemColor="labelColor"/></view>
            </subviews>
            """
        let resources = #"<image name="logo" width="10" height="10"/><image name="star.fill" catalog="system" width="10" height="10"/><namedColor name="Brand"><color white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></namedColor>"#
        let xml = LintFixture.storyboard(resources: resources, LintFixture.scene("A", content: content))
        // When the sources' catalogs have "Brand" only
        let images = LintFixture.lint(xml, rule: MissingImageRule.self, project: project(colors: ["Brand"]))
        let colors = LintFixture.lint(xml, rule: MissingColorRule.self, project: project(colors: ["Brand"]))
        // Then "logo" is reported at the image view, "Missing" at its <color>; the symbol and system colour are not
        #expect(images.map(\.message) == [#"image "logo" (image of UIImageView (id i1)) is in no asset catalog or image file of the sources or the project; add an image set named "logo" or fix the name"#])
        #expect(colors.map(\.message) == [#"color "Missing" (tintColor of UIView (id v1)) is in no asset catalog of the sources or the project; add a colour set named "Missing" or fix the name"#])
        // And with the image in the project, nothing is reported for images
        #expect(LintFixture.lint(xml, rule: MissingImageRule.self, project: project(images: ["logo"])).isEmpty)
    }

    @Test func theTokenizerSkipsCommentsStringsAndInterpolations() {
        let index = SwiftSourceIndex(swift: [#"""
            /* class A {} /* nested */ class B {} */
            let text = "class C { \("class D") }"
            let raw = #"class E "# + """
                class F
                """
            @objc(GHome) class G: NSObject { var `default` = 0 }
            """#])
        #expect(index.types.keys.sorted() == ["G"])
        #expect(index.type(named: "GHome")?.properties == ["default"])
    }

    @Test func sourceFoldersAreScannedForSwiftObjectiveCAndCatalogs() throws {
        // Given a folder with a Swift file, an Objective-C header and an asset catalog
        let folder = TestScratch.shared.file("source-rules")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        try FileManager.default.createDirectory(at: catalog.appendingPathComponent("Brand.colorset"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: catalog.appendingPathComponent("logo.imageset"), withIntermediateDirectories: true)
        try "class Home: UIViewController {}".write(to: folder.appendingPathComponent("Home.swift"), atomically: true, encoding: .utf8)
        try "@interface Legacy : UIView\n@end".write(to: folder.appendingPathComponent("Legacy.h"), atomically: true, encoding: .utf8)
        // When scanned
        let index = SwiftSourceIndex.scan([folder])
        // Then both classes, the image and the colour are known; the Objective-C class's members are not read
        #expect(index.fileCount == 2)
        #expect(index.type(named: "Home")?.inherited == ["UIViewController"])
        #expect(index.type(named: "Legacy")?.membersUnknown == true)
        #expect(index.images == ["logo"])
        #expect(index.colors == ["Brand"])
    }
}
