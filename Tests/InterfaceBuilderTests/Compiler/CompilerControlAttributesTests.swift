import Foundation
import Testing
@testable import InterfaceBuilder

/// The class-specific attributes the compiler archives with ibtool's keys (docs/nib-format.md, "Controls and their keys").
struct CompilerControlAttributesTests {
    static func xib(_ subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="V1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
        \(subviews)
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    private func compile(_ subviews: String) throws -> NibObjectGraph {
        let document = try IBDocument.read(string: CompilerControlAttributesTests.xib(subviews), fileName: "Controls.xib")
        return NibObjectGraph(try NibCompiler.compile(document))
    }

    private func only(_ className: String, in graph: NibObjectGraph) throws -> NibObjectGraph.Object {
        let objects = graph.objects(ofClass: className)
        try #require(objects.count == 1, "\(objects.count) \(className)")
        return objects[0]
    }

    private func doubles(_ value: NibValue?) -> [Double]? { NibGeometry.doubles(value?.dataValue) }

    @Test("Any view: <color key=\"tintColor\"> becomes UITintColor")
    func tintColor() throws {
        let graph = try compile("""
            <view contentMode="scaleToFill" id="T1">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            """)
        let view = try #require(graph.objects(ofClass: "UIView").first { $0["UITintColor"] != nil })
        let tint = try #require(graph.object("UITintColor", of: view))
        #expect(tint.className == "UIColor" && tint["UIRed"]?.doubleValue == 1 && tint["UIGreen"]?.doubleValue == 0)
        #expect(graph.objects(ofClass: "UIView").filter { $0["UITintColor"] != nil }.count == 1)
    }

    @Test("Controls: UIDisabled, UISelected, UIHighlighted and the content alignments; nothing for the defaults")
    func controlState() throws {
        let graph = try compile("""
            <button opaque="NO" enabled="NO" selected="YES" highlighted="YES" contentMode="scaleToFill" contentHorizontalAlignment="leading" contentVerticalAlignment="bottom" buttonType="system" lineBreakMode="middleTruncation" id="B1">
                <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                <state key="normal" title="Go"/>
            </button>
            <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="S1">
                <rect key="frame" x="0.0" y="40" width="51" height="31"/>
            </switch>
            """)
        let button = try only("UIButton", in: graph)
        #expect(button["UIDisabled"] == .bool(true))
        #expect(button["UISelected"] == .bool(true))
        #expect(button["UIHighlighted"] == .bool(true))
        #expect(button["UIContentHorizontalAlignment"]?.integerValue == 4)
        #expect(button["UIContentVerticalAlignment"]?.integerValue == 2)
        #expect(button["UILineBreakMode"] == nil, "middleTruncation is a button's default: ibtool writes no key")
        let toggle = try only("UISwitch", in: graph)
        for key in ["UIDisabled", "UISelected", "UIHighlighted", "UIContentHorizontalAlignment", "UIContentVerticalAlignment"] {
            #expect(toggle[key] == nil, "\(key)")
        }
        #expect(toggle["UISwitchOn"] == .bool(true))
    }

    @Test("Labels: alignment always, the rest only when not UIKit's default, in UILabel's types")
    func label() throws {
        let graph = try compile("""
            <label opaque="NO" enabled="NO" highlighted="YES" contentMode="left" text="Hi" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignCenters" adjustsFontSizeToFit="YES" minimumScaleFactor="0.5" minimumFontSize="9" preferredMaxLayoutWidth="120" allowsDefaultTighteningForTruncation="YES" id="L1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <color key="highlightedColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="shadowColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                <size key="shadowOffset" width="1" height="-1"/>
            </label>
            <label opaque="NO" contentMode="left" text="Plain" lineBreakMode="tailTruncation" id="L2">
                <rect key="frame" x="0.0" y="30" width="100" height="21"/>
            </label>
            """)
        let labels = graph.objects(ofClass: "UILabel")
        let rich = try #require(labels.first { graph.string($0["UIText"]) == "Hi" })
        #expect(rich["UITextAlignment"]?.integerValue == 1)
        #expect(rich["UILineBreakMode"]?.integerValue == 0)
        #expect(rich["UINumberOfLines"]?.integerValue == 0)
        #expect(rich["UIBaselineAdjustment"]?.integerValue == 1)
        #expect(rich["UIAdjustsFontSizeToFit"] == .bool(true))
        #expect(rich["UIMinimumScaleFactor"] == .float(0.5))
        #expect(rich["UIMinimumFontSize"] == .float(9))
        #expect(rich["UIPreferredMaxLayoutWidth"] == .float(120))
        #expect(rich["UIAllowsDefaultTighteningForTruncation"] == .bool(true))
        #expect(rich["UIEnabled"] == .bool(false))
        #expect(rich["UIHighlighted"] == .bool(true))
        #expect(graph.object("UIHighlightedColor", of: rich)?.className == "UIColor")
        #expect(graph.object("UIShadowColor", of: rich)?["UIWhite"]?.doubleValue == 0)
        #expect(doubles(rich["UIShadowOffset"]) == [1, -1])

        let plain = try #require(labels.first { graph.string($0["UIText"]) == "Plain" })
        #expect(plain["UITextAlignment"]?.integerValue == 0, "ibtool always archives the alignment; absent is left")
        for key in ["UILineBreakMode", "UINumberOfLines", "UIBaselineAdjustment", "UIAdjustsFontSizeToFit", "UIMinimumScaleFactor",
                    "UIEnabled", "UIHighlighted", "UIShadowOffset", "UIPreferredMaxLayoutWidth"] {
            #expect(plain[key] == nil, "\(key)")
        }
    }

    @Test("Buttons: per-state shadow colours and images as placeholders, insets, flags, plain and close types")
    func button() throws {
        let graph = try compile("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="close" lineBreakMode="wordWrap" adjustsImageWhenHighlighted="NO" adjustsImageWhenDisabled="NO" id="B1">
                <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                <inset key="contentEdgeInsets" minX="1" minY="2" maxX="3" maxY="4"/>
                <inset key="titleEdgeInsets" minX="5" minY="0.0" maxX="0.0" maxY="0.0"/>
                <inset key="imageEdgeInsets" minX="0.0" minY="6" maxX="0.0" maxY="0.0"/>
                <state key="normal" title="Go" image="arrow" backgroundImage="pill">
                    <color key="titleShadowColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                </state>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="plain" id="B2">
                <rect key="frame" x="0.0" y="40" width="60" height="30"/>
            </button>
            """)
        let buttons = graph.objects(ofClass: "UIButton")
        let close = try #require(buttons.first { $0["UIButtonType"]?.integerValue == 7 })
        #expect(buttons.contains { $0["UIButtonType"]?.integerValue == 6 })
        #expect(close["UIAdjustsImageWhenHighlighted"] == .bool(false))
        #expect(close["UIAdjustsImageWhenDisabled"] == .bool(false))
        #expect(close["UILineBreakMode"]?.integerValue == 0)
        #expect(doubles(close["UIContentEdgeInsets"]) == [2, 1, 4, 3], "top, left, bottom, right")
        #expect(doubles(close["UITitleEdgeInsets"]) == [0, 5, 0, 0])
        #expect(doubles(close["UIImageEdgeInsets"]) == [6, 0, 0, 0])
        let content = try #require(graph.entries(close["UIButtonStatefulContent"])?.first?.value)
        #expect(graph.object("UIShadowColor", of: content)?["UIWhite"]?.doubleValue == 0.5)
        let image = try #require(graph.object("UIImage", of: content))
        #expect(image.className == "UIImageNibPlaceholder" && graph.string(image["UIResourceName"]) == "arrow")
        let background = try #require(graph.object("UIBackgroundImage", of: content))
        #expect(background.className == "UIImageNibPlaceholder" && graph.string(background["UIResourceName"]) == "pill")
    }

    @Test("Image views: UIImage and UIHighlightedImage as image placeholders, UIHighlighted")
    func imageView() throws {
        let graph = try compile("""
            <imageView userInteractionEnabled="NO" highlighted="YES" contentMode="scaleAspectFit" image="star" highlightedImage="star.fill" id="I1">
                <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
            </imageView>
            """)
        let view = try only("UIImageView", in: graph)
        #expect(graph.string(graph.object("UIImage", of: view)?["UIResourceName"]) == "star")
        #expect(graph.string(graph.object("UIHighlightedImage", of: view)?["UIResourceName"]) == "star.fill")
        #expect(view["UIHighlighted"] == .bool(true))
    }

    @Test("Text fields: placeholder, font, colour, alignment, border, clear button, sizing and keyboard traits on the field")
    func textField() throws {
        let graph = try compile("""
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="x" placeholder="Email" textAlignment="right" minimumFontSize="17" clearButtonMode="whileEditing" clearsOnBeginEditing="YES" adjustsFontSizeToFit="YES" borderStyle="roundedRect" id="F1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                <color key="textColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="14"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="words" autocorrectionType="no" keyboardType="emailAddress" returnKeyType="next" enablesReturnKeyAutomatically="YES" secureTextEntry="YES"/>
            </textField>
            """)
        let field = try only("UITextField", in: graph)
        #expect(graph.string(field["UIPlaceholder"]) == "Email")
        #expect(graph.string(field["UIText"]) == "x")
        let font = try #require(graph.object("UIFont", of: field))
        #expect(font["UIFontPointSize"]?.doubleValue == 14 && graph.string(font["UIFontName"]) == ".SFUI-Semibold")
        #expect(graph.object("UITextColor", of: field)?["UIBlue"]?.doubleValue == 1)
        #expect(field["UITextAlignment"]?.integerValue == 2)
        #expect(field["UIBorderStyle"]?.integerValue == 3)
        #expect(field["UIClearButtonMode"]?.integerValue == 1)
        #expect(field["UIClearsOnBeginEditing"] == .bool(true))
        #expect(field["UIAdjustsFontSizeToFit"] == .bool(true))
        #expect(field["UIMinimumFontSize"] == .float(17))
        #expect(field["UIContentHorizontalAlignment"]?.integerValue == 1)
        #expect(field["UIAutocapitalizationType"]?.integerValue == 1)
        #expect(field["UIAutocorrectionType"]?.integerValue == 1)
        #expect(field["UIKeyboardType"]?.integerValue == 7)
        #expect(field["UIReturnKeyType"]?.integerValue == 4)
        #expect(field["UISecureTextEntry"] == .bool(true))
        #expect(field["UIEnablesReturnKeyAutomatically"] == .bool(true))
    }

    @Test("Text and scroll views: UIEditable/UISelectable false, the scroll view flags, content size and inset")
    func textAndScrollViews() throws {
        let graph = try compile("""
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" selectable="NO" text="Body" textAlignment="justified" id="TV1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
            </textView>
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" pagingEnabled="YES" bounces="NO" alwaysBounceHorizontal="YES" showsHorizontalScrollIndicator="NO" showsVerticalScrollIndicator="NO" directionalLockEnabled="YES" delaysContentTouches="NO" canCancelContentTouches="NO" bouncesZoom="NO" minimumZoomScale="0.5" maximumZoomScale="3" keyboardDismissMode="onDrag" contentInsetAdjustmentBehavior="never" id="SV1">
                <rect key="frame" x="0.0" y="120" width="200" height="100"/>
                <size key="contentSize" width="400" height="100"/>
                <inset key="contentInset" minX="1" minY="2" maxX="3" maxY="4"/>
            </scrollView>
            """)
        let text = try only("UITextView", in: graph)
        #expect(text["UIEditable"] == .bool(false) && text["UISelectable"] == .bool(false))
        #expect(graph.string(text["UIText"]) == "Body")
        #expect(text["UITextAlignment"]?.integerValue == 3)
        #expect(graph.object("UIFont", of: text)?["UIFontPointSize"]?.doubleValue == 13)
        #expect(text["UIAutocapitalizationType"]?.integerValue == 2)
        #expect(text["UIScrollDisabled"] == nil && text["UIBouncesZoom"] == .bool(true))

        let scroll = try only("UIScrollView", in: graph)
        #expect(scroll["UIScrollDisabled"] == .bool(true))
        #expect(scroll["UIPagingEnabled"] == .bool(true))
        #expect(scroll["UIBounceEnabled"] == .bool(false))
        #expect(scroll["UIAlwaysBounceHorizontal"] == .bool(true))
        #expect(scroll["UIShowsHorizontalScrollIndicator"] == .bool(false))
        #expect(scroll["UIShowsVerticalScrollIndicator"] == .bool(false))
        #expect(scroll["UIDirectionalLockEnabled"] == .bool(true))
        #expect(scroll["UIDelaysContentTouches"] == .bool(false))
        #expect(scroll["UICanCancelContentTouches"] == .bool(false))
        #expect(scroll["UIBouncesZoom"] == .bool(false))
        #expect(scroll["UIMinimumZoomScale"] == .float(0.5) && scroll["UIMaximumZoomScale"] == .float(3))
        #expect(scroll["UIKeyboardDismissMode"]?.integerValue == 1)
        #expect(scroll["UIScrollViewContentInsetAdjustmentBehavior"]?.integerValue == 2)
        #expect(doubles(scroll["UIContentSize"]) == [400, 100])
        #expect(doubles(scroll["UIContentInset"]) == [2, 1, 4, 3])
    }

    @Test("Sliders, segmented controls and activity indicators")
    func valueControls() throws {
        let graph = try compile("""
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.25" minValue="-1" maxValue="2" continuous="NO" id="SL1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                <color key="minimumTrackTintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="maximumTrackTintColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="thumbTintColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </slider>
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" momentary="YES" id="SC1">
                <rect key="frame" x="0.0" y="40" width="200" height="32"/>
                <segments>
                    <segment title="One" width="80"/>
                    <segment title="Two"/>
                </segments>
                <color key="selectedSegmentTintColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
            </segmentedControl>
            <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" hidesWhenStopped="NO" animating="YES" style="large" id="AI1">
                <rect key="frame" x="0.0" y="80" width="37" height="37"/>
                <color key="color" systemColor="systemRedColor"/>
            </activityIndicatorView>
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="gray" id="AI2">
                <rect key="frame" x="0.0" y="120" width="20" height="20"/>
            </activityIndicatorView>
            """)
        let slider = try only("UISlider", in: graph)
        #expect(slider["UIValue"] == .float(0.25) && slider["UIMinValue"] == .float(-1) && slider["UIMaxValue"] == .float(2))
        #expect(slider["UIContinuous"] == .bool(false))
        #expect(graph.object("UIMinimumTintColor", of: slider)?["UIRed"]?.doubleValue == 1)
        #expect(graph.object("UIMaximumTintColor", of: slider)?["UIGreen"]?.doubleValue == 1)
        #expect(graph.object("UIThumbTintColor", of: slider)?["UIBlue"]?.doubleValue == 1)

        let segmented = try only("UISegmentedControl", in: graph)
        #expect(segmented["UIMomentary"] == .bool(true))
        #expect(segmented["UISelectedSegmentIndex"]?.integerValue == 1)
        #expect(graph.object("UISelectedSegmentTintColor", of: segmented) != nil)
        let segments = try #require(graph.elements(segmented["UISegments"]))
        #expect(segments.map { $0["UISegmentWidth"] } == [.float(80), nil])

        let indicators = graph.objects(ofClass: "UIActivityIndicatorView")
        let large = try #require(indicators.first { $0["UIActivityIndicatorViewStyle-Modern"] != nil })
        #expect(large["UIActivityIndicatorViewStyle-Modern"]?.integerValue == 101)
        #expect(large["UIHidesWhenStopped"] == .bool(false) && large["UIAnimating"] == .bool(true))
        #expect(graph.string(graph.object("UIColor", of: large)?["UISystemColorName"]) == "systemRedColor")
        let gray = try #require(indicators.first { $0["UIActivityIndicatorViewStyle"] != nil })
        #expect(gray["UIActivityIndicatorViewStyle"]?.integerValue == 2 && gray["UIHidesWhenStopped"] == nil)
    }

    @Test("Stack views: axis, distribution, alignment, spacing, flags and the arranged subviews")
    func stackView() throws {
        let graph = try compile("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="8" baselineRelativeArrangement="YES" layoutMarginsRelativeArrangement="YES" id="ST1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="A1"><rect key="frame" x="0.0" y="0.0" width="100" height="46"/></view>
                    <view contentMode="scaleToFill" id="A2"><rect key="frame" x="0.0" y="54" width="100" height="46"/></view>
                </subviews>
            </stackView>
            """)
        let stack = try only("UIStackView", in: graph)
        #expect(stack["UIStackViewAxis"]?.integerValue == 1)
        #expect(stack["UIStackViewDistribution"]?.integerValue == 1)
        #expect(stack["UIStackViewAlignment"]?.integerValue == 3)
        #expect(stack["UIStackViewSpacing"]?.doubleValue == 8)
        #expect(stack["UIStackViewBaselineRelative"] == .bool(true))
        #expect(stack["UIStackViewLayoutMarginsRelative"] == .bool(true))
        let arranged = try #require(graph.elements(stack["UIStackViewArrangedSubviews"])).map(\.index)
        #expect(arranged.count == 2 && arranged == graph.elements(stack["UISubviews"])?.map(\.index))
    }

    @Test("Bars: style, translucence, bar tint, large titles; tab bar item colours")
    func bars() throws {
        let graph = try compile("""
            <navigationBar contentMode="scaleToFill" barStyle="black" translucent="NO" prefersLargeTitles="YES" id="N1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <color key="barTintColor" red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </navigationBar>
            <tabBar contentMode="scaleToFill" id="TB1">
                <rect key="frame" x="0.0" y="600" width="375" height="49"/>
                <color key="selectedImageTintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="unselectedItemTintColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </tabBar>
            """)
        let bar = try only("UINavigationBar", in: graph)
        #expect(bar["UIBarStyle"]?.integerValue == 1)
        #expect(bar["UIBarTranslucence"]?.integerValue == 2)
        #expect(bar["UIBarPrefersLargeTitles"] == .bool(true))
        #expect(graph.object("UIBarTintColor", of: bar) != nil)
        let tabBar = try only("UITabBar", in: graph)
        #expect(tabBar["UIBarStyle"] == nil && tabBar["UIBarTranslucence"] == nil)
        #expect(graph.object("UITintColor", of: tabBar)?["UIRed"]?.doubleValue == 1, "ibtool's key for selectedImageTintColor")
        #expect(graph.object("UIUnselectedItemTintColor", of: tabBar)?["UIGreen"]?.doubleValue == 1)
    }

    @Test("Cells and flow layouts: reuse identifiers, accessory and selection styles, styled cell labels, UICollectionLayout")
    func cellsAndLayouts() throws {
        let graph = try compile("""
            <tableViewCell contentMode="scaleToFill" selectionStyle="gray" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Row" textLabel="TL1" style="IBUITableViewCellStyleDefault" id="C1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="C1" id="CV1">
                    <rect key="frame" x="0.0" y="0.0" width="287" height="44"/>
                    <subviews>
                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" id="TL1">
                            <rect key="frame" x="16" y="0.0" width="263" height="44"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="CO1">
                <rect key="frame" x="0.0" y="100" width="320" height="200"/>
                <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="4" minimumInteritemSpacing="6" id="FL1">
                    <size key="itemSize" width="50" height="60"/>
                    <size key="headerReferenceSize" width="0.0" height="20"/>
                    <size key="footerReferenceSize" width="0.0" height="10"/>
                    <size key="estimatedItemSize" width="40" height="40"/>
                    <inset key="sectionInset" minX="1" minY="2" maxX="3" maxY="4"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Item" id="CC1">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="60"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="CCV1">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="60"/>
                        </view>
                    </collectionViewCell>
                </cells>
            </collectionView>
            """)
        let cell = try only("UITableViewCell", in: graph)
        #expect(graph.string(cell["UIReuseIdentifier"]) == "Row")
        #expect(cell["UIAccessoryType"]?.integerValue == 1)
        #expect(cell["UISelectionStyle"]?.integerValue == 2)
        #expect(graph.object("UITextLabel", of: cell).map { graph.string($0["UIText"]) } == "Title")
        #expect(cell["UIDetailTextLabel"] == .null && cell["UIImageView"] == .null)
        #expect(cell["UITableViewCellStyle"] == nil, "the default style is not archived")

        let collection = try only("UICollectionView", in: graph)
        let layout = try #require(graph.object("UICollectionLayout", of: collection))
        #expect(layout.className == "UICollectionViewFlowLayout")
        #expect(doubles(layout["UIItemSize"]) == [50, 60])
        #expect(doubles(layout["UIEstimatedItemSize"]) == [40, 40])
        #expect(doubles(layout["UIHeaderReferenceSize"]) == [0, 20])
        #expect(doubles(layout["UIFooterReferenceSize"]) == [0, 10])
        #expect(doubles(layout["UISectionInset"]) == [2, 1, 4, 3])
        #expect(layout["UILineSpacing"]?.doubleValue == 4 && layout["UIInteritemSpacing"]?.doubleValue == 6)
        #expect(layout["UIScrollDirection"]?.integerValue == 1)

        // The prototype is a nested nib: its cell carries the reuse identifier and content view.
        let blobs = graph.objects(ofClass: "NSData").compactMap { $0["NS.bytes"]?.dataValue }
        let nested = try #require(blobs.first)
        let prototype = try NibObjectGraph(data: nested)
        let item = try #require(prototype.objects(ofClass: "UICollectionViewCell").first)
        #expect(prototype.string(item["UIReuseIdentifier"]) == "Item")
        #expect(prototype.object("UIContentView", of: item) != nil)
    }

    @Test("The xib round trip compares text alignment, placeholder, text field font and enabled state")
    func roundTripSummaries() throws {
        let source = Self.xib("""
            <textField opaque="NO" enabled="NO" contentMode="scaleToFill" placeholder="First" textAlignment="center" id="F1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            <label opaque="NO" enabled="NO" contentMode="left" text="L" textAlignment="right" id="L1">
                <rect key="frame" x="0.0" y="40" width="100" height="21"/>
            </label>
            """)
        let document = try IBDocument.read(string: source, fileName: "RoundTrip.xib")
        let expected = NibXibSummary(document: document)
        let actual = try NibXibSummary(archive: NibCompiler.compile(document))
        #expect(expected.differences(from: actual) == [])
        let field = try #require(actual.views.first { $0.className == "UITextField" })
        #expect(field.placeholder == "First" && field.textAlignment == 1 && field.isEnabled == false)
        #expect(field.font == "CTFontRegularUsage 14.0")
        let label = try #require(actual.views.first { $0.className == "UILabel" })
        #expect(label.textAlignment == 2 && label.isEnabled == false)

        // A change in the source shows as a difference.
        let changed = try IBDocument.read(string: source.replacingOccurrences(of: "placeholder=\"First\"", with: "placeholder=\"Last\""),
                                          fileName: "RoundTrip.xib")
        let lines = NibXibSummary(document: changed).differences(from: actual)
        #expect(lines.contains { $0.contains("placeholder") }, "\(lines)")
    }
}

extension CompilerControlAttributesTests {
    @Test("A label whose text is attributed in IB gets its characters as UIText")
    func attributedLabelText() throws {
        // Given a label with two attributed fragments and no plain text
        let document = try IBDocument.read(string: CompilerControlAttributesTests.xib("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" id="L1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="21"/>
                <attributedString key="attributedText">
                    <fragment content="Fresh ">
                        <attributes><font key="NSFont" size="17" name="Helvetica"/></attributes>
                    </fragment>
                    <fragment content="soup">
                        <attributes><font key="NSFont" size="17" name="Helvetica-Bold"/></attributes>
                    </fragment>
                </attributedString>
            </label>
            """), fileName: "Attributed.xib")
        // When it is compiled
        let graph = NibObjectGraph(try NibCompiler.compile(document))
        // Then the label's UIText is the fragments' characters
        let label = try #require(graph.objects(ofClass: "UILabel").first)
        #expect(graph.string(label["UIText"]) == "Fresh soup")
    }
}
