import Foundation
import Testing
import UIKit

// A file that imports Foundation beside UIKit sees two `Timer` classes (Foundation's and
// HeadlessUIKit's), and a bare `Timer` is ambiguous there: name HeadlessUIKit's in full, or drop
// `import Foundation` (UIKit brings it). docs/time.md explains why.

@MainActor
struct FoundationBesideUIKitStories {
    @Test("With `import Foundation` beside `import UIKit`, HeadlessUIKit.Timer still runs on the virtual clock")
    func qualifiedTimer() {
        // Given a timer named in full
        UIApplication.shared.resetForTesting()
        let fired = Shared(false)
        let timer = HeadlessUIKit.Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in fired.value = true }

        // When two seconds pass on the clock
        UIApplication.shared.advanceTime(by: 2)

        // Then it fired
        #expect(fired.value)
        #expect(!timer.isValid)
    }

    @Test("NotificationCenter's selector form and perform(afterDelay:) need no qualification beside Foundation")
    func selectorsBesideFoundation() {
        // Given a list observing saves, in a file that imports Foundation
        UIApplication.shared.resetForTesting()
        let list = MealListViewController()
        NotificationCenter.default.addObserver(list, selector: "mealDeleted", name: .mealDeleted, object: nil)
        list.perform("mealDeleted", with: nil, afterDelay: 1)

        // When one is posted and the clock moves
        NotificationCenter.default.post(name: .mealDeleted, object: nil)
        UIApplication.shared.advanceTime(by: 1)
        NotificationCenter.default.removeObserver(list)
        NotificationCenter.default.post(name: .mealDeleted, object: nil)

        // Then the method ran twice: once by the notification, once by the perform; not after removal
        #expect(list.deletions == 2)
    }
}
