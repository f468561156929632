import Foundation

/// An animation of a property from one value to another.
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value.
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// The change added to the start value.
    open var byValue: Any?

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
    }
}

/// A spring animation (iOS 9); headless, it times as its `settlingDuration` when no duration is set.
@MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring.
    open var mass: CGFloat = 1
    /// The spring's stiffness.
    open var stiffness: CGFloat = 100
    /// The friction.
    open var damping: CGFloat = 10
    /// The starting speed.
    open var initialVelocity: CGFloat = 0
    /// Whether velocity is scaled to make the spring feel right (iOS 17).
    open var allowsOverdamping = false

    /// Makes a spring with a perceptual duration and bounce (iOS 17).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let omega = 2 * Double.pi / max(perceptualDuration, 0.01)
        stiffness = CGFloat(omega * omega)
        damping = CGFloat(4 * Double.pi * (1 - Double(bounce)) / max(perceptualDuration, 0.01))
    }

    /// How long the spring takes to come to rest (the envelope e^(-ζω t) falling below 0.1%).
    open var settlingDuration: CFTimeInterval {
        let omega = (Double(stiffness) / Double(max(mass, 0.001))).squareRoot()
        let zeta = Double(damping) / (2 * (Double(stiffness) * Double(max(mass, 0.001))).squareRoot())
        guard omega > 0, zeta > 0 else { return 0 }
        return log(1000) / (zeta * omega)
    }

    override var passDuration: CFTimeInterval { duration > 0 ? duration : settlingDuration }

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
    }
}
