import Foundation
import Testing
@testable import InterfaceBuilder
import TestScratch

struct ReadingHeaderTests {
    @Test("The storyboard header is read with its flags, initial controller and dependencies")
    func storyboardHeader() throws {
        let xml = ReadingSamples.storyboard("""
                <scene sceneID="s1"><objects><viewController id="vc1" sceneMemberID="viewController"/></objects></scene>
        """)

        let doc = try ReadingSamples.read(xml)

        #expect(doc.kind == .storyboard)
        #expect(doc.header.type == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        #expect(doc.header.version == "3.0")
        #expect(doc.header.toolsVersion == "17701")
        #expect(doc.header.targetRuntime == "iOS.CocoaTouch")
        #expect(doc.header.propertyAccessControl == "none")
        #expect(doc.header.useAutolayout == true)
        #expect(doc.header.useTraitCollections == true)
        #expect(doc.header.useSafeAreas == true)
        #expect(doc.header.colorMatched == true)
        #expect(doc.header.launchScreen == nil)
        #expect(doc.header.initialViewController == "vc1")
        #expect(doc.initialViewController?.id == "vc1")
        #expect(doc.header.dependencies.map(\.name) == ["plugIn"])
        #expect(doc.header.dependencies.first?[attribute: "version"] == "17703")
        #expect(doc.coverage.isComplete)
    }

    @Test("A xib has File's Owner, First Responder, external objects and top-level objects")
    func xibPlaceholders() throws {
        let xml = ReadingSamples.xib("""
                <placeholder placeholderIdentifier="IBExternalObject" id="ext" userLabel="Shared" customClass="Model"/>
                <view contentMode="scaleToFill" id="top"/>
        """)

        let doc = try ReadingSamples.read(xml, fileName: "View.xib")

        #expect(doc.kind == .xib)
        #expect(doc.header.launchScreen == true)
        #expect(doc.filesOwner?.customClass == "Owner")
        #expect(doc.firstResponder?.id == "-2")
        #expect(doc.externalObjects.map(\.id) == ["ext"])
        #expect(doc.externalObjects.first?.userLabel == "Shared")
        #expect(doc.topLevelObjects.map { doc[$0].id } == ["-1", "-2", "ext", "top"])
        #expect(doc.scenes.isEmpty)
    }
}

struct ReadingSceneTests {
    @Test("Scenes list their controller, first responder, exit and canvas location")
    func scenes() throws {
        let xml = ReadingSamples.storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <navigationController storyboardIdentifier="Nav" title="Home" id="vc1" customClass="NavController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                            <connections>
                                <segue destination="vc2" kind="relationship" relationship="rootViewController" id="seg1"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                    <point key="canvasLocation" x="10.5" y="-20"/>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Detail" id="vc2" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)

        let doc = try ReadingSamples.read(xml)

        #expect(doc.scenes.map(\.sceneID) == ["s1", "s2"])
        let s1 = doc.scenes[0]
        let nav = doc[try #require(s1.controller)]
        #expect(nav.kind == "navigationController")
        #expect(nav.storyboardIdentifier == "Nav")
        #expect(nav.title == "Home")
        #expect(nav.customClass == "NavController")
        #expect(nav.customModule == "App")
        #expect(nav.customModuleProvider == "target")
        #expect(nav.isController)
        #expect(doc[try #require(s1.firstResponder)].id == "fr1")
        #expect(doc[try #require(s1.exit)].kind == "exit")
        #expect(s1.canvasLocation == IBPoint(x: 10.5, y: -20))
        let ref = doc[try #require(doc.scenes[1].controller)]
        #expect(ref.kind == "viewControllerPlaceholder")
        #expect(ref.storyboardName == "Other")
        #expect(ref.referencedIdentifier == "Detail")
        #expect(doc.controllers.map(\.id) == ["vc1", "vc2"])
        #expect(doc[try #require(doc.index(ofID: "bar"))].key == "navigationBar")
        #expect(doc.coverage.isComplete)
    }
}

struct ReadingObjectTests {
    @Test("Views carry their common attributes, frame, autoresizing mask and ordered subviews")
    func commonAttributes() throws {
        let xml = ReadingSamples.viewScene("""
                                    <view hidden="YES" alpha="0.5" tag="7" userInteractionEnabled="NO" clipsSubviews="YES" opaque="NO" contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Box" id="a">
                                        <rect key="frame" x="1" y="2.5" width="30" height="40"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES" widthSizable="YES"/>
                                    </view>
                                    <imageView contentMode="scaleAspectFit" image="logo" highlightedImage="logo-hi" id="b"/>
                                    <label text="Hi" id="c"/>
        """)

        let doc = try ReadingSamples.read(xml)

        let vc = try #require(doc.object(withID: "vc1"))
        let root = try #require(doc.view(of: vc))
        #expect(root.id == "root")
        #expect(root.key == "view")
        #expect(root.frame == IBRect(x: 0, y: 0, width: 375, height: 667))
        #expect(doc.subviews(of: root).map(\.id) == ["a", "b", "c"])
        let a = doc.subviews(of: root)[0]
        #expect(a.kind == "view")
        #expect(a.isHidden == true)
        #expect(a.alpha == 0.5)
        #expect(a.tag == 7)
        #expect(a.isUserInteractionEnabled == false)
        #expect(a.clipsSubviews == true)
        #expect(a.isOpaque == false)
        #expect(a.contentMode == "center")
        #expect(a.translatesAutoresizingMaskIntoConstraints == false)
        #expect(a.userLabel == "Box")
        #expect(a.frame == IBRect(x: 1, y: 2.5, width: 30, height: 40))
        #expect(a.autoresizingMask?.rawValue == 14)
        #expect(a.autoresizingMask?.flexibleMaxX == true)
        #expect(a.parent == root.index)
        #expect(a.container == "subviews")
        #expect(a.scene == 0)
        #expect(doc.object(withID: "b")?.image == "logo")
        #expect(doc.object(withID: "b")?.highlightedImage == "logo-hi")
        #expect(doc.object(withID: "c")?.text == "Hi")
        #expect(doc.coverage.isComplete)
    }

    @Test("Colors are read in every encoding the corpus uses")
    func colors() throws {
        let xml = ReadingSamples.viewScene("", rootExtra: """
                                <color key="c1" red="1" green="0.5" blue="0.25" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <color key="c2" red="0.1" green="0.2" blue="0.3" alpha="0.4" colorSpace="custom" customColorSpace="displayP3"/>
                                <color key="c3" white="0.33" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <color key="c4" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <color key="c5" red="0" green="1" blue="0" alpha="1" colorSpace="calibratedRGB"/>
                                <color key="c6" cyan="0.1" magenta="0.2" yellow="0.3" black="0.4" alpha="1" colorSpace="custom" customColorSpace="genericCMYKColorSpace"/>
                                <color key="c7" systemColor="systemBackgroundColor"/>
                                <color key="c8" cocoaTouchSystemColor="darkTextColor"/>
                                <color key="c9" name="AccentColor"/>
                                <color key="c10" name="controlColor" catalog="System" colorSpace="catalog"/>
                                <color key="c11" white="0.5" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                                <color key="c12" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="deviceRGB"/>
        """)

        let doc = try ReadingSamples.read(xml)

        let root = try #require(doc.object(withID: "root"))
        #expect(root.colors.map(\.encoding) == [.sRGB, .displayP3, .gamma22Gray, .calibratedWhite, .calibratedRGB, .genericCMYK, .system, .cocoaTouchSystem, .named, .catalog, .calibratedWhite, .deviceRGB])
        #expect(root.color("c1")?.components == .rgb(red: 1, green: 0.5, blue: 0.25))
        #expect(root.color("c2")?.alpha == 0.4)
        #expect(root.color("c3")?.components == .white(0.33))
        #expect(root.color("c6")?.components == .cmyk(cyan: 0.1, magenta: 0.2, yellow: 0.3, black: 0.4))
        #expect(root.color("c7")?.systemColor == "systemBackgroundColor")
        #expect(root.color("c8")?.cocoaTouchSystemColor == "darkTextColor")
        #expect(root.color("c9")?.name == "AccentColor")
        #expect(root.color("c10")?.catalog == "System")
        #expect(doc.coverage.isComplete)
    }

    @Test("Fonts, texts, placeholders and keyed values are typed")
    func fontsAndTexts() throws {
        let xml = ReadingSamples.viewScene("""
                                    <label id="l1">
                                        <string key="text">Hello
        world</string>
                                        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                                    </label>
                                    <textField placeholder="Name" id="t1">
                                        <fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="14"/>
                                        <font key="other" name="Menlo" size="12"/>
                                        <size key="intrinsicContentSize" width="10" height="20"/>
                                        <inset key="insetFor6xAndEarlier" minX="1" minY="2" maxX="3" maxY="4"/>
                                        <bool key="flag" value="YES"/>
                                        <integer key="count" value="3"/>
                                        <real key="ratio" value="0.25"/>
                                        <nil key="empty"/>
                                        <string key="base" base64-UTF8="YES">SGVsbG8</string>
                                    </textField>
        """)

        let doc = try ReadingSamples.read(xml)

        let label = try #require(doc.object(withID: "l1"))
        #expect(label.text == "Hello\nworld")
        let f = try #require(label.font("fontDescription"))
        #expect(f.type == "system")
        #expect(f.weight == "semibold")
        #expect(f.pointSize == 17)
        let field = try #require(doc.object(withID: "t1"))
        #expect(field.placeholder == "Name")
        #expect(field.fonts.map(\.name) == ["Avenir-Book", "Menlo"])
        #expect(field.fonts[0].family == "Avenir")
        #expect(field.fonts[1].pointSize == 12)
        #expect(field.fonts[1].element == "font")
        #expect(field.property("intrinsicContentSize") == .size(IBSize(width: 10, height: 20)))
        #expect(field.property("insetFor6xAndEarlier") == .insets(IBInsets(top: 2, left: 1, bottom: 4, right: 3)))
        #expect(field.property("flag") == .bool(true))
        #expect(field.property("count") == .integer(3))
        #expect(field.property("ratio") == .real(0.25))
        #expect(field.property("empty") == .nil)
        #expect(field.property("base") == .string("Hello"))
        #expect(doc.coverage.isComplete)
    }

    @Test("Button titles, images and title colors are read per state")
    func buttonStates() throws {
        let xml = ReadingSamples.viewScene("""
                                    <button opaque="NO" contentMode="scaleToFill" id="b1">
                                        <state key="normal" title="Go" image="arrow">
                                            <color key="titleColor" white="0" alpha="1" colorSpace="calibratedWhite"/>
                                        </state>
                                        <state key="highlighted" backgroundImage="bg">
                                            <string key="title">Going</string>
                                        </state>
                                    </button>
        """)

        let doc = try ReadingSamples.read(xml)

        let b = try #require(doc.object(withID: "b1"))
        #expect(b.states.map(\.state) == ["normal", "highlighted"])
        #expect(b.title() == "Go")
        #expect(b.title(for: "highlighted") == "Going")
        #expect(b.states[0].image == "arrow")
        #expect(b.states[0].titleColor?.components == .white(0))
        #expect(b.states[1].backgroundImage == "bg")
        #expect(doc.coverage.isComplete)
    }

    @Test("Constraints resolve their items; a missing firstItem means the owning view")
    func constraints() throws {
        let xml = ReadingSamples.viewScene("""
                                    <view contentMode="scaleToFill" id="a"/>
        """, rootExtra: """
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="a" firstAttribute="top" relation="greaterThanOrEqual" secondItem="safe" secondAttribute="top" multiplier="16:9" constant="8" priority="750" symbolic="YES" identifier="topGap" id="k1"/>
                                    <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="-20.5" id="k2"/>
                                </constraints>
        """)

        let doc = try ReadingSamples.read(xml)

        let root = try #require(doc.object(withID: "root"))
        #expect(root.constraints == [0, 1])
        let k1 = doc.constraints[0]
        #expect(k1.id == "k1")
        #expect(k1.firstItemIndex == doc.index(ofID: "a"))
        #expect(k1.firstAttribute == "top")
        #expect(k1.relation == "greaterThanOrEqual")
        #expect(k1.secondItemIndex == doc.index(ofID: "safe"))
        #expect(k1.secondAttribute == "top")
        #expect(k1.multiplier == "16:9")
        #expect(abs(k1.multiplierValue - 16.0 / 9.0) < 1e-12)
        #expect(k1.constant == 8)
        #expect(k1.priority == 750)
        #expect(k1.symbolic == true)
        #expect(k1.identifier == "topGap")
        let k2 = doc.constraints[1]
        #expect(k2.firstItem == nil)
        #expect(k2.firstItemIndex == root.index)
        #expect(k2.constant == -20.5)
        #expect(k2.multiplierValue == 1)
        #expect(doc.object(withID: "safe")?.key == "safeArea")
        #expect(doc.coverage.isComplete)
    }

    @Test("Controller layout guides, navigation items, tab bar items and bar button items are objects")
    func guidesAndItems() throws {
        let xml = ReadingSamples.storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="g1"/>
                                <viewControllerLayoutGuide type="bottom" id="g2"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root"/>
                            <tabBarItem key="tabBarItem" title="Feed" image="feed" id="tab"/>
                            <navigationItem key="navigationItem" title="Title" id="nav">
                                <barButtonItem key="rightBarButtonItem" title="Add" id="add"/>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
        """)

        let doc = try ReadingSamples.read(xml)

        let vc = try #require(doc.object(withID: "vc1"))
        #expect(doc.children(of: vc).map(\.id) == ["g1", "g2", "root", "tab", "nav"])
        #expect(doc.object(withID: "g1")?.type == "top")
        #expect(doc.object(withID: "g2")?.container == "layoutGuides")
        #expect(doc.object(withID: "tab")?.title == "Feed")
        #expect(doc.object(withID: "tab")?.image == "feed")
        #expect(doc.object(withID: "nav")?.title == "Title")
        #expect(doc.object(withID: "add")?.parent == doc.index(ofID: "nav"))
        #expect(doc.object(withID: "add")?.key == "rightBarButtonItem")
        #expect(doc.coverage.isComplete)
    }

    @Test("User-defined runtime attributes of every type are typed")
    func runtimeAttributes() throws {
        let xml = ReadingSamples.viewScene("", rootExtra: """
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="b" value="YES"/>
                                    <userDefinedRuntimeAttribute type="number" keyPath="n">
                                        <integer key="value" value="3"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="number" keyPath="r">
                                        <real key="value" value="1.5"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="string" keyPath="s" value="text"/>
                                    <userDefinedRuntimeAttribute type="localizedString" keyPath="ls" value="key"/>
                                    <userDefinedRuntimeAttribute type="color" keyPath="c">
                                        <color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="point" keyPath="p">
                                        <point key="value" x="1" y="2"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="size" keyPath="sz">
                                        <size key="value" width="3" height="4"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="rect" keyPath="rc">
                                        <rect key="value" x="1" y="2" width="3" height="4"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="range" keyPath="rg">
                                        <range key="value" location="2" length="5"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="image" keyPath="i" value="icon"/>
                                    <userDefinedRuntimeAttribute type="nil" keyPath="z"/>
                                </userDefinedRuntimeAttributes>
        """)

        let doc = try ReadingSamples.read(xml)

        let attrs = try #require(doc.object(withID: "root")).runtimeAttributes
        #expect(attrs.map(\.keyPath) == ["b", "n", "r", "s", "ls", "c", "p", "sz", "rc", "rg", "i", "z"])
        #expect(attrs.map(\.type) == ["boolean", "number", "number", "string", "localizedString", "color", "point", "size", "rect", "range", "image", "nil"])
        #expect(attrs[0].value == .bool(true))
        #expect(attrs[1].value == .integer(3))
        #expect(attrs[2].value == .real(1.5))
        #expect(attrs[3].value == .string("text"))
        #expect(attrs[4].value == .string("key"))
        guard case .color(let c)? = attrs[5].value else { Issue.record("color expected"); return }
        #expect(c.components == .rgb(red: 1, green: 0, blue: 0))
        #expect(attrs[6].value == .point(IBPoint(x: 1, y: 2)))
        #expect(attrs[7].value == .size(IBSize(width: 3, height: 4)))
        #expect(attrs[8].value == .rect(IBRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(attrs[9].value == .range(IBRange(location: 2, length: 5)))
        #expect(attrs[10].value == .image("icon"))
        #expect(attrs[11].value == .nil)
        #expect(doc.coverage.isComplete)
    }

    @Test("Resources list images, system colors and named colors")
    func resources() throws {
        let xml = ReadingSamples.storyboard("", resources: """
                <image name="logo" catalog="system" width="16" height="16.5"/>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
                <namedColor name="Brand">
                    <color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
        """)

        let doc = try ReadingSamples.read(xml)

        #expect(doc.resources.map(\.kind) == ["image", "systemColor", "namedColor"])
        #expect(doc.resources.map(\.name) == ["logo", "systemBackgroundColor", "Brand"])
        #expect(doc.resources[0].width == 16)
        #expect(doc.resources[0].height == 16.5)
        #expect(doc.resources[0].catalog == "system")
        #expect(doc.resources[1].color?.encoding == .gamma22Gray)
        #expect(doc.resources[2].color?.components == .rgb(red: 0.1, green: 0.2, blue: 0.3))
        #expect(doc.coverage.isComplete)
    }
}

struct ReadingFileTests {
    @Test("Reading a file by URL names the file in the document")
    func readsFromURL() throws {
        let url = TestScratch.shared.file("ReadingFileTests", extension: "xib")
        try Data(ReadingSamples.xib(#"<view contentMode="scaleToFill" id="v"/>"#).utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }

        let doc = try IBDocument.read(contentsOf: url)

        #expect(doc.fileName == url.path)
        #expect(doc.object(withID: "v")?.kind == "view")
        #expect(doc.object(withID: "v")?.position == IBSourcePosition(line: 6, column: 1))
    }
}

struct ReadingConnectionTests {
    @Test("Outlets, outlet collections and actions name their source, destination and details")
    func outletsAndActions() throws {
        let xml = ReadingSamples.viewScene("""
                                    <button opaque="NO" contentMode="scaleToFill" id="b1">
                                        <connections>
                                            <action selector="tap:" destination="vc1" eventType="touchUpInside" id="act"/>
                                        </connections>
                                    </button>
        """, rootExtra: """
                                <connections>
                                    <outlet property="button" destination="b1" id="o1"/>
                                    <outletCollection property="buttons" destination="b1" collectionClass="NSMutableArray" id="oc1"/>
                                </connections>
        """)

        let doc = try ReadingSamples.read(xml)

        #expect(doc.connections.map(\.kind) == [.action, .outlet, .outletCollection])
        let action = doc.connections[0]
        #expect(doc[action.source].id == "b1")
        #expect(action.selector == "tap:")
        #expect(action.eventType == "touchUpInside")
        #expect(action.destinationIndex == doc.index(ofID: "vc1"))
        let outlet = doc.connections[1]
        #expect(doc[outlet.source].id == "root")
        #expect(outlet.property == "button")
        #expect(outlet.destination == "b1")
        #expect(doc.connections[2].collectionClass == "NSMutableArray")
        #expect(doc.connections(of: doc.object(withID: "root")!).map(\.id) == ["o1", "oc1"])
        #expect(doc.coverage.isComplete)
    }

    @Test("Outlets may point to constraints")
    func outletToConstraint() throws {
        let xml = ReadingSamples.viewScene("", rootExtra: """
                                <constraints>
                                    <constraint firstAttribute="height" constant="34" id="h"/>
                                </constraints>
                                <connections>
                                    <outlet property="height" destination="h" id="o1"/>
                                </connections>
        """)

        let doc = try ReadingSamples.read(xml)

        #expect(doc.connections[0].destinationIndex == nil)
        #expect(doc.connections[0].destinationConstraint == 0)
    }

    @Test("Segues of every kind keep their attributes")
    func segues() throws {
        let kinds = ["relationship", "show", "push", "showDetail", "presentation", "modal", "popover", "popoverPresentation", "embed", "replace", "custom"]
        let segues = kinds.enumerated().map { i, k in
            #"<segue destination="vc1" kind="\#(k)" identifier="id\#(i)" id="seg\#(i)"/>"#
        }.joined(separator: "\n")
        let xml = ReadingSamples.viewScene("", rootExtra: """
                                <connections>
        \(segues)
                                    <segue destination="vc1" kind="relationship" relationship="viewControllers" id="r1"/>
                                    <segue destination="exit1" kind="unwind" unwindAction="back:" identifier="u" customClass="Fade" customModule="App" customModuleProvider="target" id="u1"/>
                                    <segue destination="vc1" kind="presentation" modalPresentationStyle="formSheet" modalTransitionStyle="crossDissolve" animates="NO" trigger="accessoryAction" id="p1"/>
                                </connections>
        """)

        let doc = try ReadingSamples.read(xml.replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFirstResponder""#, with: #"<exit id="exit1" userLabel="Exit" sceneMemberID="exit"/><placeholder placeholderIdentifier="IBFirstResponder""#))

        #expect(doc.segues.count == kinds.count + 3)
        #expect(doc.segues.prefix(kinds.count).map(\.segueKind) == kinds)
        #expect(doc.segues.prefix(kinds.count).allSatisfy { $0.segue != nil })
        #expect(doc.connection(withID: "r1")?.relationship == "viewControllers")
        let unwind = try #require(doc.connection(withID: "u1"))
        #expect(unwind.segue == .unwind)
        #expect(unwind.unwindAction == "back:")
        #expect(unwind.customClass == "Fade")
        #expect(unwind.customModule == "App")
        #expect(unwind.customModuleProvider == "target")
        #expect(unwind.destinationIndex == doc.scenes[0].exit)
        let p = try #require(doc.connection(withID: "p1"))
        #expect(p.modalPresentationStyle == "formSheet")
        #expect(p.modalTransitionStyle == "crossDissolve")
        #expect(p.animates == false)
        #expect(p.trigger == "accessoryAction")
        #expect(doc.segueKindCounts["show"] == 1)
        #expect(doc.segueKindCounts["relationship"] == 2)
        #expect(doc.coverage.isComplete)
    }
}

struct ReadingCoverageTests {
    @Test("Class-specific attributes IB writes most are typed and not listed")
    func typedClassAttributes() throws {
        let xml = ReadingSamples.viewScene("""
                                    <label opaque="NO" horizontalHuggingPriority="251" verticalCompressionResistancePriority="749" text="L" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" fixedFrame="YES" id="l1"/>
                                    <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" enabled="NO" id="b1"/>
                                    <slider value="0.5" minValue="0.0" maxValue="1" id="s1"/>
                                    <switch on="YES" id="w1"/>
                                    <stackView axis="vertical" alignment="center" distribution="fillEqually" spacing="8" id="st1"/>
        """)

        let doc = try ReadingSamples.read(xml)

        let l = try #require(doc.object(withID: "l1"))
        #expect(l.horizontalHuggingPriority == 251)
        #expect(l.verticalCompressionResistancePriority == 749)
        #expect(l.textAlignment == "natural")
        #expect(l.numberOfLines == 2)
        #expect(l.baselineAdjustment == "alignBaselines")
        #expect(l.adjustsFontSizeToFit == false)
        #expect(l.hasFixedFrame == true)
        let b = try #require(doc.object(withID: "b1"))
        #expect(b.buttonType == "system")
        #expect(b.contentHorizontalAlignment == "center")
        #expect(b.isEnabled == false)
        #expect(doc.object(withID: "s1")?.value == 0.5)
        #expect(doc.object(withID: "s1")?.maxValue == 1)
        #expect(doc.object(withID: "w1")?.isOn == true)
        let st = try #require(doc.object(withID: "st1"))
        #expect(st.axis == "vertical")
        #expect(st.spacing == 8)
        #expect(doc.coverage.isComplete)
    }

    @Test("Unknown attributes and elements are kept and listed; known ones are not")
    func coverage() throws {
        let xml = ReadingSamples.viewScene("""
                                    <label text="x" lineBreakMode="tailTruncation" futureAttribute="42" id="l1">
                                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                                        <futureElement key="future">
                                            <fragment content="Hi"/>
                                        </futureElement>
                                    </label>
        """)

        let doc = try ReadingSamples.read(xml)

        let label = try #require(doc.object(withID: "l1"))
        #expect(label.lineBreakMode == "tailTruncation")
        #expect(label.unknownAttributes == [IBAttribute(name: "futureAttribute", value: "42")])
        #expect(label.unknownChildren.map(\.name) == ["futureElement"])
        #expect(label.unknownChildren.first?.children.first?[attribute: "content"] == "Hi")
        #expect(label[attribute: "futureAttribute"] == "42")
        #expect(doc.coverage.unknownAttributes == [.init(name: "futureAttribute", context: "label", count: 1)])
        #expect(doc.coverage.sorted.unknownElements == [
            .init(name: "fragment", context: "futureElement", count: 1),
            .init(name: "futureElement", context: "label", count: 1),
        ])
        #expect(doc.coverage.description.contains("attribute futureAttribute on <label> ×1"))
    }

    @Test("Objects nested inside unknown elements are still objects")
    func objectsInsideUnknownElements() throws {
        let xml = ReadingSamples.viewScene("""
                                    <segmentedControl id="sc">
                                        <wrapper>
                                            <barButtonItem title="Inner" id="inner"/>
                                        </wrapper>
                                    </segmentedControl>
        """)

        let doc = try ReadingSamples.read(xml)

        #expect(doc.object(withID: "inner")?.parent == doc.index(ofID: "sc"))
        #expect(doc.coverage.sorted.unknownElements == [.init(name: "wrapper", context: "segmentedControl", count: 1)])
    }
}
