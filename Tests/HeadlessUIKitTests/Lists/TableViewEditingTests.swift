import Foundation
import Testing
@testable import HeadlessUIKit

/// A table controller over a list of meals, as FoodTracker's is: the Edit button on the left,
/// swipe to delete, rows that move.
@MainActor
final class MealListController: UITableViewController {
    var meals = ["Caprese Salad", "Chicken and Potatoes", "Pasta with Meatballs"]
    var editingCalls: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MealCell")
        tableView.rowHeight = 90
        navigationItem.leftBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { meals.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MealCell", for: indexPath)
        cell.textLabel?.text = meals[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            meals.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        meals.insert(meals.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        editingCalls.append("setEditing(\(editing), animated: \(animated))")
        super.setEditing(editing, animated: animated)
    }
}

@MainActor
struct TableViewEditingTests {
    private func showMeals() -> MealListController {
        UIApplication.shared.resetForTesting()
        let meals = MealListController(style: .plain)
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: meals)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return meals
    }

    private func titles(_ table: UITableView) -> [String] {
        table.visibleCells.map { $0.textLabel?.text ?? "?" }
    }

    @Test("editButtonItem reads Edit, and a tap puts the controller, its table and the cells in editing mode and reads Done")
    func editButtonTogglesEditing() throws {
        let meals = showMeals()
        let button = try #require(meals.navigationItem.leftBarButtonItem)
        #expect(button === meals.editButtonItem)
        #expect(button.title == "Edit" && !meals.isEditing)

        button.simulateTap()

        #expect(meals.editingCalls == ["setEditing(true, animated: true)"])
        #expect(meals.isEditing && meals.tableView.isEditing)
        #expect(meals.tableView.visibleCells.allSatisfy { $0.isEditing })
        #expect(button.title == "Done" && button.style == .done)

        button.simulateTap()

        #expect(meals.editingCalls.last == "setEditing(false, animated: true)")
        #expect(!meals.isEditing && !meals.tableView.isEditing && button.title == "Edit")
        #expect(meals.tableView.visibleCells.allSatisfy { !$0.isEditing })
    }

    @Test("A plain controller's isEditing follows setEditing without any table")
    func plainControllerEditing() {
        let controller = UIViewController()

        controller.isEditing = true

        #expect(controller.isEditing)
        #expect(controller.editButtonItem.title == "Done")
        #expect(!controller.isViewLoaded)
    }

    @Test("Swipe to delete commits the deletion and the app's deleteRows removes the row")
    func swipeToDeleteRemovesRow() {
        let meals = showMeals()

        let deleted = meals.tableView.simulateSwipeToDelete(at: IndexPath(row: 1, section: 0))

        #expect(deleted)
        #expect(meals.meals == ["Caprese Salad", "Pasta with Meatballs"])
        #expect(titles(meals.tableView) == ["Caprese Salad", "Pasta with Meatballs"])
        #expect(!meals.tableView.isEditing)
    }

    @Test("A swipe tells the delegate the row begins editing, then, once the table has left editing, that it ended")
    func swipeEditsTheRowMeanwhile() {
        UIApplication.shared.resetForTesting()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let source = ModelTableSource([["A", "B"]])
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        source.calls.removeAll()

        table.simulateSwipeToDelete(at: IndexPath(row: 0, section: 0))

        #expect(source.calls == ["willBeginEditing(0, editing: false)", "commit(delete, 0.0)", "didEndEditing(0, editing: false)"])
        #expect(titles(table) == ["B"])
        #expect(!table.isEditing)
    }

    @Test("A row whose editing style is not delete, or that cannot be edited, shows no Delete button")
    func noDeleteButton() {
        final class NoDelete: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row == 0 }
            override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .none }
            override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                Issue.record("nothing should be committed")
            }
        }
        UIApplication.shared.resetForTesting()
        let controller = NoDelete(style: .plain)
        controller.loadViewIfNeeded()
        controller.tableView.layoutIfNeeded()

        #expect(!controller.tableView.simulateSwipeToDelete(at: IndexPath(row: 0, section: 0)))
        #expect(!controller.tableView.simulateSwipeToDelete(at: IndexPath(row: 1, section: 0)))
        #expect(!controller.tableView.simulateSwipeToDelete(at: IndexPath(row: 5, section: 0)))
    }

    @Test("Dragging a row in editing mode tells the data source, and the row keeps its cell at its new place")
    func moveInEditingMode() {
        let meals = showMeals()
        let table = meals.tableView!
        let pasta = table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(!table.simulateMove(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0)))

        meals.setEditing(true, animated: false)
        let moved = table.simulateMove(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))

        #expect(moved)
        #expect(meals.meals == ["Pasta with Meatballs", "Caprese Salad", "Chicken and Potatoes"])
        #expect(titles(table) == meals.meals)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === pasta)
    }

    @Test("UIContextualAction and UISwipeActionsConfiguration keep what they are given")
    func contextualActionValues() {
        let action = UIContextualAction(style: .destructive, title: "Remove") { _, _, done in done(true) }
        let configuration = UISwipeActionsConfiguration(actions: [action])

        #expect(action.style == .destructive && action.style.rawValue == 1 && UIContextualAction.Style.normal.rawValue == 0)
        #expect(action.title == "Remove")
        #expect(configuration.actions.first === action)
        #expect(configuration.performsFirstActionWithFullSwipe)
    }

    @Test("A swipe action runs its handler with the action, and the delegate's actions replace the Delete button")
    func swipeActionRunsHandler() {
        UIApplication.shared.resetForTesting()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let source = ModelTableSource([["A", "B"]])
        var handled: [String] = []
        var completionResult: Bool?
        source.trailingActions = [UIContextualAction(style: .normal, title: "Archive") { action, view, completion in
            handled.append(action.title ?? "?")
            completion(true)
            completionResult = true
            _ = view
        }]
        source.leadingActions = [UIContextualAction(style: .normal, title: "Pin") { _, _, completion in
            handled.append("Pin")
            completion(false)
        }]
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()

        #expect(table.simulateSwipeAction("Archive", at: IndexPath(row: 1, section: 0)))
        #expect(table.simulateSwipeAction("Pin", at: IndexPath(row: 0, section: 0)))
        #expect(!table.simulateSwipeAction("Delete", at: IndexPath(row: 0, section: 0)))
        #expect(!table.simulateSwipeToDelete(at: IndexPath(row: 0, section: 0)))

        #expect(handled == ["Archive", "Pin"])
        #expect(completionResult == true)
        #expect(source.model == [["A", "B"]])
    }

    @Test("Without trailing actions, the swipe's Delete button is an action titled Delete")
    func defaultDeleteIsAnAction() {
        let meals = showMeals()

        #expect(meals.tableView.simulateSwipeAction("Delete", at: IndexPath(row: 0, section: 0)))

        #expect(meals.meals == ["Chicken and Potatoes", "Pasta with Meatballs"])
    }
}
