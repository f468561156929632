import Foundation

/// An animation of one layer property, named by key path (`"opacity"`, `"transform.scale"`).
@MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The property animated.
    open var keyPath: String?
    /// Whether the values are added to the current value.
    open var isAdditive = false
    /// Whether each repeat builds on the last.
    open var isCumulative = false
    /// A function applied to the values (rotations and scales of transforms).
    open var valueFunction: CAValueFunction?

    /// Makes an animation of a key path.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
    }
}

/// A function applied to a transform animation's values.
public final class CAValueFunction: Sendable {
    /// The function's name.
    public let name: CAValueFunctionName
    /// Makes a function by name.
    public init?(name: CAValueFunctionName) { self.name = name }
}

/// The names of Core Animation's value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Makes a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Rotation about x.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// Rotation about y.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// Rotation about z.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Uniform scale.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// Translation along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// Translation along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
}
