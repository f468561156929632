import FoodTracker
import HeadlessUIKit
import Testing

@MainActor
@Test func scratchAddMeal() throws {
    UIApplication.shared.resetForTesting()
    UIApplication.shared.eraseAppContainer()
    let window = try #require(HeadlessApp.launch())
    UIApplication.shared.runUntilIdle()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    let list = try #require(navigation.topViewController as? UITableViewController)
    let add = try #require(list.navigationItem.rightBarButtonItem)
    add.simulateTap()
    UIApplication.shared.runUntilIdle()
    let form = try #require((list.presentedViewController as? UINavigationController)?.topViewController)
    print("form", form, form.navigationItem.title as Any, form.navigationItem.rightBarButtonItem?.isEnabled as Any)
    let field = try #require(form.view.allSubviews.compactMap { $0 as? UITextField }.first)
    let buttons = form.view.allSubviews.compactMap { $0 as? UIButton }
    print("buttons", buttons.map { $0.accessibilityLabel ?? "-" })
    _ = field.becomeFirstResponder()
    field.text = "Soup"
    _ = field.delegate?.textFieldShouldReturn(field)
    buttons[2].sendActions(for: .touchUpInside)
    print("selected", buttons.map(\.isSelected))
    let save = try #require(form.navigationItem.rightBarButtonItem)
    print("save enabled", save.isEnabled)
    save.simulateTap()
    UIApplication.shared.runUntilIdle()
    print("rows", list.tableView.numberOfRows(inSection: 0))
    _ = window
}
