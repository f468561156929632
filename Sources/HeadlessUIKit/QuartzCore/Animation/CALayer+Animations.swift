import Foundation

// Explicit animations on a layer (see CAAnimation for what "headless" means for them). The layer
// keeps a copy of each animation under its key; adding another under the same key replaces it,
// and the replaced one stops with `finished: false`, as in Core Animation.

extension CALayer {
    /// Adds a copy of an animation under a key (nil: a key of its own); it starts on the next scheduler turn.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.makeCopy()
        let key = key ?? "headless.animation.\(ObjectIdentifier(copy).hashValue)"
        if storedAnimations.contains(where: { $0.key == key }) { removeAnimation(forKey: key) }
        let start = Scheduler.shared.now + max(0, copy.beginTime > 0 ? copy.beginTime - Scheduler.shared.now : 0)
        let end = copy.activeDuration.map { start + $0 }
        let running = RunningAnimation(key: key, animation: copy)
        storedAnimations.append(running)
        CATransaction.noteAnimation(endingAt: UIView.areAnimationsEnabled ? end : start)
        Scheduler.shared.schedule(at: start, "CAAnimation start", kind: .work) { [weak running] in
            guard let running, !running.isStopped else { return }
            running.animation.delegate?.animationDidStart(running.animation)
        }
        guard var end else { return }
        if !UIView.areAnimationsEnabled { end = start }
        running.endToken = Scheduler.shared.schedule(at: end, "CAAnimation stop", kind: .work) { [weak self, weak running] in
            guard let running, !running.isStopped else { return }
            running.isStopped = true
            if running.animation.isRemovedOnCompletion { self?.storedAnimations.removeAll { $0 === running } }
            running.animation.delegate?.animationDidStop(running.animation, finished: true)
        }
    }

    /// The animation under a key, if the layer has it.
    public func animation(forKey key: String) -> CAAnimation? {
        storedAnimations.first { $0.key == key }?.animation
    }

    /// The keys of the layer's animations, in the order they were added; nil when there are none.
    public func animationKeys() -> [String]? {
        storedAnimations.isEmpty ? nil : storedAnimations.map(\.key)
    }

    /// Removes the animation under a key; a running one stops with `finished: false` on the next scheduler turn.
    public func removeAnimation(forKey key: String) {
        guard let index = storedAnimations.firstIndex(where: { $0.key == key }) else { return }
        stop(storedAnimations.remove(at: index))
    }

    /// Removes every animation of the layer.
    public func removeAllAnimations() {
        let removed = storedAnimations
        storedAnimations.removeAll()
        for running in removed { stop(running) }
    }

    private func stop(_ running: RunningAnimation) {
        guard !running.isStopped else { return }
        running.isStopped = true
        if let token = running.endToken { Scheduler.shared.cancel(token) }
        Scheduler.shared.schedule("CAAnimation removed") {
            running.animation.delegate?.animationDidStop(running.animation, finished: false)
        }
    }
}

/// An animation a layer runs, under its key.
@MainActor
final class RunningAnimation {
    let key: String
    let animation: CAAnimation
    var endToken: Int?
    var isStopped = false

    init(key: String, animation: CAAnimation) {
        self.key = key
        self.animation = animation
    }
}
