import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct ControlNibAttributeTests {
    @Test("A control decodes its disabled, selected and highlighted states and its content alignments")
    func controlState() throws {
        UIApplication.shared.resetForTesting()
        var nib = ArchiveFixture()
        let control = nib.view("UIControl", [
            ("UIDisabled", .bool(true)), ("UISelected", .bool(true)), ("UIHighlighted", .bool(true)),
            ("UIContentVerticalAlignment", .int8(1)), ("UIContentHorizontalAlignment", .int8(4)),
        ])

        let decoded: UIControl = try nib.instantiate(control)

        #expect(!decoded.isEnabled)
        #expect(decoded.isSelected)
        #expect(decoded.isHighlighted)
        #expect(decoded.state == [.disabled, .selected, .highlighted])
        #expect(decoded.contentVerticalAlignment == .top)
        #expect(decoded.contentHorizontalAlignment == .leading)
    }

    @Test("A xib button gets its type, font and per-state titles and title colours")
    func buttonFromXib() throws {
        UIApplication.shared.resetForTesting()
        let xml = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="b1">
                <rect key="frame" x="20" y="40" width="120" height="30"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="18"/>
                <state key="normal" title="Save">
                    <color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </state>
                <state key="highlighted" title="Saving"/>
                <state key="disabled" title="Saved"/>
            </button>
            """

        let button = try #require(try XibFixture.subviews(xml).first as? UIButton)

        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Save")
        #expect(button.title(for: .highlighted) == "Saving")
        #expect(button.title(for: .disabled) == "Saved")
        #expect(button.titleColor(for: .normal) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(button.titleLabel?.font == .systemFont(ofSize: 18, weight: .bold))
        #expect(button.currentTitle == "Save")
    }

    @Test("A button decodes ibtool's images, shadow colours and edge insets per state")
    func buttonFromIBToolKeys() throws {
        UIApplication.shared.resetForTesting()
        var nib = ArchiveFixture()
        let title = nib.string("Play")
        let image = nib.image("play")
        let background = nib.image("pill")
        let shadow = nib.color(0, 0, 0)
        let normal = nib.add("UIButtonContent", [("UITitle", title), ("UIImage", image), ("UIBackgroundImage", background),
                                                 ("UIShadowColor", shadow)])
        let selectedTitle = nib.string("Pause")
        let selected = nib.add("UIButtonContent", [("UITitle", selectedTitle)])
        let normalKey = nib.number(0)
        let selectedKey = nib.number(4)
        let content = nib.dictionary([(normalKey, .object(normal)), (selectedKey, .object(selected))])
        let button = nib.view("UIButton", [
            ("UIButtonStatefulContent", content), ("UIButtonType", .int8(0)), ("UISelected", .bool(true)),
            ("UIContentEdgeInsets", ArchiveFixture.doubles([1, 2, 3, 4])), ("UITitleEdgeInsets", ArchiveFixture.doubles([0, 5, 0, 0])),
        ])

        let decoded: UIButton = try nib.instantiate(button)

        #expect(decoded.buttonType == .custom)
        #expect(decoded.currentTitle == "Pause")
        #expect(decoded.image(for: .normal)?.name == "play")
        #expect(decoded.backgroundImage(for: .normal)?.name == "pill")
        #expect(decoded.titleShadowColor(for: .normal) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(decoded.contentEdgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(decoded.titleEdgeInsets == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 0))
    }

    @Test("A switch decodes its on state and colours; a slider its range, value, continuity and colours")
    func switchAndSlider() throws {
        UIApplication.shared.resetForTesting()
        var nib = ArchiveFixture()
        let onTint = nib.color(0, 1, 0)
        let thumb = nib.color(1, 1, 1)
        let toggle = nib.view("UISwitch", [("UISwitchOn", .bool(true)), ("UISwitchOnTintColor", onTint), ("UISwitchThumbTintColor", thumb)])
        var sliderNib = ArchiveFixture()
        let minimumTint = sliderNib.color(1, 0, 0)
        let slider = sliderNib.view("UISlider", [
            ("UIValue", .float(40)), ("UIMinValue", .float(10)), ("UIMaxValue", .float(50)), ("UIContinuous", .bool(false)),
            ("UIMinimumTintColor", minimumTint),
        ])

        let decodedSwitch: UISwitch = try nib.instantiate(toggle)
        let decodedSlider: UISlider = try sliderNib.instantiate(slider)

        #expect(decodedSwitch.isOn)
        #expect(decodedSwitch.onTintColor == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(decodedSwitch.thumbTintColor == .white)
        #expect(decodedSlider.minimumValue == 10)
        #expect(decodedSlider.maximumValue == 50)
        #expect(decodedSlider.value == 40)
        #expect(!decodedSlider.isContinuous)
        #expect(decodedSlider.minimumTrackTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test("A xib segmented control gets its segments, disabled segment and selection")
    func segmentedControlFromXib() throws {
        UIApplication.shared.resetForTesting()
        let xml = """
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" id="s1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="32"/>
                <segments>
                    <segment title="First"/>
                    <segment title="Second"/>
                    <segment title="Third" enabled="NO"/>
                </segments>
            </segmentedControl>
            """

        let control = try #require(try XibFixture.subviews(xml).first as? UISegmentedControl)

        #expect(control.numberOfSegments == 3)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["First", "Second", "Third"])
        #expect(control.selectedSegmentIndex == 1)
        #expect(control.isEnabledForSegment(at: 1))
        #expect(!control.isEnabledForSegment(at: 2))
    }

    @Test("A segmented control decodes ibtool's UISegmentInfo titles and images, and momentary")
    func segmentedControlFromIBToolKeys() throws {
        UIApplication.shared.resetForTesting()
        var nib = ArchiveFixture()
        let title = nib.string("Map")
        let image = nib.image("globe")
        let first = nib.add("UISegment", [("UISegmentInfo", title)])
        let second = nib.add("UISegment", [("UISegmentInfo", image)])
        let segments = nib.array([.object(first), .object(second)])
        let control = nib.view("UISegmentedControl", [("UISegments", segments), ("UISelectedSegmentIndex", .int8(0)),
                                                      ("UIMomentary", .bool(true))])

        let decoded: UISegmentedControl = try nib.instantiate(control)

        #expect(decoded.titleForSegment(at: 0) == "Map")
        #expect(decoded.imageForSegment(at: 1)?.name == "globe")
        #expect(decoded.selectedSegmentIndex == 0)
        #expect(decoded.isMomentary)
    }
}
