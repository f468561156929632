import Foundation
import Testing
@testable import HeadlessUIKit

/// Stands in for SwiftGen's `CreateAccViewController` (module SwiftGen), registered under that name.
final class GoldenCreateAccountController: UIViewController {
    var prepared: [String] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append(segue.identifier ?? "")
    }
}

/// Xcode's own compiled storyboard (`Wizard.storyboardc`, ibtool's output) loads and runs.
/// Serialized: one test registers a class, which the others must not see.
@MainActor @Suite(.serialized)
struct GoldenStoryboardTests {
    private var folder: URL {
        SharedCorpus.root.appendingPathComponent("golden/SwiftGen+SwiftGen/Wizard.storyboardc")
    }

    @Test("Every scene of ibtool's Wizard.storyboardc instantiates and loads its view; unknown custom classes fall back (rule 27)",
          .enabled(if: SharedCorpus.isAvailable))
    func everySceneLoads() throws {
        UIApplication.shared.resetForTesting()
        NibLoading.resetStatistics()
        let storyboard = try UIStoryboard.load(contentsOf: folder)

        var loaded: [String: String] = [:]
        for identifier in storyboard.identifiers {
            let controller = try storyboard.instantiateViewControllerOrThrow(withIdentifier: identifier)
            controller.loadViewIfNeeded()
            loaded[identifier] = "\(type(of: controller))"
        }

        #expect(loaded["CreateAccount"] == "UIViewController")
        #expect(loaded["Preferences"] == "UITableViewController")
        #expect(loaded.count == storyboard.identifiers.count)
        #expect(NibLoading.statistics.viewsLoaded == storyboard.identifiers.count)
        #expect(NibLoading.statistics.unknownClasses.contains("SwiftGen.CreateAccViewController"))
        #expect(NibLoading.statistics.problems.isEmpty)
    }

    @Test("A registered class replaces ibtool's mangled custom class, and the button's show segue pushes (rule 66)",
          .enabled(if: SharedCorpus.isAvailable))
    func registeredClassAndSegue() throws {
        UIApplication.shared.resetForTesting()
        NibLoading.register(GoldenCreateAccountController.self, as: "SwiftGen.CreateAccViewController")
        defer { NibLoading.unregister(GoldenCreateAccountController.self) }
        let storyboard = try UIStoryboard.load(contentsOf: folder)
        let create = try #require(storyboard.instantiateViewController(withIdentifier: "CreateAccount") as? GoldenCreateAccountController)
        let navigation = UINavigationController(rootViewController: create)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let button = try #require(create.view.subviews.compactMap { $0 as? UIButton }.first)

        button.sendActions(for: .touchUpInside)
        UIApplication.shared.runUntilIdle()

        #expect(create.title == "Create")
        #expect(create.prepared == ["ShowPassword"])
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.title == "Passwd")
    }

    @Test("The prototype cell of ibtool's table scene dequeues from its nested nib",
          .enabled(if: SharedCorpus.isAvailable))
    func prototypeCellDequeues() throws {
        UIApplication.shared.resetForTesting()
        let storyboard = try UIStoryboard.load(contentsOf: folder)
        let preferences = try #require(storyboard.instantiateViewController(withIdentifier: "Preferences") as? UITableViewController)

        let cell = preferences.tableView.dequeueReusableCell(withIdentifier: "PrefCell", for: IndexPath(row: 0, section: 0))

        #expect(cell.reuseIdentifier == "PrefCell")
        #expect(cell.contentView.superview === cell)
    }
}
