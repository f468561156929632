import Foundation
import Testing
@testable import HeadlessUIKit

/// UIView.animate on HeadlessUIKit's virtual clock.
@MainActor
struct ViewsAnimationTests {
    /// Collects completion calls.
    private final class Completions {
        var values: [Bool] = []
    }

    @Test("UIView.animate changes the model value at once and completes only when the clock reaches delay + duration")
    func animateTiming() {
        UIApplication.shared.resetForTesting()
        let view = UIView()
        let completions = Completions()

        UIView.animate(withDuration: 0.5, delay: 0.25, options: [], animations: { view.alpha = 0 },
                       completion: { completions.values.append($0) })
        let alphaAtOnce = view.alpha
        let afterCall = completions.values
        UIApplication.shared.advanceTime(by: 0.5)
        let beforeEnd = completions.values
        UIApplication.shared.advanceTime(by: 0.25)

        #expect(alphaAtOnce == 0)
        #expect(afterCall.isEmpty)
        #expect(beforeEnd.isEmpty)
        #expect(completions.values == [true])
        #expect(UIApplication.shared.currentTime == 0.75)
    }

    @Test("runUntilIdle advances the clock to the end of a running animation and completes it")
    func runUntilIdleFinishesAnimation() {
        UIApplication.shared.resetForTesting()
        let view = UIView()
        let completions = Completions()

        UIView.animate(withDuration: 2, animations: { view.backgroundColor = .systemBlue },
                       completion: { completions.values.append($0) })
        UIApplication.shared.runUntilIdle()

        #expect(view.backgroundColor == .systemBlue)
        #expect(completions.values == [true])
        #expect(UIApplication.shared.currentTime == 2)
    }

    @Test("A zero-duration animation never completes inside the call, only on the next runUntilIdle")
    func zeroDurationCompletesLater() {
        UIApplication.shared.resetForTesting()
        let view = UIView()
        let completions = Completions()

        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { completions.values.append($0) })
        let afterCall = completions.values
        UIApplication.shared.runUntilIdle()

        #expect(view.alpha == 0.5)
        #expect(afterCall.isEmpty)
        #expect(completions.values == [true])
        #expect(UIApplication.shared.currentTime == 0)
    }

    @Test("performWithoutAnimation makes an animation complete on the next runUntilIdle without time passing")
    func performWithoutAnimation() {
        UIApplication.shared.resetForTesting()
        let view = UIView()
        let completions = Completions()
        var enabledInside = true

        UIView.performWithoutAnimation {
            enabledInside = UIView.areAnimationsEnabled
            UIView.animate(withDuration: 10, animations: { view.alpha = 0.2 }, completion: { completions.values.append($0) })
        }
        let afterCall = completions.values
        UIApplication.shared.runUntilIdle()

        #expect(!enabledInside)
        #expect(UIView.areAnimationsEnabled)
        #expect(view.alpha == 0.2)
        #expect(afterCall.isEmpty)
        #expect(completions.values == [true])
        #expect(UIApplication.shared.currentTime == 0)
    }

    @Test("setAnimationsEnabled(false) makes animations complete on the next runUntilIdle; resetForTesting turns them back on")
    func animationsDisabled() {
        UIApplication.shared.resetForTesting()
        let completions = Completions()

        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 3, delay: 1, options: [], animations: {}, completion: { completions.values.append($0) })
        let afterCall = completions.values
        UIApplication.shared.runUntilIdle()
        let timeAfterRun = UIApplication.shared.currentTime
        UIApplication.shared.resetForTesting()

        #expect(afterCall.isEmpty)
        #expect(completions.values == [true])
        #expect(timeAfterRun == 0)
        #expect(UIView.areAnimationsEnabled)
    }

    @Test("Animations complete in the order they end, not the order they started")
    func completionOrder() {
        UIApplication.shared.resetForTesting()
        var order: [String] = []

        UIView.animate(withDuration: 1, animations: {}, completion: { _ in order.append("long") })
        UIView.animate(withDuration: 0.5, animations: {}, completion: { _ in order.append("short") })
        UIApplication.shared.advanceTime(by: 0.5)
        let atHalf = order
        UIApplication.shared.advanceTime(by: 0.5)

        #expect(atHalf == ["short"])
        #expect(order == ["short", "long"])
    }

    @Test("A repeating animation never completes")
    func repeatingAnimationNeverCompletes() {
        UIApplication.shared.resetForTesting()
        let completions = Completions()

        UIView.animate(withDuration: 1, delay: 0, options: .repeat, animations: {}, completion: { completions.values.append($0) })
        UIApplication.shared.advanceTime(by: 100)

        #expect(completions.values.isEmpty)
    }

    @Test("UIView.transition(with:) runs its animations at once and completes at the end of its duration")
    func transitionTiming() {
        UIApplication.shared.resetForTesting()
        let view = UIView()
        let completions = Completions()

        UIView.transition(with: view, duration: 0.4, options: .transitionCrossDissolve,
                          animations: { view.isHidden = true }, completion: { completions.values.append($0) })
        let hiddenAtOnce = view.isHidden
        UIApplication.shared.advanceTime(by: 0.3)
        let early = completions.values
        UIApplication.shared.advanceTime(by: 0.1)

        #expect(hiddenAtOnce)
        #expect(early.isEmpty)
        #expect(completions.values == [true])
    }
}
