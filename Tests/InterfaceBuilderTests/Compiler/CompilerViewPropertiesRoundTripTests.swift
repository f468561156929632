import Foundation
import Testing
@testable import InterfaceBuilder

struct CompilerViewPropertiesRoundTripTests {
    static func storyboard(tag: Int = 7, constant: String = "20") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="A1">
            <scenes>
                <scene sceneID="S1">
                    <objects>
                        <viewController storyboardIdentifier="Home" id="A1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="T1"/>
                                <viewControllerLayoutGuide type="bottom" id="T2"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="V1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label hidden="YES" alpha="0.5" tag="\(tag)" userInteractionEnabled="NO" clipsSubviews="YES" opaque="NO" contentMode="center" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                                        <rect key="frame" x="20" y="40" width="100" height="21"/>
                                        <fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="12"/>
                                        <color key="backgroundColor" red="1" green="0.5" blue="0.25" alpha="0.75" colorSpace="custom" customColorSpace="sRGB"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="B1">
                                        <rect key="frame" x="20" y="80" width="60" height="30"/>
                                        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="19"/>
                                        <state key="normal" title="Go"/>
                                        <state key="highlighted" title="Going"/>
                                    </button>
                                    <textField opaque="NO" contentMode="scaleToFill" text="Field" id="F1">
                                        <rect key="frame" x="20" y="120" width="200" height="30"/>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    </textField>
                                </subviews>
                                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="L1" firstAttribute="leading" secondItem="V1" secondAttribute="leading" constant="\(constant)" id="K1"/>
                                    <constraint firstItem="L1" firstAttribute="top" secondItem="T1" secondAttribute="bottom" constant="8" id="K2"/>
                                    <constraint firstItem="B1" firstAttribute="width" relation="greaterThanOrEqual" secondItem="L1" secondAttribute="width" multiplier="0.5" priority="750" id="K3"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="R1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private func roundTrip(_ document: IBDocument) throws -> NibStoryboardSummary {
        let compiled = try StoryboardCompiler.compile(document)
        return try NibStoryboardSummary(infoPlist: BinaryPropertyList.data(compiled.infoPlist)) { name in
            guard let nib = compiled.nib(named: name) else { throw NibCompileError("no nib \(name)") }
            return nib.data()
        }
    }

    @Test("A hidden, tagged, coloured label with a font and constraints reads back from the nib with every view property equal")
    func labelPropertiesRoundTrip() throws {
        let document = try IBDocument.read(string: Self.storyboard(), fileName: "Properties.storyboard")

        let back = try roundTrip(document)

        let source = NibStoryboardSummary(document: document)
        #expect(source.differences(from: back) == [])
        let views = try #require(back.scenes.first?.views)
        #expect(views.map(\.className) == ["UIView", "UILabel", "UIButton", "UITextField"])
        let label = views[1]
        #expect(label.isHidden)
        #expect(label.alpha == 0.5)
        #expect(label.tag == 7)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.clipsSubviews)
        #expect(!label.isOpaque)
        #expect(label.contentMode == 4)
        #expect(label.autoresizingMask == 36)
        #expect(label.backgroundColor == "rgba(1.0, 0.5, 0.25, 0.75)")
        #expect(label.text == "Hello")
        #expect(label.font == "Avenir-Book 12.0")
        let root = views[0]
        #expect(root.backgroundColor == "rgba(0.5, 0.5, 0.5, 1.0)")
        #expect(root.autoresizingMask == 18)
        #expect(root.isOpaque)
        #expect(root.constraints == [
            "view#1.leading = view#0.leading ×1.0 +20.0 @1000",
            "view#1.top = guide:top.bottom ×1.0 +8.0 @1000",
            "view#2.width ≥ view#1.width ×0.5 +0.0 @750",
        ])
    }

    @Test("Button titles per state, a weighted system font and a system background colour read back equal")
    func buttonAndFieldPropertiesRoundTrip() throws {
        let document = try IBDocument.read(string: Self.storyboard(), fileName: "Properties.storyboard")

        let views = try #require(try roundTrip(document).scenes.first?.views)

        #expect(views[2].buttonTitles == ["normal=Go", "highlighted=Going"])
        #expect(views[2].font == "CTFontDemiUsage 19.0")
        #expect(views[2].text == nil)
        #expect(views[3].text == "Field")
        #expect(views[3].backgroundColor == "system:systemBackgroundColor")
        #expect(views[3].font == nil)
        #expect(NibStoryboardSummary(document: document).scenes.first?.views == views)
    }

    @Test("A changed tag or constraint constant shows as one difference per property, naming the view")
    func propertyDifferencesAreReported() throws {
        let compiled = try roundTrip(IBDocument.read(string: Self.storyboard(), fileName: "Properties.storyboard"))
        let changed = NibStoryboardSummary(document: try IBDocument.read(string: Self.storyboard(tag: 8, constant: "24"), fileName: "Changed.storyboard"))

        let differences = changed.differences(from: compiled)

        #expect(differences.count == 1)
        let line = try #require(differences.first)
        #expect(line.contains("view#1 tag 8 ≠ 7"))
        #expect(line.contains("view#0 constraints"))
        #expect(line.contains("+24.0") && line.contains("+20.0"))
    }
}
