import Foundation
@testable import InterfaceBuilder

/// Small inline documents for the reading tests.
enum ReadingSamples {
    /// A storyboard whose `<scenes>` holds `scenes`.
    static func storyboard(_ scenes: String, initial: String = "vc1", resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="17703"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    }

    /// A xib whose `<objects>` holds `objects`.
    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
        </document>
        """
    }

    /// A one-scene storyboard whose controller `vc1` has a root view `root` holding `subviews`.
    static func viewScene(_ subviews: String, rootExtra: String = "") -> String {
        storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
        \(subviews)
                                </subviews>
        \(rootExtra)
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """)
    }

    /// Reads a string as a document.
    static func read(_ xml: String, fileName: String = "Sample.storyboard") throws(IBReadError) -> IBDocument {
        try IBDocument.read(data: Data(xml.utf8), fileName: fileName)
    }

    /// The error reading a string throws, or nil if it reads.
    static func error(_ xml: String, fileName: String = "Bad.xib") -> IBReadError? {
        do {
            _ = try IBDocument.read(data: Data(xml.utf8), fileName: fileName)
            return nil
        } catch {
            return error
        }
    }
}
