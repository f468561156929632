import Foundation
import Testing
@testable import InterfaceBuilder

/// Archive object index → IB id and XML line, for error messages that name the source (`CompiledStoryboard.objectIDs`,
/// `NibCompiler.compileWithObjectIDs`).
struct CompilerObjectIDsTests {
    static let xib = """
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
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="B1">
                        <rect key="frame" x="10" y="10" width="60" height="30"/>
                        <state key="normal" title="Go"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="B1" firstAttribute="leading" secondItem="V1" secondAttribute="leading" constant="10" id="K1"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="BYZ-38-t0r">
        <scenes>
            <scene sceneID="S1">
                <objects>
                    <viewController storyboardIdentifier="Main" id="BYZ-38-t0r" customClass="ViewController" customModule="MyApp" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
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
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="tableView" destination="T1" id="O1"/>
                            <segue destination="D1" kind="show" identifier="Next" id="G1"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="F1" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="S2">
                <objects>
                    <viewController storyboardIdentifier="Detail" id="D1" sceneMemberID="viewController"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="F2" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// The line of the first occurrence of `text` in `source` (1-based).
    private func line(of text: String, in source: String) throws -> Int {
        let lines = source.components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(text) }) + 1
    }

    @Test("A xib compiled with object ids maps each archive object to the id and line of the element it came from")
    func xibObjectIDs() throws {
        let document = try IBDocument.read(string: Self.xib, fileName: "Panel.xib")

        let compiled = try NibCompiler.compileWithObjectIDs(document)

        let graph = NibObjectGraph(compiled.archive)
        let top = try #require(graph.elements(graph.root?["UINibTopLevelObjectsKey"]))
        #expect(top.map { compiled.objectIDs[$0.index] } == ["-1", "-2", "V1"])
        let button = try #require(graph.objects(ofClass: "UIButton").first)
        #expect(compiled.objectIDs[button.index] == "B1")
        #expect(compiled.objectLines[button.index] == (try line(of: "id=\"B1\"", in: Self.xib)))
        let constraint = try #require(graph.objects(ofClass: "NSLayoutConstraint").first)
        #expect(compiled.objectIDs[constraint.index] == "K1")
        let outlet = try #require(graph.objects(ofClass: "UIRuntimeOutletConnection").first)
        #expect(compiled.objectIDs[outlet.index] == "O1")
        #expect(compiled.objectLines[outlet.index] == (try line(of: "id=\"O1\"", in: Self.xib)))
        #expect(Set(compiled.objectIDs.keys) == Set(compiled.objectLines.keys))
        #expect(graph.objects(ofClass: "NSString").allSatisfy { compiled.objectIDs[$0.index] == nil })
        #expect(compiled.nestedObjectIDs.isEmpty)
    }

    @Test("Compiling with object ids gives the same bytes and notes as compiling without")
    func objectIDsDoNotChangeBytes() throws {
        let document = try IBDocument.read(string: Self.xib, fileName: "Panel.xib")

        let plain = try NibCompiler.compileWithNotes(document)
        let mapped = try NibCompiler.compileWithObjectIDs(document)

        #expect(plain.archive.data() == mapped.archive.data())
        #expect(plain.notes == mapped.notes)
    }

    @Test("A compiled storyboard maps the objects of its scene and view nibs, by nib name, to their ids and lines")
    func storyboardObjectIDs() throws {
        let document = try IBDocument.read(string: Self.storyboard, fileName: "Main.storyboard")

        let compiled = try StoryboardCompiler.compile(document)

        #expect(Set(compiled.objectIDs.keys).isSuperset(of: compiled.nibs.map(\.name)))
        let scene = NibObjectGraph(try #require(compiled.nib(named: "Main")))
        let sceneIDs = try #require(compiled.objectIDs["Main"])
        let controller = try #require(scene.elements(scene.root?["UINibTopLevelObjectsKey"])?.first)
        #expect(sceneIDs[controller.index] == "BYZ-38-t0r")
        #expect(compiled.objectLines["Main"]?[controller.index] == (try line(of: "id=\"BYZ-38-t0r\"", in: Self.storyboard)))
        let template = try #require(scene.objects(ofClass: "UIStoryboardShowSegueTemplate").first)
        #expect(sceneIDs[template.index] == "G1")
        let responder = try #require(scene.objects(ofClass: "UIProxyObject").first { scene.string($0["UIProxiedObjectIdentifier"]) == "IBFirstResponder" })
        #expect(sceneIDs[responder.index] == "F1")

        let view = NibObjectGraph(try #require(compiled.nib(named: "BYZ-38-t0r-view-8bC-Xf-vdC")))
        let viewIDs = try #require(compiled.objectIDs["BYZ-38-t0r-view-8bC-Xf-vdC"])
        let root = try #require(view.elements(view.root?["UINibTopLevelObjectsKey"]))
        #expect(viewIDs[root[0].index] == "8bC-Xf-vdC")
        #expect(viewIDs[root[1].index] == "BYZ-38-t0r", "File's Owner of a view nib stands for the controller")
        let table = try #require(view.objects(ofClass: "UITableView").first)
        #expect(viewIDs[table.index] == "T1")
        let outlet = try #require(view.objects(ofClass: "UIRuntimeOutletConnection").first { view.string($0["UILabel"]) == "tableView" })
        #expect(viewIDs[outlet.index] == "O1")
    }

    @Test("A prototype cell's nested nib is keyed by the enclosing nib's name, '#' and the index of its UINib object")
    func nestedPrototypeObjectIDs() throws {
        let document = try IBDocument.read(string: Self.storyboard, fileName: "Main.storyboard")

        let compiled = try StoryboardCompiler.compile(document)

        let view = NibObjectGraph(try #require(compiled.nib(named: "BYZ-38-t0r-view-8bC-Xf-vdC")))
        let nib = try #require(view.objects(ofClass: "UINib").first)
        let key = "BYZ-38-t0r-view-8bC-Xf-vdC#\(nib.index)"
        let nestedIDs = try #require(compiled.objectIDs[key])
        let nested = try NibObjectGraph(data: try #require(view.object("archiveData", of: nib)?["NS.bytes"]?.dataValue))
        let cell = try #require(nested.elements(nested.root?["UINibTopLevelObjectsKey"])?.first)
        #expect(nestedIDs[cell.index] == "P1")
        #expect(compiled.objectLines[key]?[cell.index] == (try line(of: "id=\"P1\"", in: Self.storyboard)))
        let content = try #require(nested.objects(ofClass: "UITableViewCellContentView").first)
        #expect(nestedIDs[content.index] == "PC1")
    }

    @Test("Looking one object up gives what the maps hold, for every nib and every mapped object")
    func singleLookupsAgreeWithTheMaps() throws {
        let document = try IBDocument.read(string: Self.storyboard, fileName: "Main.storyboard")
        let compiled = try StoryboardCompiler.compile(document)

        let ids = compiled.objectIDs
        let lines = compiled.objectLines

        #expect(Set(ids.keys) == Set(lines.keys))
        for (nib, map) in ids {
            #expect(Set(map.keys) == Set(lines[nib]?.keys ?? [:].keys), "\(nib)")
            for (index, id) in map {
                #expect(compiled.objectID(inNib: nib, at: index) == id, "\(nib) #\(index)")
                #expect(compiled.objectLine(inNib: nib, at: index) == lines[nib]?[index], "\(nib) #\(index)")
            }
        }
        #expect(compiled.objectID(inNib: "Main", at: 0) == nil)
        #expect(compiled.objectID(inNib: "NoSuchNib", at: 1) == nil)
    }

    @Test("Object ids let a message name the source: file, id and class of the object an outlet comes from")
    func messageNamesTheObject() throws {
        let document = try IBDocument.read(string: Self.storyboard, fileName: "Main.storyboard")
        let compiled = try StoryboardCompiler.compile(document)
        let scene = NibObjectGraph(try #require(compiled.nib(named: "Main")))
        let controller = try #require(scene.elements(scene.root?["UINibTopLevelObjectsKey"])?.first)

        let id = try #require(compiled.objectIDs["Main"]?[controller.index])
        let message = "\(document.fileName): object \"\(id)\" (\(NibNames.demangle(scene.string(controller["UIClassName"]) ?? "").className)) has no outlet \"x\""

        #expect(message == "Main.storyboard: object \"BYZ-38-t0r\" (ViewController) has no outlet \"x\"")
    }
}
