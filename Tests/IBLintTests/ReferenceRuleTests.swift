import Testing
@testable import IBLint
import InterfaceBuilder

/// The rules IBLinter does not have: references, ids, segue kinds, reachability.
struct ReferenceRuleTests {
    @Test func anOutletToAMissingIDIsADanglingReferenceAtTheOutletsLine() {
        // Given an outlet whose destination id names nothing in the file
        let xml = LintFixture.storyboard(LintFixture.scene("A", connections: #"<outlet property="label" destination="gone-id" id="o1"/>"#))
        // When it is linted
        let found = LintFixture.lint(xml, rule: DanglingReferenceRule.self)
        // Then one error names the outlet and the id, on the outlet's own line
        let outletLine = xml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("<outlet") }! + 1
        #expect(found.map(\.line) == [outletLine])
        #expect(found.first?.message.contains("outlet \"label\"") == true)
        #expect(found.first?.message.contains("gone-id") == true)
        #expect(found.first?.severity == .error)
    }

    @Test func aConstraintToAMissingItemIsADanglingReference() {
        // Given a constraint whose second item is gone, and a file where every reference resolves
        let broken = LintFixture.storyboard(LintFixture.scene("A", content: """
            <constraints><constraint firstItem="view-A" firstAttribute="top" secondItem="nowhere" secondAttribute="top" id="c1"/></constraints>
            """))
        let clean = LintFixture.storyboard(LintFixture.scene("A", connections: #"<outlet property="view" destination="view-A" id="o1"/>"#))
        // Then only the broken one is reported
        #expect(LintFixture.lint(broken, rule: DanglingReferenceRule.self).map(\.message) == [#"constraint c1 names secondItem "nowhere", but no object has that id"#])
        #expect(LintFixture.lint(clean, rule: DanglingReferenceRule.self).isEmpty)
    }

    @Test func twoElementsWithOneIDAreADuplicateIDButTheFileIsStillLinted() {
        // Given two subviews sharing an id (which a plain read refuses)
        let xml = LintFixture.xib(LintFixture.view(#"<subviews><view id="same"/><view id="same"/></subviews>"#))
        // When linted
        let found = LintFixture.lint(xml, rule: DuplicateIDRule.self, file: "Test.xib")
        // Then the second one is reported, naming the first one's line
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix(#"id "same" is already used on line"#) == true)
        #expect(LintFixture.lint(LintFixture.xib(LintFixture.view()), rule: DuplicateIDRule.self, file: "Test.xib").isEmpty)
    }

    @Test func aSegueKindUIKitDoesNotKnowIsReported() {
        // Given a segue of kind "shoe" and one of kind "show"
        let typo = LintFixture.storyboard(LintFixture.scene("A", connections: #"<segue destination="B" kind="shoe" id="s1"/>"#), LintFixture.scene("B"))
        let fine = LintFixture.storyboard(LintFixture.scene("A", connections: #"<segue destination="B" kind="show" id="s1"/>"#), LintFixture.scene("B"))
        // Then only the typo is reported
        #expect(LintFixture.lint(typo, rule: UnknownSegueKindRule.self).first?.message.contains(#"unknown kind "shoe""#) == true)
        #expect(LintFixture.lint(fine, rule: UnknownSegueKindRule.self).isEmpty)
    }

    @Test func aStoryboardWithoutInitialControllerIsReported() {
        #expect(LintFixture.lint(LintFixture.storyboard(initial: nil, LintFixture.scene("A")), rule: HasInitialViewControllerRule.self).count == 1)
        #expect(LintFixture.lint(LintFixture.storyboard(LintFixture.scene("A")), rule: HasInitialViewControllerRule.self).isEmpty)
    }

    @Test func twoScenesWithOneStoryboardIdentifierAreReportedOnce() {
        // Given scenes B and C both identified "Detail"
        let xml = LintFixture.storyboard(LintFixture.scene("A"), LintFixture.scene("B", attributes: #"storyboardIdentifier="Detail""#),
                                         LintFixture.scene("C", attributes: #"storyboardIdentifier="Detail""#))
        let found = LintFixture.lint(xml, rule: DuplicateStoryboardIdentifierRule.self)
        // Then the second one is reported
        #expect(found.count == 1)
        #expect(found.first?.message.contains("(id B)") == true)
        let distinct = LintFixture.storyboard(LintFixture.scene("A", attributes: #"storyboardIdentifier="Home""#), LintFixture.scene("B", attributes: #"storyboardIdentifier="Detail""#))
        #expect(LintFixture.lint(distinct, rule: DuplicateStoryboardIdentifierRule.self).isEmpty)
    }

    @Test func aSceneNothingReachesIsUnreachableButSeguesAndIdentifiersReach() {
        // Given A (initial) → B by a segue, D identified, C reached only from unreachable E
        let xml = LintFixture.storyboard(
            LintFixture.scene("A", connections: #"<segue destination="B" kind="show" id="s1"/>"#),
            LintFixture.scene("B"),
            LintFixture.scene("C"),
            LintFixture.scene("D", attributes: #"storyboardIdentifier="Settings""#),
            LintFixture.scene("E", connections: #"<segue destination="C" kind="presentation" id="s2"/>"#))
        // When linted
        let found = LintFixture.lint(xml, rule: UnreachableSceneRule.self)
        // Then C and E are unreachable; A, B and D are not
        #expect(found.map { $0.message.contains("(id C)") || $0.message.contains("(id E)") } == [true, true])
        #expect(found.count == 2)
    }

    @Test func aReferenceToAStoryboardOrIdentifierTheProjectLacksIsReported() {
        // Given a project with Other.storyboard defining "Detail" and no initial controller
        let project = LintProject(storyboards: ["Other": .init(identifiers: ["Detail"], hasInitialViewController: false)])
        let xml = LintFixture.storyboard(
            LintFixture.scene("A"),
            LintFixture.reference("R1", storyboard: "Missing"),
            LintFixture.reference("R2", storyboard: "Other", identifier: "Detail"),
            LintFixture.reference("R3", storyboard: "Other", identifier: "Nope"),
            LintFixture.reference("R4", storyboard: "Other"))
        // When linted
        let found = LintFixture.lint(xml, rule: MissingStoryboardReferenceRule.self, project: project).map(\.message)
        // Then the missing storyboard, the unknown identifier and the initial-less target are reported; R2 is fine
        #expect(found.count == 3)
        #expect(found[0].contains(#"storyboard "Missing", which is not in the project"#))
        #expect(found[1].contains(#"identifier "Nope""#))
        #expect(found[2].contains("no initial view controller"))
    }
}
