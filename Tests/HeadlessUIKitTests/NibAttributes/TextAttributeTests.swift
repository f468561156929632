import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct LabelNibAttributeTests {
    @Test("A xib label gets its text, colour, font and flags from the compiled nib")
    func labelFromXib() throws {
        UIApplication.shared.resetForTesting()
        let xml = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" textAlignment="natural" lineBreakMode="tailTruncation" id="l1">
                <rect key="frame" x="10" y="20" width="200" height="21"/>
                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="13"/>
                <color key="textColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </label>
            """

        let label = try #require(try XibFixture.subviews(xml).first as? UILabel)

        #expect(label.text == "Hello")
        #expect(label.textColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(label.font == .systemFont(ofSize: 13, weight: .semibold))
        #expect(!label.isUserInteractionEnabled)
        #expect(!label.isOpaque)
    }

    @Test("A label decodes ibtool's line, alignment, shadow and highlight keys")
    func labelFromIBToolKeys() throws {
        UIApplication.shared.resetForTesting()
        var nib = ArchiveFixture()
        let text = nib.string("Long text")
        let highlighted = nib.color(1, 0, 0)
        let shadow = nib.color(0, 0, 0, 0.5)
        let label = nib.view("UILabel", [
            ("UIText", text), ("UIHighlightedColor", highlighted), ("UIShadowColor", shadow),
            ("UIShadowOffset", ArchiveFixture.doubles([1, 2])), ("UINumberOfLines", .int8(0)),
            ("UIAdjustsFontSizeToFit", .bool(true)), ("UIMinimumScaleFactor", .float(0.5)),
            ("UILineBreakMode", .int8(0)), ("UITextAlignment", .int8(1)), ("UIEnabled", .bool(false)),
            ("UIPreferredMaxLayoutWidth", .float(120)),
        ])

        let decoded: UILabel = try nib.instantiate(label)

        #expect(decoded.text == "Long text")
        #expect(decoded.highlightedTextColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(decoded.shadowColor == UIColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        #expect(decoded.shadowOffset == CGSize(width: 1, height: 2))
        #expect(decoded.numberOfLines == 0)
        #expect(decoded.adjustsFontSizeToFitWidth)
        #expect(decoded.minimumScaleFactor == 0.5)
        #expect(decoded.lineBreakMode == .byWordWrapping)
        #expect(decoded.textAlignment == .center)
        #expect(!decoded.isEnabled)
        #expect(decoded.preferredMaxLayoutWidth == 120)
    }
}

@MainActor
struct TextInputNibAttributeTests {
    @Test("A text field decodes its text, placeholder, style, clear button and keyboard traits")
    func textField() throws {
        UIApplication.shared.resetForTesting()
        var nib = ArchiveFixture()
        let text = nib.string("ada@example.com")
        let placeholder = nib.string("Email")
        let color = nib.color(0, 1, 0)
        let field = nib.view("UITextField", [
            ("UIText", text), ("UIPlaceholder", placeholder), ("UITextColor", color), ("UIBorderStyle", .int8(3)),
            ("UITextAlignment", .int8(2)), ("UIClearButtonMode", .int8(1)), ("UIClearsOnBeginEditing", .bool(true)),
            ("UIMinimumFontSize", .float(9)), ("UIKeyboardType", .int8(7)), ("UIReturnKeyType", .int8(9)),
            ("UIAutocapitalizationType", .int8(0)), ("UIAutocorrectionType", .int8(1)), ("UISecureTextEntry", .bool(true)),
            ("UIEnablesReturnKeyAutomatically", .bool(true)),
        ])

        let decoded: UITextField = try nib.instantiate(field)

        #expect(decoded.text == "ada@example.com")
        #expect(decoded.placeholder == "Email")
        #expect(decoded.textColor == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(decoded.borderStyle == .roundedRect)
        #expect(decoded.textAlignment == .right)
        #expect(decoded.clearButtonMode == .whileEditing)
        #expect(decoded.clearsOnBeginEditing)
        #expect(decoded.minimumFontSize == 9)
        #expect(decoded.keyboardType == .emailAddress)
        #expect(decoded.returnKeyType == .done)
        #expect(decoded.autocapitalizationType == UITextAutocapitalizationType.none)
        #expect(decoded.autocorrectionType == .no)
        #expect(decoded.isSecureTextEntry)
        #expect(decoded.enablesReturnKeyAutomatically)
    }

    @Test("A xib text view gets its text; ibtool's editable, selectable and font keys are decoded")
    func textView() throws {
        UIApplication.shared.resetForTesting()
        let xml = """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" textAlignment="natural" id="t1">
                <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
            </textView>
            """
        var nib = ArchiveFixture()
        let font = nib.add("UIFont", [("UIFontPointSize", .double(14)), ("UISystemFont", .bool(true))])
        let archived = nib.view("UITextView", [("UIFont", .object(font)), ("UIEditable", .bool(false)), ("UISelectable", .bool(false))])

        let fromXib = try #require(try XibFixture.subviews(xml).first as? UITextView)
        let fromArchive: UITextView = try nib.instantiate(archived)

        #expect(fromXib.text == "Notes")
        #expect(fromXib.isEditable && fromXib.isSelectable)
        #expect(fromArchive.font == .systemFont(ofSize: 14))
        #expect(!fromArchive.isEditable)
        #expect(!fromArchive.isSelectable)
    }
}
