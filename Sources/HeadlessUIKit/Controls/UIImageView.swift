import Foundation

/// A view that shows an image, or a sequence of images as an animation.
@MainActor
open class UIImageView: UIView {
    /// Makes an image view with a frame. Image views ignore touches by default, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Makes an image view from an archive: image, highlighted image and state (a nib's
    /// interaction flag is kept, as in UIKit).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder {
            decodeImageViewAttributes(nib)
        } else {
            isUserInteractionEnabled = false
        }
    }

    /// Makes an image view sized to the image (a zero frame without one).
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Makes an image view sized to the image, with an image for the highlighted state.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// The image shown when not highlighted.
    open var image: UIImage? {
        didSet { if oldValue !== image { invalidateIntrinsicContentSize() } }
    }
    /// The image shown when highlighted.
    open var highlightedImage: UIImage?
    /// Whether the highlighted image is shown.
    open var isHighlighted = false

    /// The images of the animation, in order.
    open var animationImages: [UIImage]?
    /// The images of the animation while highlighted.
    open var highlightedAnimationImages: [UIImage]?
    /// One cycle's length in seconds; 0 means 1/30 s per image, as in UIKit.
    open var animationDuration: TimeInterval = 0
    /// How many cycles to play; 0 repeats forever.
    open var animationRepeatCount = 0

    /// Whether the animation is running.
    open var isAnimating: Bool { animationGeneration != nil }
    private var animationGeneration: Int?
    private var nextGeneration = 0

    /// Starts the animation of `animationImages`. Without images nothing starts, as in UIKit.
    /// A finite `animationRepeatCount` ends the animation on HeadlessUIKit's clock.
    open func startAnimating() {
        let images = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages
        guard let images, !images.isEmpty else { return }
        nextGeneration += 1
        let generation = nextGeneration
        animationGeneration = generation
        guard animationRepeatCount > 0 else { return }
        let cycle = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        Scheduler.shared.schedule(after: cycle * Double(animationRepeatCount), "UIImageView animation end") { [weak self] in
            guard let self, self.animationGeneration == generation else { return }
            self.animationGeneration = nil
        }
    }

    /// Stops the animation.
    open func stopAnimating() { animationGeneration = nil }

    /// The image shown now: the highlighted image while highlighted, if there is one.
    var displayedImage: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }

    /// The image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = displayedImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return image.size
    }

    /// The image's size (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? bounds.size }

    /// UIKit's `image = <UIImage…>` part of the description.
    override var descriptionDetails: [String] {
        super.descriptionDetails + (image.map { ["image = \($0)"] } ?? [])
    }
}
