import Foundation
import HeadlessUIKit

// Issue 3's walkthrough: the standard containers and modal presentation, as life-cycle timelines.

/// A plain screen of the demo app, titled so the bars have something to show.
final class DemoScreen: UIViewController {
    /// Makes a screen with a title.
    convenience init(title: String) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
    }
}

/// Walks through a tab bar holding a navigation stack: a push, a pop, a tab switch, a full-screen
/// modal and a sheet, printing each phase's callbacks in order.
@MainActor
struct ContainersDemo {
    /// Where the output goes.
    let terminal: Terminal

    /// Builds the app and runs the phases.
    func run() {
        let t = terminal
        t.line(t.title("Containers · a tab bar, a navigation stack, a modal and a sheet"))

        let recorder = LifecycleRecorder(scope: .named)
        let inbox = DemoScreen(title: "Inbox")
        let message = DemoScreen(title: "Message")
        let settings = DemoScreen(title: "Settings")
        let compose = DemoScreen(title: "Compose")
        let filters = DemoScreen(title: "Filters")
        let navigation = UINavigationController(rootViewController: inbox)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, settings]
        for (object, name) in [(tabs, "Tabs"), (navigation, "Nav"), (inbox, "Inbox"), (message, "Message"),
                               (settings, "Settings"), (compose, "Compose"), (filters, "Filters")] as [(UIViewController, String)] {
            recorder.name(object, name)
        }
        recorder.clear()   // births and containment set-up are not the story
        let window = UIWindow()

        /// Runs one phase, then prints what the recorder saw during it.
        func phase(_ heading: String, _ code: [String], _ action: () -> Void) {
            action()
            UIApplication.shared.runUntilIdle()
            t.phase(heading, code + ["// the run loop turns"], recorder)
            recorder.clear()
        }

        phase("launch: only the selected tab loads (rule 43)",
              ["tabs.viewControllers = [UINavigationController(rootViewController: inbox), settings]",
               "window.rootViewController = tabs", "window.makeKeyAndVisible()"]) {
            window.rootViewController = tabs
            window.makeKeyAndVisible()
        }
        phase("push, animated (rules 36, 37, 39)", ["navigation.pushViewController(message, animated: true)"]) {
            navigation.pushViewController(message, animated: true)
        }
        phase("pop, animated (rule 38)", ["navigation.popViewController(animated: true)"]) {
            navigation.popViewController(animated: true)
        }
        phase("tab switch: Settings loads on its first visit (rule 44)", ["tabs.selectedIndex = 1"]) {
            tabs.selectedIndex = 1
        }
        phase("full-screen modal: the presenter disappears (rule 45)",
              ["compose.modalPresentationStyle = .fullScreen", "tabs.present(compose, animated: true)"]) {
            compose.modalPresentationStyle = .fullScreen
            tabs.present(compose, animated: true)
        }
        phase("dismiss the modal: the presenter comes back (rule 46)", ["compose.dismiss(animated: true)"]) {
            compose.dismiss(animated: true)
        }
        phase("a sheet: the presenter stays, and hears nothing (rule 47)",
              ["filters.modalPresentationStyle = .pageSheet", "tabs.present(filters, animated: true)"]) {
            filters.modalPresentationStyle = .pageSheet
            tabs.present(filters, animated: true)
        }
        phase("the sheet is swiped down, then let go: cancelled (rule 48)",
              ["let swipe = filters.beginInteractiveDismissal()", "swipe.update(0.3)", "swipe.cancel()"]) {
            let swipe = filters.beginInteractiveDismissal()
            swipe?.update(0.3)
            swipe?.cancel()
        }
        phase("dismiss the sheet", ["filters.dismiss(animated: true)"]) {
            filters.dismiss(animated: true)
        }
        recorder.stop()
    }
}
