import Foundation
import Testing
@testable import InterfaceBuilder

/// What the compiler archives for Auto Layout (docs/nib-format.md, "Constraints and layout guides"): content priorities,
/// layout guides, layout margins and every constraint the runtime needs.
struct CompilerAutoLayoutTests {
    static func xib(subviews: String, rootAttributes: String = "", rootChildren: String = "", constraints: String = "",
                    connections: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
        \(connections)
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" \(rootAttributes) id="V1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
        \(subviews)
                    </subviews>
        \(rootChildren)
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    private func compile(_ text: String) throws -> (NibObjectGraph, [NibCompileNote]) {
        let document = try IBDocument.read(string: text, fileName: "Layout.xib")
        let (archive, notes) = try NibCompiler.compileWithNotes(document)
        return (NibObjectGraph(archive), notes)
    }

    /// The view whose `UIBounds` width is `width` (the test views have distinct widths).
    private func view(width: Double, in graph: NibObjectGraph) throws -> NibObjectGraph.Object {
        try #require(graph.objects.first { NibGeometry.doubles($0["UIBounds"]?.dataValue)?[2] == width })
    }

    private func constraints(of view: NibObjectGraph.Object, in graph: NibObjectGraph) -> [NibObjectGraph.Object] {
        graph.elements(view["UIViewAutolayoutConstraints"]) ?? []
    }

    @Test("Given views with hugging and compression-resistance attributes, when compiled, then each gets ibtool's {horizontal, vertical} strings, and a view without them gets none")
    func contentPriorities() throws {
        let (graph, _) = try compile(CompilerAutoLayoutTests.xib(subviews: """
            <label opaque="NO" text="A" horizontalHuggingPriority="251" verticalHuggingPriority="251" horizontalCompressionResistancePriority="751" verticalCompressionResistancePriority="740.5" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                <rect key="frame" x="0.0" y="0.0" width="11" height="21"/>
            </label>
            <view contentMode="scaleToFill" horizontalHuggingPriority="300" id="W1">
                <rect key="frame" x="0.0" y="30" width="12" height="20"/>
            </view>
            <view contentMode="scaleToFill" verticalCompressionResistancePriority="1000" id="W2">
                <rect key="frame" x="0.0" y="60" width="13" height="20"/>
            </view>
            <view contentMode="scaleToFill" id="W3">
                <rect key="frame" x="0.0" y="90" width="14" height="20"/>
            </view>
            """))
        let label = try view(width: 11, in: graph)
        #expect(graph.string(label["UIViewContentHuggingPriority"]) == "{251, 251}")
        #expect(graph.string(label["UIViewContentCompressionResistancePriority"]) == "{751, 740.5}")
        let onlyHorizontal = try view(width: 12, in: graph)
        #expect(graph.string(onlyHorizontal["UIViewContentHuggingPriority"]) == "{300, 250}")
        #expect(onlyHorizontal["UIViewContentCompressionResistancePriority"] == nil)
        let onlyVertical = try view(width: 13, in: graph)
        #expect(onlyVertical["UIViewContentHuggingPriority"] == nil)
        #expect(graph.string(onlyVertical["UIViewContentCompressionResistancePriority"]) == "{750, 1000}")
        let plain = try view(width: 14, in: graph)
        #expect(plain["UIViewContentHuggingPriority"] == nil && plain["UIViewContentCompressionResistancePriority"] == nil)
    }

    @Test("Given a safe-area guide and a margins guide, when constraints use them, then each is a UILayoutGuide owned by its view, listed in UIViewLayoutGuides, and the constraints point at it")
    func viewLayoutGuides() throws {
        let (graph, notes) = try compile(CompilerAutoLayoutTests.xib(
            subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="W1">
                <rect key="frame" x="0.0" y="44" width="21" height="20"/>
                <viewLayoutGuide key="layoutMargins" id="M1"/>
            </view>
            """,
            rootChildren: """
            <viewLayoutGuide key="safeArea" id="SA"/>
            <viewLayoutGuide identifier="custom" id="G1"/>
            """,
            constraints: """
            <constraint firstItem="W1" firstAttribute="top" secondItem="SA" secondAttribute="top" id="K1"/>
            <constraint firstItem="SA" firstAttribute="trailing" secondItem="W1" secondAttribute="trailing" constant="8" id="K2"/>
            <constraint firstItem="G1" firstAttribute="width" secondItem="W1" secondAttribute="width" id="K3"/>
            """))
        #expect(notes.isEmpty, "\(notes)")
        let root = try view(width: 375, in: graph)
        let inner = try view(width: 21, in: graph)
        let guides = graph.objects(ofClass: "UILayoutGuide")
        #expect(guides.count == 3)
        func guide(_ identifier: String) throws -> NibObjectGraph.Object {
            try #require(guides.first { graph.string($0["UILayoutGuideIdentifier"]) == identifier })
        }
        let safe = try guide("UIViewSafeAreaLayoutGuide")
        let margins = try guide("UIViewLayoutMarginsGuide")
        let custom = try guide("custom")
        #expect(graph.object("UILayoutGuideOwningView", of: safe)?.index == root.index)
        #expect(graph.object("UILayoutGuideOwningView", of: margins)?.index == inner.index)
        #expect(graph.object("UILayoutGuideOwningView", of: custom)?.index == root.index)
        #expect(safe["UILayoutGuideOwningViewIsLocked"] == .bool(true) && margins["UILayoutGuideOwningViewIsLocked"] == .bool(true))
        #expect(custom["UILayoutGuideOwningViewIsLocked"] == nil)
        #expect((graph.elements(root["UIViewLayoutGuides"]) ?? []).map(\.index) == [safe.index, custom.index])
        #expect((graph.elements(inner["UIViewLayoutGuides"]) ?? []).map(\.index) == [margins.index])
        #expect(root["UISafeArea"] == nil, "guides are no longer attached children")

        let system = graph.elements(safe["UILayoutGuideSystemConstraints"]) ?? []
        #expect(system.map { graph.string($0["NSLayoutIdentifier"]) } == ["UIViewSafeAreaLayoutGuide-top", "UIViewSafeAreaLayoutGuide-left",
                                                                          "UIViewSafeAreaLayoutGuide-bottom", "UIViewSafeAreaLayoutGuide-right"])
        #expect(system.first.flatMap { graph.object("NSFirstItem", of: $0) }?.index == safe.index)
        #expect(system.first.flatMap { graph.object("NSSecondItem", of: $0) }?.index == root.index)

        let list = constraints(of: root, in: graph)
        #expect(list.count == 3, "system constraints stay on the guide")
        #expect(graph.object("NSSecondItem", of: list[0])?.index == safe.index)
        #expect(graph.object("NSFirstItem", of: list[1])?.index == safe.index)
        #expect(graph.object("NSFirstItem", of: list[2])?.index == custom.index)
        let objects = try #require(graph.elements(graph.root?["UINibObjectsKey"]))
        #expect(Set(guides.map(\.index)).isSubset(of: Set(objects.map(\.index))))
    }

    @Test("Given layout-margin settings, when compiled, then insets-from-safe-area, preserves-superview, readable width and the margins themselves are archived")
    func layoutMargins() throws {
        let (graph, _) = try compile(CompilerAutoLayoutTests.xib(subviews: """
            <view contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" preservesSuperviewLayoutMargins="YES" layoutMarginsFollowReadableWidth="YES" id="W1">
                <rect key="frame" x="0.0" y="0.0" width="31" height="20"/>
                <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
            </view>
            <view contentMode="scaleToFill" id="W2">
                <rect key="frame" x="0.0" y="30" width="32" height="20"/>
                <directionalEdgeInsets key="directionalLayoutMargins" top="5" leading="6" bottom="7" trailing="8"/>
            </view>
            <view contentMode="scaleToFill" id="W3">
                <rect key="frame" x="0.0" y="60" width="33" height="20"/>
            </view>
            """))
        let absolute = try view(width: 31, in: graph)
        #expect(absolute["UIViewInsetsLayoutMarginsFromSafeArea"] == .bool(false))
        #expect(absolute["UIViewPreservesSuperviewMargins"] == .bool(true))
        #expect(absolute["UIViewLayoutMarginsFollowReadableWidth"] == .bool(true))
        #expect(NibGeometry.doubles(absolute["UIViewLayoutMargins"]?.dataValue) == [1, 2, 3, 4])
        #expect(absolute["UIViewLayoutMarginsAreDirectional"] == nil)
        let directional = try view(width: 32, in: graph)
        #expect(NibGeometry.doubles(directional["UIViewLayoutMargins"]?.dataValue) == [5, 6, 7, 8])
        #expect(directional["UIViewLayoutMarginsAreDirectional"] == .bool(true))
        let plain = try view(width: 33, in: graph)
        for key in ["UIViewInsetsLayoutMarginsFromSafeArea", "UIViewPreservesSuperviewMargins", "UIViewLayoutMargins",
                    "UIViewLayoutMarginsFollowReadableWidth", "UIViewLayoutMarginsAreDirectional"] {
            #expect(plain[key] == nil, "\(key)")
        }
    }

    @Test("Given a placeholder constraint with an outlet, when compiled, then neither the constraint nor the outlet is archived, silently")
    func placeholderConstraints() throws {
        let (graph, notes) = try compile(CompilerAutoLayoutTests.xib(
            subviews: """
            <view contentMode="scaleToFill" id="W1">
                <rect key="frame" x="0.0" y="0.0" width="41" height="20"/>
            </view>
            """,
            constraints: """
            <constraint firstItem="W1" firstAttribute="width" constant="41" placeholder="YES" id="P1"/>
            <constraint firstItem="W1" firstAttribute="height" constant="20" id="K1"/>
            """,
            connections: """
            <outlet property="removed" destination="P1" id="O1"/>
            <outlet property="kept" destination="K1" id="O2"/>
            """))
        #expect(notes.isEmpty, "\(notes)")
        let root = try view(width: 375, in: graph)
        let list = constraints(of: root, in: graph)
        #expect(list.count == 1 && list.first?["NSFirstAttribute"]?.integerValue == 8)
        #expect(graph.objects(ofClass: "NSLayoutConstraint").count == 1)
        let outlets = graph.objects(ofClass: "UIRuntimeOutletConnection").compactMap { graph.string($0["UILabel"]) }
        #expect(outlets == ["kept"])
    }

    @Test("Given constraints with every attribute IB writes, when compiled, then items, relation, multiplier (ratios and decimals), constant, priority (fractional too), identifier and symbolic spacing are archived")
    func constraintCompleteness() throws {
        let (graph, notes) = try compile(CompilerAutoLayoutTests.xib(
            subviews: """
            <view contentMode="scaleToFill" id="W1">
                <rect key="frame" x="0.0" y="0.0" width="51" height="20"/>
                <subviews>
                    <view contentMode="scaleToFill" id="W2">
                        <rect key="frame" x="0.0" y="0.0" width="52" height="20"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" secondItem="W1" secondAttribute="height" multiplier="2:1" id="A1"/>
                    <constraint firstItem="W2" firstAttribute="height" relation="lessThanOrEqual" constant="30" priority="999.5" identifier="cap" id="A2"/>
                </constraints>
            </view>
            """,
            constraints: """
            <constraint firstItem="W2" firstAttribute="width" secondItem="V1" secondAttribute="width" multiplier="1/3" id="B1"/>
            <constraint firstItem="W1" firstAttribute="width" relation="greaterThanOrEqual" secondItem="V1" secondAttribute="width" multiplier="0.25" constant="-4" priority="750" id="B2"/>
            <constraint firstItem="W1" firstAttribute="top" secondItem="V1" secondAttribute="top" constant="8" symbolic="YES" id="B3"/>
            """,
            connections: """
            <outlet property="cap" destination="A2" id="O1"/>
            """))
        #expect(notes.isEmpty, "\(notes)")
        let root = try view(width: 375, in: graph)
        let outer = try view(width: 51, in: graph)
        let inner = try view(width: 52, in: graph)

        let own = constraints(of: outer, in: graph)
        try #require(own.count == 2)
        #expect(graph.object("NSFirstItem", of: own[0])?.index == outer.index, "an absent firstItem is the owning view")
        #expect(own[0]["NSMultiplier"]?.doubleValue == 2)
        #expect(own[0]["NSRelation"] == nil && own[0]["NSConstant"] == nil && own[0]["NSPriority"] == nil)
        #expect(graph.object("NSFirstItem", of: own[1])?.index == inner.index)
        #expect(own[1]["NSSecondItem"] == nil && own[1]["NSSecondAttribute"] == nil)
        #expect(own[1]["NSRelation"]?.integerValue == -1)
        #expect(own[1]["NSConstant"]?.doubleValue == 30 && own[1]["NSConstantV2"]?.doubleValue == 30)
        #expect(own[1]["NSPriority"] == .double(999.5))
        #expect(graph.string(own[1]["NSLayoutIdentifier"]) == "cap")

        let held = constraints(of: root, in: graph)
        try #require(held.count == 3)
        #expect(graph.object("NSFirstItem", of: held[0])?.index == inner.index, "a constraint held by an ancestor")
        #expect(abs((held[0]["NSMultiplier"]?.doubleValue ?? 0) - 1.0 / 3) < 1e-12)
        #expect(held[1]["NSMultiplier"]?.doubleValue == 0.25 && held[1]["NSRelation"]?.integerValue == 1)
        #expect(held[1]["NSConstantV2"]?.doubleValue == -4 && held[1]["NSPriority"]?.integerValue == 750)
        #expect(graph.string(held[2]["NSSymbolicConstant"]) == "NSSpace")
        #expect(held[2]["NSConstant"] == nil && held[2]["NSConstantV2"] == nil)

        let outlet = try #require(graph.objects(ofClass: "UIRuntimeOutletConnection").first { graph.string($0["UILabel"]) == "cap" })
        #expect(graph.object("UIDestination", of: outlet)?.index == own[1].index)
    }

    @Test("Given ratio, fraction and decimal multipliers, when read, then multiplierValue is their value, and 1 when unreadable")
    func multiplierValues() throws {
        let document = try IBDocument.read(string: CompilerAutoLayoutTests.xib(subviews: "", constraints: """
            <constraint firstAttribute="width" secondItem="V1" secondAttribute="height" multiplier="16:9" id="M1"/>
            <constraint firstAttribute="width" secondItem="V1" secondAttribute="height" multiplier="1/3" id="M2"/>
            <constraint firstAttribute="width" secondItem="V1" secondAttribute="height" multiplier="1.19048" id="M3"/>
            <constraint firstAttribute="width" secondItem="V1" secondAttribute="height" multiplier="4:0" id="M4"/>
            <constraint firstAttribute="width" secondItem="V1" secondAttribute="height" id="M5"/>
            """), fileName: "M.xib")
        let values: [Double] = ["M1", "M2", "M3", "M4", "M5"].map { document.constraint(withID: $0)?.multiplierValue ?? -1 }
        let expected: [Double] = [16.0 / 9, 1.0 / 3, 1.19048, 1, 1]
        #expect(values == expected)
    }

    @Test("Given views IB marks misplaced or ambiguous, when read, then the model exposes both flags")
    func misplacedAndAmbiguous() throws {
        let document = try IBDocument.read(string: CompilerAutoLayoutTests.xib(subviews: """
            <view contentMode="scaleToFill" misplaced="YES" id="W1">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            <view contentMode="scaleToFill" ambiguous="YES" id="W2">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            """), fileName: "Flags.xib")
        #expect(document.object(withID: "W1")?.isMisplaced == true && document.object(withID: "W1")?.isAmbiguous == nil)
        #expect(document.object(withID: "W2")?.isAmbiguous == true && document.object(withID: "W2")?.isMisplaced == nil)
        #expect(document.coverage.unknownAttributes.allSatisfy { $0.name != "misplaced" && $0.name != "ambiguous" })
        let (graph, _) = try compile(CompilerAutoLayoutTests.xib(subviews: """
            <view contentMode="scaleToFill" misplaced="YES" ambiguous="YES" id="W1">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            """))
        let keys: [String] = graph.objects.flatMap { $0.properties.map { $0.key.lowercased() } }
        let flagged = keys.filter { $0.contains("misplaced") || $0.contains("ambiguous") }
        #expect(flagged.isEmpty, "not encoded in nibs")
    }

    @Test("Given a storyboard scene with top/bottom guides, a safe area and a placeholder constraint outlet, when compiled, then the view nib holds both kinds of guides, the constraints to them, and no note")
    func storyboardGuides() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="A1">
            <scenes>
                <scene sceneID="S1">
                    <objects>
                        <viewController id="A1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="T1"/>
                                <viewControllerLayoutGuide type="bottom" id="T2"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="V1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <label opaque="NO" text="Hi" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                                        <rect key="frame" x="16" y="20" width="61" height="21"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="L1" firstAttribute="top" secondItem="T1" secondAttribute="bottom" id="K1"/>
                                    <constraint firstItem="L1" firstAttribute="leading" secondItem="SA" secondAttribute="leading" constant="16" id="K2"/>
                                    <constraint firstItem="L1" firstAttribute="width" constant="61" placeholder="YES" id="P1"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="SA"/>
                            </view>
                            <connections>
                                <outlet property="widthConstraint" destination="P1" id="O1"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="F1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let compiled = try StoryboardCompiler.compile(try IBDocument.read(string: text, fileName: "Guides.storyboard"))
        #expect(compiled.notes.isEmpty, "\(compiled.notes)")
        let graph = NibObjectGraph(try #require(compiled.nib(named: "A1-view-V1")))
        let root = try view(width: 375, in: graph)
        let label = try view(width: 61, in: graph)
        let safe = try #require(graph.objects(ofClass: "UILayoutGuide").first)
        let top = try #require(graph.objects(ofClass: "_UILayoutGuide").first { graph.string($0["_UILayoutGuideIdentifier"]) == "_UIViewControllerTop" })
        #expect(graph.string(safe["UILayoutGuideIdentifier"]) == "UIViewSafeAreaLayoutGuide")
        #expect(graph.object("UILayoutGuideOwningView", of: safe)?.index == root.index)
        let xml = constraints(of: root, in: graph).suffix(2)
        #expect(xml.count == 2, "six generated top/bottom guide constraints, then the two XML ones")
        #expect(xml.first.flatMap { graph.object("NSSecondItem", of: $0) }?.index == top.index)
        #expect(xml.last.flatMap { graph.object("NSSecondItem", of: $0) }?.index == safe.index)
        #expect(constraints(of: root, in: graph).count == 8)
        #expect(graph.string(label["UIViewContentHuggingPriority"]) == "{251, 251}")
        let outlets = graph.objects(ofClass: "UIRuntimeOutletConnection").compactMap { graph.string($0["UILabel"]) }
        #expect(!outlets.contains("widthConstraint"))
    }
}
