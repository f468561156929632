import Foundation
import Testing
@testable import InterfaceBuilder

/// Issue 14, thirteenth round: the encoders read enumerations, flags, numbers, custom class names and attached
/// children's keys from the attribute's source bytes (`NibEnumTable`, `IBElement.sourceFlag`, `sourceNumber`,
/// `NibKey.attachmentKeys`…) instead of decoding a `String`. A value spelt with a character reference, or with other
/// digits for the same number, must take the `String` path and compile to the very same nib.
struct NibCompilerThirteenthRoundTests {
    /// A xib of one view holding a label, a button, a switch, a slider, a text field, a stack view and a table view
    /// with a header view; `spell` writes each attribute value (plainly, or with references).
    static func controlsXib(_ spell: (String) -> String) -> String {
        func a(_ name: String, _ value: String) -> String { "\(name)=\"\(spell(value))\"" }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view \(a("contentMode", "scaleToFill")) id="root" \(a("customClass", "RootView")) \(a("customModule", "App"))>
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>
            <label \(a("opaque", "NO")) \(a("userInteractionEnabled", "NO")) \(a("contentMode", "left")) \(a("text", "Hello")) \(a("textAlignment", "center")) \(a("lineBreakMode", "tailTruncation")) \(a("numberOfLines", "2")) \(a("baselineAdjustment", "alignBaselines")) \(a("adjustsFontSizeToFit", "NO")) id="lbl">
            <rect key="frame" x="10" y="10" width="100" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <button \(a("opaque", "NO")) \(a("contentMode", "scaleToFill")) \(a("contentHorizontalAlignment", "center")) \(a("contentVerticalAlignment", "center")) \(a("buttonType", "system")) \(a("lineBreakMode", "middleTruncation")) id="btn">
            <rect key="frame" x="10" y="40" width="100" height="30"/>
            <state key="normal" title="Go"/>
            </button>
            <switch \(a("opaque", "NO")) \(a("contentMode", "scaleToFill")) \(a("horizontalHuggingPriority", "750")) \(a("contentHorizontalAlignment", "center")) \(a("contentVerticalAlignment", "center")) \(a("on", "YES")) id="sw">
            <rect key="frame" x="10" y="80" width="51" height="31"/>
            </switch>
            <slider \(a("opaque", "NO")) \(a("contentMode", "scaleToFill")) \(a("contentHorizontalAlignment", "center")) \(a("contentVerticalAlignment", "center")) \(a("value", "0.5")) \(a("minValue", "0.0")) \(a("maxValue", "10")) id="sl">
            <rect key="frame" x="10" y="120" width="200" height="31"/>
            </slider>
            <textField \(a("opaque", "NO")) \(a("contentMode", "scaleToFill")) \(a("contentHorizontalAlignment", "left")) \(a("contentVerticalAlignment", "center")) \(a("borderStyle", "roundedRect")) \(a("placeholder", "Name")) \(a("textAlignment", "natural")) \(a("minimumFontSize", "17")) id="tf">
            <rect key="frame" x="10" y="160" width="200" height="34"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <textInputTraits key="textInputTraits" \(a("autocorrectionType", "no")) \(a("returnKeyType", "done"))/>
            </textField>
            <stackView \(a("opaque", "NO")) \(a("contentMode", "scaleToFill")) \(a("axis", "vertical")) \(a("distribution", "fillEqually")) \(a("alignment", "center")) \(a("spacing", "8")) id="stk">
            <rect key="frame" x="10" y="200" width="200" height="40"/>
            </stackView>
            <tableView \(a("clipsSubviews", "YES")) \(a("contentMode", "scaleToFill")) \(a("alwaysBounceVertical", "YES")) \(a("style", "plain")) \(a("separatorStyle", "default")) \(a("rowHeight", "44")) \(a("sectionHeaderHeight", "28")) \(a("sectionFooterHeight", "28")) id="tbl">
            <rect key="frame" x="0.0" y="250" width="320" height="200"/>
            <view \(a("key", "tableHeaderView")) \(a("contentMode", "scaleToFill")) id="hdr">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            </view>
            </tableView>
            </subviews>
            </view>
            </objects>
            </document>
            """
    }

    /// The value with its letters written as decimal character references (`c&#101;nter`) and, for a number, a
    /// leading zero: the same value to an XML reader, other bytes to a byte compare.
    static func referenced(_ value: String) -> String {
        if Double(value) != nil, !value.hasPrefix("-") { return "0" + value }
        return value.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic ? "&#\(scalar.value);" : String(scalar)
        }.joined()
    }

    @Test("Given values spelt with character references or other digits, when compiled, then the nib's bytes equal the plain spelling's")
    func valuesSpeltWithReferencesCompileToTheSameNib() throws {
        // Given the same controls, once spelt plainly and once with every letter a character reference and every
        // number with a leading zero
        let plain = try IBDocument.read(string: Self.controlsXib { $0 }, fileName: "Plain.xib")
        let referenced = try IBDocument.read(string: Self.controlsXib(Self.referenced), fileName: "Referenced.xib")
        #expect(referenced.object(withID: "lbl")?[attribute: "textAlignment"] == "center")

        // When both compile
        let plainBytes = try NibCompiler.compile(plain).data()
        let referencedBytes = try NibCompiler.compile(referenced).data()

        // Then their nibs are byte for byte the same
        #expect(plainBytes == referencedBytes)
        // and the values count: other alignments compile to other bytes
        let otherAlignments = try IBDocument.read(string: Self.controlsXib { $0 == "center" ? "right" : $0 }, fileName: "Other.xib")
        #expect(try NibCompiler.compile(otherAlignments).data() != plainBytes)
    }
}
