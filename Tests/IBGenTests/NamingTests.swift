import Foundation
import IBGen
import InterfaceBuilder
import Testing

@Suite
struct NamingTests {
    /// A storyboard whose identifiers need escaping.
    static let awkward = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController storyboardIdentifier="class" id="a-1" customClass="AViewController" customModule="App" sceneMemberID="viewController">
                        <connections><segue destination="b-1" kind="show" identifier="2-step flow" id="g-1"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController storyboardIdentifier="URL detail" id="b-1" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <navigationController storyboardIdentifier="url-detail" id="c-1" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test("Identifiers become Swift names: keywords escaped, leading digits prefixed, spaces and dashes joined, clashes numbered")
    func swiftified() throws {
        // Given a storyboard named "My Flow" with awkward identifiers
        let document = try IBDocument.read(string: NamingTests.awkward, fileName: "My Flow.storyboard")
        var options = IBCodeGenerator.Options()
        options.module = "Other"

        // When code is generated
        let code = IBCodeGenerator(options: options).generate(documents: [("My Flow", document)])

        // Then the names are valid Swift and the strings are the originals
        #expect(code.contains("internal enum MyFlow: StoryboardType {"), "\(code)")
        #expect(code.contains("internal static let storyboardName = \"My Flow\""))
        #expect(code.contains("internal static let `class` = SceneType<App.AViewController>(storyboard: MyFlow.self, identifier: \"class\")"), "\(code)")
        #expect(code.contains("internal static let urlDetail = SceneType<UIViewController>(storyboard: MyFlow.self, identifier: \"URL detail\")"), "\(code)")
        #expect(code.contains("internal static let urlDetail2 = SceneType<UINavigationController>(storyboard: MyFlow.self, identifier: \"url-detail\")"), "\(code)")
        #expect(code.contains("case _2StepFlow = \"2-step flow\""), "\(code)")
        #expect(code.contains("internal enum AViewController: String, SegueType {"))
        #expect(!code.contains("initialScene = "), "no initial controller, no initialScene")
    }

    @Test("--access public makes every declaration public; the module's own classes are unqualified")
    func publicAccess() throws {
        let document = try IBDocument.read(string: NamingTests.awkward, fileName: "Flow.storyboard")
        var options = IBCodeGenerator.Options()
        options.accessLevel = "public"
        options.module = "App"

        let code = IBCodeGenerator(options: options).generate(documents: [("Flow", document)])

        #expect(code.contains("public static let `class` = SceneType<AViewController>("), "\(code)")
        #expect(code.contains("public struct SceneType<T: UIViewController>: Sendable {"))
        #expect(!code.contains("internal "), "\(code)")
    }
}
