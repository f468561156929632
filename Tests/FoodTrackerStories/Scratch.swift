import FoodTracker
import HeadlessUIKit
import Testing

@MainActor
@Test func scratchAddMeal() throws {
    UIApplication.shared.resetForTesting()
    UIApplication.shared.eraseAppContainer()
    let window = try #require(FoodTracker.HeadlessApp.launch())
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

@MainActor
@Test func scratchEditMeal() throws {
    UIApplication.shared.resetForTesting()
    UIApplication.shared.eraseAppContainer()
    let window = try #require(FoodTracker.HeadlessApp.launch())
    UIApplication.shared.runUntilIdle()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    let list = try #require(navigation.topViewController as? UITableViewController)
    list.tableView.simulateSelection(at: IndexPath(row: 1, section: 0))
    UIApplication.shared.runUntilIdle()
    let form = navigation.topViewController!
    print("top", form, form.navigationItem.title as Any)
    let field = try #require(form.view.allSubviews.compactMap { $0 as? UITextField }.first)
    _ = field.becomeFirstResponder()
    field.text = "Chicken Soup"
    _ = field.delegate?.textFieldShouldReturn(field)
    form.navigationItem.rightBarButtonItem!.simulateTap()
    UIApplication.shared.runUntilIdle()
    print("top after", navigation.topViewController as Any, navigation.viewControllers.count)
    let cell = list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    print("row1", cell?.contentView.allSubviews.compactMap { ($0 as? UILabel)?.text } as Any, list.tableView.numberOfRows(inSection: 0))
    // edit + delete
    list.navigationItem.leftBarButtonItem!.simulateTap()
    UIApplication.shared.runUntilIdle()
    print("editing", list.isEditing, list.tableView.isEditing)
    _ = list.tableView.simulateSwipeToDelete(at: IndexPath(row: 0, section: 0))
    UIApplication.shared.runUntilIdle()
    print("rows after delete", list.tableView.numberOfRows(inSection: 0))
    _ = window
}

@MainActor
@Test func scratchPickPhoto() throws {
    UIApplication.shared.resetForTesting()
    UIApplication.shared.eraseAppContainer()
    let window = try #require(FoodTracker.HeadlessApp.launch())
    UIApplication.shared.runUntilIdle()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    let list = try #require(navigation.topViewController as? UITableViewController)
    list.navigationItem.rightBarButtonItem!.simulateTap()
    UIApplication.shared.runUntilIdle()
    let formNav = try #require(list.presentedViewController as? UINavigationController)
    let form = formNav.topViewController!
    let imageView = try #require(form.view.allSubviews.compactMap { $0 as? UIImageView }.first { !($0.gestureRecognizers ?? []).isEmpty })
    print("image before", imageView.image as Any)
    _ = imageView.gestureRecognizers!.first!.simulateRecognition()
    UIApplication.shared.runUntilIdle()
    let picker = try #require(form.presentedViewController as? UIImagePickerController)
    let photo = UIImage(named: "meal2", in: FoodTracker.HeadlessApp.bundle, compatibleWith: nil)!
    _ = picker.simulatePick(photo)
    UIApplication.shared.runUntilIdle()
    print("image after", imageView.image === photo, form.presentedViewController as Any)
    form.navigationItem.leftBarButtonItem!.simulateTap()
    UIApplication.shared.runUntilIdle()
    print("after cancel", list.presentedViewController as Any)
    _ = window
}
