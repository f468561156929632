import Foundation
import Testing
@testable import HeadlessUIKit

/// Explicit Core Animation animations and transactions on HeadlessUIKit's virtual clock. Core Animation's
/// documented behaviour (CAAnimationDelegate, CATransaction's completion block, a 0.25 s default
/// duration, the model layer left alone); no numbered rule.
@MainActor
struct CAAnimationTests {
    /// Records delegate calls as `start` / `stop:true`.
    private final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start@\(CACurrentMediaTime())") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop:\(flag)@\(CACurrentMediaTime())") }
    }

    @Test("A basic animation starts on the next turn, stops finished when the clock reaches its end, and is removed")
    func basicAnimationTiming() {
        // Given a layer and an opacity animation of 0.5 s with a delegate
        UIApplication.shared.resetForTesting()
        let layer = CALayer()
        let recorder = Recorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.5
        fade.delegate = recorder

        // When it is added and the clock runs
        layer.add(fade, forKey: "fade")
        let atOnce = recorder.events
        let keysWhileRunning = layer.animationKeys()
        UIApplication.shared.runUntilIdle()

        // Then nothing is sent inside the call, it starts at 0 and stops finished at 0.5, and the layer forgets it
        #expect(atOnce.isEmpty)
        #expect(keysWhileRunning == ["fade"])
        #expect(recorder.events == ["start@0.0", "stop:true@0.5"])
        #expect(layer.animationKeys() == nil)
        #expect(layer.opacity == 1, "the model value does not change: only the presentation layer moves on iOS")
    }

    @Test("A removed animation stops unfinished, and one that is not removed on completion stays")
    func removalAndKeeping() {
        // Given two animations, one kept after it ends
        UIApplication.shared.resetForTesting()
        let layer = CALayer()
        let removedRecorder = Recorder()
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.delegate = removedRecorder
        let kept = CAKeyframeAnimation(keyPath: "position")
        kept.values = [CGPoint.zero, CGPoint(x: 10, y: 10)]
        kept.isRemovedOnCompletion = false
        kept.fillMode = .forwards

        // When both are added, the clock runs, and the spinning one is removed
        layer.add(spin, forKey: "spin")
        layer.add(kept, forKey: "move")
        UIApplication.shared.advanceTime(by: 5)
        layer.removeAnimation(forKey: "spin")
        UIApplication.shared.runUntilIdle()

        // Then the endless one stopped only when removed, unfinished; the kept one is still there after 0.25 s
        #expect(removedRecorder.events == ["start@0.0", "stop:false@5.0"])
        #expect(layer.animationKeys() == ["move"])
        #expect(layer.animation(forKey: "move") is CAKeyframeAnimation)
    }

    @Test("A transaction's completion block waits for its layer animations and UIView animations")
    func transactionCompletion() {
        // Given a transaction with a 2 s layer animation and a 3 s view animation
        UIApplication.shared.resetForTesting()
        let view = UIView()
        var completedAt: [TimeInterval] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { completedAt.append(CACurrentMediaTime()) }
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.duration = 2
        view.layer.add(pulse, forKey: nil)
        UIView.animate(withDuration: 3) { view.alpha = 0.5 }

        // When it is committed and the clock runs
        CATransaction.commit()
        let atCommit = completedAt
        UIApplication.shared.runUntilIdle()

        // Then the block runs once, when the later animation ends
        #expect(atCommit.isEmpty)
        #expect(completedAt == [3])
    }

    @Test("A transaction with no animation completes on the next turn; its duration is the default for animations without one")
    func emptyTransaction() {
        UIApplication.shared.resetForTesting()
        let layer = CALayer()
        let recorder = Recorder()
        var completed = 0
        CATransaction.begin()
        CATransaction.setAnimationDuration(1.5)
        #expect(CATransaction.animationDuration() == 1.5)
        CATransaction.setCompletionBlock { completed += 1 }
        CATransaction.commit()
        UIApplication.shared.runUntilIdle()
        #expect(completed == 1)
        #expect(CATransaction.animationDuration() == 0.25)

        let untimed = CABasicAnimation(keyPath: "opacity")
        untimed.delegate = recorder
        layer.add(untimed, forKey: "untimed")
        UIApplication.shared.runUntilIdle()
        #expect(recorder.events == ["start@0.0", "stop:true@0.25"])
    }

    @Test("A text layer draws its string with its font size and colour")
    func textLayerDraws() throws {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        layer.string = "Hello"
        layer.fontSize = 20
        layer.foregroundColor = UIColor.red.cgColor
        layer.alignmentMode = .center
        let attributes = layer.textAttributes
        #expect((attributes[.font] as? UIFont)?.pointSize == 20)
        #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
    }
}
