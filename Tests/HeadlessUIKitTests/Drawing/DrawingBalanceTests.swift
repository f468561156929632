import Foundation
import HeadlessExample
import Testing
@testable import HeadlessUIKit

@MainActor
struct DrawingBalanceTests {
    /// Every view of a hierarchy, depth first.
    private func allViews(_ root: UIView) -> [UIView] { [root] + root.subviews.flatMap(allViews) }

    @Test("Every drawing of the example app's screens (list, recipe, presented edit) balances its saves and groups, and shows the screens' texts")
    func exampleAppScreensBalance() throws {
        // Given the example app launched from its storyboard
        UIApplication.shared.resetForTesting()
        let window = ExampleApp.launch()
        UIApplication.shared.runUntilIdle()
        let tabs = try #require(window.rootViewController as? UITabBarController)
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? RecipeListViewController)

        // When the window and every one of its views is drawn
        let launch = window.drawing()
        // Then each drawing balances
        #expect(launch.balanceProblem == nil)
        for view in allViews(window) { #expect(view.drawing().balanceProblem == nil, "\(view)") }
        // And the list's screen shows texts (the rows' labels, the bars' titles)
        #expect(!launch.texts.isEmpty)
        #expect(launch.operations.count > 20)

        // When a recipe is opened and its edit screen presented
        list.tableView.simulateSelection(at: IndexPath(row: 1, section: 0))
        UIApplication.shared.runUntilIdle()
        let detail = try #require(navigation.topViewController)
        #expect(window.drawing().balanceProblem == nil)
        detail.navigationItem.rightBarButtonItem?.simulateTap()
        UIApplication.shared.runUntilIdle()
        let edit = try #require(detail.presentedViewController)
        // Then the presented screen's drawing balances too
        #expect(edit.view.drawing().balanceProblem == nil)
        #expect(window.drawing().balanceProblem == nil)
        _ = window
    }

    @Test("A storyboard scene (the example's About tab) draws balanced, and drawing a 34-view scene is cheap")
    func storyboardSceneBalanceAndCost() throws {
        UIApplication.shared.resetForTesting()
        let window = ExampleApp.launch()
        UIApplication.shared.runUntilIdle()
        let tabs = try #require(window.rootViewController as? UITabBarController)
        tabs.selectedIndex = (tabs.viewControllers?.count ?? 1) - 1
        UIApplication.shared.runUntilIdle()
        let about = try #require(tabs.selectedViewController)
        #expect(about.view.drawing().balanceProblem == nil)

        // A 34-view scene: a container with 33 labelled, rounded, bordered subviews.
        let scene = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scene.backgroundColor = .white
        for index in 0..<33 {
            let label = UILabel(frame: CGRect(x: 16, y: 20 + CGFloat(index) * 24, width: 358, height: 22))
            label.text = "Row \(index)"
            label.backgroundColor = .systemGray
            label.layer.cornerRadius = 4
            label.layer.borderWidth = 1
            scene.addSubview(label)
        }
        _ = scene.drawing()
        let start = Date()
        let rounds = 50
        for _ in 0..<rounds { #expect(scene.drawing().balanceProblem == nil) }
        let perDrawing = Date().timeIntervalSince(start) / Double(rounds)
        print("Drawing a 34-view scene: \(String(format: "%.3f", perDrawing * 1000)) ms")
        #expect(perDrawing < 0.05)
        _ = window
    }
}
