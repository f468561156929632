import Foundation
import Testing
@testable import HeadlessUIKit

/// Pages P1…Pn in order, made on demand and remembered weakly.
@MainActor
final class PageSource: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [ProbeController]
    var events: [String] = []

    init(count: Int, stage: Stage) {
        pages = (1...count).map { index in
            let page = ProbeController()
            stage.name(page, "P\(index)")
            return page
        }
    }

    func name(_ page: UIViewController) -> String {
        pages.firstIndex { $0 === page }.map { "P\($0 + 1)" } ?? "?"
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        events.append("willTransitionTo \(pendingViewControllers.map(name))")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        events.append("didFinishAnimating \(finished) previous \(previousViewControllers.map(name)) completed \(completed)")
    }
}

@MainActor
struct PageViewControllerTests {
    private func makePager(_ stage: Stage, count: Int = 3) -> (UIPageViewController, PageSource) {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let source = PageSource(count: count, stage: stage)
        pager.dataSource = source
        pager.delegate = source
        stage.name(pager, "Pager")
        return (pager, source)
    }

    private func withoutLayout(_ lines: [String]) -> [String] { lines.filter { !$0.contains("Layout") } }

    @Test("Launch: the first page is a child and appears after the page view controller, not animated")
    func launch() {
        let stage = Stage()
        let (pager, source) = makePager(stage)
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        stage.clear()

        stage.show(pager)

        #expect(withoutLayout(stage.lines) == [
            "Pager.loadView()", "Pager.viewDidLoad()", "Pager.viewWillAppear(animated: false)",
            "P1.loadView()", "P1.viewDidLoad()", "P1.viewWillAppear(animated: false)",
            "Pager.viewIsAppearing(animated: false)", "P1.viewIsAppearing(animated: false)",
            "Pager.viewDidAppear(animated: false)", "P1.viewDidAppear(animated: false)",
        ])
        #expect(pager.children == [source.pages[0]])
        #expect(pager.viewControllers == [source.pages[0]])
        #expect(source.pages[0].view.superview === pager.view)
        #expect(source.pages[0].view.frame == pager.view.bounds)
        #expect(!source.pages[1].isViewLoaded)
    }

    @Test("Rules 31, 39, 50: setViewControllers turns the page: old page disappears, new appears, with animated passed through; will at once, did at the end")
    func setViewControllersOrder() {
        for animated in [false, true] {
            let stage = Stage()
            let (pager, source) = makePager(stage)
            pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
            stage.show(pager)
            stage.clear()
            var completed: [Bool] = []

            pager.setViewControllers([source.pages[2]], direction: .forward, animated: animated) { completed.append($0) }
            let atOnce = stage.lines
            if animated {
                UIApplication.shared.advanceTime(by: UIPageViewController.transitionDuration / 2)
                // viewIsAppearing comes at the layout pass, before the turn ends (rules 32, 36).
                #expect(withoutLayout(stage.lines) == atOnce + ["P3.viewIsAppearing(animated: true)"])
            }
            UIApplication.shared.runUntilIdle()

            #expect(atOnce == [
                "P1.willMove(toParent: nil)", "P3.willMove(toParent: Pager)",
                "P1.viewWillDisappear(animated: \(animated))", "P3.loadView()", "P3.viewDidLoad()", "P3.viewWillAppear(animated: \(animated))",
            ])
            #expect(withoutLayout(stage.lines) == atOnce + [
                "P3.viewIsAppearing(animated: \(animated))", "P1.viewDidDisappear(animated: \(animated))", "P3.viewDidAppear(animated: \(animated))",
                "P1.didMove(toParent: nil)", "P3.didMove(toParent: Pager)",
            ])
            #expect(completed == [true])
            #expect(source.events.isEmpty)   // the delegate hears only of the user's turns
            #expect(pager.children == [source.pages[2]])
            #expect(source.pages[2].note(for: "viewWillAppear")?.contains("movingToParent") == true)
            #expect(source.pages[0].note(for: "viewWillDisappear")?.contains("movingFromParent") == true)
            #expect(source.pages[0].view.superview == nil)
        }
    }

    @Test("Rule 50: a simulated swipe forward asks the data source, tells the delegate, and turns the page, animated or not")
    func swipeForward() {
        for animated in [false, true] {
            let stage = Stage()
            let (pager, source) = makePager(stage)
            pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
            stage.show(pager)
            stage.clear()

            let turned = pager.goToNextPage(animated: animated)
            UIApplication.shared.runUntilIdle()

            #expect(turned)
            #expect(source.events == ["willTransitionTo [\"P2\"]", "didFinishAnimating true previous [\"P1\"] completed true"])
            #expect(pager.viewControllers == [source.pages[1]])
            #expect(source.pages[1].appearanceState == .appeared)
            #expect(source.pages[0].appearanceState == .disappeared)
            #expect(source.pages[1].notes.allSatisfy { $0.contains("animated=\(animated)") })
        }
    }

    @Test("Paging back and forth stops at the ends and returns whether a page was available")
    func pagingEnds() {
        let stage = Stage()
        let (pager, source) = makePager(stage)
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        stage.show(pager)

        let before = pager.goToPreviousPage(animated: false)
        let forward = [pager.goToNextPage(), pager.goToNextPage(), pager.goToNextPage()]
        UIApplication.shared.runUntilIdle()
        let back = pager.goToPreviousPage(animated: true)
        UIApplication.shared.runUntilIdle()

        #expect(!before)
        #expect(forward == [true, true, false])
        #expect(back)
        #expect(pager.viewControllers == [source.pages[1]])
        #expect(source.pages.map(\.appearanceState) == [.disappeared, .appeared, .disappeared])
        #expect(pager.children == [source.pages[1]])
        #expect(stage.recorder.diagnostics.isEmpty)
    }

    @Test("Without a data source, paging does nothing")
    func noDataSource() {
        let stage = Stage()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
        let page = UIViewController()
        pager.setViewControllers([page], direction: .forward, animated: false)
        stage.show(pager)

        #expect(!pager.goToNextPage())
        #expect(pager.spineLocation == .min)
        #expect(page.appearanceState == .appeared)
    }

    @Test("A middle spine shows two pages side by side and turns two at a time")
    func middleSpine() {
        let stage = Stage()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        let source = PageSource(count: 4, stage: stage)
        pager.dataSource = source
        pager.setViewControllers([source.pages[0], source.pages[1]], direction: .forward, animated: false)
        stage.show(pager)

        pager.goToNextPage(animated: false)
        UIApplication.shared.runUntilIdle()

        #expect(pager.spineLocation == .mid)
        #expect(pager.viewControllers == [source.pages[2], source.pages[3]])
        #expect(source.pages[2].view.frame == CGRect(x: 0, y: 0, width: 195, height: 844))
        #expect(source.pages[3].view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
        #expect(source.pages.map(\.appearanceState) == [.disappeared, .disappeared, .appeared, .appeared])
    }

    @Test("The wrong number of pages for the spine throws UIKit's exception")
    func wrongPageCount() {
        let stage = Stage()
        let (pager, source) = makePager(stage)

        #expect(throws: UIKitException.invalidArgument(
            "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition")) {
            try pager.setViewControllersOrThrow([source.pages[0], source.pages[1]], direction: .forward, animated: false)
        }
    }

    @Test("Pages set before the page view controller is on screen do not load until it appears")
    func offscreenTurnsDoNotLoad() {
        let stage = Stage()
        let (pager, source) = makePager(stage)
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        pager.setViewControllers([source.pages[1]], direction: .reverse, animated: true)
        UIApplication.shared.runUntilIdle()

        #expect(!source.pages[0].isViewLoaded)
        #expect(!source.pages[1].isViewLoaded)
        #expect(pager.children == [source.pages[1]])

        stage.show(pager)

        #expect(source.pages[1].appearanceState == .appeared)
        #expect(!source.pages[0].isViewLoaded)
    }

    @Test("Hiding the window makes the page view controller and its page disappear")
    func windowHidden() {
        let stage = Stage()
        let (pager, source) = makePager(stage)
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        stage.show(pager)
        stage.clear()

        stage.window.isHidden = true

        #expect(stage.lines == [
            "Pager.viewWillDisappear(animated: false)", "P1.viewWillDisappear(animated: false)",
            "Pager.viewDidDisappear(animated: false)", "P1.viewDidDisappear(animated: false)",
        ])
    }

    @Test("Leaks: a replaced page is deallocated once nothing holds it")
    func replacedPageDeallocated() {
        let stage = Stage()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        weak var replaced: UIViewController?
        do {
            let first = ProbeController()
            replaced = first
            pager.setViewControllers([first], direction: .forward, animated: false)
        }
        stage.show(pager)

        pager.setViewControllers([UIViewController()], direction: .forward, animated: true)
        UIApplication.shared.runUntilIdle()

        #expect(replaced == nil)
    }
}
