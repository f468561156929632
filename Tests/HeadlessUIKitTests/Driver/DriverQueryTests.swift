import Foundation
import Testing
@testable import HeadlessUIKit

/// A screen built in code: what the driver's queries see, and how they fail.
@MainActor @Suite struct DriverQueryTests {
    /// A controller with a few controls, one hidden label and one transparent button.
    final class Screen: UIViewController {
        let title1 = UILabel()
        let hidden = UILabel()
        let ghost = UIButton()
        let go = UIButton()
        let off = UIButton()
        let name = UITextField()
        let toggle = UISwitch()
        var taps: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title1.text = "Welcome"
            hidden.text = "Secret"
            hidden.isHidden = true
            ghost.setTitle("Ghost", for: .normal)
            ghost.alpha = 0
            go.setTitle("Go", for: .normal)
            go.accessibilityIdentifier = "go-button"
            go.addAction(UIAction { [unowned self] _ in taps.append("go") }, for: .touchUpInside)
            go.addAction(UIAction { [unowned self] _ in taps.append("down") }, for: .touchDown)
            off.setTitle("Off", for: .normal)
            off.isEnabled = false
            name.placeholder = "Name"
            for view in [title1, hidden, ghost, go, off, name, toggle] as [UIView] { self.view.addSubview(view) }
        }
    }

    private func show(_ controller: UIViewController) -> UIWindow {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return window
    }

    @Test("Queries see visible views only, by type, and find elements by identifier, label or title")
    func queriesSeeVisibleViews() {
        // Given a screen with a hidden label and a transparent button
        let screen = Screen()
        let window = show(screen)
        let app = HeadlessDriver(window)

        // Then hidden and transparent views are not on screen
        #expect(app.staticTexts.count == 1)
        #expect(!app.staticTexts["Secret"].exists)
        #expect(!app.buttons["Ghost"].exists)
        #expect(app.buttons.count == 2)

        // And elements are found by identifier, title or placeholder
        #expect(app.buttons["go-button"].label == "Go")
        #expect(app.buttons["Go"].identifier == "go-button")
        #expect(app.textFields["Name"].exists)
        #expect(app.switches.element.value == "0")
        #expect(app.buttons.matching { $0.isEnabled }.count == 1)
        #expect(app.buttons.matching(NSPredicate { element, _ in (element as? HeadlessElement)?.title == "Off" }).count == 1)
        #expect(app.views(ofType: UISwitch.self).count == 1)
        #expect(app.buttons.firstMatch.label == "Go")
    }

    @Test("A tap sends touch down then touch up inside; a disabled button is refused with what is on screen")
    func tapSendsTouchEvents() {
        let screen = Screen()
        let window = show(screen)
        let app = window.driver

        // When the user taps Go
        app.buttons["Go"].tap()
        // Then the button heard touch down, then touch up inside
        #expect(screen.taps == ["down", "go"])

        // When the test taps the disabled button, it is refused with a message listing the screen
        #expect(throws: HeadlessDriverError.self) { try app.buttons["Off"].tapOrThrow() }
        do {
            try app.buttons["Off"].tapOrThrow()
        } catch {
            #expect(error.kind == .notHittable)
            #expect(error.message.contains("app.buttons[\"Off\"] (button \"Off\" (disabled)) cannot be tapped: it is disabled"))
            #expect(error.message.contains("On screen:"))
            #expect(error.message.contains("staticText \"Welcome\""))
        }
    }

    @Test("No match and several matches fail with the query and the screen")
    func missingAndAmbiguous() {
        let window = show(Screen())
        let app = window.driver

        // A missing element
        do {
            try app.buttons["Nope"].tapOrThrow()
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .notFound)
            #expect(error.message.hasPrefix("No element matches app.buttons[\"Nope\"]."))
            #expect(error.message.contains("button \"Go\" (identifier: 'go-button')"))
        }
        // Several where one is needed
        do {
            try app.buttons.element.tapOrThrow()
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .ambiguous)
            #expect(error.message.contains("app.buttons matches 2 elements"))
        }
        // An index out of range
        #expect(!app.buttons.element(boundBy: 5).exists)
    }

    @Test("Switches flip and send value changed; typing into a switch is refused")
    func switches() {
        let screen = Screen()
        let window = show(screen)
        let app = window.driver
        var changes = 0
        screen.toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)

        app.switches.element.setOn(true)
        app.switches.element.setOn(true)     // already on: nothing sent
        #expect(screen.toggle.isOn)
        #expect(changes == 1)
        app.switches.element.flip()
        #expect(!screen.toggle.isOn)
        #expect(changes == 2)
        app.switches.element.tap()           // a tap flips it too
        #expect(screen.toggle.isOn)
        #expect(changes == 3)

        #expect(throws: HeadlessDriverError.self) { try app.switches.element.typeTextOrThrow("x") }
    }

    @Test("Sliders, date pickers and pickers take a user's value and send what a gesture sends")
    func valueControls() {
        // Given a slider, a date picker and a picker
        let controller = UIViewController()
        let slider = UISlider()
        let datePicker = UIDatePicker()
        let picker = UIPickerView()
        let source = PickerSource()
        picker.dataSource = source
        picker.delegate = source
        for view in [slider, datePicker, picker] as [UIView] { controller.view.addSubview(view) }
        let window = show(controller)
        let app = window.driver
        var sent: [String] = []
        slider.addAction(UIAction { _ in sent.append("slider \(slider.value)") }, for: .valueChanged)
        datePicker.addAction(UIAction { _ in sent.append("date") }, for: .valueChanged)

        // When the user adjusts, picks and spins
        app.sliders.element.adjust(to: 0.25)
        let date = Date(timeIntervalSince1970: 86_400)
        app.datePickers.element.pick(date)
        app.pickers.element.select(row: 2)

        // Then each control has the value and told its listeners
        #expect(sent == ["slider 0.25", "date"])
        #expect(datePicker.date == date)
        #expect(source.selected == [2])
        #expect(throws: HeadlessDriverError.self) { try app.pickers.element.selectOrThrow(row: 9) }
    }

    final class PickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
        var selected: [Int] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { selected.append(row) }
    }

    @Test("The back button pops; toolbar items and tab bar items are buttons")
    func barsAndTabs() {
        // Given tabs, the first a navigation stack with a pushed controller showing a toolbar
        let root = UIViewController()
        root.title = "Inbox"
        let nav = UINavigationController(rootViewController: root)
        nav.tabBarItem = UITabBarItem(title: "Mail", image: nil, tag: 0)
        let settings = UIViewController()
        settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, settings]
        let window = show(tabs)
        let app = window.driver
        let message = UIViewController()
        message.title = "Message"
        var archived = 0
        message.toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Archive", primaryAction: UIAction { _ in archived += 1 })]
        nav.pushViewController(message, animated: true)
        nav.setToolbarHidden(false, animated: false)
        app.waitForIdle()

        // When the user taps the toolbar's Archive, then the back button (titled after the controller below)
        #expect(app.toolbars.buttons.count == 1)
        app.toolbars.buttons["Archive"].tap()
        #expect(archived == 1)
        app.navigationBars["Message"].buttons["Inbox"].tap()
        #expect(nav.viewControllers == [root])

        // When they tap the Settings tab
        app.tabBars.buttons["Settings"].tap()
        #expect(tabs.selectedViewController === settings)
        #expect(app.tabBars.buttons["Settings"].isSelected)
    }

    @Test("An alert is the screen while presented: its actions are buttons; a tap dismisses it and runs the handler")
    func alerts() {
        let controller = UIViewController()
        let window = show(controller)
        let app = window.driver
        var chosen: String?
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in chosen = "Delete" })
        controller.present(alert, animated: true)
        app.waitForIdle()

        #expect(app.alerts["Delete?"].exists)
        #expect(app.alerts.staticTexts["It cannot be undone."].exists)
        app.alerts.buttons["Delete"].tap()
        #expect(chosen == "Delete")
        #expect(!app.alerts.element.exists)
    }

    @Test("A view with a tap gesture recognizer recognizes; not once it ignores touches")
    func gesturesAndCells() {
        // Given an image view with a tap recognizer
        let controller = UIViewController()
        let image = UIImageView()
        image.isUserInteractionEnabled = true
        image.accessibilityIdentifier = "photo"
        final class Target: UIResponder {
            var count = 0
            func tapped(_ sender: Any?) { count += 1 }
            override class var actionMethods: ActionMethods { ActionMethods(["tapped:": .init(Target.tapped)]) }
        }
        let target = Target()
        image.addGestureRecognizer(UITapGestureRecognizer(target: target, action: "tapped:"))
        controller.view.addSubview(image)
        let window = show(controller)

        // When the user taps it, the recognizer's action runs
        window.driver.images["photo"].tap()
        #expect(target.count == 1)

        // When image views ignore touches (their default), the tap does not reach the recognizer
        image.isUserInteractionEnabled = false
        #expect(throws: HeadlessDriverError.self) { try window.driver.images["photo"].tapOrThrow() }
        #expect(target.count == 1)
    }
}
