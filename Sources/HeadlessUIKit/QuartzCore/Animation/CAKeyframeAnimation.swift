import Foundation

/// An animation of a property through a list of values (or along a path).
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in order.
    open var values: [Any]?
    /// A path for point properties (`position`), instead of values.
    open var path: CGPath?
    /// When each value is reached, 0…1.
    open var keyTimes: [NSNumber]?
    /// The curve between each pair of values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are found.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether a layer moving along the path turns with it.
    open var rotationMode: CAAnimationRotationMode?
    /// Tension of cubic calculation modes, per keyframe.
    open var tensionValues: [NSNumber]?
    /// Continuity of cubic calculation modes, per keyframe.
    open var continuityValues: [NSNumber]?
    /// Bias of cubic calculation modes, per keyframe.
    open var biasValues: [NSNumber]?

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.rotationMode = rotationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
    }
}

/// How a keyframe animation finds the values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// Makes a mode.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between keyframes.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each value holds until the next.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed, ignoring key times.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the keyframes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// Makes a mode.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turns with the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turns with the path's tangent, reversed.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
