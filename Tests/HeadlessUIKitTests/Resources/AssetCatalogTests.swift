import Foundation
import Testing
@testable import HeadlessUIKit

/// Small asset catalogs, written as Xcode writes them.
enum Catalog {
    /// The 8-byte PNG signature and an IHDR chunk: enough for the size.
    static func png(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    static let info = #""info" : { "author" : "xcode", "version" : 1 }"#

    /// An image set's `Contents.json`: `(filename, scale)` pairs, plus properties.
    static func imageSet(_ images: [(String?, String?)], properties: String? = nil, extra: String = "") -> String {
        let entries = images.map { file, scale in
            "{ \"idiom\" : \"universal\"" + (file.map { ", \"filename\" : \"\($0)\"" } ?? "")
                + (scale.map { ", \"scale\" : \"\($0)\"" } ?? "") + " }"
        } + (extra.isEmpty ? [] : [extra])
        return "{ \"images\" : [ \(entries.joined(separator: ", ")) ], \(info)"
            + (properties.map { ", \"properties\" : { \($0) }" } ?? "") + " }"
    }

    /// A colour entry: components in a colour space, optionally for the dark appearance.
    static func color(_ components: String, space: String = "srgb", dark: Bool = false) -> String {
        (dark ? #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "# : "{ ")
            + #""color" : { "color-space" : "\#(space)", "components" : { \#(components) } }, "idiom" : "universal" }"#
    }

    static func colorSet(_ colors: String...) -> String {
        "{ \"colors\" : [ \(colors.joined(separator: ", ")) ], \(info) }"
    }

    static let folder = "{ \(info) }"
    static let namespace = #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#
}

@MainActor
@Suite("Asset catalogs", .serialized)
struct AssetCatalogTests {
    init() {
        UIApplication.shared.resetForTesting()
        AssetCatalogCache.removeAll()
    }

    @Test("An image set gives the file for the screen's scale, sized in points")
    func imageForScreenScale() throws {
        let files = try FixtureBundle([
            "Assets.xcassets/Contents.json": Catalog.folder,
            "Assets.xcassets/photo.imageset/Contents.json": Catalog.imageSet([("p1.png", "1x"), ("p2.png", "2x"), ("p3.png", "3x")]),
        ], data: [
            "Assets.xcassets/photo.imageset/p1.png": Catalog.png(width: 40, height: 20),
            "Assets.xcassets/photo.imageset/p2.png": Catalog.png(width: 80, height: 40),
            "Assets.xcassets/photo.imageset/p3.png": Catalog.png(width: 120, height: 60),
        ])

        let image = try #require(UIImage(named: "photo", in: files.bundle))

        #expect(UIScreen.main.scale == 3)
        #expect(image.scale == 3)
        #expect(image.size == CGSize(width: 40, height: 20))
        #expect(image.name == "photo")
        #expect(image.renderingMode == .automatic)
    }

    @Test("Without the screen's scale, the nearest scale is used; the traits' display scale wins over the screen's")
    func nearestScaleAndTraits() throws {
        let files = try FixtureBundle([
            "Assets.xcassets/star.imageset/Contents.json": Catalog.imageSet([(nil, "1x"), ("s2.png", "2x"), (nil, "3x")]),
            "Assets.xcassets/both.imageset/Contents.json": Catalog.imageSet([("b1.png", "1x"), ("b3.png", "3x")]),
        ], data: [
            "Assets.xcassets/star.imageset/s2.png": Catalog.png(width: 50, height: 48),
            "Assets.xcassets/both.imageset/b1.png": Catalog.png(width: 10, height: 10),
            "Assets.xcassets/both.imageset/b3.png": Catalog.png(width: 30, height: 30),
        ])

        let star = try #require(UIImage(named: "star", in: files.bundle))
        #expect(star.scale == 2)
        #expect(star.size == CGSize(width: 25, height: 24))

        let atOne = try #require(UIImage(named: "both", in: files.bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(atOne.scale == 1)
        #expect(atOne.size == CGSize(width: 10, height: 10))
        let atTwo = try #require(UIImage(named: "both", in: files.bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(atTwo.scale == 3)  // 1 and 3 are as near: the larger wins

        UIScreen.main.scale = 1
        #expect(try #require(UIImage(named: "both", in: files.bundle)).scale == 1)
        UIScreen.main.scale = UIScreen.defaultScale
    }

    @Test("A single-scale image is 1x, a PDF keeps its own size at the screen's scale, an SVG its width and height")
    func singleScaleAndVector() throws {
        let pdf = "%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 24 32] >> endobj\n"
        let files = try FixtureBundle([
            "A.xcassets/single.imageset/Contents.json": Catalog.imageSet([("single.png", nil)]),
            "A.xcassets/vector.imageset/Contents.json": Catalog.imageSet([("vector.pdf", nil)], properties: #""preserves-vector-representation" : true"#),
            "A.xcassets/vector.imageset/vector.pdf": pdf,
            "A.xcassets/drawing.imageset/Contents.json": Catalog.imageSet([("d.svg", nil)]),
            "A.xcassets/drawing.imageset/d.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="18" height="12px" viewBox="0 0 36 24"></svg>"#,
        ], data: ["A.xcassets/single.imageset/single.png": Catalog.png(width: 64, height: 32)])

        let single = try #require(UIImage(named: "single", in: files.bundle))
        #expect(single.scale == 1)
        #expect(single.size == CGSize(width: 64, height: 32))
        let vector = try #require(UIImage(named: "vector", in: files.bundle))
        #expect(vector.size == CGSize(width: 24, height: 32))
        #expect(vector.scale == 3)
        let drawing = try #require(UIImage(named: "drawing", in: files.bundle))
        #expect(drawing.size == CGSize(width: 18, height: 12))
    }

    @Test("Template rendering intent gives the rendering mode; withRenderingMode(_:) changes it")
    func templateRenderingIntent() throws {
        let files = try FixtureBundle([
            "Assets.xcassets/icon.imageset/Contents.json": Catalog.imageSet([("i.png", "3x")], properties: #""template-rendering-intent" : "template""#),
            "Assets.xcassets/logo.imageset/Contents.json": Catalog.imageSet([("l.png", "3x")], properties: #""template-rendering-intent" : "original""#),
        ], data: [
            "Assets.xcassets/icon.imageset/i.png": Catalog.png(width: 3, height: 3),
            "Assets.xcassets/logo.imageset/l.png": Catalog.png(width: 3, height: 3),
        ])

        let icon = try #require(UIImage(named: "icon", in: files.bundle))
        #expect(icon.renderingMode == .alwaysTemplate)
        #expect(try #require(UIImage(named: "logo", in: files.bundle)).renderingMode == .alwaysOriginal)
        let original = icon.withRenderingMode(.alwaysOriginal)
        #expect(original.renderingMode == .alwaysOriginal)
        #expect(original.size == icon.size && original.name == "icon")
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
    }

    @Test("A folder that provides a namespace prefixes its names; a plain folder does not; app icons are ignored")
    func namespacesAndIgnoredSets() throws {
        let files = try FixtureBundle([
            "Assets.xcassets/Icons/Contents.json": Catalog.namespace,
            "Assets.xcassets/Icons/star.imageset/Contents.json": Catalog.imageSet([("s.png", "3x")]),
            "Assets.xcassets/Plain/Contents.json": Catalog.folder,
            "Assets.xcassets/Plain/moon.imageset/Contents.json": Catalog.imageSet([("m.png", "3x")]),
            "Assets.xcassets/AppIcon.appiconset/Contents.json": Catalog.imageSet([("icon.png", "2x")]),
        ], data: [
            "Assets.xcassets/Icons/star.imageset/s.png": Catalog.png(width: 3, height: 3),
            "Assets.xcassets/Plain/moon.imageset/m.png": Catalog.png(width: 3, height: 3),
            "Assets.xcassets/AppIcon.appiconset/icon.png": Catalog.png(width: 120, height: 120),
        ])

        #expect(UIImage(named: "Icons/star", in: files.bundle) != nil)
        #expect(UIImage(named: "star", in: files.bundle) == nil)
        #expect(UIImage(named: "moon", in: files.bundle) != nil)
        #expect(UIImage(named: "AppIcon", in: files.bundle) == nil)
        let catalog = try #require(AssetCatalog.catalogs(in: files.bundle).first)
        #expect(Set(catalog.imageSets.keys) == ["Icons/star", "moon"])
    }

    @Test("The catalog wins over a loose file of the same name; a name only loose is still found")
    func catalogBeforeLooseFiles() throws {
        let files = try FixtureBundle([
            "Resources/Media.xcassets/photo.imageset/Contents.json": Catalog.imageSet([("p.png", "3x")]),
        ], data: [
            "Resources/Media.xcassets/photo.imageset/p.png": Catalog.png(width: 300, height: 150),
            "photo@2x.png": Catalog.png(width: 10, height: 10),
            "loose@2x.png": Catalog.png(width: 10, height: 10),
        ])

        #expect(try #require(UIImage(named: "photo", in: files.bundle)).size == CGSize(width: 100, height: 50))
        #expect(try #require(UIImage(named: "loose", in: files.bundle)).size == CGSize(width: 5, height: 5))
    }

    @Test("A dark image variant is chosen for dark traits")
    func darkImageVariant() throws {
        let dark = #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "d.png", "idiom" : "universal", "scale" : "3x" }"#
        let files = try FixtureBundle([
            "Assets.xcassets/sky.imageset/Contents.json": Catalog.imageSet([("l.png", "3x")], extra: dark),
        ], data: [
            "Assets.xcassets/sky.imageset/l.png": Catalog.png(width: 30, height: 30),
            "Assets.xcassets/sky.imageset/d.png": Catalog.png(width: 60, height: 60),
        ])

        #expect(try #require(UIImage(named: "sky", in: files.bundle)).size.width == 10)
        let night = UITraitCollection(userInterfaceStyle: .dark)
        #expect(try #require(UIImage(named: "sky", in: files.bundle, compatibleWith: night)).size.width == 20)
    }

    @Test("A colour set gives its colour from decimal, 8-bit, hex, Display P3 and grey components")
    func colorComponents() throws {
        let files = try FixtureBundle([
            "C.xcassets/Decimal.colorset/Contents.json": Catalog.colorSet(Catalog.color(#""red" : "1.000", "green" : "0.500", "blue" : "0.000", "alpha" : "1.000""#)),
            "C.xcassets/Bytes.colorset/Contents.json": Catalog.colorSet(Catalog.color(#""red" : "255", "green" : "51", "blue" : "0", "alpha" : "0.500""#, space: "extended-srgb")),
            "C.xcassets/Hex.colorset/Contents.json": Catalog.colorSet(Catalog.color(#""red" : "0xFF", "green" : "0x33", "blue" : "0x00", "alpha" : "1.000""#, space: "display-p3")),
            "C.xcassets/Grey.colorset/Contents.json": Catalog.colorSet(Catalog.color(#""white" : "0.250", "alpha" : "1.000""#, space: "gray-gamma-22")),
        ])

        #expect(UIColor(named: "Decimal", in: files.bundle, compatibleWith: nil) == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor(named: "Bytes", in: files.bundle, compatibleWith: nil) == UIColor(red: 1, green: 0.2, blue: 0, alpha: 0.5))
        #expect(UIColor(named: "Hex", in: files.bundle, compatibleWith: nil) == UIColor(red: 1, green: 0.2, blue: 0, alpha: 1))
        #expect(UIColor(named: "Grey", in: files.bundle, compatibleWith: nil) == UIColor(white: 0.25, alpha: 1))
        #expect(UIColor(named: "Missing", in: files.bundle, compatibleWith: nil) == nil)
    }

    @Test("A colour set's dark variant is returned for dark traits and kept for resolvedColor(with:)")
    func darkColorVariant() throws {
        let files = try FixtureBundle([
            "C.xcassets/Brand.colorset/Contents.json": Catalog.colorSet(
                Catalog.color(#""red" : "1.000", "green" : "1.000", "blue" : "1.000", "alpha" : "1.000""#),
                Catalog.color(#""red" : "0.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#, dark: true)),
        ])
        let dark = UITraitCollection(userInterfaceStyle: .dark)

        let brand = try #require(UIColor(named: "Brand", in: files.bundle, compatibleWith: nil))
        #expect(brand == .white)
        #expect(brand.resolvedColor(with: dark) == .black)
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
        #expect(UIColor(named: "Brand", in: files.bundle, compatibleWith: dark) == .black)
        #expect(UIColor(named: "Brand", in: files.bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .light)) == .white)
    }

    @Test("A bad Contents.json is skipped with a warning naming the file; the rest of the catalog still loads")
    func badContentsIsSkipped() throws {
        let files = try FixtureBundle([
            "Assets.xcassets/broken.imageset/Contents.json": "{ \"images\" : [ ",
            "Assets.xcassets/odd.colorset/Contents.json": Catalog.colorSet(Catalog.color(#""red" : "lots", "green" : "0", "blue" : "0""#)),
            "Assets.xcassets/good.imageset/Contents.json": Catalog.imageSet([("g.png", "3x")]),
        ], data: ["Assets.xcassets/good.imageset/g.png": Catalog.png(width: 3, height: 3)])
        let recorder = LifecycleRecorder()

        defer { recorder.stop() }

        #expect(UIImage(named: "broken", in: files.bundle) == nil)
        #expect(UIImage(named: "good", in: files.bundle) != nil)
        #expect(UIColor(named: "odd", in: files.bundle, compatibleWith: nil) == nil)
        let catalog = try #require(AssetCatalog.catalogs(in: files.bundle).first)
        // The catalog keeps its warnings; the log's copy may arrive later when a lookup ran off the
        // main actor, so the deterministic list is what this test reads.
        let warnings = catalog.warnings
        #expect(warnings.count == 2)
        #expect(warnings.contains { $0.contains("broken.imageset/Contents.json") })
        #expect(warnings.contains { $0.contains("odd.colorset/Contents.json") })
        _ = recorder
    }

    @Test("An image named in a xib is found in the nib bundle's catalog")
    func nibImageFromCatalog() throws {
        let xib = IBXML.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Icons/star" id="img-1">
                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
            </imageView>
            """)
        let files = try FixtureBundle([
            "Stars.xib": xib,
            "Assets.xcassets/Icons/Contents.json": Catalog.namespace,
            "Assets.xcassets/Icons/star.imageset/Contents.json": Catalog.imageSet([("s.png", "2x")]),
        ], data: ["Assets.xcassets/Icons/star.imageset/s.png": Catalog.png(width: 48, height: 46)])

        let objects = try #require(files.bundle.loadNibNamed("Stars", owner: nil, options: nil))
        let imageView = try #require(objects.first as? UIImageView)

        #expect(imageView.image?.name == "Icons/star")
        #expect(imageView.image?.size == CGSize(width: 24, height: 23))
    }

    /// FoodTracker's app folder in the shared folder beside the package (absent on a clone without it).
    nonisolated static let foodTrackerApp = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/clients/FoodTracker/FoodTracker/FoodTracker")

    @Test("FoodTracker's catalog: the default photo and the three stars load at 2x with their sizes",
          .enabled(if: FileManager.default.fileExists(atPath: foodTrackerApp.path), "needs ../shared/clients (see CorpusPresenceTests)"))
    func foodTrackerCatalog() throws {
        let app = Self.foodTrackerApp
        let bundle = try #require(Bundle(path: app.path))
        try #require(AssetCatalog.catalogs(in: bundle).count == 1, "FoodTracker's Assets.xcassets should be at \(app.path)")
        let traits = UITraitCollection(displayScale: 3)

        let photo = try #require(UIImage(named: "defaultPhoto", in: bundle, compatibleWith: traits))
        let empty = try #require(UIImage(named: "emptyStar", in: bundle, compatibleWith: traits))
        let filled = try #require(UIImage(named: "filledStar", in: bundle, compatibleWith: traits))
        let highlighted = try #require(UIImage(named: "highlightedStar", in: bundle, compatibleWith: traits))

        #expect(photo.scale == 2 && photo.size == CGSize(width: 540, height: 540))
        #expect(empty.size == CGSize(width: 255, height: 256))
        #expect(filled.size == CGSize(width: 237.5, height: 238))
        #expect(highlighted.size == filled.size)
        #expect(UIImage(named: "meal1", in: bundle) != nil)  // "Sample Images" does not provide a namespace
        #expect(UIImage(named: "AppIcon", in: bundle) == nil)
    }
}
