import Foundation
import Testing
@testable import InterfaceBuilder

struct ReadingRichContentTests {
    @Test("Attributed strings keep their fragments with fonts, colors and paragraph styles")
    func attributedStrings() throws {
        let xml = ReadingSamples.viewScene("""
                                    <label usesAttributedText="YES" id="l1">
                                        <attributedString key="attributedText">
                                            <fragment content="Total: ">
                                                <attributes>
                                                    <color key="NSColor" cocoaTouchSystemColor="darkTextColor"/>
                                                    <font key="NSFont" size="14" name="HelveticaNeue-Light"/>
                                                    <paragraphStyle key="NSParagraphStyle" alignment="right" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.5"/>
                                                </attributes>
                                            </fragment>
                                            <fragment>
                                                <string key="content">42 &amp; more</string>
                                            </fragment>
                                        </attributedString>
                                    </label>
                                    <button id="b1">
                                        <state key="normal">
                                            <attributedString key="attributedTitle">
                                                <fragment content="GO"/>
                                            </attributedString>
                                        </state>
                                    </button>
        """)

        let doc = try ReadingSamples.read(xml)

        let label = try #require(doc.object(withID: "l1"))
        let text = try #require(label.attributedString())
        #expect(text.string == "Total: 42 & more")
        #expect(text.fragments.count == 2)
        #expect(text.fragments[0].fonts.first?.name == "HelveticaNeue-Light")
        #expect(text.fragments[0].fonts.first?.pointSize == 14)
        #expect(text.fragments[0].colors.first?.cocoaTouchSystemColor == "darkTextColor")
        #expect(text.fragments[0].paragraphStyle?.alignment == "right")
        #expect(text.fragments[0].paragraphStyle?.tighteningFactorForTruncation == 0.5)
        #expect(label.usesAttributedText == true)
        #expect(doc.object(withID: "b1")?.states.first?.attributedTitle?.string == "GO")
        #expect(doc.coverage.isComplete)
    }

    @Test("Segments, text input traits, mutable strings and simulated metrics are read")
    func segmentsTraitsAndMetrics() throws {
        let xml = ReadingSamples.viewScene("""
                                    <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="1" id="sc">
                                        <segments>
                                            <segment title="First"/>
                                            <segment title="Second" enabled="NO" width="80"/>
                                        </segments>
                                    </segmentedControl>
                                    <textField id="tf">
                                        <textInputTraits key="textInputTraits" autocapitalizationType="words" keyboardType="emailAddress" secureTextEntry="YES" returnKeyType="done"/>
                                    </textField>
                                    <textView id="tv">
                                        <mutableString key="text">two
        lines</mutableString>
                                    </textView>
        """, rootExtra: """
                                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        """)

        let doc = try ReadingSamples.read(xml)

        let sc = try #require(doc.object(withID: "sc"))
        #expect(sc.segments.map(\.title) == ["First", "Second"])
        #expect(sc.segments[1].isEnabled == false)
        #expect(sc.segments[1].width == 80)
        #expect(sc.selectedSegmentIndex == 1)
        let traits = try #require(doc.object(withID: "tf")?.textInputTraits)
        #expect(traits.autocapitalizationType == "words")
        #expect(traits.keyboardType == "emailAddress")
        #expect(traits.secureTextEntry == true)
        #expect(traits.returnKeyType == "done")
        #expect(doc.object(withID: "tv")?.text == "two\nlines")
        #expect(doc.object(withID: "root")?.simulatedMetrics.map(\.name) == ["freeformSimulatedSizeMetrics"])
        #expect(doc.coverage.isComplete)
    }

    @Test("Accessibility, image references and symbol configurations are typed")
    func accessibilityAndSymbols() throws {
        let xml = ReadingSamples.viewScene("""
                                    <imageView id="iv">
                                        <accessibility key="accessibilityConfiguration" identifier="Logo" label="Company logo">
                                            <bool key="isElement" value="YES"/>
                                        </accessibility>
                                        <imageReference key="image" image="book" catalog="system" symbolScale="large"/>
                                        <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font" scale="small">
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        </preferredSymbolConfiguration>
                                    </imageView>
        """)

        let doc = try ReadingSamples.read(xml)

        let iv = try #require(doc.object(withID: "iv"))
        #expect(iv.accessibility?.identifier == "Logo")
        #expect(iv.accessibility?.label == "Company logo")
        #expect(iv.accessibility?.isElement == true)
        #expect(iv.imageReferences.first?.image == "book")
        #expect(iv.imageReferences.first?.catalog == "system")
        #expect(iv.imageReferences.first?.symbolScale == "large")
        #expect(iv.symbolConfigurations.first?.configurationType == "font")
        #expect(iv.symbolConfigurations.first?.font?.style == "UICTFontTextStyleBody")
        #expect(doc.coverage.isComplete)
    }

    @Test("Size-class variations keep their masks, fonts and colors; default exclusions are not installed")
    func variations() throws {
        let xml = ReadingSamples.viewScene("""
                                    <imageView contentMode="scaleToFill" id="iv">
                                        <constraints>
                                            <constraint firstAttribute="width" constant="10" id="w10"/>
                                            <constraint firstAttribute="width" constant="20" id="w20"/>
                                        </constraints>
                                        <variation key="default">
                                            <mask key="constraints">
                                                <exclude reference="w20"/>
                                            </mask>
                                        </variation>
                                        <variation key="heightClass=regular-widthClass=regular">
                                            <mask key="constraints">
                                                <exclude reference="w10"/>
                                                <include reference="w20"/>
                                            </mask>
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                                            <color key="tintColor" white="0" alpha="1" colorSpace="calibratedWhite"/>
                                        </variation>
                                    </imageView>
        """)

        let doc = try ReadingSamples.read(xml)

        let iv = try #require(doc.object(withID: "iv"))
        #expect(iv.variations.map(\.key) == ["default", "heightClass=regular-widthClass=regular"])
        #expect(iv.variations[1].masks == [IBVariationMask(key: "constraints", included: ["w20"], excluded: ["w10"])])
        #expect(iv.variations[1].fonts.first?.type == "boldSystem")
        #expect(iv.variations[1].colors.first?.key == "tintColor")
        #expect(doc.constraint(withID: "w10")?.isInstalled == true)
        #expect(doc.constraint(withID: "w20")?.isInstalled == false)
        #expect(doc.coverage.isComplete)
    }

    @Test("Custom fonts map each font file to its PostScript names")
    func customFonts() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="9531">
            <customFonts key="customFonts">
                <array key="Lato.ttf">
                    <string>Lato-Regular</string>
                    <string>Lato-Bold</string>
                </array>
            </customFonts>
            <objects/>
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
            </simulatedMetricsContainer>
        </document>
        """

        let doc = try ReadingSamples.read(xml)

        #expect(doc.header.customFonts == ["Lato.ttf": ["Lato-Regular", "Lato-Bold"]])
        #expect(doc.header.simulatedMetrics.map(\.name) == ["simulatedMetricsContainer"])
        #expect(doc.coverage.isComplete)
    }

    @Test("Unexpected content inside an attributed string is listed, not lost")
    func unexpectedAttributedContent() throws {
        let xml = ReadingSamples.viewScene("""
                                    <label id="l1">
                                        <attributedString key="attributedText">
                                            <fragment content="x"><attributes><shadow key="NSShadow"/></attributes></fragment>
                                            <surprise/>
                                        </attributedString>
                                    </label>
        """)

        let doc = try ReadingSamples.read(xml)

        #expect(doc.object(withID: "l1")?.attributedString()?.string == "x")
        #expect(Set(doc.coverage.unknownElements) == [
            .init(name: "shadow", context: "attributes", count: 1),
            .init(name: "surprise", context: "attributedString", count: 1),
        ])
        #expect(doc.object(withID: "l1")?.unknownChildren.map(\.name) == ["shadow", "surprise"])
    }
}
