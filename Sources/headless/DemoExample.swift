import Foundation
import HeadlessExample
import HeadlessUIKit

// The example app (Examples/HeadlessExample: Main.storyboard, DetailHeaderView.xib, CreditsView.xib),
// launched from its storyboard and driven like a user, step by step.

/// Launches the recipe app and taps through it: a recipe, Edit, Done, Back, the About tab, Credits;
/// each step prints the callbacks the named controllers received and the rules that explain them.
@MainActor
struct ExampleDemo {
    /// Where the output goes.
    let terminal: Terminal
    /// The folder for a picture of the screen after each step (nil: none).
    var pictures: URL?

    /// Launches the app and runs the steps.
    func run() {
        let t = terminal
        t.line(t.title("Example · a storyboard app (Examples/HeadlessExample), driven like a user"))
        t.line(t.code("Main.storyboard + DetailHeaderView.xib + CreditsView.xib; layout callbacks left out (rule 33)."))

        let recorder = LifecycleRecorder(scope: .named)
        var pictureCount = 0

        /// Runs one user step, names the controllers it made, then prints what the recorder saw and why.
        func step(_ heading: String, _ code: [String], why: String, _ action: () -> Void, then after: () -> String? = { nil }) {
            action()
            UIApplication.shared.runUntilIdle()
            let screen = after()
            t.line()
            t.line(t.heading(heading))
            for source in code + ["// the run loop turns"] { t.line(t.code("  " + source)) }
            let timeline = recorder.events.filter { !$0.callback.hasSuffix("LayoutSubviews") }.map { event in
                // The bundle's path depends on the build folder: print the expression instead.
                let text = recorder.render(event)
                    .replacingOccurrences(of: "\"\(ExampleApp.bundle.bundlePath)\"", with: "ExampleApp.bundle")
                let dot = text.firstIndex(of: ".") ?? text.startIndex
                let styled = event.kind == .diagnostic ? t.style(text, "33") : t.bold(String(text[..<dot])) + text[dot...]
                return String(repeating: "  ", count: event.depth + 2) + styled
            }
            t.line(timeline.isEmpty ? "    (no callbacks)" : timeline.joined(separator: "\n"))
            if let screen { t.line(t.code("    screen: ") + screen) }
            if let pictures, let shown = UIApplication.shared.windows.last(where: { !$0.isHidden }) {
                pictureCount += 1
                let name = String(format: "%02d-", pictureCount) + DemoPictures.fileName(heading) + ".png"
                if let file = DemoPictures.write(shown, to: pictures.appendingPathComponent(name)) {
                    t.line(t.code("    picture: ") + file)
                }
            }
            t.line(t.style("  ↳ " + why, "36"))
            recorder.clear()
        }

        var window: UIWindow!
        var tabs: UITabBarController!
        var navigation: UINavigationController!
        var list: RecipeListViewController!
        var about: AboutViewController!
        step("launch from Main.storyboard",
             ["UIApplication.shared.launchMainStoryboard(named: \"Main\", bundle: ExampleApp.bundle)"],
             why: "rules 24, 70, 43, 34: each scene's controller is made with init(coder:) then awakeFromNib; the tabs and the navigation root come with their containers; only the selected tab's views load, in launch order.") {
            window = ExampleApp.launch()
        } then: {
            tabs = window.rootViewController as? UITabBarController
            navigation = tabs.viewControllers?.first as? UINavigationController
            list = navigation.viewControllers.first as? RecipeListViewController
            about = tabs.viewControllers?.last as? AboutViewController
            for (controller, name) in [(tabs, "Tabs"), (navigation, "Nav"), (list, "List"), (about, "About")] as [(UIViewController, String)] {
                recorder.name(controller, name)
            }
            return rows(of: list)
        }

        var detail: RecipeDetailViewController!
        step("tap the “Tomato soup” row: the cell's show segue pushes the recipe",
             ["list.tableView.simulateSelection(at: IndexPath(row: 1, section: 0))"],
             why: "rules 66, 36, 39: the segue makes Detail, List.prepare passes the row's recipe before Detail's view loads, then the push (animated) in UIKit's order; the header comes from DetailHeaderView.xib in viewDidLoad.") {
            list.tableView.simulateSelection(at: IndexPath(row: 1, section: 0))
        } then: {
            detail = navigation.topViewController as? RecipeDetailViewController
            recorder.name(detail, "Detail")
            return "Detail header: \(detail.header?.titleLabel.text ?? "?") — \(detail.header?.subtitleLabel.text ?? "?")"
        }

        var edit: EditRecipeViewController!
        step("tap Edit: a presentation segue (current context)",
             ["detail.navigationItem.rightBarButtonItem?.simulateTap()"],
             why: "rules 66, 47, 45: Detail prepares Edit; Detail defines the presentation context, so it presents Edit and disappears once Edit has appeared.") {
            detail.navigationItem.rightBarButtonItem?.simulateTap()
        } then: {
            edit = detail.presentedViewController as? EditRecipeViewController
            recorder.name(edit, "Edit")
            return "Edit: “\(edit.nameField.text ?? "")”, \(edit.statusLabel.text ?? "")"
        }

        step("rename, flip the switch, tap Done: the unwind segue",
             ["edit.nameField.text = \"Tomato & basil soup\"", "edit.favouriteSwitch.isOn = false",
              "edit.favouriteSwitch.sendActions(for: .valueChanged)", "edit.doneButton.sendActions(for: .touchUpInside)"],
             why: "rules 71, 46: Detail is the nearest controller with saveRecipe:; Edit.prepare, then Detail.saveRecipe(_:), then the dismissal brings Detail back.") {
            edit.nameField.text = "Tomato & basil soup"
            edit.favouriteSwitch.isOn = false
            edit.favouriteSwitch.sendActions(for: .valueChanged)
            edit.doneButton.sendActions(for: .touchUpInside)
        } then: {
            "Detail header: \(detail.header?.titleLabel.text ?? "?") — \(detail.header?.subtitleLabel.text ?? "?")"
        }

        step("tap Back",
             ["navigation.navigationBar.simulateBackButtonTap()"],
             why: "rules 38, 39: the pop; List.viewWillAppear reloads the rows from the edited book.") {
            navigation.navigationBar.simulateBackButtonTap()
        } then: {
            rows(of: list)
        }

        step("tap the About tab: its embed segue runs while it loads",
             ["tabs.simulateTap(at: 1)"],
             why: "rules 43, 44, 69: About loads on its first visit; the embed segue makes Stats inside About.loadView, before About.viewDidLoad; then the tab switch.") {
            tabs.simulateTap(at: 1)
        } then: {
            if let stats = about.stats { recorder.name(stats, "Stats") }
            return "Stats: \(about.stats?.countLabel.text ?? "?")"
        }

        step("tap Credits: a controller whose view comes from CreditsView.xib",
             ["about.creditsButton.sendActions(for: .touchUpInside)",
              "// showCredits: present(CreditsViewController(nibName: nil, bundle: ExampleApp.bundle), animated: true)"],
             why: "rules 14, 16, 11, 47: loadView finds CreditsView.xib (the class name without “Controller”, after the module-prefixed names) and loads it with Credits as File's Owner; a sheet leaves its presenter alone.") {
            about.creditsButton.sendActions(for: .touchUpInside)
        } then: {
            guard let credits = tabs.presentedViewController as? CreditsViewController else { return "no credits" }
            recorder.name(credits, "Credits")
            return "Credits: nibName \"\(credits.nibName ?? "nil")\", “\(credits.creditsLabel?.text ?? "?")”"
        }
        recorder.stop()
        if let pictures, pictureCount > 0 {
            t.line()
            t.line(t.heading("pictures of the screen after each step: \(DemoPictures.display(pictures))"))
        }
    }

    /// The list's rows as the user reads them.
    private func rows(of list: RecipeListViewController) -> String {
        (0..<list.tableView.numberOfRows(inSection: 0)).map { row in
            (list.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? RecipeCell)?.nameLabel.text ?? "?"
        }.joined(separator: " | ")
    }
}
