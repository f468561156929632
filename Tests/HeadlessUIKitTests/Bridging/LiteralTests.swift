import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("Colour and image literals", .serialized)
struct LiteralTests {
    @Test("#colorLiteral is a UIColor with the literal's components")
    func colorLiteral() {
        // Given a colour literal as Xcode writes it, without a type annotation
        let colour = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)

        // Then it is a UIColor (UIKit's _ColorLiteralType) with those components, as Float converts them
        let typed: UIColor = colour
        #expect(typed == UIColor(red: CGFloat(Float(0.2)), green: CGFloat(Float(0.4)), blue: CGFloat(Float(0.6)), alpha: CGFloat(Float(0.8))))
        let view = UIView()
        view.backgroundColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(view.backgroundColor == .red)
    }

    @Test("#imageLiteral loads the named image from the main bundle's asset catalog, as UIImage(named:)")
    func imageLiteral() throws {
        // Given an app bundle whose asset catalog has an image set "meal1", made the main bundle
        UIApplication.shared.resetForTesting()
        AssetCatalogCache.removeAll()
        let files = try FixtureBundle([
            "Assets.xcassets/Contents.json": Catalog.folder,
            "Assets.xcassets/meal1.imageset/Contents.json": Catalog.imageSet([("m3.png", "3x")]),
        ], data: ["Assets.xcassets/meal1.imageset/m3.png": Catalog.png(width: 90, height: 60)])
        let previous = Bundle.headlessMain
        Bundle.headlessMain = files.bundle
        defer { Bundle.headlessMain = previous }

        // When an image literal names it
        let image = #imageLiteral(resourceName: "meal1")

        // Then it is that image, sized in points at its scale
        let typed: UIImage = image
        #expect(typed.name == "meal1")
        #expect(typed.size == CGSize(width: 30, height: 20))
        #expect(typed.scale == 3)
    }
}
