import Foundation
import Testing
@testable import InterfaceBuilder
import TestScratch

struct CompilerRoundTripTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="A1">
        <scenes>
            <scene sceneID="S1">
                <objects>
                    <viewController storyboardIdentifier="Home" title="Home" id="A1" customClass="HomeViewController" customModule="App" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="V1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                                    <rect key="frame" x="20" y="40" width="100" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="B1" customClass="FancyButton" customModule="App">
                                    <rect key="frame" x="20" y="80" width="60" height="30"/>
                                    <state key="normal" title="Go"/>
                                    <connections>
                                        <action selector="tapped:" destination="A1" eventType="touchUpInside" id="C1"/>
                                        <segue destination="A2" kind="presentation" identifier="Present" id="G1"/>
                                    </connections>
                                </button>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            <constraints>
                                <constraint firstItem="L1" firstAttribute="leading" secondItem="V1" secondAttribute="leading" constant="20" id="K1"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="label" destination="L1" id="O1"/>
                            <segue destination="A2" kind="show" identifier="Manual" id="G2"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="F1" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="S2">
                <objects>
                    <viewController id="A2" sceneMemberID="viewController">
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

    private func roundTrip(_ document: IBDocument) throws -> NibStoryboardSummary {
        let compiled = try StoryboardCompiler.compile(document)
        return try NibStoryboardSummary(infoPlist: BinaryPropertyList.data(compiled.infoPlist)) { name in
            guard let nib = compiled.nib(named: name) else { throw NibCompileError("no nib \(name)") }
            return nib.data()
        }
    }

    @Test("A compiled storyboard reads back, without XML, to the same scenes, controllers, views, outlets, actions and segues")
    func roundTripEqualsSource() throws {
        let document = try IBDocument.read(string: Self.storyboard, fileName: "RoundTrip.storyboard")

        let back = try roundTrip(document)

        let source = NibStoryboardSummary(document: document)
        #expect(back == source)
        let home = try #require(back.scenes.first { $0.identifier == "Home" })
        #expect(home.customClass == "HomeViewController")
        #expect(home.views.map(\.className) == ["UIView", "UILabel", "UIButton"])
        #expect(home.views[2].customClass == "FancyButton")
        #expect(home.views[1].frame == NibRect(x: 20, y: 40, width: 100, height: 21))
        #expect(home.outlets == ["controller.label → view#1"])
        #expect(home.actions == ["view#2 tapped: → controller"])
        #expect(home.segues.map(\.description).sorted() == ["presentation \"Present\" view#2 → A2", "show \"Manual\" controller → A2"])
        #expect(back.entryPoint == "Home")
    }

    @Test("A controller without storyboard identifier is named by its id")
    func namedByID() throws {
        let document = try IBDocument.read(string: Self.storyboard, fileName: "RoundTrip.storyboard")

        let compiled = try StoryboardCompiler.compile(document)

        #expect(compiled.nibs.map(\.name) == ["Home", "A1-view-V1", "A2", "A2-view-V2"])
    }

    @Test("Custom classes with a module are recorded Swift-mangled and read back demangled")
    func mangling() {
        let mangled = NibNames.runtimeClassName(customClass: "ValidatePasswordViewController", module: "ExtraModule")

        let back = NibNames.demangle(mangled)

        #expect(mangled == "_TtC11ExtraModule30ValidatePasswordViewController")
        #expect(back.className == "ValidatePasswordViewController" && back.module == "ExtraModule")
    }

    @Test("Every segue kind maps to a template class that maps back to the kind")
    func segueKindsRoundTrip() {
        let kinds = ["show", "showDetail", "push", "presentation", "modal", "popover", "popoverPresentation", "embed", "unwind", "replace", "relationship"]

        let back = kinds.map { kind -> String? in
            let template = NibNames.segueTemplate(forKind: kind)
            return NibNames.segueKind(forTemplate: template.className, action: template.action)
        }

        #expect(back == kinds)
    }

    @Test("Compiling a xib gives one nib with proxies for its placeholders and its outlets")
    func compilesXib() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Owner">
                    <connections>
                        <outlet property="view" destination="V1" id="O1"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="V1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                </view>
            </objects>
        </document>
        """
        let document = try IBDocument.read(string: xib, fileName: "Cell.xib")

        let graph = NibObjectGraph(try NibCompiler.compile(document))

        let topLevel = try #require(graph.elements(graph.root?["UINibTopLevelObjectsKey"]))
        #expect(topLevel.map(\.className) == ["UIProxyObject", "UIProxyObject", "UIView"])
        let outlet = try #require(graph.objects(ofClass: "UIRuntimeOutletConnection").first)
        #expect(graph.string(outlet["UILabel"]) == "view")
        #expect(graph.string(graph.object("UISource", of: outlet)?["UIProxiedObjectIdentifier"]) == "IBFilesOwner")
        #expect(NibGeometry.frame(of: try #require(graph.object("UIDestination", of: outlet))) == NibRect(x: 0, y: 0, width: 320, height: 100))
    }

    @Test("Compiling a xib with the storyboard compiler is refused with a clear message")
    func refusesWrongKind() throws {
        let document = try IBDocument.read(string: Self.storyboard, fileName: "RoundTrip.storyboard")

        #expect(throws: NibCompileError.self) { try NibCompiler.compile(document) }
    }
}

@Suite(.enabled(if: NibGolden.available))
struct CompilerGoldenRoundTripTests {
    @Test("Our compiled golden storyboard reads back to the source document's summary")
    func ourOutputRoundTrips() throws {
        let document = try IBDocument.read(contentsOf: NibGolden.storyboard)
        let folder = TestScratch.shared.file("nib-rt", extension: "storyboardc")
        defer { try? FileManager.default.removeItem(at: folder) }

        try StoryboardCompiler.compile(document, to: folder)
        let back = try NibStoryboardSummary(compiledFolder: folder)

        #expect(back == NibStoryboardSummary(document: document))
    }

    @Test("ibtool's own golden output reads back to the same summary as its source document")
    func ibtoolOutputReadsBack() throws {
        let document = try IBDocument.read(contentsOf: NibGolden.storyboard)

        let back = try NibStoryboardSummary(compiledFolder: NibGolden.folder)

        #expect(back == NibStoryboardSummary(document: document))
        #expect(back.scenes.first { $0.identifier == "CreateAccount" }?.segues.map(\.description) == ["show \"ShowPassword\" view#1 → Validate_Password"])
    }

    @Test("The nested prototype-cell nib we compile has ibtool's classes, keys and graph")
    func nestedPrototypeMatches() throws {
        let document = try IBDocument.read(contentsOf: NibGolden.storyboard)
        let ours = NibObjectGraph(try #require(try StoryboardCompiler.compile(document).nib(named: "rJ7-m2-Mn7-view-wtR-sc-VB5")))
        let theirs = try NibGolden.graph("rJ7-m2-Mn7-view-wtR-sc-VB5.nib")

        func nested(_ graph: NibObjectGraph) throws -> NibObjectGraph {
            let nib = try #require(graph.objects(ofClass: "UINib").first)
            return try NibObjectGraph(data: try #require(graph.object("archiveData", of: nib)?["NS.bytes"]?.dataValue))
        }
        let comparison = NibComparison(expected: try nested(theirs), actual: try nested(ours))

        #expect(comparison.isEqual, "\(comparison.differences.joined(separator: "\n"))")
    }
}
