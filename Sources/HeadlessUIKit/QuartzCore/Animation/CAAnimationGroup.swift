import Foundation

/// Several animations run together on one layer; the group's duration bounds them.
@MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations.
    open var animations: [CAAnimation]?

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        (copy as? CAAnimationGroup)?.animations = animations
    }
}

/// A transition of a layer's whole content (a fade, push, move-in or reveal), as apps add to a
/// navigation controller's view layer before a push. Headless: it changes nothing and times like any animation.
@MainActor
open class CATransition: CAAnimation {
    /// The kind of transition.
    open var type: CATransitionType = .fade
    /// The direction.
    open var subtype: CATransitionSubtype?
    /// Where the transition starts, 0…1.
    open var startProgress: Float = 0
    /// Where it ends, 0…1.
    open var endProgress: Float = 1

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        guard let copy = copy as? CATransition else { return }
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
    }
}

/// The kinds of layer transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The kind's name.
    public let rawValue: String
    /// Makes a kind.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A cross-fade.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a layer transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The direction's name.
    public let rawValue: String
    /// Makes a direction.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
