import Foundation
import Testing
@testable import InterfaceBuilder

/// Containers, static cells, items, prototype-cell connections, gesture recognizers and storyboard references.
struct CompilerSceneObjectsTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="N1">
        <scenes>
            <scene sceneID="S1">
                <objects>
                    <navigationController id="N1" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="NB1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="T1" kind="relationship" relationship="rootViewController" id="R1"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="F1" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="S2">
                <objects>
                    <tableViewController storyboardIdentifier="Settings" id="T1" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" id="TV1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <sections>
                                <tableViewSection headerTitle="About" id="SC1">
                                    <cells>
                                        <tableViewCell contentMode="scaleToFill" id="C1">
                                            <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="CV1">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                                <subviews>
                                                    <label opaque="NO" text="Version" id="L1">
                                                        <rect key="frame" x="15" y="11" width="100" height="21"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                            <connections>
                                                <segue destination="D1" kind="show" identifier="Details" id="G1"/>
                                            </connections>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                            <connections>
                                <outlet property="dataSource" destination="T1" id="O1"/>
                                <outlet property="delegate" destination="T1" id="O2"/>
                            </connections>
                        </tableView>
                        <navigationItem key="navigationItem" title="Settings" id="NI1">
                            <barButtonItem key="rightBarButtonItem" title="Add" id="BB1">
                                <connections>
                                    <action selector="add:" destination="T1" id="A1"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                        <connections>
                            <outlet property="versionLabel" destination="L1" id="O3"/>
                            <outlet property="addButton" destination="BB1" id="O4"/>
                        </connections>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="F2" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="S3">
                <objects>
                    <viewController storyboardIdentifier="List" id="P1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="PV1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="PT1">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="PC1">
                                            <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="PCV1">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                                <subviews>
                                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="PB1">
                                                        <rect key="frame" x="300" y="7" width="60" height="30"/>
                                                        <state key="normal" title="Info"/>
                                                        <connections>
                                                            <action selector="info:" destination="P1" eventType="touchUpInside" id="A2"/>
                                                        </connections>
                                                    </button>
                                                </subviews>
                                            </tableViewCellContentView>
                                            <connections>
                                                <segue destination="D1" kind="show" identifier="Open" id="G2"/>
                                            </connections>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </subviews>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="F3" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="S4">
                <objects>
                    <viewController storyboardIdentifier="Detail" id="D1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="DV1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="DB1">
                                    <rect key="frame" x="20" y="80" width="60" height="30"/>
                                    <state key="normal" title="More"/>
                                    <connections>
                                        <segue destination="REF" kind="show" identifier="More" id="G3"/>
                                    </connections>
                                </button>
                            </subviews>
                            <connections>
                                <outletCollection property="gestureRecognizers" destination="TAP" appends="YES" id="O5"/>
                            </connections>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="F4" sceneMemberID="firstResponder"/>
                    <tapGestureRecognizer id="TAP">
                        <connections>
                            <action selector="tapped:" destination="D1" id="A3"/>
                        </connections>
                    </tapGestureRecognizer>
                </objects>
            </scene>
            <scene sceneID="S5">
                <objects>
                    <viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Start" id="REF" sceneMemberID="viewController"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="F5" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    private func compile() throws -> (IBDocument, CompiledStoryboard) {
        let document = try IBDocument.read(string: Self.storyboard, fileName: "Objects.storyboard")
        return (document, try StoryboardCompiler.compile(document))
    }

    private func graph(_ compiled: CompiledStoryboard, _ name: String) throws -> NibObjectGraph {
        NibObjectGraph(try #require(compiled.nib(named: name)))
    }

    private func roundTrip(_ compiled: CompiledStoryboard) throws -> NibStoryboardSummary {
        try NibStoryboardSummary(infoPlist: BinaryPropertyList.data(compiled.infoPlist)) { name in
            guard let nib = compiled.nib(named: name) else { throw NibCompileError("no nib \(name)") }
            return nib.data()
        }
    }

    @Test("Containers, static cells, bar items, prototype-cell segues, gesture recognizers and references round-trip without notes")
    func roundTripsWithoutNotes() throws {
        let (document, compiled) = try compile()

        let back = try roundTrip(compiled)

        #expect(back == NibStoryboardSummary(document: document))
        #expect(NibStoryboardSummary(document: document).differences(from: back).isEmpty)
        #expect(compiled.notes.isEmpty, "\(compiled.notes)")
        let settings = try #require(back.scenes.first { $0.identifier == "Settings" })
        #expect(settings.outlets.contains("controller.addButton → object:UIBarButtonItem"))
        #expect(settings.outlets.contains("controller.versionLabel → object:UILabel"))
        #expect(settings.actions == ["object:UIBarButtonItem add: → controller"])
        #expect(settings.segues.map(\.description) == ["show \"Details\" object:UITableViewCell → Detail"])
        let list = try #require(back.scenes.first { $0.identifier == "List" })
        #expect(list.segues.map(\.description) == ["show \"Open\" object:UITableViewCell → Detail"])
        #expect(list.actions == ["object:UIButton info: → controller"])
        let detail = try #require(back.scenes.first { $0.identifier == "Detail" })
        #expect(detail.actions == ["object:UITapGestureRecognizer tapped: → controller"])
        #expect(detail.outlets == ["view#0.gestureRecognizers → object:UITapGestureRecognizer"])
    }

    @Test("A navigation controller's scene nib embeds its root controller in UIChildViewControllers and UIViewControllers")
    func navigationControllerEmbedsRoot() throws {
        let (_, compiled) = try compile()

        let nav = try graph(compiled, "N1")

        let controller = try #require(nav.elements(nav.root?["UINibTopLevelObjectsKey"])?.first)
        let children = try #require(nav.elements(controller["UIChildViewControllers"]))
        #expect(children.count == 1)
        #expect(nav.elements(controller["UIViewControllers"])?.map(\.index) == children.map(\.index))
        #expect(nav.string(children[0]["UIStoryboardIdentifier"]) == "Settings")
        #expect(nav.string(children[0]["UINibName"]) == "T1-view-TV1")
        #expect(nav.string(children[0]["UIOriginalClassName"]) == "UITableViewController")
        #expect(controller["UIStoryboardSegueTemplates"] == nil)
        #expect(nav.object("UINavigationBar", of: controller)?.className == "UINavigationBar")
        let childItem = try #require(nav.object("UINavigationItem", of: children[0]))
        #expect(nav.string(childItem["UITitle"]) == "Settings")
    }

    @Test("Bar button items live in the scene nib with their action and the controller's outlet to them")
    func barButtonItemsInSceneNib() throws {
        let (_, compiled) = try compile()

        let scene = try graph(compiled, "Settings")

        let controller = try #require(scene.elements(scene.root?["UINibTopLevelObjectsKey"])?.first)
        let item = try #require(scene.object("UINavigationItem", of: controller))
        let button = try #require(scene.object("UIRightBarButtonItem", of: item))
        #expect(button.className == "UIBarButtonItem")
        let links = scene.elements(scene.root?["UINibConnectionsKey"]) ?? []
        let action = try #require(links.first { scene.string($0["UILabel"]) == "add:" })
        #expect(action.className == "UIRuntimeEventConnection")
        #expect(scene.object("UISource", of: action)?.index == button.index)
        #expect(scene.object("UIDestination", of: action)?.index == controller.index)
        let outlet = try #require(links.first { scene.string($0["UILabel"]) == "addButton" })
        #expect(scene.object("UIDestination", of: outlet)?.index == button.index)
    }

    @Test("Static cells are encoded as UISections of UITableViewSection objects holding UICells")
    func staticCellsEncoded() throws {
        let (_, compiled) = try compile()

        let view = try graph(compiled, "T1-view-TV1")

        let table = try #require(view.elements(view.root?["UINibTopLevelObjectsKey"])?.first)
        let section = try #require(view.elements(table["UISections"])?.first)
        #expect(section.className == "UITableViewSection")
        #expect(view.string(section["UIHeaderTitle"]) == "About")
        let cell = try #require(view.elements(section["UICells"])?.first)
        #expect(cell.className == "UITableViewCell")
        let trigger = try #require((view.elements(view.root?["UINibConnectionsKey"]) ?? []).first { view.string($0["UILabel"]) == "selectionSegueTemplate" })
        #expect(view.object("UISource", of: trigger)?.index == cell.index)
        #expect(view.string(view.object("UIDestination", of: trigger)?["UIProxiedObjectIdentifier"])?.hasPrefix("UpstreamPlaceholder-") == true)
    }

    @Test("A segue and an action leaving a prototype cell reach the scene through the prototype's external objects")
    func prototypeConnectionsLeaveTheCell() throws {
        let (_, compiled) = try compile()

        let view = try graph(compiled, "P1-view-PV1")

        let table = try #require(view.objects.first { $0["UITableViewCellPrototypeNibs"] != nil })
        let externals = try #require(view.entries(table["UITableViewCellPrototypeNibExternalObjects"])?.first)
        #expect(view.string(externals.key) == "Row")
        let mapping = try #require(view.entries(externals.value))
        #expect(mapping.map { view.string($0.key) } == ["UpstreamPlaceholder-1", "UpstreamPlaceholder-2"])
        #expect(mapping.allSatisfy { $0.value.className == "UIProxyObject" })
        let nib = try #require(view.entries(table["UITableViewCellPrototypeNibs"])?.first?.value)
        let nested = try NibObjectGraph(data: try #require(view.object("archiveData", of: nib)?["NS.bytes"]?.dataValue))
        let labels = (nested.elements(nested.root?["UINibConnectionsKey"]) ?? []).compactMap { nested.string($0["UILabel"]) }
        #expect(Set(labels) == ["selectionSegueTemplate", "info:"])
    }

    @Test("A storyboard reference compiles to a UIStoryboardReference nib that segue templates name as their destination")
    func storyboardReferenceNib() throws {
        let (_, compiled) = try compile()

        let reference = try graph(compiled, "REF")

        let object = try #require(reference.elements(reference.root?["UINibTopLevelObjectsKey"])?.first)
        #expect(object.className == "UIStoryboardReference")
        #expect(reference.string(object["UIReferencedStoryboardName"]) == "Other")
        #expect(reference.string(object["UIReferencedIdentifier"]) == "Start")
        let detail = try graph(compiled, "Detail")
        let template = try #require(detail.objects(ofClass: "UIStoryboardShowSegueTemplate").first)
        #expect(detail.string(template["UIDestinationViewControllerIdentifier"]) == "REF")
        let plist = try #require(PropertyListSerialization.propertyList(from: BinaryPropertyList.data(compiled.infoPlist), format: nil) as? [String: Any])
        #expect((plist["UIViewControllerIdentifiersToNibNames"] as? [String: String])?["REF"] == "REF")
    }

    @Test("A segmented control's segments are encoded as UISegments with their titles and the selected index")
    func segmentedControlSegments() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch">
            <objects>
                <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="1" id="SEG">
                    <rect key="frame" x="0.0" y="0.0" width="121" height="29"/>
                    <segments>
                        <segment title="First"/>
                        <segment title="Second"/>
                    </segments>
                </segmentedControl>
            </objects>
        </document>
        """
        let document = try IBDocument.read(string: xml, fileName: "Segments.xib")

        let graph = NibObjectGraph(try NibCompiler.compile(document))

        let control = try #require(graph.objects(ofClass: "UISegmentedControl").first)
        let segments = try #require(graph.elements(control["UISegments"]))
        #expect(segments.map { graph.string($0["UISegmentTitle"]) } == ["First", "Second"])
        #expect(control["UISelectedSegmentIndex"]?.integerValue == 1)
    }

    @Test("Two scenes with the same storyboard identifier both compile: the later is named by its id, and a note names file, line and both ids")
    func duplicateStoryboardIdentifiersCompileWithANote() throws {
        let xml = Self.storyboard.replacingOccurrences(of: "storyboardIdentifier=\"List\"", with: "storyboardIdentifier=\"Detail\"")
        let document = try IBDocument.read(string: xml, fileName: "Dup.storyboard")

        let compiled = try StoryboardCompiler.compile(document)

        let message = try #require(compiled.notes.first?.message)
        #expect(compiled.notes.count == 1)
        #expect(message.hasPrefix("Dup.storyboard:"))
        #expect(message.contains("warning: storyboard identifier \"Detail\""))
        #expect(message.contains("P1") && message.contains("D1"))
        #expect(compiled.nib(named: "Detail") != nil)
        let later = try #require(document.controllers.last { $0.storyboardIdentifier == "Detail" })
        #expect(compiled.nib(named: later.id) != nil)
    }

    @Test("A xib's top-level gesture recognizer and collection view cell content round-trip with their connections")
    func xibObjectsRoundTrip() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
                <collectionViewCell opaque="NO" contentMode="center" id="CELL" customClass="PhotoCell">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <view key="contentView" opaque="NO" contentMode="center" id="CONTENT">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <subviews>
                            <imageView contentMode="scaleAspectFill" id="IMG">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            </imageView>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="photo" destination="IMG" id="O1"/>
                        <outletCollection property="gestureRecognizers" destination="TAP" appends="YES" id="O2"/>
                    </connections>
                </collectionViewCell>
                <tapGestureRecognizer id="TAP">
                    <connections>
                        <action selector="tapped:" destination="-1" id="A1"/>
                    </connections>
                </tapGestureRecognizer>
            </objects>
        </document>
        """
        let document = try IBDocument.read(string: xml, fileName: "Cell.xib")

        let (archive, notes) = try NibCompiler.compileWithNotes(document)

        let back = try NibXibSummary(archive: NibArchive(data: archive.data()))
        #expect(back == NibXibSummary(document: document))
        #expect(notes.isEmpty)
        #expect(back.topLevel == ["proxy:IBFilesOwner", "proxy:IBFirstResponder", "UICollectionViewCell(PhotoCell)", "UITapGestureRecognizer"])
        #expect(back.views.map(\.className) == ["UICollectionViewCell", "UIView", "UIImageView"])
        #expect(back.outlets == ["view#0.gestureRecognizers → object:UITapGestureRecognizer", "view#0.photo → view#2"])
        #expect(back.actions == ["object:UITapGestureRecognizer tapped: → proxy:IBFilesOwner"])
    }
}
