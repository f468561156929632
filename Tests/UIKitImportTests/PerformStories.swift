import Testing
import UIKit

/// A controller that saves a draft a moment after the last keystroke, as apps do with
/// `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests`.
final class DraftViewController: UIViewController {
    private(set) var savedDrafts: [String] = []
    private(set) var refreshes = 0

    func textChanged(_ text: String) {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        perform("saveDraft:", with: text, afterDelay: 0.5)
    }

    func saveDraft(_ text: Any?) { savedDrafts.append(text as? String ?? "?") }
    func refresh() { refreshes += 1 }

    override class var actionMethods: ActionMethods {
        super.actionMethods.adding([
            "saveDraft:": .init(DraftViewController.saveDraft),
            "refresh": .init(DraftViewController.refresh),
        ])
    }
}

@MainActor
struct PerformStories {
    @Test("perform(_:) and perform(_:with:) call the method now; responds(to:) reads the table")
    func performNow() {
        // Given a draft controller
        UIApplication.shared.resetForTesting()
        let draft = DraftViewController()

        // When it is asked what it answers to and told to perform now
        let answers = (draft.responds(to: "refresh"), draft.responds(to: "saveDraft:"), draft.responds(to: "fly"))
        draft.perform("refresh")
        draft.perform("saveDraft:", with: "Soup")

        // Then both ran at once
        #expect(answers == (true, true, false))
        #expect(draft.refreshes == 1)
        #expect(draft.savedDrafts == ["Soup"])
    }

    @Test("perform(_:with:afterDelay:) runs on the virtual clock; cancelling the previous request debounces")
    func performAfterDelayDebounces() {
        // Given a draft controller
        UIApplication.shared.resetForTesting()
        let draft = DraftViewController()

        // When three keystrokes come 0.2 s apart, then 0.5 s of quiet
        draft.textChanged("S")
        UIApplication.shared.advanceTime(by: 0.2)
        draft.textChanged("So")
        UIApplication.shared.advanceTime(by: 0.2)
        draft.textChanged("Sou")
        UIApplication.shared.advanceTime(by: 0.49)
        let early = draft.savedDrafts
        UIApplication.shared.advanceTime(by: 0.01)

        // Then only the last text was saved, 0.5 s after it
        #expect(early.isEmpty)
        #expect(draft.savedDrafts == ["Sou"])
    }

    @Test("A zero delay runs at the next turn, which runUntilIdle() runs; a later one waits for the clock")
    func zeroDelayRunsInRunUntilIdle() {
        // Given a refresh asked for now and one in a minute
        UIApplication.shared.resetForTesting()
        let draft = DraftViewController()
        draft.perform("refresh", with: nil, afterDelay: 0)
        draft.perform("refresh", with: nil, afterDelay: 60)
        let beforeTurn = draft.refreshes

        // When the test drains
        UIApplication.shared.runUntilIdle()

        // Then only the immediate one ran; the clock did not jump a minute
        #expect(beforeTurn == 0)
        #expect(draft.refreshes == 1)
        #expect(UIApplication.shared.currentTime == 0)
        UIApplication.shared.advanceTime(by: 60)
        #expect(draft.refreshes == 2)
    }

    @Test("cancelPreviousPerformRequests(withTarget:) cancels all of a target's requests, and only that target's")
    func cancelAllForTarget() {
        // Given requests on two controllers
        UIApplication.shared.resetForTesting()
        let first = DraftViewController()
        let second = DraftViewController()
        first.perform("refresh", with: nil, afterDelay: 1)
        first.perform("saveDraft:", with: "A", afterDelay: 1)
        second.perform("refresh", with: nil, afterDelay: 1)

        // When the first's are cancelled and time passes
        UIViewController.cancelPreviousPerformRequests(withTarget: first)
        UIApplication.shared.advanceTime(by: 1)

        // Then only the second ran
        #expect(first.refreshes == 0)
        #expect(first.savedDrafts.isEmpty)
        #expect(second.refreshes == 1)
    }

    @Test("cancelPreviousPerformRequests with a selector cancels only requests with an equal argument")
    func cancelMatchesArgument() {
        // Given two saves with different drafts
        UIApplication.shared.resetForTesting()
        let draft = DraftViewController()
        draft.perform("saveDraft:", with: "A", afterDelay: 1)
        draft.perform("saveDraft:", with: "B", afterDelay: 1)

        // When the one with "A" is cancelled (a nil object would match only a request made with nil)
        NSObject.cancelPreviousPerformRequests(withTarget: draft, selector: "saveDraft:", object: nil)
        NSObject.cancelPreviousPerformRequests(withTarget: draft, selector: "saveDraft:", object: "A")
        UIApplication.shared.advanceTime(by: 1)

        // Then "B" was saved
        #expect(draft.savedDrafts == ["B"])
    }

    @Test("A delayed perform keeps its target alive until it runs, as NSObject does")
    func delayedPerformRetainsTarget() {
        // Given a request on a controller nobody else holds
        UIApplication.shared.resetForTesting()
        weak var weakDraft: DraftViewController?
        do {
            let draft = DraftViewController()
            weakDraft = draft
            draft.perform("refresh", with: nil, afterDelay: 1)
        }
        let aliveWhilePending = weakDraft?.refreshes == 0

        // When it runs
        UIApplication.shared.advanceTime(by: 1)

        // Then the controller is released
        #expect(aliveWhilePending)
        #expect(weakDraft == nil)
    }

    @Test("performOrThrow throws UIKit's unrecognized-selector exception instead of stopping")
    func performOrThrowThrows() {
        // Given a draft controller
        UIApplication.shared.resetForTesting()
        let draft = DraftViewController()

        // When it is asked to perform a listed and an unlisted selector
        #expect(throws: Never.self) { try draft.performOrThrow("refresh") }
        let error = #expect(throws: UIKitException.self) { try draft.performOrThrow("publish:", with: "Soup") }

        // Then the listed one ran and the other threw UIKit's exception
        #expect(draft.refreshes == 1)
        #expect(error?.name == "NSInvalidArgumentException")
        #expect(error?.reason.contains("DraftViewController publish:]: unrecognized selector sent to instance") == true)
    }
}
