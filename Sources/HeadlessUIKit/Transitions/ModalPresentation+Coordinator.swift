import Foundation

extension ModalPresentation {
    /// Makes a presentation's or dismissal's coordinator (the `transitionCoordinator` of both
    /// controllers until it ends) and returns it with the custom animator, if any, and the
    /// transition's length: the animator's `transitionDuration`, else `duration`.
    static func coordinate(from: UIViewController, to: UIViewController, container: UIView, animated: Bool,
                           style: UIModalPresentationStyle, finalFrame: CGRect?,
                           animator: (any UIViewControllerAnimatedTransitioning)?)
        -> (TransitionCoordinator, (any UIViewControllerAnimatedTransitioning)?, TimeInterval) {
        var frames: [ObjectIdentifier: CGRect] = [:]
        if let finalFrame { frames[ObjectIdentifier(to)] = finalFrame }
        let length = animator.map { $0.transitionDuration(using: nil) } ?? duration
        let coordinator = TransitionCoordinator(from: from, to: to, container: container, animated: animated,
                                                duration: length, style: style, finalFrames: frames)
        coordinator.register([from, to])
        return (coordinator, animator, length)
    }
}
