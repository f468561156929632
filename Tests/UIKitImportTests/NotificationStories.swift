import Testing
import UIKit

extension Notification.Name {
    static let mealSaved = Notification.Name("MealSaved")
    static let mealDeleted = Notification.Name("MealDeleted")
}

/// An observer as an iOS app writes one: `addObserver(self, selector: #selector(…), …)`.
final class MealListViewController: UIViewController {
    private(set) var saved: [Notification] = []
    private(set) var deletions = 0

    func mealSaved(_ notification: Notification) { saved.append(notification) }
    func mealDeleted() { deletions += 1 }

    func observe(object: Any? = nil) {
        NotificationCenter.default.addObserver(self, selector: Selector("mealSavedWithNotification:"), name: .mealSaved, object: object)
        NotificationCenter.default.addObserver(self, selector: Selector("mealDeleted"), name: .mealDeleted, object: nil)
    }

    override class var actionMethods: ActionMethods {
        super.actionMethods.adding([
            "mealSavedWithNotification:": .init(MealListViewController.self) { target, sender in target.mealSaved(sender as! Notification) },
            "mealDeleted": .init(MealListViewController.mealDeleted),
        ])
    }
}

/// An observer whose class forgot to list its method.
final class ForgetfulObserver: ActionMethodsProviding {
    static var actionMethods: ActionMethods { ActionMethods() }
}

@MainActor
struct NotificationStories {
    @Test("A selector observer's method gets the Notification; a method without argument is called bare")
    func selectorObserverIsCalled() {
        // Given a list that observes saves and deletions
        UIApplication.shared.resetForTesting()
        let list = MealListViewController()
        list.observe()

        // When both are posted
        NotificationCenter.default.post(name: .mealSaved, object: nil, userInfo: ["name": "Soup"])
        NotificationCenter.default.post(name: .mealDeleted, object: nil)

        // Then each method ran once, the first with the notification
        #expect(list.saved.map(\.name) == [.mealSaved])
        #expect(list.saved.first?.userInfo?["name"] as? String == "Soup")
        #expect(list.deletions == 1)
        NotificationCenter.default.removeObserver(list)
    }

    @Test("An observer for one object hears only that object's notifications")
    func objectFilter() {
        // Given an observer of one sender's saves
        UIApplication.shared.resetForTesting()
        let list = MealListViewController()
        let store = UIView()
        list.observe(object: store)

        // When another sender and then the store post
        NotificationCenter.default.post(name: .mealSaved, object: UIView())
        NotificationCenter.default.post(name: .mealSaved, object: store)

        // Then only the store's arrived
        #expect(list.saved.count == 1)
        #expect(list.saved.first?.object as AnyObject? === store)
        NotificationCenter.default.removeObserver(list)
    }

    @Test("removeObserver(_:) stops every selector observation of the observer")
    func removeObserverStopsAll() {
        // Given an observing list
        UIApplication.shared.resetForTesting()
        let list = MealListViewController()
        list.observe()

        // When it is removed, then both notifications are posted
        NotificationCenter.default.removeObserver(list)
        NotificationCenter.default.post(name: .mealSaved, object: nil)
        NotificationCenter.default.post(name: .mealDeleted, object: nil)

        // Then nothing reached it
        #expect(list.saved.isEmpty)
        #expect(list.deletions == 0)
    }

    @Test("removeObserver(_:name:object:) stops only that name")
    func removeObserverForOneName() {
        // Given an observing list
        UIApplication.shared.resetForTesting()
        let list = MealListViewController()
        list.observe()

        // When only its save observation is removed
        NotificationCenter.default.removeObserver(list, name: .mealSaved, object: nil)
        NotificationCenter.default.post(name: .mealSaved, object: nil)
        NotificationCenter.default.post(name: .mealDeleted, object: nil)

        // Then deletions still arrive
        #expect(list.saved.isEmpty)
        #expect(list.deletions == 1)
        NotificationCenter.default.removeObserver(list)
    }

    @Test("Block observers still work and are removed through their token, as in Foundation")
    func blockObserversUnchanged() {
        // Given a block observer
        UIApplication.shared.resetForTesting()
        let heard = Shared(0)
        let token = NotificationCenter.default.addObserver(forName: .mealSaved, object: nil, queue: nil) { _ in heard.value += 1 }

        // When it is posted to, removed by token, and posted to again
        NotificationCenter.default.post(name: .mealSaved, object: nil)
        NotificationCenter.default.removeObserver(token)
        NotificationCenter.default.post(name: .mealSaved, object: nil)

        // Then it heard once
        #expect(heard.value == 1)
    }

    @Test("A deallocated observer is not called and its registration goes (iOS 9 and later)")
    func deallocatedObserverIsNotCalled() {
        // Given an observer that is then released
        UIApplication.shared.resetForTesting()
        weak var weakList: MealListViewController?
        do {
            let list = MealListViewController()
            weakList = list
            list.observe()
        }

        // When the notification is posted
        NotificationCenter.default.post(name: .mealSaved, object: nil)
        NotificationCenter.default.post(name: .mealDeleted, object: nil)

        // Then the observer is gone and nothing crashed
        #expect(weakList == nil)
    }

    @Test("A selector the observer's class does not list stops with UIKit's unrecognized-selector message when posted")
    func unknownObserverSelectorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIApplication.shared.resetForTesting()
                let observer = ForgetfulObserver()
                NotificationCenter.default.addObserver(observer, selector: "mealSaved:", name: .mealSaved, object: nil)
                NotificationCenter.default.post(name: .mealSaved, object: nil)
                withExtendedLifetime(observer) {}
            }
        }

        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("NSInvalidArgumentException"))
        #expect(stderr.contains("ForgetfulObserver mealSaved:]: unrecognized selector sent to instance"))
    }
}
