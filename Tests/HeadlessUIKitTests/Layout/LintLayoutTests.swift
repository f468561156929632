import Foundation
import Testing
import TestScratch

/// `headless lint`'s `unsatisfiable_constraints` and `ambiguous_layout` (run by the `headless` executable, which
/// links the runtime): each scene laid out by HeadlessUIKit's engine at the document's size; conflicts and
/// undetermined views name the IB ids and user labels involved.
struct LintLayoutTests {
    /// One diagnostic of `--reporter json`.
    struct Finding: Decodable {
        var line: Int
        var severity: String
        var message: String
        var rule: String
    }

    /// A storyboard (iPhone 11 size) whose root view `root` holds the given subviews and constraints.
    static func storyboard(subviews: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="A">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="A" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>\(subviews)</subviews>
                                <constraints>\(constraints)</constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A subview `id` with its own constraints.
    static func box(_ id: String, label: String? = nil, attributes: String = "", constraints: String = "") -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(label.map { "userLabel=\"\($0)\"" } ?? "") \(attributes)>
            <rect key="frame" x="20" y="100" width="100" height="50"/>
            <constraints>\(constraints)</constraints>
        </view>
        """
    }

    /// Lints a storyboard text written to a temporary file with the two solver rules only.
    func lint(_ xml: String) throws -> [Finding] {
        let url = TestScratch.shared.file("lint-layout", extension: "storyboard")
        try xml.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try runHeadless(["lint", url.path, "--only", "unsatisfiable_constraints", "--only", "ambiguous_layout", "--reporter", "json"])
        let json = run.output.drop { $0 != "[" }
        return try JSONDecoder().decode([Finding].self, from: Data(json.utf8))
    }

    /// Four constraints that place the box fully.
    static let placed = """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c2"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
        """

    @Test func requiredConstraintsThatCannotAllHoldAreUnsatisfiable() throws {
        // Given a box pinned 20 pt from both edges of a 414 pt view and also 500 pt wide
        let xml = Self.storyboard(subviews: Self.box("box", label: "Box", constraints: #"<constraint firstAttribute="width" constant="500" id="c4"/><constraint firstAttribute="height" constant="50" id="c5"/>"#),
                                  constraints: Self.placed)
        // When the scene is laid out
        let found = try lint(xml).filter { $0.rule == "unsatisfiable_constraints" }
        // Then one conflict names the three constraints by id, at the one UIKit breaks
        #expect(found.count == 1)
        let message = found.first?.message ?? ""
        #expect(message.contains(#""Box" (UIView, id box).width = 500 (id c4)"#))
        #expect(message.contains("(id c1)") && message.contains("(id c2)"))
        #expect(message.contains("at 414×896"))
        #expect(found.first?.severity == "error")
    }

    @Test func aFullyConstrainedViewIsNeitherUnsatisfiableNorAmbiguous() throws {
        let xml = Self.storyboard(subviews: Self.box("box", constraints: #"<constraint firstAttribute="height" constant="50" id="c5"/>"#), constraints: Self.placed)
        #expect(try lint(xml).isEmpty)
    }

    @Test func aViewWhoseSizeNothingFixesIsAmbiguous() throws {
        // Given a box with a position but no size, and another Xcode already marked ambiguous
        let xml = Self.storyboard(subviews: Self.box("box", label: "Loose") + Self.box("marked", attributes: #"ambiguous="YES""#),
                                  constraints: """
                                  <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                  <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                                  <constraint firstItem="marked" firstAttribute="top" secondItem="root" secondAttribute="top" id="c9"/>
                                  """)
        // When laid out
        let found = try lint(xml)
        // Then the loose box needs a width and height, as Xcode says it; the marked one is left to `ambiguous`
        #expect(found.map(\.message) == [#""Loose" (UIView, id box) has an ambiguous layout in UIView (id root): Need constraints for: width, height"#])
        #expect(found.first?.rule == "ambiguous_layout")
    }

    @Test("A scene whose view load raises UIKit's exception (an embed of a missing storyboard) is linted, not a crash")
    func aSceneThatRaisesWhileLoadingDoesNotStopTheLint() throws {
        // Given a storyboard whose Embeds scene embeds a reference to a storyboard the folder lacks
        let folder = try TestScratch.shared.folder("lint-layout-missing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Main.storyboard")
        try Data(TraceProjectFixtures.main.utf8).write(to: file)

        // When its layout is linted
        let run = try runHeadless(["lint", file.path, "--only", "unsatisfiable_constraints", "--only", "ambiguous_layout", "--reporter", "json"])

        // Then the tool finishes with its report: no uncaught exception stops it
        #expect(!run.output.contains("uncaught exception"), "\(run.output)")
        let json = run.output.drop { $0 != "[" }
        #expect((try? JSONDecoder().decode([Finding].self, from: Data(json.utf8))) != nil, "\(run.output)")
    }
}
