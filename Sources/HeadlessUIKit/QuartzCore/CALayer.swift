import Foundation

/// Core Animation's layer: the geometry and look of a rectangle, in a tree of sublayers. Every view
/// has one (`UIView.layer`, made on first use, of the view's `layerClass`).
///
/// A view's layer and the view are one state, as in UIKit: the layer's `frame`, `bounds`, `position`,
/// `backgroundColor`, `opacity`, `isHidden`, `masksToBounds` and `isOpaque` read and write the view's
/// (`frame`, `bounds`, `center`, `backgroundColor`, `alpha`, `isHidden`, `clipsToBounds`, `isOpaque`),
/// and the view's `transform` is the layer's. Its sublayers are its subviews' layers, in order, with
/// whatever sublayers the app added. Drawing the tree records a `Drawing` (`CALayer+Drawing.swift`).
@MainActor
open class CALayer: NSObject {
    /// The action methods this class answers to, by selector (HeadlessUIKit's stand-in for `@objc`; none here).
    /// On iOS any NSObject subclass can be a target, so an app's subclass lists its own (docs/actions.md).
    open class var actionMethods: ActionMethods { ActionMethods() }


    /// The view whose layer this is (its delegate in UIKit).
    weak var hostView: UIView?
    /// The delegate set by the app (a view's layer answers its view).
    private weak var storedDelegate: (any CALayerDelegate)?

    // A stand-alone layer's own geometry and look (a view's layer uses the view's).
    var ownBounds = CGRect.zero
    var ownPosition = CGPoint.zero
    var ownBackgroundColor: CGColor?
    var ownOpacity: Float = 1
    var ownIsHidden = false
    var ownMasksToBounds = false
    var ownIsOpaque = false

    /// The sublayers; for a view's layer made when the layer is, from the subviews' layers.
    var storedSublayers: [CALayer] = []
    /// The superlayer, once known (a view's layer whose superview's layer is not made yet has none).
    weak var storedSuperlayer: CALayer?
    /// The explicit animations added with `add(_:forKey:)` (CALayer+Animations.swift).
    var storedAnimations: [RunningAnimation] = []

    /// Where `position` is in the bounds, in the unit square; (0.5, 0.5) by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { anchorPointDidChange(from: oldValue) }
    }
    /// The 3-D transform about the anchor point; the identity by default. A view's `transform` is its affine part.
    open var transform: CATransform3D = .identity {
        didSet { transformDidChange() }
    }
    /// The transform applied to the sublayers.
    open var sublayerTransform: CATransform3D = .identity
    /// The order among siblings when drawn (higher is in front); 0 by default.
    open var zPosition: CGFloat = 0
    /// The anchor point's z.
    open var anchorPointZ: CGFloat = 0

    /// The corner radius of the background and border; 0 by default.
    open var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds; all four by default.
    open var maskedCorners: CACornerMask = .all
    /// Whether corners are continuous (iOS 13's squircle) rather than circular.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The border width, drawn inside the bounds; 0 by default.
    open var borderWidth: CGFloat = 0
    /// The border colour; opaque black by default.
    open var borderColor: CGColor? = .black

    /// The shadow colour; opaque black by default.
    open var shadowColor: CGColor? = .black
    /// The shadow's opacity, 0…1; 0 by default (no shadow).
    open var shadowOpacity: Float = 0
    /// The shadow's offset; (0, -3) by default, as in Core Animation.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius; 3 by default.
    open var shadowRadius: CGFloat = 3
    /// The shadow's shape; nil uses the layer's content.
    open var shadowPath: CGPath?

    /// The layer's content: a `CGImage`-like value (`UIImage.cgImage`, or a `UIImage` given as is); nil by default.
    open var contents: Any?
    /// How the contents fill the bounds.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// The contents' pixels per point; 1 by default (a view's layer: the screen's scale).
    open var contentsScale: CGFloat = 1
    /// The part of the contents shown, in the unit square.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// A layer whose alpha masks this one.
    open var mask: CALayer?
    /// A name, for finding the layer (and `description`).
    open var name: String?
    /// Whether the back of the layer is drawn when turned away.
    open var isDoubleSided = true
    /// Whether `setNeedsDisplay()` is called when the bounds change.
    open var needsDisplayOnBoundsChange = false
    /// Whether contents are drawn in the background (no effect headless).
    open var drawsAsynchronously = false
    /// Whether the layer is flattened to a bitmap before compositing (no effect headless).
    open var shouldRasterize = false
    /// The scale of a rasterized layer.
    open var rasterizationScale: CGFloat = 1

    private var needsDisplayFlag = false
    private var needsLayoutFlag = false

    /// A layer with default values.
    public required override init() { super.init() }

    /// A copy of `layer`'s values (Core Animation's shadow-copy initializer), without its sublayers.
    public required init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        ownBounds = other.bounds; ownPosition = other.position; ownBackgroundColor = other.backgroundColor
        ownOpacity = other.opacity; ownIsHidden = other.isHidden; ownMasksToBounds = other.masksToBounds
        anchorPoint = other.anchorPoint; transform = other.transform; zPosition = other.zPosition
        cornerRadius = other.cornerRadius; maskedCorners = other.maskedCorners; borderWidth = other.borderWidth
        borderColor = other.borderColor; shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset; shadowRadius = other.shadowRadius; shadowPath = other.shadowPath
        contents = other.contents; name = other.name
    }

    /// The delegate: for a view's layer, the view (UIKit's link back to it).
    open var delegate: (any CALayerDelegate)? {
        get { storedDelegate ?? hostView }
        set { storedDelegate = newValue }
    }

    // MARK: Look shared with a view

    /// The background colour; nil (the default) is transparent. A view's layer: the view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get { hostView.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set { if let view = hostView { view.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { ownBackgroundColor = newValue } }
    }

    /// The opacity, 0…1. A view's layer: the view's `alpha`.
    open var opacity: Float {
        get { hostView.map { Float($0.alpha) } ?? ownOpacity }
        set { if let view = hostView { view.alpha = CGFloat(newValue) } else { ownOpacity = newValue } }
    }

    /// Whether the layer (and its sublayers) is hidden. A view's layer: the view's `isHidden`.
    open var isHidden: Bool {
        get { hostView?.isHidden ?? ownIsHidden }
        set { if let view = hostView { view.isHidden = newValue } else { ownIsHidden = newValue } }
    }

    /// Whether sublayers are clipped to the bounds (and corner radius). A view's layer: `clipsToBounds`.
    open var masksToBounds: Bool {
        get { hostView?.clipsToBounds ?? ownMasksToBounds }
        set { if let view = hostView { view.clipsToBounds = newValue } else { ownMasksToBounds = newValue } }
    }

    /// Whether the layer fills its bounds with opaque content (a hint). A view's layer: the view's `isOpaque`.
    open var isOpaque: Bool {
        get { hostView?.isOpaque ?? ownIsOpaque }
        set { if let view = hostView { view.isOpaque = newValue } else { ownIsOpaque = newValue } }
    }

    /// The transform's affine part (Core Animation's `affineTransform()`).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform to an affine one.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Display and layout

    /// Marks the contents for redisplay (`displayIfNeeded()` then calls `display()`).
    open func setNeedsDisplay() { needsDisplayFlag = true }

    /// Marks a part for redisplay (the whole layer, headless).
    open func setNeedsDisplay(_ r: CGRect) { needsDisplayFlag = true }

    /// Whether `setNeedsDisplay()` was called since the last display.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Displays now if marked: `display()`, which asks the delegate.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Sets the contents: asks the delegate's `display(_:)`. Nothing is drawn headless.
    open func display() { delegate?.display(self) }

    /// Draws the layer's own content into `ctx` (in its bounds' coordinates): asks the delegate's
    /// `draw(_:in:)`, which for a view's layer calls the view's `draw(_:)` with `ctx` current. Called when the
    /// layer is drawn (`render(in:)`, a view's `drawing()`), after the background and contents (issue 12).
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Marks the layer for layout; a view's layer marks its view (`setNeedsLayout()`).
    open func setNeedsLayout() {
        if let view = hostView { view.setNeedsLayout() } else { needsLayoutFlag = true }
    }

    /// Whether a layout is pending.
    open func needsLayout() -> Bool { hostView?.needsLayout ?? needsLayoutFlag }

    /// Lays out now if pending; a view's layer lays out its view.
    open func layoutIfNeeded() {
        if let view = hostView { view.layoutIfNeeded(); return }
        guard needsLayoutFlag else { return }
        needsLayoutFlag = false
        layoutSublayers()
    }

    /// Lays out the sublayers: asks the delegate (a view's layer: nothing more, the view lays out).
    open func layoutSublayers() {
        if hostView == nil { delegate?.layoutSublayers(of: self) }
    }

    /// `<CALayer: 0x…; name = …; frame = (x y; w h)>`-like text.
    open override var description: String {
        MainActor.assumeIsolated {
            let f = frame
            let kind = String(describing: type(of: self))
            return "<\(kind)\(name.map { "; name = \($0)" } ?? ""); frame = (\(f.origin.x) \(f.origin.y); \(f.width) \(f.height))>"
        }
    }
}

/// The shape of rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public let rawValue: String
    /// A curve by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Continuous curvature (iOS's squircle).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a layer's contents fill its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public let rawValue: String
    /// A gravity by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretched to the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit, keeping the aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill, keeping the aspect ratio.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    /// Centred, unscaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Top edge centred.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Bottom edge centred.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Left edge centred.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Right edge centred.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Top left.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Top right.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Bottom left.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Bottom right.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
}
