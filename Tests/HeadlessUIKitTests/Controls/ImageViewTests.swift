import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct ControlsImageViewTests {
    @Test("init(image:) sizes the view to the image, which is also its intrinsic size")
    func sizedToImage() {
        UIApplication.shared.resetForTesting()
        let image = UIImage(size: CGSize(width: 40, height: 30), name: "photo")

        let imageView = UIImageView(image: image)

        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 30))
        #expect(!imageView.isUserInteractionEnabled)
    }

    @Test("Without an image there is no intrinsic size")
    func noImage() {
        UIApplication.shared.resetForTesting()

        let imageView = UIImageView()

        #expect(imageView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test("A highlighted image view shows its highlighted image")
    func highlighted() {
        UIApplication.shared.resetForTesting()
        let normal = UIImage(size: CGSize(width: 10, height: 10))
        let highlighted = UIImage(size: CGSize(width: 12, height: 12))
        let imageView = UIImageView(image: normal, highlightedImage: highlighted)

        imageView.isHighlighted = true

        #expect(imageView.intrinsicContentSize == CGSize(width: 12, height: 12))
    }

    @Test("startAnimating without animation images does nothing")
    func animatingNeedsImages() {
        UIApplication.shared.resetForTesting()
        let imageView = UIImageView()

        imageView.startAnimating()

        #expect(!imageView.isAnimating)
    }

    @Test("A finite animation stops by itself on the virtual clock")
    func finiteAnimationEnds() {
        UIApplication.shared.resetForTesting()
        let imageView = UIImageView()
        imageView.animationImages = [UIImage(size: CGSize(width: 1, height: 1)), UIImage(size: CGSize(width: 1, height: 1))]
        imageView.animationDuration = 0.5
        imageView.animationRepeatCount = 2

        imageView.startAnimating()
        UIApplication.shared.advanceTime(by: 0.9)
        let runningBeforeEnd = imageView.isAnimating
        UIApplication.shared.advanceTime(by: 0.2)

        #expect(runningBeforeEnd)
        #expect(!imageView.isAnimating)
    }

    @Test("stopAnimating stops an endless animation")
    func stopAnimating() {
        UIApplication.shared.resetForTesting()
        let imageView = UIImageView()
        imageView.animationImages = [UIImage(size: CGSize(width: 1, height: 1))]
        imageView.startAnimating()
        #expect(imageView.isAnimating)

        imageView.stopAnimating()

        #expect(!imageView.isAnimating)
    }
}
