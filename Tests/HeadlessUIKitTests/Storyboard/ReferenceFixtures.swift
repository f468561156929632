import Foundation
@testable import HeadlessUIKit
import TestScratch

/// The controller of Settings.storyboard's "SettingsHome" scene.
final class ReferencedSettingsController: UIViewController {}

/// The initial controller of Profile.storyboard.
final class ReferencedProfileController: UIViewController {}

/// A tab bar app with one storyboard per tab: Main.storyboard's containers reach their children through storyboard
/// references (to another storyboard's initial controller, to an identifier there, to a scene of Main itself).
enum ReferenceFixtures {
    static let main = IBXML.storyboard(initial: "tabs-1", [
        IBXML.scene("tabs", """
                <tabBarController storyboardIdentifier="Tabs" id="tabs-1" sceneMemberID="viewController">
                    <connections>
                        <segue destination="ref-feed" kind="relationship" relationship="viewControllers" id="rel-feed"/>
                        <segue destination="ref-settings" kind="relationship" relationship="viewControllers" id="rel-settings"/>
                    </connections>
                </tabBarController>
        """),
        // Xcode shows a tab bar item on a reference that is a tab; Feed's own scene declares one too.
        IBXML.scene("feedref", """
                <viewControllerPlaceholder storyboardName="Feed" id="ref-feed" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Placeholder Feed" id="ref-feed-item"/>
                </viewControllerPlaceholder>
        """),
        IBXML.scene("settingsref", """
                <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="SettingsHome" id="ref-settings" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Prefs" id="ref-settings-item"/>
                </viewControllerPlaceholder>
        """),
        navigation("Nav", to: "ref-profile"),
        IBXML.scene("profileref", """
                <viewControllerPlaceholder storyboardName="Profile" id="ref-profile" sceneMemberID="viewController"/>
        """),
        navigation("LocalNav", to: "ref-local"),
        IBXML.scene("localref", """
                <viewControllerPlaceholder referencedIdentifier="Local" id="ref-local" sceneMemberID="viewController"/>
        """),
        IBXML.scene("local", """
                <viewController storyboardIdentifier="Local" title="Local" id="local-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="local-view">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </view>
                </viewController>
        """),
        navigation("Broken", to: "ref-missing"),
        IBXML.scene("missingref", """
                <viewControllerPlaceholder storyboardName="Missing" id="ref-missing" sceneMemberID="viewController"/>
        """),
        IBXML.scene("brokentabs", """
                <tabBarController storyboardIdentifier="BrokenTabs" id="brokentabs-1" sceneMemberID="viewController">
                    <connections>
                        <segue destination="local-1" kind="relationship" relationship="viewControllers" id="rel-bt-local"/>
                        <segue destination="ref-nope" kind="relationship" relationship="viewControllers" id="rel-bt-nope"/>
                    </connections>
                </tabBarController>
        """),
        IBXML.scene("noperef", """
                <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Nope" id="ref-nope" sceneMemberID="viewController"/>
        """),
        IBXML.scene("embedsbroken", """
                <viewController storyboardIdentifier="EmbedsBroken" id="embedsbroken-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="embedsbroken-view">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <containerView opaque="NO" contentMode="scaleToFill" id="embedsbroken-container">
                                <rect key="frame" x="0.0" y="100" width="390" height="400"/>
                                <connections>
                                    <segue destination="Broken-1" kind="embed" id="embedsbroken-embed"/>
                                </connections>
                            </containerView>
                        </subviews>
                    </view>
                </viewController>
        """),
        IBXML.scene("split", """
                <splitViewController storyboardIdentifier="Split" id="split-1" sceneMemberID="viewController">
                    <connections>
                        <segue destination="ref-profile" kind="relationship" relationship="masterViewController" id="rel-master"/>
                        <segue destination="ref-local" kind="relationship" relationship="detailViewController" id="rel-detail"/>
                    </connections>
                </splitViewController>
        """),
    ].joined(separator: "\n"))

    /// Feed.storyboard: its initial controller is a navigation controller with its own tab bar item.
    static let feed = IBXML.storyboard(initial: "feednav-1", [
        IBXML.scene("feednav", """
                <navigationController id="feednav-1" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Feed" id="feednav-item"/>
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="feednav-bar">
                        <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="feedlist-1" kind="relationship" relationship="rootViewController" id="rel-feedlist"/>
                    </connections>
                </navigationController>
        """),
        IBXML.scene("feedlist", """
                <viewController title="Feed List" id="feedlist-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="feedlist-view">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </view>
                </viewController>
        """),
    ].joined(separator: "\n"))

    /// Settings.storyboard: no initial controller; "SettingsHome" declares no tab bar item.
    static let settings = IBXML.storyboard(initial: nil, IBXML.scene("settings", """
                <viewController storyboardIdentifier="SettingsHome" title="Settings" id="settings-1" customClass="ReferencedSettingsController" customModule="HeadlessUIKitTests" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="settings-view">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </view>
                </viewController>
        """))

    /// Profile.storyboard: its initial controller.
    static let profile = IBXML.storyboard(initial: "profile-1", IBXML.scene("profile", """
                <viewController title="Profile" id="profile-1" customClass="ReferencedProfileController" customModule="HeadlessUIKitTests" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="profile-view">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </view>
                </viewController>
        """))

    /// A navigation controller scene `identifier` whose root is `destination`.
    private static func navigation(_ identifier: String, to destination: String) -> String {
        IBXML.scene(identifier, """
                <navigationController storyboardIdentifier="\(identifier)" id="\(identifier)-1" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(identifier)-bar">
                        <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="\(destination)" kind="relationship" relationship="rootViewController" id="\(identifier)-root"/>
                    </connections>
                </navigationController>
        """)
    }

    /// A bundle folder holding the four storyboards (as Xcode copies a target's storyboards into one bundle), and
    /// Main loaded from it; the caller removes the folder.
    @MainActor static func loadMain() throws -> (storyboard: UIStoryboard, folder: URL) {
        let folder = try TestScratch.shared.folder("ReferenceRelationships")
        for (name, text) in [("Main", main), ("Feed", feed), ("Settings", settings), ("Profile", profile)] {
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).storyboard"))
        }
        return (try UIStoryboard.load(contentsOf: folder.appendingPathComponent("Main.storyboard")), folder)
    }
}
