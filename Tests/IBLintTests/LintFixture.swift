@testable import IBLint
import InterfaceBuilder

/// Small storyboards and xibs written as strings, and a one-rule lint over them.
enum LintFixture {
    /// A storyboard document around scenes.
    static func storyboard(initial: String? = "A", autolayout: Bool = true, traits: Bool = true, device: String? = "retina6_1",
                           resources: String = "", _ scenes: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none"\(autolayout ? " useAutolayout=\"YES\"" : "")\(traits ? " useTraitCollections=\"YES\"" : "")\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            \(device.map { "<device id=\"\($0)\" orientation=\"portrait\" appearance=\"light\"/>" } ?? "")
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
            <resources>\(resources)</resources>
        </document>
        """
    }

    /// A scene holding one controller whose view holds `content` (subviews and constraints XML).
    static func scene(_ id: String, kind: String = "viewController", attributes: String = "", connections: String = "", content: String = "") -> String {
        """
                <scene sceneID="scene-\(id)">
                    <objects>
                        <\(kind) id="\(id)" \(attributes) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="view-\(id)">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                \(content)
                            </view>
                            \(connections.isEmpty ? "" : "<connections>\(connections)</connections>")
                        </\(kind)>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(id)" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """
    }

    /// A storyboard-reference scene.
    static func reference(_ id: String, storyboard: String?, identifier: String? = nil) -> String {
        """
                <scene sceneID="scene-\(id)">
                    <objects>
                        <viewControllerPlaceholder \(storyboard.map { "storyboardName=\"\($0)\"" } ?? "") \(identifier.map { "referencedIdentifier=\"\($0)\"" } ?? "") id="\(id)" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """
    }

    /// A xib document around top-level objects.
    static func xib(autolayout: Bool = true, _ objects: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none"\(autolayout ? " useAutolayout=\"YES\"" : "") useTraitCollections="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
            <resources>\(resources)</resources>
        </document>
        """
    }

    /// A top-level xib view (id `root`) holding `content`.
    static func view(attributes: String = "", _ content: String = "") -> String {
        """
                <view contentMode="scaleToFill" id="root" \(attributes)>
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    \(content)
                </view>
        """
    }

    /// Lints with exactly one rule.
    static func lint(_ xml: String, rule: any LintRule.Type, file: String = "Test.storyboard",
                     configuration: LintConfiguration = LintConfiguration(), project: LintProject = LintProject()) -> [LintDiagnostic] {
        Linter(rules: [rule], configuration: configuration).lint(string: xml, fileName: file, project: project)
    }

    /// Lints with exactly one rule and returns the diagnostics' rule ids and lines.
    static func lines(_ xml: String, rule: any LintRule.Type, file: String = "Test.storyboard",
                      configuration: LintConfiguration = LintConfiguration(), project: LintProject = LintProject()) -> [Int] {
        lint(xml, rule: rule, file: file, configuration: configuration, project: project).map(\.line)
    }
}
