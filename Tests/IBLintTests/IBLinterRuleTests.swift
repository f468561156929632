import Foundation
import Testing
@testable import IBLint
import InterfaceBuilder

/// IBLinter's rules, under IBLinter's identifiers: each triggered by one small file and not by another.
struct IBLinterRuleTests {
    @Test func customModuleWantsTheModuleThatDeclaresTheClass() {
        // Given HomeView declared in module UIComponents (what custom_module_rule's sources say)
        let rule = CustomModuleRule(moduleOfClass: ["HomeView": "UIComponents"])
        let context = LintContext(path: "Test.xib")
        let wrong = try! IBDocument.read(string: LintFixture.xib(LintFixture.view(attributes: #"customClass="HomeView""#)))
        let right = try! IBDocument.read(string: LintFixture.xib(LintFixture.view(attributes: #"customClass="HomeView" customModule="UIComponents""#)))
        // Then a view without that module is reported, one with it is not
        #expect(rule.check(wrong, context: context).count == 1)
        #expect(rule.check(right, context: context).isEmpty)
        #expect(CustomModuleRule.declaredClasses(in: "final class HomeView: UIView {}\nclass func make() {}") == ["HomeView"])
    }

    @Test func enableAutolayoutReportsDocumentsWithoutAutoLayout() {
        #expect(LintFixture.lint(LintFixture.xib(autolayout: false, LintFixture.view()), rule: EnableAutolayoutRule.self, file: "Old.xib").map(\.message)
                == ["Old does not use Auto Layout (useAutolayout is off)"])
        #expect(LintFixture.lint(LintFixture.xib(LintFixture.view()), rule: EnableAutolayoutRule.self).isEmpty)
    }

    @Test func misplacedAndAmbiguousReportTheViewsXcodeMarked() {
        let marked = LintFixture.xib(LintFixture.view(#"<subviews><label misplaced="YES" ambiguous="YES" id="l1"/></subviews>"#))
        let clean = LintFixture.xib(LintFixture.view(#"<subviews><label id="l1"/></subviews>"#))
        #expect(LintFixture.lint(marked, rule: MisplacedRule.self).map(\.message) == ["UILabel (id l1) is misplaced"])
        #expect(LintFixture.lint(marked, rule: AmbiguousRule.self).map(\.message) == ["UILabel (id l1) has ambiguous constraints"])
        #expect(LintFixture.lint(clean, rule: MisplacedRule.self).isEmpty)
        #expect(LintFixture.lint(clean, rule: AmbiguousRule.self).isEmpty)
    }

    @Test func useTraitCollectionsFollowsItsOption() {
        let off = LintFixture.storyboard(traits: false, LintFixture.scene("A"))
        let on = LintFixture.storyboard(LintFixture.scene("A"))
        #expect(LintFixture.lint(off, rule: UseTraitCollectionsRule.self).count == 1)
        #expect(LintFixture.lint(on, rule: UseTraitCollectionsRule.self).isEmpty)
        var mustBeOff = LintConfiguration()
        mustBeOff.useTraitCollections = false
        #expect(LintFixture.lint(on, rule: UseTraitCollectionsRule.self, configuration: mustBeOff).count == 1)
    }

    @Test func relativeToMarginReportsMarginConstraints() {
        let margin = LintFixture.xib(LintFixture.view(#"<subviews><view id="v"/></subviews><constraints><constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/></constraints>"#))
        let edge = LintFixture.xib(LintFixture.view(#"<subviews><view id="v"/></subviews><constraints><constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/></constraints>"#))
        #expect(LintFixture.lint(margin, rule: RelativeToMarginRule.self).count == 1)
        #expect(LintFixture.lint(edge, rule: RelativeToMarginRule.self).isEmpty)
    }

    @Test func reuseIdentifierWantsTheCellsClassName() {
        let wrong = LintFixture.xib(#"<tableViewCell customClass="NewsCell" reuseIdentifier="cell" id="t1"/>"#)
        let right = LintFixture.xib(#"<tableViewCell customClass="NewsCell" reuseIdentifier="NewsCell" id="t1"/>"#)
        #expect(LintFixture.lint(wrong, rule: ReuseIdentifierRule.self).count == 1)
        #expect(LintFixture.lint(right, rule: ReuseIdentifierRule.self).isEmpty)
    }

    @Test func storyboardViewControllerIDWantsTheClassName() {
        let wrong = LintFixture.storyboard(LintFixture.scene("A", attributes: #"customClass="HomeViewController" storyboardIdentifier="Home""#))
        let right = LintFixture.storyboard(LintFixture.scene("A", attributes: #"customClass="HomeViewController" storyboardIdentifier="HomeViewController""#))
        #expect(LintFixture.lint(wrong, rule: StoryboardViewControllerIDRule.self).count == 1)
        #expect(LintFixture.lint(right, rule: StoryboardViewControllerIDRule.self).isEmpty)
    }

    @Test func useBaseClassWantsOneOfTheConfiguredClasses() {
        var configuration = LintConfiguration()
        configuration.baseClasses = ["UILabel": ["PrimaryLabel"]]
        let plain = LintFixture.xib(LintFixture.view(#"<subviews><label id="l1"/><label customClass="OtherLabel" id="l2"/></subviews>"#))
        let based = LintFixture.xib(LintFixture.view(#"<subviews><label customClass="PrimaryLabel" id="l1"/></subviews>"#))
        #expect(LintFixture.lint(plain, rule: UseBaseClassRule.self, configuration: configuration).count == 2)
        #expect(LintFixture.lint(based, rule: UseBaseClassRule.self, configuration: configuration).isEmpty)
    }

    @Test func customClassNameWantsAOneSceneStoryboardNamedAfterItsClass() {
        let xml = LintFixture.storyboard(LintFixture.scene("A", attributes: #"customClass="ProfileViewController""#))
        #expect(LintFixture.lint(xml, rule: CustomClassNameRule.self, file: "Settings.storyboard").count == 1)
        #expect(LintFixture.lint(xml, rule: CustomClassNameRule.self, file: "App/ProfileViewController.storyboard").isEmpty)
        #expect(LintFixture.lint(xml, rule: CustomClassNameRule.self, file: "Main.storyboard").isEmpty)
    }

    @Test func imageAndColorResourcesMustBeInTheProjectsCatalogs() {
        // Given a file naming image "logo", system image "star", and colour "Brand"
        let xml = LintFixture.xib(LintFixture.view(), resources: """
            <image name="logo" width="10" height="10"/><image name="star" catalog="system" width="10" height="10"/>
            <namedColor name="Brand"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            """)
        let empty = LintProject()
        let full = LintProject(storyboards: [:], images: ["logo"], colors: ["Brand"])
        // Then against an empty project both are missing; against one that has them, nothing is
        #expect(LintFixture.lint(xml, rule: ImageResourcesRule.self, project: empty).map(\.message) == [#"image "logo" is not in the project's asset catalogs or image files"#])
        #expect(LintFixture.lint(xml, rule: ColorResourcesRule.self, project: empty).count == 1)
        #expect(LintFixture.lint(xml, rule: ImageResourcesRule.self, project: full).isEmpty)
        #expect(LintFixture.lint(xml, rule: ColorResourcesRule.self, project: full).isEmpty)
    }

    @Test func duplicateConstraintFindsTheSameConstraintTwiceAlsoReversed() {
        let constraints = """
            <subviews><view id="v"/></subviews><constraints>
            <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c1"/>
            <constraint firstItem="root" firstAttribute="top" secondItem="v" secondAttribute="top" constant="-8" id="c2"/>
            <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
            </constraints>
            """
        let found = LintFixture.lint(LintFixture.xib(LintFixture.view(constraints)), rule: DuplicateConstraintRule.self)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("constraint c2") == true)
        let distinct = constraints.replacingOccurrences(of: #"constant="-8""#, with: #"constant="-4""#)
        #expect(LintFixture.lint(LintFixture.xib(LintFixture.view(distinct)), rule: DuplicateConstraintRule.self).isEmpty)
    }

    @Test func stackViewBackgroundColorIsReported() {
        let colored = LintFixture.xib(LintFixture.view(#"<subviews><stackView axis="vertical" id="s"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></stackView></subviews>"#))
        let plain = LintFixture.xib(LintFixture.view(#"<subviews><stackView axis="vertical" id="s"/></subviews>"#))
        #expect(LintFixture.lint(colored, rule: StackViewBackgroundColorRule.self).count == 1)
        #expect(LintFixture.lint(plain, rule: StackViewBackgroundColorRule.self).isEmpty)
    }

    @Test func viewAsDeviceWantsTheConfiguredDevice() {
        var configuration = LintConfiguration()
        configuration.viewAsDevice = "retina6_1"
        #expect(LintFixture.lint(LintFixture.storyboard(device: "retina4_7", LintFixture.scene("A")), rule: ViewAsDeviceRule.self, configuration: configuration).count == 1)
        #expect(LintFixture.lint(LintFixture.storyboard(device: nil, LintFixture.scene("A")), rule: ViewAsDeviceRule.self, configuration: configuration).count == 1)
        #expect(LintFixture.lint(LintFixture.storyboard(LintFixture.scene("A")), rule: ViewAsDeviceRule.self, configuration: configuration).isEmpty)
    }

    @Test func hasSingleViewControllerAllowsReferences() {
        let two = LintFixture.storyboard(LintFixture.scene("A"), LintFixture.scene("B"))
        let oneAndReference = LintFixture.storyboard(LintFixture.scene("A"), LintFixture.reference("R", storyboard: "Other"))
        #expect(LintFixture.lint(two, rule: HasSingleViewControllerRule.self).count == 1)
        #expect(LintFixture.lint(oneAndReference, rule: HasSingleViewControllerRule.self).isEmpty)
    }

    @Test func hidesBottomBarWantsControllersToHideItUnlessExcluded() {
        // Given a navigation controller and a detail controller that keeps the bar, and one that hides it
        let keeps = LintFixture.storyboard(LintFixture.scene("A", kind: "navigationController"), LintFixture.scene("B", attributes: #"customClass="DetailViewController""#))
        let hides = LintFixture.storyboard(LintFixture.scene("A", kind: "navigationController"), LintFixture.scene("B", attributes: #"hidesBottomBarWhenPushed="YES""#))
        // Then only the detail controller that keeps it is reported, unless its class is excluded
        #expect(LintFixture.lint(keeps, rule: HidesBottomBarRule.self).map(\.message) == ["DetailViewController (id B) does not hide the bottom bar when pushed (hidesBottomBarWhenPushed)"])
        #expect(LintFixture.lint(hides, rule: HidesBottomBarRule.self).isEmpty)
        var configuration = LintConfiguration()
        configuration.hidesBottomBarExcluded = ["DetailViewController"]
        #expect(LintFixture.lint(keeps, rule: HidesBottomBarRule.self, configuration: configuration).isEmpty)
    }
}
