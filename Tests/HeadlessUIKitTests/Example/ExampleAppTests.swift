import Foundation
import HeadlessExample
import Testing
@testable import HeadlessUIKit
import TestScratch

/// The example app, launched from its storyboard, with a recorder that names its controllers.
@MainActor
private struct LaunchedExample {
    let window: UIWindow
    let tabs: UITabBarController
    let navigation: UINavigationController
    let list: RecipeListViewController
    let about: AboutViewController
    let recorder = LifecycleRecorder(scope: .named)

    init() throws {
        UIApplication.shared.resetForTesting()
        window = ExampleApp.launch()
        UIApplication.shared.runUntilIdle()
        tabs = try #require(window.rootViewController as? UITabBarController)
        navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        list = try #require(navigation.viewControllers.first as? RecipeListViewController)
        about = try #require(tabs.viewControllers?.last as? AboutViewController)
        for (controller, name) in [(tabs, "Tabs"), (navigation, "Nav"), (list, "List"), (about, "About")] as [(UIViewController, String)] {
            recorder.name(controller, name)
        }
    }

    /// The recorded lines without the layout callbacks (rule 33: zero or more per appearance).
    var lines: [String] {
        recorder.lines.filter { !$0.contains("LayoutSubviews()") }
    }

    /// The list's rows as the user reads them.
    var rows: [String?] {
        (0..<list.tableView.numberOfRows(inSection: 0)).map { row in
            (list.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? RecipeCell)?.nameLabel.text
        }
    }

    /// Taps the “Tomato soup” row and returns the pushed recipe screen, named Detail.
    func openTomatoSoup() throws -> RecipeDetailViewController {
        list.tableView.simulateSelection(at: IndexPath(row: 1, section: 0))
        UIApplication.shared.runUntilIdle()
        let detail = try #require(navigation.topViewController as? RecipeDetailViewController)
        recorder.name(detail, "Detail")
        return detail
    }

    /// Taps Edit on the recipe screen and returns the presented Edit screen, named Edit.
    func edit(_ detail: RecipeDetailViewController) throws -> EditRecipeViewController {
        detail.navigationItem.rightBarButtonItem?.simulateTap()
        UIApplication.shared.runUntilIdle()
        let edit = try #require(detail.presentedViewController as? EditRecipeViewController)
        recorder.name(edit, "Edit")
        return edit
    }
}

@MainActor
struct ExampleAppTests {
    @Test("Bundle.module's Resources folder holds the storyboard and the xibs, and the storyboard knows its identified scenes")
    func resourcesAreFound() throws {
        let bundle = ExampleApp.bundle

        let storyboard = try UIStoryboard.load(name: ExampleApp.mainStoryboardName, bundle: bundle)

        #expect(bundle.url(forResource: "Main", withExtension: "storyboard") != nil)
        #expect(bundle.url(forResource: "DetailHeaderView", withExtension: "xib") != nil)
        #expect(bundle.url(forResource: "CreditsView", withExtension: "xib") != nil)
        #expect(storyboard.identifiers.contains("EditRecipe"))
        #expect(storyboard.identifiers.contains("RecipeDetail"))
    }

    @Test("Launching puts the tab bar controller in the key window: a navigation stack on the list, and About, whose view waits (rules 22, 43, 70)")
    func launchTree() throws {
        let app = try LaunchedExample()

        let rows = app.rows

        #expect(app.window.isKeyWindow)
        #expect(app.tabs.selectedIndex == 0)
        #expect(app.tabs.viewControllers?.map { $0.tabBarItem.title } == ["Recipes", "About"])
        #expect(app.navigation.viewControllers.count == 1)
        #expect(rows == ["Pancakes", "★ Tomato soup", "Flatbread"])
        #expect(app.list.view.window === app.window)
        #expect(!app.about.isViewLoaded)
        #expect(app.about.storyboard != nil)
    }

    @Test("At launch every scene controller comes from init(coder:) then awakeFromNib, and the list appears in launch order (rules 24, 34)")
    func launchOrder() throws {
        let app = try LaunchedExample()

        let list = app.lines.filter { $0.hasPrefix("List.") && !$0.contains("Move(toParent") }

        #expect(list == [
            "List.init(coder: …)", "List.awakeFromNib()", "List.loadView()", "List.viewDidLoad()",
            "List.viewWillAppear(animated: false)", "List.viewIsAppearing(animated: false)", "List.viewDidAppear(animated: false)",
        ])
        #expect(app.lines.filter { $0.hasPrefix("About.") } == ["About.init(coder: …)", "About.willMove(toParent: Tabs)", "About.didMove(toParent: Tabs)", "About.awakeFromNib()"])
    }

    @Test("Tapping a recipe runs its show segue: the destination is made, prepared with its view unloaded, then pushed in rule 36's order (rules 66, 36)")
    func pushOrder() throws {
        let app = try LaunchedExample()
        app.recorder.clear()

        let detail = try app.openTomatoSoup()

        #expect(app.lines.filter { !$0.hasPrefix("Nav.") } == [
            "Detail.init(coder: …)", "Detail.awakeFromNib()", "List.prepare(for: \"ShowRecipe\")",
            "Detail.willMove(toParent: Nav)", "Detail.loadView()", "Detail.viewDidLoad()",
            "List.viewWillDisappear(animated: true)", "Detail.viewWillAppear(animated: true)",
            "Detail.viewIsAppearing(animated: true)", "List.viewDidDisappear(animated: true)",
            "Detail.viewDidAppear(animated: true)", "Detail.didMove(toParent: Nav)",
        ])
        #expect(detail.recipeIndex == 1)
        #expect(detail.title == "Tomato soup")
        #expect(detail.ingredientsLabel.text == "tomatoes, onion, stock")
    }

    @Test("The recipe's header comes from DetailHeaderView.xib, with its outlets and runtime attributes set (rule 26)")
    func headerFromXib() throws {
        let app = try LaunchedExample()

        let detail = try app.openTomatoSoup()

        let header = try #require(detail.header)
        #expect(header.superview === detail.headerContainer)
        #expect(header.titleLabel.text == "Tomato soup")
        #expect(header.subtitleLabel.text == "★ Favourite · 3 ingredients")
        #expect(header.favouriteBadge == "★")
        #expect(header.layer.cornerRadius == 12)
    }

    @Test("Edit's presentation segue presents over the recipe, which defines the context: prepare, then rule 45's order; the tab bar hears nothing (rules 66, 45, 47)")
    func presentEdit() throws {
        let app = try LaunchedExample()
        let detail = try app.openTomatoSoup()
        app.recorder.clear()

        let edit = try app.edit(detail)

        #expect(app.lines.filter { !$0.hasPrefix("Nav.") } == [
            "Edit.init(coder: …)", "Edit.awakeFromNib()", "Detail.prepare(for: \"EditRecipe\")",
            "Edit.loadView()", "Edit.viewDidLoad()",
            "Detail.viewWillDisappear(animated: true)", "Edit.viewWillAppear(animated: true)",
            "Edit.viewIsAppearing(animated: true)", "Edit.viewDidAppear(animated: true)",
            "Detail.viewDidDisappear(animated: true)",
        ])
        #expect(edit.presentingViewController === detail)
        #expect(edit.modalPresentationStyle == .currentContext)
        #expect(edit.nameField.text == "Tomato soup")
        #expect(edit.favouriteSwitch.isOn)
        #expect(edit.doneButton.accessibilityIdentifier == "edit.done")
        #expect(edit.headingLabels.map(\.text) == ["NAME", "FAVOURITE"])
    }

    @Test("Done's unwind segue: Edit prepares, Detail's saveRecipe: gets the segue, then the dismissal in rule 46's order (rules 71, 46)")
    func unwindFromEdit() throws {
        let app = try LaunchedExample()
        let detail = try app.openTomatoSoup()
        let edit = try app.edit(detail)
        edit.nameField.text = "Tomato & basil soup"
        edit.favouriteSwitch.isOn = false
        edit.favouriteSwitch.sendActions(for: .valueChanged)
        app.recorder.clear()

        edit.doneButton.sendActions(for: .touchUpInside)
        UIApplication.shared.runUntilIdle()

        #expect(app.lines.filter { !$0.hasPrefix("Nav.") } == [
            "Edit.prepare(for: \"SaveRecipe\")", "Detail.saveRecipe(segue)",
            "Edit.viewWillDisappear(animated: true)", "Detail.viewWillAppear(animated: true)",
            "Detail.viewIsAppearing(animated: true)", "Detail.viewDidAppear(animated: true)",
            "Edit.viewDidDisappear(animated: true)",
        ])
        #expect(app.recorder.diagnostics.isEmpty)
        #expect(detail.presentedViewController == nil)
        #expect(RecipeBook.shared.recipes[1] == Recipe(name: "Tomato & basil soup", ingredients: ["tomatoes", "onion", "stock"], isFavourite: false))
        #expect(detail.header?.titleLabel.text == "Tomato & basil soup")
        #expect(edit.statusLabel.text == "Not a favourite")
    }

    @Test("Back after the edit pops to the list, which shows the new name (rules 38, 39)")
    func popShowsEdit() throws {
        let app = try LaunchedExample()
        let detail = try app.openTomatoSoup()
        let edit = try app.edit(detail)
        edit.nameField.text = "Soup"
        edit.doneButton.sendActions(for: .touchUpInside)
        UIApplication.shared.runUntilIdle()
        app.recorder.clear()

        app.navigation.navigationBar.simulateBackButtonTap()
        UIApplication.shared.runUntilIdle()

        #expect(app.lines.filter { !$0.hasPrefix("Nav.") } == [
            // Detail's disappearance is balanced (issue 11) but comes at the end, not in rule 38's
            // place: after the full-screen dismissal the navigation controller no longer counts
            // Detail as displayed (docs/known-gaps.md).
            "Detail.willMove(toParent: nil)", "List.viewWillAppear(animated: true)", "List.viewIsAppearing(animated: true)",
            "List.viewDidAppear(animated: true)", "Detail.viewWillDisappear(animated: true)",
            "Detail.viewDidDisappear(animated: true)", "Detail.didMove(toParent: nil)",
        ])
        #expect(app.rows == ["Pancakes", "★ Soup", "Flatbread"])
    }

    @Test("The first tap on About loads it, running the embed segue inside its loadView; then the tab switch in rule 44's order (rules 43, 44, 69)")
    func aboutTabEmbeds() throws {
        let app = try LaunchedExample()
        app.recorder.clear()

        app.tabs.simulateTap(at: 1)
        UIApplication.shared.runUntilIdle()

        let stats = try #require(app.about.stats)
        app.recorder.name(stats, "Stats")
        #expect(app.lines == [
            "About.loadView()", "Stats.init(coder: …)", "Stats.awakeFromNib()", "About.prepare(for: \"EmbedStats\")",
            "Stats.willMove(toParent: About)", "Stats.loadView()", "Stats.viewDidLoad()", "Stats.didMove(toParent: About)",
            "About.viewDidLoad()",
            "About.viewWillAppear(animated: false)", "Stats.viewWillAppear(animated: false)",
            "Nav.viewWillDisappear(animated: false)", "List.viewWillDisappear(animated: false)",
            "About.viewIsAppearing(animated: false)", "Stats.viewIsAppearing(animated: false)",
            "Nav.viewDidDisappear(animated: false)", "List.viewDidDisappear(animated: false)",
            "About.viewDidAppear(animated: false)", "Stats.viewDidAppear(animated: false)",
        ])
        #expect(app.tabs.selectedViewController === app.about)
        #expect(app.about.children == [stats])
        #expect(stats.view.frame == CGRect(x: 0, y: 0, width: 353, height: 120))
        #expect(stats.unitName == "recipe")
        #expect(stats.countLabel.text == "3 recipes, 1 favourite")
    }

    @Test("Credits' view comes from CreditsView.xib, found by the nib search; the sheet leaves About alone, and Close dismisses it (rules 14, 16, 47)")
    func creditsFromXib() throws {
        let app = try LaunchedExample()
        app.tabs.simulateTap(at: 1)
        UIApplication.shared.runUntilIdle()
        app.recorder.clear()

        app.about.creditsButton.sendActions(for: .touchUpInside)
        UIApplication.shared.runUntilIdle()

        let credits = try #require(app.tabs.presentedViewController as? CreditsViewController)
        #expect(credits.nibName == "CreditsView")
        #expect(credits.creditsLabel.text == "Made with HeadlessUIKit")
        #expect(credits.closeButton.superview === credits.view)
        #expect(app.lines.filter { $0.hasPrefix("About.") || $0.hasPrefix("Tabs.") }.isEmpty)

        credits.closeButton.sendActions(for: .touchUpInside)
        UIApplication.shared.runUntilIdle()

        #expect(app.tabs.presentedViewController == nil)
    }

    @Test("`headless compile` turns Main.storyboard into a .storyboardc that launches the same controller tree")
    func compiledStoryboardLaunches() throws {
        let folder = try TestScratch.shared.folder("Example")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try #require(ExampleApp.bundle.url(forResource: "Main", withExtension: "storyboard"))

        let (status, output) = try runHeadless(["compile", source.path, "-o", folder.appendingPathComponent("Main.storyboardc").path])
        UIApplication.shared.resetForTesting()
        let window = UIApplication.shared.launchMainStoryboard(named: "Main", bundle: Bundle(path: folder.path))
        UIApplication.shared.runUntilIdle()

        #expect(status == 0, "\(output)")
        let tabs = try #require(window.rootViewController as? UITabBarController)
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        #expect(navigation.viewControllers.first is RecipeListViewController)
        #expect(tabs.viewControllers?.last is AboutViewController)
    }

    @Test("`headless inspect` lists the storyboard's scenes and its show, presentation, unwind and embed segues")
    func inspectStoryboard() throws {
        let source = try #require(ExampleApp.bundle.url(forResource: "Main", withExtension: "storyboard"))

        let (status, output) = try runHeadless(["inspect", source.path])

        #expect(status == 0)
        #expect(output.contains("initial view controller: 49e-Tb-3d3 (UITabBarController)"))
        #expect(output.contains("show \"ShowRecipe\""))
        #expect(output.contains("presentation \"EditRecipe\""))
        #expect(output.contains("unwind \"SaveRecipe\""))
        #expect(output.contains("embed \"EmbedStats\""))
    }

    @Test("`headless demo example` drives the app: push, Edit, the unwind in rule 71's order, the About tab and Credits, without warnings")
    func demoPart() throws {
        let (status, output) = try runHeadless(["demo", "example", "--pictures", try TestScratch.shared.folder("demo-pictures").path])
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func index(_ line: String) -> Int? { lines.firstIndex(of: line) }

        #expect(status == 0)
        #expect(index("List.prepare(for: \"ShowRecipe\")")! < index("Detail.loadView()")!)
        #expect(index("Edit.prepare(for: \"SaveRecipe\")")! < lines.firstIndex { $0.hasPrefix("Detail.saveRecipe(segue)") }!)
        #expect(lines.firstIndex { $0.hasPrefix("Detail.saveRecipe(segue)") }! < index("Edit.viewWillDisappear(animated: true)")!)
        #expect(index("About.prepare(for: \"EmbedStats\")")! < index("About.viewDidLoad()")!)
        #expect(output.contains("screen: Detail header: Tomato & basil soup — 3 ingredients"))
        #expect(output.contains("screen: Credits: nibName \"CreditsView\""))
        #expect(!output.contains("warning"))
        #expect(!output.contains("\u{1B}["))
    }
}
