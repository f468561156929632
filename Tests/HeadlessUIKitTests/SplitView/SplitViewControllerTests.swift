import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct SplitViewControllerTests {
    private func withoutLayout(_ lines: [String]) -> [String] { lines.filter { !$0.contains("Layout") } }

    /// A split whose primary is a navigation controller around `Master`, and whose secondary is `Detail`.
    private func makeSplit(_ stage: Stage, style: UISplitViewController.Style = .doubleColumn)
        -> (UISplitViewController, UINavigationController, ProbeController, ProbeController) {
        let split = UISplitViewController(style: style)
        let master = ProbeController()
        let navigation = UINavigationController(rootViewController: master)
        let detail = ProbeController()
        split.setViewController(navigation, for: .primary)
        split.setViewController(detail, for: .secondary)
        stage.name(split, "Split")
        stage.name(navigation, "Nav")
        stage.name(master, "Master")
        stage.name(detail, "Detail")
        return (split, navigation, master, detail)
    }

    @Test("An iPad-wide window shows primary and secondary side by side; both appear after the split, not animated")
    func expandedLaunch() {
        let stage = Stage()
        stage.window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        let (split, navigation, master, detail) = makeSplit(stage)
        stage.clear()

        stage.show(split)

        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.viewControllers == [navigation, detail])
        #expect(split.children.count == 2)
        #expect(master.appearanceState == .appeared)
        #expect(detail.appearanceState == .appeared)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
        let lines = withoutLayout(stage.lines).filter { $0.hasPrefix("Split.view") || $0.hasPrefix("Detail.view") }
        #expect(lines == [
            "Split.viewDidLoad()", "Split.viewWillAppear(animated: false)",
            "Detail.viewDidLoad()", "Detail.viewWillAppear(animated: false)",
            "Split.viewIsAppearing(animated: false)", "Detail.viewIsAppearing(animated: false)",
            "Split.viewDidAppear(animated: false)", "Detail.viewDidAppear(animated: false)",
        ])
    }

    @Test("A 390-point window collapses the split: the secondary goes onto the primary navigation stack")
    func collapsedLaunch() {
        let stage = Stage()
        let (split, navigation, master, detail) = makeSplit(stage)

        stage.show(split)

        #expect(split.isCollapsed)
        #expect(navigation.viewControllers == [master, detail])
        #expect(detail.parent === navigation)
        #expect(detail.splitViewController === split)
        #expect(detail.appearanceState == .appeared)
        #expect(master.appearanceState == .disappeared)
        #expect(!master.isViewLoaded)
        #expect(navigation.view.frame == split.view.bounds)
        #expect(stage.recorder.diagnostics.isEmpty)
    }

    @Test("Narrowing an expanded split collapses it and widening it again restores the secondary")
    func collapseAndExpandOnScreen() {
        let stage = Stage()
        stage.window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        let (split, navigation, master, detail) = makeSplit(stage)
        stage.show(split)

        stage.window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        UIApplication.shared.runUntilIdle()
        let collapsedStack = navigation.viewControllers
        let collapsed = split.isCollapsed
        stage.window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        UIApplication.shared.runUntilIdle()

        #expect(collapsed)
        #expect(collapsedStack == [master, detail])
        #expect(!split.isCollapsed)
        #expect(navigation.viewControllers == [master])
        #expect(split.viewController(for: .secondary) === detail)
        #expect(detail.parent === split)
        #expect(master.appearanceState == .appeared)
        #expect(detail.appearanceState == .appeared)
        #expect(detail.view.superview === split.view)
    }

    @Test("Rules 31, 57: showDetailViewController replaces the secondary: old disappears, new appears, did at the next turn")
    func showDetailExpanded() {
        let stage = Stage()
        stage.window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        let (split, _, _, detail) = makeSplit(stage)
        let newDetail = ProbeController()
        stage.name(newDetail, "New")
        stage.show(split)
        stage.clear()

        split.showDetailViewController(newDetail, sender: nil)
        let atOnce = stage.lines
        UIApplication.shared.runUntilIdle()

        #expect(atOnce == [
            "Detail.willMove(toParent: nil)", "New.willMove(toParent: Split)",
            "Detail.viewWillDisappear(animated: false)", "New.loadView()", "New.viewDidLoad()", "New.viewWillAppear(animated: false)",
            "Detail.didMove(toParent: nil)", "New.didMove(toParent: Split)",
        ])
        #expect(withoutLayout(stage.lines) == atOnce + [
            "New.viewIsAppearing(animated: false)", "Detail.viewDidDisappear(animated: false)", "New.viewDidAppear(animated: false)",
        ])
        #expect(split.viewControllers.last === newDetail)
        #expect(detail.parent == nil)
    }

    @Test("Rule 36: collapsed, showDetailViewController pushes onto the primary navigation controller, animated")
    func showDetailCollapsed() {
        let stage = Stage()
        let (split, navigation, master, _) = makeSplit(stage)
        split.setViewController(nil, for: .secondary)
        stage.show(split)
        let newDetail = ProbeController()

        split.showDetailViewController(newDetail, sender: nil)
        UIApplication.shared.runUntilIdle()

        #expect(navigation.viewControllers == [master, newDetail])
        #expect(newDetail.note(for: "viewWillAppear")?.contains("animated=true") == true)
        #expect(newDetail.appearanceState == .appeared)
    }

    @Test("show(_:sender:) replaces the primary column; split containers handle show and showDetail")
    func showReplacesPrimary() {
        let stage = Stage()
        stage.window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        let (split, navigation, _, _) = makeSplit(stage)
        stage.show(split)
        let newPrimary = ProbeController()

        split.show(newPrimary, sender: nil)
        UIApplication.shared.runUntilIdle()

        #expect(split.viewController(for: .primary) === newPrimary)
        #expect(newPrimary.appearanceState == .appeared)
        #expect(navigation.appearanceState == .disappeared)
        #expect(navigation.parent == nil)
        #expect(split.handlesShow && split.handlesShowDetail)
    }

    @Test("preferredDisplayMode secondaryOnly hides the primary; oneBesideSecondary brings it back")
    func displayModes() {
        let stage = Stage()
        stage.window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        let (split, navigation, master, detail) = makeSplit(stage)
        stage.show(split)

        split.preferredDisplayMode = .secondaryOnly
        UIApplication.shared.runUntilIdle()
        let hidden = (master.appearanceState, navigation.viewIfLoaded?.superview == nil, detail.view.frame.width)
        split.preferredDisplayMode = .oneBesideSecondary
        UIApplication.shared.runUntilIdle()

        #expect(hidden == (.disappeared, true, 1024))
        #expect(master.appearanceState == .appeared)
        #expect(split.displayMode == .oneBesideSecondary)
    }

    @Test("A triple-column split shows all three columns in a wide window and its compact column when collapsed")
    func tripleColumn() {
        let stage = Stage()
        stage.window.frame = CGRect(x: 0, y: 0, width: 1366, height: 1024)
        let split = UISplitViewController(style: .tripleColumn)
        let primary = UIViewController(), supplementary = UIViewController(), secondary = UIViewController(), compact = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(supplementary, for: .supplementary)
        split.setViewController(secondary, for: .secondary)
        split.setViewController(compact, for: .compact)
        stage.show(split)
        let wide = [primary, supplementary, secondary, compact].map(\.appearanceState)

        stage.window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        UIApplication.shared.runUntilIdle()

        #expect(wide == [.appeared, .appeared, .appeared, .disappeared])
        #expect(split.viewControllers == [primary, supplementary, secondary])
        #expect(split.isCollapsed)
        #expect([primary, supplementary, secondary, compact].map(\.appearanceState) == [.disappeared, .disappeared, .disappeared, .appeared])
    }

    @Test("The delegate can take over collapsing: returning true leaves the primary stack alone")
    func delegateCollapse() {
        final class KeepApart: UISplitViewControllerDelegate {
            var asked = 0
            func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                     onto primaryViewController: UIViewController) -> Bool { asked += 1; return true }
        }
        let stage = Stage()
        let (split, navigation, master, detail) = makeSplit(stage)
        let delegate = KeepApart()
        split.delegate = delegate

        stage.show(split)

        #expect(delegate.asked == 1)
        #expect(navigation.viewControllers == [master])
        #expect(master.appearanceState == .appeared)
        #expect(detail.appearanceState == .disappeared)
    }

    @Test("splitViewController is the nearest split ancestor, self excluded")
    func splitViewControllerProperty() {
        let stage = Stage()
        let (split, navigation, master, detail) = makeSplit(stage)
        _ = stage

        #expect(navigation.splitViewController === split)
        #expect(master.splitViewController === split)
        #expect(detail.splitViewController === split)
        #expect(split.splitViewController == nil)
        #expect(UISplitViewController(nibName: nil, bundle: nil).style == .unspecified)
    }
}
