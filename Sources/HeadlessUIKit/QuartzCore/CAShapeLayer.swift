import Foundation

/// A layer that is a path, filled and stroked. Drawn by the layer tree (`LayerRenderer`).
open class CAShapeLayer: CALayer {
    /// The shape; nil draws nothing.
    open var path: CGPath?
    /// The fill colour; opaque black by default, nil fills nothing.
    open var fillColor: CGColor? = .black
    /// How the fill treats overlapping parts.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke colour; nil (the default) strokes nothing.
    open var strokeColor: CGColor?
    /// The stroke width; 1 by default.
    open var lineWidth: CGFloat = 1
    /// The dash pattern (lengths of dashes and gaps); nil is solid.
    open var lineDashPattern: [NSNumber]?
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0
    /// The shape of open ends.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// The shape of corners.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// The miter limit; 10 by default.
    open var miterLimit: CGFloat = 10
    /// Where the stroke starts along the path, 0…1.
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends along the path, 0…1.
    open var strokeEnd: CGFloat = 1
}

/// How a shape layer's open ends are drawn.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public let rawValue: String
    /// A cap by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square, at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square, half the line width past the end.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's corners are drawn.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public let rawValue: String
    /// A join by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// How a shape layer fills overlapping parts.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public let rawValue: String
    /// A rule by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
