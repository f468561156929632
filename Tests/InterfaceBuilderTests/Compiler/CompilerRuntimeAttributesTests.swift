import Foundation
import Testing
@testable import InterfaceBuilder

/// User-defined runtime attributes: `UINibKeyValuePairsKey` = `[UIRuntimeAttribute{UIObject, UIKeyPath, UIValue}]`.
struct CompilerRuntimeAttributesTests {
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="V1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <label opaque="NO" text="Hi" id="L1">
                        <rect key="frame" x="10" y="10" width="100" height="21"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="greeting"/>
                        </userDefinedRuntimeAttributes>
                    </label>
                </subviews>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="flag" value="YES"/>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                        <integer key="value" value="3"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="ratio">
                        <real key="value" value="0.5"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="localizedString" keyPath="caption" value="Hello"/>
                    <userDefinedRuntimeAttribute type="nil" keyPath="nothing"/>
                    <userDefinedRuntimeAttribute type="color" keyPath="layer.borderUIColor">
                        <color key="value" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="point" keyPath="anchor">
                        <point key="value" x="1.5" y="2"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="size" keyPath="extent">
                        <size key="value" width="3" height="4"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="rect" keyPath="box">
                        <rect key="value" x="1" y="2" width="3" height="4"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="range" keyPath="span">
                        <range key="value" location="5" length="7"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="image" keyPath="picture" value="star"/>
                </userDefinedRuntimeAttributes>
            </view>
        </objects>
    </document>
    """

    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="C1">
        <scenes>
            <scene sceneID="S1">
                <objects>
                    <viewController storyboardIdentifier="Main" id="C1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="V1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="T1">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="P1">
                                            <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="PC1">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                            </tableViewCellContentView>
                                            <userDefinedRuntimeAttributes>
                                                <userDefinedRuntimeAttribute type="string" keyPath="cellName" value="row"/>
                                            </userDefinedRuntimeAttributes>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </subviews>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                    <integer key="value" value="4"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </view>
                        <navigationItem key="navigationItem" title="Main" id="N1">
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="largeTitle" value="NO"/>
                            </userDefinedRuntimeAttributes>
                        </navigationItem>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="screenName" value="main"/>
                        </userDefinedRuntimeAttributes>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="F1" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="S2">
                <objects>
                    <viewController storyboardIdentifier="Plain" id="C2" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="V2">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="F2" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// The `UIRuntimeAttribute` objects of a nib, in order.
    private func attributes(_ graph: NibObjectGraph) throws -> [NibObjectGraph.Object] {
        try #require(graph.elements(graph.root?["UINibKeyValuePairsKey"]))
    }

    private func value(_ graph: NibObjectGraph, _ attributes: [NibObjectGraph.Object], _ keyPath: String) throws -> NibObjectGraph.Object {
        let attribute = try #require(attributes.first { graph.string($0["UIKeyPath"]) == keyPath }, "\(keyPath)")
        return try #require(graph.object("UIValue", of: attribute), "\(keyPath)")
    }

    @Test("A xib's runtime attributes become UIRuntimeAttribute objects under UINibKeyValuePairsKey, in document order, pointing at their object")
    func xibAttributesAreEncodedInDocumentOrder() throws {
        let document = try IBDocument.read(string: Self.xib, fileName: "Attributes.xib")

        let graph = NibObjectGraph(try NibCompiler.compile(document))

        let items = try attributes(graph)
        #expect(items.allSatisfy { $0.className == "UIRuntimeAttribute" && $0.keys == ["UIObject", "UIKeyPath", "UIValue"] })
        #expect(items.map { graph.string($0["UIKeyPath"]) ?? "?" } == [
            "flag", "layer.cornerRadius", "ratio", "caption", "nothing", "layer.borderUIColor", "anchor", "extent", "box", "span", "picture",
            "accessibilityIdentifier",
        ])
        let top = try #require(graph.elements(graph.root?["UINibTopLevelObjectsKey"]))
        let view = try #require(top.first { $0.className == "UIView" })
        let label = try #require(graph.elements(view["UISubviews"])?.first)
        #expect(items.dropLast().allSatisfy { $0["UIObject"] == .object(view.index) })
        #expect(items.last?["UIObject"] == .object(label.index))
    }

    @Test("Each runtime attribute type has its UIValue form: NSString, NSNumber, UIColor, NSValue, UIImageNibPlaceholder or nil")
    func valueForms() throws {
        let document = try IBDocument.read(string: Self.xib, fileName: "Attributes.xib")

        let graph = NibObjectGraph(try NibCompiler.compile(document))

        let items = try attributes(graph)
        let flag = try value(graph, items, "flag")
        #expect(flag.className == "NSNumber" && flag["NS.intval"] == .int8(1) && flag["NSBoolean"] == .bool(true))
        let radius = try value(graph, items, "layer.cornerRadius")
        #expect(radius.className == "NSNumber" && radius.keys == ["NS.intval"] && radius["NS.intval"] == .int8(3))
        let ratio = try value(graph, items, "ratio")
        #expect(ratio.className == "NSNumber" && ratio.keys == ["NS.dblval"] && ratio["NS.dblval"] == .double(0.5))
        #expect(graph.string(try value(graph, items, "caption")) == "Hello")
        let nothing = try #require(items.first { graph.string($0["UIKeyPath"]) == "nothing" })
        #expect(nothing["UIValue"] == .null)
        let color = try value(graph, items, "layer.borderUIColor")
        #expect(color.className == "UIColor" && color["UIRed"] == .float(1) && color["UIGreen"] == .float(0.5) && color["NSColorSpace"] == .int8(2))
        let anchor = try value(graph, items, "anchor")
        #expect(anchor.className == "NSValue" && anchor["NS.special"] == .int8(1))
        #expect(anchor["NS.pointval"] == .data(NibGeometry.data([1.5, 2])))
        let extent = try value(graph, items, "extent")
        #expect(extent["NS.special"] == .int8(2) && extent["NS.sizeval"] == .data(NibGeometry.data([3, 4])))
        let box = try value(graph, items, "box")
        #expect(box["NS.special"] == .int8(3) && box["NS.rectval"] == .data(NibGeometry.data([1, 2, 3, 4])))
        let span = try value(graph, items, "span")
        #expect(span.keys == ["NS.special", "NS.rangeval.location", "NS.rangeval.length"])
        #expect(span["NS.special"] == .int8(4) && span["NS.rangeval.location"] == .int8(5) && span["NS.rangeval.length"] == .int8(7))
        let picture = try value(graph, items, "picture")
        #expect(picture.className == "UIImageNibPlaceholder" && graph.string(picture["UIResourceName"]) == "star")
    }

    @Test("A runtime attribute goes to the nib that encodes its object: controller and items to the scene nib, views to the view nib, cells to their prototype nib")
    func attributesFollowTheirObjects() throws {
        let document = try IBDocument.read(string: Self.storyboard, fileName: "Attributes.storyboard")

        let compiled = try StoryboardCompiler.compile(document)

        let scene = NibObjectGraph(try #require(compiled.nib(named: "Main")))
        let sceneItems = try attributes(scene)
        #expect(sceneItems.map { scene.string($0["UIKeyPath"]) } == ["screenName", "largeTitle"])
        #expect(scene.object("UIObject", of: sceneItems[0])?.className == "UIClassSwapper")
        #expect(scene.object("UIObject", of: sceneItems[1])?.className == "UINavigationItem")
        let view = NibObjectGraph(try #require(compiled.nib(named: "C1-view-V1")))
        let viewItems = try attributes(view)
        #expect(viewItems.map { view.string($0["UIKeyPath"]) } == ["layer.cornerRadius"])
        #expect(view.object("UIObject", of: viewItems[0])?.index == view.elements(view.root?["UINibTopLevelObjectsKey"])?.first?.index)
        let nib = try #require(view.objects(ofClass: "UINib").first)
        let nested = try NibObjectGraph(data: try #require(view.object("archiveData", of: nib)?["NS.bytes"]?.dataValue))
        let cellItems = try attributes(nested)
        #expect(cellItems.map { nested.string($0["UIKeyPath"]) } == ["cellName"])
        #expect(nested.object("UIObject", of: cellItems[0])?.className == "UITableViewCell")
    }

    @Test("A nib without runtime attributes keeps the one shared empty array for UINibKeyValuePairsKey")
    func noAttributesKeepTheSharedEmptyArray() throws {
        let document = try IBDocument.read(string: Self.storyboard, fileName: "Attributes.storyboard")

        let compiled = try StoryboardCompiler.compile(document)

        for name in ["Plain", "C2-view-V2"] {
            let graph = NibObjectGraph(try #require(compiled.nib(named: name)))
            let root = try #require(graph.root)
            #expect(root["UINibKeyValuePairsKey"] == root["UINibVisibleWindowsKey"], "\(name)")
            #expect(graph.elements(root["UINibKeyValuePairsKey"])?.isEmpty == true, "\(name)")
        }
    }

    @Test("The round trip compares runtime attributes per object, key path, type and value")
    func roundTripComparesAttributes() throws {
        let xibDocument = try IBDocument.read(string: Self.xib, fileName: "Attributes.xib")
        let storyboardDocument = try IBDocument.read(string: Self.storyboard, fileName: "Attributes.storyboard")
        let compiled = try StoryboardCompiler.compile(storyboardDocument)

        let xibBack = try NibXibSummary(archive: NibCompiler.compile(xibDocument))
        let storyboardBack = try NibStoryboardSummary(infoPlist: BinaryPropertyList.data(compiled.infoPlist)) { name in
            guard let nib = compiled.nib(named: name) else { throw NibCompileError("no nib \(name)") }
            return nib.data()
        }

        let xibSource = NibXibSummary(document: xibDocument)
        #expect(xibSource.differences(from: xibBack).isEmpty, "\(xibSource.differences(from: xibBack))")
        #expect(xibBack.runtimeAttributes.count == 12)
        #expect(xibBack.runtimeAttributes.contains("view#0 layer.borderUIColor color = rgba(1.0, 0.5, 0.0, 1.0)"))
        #expect(xibBack.runtimeAttributes.contains("view#0 caption string = \"Hello\""))
        #expect(xibBack.runtimeAttributes.contains("view#0 span range = {5, 7}"))
        #expect(xibBack.runtimeAttributes.contains("view#1 accessibilityIdentifier string = \"greeting\""))
        let storyboardSource = NibStoryboardSummary(document: storyboardDocument)
        #expect(storyboardSource.differences(from: storyboardBack).isEmpty, "\(storyboardSource.differences(from: storyboardBack))")
        let main = try #require(storyboardBack.scenes.first { $0.identifier == "Main" })
        #expect(main.runtimeAttributes == [
            "controller screenName string = \"main\"", "object:UINavigationItem largeTitle boolean = false",
            "object:UITableViewCell cellName string = \"row\"", "view#0 layer.cornerRadius number = 4",
        ])
    }

    @Test("A runtime attribute the nib does not hold shows as a difference naming the object, key path and values")
    func roundTripReportsDifferences() throws {
        let document = try IBDocument.read(string: Self.xib, fileName: "Attributes.xib")
        let changed = try IBDocument.read(string: Self.xib.replacingOccurrences(of: "value=\"greeting\"", with: "value=\"other\""),
                                          fileName: "Attributes.xib")

        let back = try NibXibSummary(archive: NibCompiler.compile(changed))

        #expect(NibXibSummary(document: document).differences(from: back) == [
            "runtime attributes -[\"view#1 accessibilityIdentifier string = \\\"greeting\\\"\"] "
                + "+[\"view#1 accessibilityIdentifier string = \\\"other\\\"\"]",
        ])
    }
}
