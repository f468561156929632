import Foundation

/// A layer that is a colour gradient over its bounds. Drawn by the layer tree (`LayerRenderer`).
open class CAGradientLayer: CALayer {
    /// The colours, as `CGColor`s (Core Animation's array of `Any`); nil draws nothing.
    open var colors: [Any]?
    /// Where each colour sits, 0…1; nil spreads them evenly.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in the unit square of the bounds; (0.5, 0) by default (top centre).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where it ends; (0.5, 1) by default (bottom centre).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// Axial (the default), radial or conic.
    open var type: CAGradientLayerType = .axial

    /// `colors` read as `CGColor`s (a `UIColor` given by mistake read as its `cgColor`; other values left out).
    public var cgColors: [CGColor] {
        (colors ?? []).compactMap { ($0 as? CGColor) ?? ($0 as? UIColor)?.cgColor }
    }
}

/// The shape of a gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public let rawValue: String
    /// A type by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from start to end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Circles round the start point, reaching the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Round the start point, by angle.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
