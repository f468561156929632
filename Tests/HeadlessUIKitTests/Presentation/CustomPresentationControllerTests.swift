import Foundation
import Testing
@testable import HeadlessUIKit

/// A `.custom` presentation uses the transitioning delegate's presentation controller, as in UIKit: it
/// places the presented view, adds its own views to the container, and hears the transitions' hooks.
@MainActor
struct CustomPresentationControllerTests {
    /// One log that the controller and the presentation controller write to, to check their order.
    private final class Log { var lines: [String] = [] }

    /// A presented controller that logs its appearance into the shared log.
    private final class Card: UIViewController {
        let log: Log
        init(log: Log) { self.log = log; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError() }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.lines.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.lines.append("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.lines.append("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.lines.append("viewDidDisappear") }
    }

    /// A half-height card over a dimming view, as apps wrote before sheet detents.
    private final class HalfCard: UIPresentationController {
        let log: Log
        let dimming = UIView()
        init(presented: UIViewController, presenting: UIViewController?, log: Log) {
            self.log = log
            super.init(presentedViewController: presented, presenting: presenting)
        }
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
        override func presentationTransitionWillBegin() {
            log.lines.append("willBegin coordinator=\(presentedViewController.transitionCoordinator != nil)")
            containerView?.insertSubview(dimming, at: 0)
        }
        override func presentationTransitionDidEnd(_ completed: Bool) { log.lines.append("didEnd \(completed)") }
        override func dismissalTransitionWillBegin() { log.lines.append("dismissalWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
            log.lines.append("dismissalDidEnd \(completed)")
            if completed { dimming.removeFromSuperview() }
        }
        override func containerViewWillLayoutSubviews() {
            log.lines.append("layout")
            dimming.frame = containerView?.bounds ?? .zero
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    private final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
        let log: Log
        init(log: Log) { self.log = log }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            HalfCard(presented: presented, presenting: presenting, log: log)
        }
    }

    @Test("A custom presentation uses the delegate's presentation controller: its hooks in UIKit's order, its frame, its dimming view over the presenter")
    func customPresentationController() throws {
        // Given a card presented with style .custom and a transitioning delegate that gives a half-height controller
        UIApplication.shared.resetForTesting()
        let root = UIViewController()
        let window = phoneWindow(root: root)
        let log = Log()
        let card = Card(log: log)
        card.modalPresentationStyle = .custom
        let transitions = CardTransitions(log: log)
        card.transitioningDelegate = transitions

        // When it is presented, animated, and the clock runs
        root.present(card, animated: true)
        UIApplication.shared.runUntilIdle()

        // Then the hooks came in order, the card fills the lower half, and the dimming view sits between it and the presenter
        let controller = try #require(card.presentationController as? HalfCard)
        #expect(log.lines == ["willBegin coordinator=true", "viewWillAppear", "layout", "didEnd true", "viewDidAppear"])
        #expect(card.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        let container = try #require(card.view.superview)
        #expect(container.superview === window && container.subviews.first === controller.dimming)
        #expect(root.view.window === window)

        // When it is dismissed
        log.lines = []
        root.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()

        // Then the dismissal's hooks came around the callbacks, and the container left with the card
        #expect(log.lines == ["dismissalWillBegin", "viewWillDisappear", "dismissalDidEnd true", "viewDidDisappear"])
        #expect(container.window == nil && controller.dimming.window == nil)
        #expect(root.presentedViewController == nil)
    }
}
