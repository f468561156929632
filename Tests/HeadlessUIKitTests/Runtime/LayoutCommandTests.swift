import Foundation
import Testing
import TestScratch

/// IB files for `headless layout`, whose stored frames are what Xcode's Auto Layout gives.
enum LayoutFixtures {
    /// An iPhone 14 Pro scene (59 pt top safe area): a card pinned to the safe area, a label centred
    /// under it (its stored size stands in for its font), and a misplaced view left out of the count.
    static let card = IBXML.storyboard(initial: "card-1", IBXML.scene("card", """
                <viewController storyboardIdentifier="Card" id="card-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="card-view">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card-box">
                                <rect key="frame" x="16" y="79" width="361" height="100"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="100" id="c-h"/>
                                </constraints>
                            </view>
                            <label opaque="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="card-label">
                                <rect key="frame" x="150" y="187" width="93" height="21"/>
                            </label>
                            <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="card-moved">
                                <rect key="frame" x="300" y="700" width="10" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="20" id="c-mw"/>
                                    <constraint firstAttribute="height" constant="20" id="c-mh"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="card-safe"/>
                        <constraints>
                            <constraint firstItem="card-box" firstAttribute="top" secondItem="card-safe" secondAttribute="top" constant="20" id="c-t"/>
                            <constraint firstItem="card-box" firstAttribute="leading" secondItem="card-safe" secondAttribute="leading" constant="16" id="c-l"/>
                            <constraint firstItem="card-safe" firstAttribute="trailing" secondItem="card-box" secondAttribute="trailing" constant="16" id="c-r"/>
                            <constraint firstItem="card-label" firstAttribute="centerX" secondItem="card-box" secondAttribute="centerX" id="c-cx"/>
                            <constraint firstItem="card-label" firstAttribute="top" secondItem="card-box" secondAttribute="bottom" constant="8" id="c-lt"/>
                            <constraint firstItem="card-moved" firstAttribute="leading" secondItem="card-safe" secondAttribute="leading" id="c-ml"/>
                            <constraint firstItem="card-moved" firstAttribute="top" secondItem="card-safe" secondAttribute="top" id="c-mt"/>
                        </constraints>
                    </view>
                </viewController>
        """))
}

@Suite
struct LayoutCommandTests {
    private func write(_ text: String, as name: String) throws -> URL {
        let folder = try TestScratch.shared.folder("Layout")
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("`headless layout` solves a storyboard scene at its device's size and safe area: every placed view lands on its stored frame, the misplaced one left out")
    func storedFramesAgree() throws {
        let url = try write(LayoutFixtures.card, as: "Card.storyboard")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

        let (status, output) = try runHeadless(["layout", url.path])

        #expect(status == 0, "\(output)")
        #expect(output.contains("scene \"Card\" (UIViewController)"), "\(output)")
        #expect(output.contains("safe area 59/0/34/0 from frames (left, right, top)"), "top witnessed by the card (79 - 20), bottom from retina6_12\n\(output)")
        #expect(output.contains("misplaced"), "\(output)")
        #expect(output.hasSuffix("2 of 2 views within 0.5 pt\n"), "\(output)")
    }

    @Test("`headless layout --json` reports each view's stored and solved frames and the totals")
    func json() throws {
        let url = try write(LayoutFixtures.card, as: "Card.storyboard")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

        let (status, output) = try runHeadless(["layout", url.path, "--json"])

        #expect(status == 0, "\(output)")
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        #expect(object?["within"] as? Int == 2)
        #expect(object?["counted"] as? Int == 2)
        let views = ((object?["scenes"] as? [[String: Any]])?.first?["views"] as? [[String: Any]]) ?? []
        let label = views.first { $0["id"] as? String == "card-label" }
        #expect(label?["solved"] as? [Double] == [150, 187, 93, 21])
        #expect(views.first { $0["id"] as? String == "card-moved" }?["misplaced"] as? Bool == true)
    }

    @Test("`headless layout` refuses a compiled storyboard: it stores no design-time frames; exit 1")
    func refusesCompiled() throws {
        let (status, output) = try runHeadless(["layout", "/tmp/Nothing.storyboardc"])

        #expect(status == 1)
        #expect(output.contains("stores no design-time frames"), "\(output)")
    }
}
