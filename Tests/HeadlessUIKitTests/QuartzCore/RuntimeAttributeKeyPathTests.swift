import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct RuntimeAttributeKeyPathTests {
    private func xib(_ body: String) -> String {
        IBXML.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            \(body)
            """)
    }

    @Test("Key paths through layer and titleLabel set the property at their end, as key-value coding does")
    func keyPathsSetTheEndProperty() throws {
        // Given a xib whose view and button carry layer.* and titleLabel.* runtime attributes
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["Styled.xib": xib("""
            <view contentMode="scaleToFill" id="card">
                <rect key="frame" x="0" y="0" width="200" height="100"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go">
                        <rect key="frame" x="10" y="10" width="80" height="30"/>
                        <state key="normal" title="Go"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="titleLabel.textAlignment">
                                <integer key="value" value="2"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <real key="value" value="6"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </button>
                </subviews>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                        <real key="value" value="12"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                        <integer key="value" value="2"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                    <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset">
                        <size key="value" width="0.0" height="4"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """)])

        // When it loads
        let card = try #require(UINib(nibName: "Styled", bundle: files.bundle).instantiate(withOwner: nil).first as? UIView)
        let button = try #require(card.subviews.first as? UIButton)

        // Then the properties at the ends of the key paths hold the values
        #expect(card.layer.cornerRadius == 12)
        #expect(card.layer.borderWidth == 2)
        #expect(card.layer.masksToBounds)
        #expect(card.clipsToBounds)
        #expect(card.layer.shadowOffset == CGSize(width: 0, height: 4))
        #expect(button.titleLabel?.textAlignment == .right)
        #expect(button.layer.cornerRadius == 6)
        #expect(!NibLoading.statistics.problems.contains { $0.contains("Styled.xib") })
    }

    @Test("A UIColor for layer.borderColor is set as its CGColor, with a warning that iOS would not show it")
    func borderColorFromUIColor() throws {
        // Given a view whose border colour IB stores as a UIColor
        UIApplication.shared.resetForTesting()
        let recorder = LifecycleRecorder()
        let files = try FixtureBundle(["Bordered.xib": xib("""
            <view contentMode="scaleToFill" id="box">
                <rect key="frame" x="0" y="0" width="50" height="50"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                        <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """)])

        // When it loads
        let box = try #require(UINib(nibName: "Bordered", bundle: files.bundle).instantiate(withOwner: nil).first as? UIView)

        // Then the border is red and a warning names the file and key path
        #expect(box.layer.borderColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(recorder.diagnostics.count == 1)
        #expect(recorder.diagnostics.first?.contains("Bordered") == true)
        #expect(recorder.diagnostics.first?.contains("layer.borderColor") == true)
        withExtendedLifetime(recorder) {}
    }

    @Test("A key path UIKit's classes lack is a warning naming file, object and key path; the load goes on")
    func unknownUIKitKeyIsAWarning() throws {
        // Given a view with a misspelt layer key
        UIApplication.shared.resetForTesting()
        let recorder = LifecycleRecorder()
        let files = try FixtureBundle(["Typo.xib": xib("""
            <view contentMode="scaleToFill" id="typo-view">
                <rect key="frame" x="0" y="0" width="50" height="50"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadious">
                        <real key="value" value="4"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="still-set"/>
                </userDefinedRuntimeAttributes>
            </view>
            """)])

        // When it loads (under the default policy, which raises for real problems)
        let view = try #require(UINib(nibName: "Typo", bundle: files.bundle).instantiate(withOwner: nil).first as? UIView)

        // Then the load went on, with a warning naming the file, the object and the key path
        #expect(view.accessibilityIdentifier == "still-set")
        #expect(view.layer.cornerRadius == 0)
        let warning = try #require(recorder.diagnostics.first)
        #expect(warning.contains("Typo"))
        #expect(warning.contains("typo-view"))
        #expect(warning.contains("layer.cornerRadious"))
        #expect(!NibLoading.statistics.problems.contains { $0.contains("Typo.xib") })
    }
}
