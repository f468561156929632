import Foundation
import HeadlessSnapshotTesting
import HeadlessUIKit
import SnapshotTesting
import Testing

/// The image strategy's comparison: exact by default, tolerances as the iOS strategy's, a difference picture on failure.
@MainActor @Suite struct ImageStrategyTests {
    private func square(_ color: UIColor, dot: UIColor? = nil) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = color
        if let dot {
            let spot = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
            spot.backgroundColor = dot
            view.addSubview(spot)
        }
        return view
    }

    /// Whether `failure` is one, removing the difference picture it wrote (the artifacts folder is kept for real failures).
    private func failed(_ failure: (String, [DiffAttachment])?) -> Bool {
        guard let failure else { return false }
        if let path = failure.0.components(separatedBy: "Difference picture: ").dropFirst().last {
            try? FileManager.default.removeItem(atPath: path)
            // The folder goes too when nothing else is in it (these tests run one at a time, on the main actor).
            rmdir(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        }
        return true
    }

    private func image(of view: UIView) -> UIImage {
        UIGraphicsImageRenderer(size: view.bounds.size, format: {
            let format = UIGraphicsImageRendererFormat.default()
            format.scale = 1
            return format
        }()).image { context in view.layer.render(in: context.cgContext) }
    }

    @Test func identicalPicturesMatch() {
        // Given two drawings of the same red square
        let diffing = Diffing<UIImage>.image()
        // Then the strategy finds no difference
        #expect(diffing.diffV2(image(of: square(.red)), image(of: square(.red))) == nil)
    }

    @Test func aDifferentPixelFailsWithAMessageAndADifferencePicture() throws {
        // Given a red square and the same square with a blue 2×2 corner (4 of 400 pixels)
        let diffing = Diffing<UIImage>.image()
        // When they are compared exactly
        let failure = try #require(diffing.diffV2(image(of: square(.red)), image(of: square(.red, dot: .blue))))
        // Then the message counts the pixels, and names a difference picture that exists
        #expect(failure.0.contains("4 of 400 pixels differ"))
        let path = try #require(failure.0.components(separatedBy: "Difference picture: ").last)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(failure.1.count == 3)
        _ = failed(failure)
    }

    @Test func precisionAllowsAFractionOfPixelsToDiffer() {
        // Given 1% of the pixels differ
        let reference = image(of: square(.red)), new = image(of: square(.red, dot: .blue))
        // Then precision 0.99 accepts it and 0.995 does not
        #expect(Diffing<UIImage>.image(precision: 0.99).diffV2(reference, new) == nil)
        #expect(failed(Diffing<UIImage>.image(precision: 0.995).diffV2(reference, new)))
    }

    @Test func perceptualPrecisionAcceptsColoursTheEyeCannotTellApart() {
        // Given a red square and an almost identical red one
        let reference = image(of: square(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
        let new = image(of: square(UIColor(red: 0.99, green: 0, blue: 0, alpha: 1)))
        // Then exact comparison fails and perceptual precision 0.98 passes
        #expect(failed(Diffing<UIImage>.image().diffV2(reference, new)))
        #expect(Diffing<UIImage>.image(perceptualPrecision: 0.98).diffV2(reference, new) == nil)
    }

    @Test func aDeviceConfigurationSizesTheControllersPicture() throws {
        // Given a controller
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        // When it is drawn as an iPhone SE would show it
        let snapshot = Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe)
        var result: UIImage?
        snapshot.snapshot(controller).run { result = $0 }
        // Then the picture is the SE's screen at its scale
        let image = try #require(result)
        #expect(image.size == CGSize(width: 320, height: 568))
        #expect(image.scale == 2)
        // And the headless screen is put back afterwards
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
    }

    @Test func devicesAreFoundByForgivingNames() {
        #expect(ViewImageConfig.device(named: "iphone-14-pro")?.size == CGSize(width: 393, height: 852))
        #expect(ViewImageConfig.device(named: "iPad Air", .landscape)?.size == CGSize(width: 1180, height: 820))
        #expect(ViewImageConfig.device(named: "Pixel 7") == nil)
    }
}
