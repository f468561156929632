import Foundation
import Testing
@testable import HeadlessUIKit

/// A test-only container that handles `show` and `showDetailViewController` itself, as
/// UINavigationController and UISplitViewController do.
@MainActor
private final class ShowingContainer: UIViewController {
    var shown: [UIViewController] = []
    var shownAsDetail: [UIViewController] = []
    var takesShow = true
    var takesShowDetail = false
    override var handlesShow: Bool { takesShow }
    override var handlesShowDetail: Bool { takesShowDetail }
    override func show(_ vc: UIViewController, sender: Any?) {
        guard takesShow else { return super.show(vc, sender: sender) }
        shown.append(vc)
    }
    override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        guard takesShowDetail else { return super.showDetailViewController(vc, sender: sender) }
        shownAsDetail.append(vc)
    }
}

@MainActor
struct PresentationShowTests {
    @Test("show(_:sender:) with no container that handles it presents from the receiver, animated")
    func showPresentsWithoutATarget() {
        let stage = Stage()
        let a = UIViewController()
        let b = UIViewController()
        stage.name(b, "B")
        stage.show(a)

        a.show(b, sender: nil)
        UIApplication.shared.runUntilIdle()

        #expect(a.presentedViewController === b)
        #expect(stage.transitionLines.contains("B.viewWillAppear(animated: true)"))
    }

    @Test("show(_:sender:) from a child goes to the nearest ancestor that handles show")
    func showGoesToTheContainer() {
        let stage = Stage()
        let container = ShowingContainer()
        let child = UIViewController()
        container.addChild(child)
        stage.show(container)
        let b = UIViewController()

        child.show(b, sender: nil)

        #expect(container.shown == [b])
        #expect(child.targetViewController(forAction: "show:sender:", sender: nil) === container)
        #expect(container.presentedViewController == nil)
    }

    @Test("targetViewController(forAction:sender:) walks the parent chain, then the presenting chain")
    func targetLookupCrossesPresentations() {
        let stage = Stage()
        let container = ShowingContainer()
        container.takesShowDetail = true
        stage.show(container)
        let (presented, inner) = makeRootWithChild()
        container.present(presented, animated: false)
        UIApplication.shared.runUntilIdle()
        let b = UIViewController()

        inner.show(b, sender: nil)
        inner.showDetailViewController(b, sender: nil)

        #expect(inner.targetViewController(forAction: "show:sender:", sender: nil) === container)
        #expect(inner.targetViewController(forAction: "showDetailViewController:sender:", sender: nil) === container)
        #expect(inner.targetViewController(forAction: "unknown:", sender: nil) == nil)
        #expect(container.shown == [b])
        #expect(container.shownAsDetail == [b])
    }

    @Test("showDetailViewController(_:sender:) with no detail target behaves as show: the show target gets it, else it is presented")
    func showDetailFallsBackToShow() {
        let stage = Stage()
        let container = ShowingContainer()
        let child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        stage.show(container)
        let b = UIViewController()

        child.showDetailViewController(b, sender: nil)
        container.takesShow = false
        let c = UIViewController()
        child.showDetailViewController(c, sender: nil)
        UIApplication.shared.runUntilIdle()

        #expect(container.shown == [b])
        #expect(container.presentedViewController === c)
    }
}
