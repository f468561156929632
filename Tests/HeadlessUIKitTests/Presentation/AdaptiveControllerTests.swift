import Foundation
import Testing
@testable import HeadlessUIKit

/// A popover that adapts on a phone can be shown through another controller: the presentation controller's delegate
/// answers `presentationController(_:viewControllerForAdaptivePresentationStyle:)`, typically with a navigation
/// controller around the popover's content (UIKit's documented use, so the compact sheet gets a bar and a Done button).
@MainActor
struct AdaptiveControllerTests {
    private final class WrappingDelegate: UIPopoverPresentationControllerDelegate {
        var asked: [UIModalPresentationStyle] = []
        var told: [UIModalPresentationStyle] = []
        var wrapper: UINavigationController?
        let wraps: Bool
        let keepsPopover: Bool
        init(wraps: Bool, keepsPopover: Bool = false) {
            self.wraps = wraps
            self.keepsPopover = keepsPopover
        }
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            keepsPopover ? .none : .automatic
        }
        func presentationController(_ controller: UIPresentationController,
                                    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
            asked.append(style)
            guard wraps else { return nil }
            let navigation = UINavigationController(rootViewController: controller.presentedViewController)
            wrapper = navigation
            return navigation
        }
        func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
            told.append(style)
        }
    }

    private func phone() -> (UIWindow, UIViewController) {
        let root = UIViewController()
        return (phoneWindow(root: root), root)
    }

    /// A popover's content, with `delegate` on its presentation controller.
    private func popoverContent(_ delegate: WrappingDelegate) throws -> (UIViewController, UIPopoverPresentationController) {
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.delegate = delegate
        return (content, popover)
    }

    @Test("An adapted popover is shown inside the navigation controller its delegate returns, which the presenter presents")
    func adaptedPopoverShownThroughDelegateController() throws {
        // Given a popover on a phone whose delegate wraps the content in a navigation controller
        let (window, root) = phone()
        let delegate = WrappingDelegate(wraps: true)
        let (content, popover) = try popoverContent(delegate)
        popover.sourceView = root.view

        // When it is presented
        root.present(content, animated: true)
        UIApplication.shared.runUntilIdle()

        // Then the delegate was asked once for the form sheet it adapts to, and told before the presentation
        let navigation = try #require(delegate.wrapper)
        #expect(delegate.asked == [.formSheet])
        #expect(delegate.told == [.formSheet])
        // and the navigation controller is presented, with the content as its root, both on screen
        #expect(root.presentedViewController === navigation)
        #expect(navigation.presentingViewController === root)
        #expect(content.navigationController === navigation)
        #expect(content.presentingViewController === root)
        #expect(content.viewIfLoaded?.window === window)
        #expect(content.appearanceState == .appeared)
        // and the content still finds its popover presentation controller, which shows the wrapper's view
        #expect(content.popoverPresentationController === popover)
        #expect(navigation.presentationController === popover)
        #expect(popover.presentedViewController === content)
        #expect(popover.presentedView === navigation.view)
    }

    @Test("Dismissing from the wrapped content dismisses the navigation controller and forgets the presentation")
    func dismissingWrappedContent() throws {
        // Given a popover shown through a navigation controller on a phone
        let (window, root) = phone()
        let delegate = WrappingDelegate(wraps: true)
        let (content, _) = try popoverContent(delegate)
        root.present(content, animated: false)
        UIApplication.shared.runUntilIdle()
        let navigation = try #require(delegate.wrapper)

        // When the content dismisses itself (a Done button's action)
        var completed = false
        content.dismiss(animated: true) { completed = true }
        UIApplication.shared.runUntilIdle()

        // Then both leave the screen, the presenter presents nothing, and the completion ran
        #expect(completed)
        #expect(root.presentedViewController == nil)
        #expect(navigation.viewIfLoaded?.window == nil)
        #expect(content.appearanceState == .disappeared)
        #expect(root.view.window === window)
        // and a later presentation of the content starts afresh: its presentation controller is a new one
        #expect(PresentationControllers.existing(for: navigation) == nil)
    }

    @Test("A delegate that returns nil leaves the popover's content presented itself")
    func nilKeepsContent() throws {
        // Given a popover on a phone whose delegate is asked but returns nil
        let (window, root) = phone()
        let delegate = WrappingDelegate(wraps: false)
        let (content, _) = try popoverContent(delegate)

        // When it is presented
        root.present(content, animated: false)
        UIApplication.shared.runUntilIdle()

        // Then the delegate was asked, and the content itself is presented
        #expect(delegate.asked == [.formSheet])
        #expect(root.presentedViewController === content)
        #expect(content.parent == nil)
        #expect(content.viewIfLoaded?.window === window)
    }

    @Test("A popover that does not adapt (its delegate keeps it with .none) does not ask for another controller")
    func keptPopoverNotAsked() throws {
        // Given a popover on a phone whose delegate keeps it a popover, and would wrap it if asked
        let (window, root) = phone()
        let delegate = WrappingDelegate(wraps: true, keepsPopover: true)
        let (content, popover) = try popoverContent(delegate)
        popover.sourceView = root.view

        // When it is presented
        root.present(content, animated: false)
        UIApplication.shared.runUntilIdle()

        // Then it stays a popover: the delegate was neither asked nor told
        #expect(delegate.asked.isEmpty)
        #expect(delegate.told.isEmpty)
        #expect(root.presentedViewController === content)
        #expect(window.rootViewController === root)
    }
}
