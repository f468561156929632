import Foundation
import HeadlessExample
import IBGen
import InterfaceBuilder
import UIKit
import TestScratch

/// The bundle the generated code in `Generated/ExampleIB.swift` loads from (its `--bundle` expression):
/// the example app's resources unless a test points it elsewhere.
@MainActor
enum ExampleBundle {
    /// The bundle now.
    static var current: Bundle? = ExampleApp.bundle
}

/// What `Generated/ExampleIB.swift` is generated from: the example app's storyboard and xibs, and `Badge.xib`,
/// which names an image and a colour.
enum GenFixtures {
    /// The package's folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The committed generated file.
    static let golden = packageRoot.appendingPathComponent("Tests/IBGenTests/Generated/ExampleIB.swift")

    /// The example app's resources folder.
    static let exampleResources = packageRoot.appendingPathComponent("Examples/HeadlessExample/Resources")

    /// The generator's settings for the golden file.
    static var options: IBCodeGenerator.Options {
        var options = IBCodeGenerator.Options()
        options.imports = ["HeadlessExample"]
        options.module = "IBGenTests"
        options.bundleExpression = "ExampleBundle.current"
        return options
    }

    /// A xib whose image view shows the image `star` on the colour `Brand`.
    static let badge = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star" id="badge-1">
                    <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                    <color key="backgroundColor" name="Brand"/>
                </imageView>
            </objects>
            <resources>
                <image name="star" width="24" height="24"/>
                <namedColor name="Brand">
                    <color red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
            </resources>
        </document>
        """

    /// The documents, named as in the bundle.
    static func documents() throws -> [(name: String, document: IBDocument)] {
        var documents: [(name: String, document: IBDocument)] = []
        for name in ["CreditsView.xib", "DetailHeaderView.xib", "Main.storyboard"] {
            let url = exampleResources.appendingPathComponent(name)
            documents.append((url.deletingPathExtension().lastPathComponent, try IBDocument.read(contentsOf: url)))
        }
        documents.append(("Badge", try IBDocument.read(string: badge, fileName: "Badge.xib")))
        return documents
    }

    /// A 1×1 PNG.
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")!

    /// A bundle folder with the example's files and Badge.xib; `good` adds `star.png` and the `Brand` colour set,
    /// else leaves them out and makes the RecipeDetail scene an EditRecipeViewController.
    static func bundle(good: Bool) throws -> URL {
        let folder = try TestScratch.shared.folder("IBGen")
        for name in ["CreditsView.xib", "DetailHeaderView.xib"] {
            try FileManager.default.copyItem(at: exampleResources.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        var main = try String(contentsOf: exampleResources.appendingPathComponent("Main.storyboard"), encoding: .utf8)
        if !good {
            main = main.replacingOccurrences(of: #"storyboardIdentifier="RecipeDetail" id="Vd3-Tl-8Kp" customClass="RecipeDetailViewController""#,
                                             with: #"storyboardIdentifier="RecipeDetail" id="Vd3-Tl-8Kp" customClass="EditRecipeViewController""#)
        }
        try Data(main.utf8).write(to: folder.appendingPathComponent("Main.storyboard"))
        try Data(badge.utf8).write(to: folder.appendingPathComponent("Badge.xib"))
        if good {
            try png.write(to: folder.appendingPathComponent("star.png"))
            let colorSet = folder.appendingPathComponent("Assets.xcassets/Brand.colorset")
            try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
            try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: folder.appendingPathComponent("Assets.xcassets/Contents.json"))
            try Data(#"""
                {"colors":[{"color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
                """#.utf8).write(to: colorSet.appendingPathComponent("Contents.json"))
        }
        return folder
    }
}
