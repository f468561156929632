import Foundation
import Testing
@testable import HeadlessUIKit
import TestScratch

/// A temporary bundle holding IB files written by a test (a plain folder).
struct FixtureBundle {
    let url: URL
    let bundle: Bundle

    /// Writes each relative path with its text (or data) and opens the folder as a bundle.
    init(_ files: [String: String], data: [String: Data] = [:]) throws {
        // In the test process's scratch folder, removed at exit: the bundle may read its files after the last use
        // of this value, so nothing here deletes them earlier.
        let url = try TestScratch.shared.folder("NibFixture")
        self.url = url
        for (path, text) in files { try Self.write(Data(text.utf8), to: path, in: url) }
        for (path, bytes) in data { try Self.write(bytes, to: path, in: url) }
        bundle = try #require(Bundle(path: url.path))
    }

    private static func write(_ data: Data, to path: String, in url: URL) throws {
        let target = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target)
    }
}

/// IB XML as Xcode writes it, for tests.
enum IBXML {
    /// A xib document around `objects`.
    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            </dependencies>
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    /// A storyboard document around `scenes`, with an optional initial controller.
    static func storyboard(initial: String?, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// One scene holding `controller` (its XML element, with the first responder placeholder added).
    static func scene(_ id: String, _ controller: String, extra: String = "") -> String {
        """
                <scene sceneID="\(id)-scene">
                    <objects>
        \(controller)
                        <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" sceneMemberID="firstResponder"/>
        \(extra)
                    </objects>
                </scene>
        """
    }
}

/// Where the shared corpus of real IB files lives: `../shared/corpus` beside the package.
enum SharedCorpus {
    /// The corpus folder.
    static let root: URL = {
        let package = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return package.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }()

    /// Whether the corpus is there (CI=true requires it).
    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: root.path) || ProcessInfo.processInfo.environment["CI"] == "true"
    }
}
